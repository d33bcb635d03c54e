import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { describe as describeText } from "../../../src/grammar/describe.ts";
import { typedLines } from "../../../src/extract/structure/typedLines.ts";
import { withDeclaredUnit } from "../../../src/extract/pairs/quantitiesOf.ts";
import { operationsNamed } from "../../../src/grammar/describe.ts";

const html = (title: string, body: string, charset = "utf-8") => `<html><head><meta charset="${charset}"><title>${title}</title></head><body>${body}</body></html>`;
const extract = (title: string, body: string) => extractAll(buildDocument(html(title, body)));
const rows = (title: string, body: string) => extract(title, body).measurements.filter((m) => !m.derived);

describe("a script's output announces its steps: each step is a run of its own, with the settings it names", () => {
  const output = [
    "Running benchmarks for pool: tank",
    "Running DD write benchmark with 1 threads...",
    "Run 1 write speed: 410.96 MB/s",
    "Run 2 write speed: 410.95 MB/s",
    "Running DD write benchmark with 4 threads...",
    "Run 1 write speed: 1179.53 MB/s",
    "Run 2 write speed: 1165.82 MB/s",
    "Running DD write benchmark with 8 threads...",
    "Run 1 write speed: 1971.18 MB/s",
    "Run 2 write speed: 1936.90 MB/s",
  ].join("\n");

  it("the same labels under three announcements are three steps' runs, not a progress report", () => {
    const got = rows("pool benchmark", `<h2>Output</h2><pre>${output}</pre>`);
    expect(got.map((m) => [m.value, m.operation, m.conditions.threads])).toEqual([
      [410.96, "write", 1], [410.95, "write", 1], [1179.53, "write", 4], [1165.82, "write", 4], [1971.18, "write", 8], [1936.9, "write", 8],
    ]);
  });

  it("the pool an outer step names is the storage of every step within it", () => {
    const got = rows("pool benchmark", `<pre>${output}</pre>`);
    expect(new Set(got.map((m) => m.conditions.storage))).toEqual(new Set(["tank"]));
  });

  it("without announcements the same labels printed again and again stay a progress report", () => {
    const progress = Array.from({ length: 6 }, (_, i) => `write speed: ${400 + i}.5 MB/s`).join("\n");
    const out = extract("progress", `<pre>${progress}</pre>`);
    expect(out.measurements.filter((m) => !m.derived)).toEqual([]);
  });
});

describe("a box drawn with `#`: its rows are read without the frame, a setting row starts a step, a disk row names the drive", () => {
  const box = [
    "###################################",
    "#    Disk Read Benchmark Results    #",
    "###################################",
    "#    Disk: sda    #",
    "#    Run 1: 2017.87 MB/s     #",
    "#    Run 2: 1924.79 MB/s     #",
    "#    Disk: sdb    #",
    "#    Run 1: 2008.92 MB/s     #",
    "#    Run 2: 1911.36 MB/s     #",
    "###################################",
  ].join("\n");

  it("the closing `#` is no part of a row", () => {
    const lines = typedLines(box);
    expect(lines[3]?.text.trim()).toBe("Disk: sda");
    expect(lines[4]?.segments).toEqual(["Run 1: 2017.87 MB/s"]);
  });

  it("each drive's numbered runs, read as measured, under the drive its row names", () => {
    const got = rows("disk benchmark", `<pre>${box}</pre>`);
    expect(got.map((m) => [m.value, m.conditions.storage])).toEqual([[2017.87, "sda"], [1924.79, "sda"], [2008.92, "sdb"], [1911.36, "sdb"]]);
  });
});

describe("a thread count under a mark of more than one letter needs no size beside it", () => {
  it("`Threads: 1`, `numjobs=4`, `jobs: 3`", () => {
    expect(describeText("Threads: 1").threads).toBe(1);
    expect(describeText("numjobs=4").threads).toBe(4);
    expect(describeText("jobs: 3").threads).toBe(3);
  });
  it("a one-letter mark alone (`T=1`) stays unread", () => {
    expect(describeText("T=1").threads).toBe(null);
  });
});

describe("a column headed as the specification holds ratings, not results", () => {
  it("`項目 | 仕様` rows of an instance type are refused with the reason", () => {
    const out = extract("検証", `<h2>結果</h2><table><tr><th>項目</th><th>仕様</th></tr><tr><td>ネットワーク帯域幅</td><td>15 Gbps</td></tr><tr><td>EBS 帯域幅</td><td>10 Gbps</td></tr></table>`);
    expect(out.measurements.filter((m) => !m.derived)).toEqual([]);
    expect(out.rejects.filter((r) => /仕様/.test(r.reason)).length).toBe(2);
  });
  it("a measured column beside it is kept", () => {
    const got = rows("検証", `<table><tr><th>項目</th><th>仕様</th><th>実測</th></tr><tr><td>読み込み</td><td>550 MB/s</td><td>512 MB/s</td></tr></table>`);
    expect(got.map((m) => m.value)).toEqual([512]);
  });
});

