import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { driveNamed } from "../../src/extract/prose/proseStorage.ts";
import { wordDurations } from "../../src/extract/prose/wordDurations.ts";

const rows = (body: string, origin = "prose"): Record<string, any>[] =>
  extractAll(buildDocument(`<html><head><title>Drives | t</title></head><body>${body}</body></html>`))
    .measurements.filter((m) => m.origin === origin)
    .map((m) => ({ metric: m.metric, op: m.operation, value: m.value, unit: m.unit, ...m.conditions }));

describe("the drive a Japanese sentence makes its topic", () => {
  it("`XのYY速度は` with any measure noun phrase between の and the particle; the capacity ending the name is no file size", () => {
    const r = rows("<p>WD Blue 2TBのランダム書き込み速度は、4KBが41.2MB/秒、64KBが180.5MB/秒だった。</p>");
    expect(r.map((x) => [x.value, x.storage, x.file_size_bytes ?? null])).toEqual([
      [41.2, "WD Blue 2TB", null],
      [180.5, "WD Blue 2TB", null],
    ]);
    expect(rows("<p>Crucial P3 1TBのファイルコピー速度は、大きいファイルが1,820MB/秒だった。</p>").map((x) => [x.storage, x.file_size_bytes ?? null])).toEqual([["Crucial P3 1TB", null]]);
  });
});

describe("the drive an English sentence names for its figures", () => {
  it("the subject of the clause, up to its verb or comma", () => {
    expect(rows("<p>The external NVMe SSD is quick: it read at 1,050MB/s and wrote at 980MB/s.</p>").map((r) => [r.op, r.value, r.storage])).toEqual([
      ["read", 1050, "external NVMe SSD"], ["write", 980, "external NVMe SSD"],
    ]);
    expect(rows("<p>A Toshiba 2TB portable hard drive, bought last year, managed about 110MB/s read and 95MB/s write.</p>").map((r) => r.storage)).toEqual([
      "Toshiba 2TB portable hard drive", "Toshiba 2TB portable hard drive",
    ]);
  });

  it("a clause with a subject of its own, and a drive used as a yardstick, give no drive", () => {
    expect(driveNamed("The SSD read at 500 MB/s, while the HDD managed 150 MB/s", "The SSD read at 500 MB/s, while the HDD managed ", ", while the HDD managed ")).toEqual({ storage: "HDD", into: false });
    expect(driveNamed("A dd to the disk wrote at 58 MB/s, and the rsync copy managed 22 MB/s", "A dd to the disk wrote at 58 MB/s, and the rsync copy managed ", ", and the rsync copy managed ")).toBeNull();
    expect(driveNamed("Compared to the old HDD it read at 400 MB/s", "Compared to the old HDD it read at ", "Compared to the old HDD it read at ")).toBeNull();
    expect(driveNamed("外付けケースは読み込み400MB/s", "外付けケースは読み込み", "外付けケースは読み込み")).toBeNull();
  });

  it("a clause whose subject is the writer (`We will compare all the disks …`) names no drive", () => {
    const text = "We will compare all the disks with the internal SSD: 560 MB/s write";
    expect(driveNamed(text, "We will compare all the disks with the internal SSD: ", "We will compare all the disks with the internal SSD: ")).toBeNull();
  });

  it("a card is a drive only where the phrase says it stores (SD, CF, memory card), not a network card", () => {
    expect(driveNamed("I ran a netperf test on the card and got 3.3Gbps", "I ran a netperf test on the card and got ", "I ran a netperf test on the card and got ")).toBeNull();
    expect(driveNamed("Copying onto the SanDisk SD card ran at 25 MB/s", "Copying onto the SanDisk SD card ran at ", "Copying onto the SanDisk SD card ran at ")?.storage).toBe("SanDisk SD card");
  });

  it("a Japanese sentence's topic that names a drive is the drive of the figures after it", () => {
    expect(driveNamed("外付けSSDは読み込み400MB/s", "外付けSSDは読み込み", "外付けSSDは読み込み")).toEqual({ storage: "SSD", into: false });
  });

  it("a copy onto a drive is a write to it; a copy from elsewhere stays a copy; bounds and ratings are not results", () => {
    const found = rows(
      "<p>Copying a 4 GB video folder onto a Crucial X6 SSD over USB-C took just 11 seconds, although the drive is rated at up to 800 MBps. " +
        "A friend copied the same folder from a USB stick to his desktop in under 20 seconds; the same copy from a network share took roughly two minutes and a half.</p>",
    );
    expect(found.map((r) => [r.metric, r.op, r.value, r.storage ?? null, r.approximate ?? false])).toEqual([
      ["duration", "write", 11, "Crucial X6 SSD", false],
      ["duration", "copy", 150, null, true],
    ]);
  });

  it("durations written in words, with the clock time in brackets read once", () => {
    const found = rows("<p>Copying the archive from the old hard drive took roughly a minute and a half (1:30).</p>");
    expect(found.map((r) => [r.metric, r.op, r.value, r.storage, r.approximate])).toEqual([["duration", "copy", 90, "old hard drive", true]]);
    expect(wordDurations("half an hour, one and a half minutes, two hours and a second run").map((d) => d.seconds)).toEqual([1800, 90, 7200]);
  });

  it("ratios and multiples are not results", () => {
    expect(rows("<p>The thumb drive read at 150MB/s, about 1/15th of the internal SSD and three to five times a hard disk.</p>").map((r) => r.value)).toEqual([150]);
  });
});

describe("Japanese figures that are not results", () => {
  it("a band (`700MB/s台`) and the operand of a product (`1024×1024 バイト毎秒`)", () => {
    expect(rows("<p>どちらも書き込みは700MB/s台だった。</p>")).toEqual([]);
    expect(rows("<p>このツールの MB/s は 1024×1024 バイト毎秒の意味で使われている。</p>")).toEqual([]);
  });

  it("a mark not reached (`にすら届いていない`) and what a use needs (`…が必要`) are not results", () => {
    expect(rows("<p>実測は書き込み45MB/s。書き込みは50MB/sにすら届いていない。</p>").map((r) => r.value)).toEqual([45]);
    expect(rows("<p>実測は読み込み45MB/s。動画編集には100MB/s前後の読み出しが必要と言われる。</p>").map((r) => r.value)).toEqual([45]);
  });

  it("a figure that restates dd's result takes dd's operation, not one carried from an earlier clause", () => {
    const body = "<h2>fdatasync付き</h2><pre>$ dd if=/dev/zero of=/tmp/t.img bs=4k count=262144 conv=fdatasync\n262144+0 records in\n262144+0 records out\n1073741824 bytes (1.1 GB, 1.0 GiB) copied, 5.1 s, 211 MB/s</pre>" +
      "<p>読み込みと書き込みは600MB/s台で揃ったが、4KiB＋fdatasync では211MB/sまで落ちる。</p>";
    expect(rows(body).map((r) => [r.op, r.value, r.tool])).toEqual([["write", 211, "dd"]]);
  });
});
