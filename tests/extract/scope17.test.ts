import { describe, expect, it } from "vitest";
import { rows } from "../helpers/extractRows.ts";
import { measuredDrive } from "../../src/grammar/scopeDescriptors.ts";
import { driveKindOfHeading, isClauseHeading } from "../../src/normalise/lexicon.ts";

describe("the drive a sentence says was measured", () => {
  it("reads the object of a measuring verb when it names a drive by maker, model or capacity", () => {
    expect(measuredDrive("I measured the speed of a Kingston DataTraveler 64GB stick (rated at 100MB/s) using h2testw.")).toBe("Kingston DataTraveler 64GB stick");
    expect(measuredDrive("Yesterday I tried a Lexar JumpDrive S75 (rated 150MB/s read) which a friend lent me.")).toBe("Lexar JumpDrive S75");
    expect(measuredDrive("手元にあった Crucial MX500 の読み書き速度を測ってみました。")).toBe("Crucial MX500");
    expect(measuredDrive("WD Blue SN570を計測した結果です")).toBe("WD Blue SN570");
    // a drive's kind alone, a pointer, or something that is no drive names none
    expect(measuredDrive("I tested the SD card with fio.")).toBeNull();
    expect(measuredDrive("I tried the steps here to downgrade the firmware.")).toBeNull();
    expect(measuredDrive("SSDの速度を測った")).toBeNull();
  });

  it("gives the drive to the result lines after the sentence in its section, up to the next drive measured", () => {
    const got = rows(
      `<h2>Thumb drives on the media box</h2>
       <p>I measured speed of a Kingston DataTraveler 64GB stick (rated 100MB/s) using the box's disk test.</p>
       <p>As exFAT:<br>READ: 88MB/s<br>WRITE: 21MB/s</p>
       <p>After reformatting it as internal storage things got worse.</p>
       <p>As internal storage:<br>READ: 41MB/s<br>WRITE: 9MB/s</p>
       <p>Next I tried a Lexar JumpDrive S75 (rated 150MB/s read).</p>
       <p>As exFAT:<br>READ: 120MB/s<br>WRITE: 35MB/s</p>`,
    );
    expect(got.map((r) => [r.value, r.storage])).toEqual([
      [88, "Kingston DataTraveler 64GB stick"],
      [21, "Kingston DataTraveler 64GB stick"],
      [41, "Kingston DataTraveler 64GB stick"],
      [9, "Kingston DataTraveler 64GB stick"],
      [120, "Lexar JumpDrive S75"],
      [35, "Lexar JumpDrive S75"],
    ]);
  });

  it("gives it to a tool's output under the sentence and to the sentence's own figure, in Japanese", () => {
    const body = `<p>手元の Transcend の16GBカードの書き込み速度を測ってみたら、12.1MB/sでした。</p>
       <pre>$ dd if=/dev/zero of=./ddfile bs=8k count=20000
20000+0 records in
20000+0 records out
163840000 bytes (164 MB) copied, 13.54 s, 12.1 MB/s</pre>`;
    expect(rows(body).map((r) => r.storage)).toEqual(["Transcend"]);
    expect(rows(body, "tool-output").map((r) => r.storage)).toEqual(["Transcend", "Transcend"]);
  });

  it("stops at a heading, at a paragraph naming another drive it did not measure, and gives network figures nothing", () => {
    const got = rows(
      `<h2>First card</h2>
       <p>I tested a SanDisk Extreme 64GB card with the reader.</p>
       <p>The Samsung T7 beside it is much faster anyway.</p>
       <p>Results:<br>READ: 90MB/s<br>WRITE: 60MB/s</p>
       <h2>Second card</h2>
       <p>Results:<br>READ: 30MB/s<br>WRITE: 10MB/s</p>
       <p>I tested a SanDisk Ultra 32GB card over Wi-Fi.</p>
       <p>Download: 300 Mbps</p>`,
    );
    expect(got.map((r) => r.storage)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe("headings that name a kind of drive or say something, not a drive", () => {
  it("reads a drive's kind and an aspect as the kind alone", () => {
    expect(driveKindOfHeading("USB Stick Performance")).toBe("USB Stick");
    expect(driveKindOfHeading("microSDカードの速度")).toBe("microSDカード");
    expect(driveKindOfHeading("HDD Benchmark Results")).toBe("HDD");
    // a named drive, or a kind with other words, stays as it is
    expect(driveKindOfHeading("Crucial MX500 Performance")).toBeNull();
    expect(driveKindOfHeading("SSD on the USB 2 port")).toBeNull();
  });

  it("stores the kind, not the heading, as the drive of the results under it", () => {
    const got = rows(`<h1>Bench notes</h1><h2>SD Card Performance</h2><p>The results:</p><pre>$ dd if=/dev/zero of=./t bs=1M count=100
100+0 records in
100+0 records out
104857600 bytes (105 MB) copied, 5.2 s, 20.2 MB/s</pre>`, "tool-output");
    expect(got.map((r) => r.storage)).toEqual(["SD Card", "SD Card"]);
  });

  it("takes a heading holding a clause verb for a sentence, and a drive maker's card for a memory card", () => {
    expect(isClauseHeading("Not all USB sticks are fast")).toBe(true);
    expect(isClauseHeading("Kingston DataTraveler results")).toBe(false);
    const got = rows(
      `<h1>Bench notes</h1><h2>Not all microSD cards are equal</h2>
       <ul><li>The Lexar card gave about 31 MB/s on sequential reads</li><li>Some other card gave about 12 MB/s on sequential reads</li></ul>`,
    );
    expect(got.map((r) => r.storage)).toEqual(["Lexar card", undefined]);
  });
});

describe("a run's label shortened from its command's label", () => {
  const body = `<h2>USB SSD の計測</h2>
<pre># シーケンシャル読み込み
fio --name=seq_read --directory=/srv/bench \\
    --rw=read --bs=1M --size=2G --iodepth=8 --direct=1

# ランダム 8K 読み書き
fio --name=rand_rw --directory=/srv/rand \\
    --rw=randrw --bs=8k --size=1G --iodepth=16 --direct=1</pre>
<pre># シーケンシャル読み込み
READ: bw=88.0MiB/s (92.3MB/s), io=2640MiB, run=30001msec

# ランダム 8K
read: IOPS=812, BW=6.3MiB/s
write: IOPS=806, BW=6.3MiB/s</pre>`;

  it("takes the one command whose label the run's label begins", () => {
    const got = rows(body, "tool-output").filter((r) => r.metric === "iops");
    expect(got.map((r) => r.target_path)).toEqual(["/srv/rand", "/srv/rand"]);
  });

  it("takes none when the shortened label begins two commands' labels", () => {
    const two = body.replace("# シーケンシャル読み込み\nfio", "# ランダム 8K 読み込み\nfio");
    const got = rows(two, "tool-output").filter((r) => r.metric === "iops");
    expect(got.map((r) => r.target_path)).toEqual([undefined, undefined]);
  });
});