describe("a unit a paragraph declares once holds for the bare figures after operation words in its section", () => {
  it("the rewriting itself: only figures after an operation word take the unit", () => {
    const names = (w: string) => operationsNamed(w).length > 0;
    expect(withDeclaredUnit("auは上り5.92、下り14.95、電波は3", "Mbps", names)).toBe("auは上り5.92 Mbps、下り14.95 Mbps、電波は3");
    expect(withDeclaredUnit("上り5.92", undefined, names)).toBe("上り5.92");
  });

  it("`(値は全てMbps)` in one paragraph, and the next paragraph of the same section", () => {
    const body = "<h2>計測</h2><p>通信速度では、NTTドコモは上り13.36、下り15.20。auは上り5.92、下り14.95(値は全てMbps)。</p><p>次の場所では、NTTドコモは上り5.12、下り12.32という計測結果。</p><h2>まとめ</h2><p>auは上り3、下り4。</p>";
    const got = rows("スマートフォンの通信速度", body);
    expect(got.map((m) => [m.value, m.unit])).toEqual([[13.36, "Mbps"], [15.2, "Mbps"], [5.92, "Mbps"], [14.95, "Mbps"], [5.12, "Mbps"], [12.32, "Mbps"]]);
  });
});

describe("a column that holds only units gives each row its unit, a size's too", () => {
  it("a row of sizes closed by `MiB` over rows of rates closed by `MiB/s`: the sizes are no measurements", () => {
    const table = `<table><tr><th>Write speed</th><th>Unit</th><th></th><th></th></tr><tr><td>Size</td><td>10</td><td>50</td><td>MiB</td></tr><tr><td>plain</td><td>13.16</td><td>13.48</td><td>MiB/s</td></tr></table>`;
    const got = rows("dd on a ramdisk", `<p>dd results:</p>${table}`);
    expect(got.map((m) => [m.value, m.unit])).toEqual([[13.16, "MiB/s"], [13.48, "MiB/s"]]);
  });
});

describe("one RAID level grammar: numbered levels, JBOD and ZFS's RAID-Z, with the implementation", () => {
  it("every reader names the same level: conditions, the descriptor grammar, spec values", async () => {
    const { conditionsFromText } = await import("../../../src/extract/conditions.ts");
    expect(["RAID 5", "RAID-Z2", "raidz1-0", "RAID 50"].map((t) => conditionsFromText(t).raid)).toEqual(["RAID5", "RAIDZ2", "RAIDZ1", "RAID50"]);
    expect(conditionsFromText("ハードウェアRAID6").raid).toBe("hardware RAID6");
    expect(conditionsFromText("RAID 10 (software)").raid).toBe("software RAID10");
    expect(describeText("RAIDZ2 pool").raid).toBe("RAIDZ2");
    expect(describeText("RAID zone").raid).toBe(null);
  });
  it("a spec line of a ZFS pool is an array part", () => {
    const out = extract("NAS", `<ul><li>RAID: RAIDZ2 (6 disks)</li><li>CPU: Intel Xeon E5-2680</li></ul>`);
    expect(out.components.filter((c) => c.kind === "raid_array").map((c) => c.model)).toEqual(["RAIDZ2"]);
  });
});

describe("the one array level a tool's output prints is the array its figures ran on", () => {
  const dd = "1073741824 bytes (1.1 GB, 1.0 GiB) copied, 2.5 s, 429 MB/s";
  it("`md0 : active raid5 …` over dd's summary", () => {
    const got = rows("md array", `<pre>$ cat /proc/mdstat\nmd0 : active raid5 sdd[2] sdc[1] sdb[0]\n$ dd if=/dev/zero of=/mnt/md0/f bs=1M count=1024 oflag=direct\n${dd}</pre>`);
    expect(got.filter((m) => m.metric === "throughput").map((m) => [m.value, m.conditions.raid])).toEqual([[429, "RAID5"]]);
  });
  it("two levels printed name neither", () => {
    const got = rows("md arrays", `<pre>md0 : active raid5 sdd[2] sdc[1] sdb[0]\nmd1 : active raid1 sde[1] sdf[0]\n$ dd if=/dev/zero of=/mnt/md0/f bs=1M count=1024 oflag=direct\n${dd}</pre>`);
    expect(got.filter((m) => m.metric === "throughput").map((m) => m.conditions.raid)).toEqual([undefined]);
  });
});
