import { describe, expect, it } from "vitest";
import { rows } from "../helpers/extractRows.ts";
import { leadCondition } from "../../src/grammar/scopeDescriptors.ts";

describe("a lead-in reduced to the condition it names", () => {
  it("keeps the phrase a case marker marks, without the tool, the writer's clause or the opening adverb", () => {
    expect(leadCondition("When using 1.74 of viostor.sys I get the following numbers using crystaldiskmark")).toBe("1.74 of viostor");
    expect(leadCondition("When using 1.110 I get")).toBe("1.110");
    expect(leadCondition("Then with jumbo frames enabled:")).toBe("jumbo frames enabled");
    expect(leadCondition("次にローカルのディスクで。")).toBe("ローカルのディスク");
    expect(leadCondition("以下はSlateで中継したときの計測結果です。")).toBe("Slate");
    expect(leadCondition("Cubic の場合")).toBe("Cubic");
    expect(leadCondition("RAID 5 にすると")).toBe("RAID 5");
    expect(leadCondition("On the Samsung 980 Pro:")).toBe("Samsung 980 Pro");
    expect(leadCondition("For comparison, the same test on the old kernel 5.15:")).toBe("old kernel 5.15");
    expect(leadCondition("XFS にすると以下のようになった。")).toBe("XFS");
    // a short label ending in a colon names its block
    expect(leadCondition("HDRFS 上：")).toBe("HDRFS 上");
  });

  it("names nothing when the marked words point, measure, or only name the tool", () => {
    expect(leadCondition("この状態でWireGuardを有効にしました。")).toBeNull();
    expect(leadCondition("まず LAN の中の速度を iperf で測った。")).toBeNull();
    expect(leadCondition("I ran it using fio:")).toBeNull();
    expect(leadCondition("The results are below.")).toBeNull();
    expect(leadCondition("Results:")).toBeNull();
    // the end of a test that printed the block, and a clause ending in \`ので\`, are no condition
    expect(leadCondition("サーバ側 (control-machine):")).toBeNull();
    expect(leadCondition("Windows 側:")).toBeNull();
    expect(leadCondition("On Synology (server):")).toBeNull();
    expect(leadCondition("続けて同じファイルを読み出しました（キャッシュに載っているので参考値です）。")).toBeNull();
    expect(leadCondition("The single 4 KiB random write:")).toBeNull();
  });
});

const TABLE = (a: string, b: string, c: string) =>
  `<table><tr><th>Test</th><th>Read MB/s</th><th>Write MB/s</th></tr><tr><td>Seq Q32T1</td><td>${a}</td><td>${b}</td></tr><tr><td>4K Q32T1</td><td>${c}</td><td>9.6</td></tr></table>`;

describe("blocks of one test told apart by their lead-ins", () => {
  it("gives each table with the same header the condition its own lead-in names, a tool named beside it or not", () => {
    const got = rows(
      `<p>Our storage backend is a small cluster with cache enabled.</p>
       <p>When using 2.31 of the driver I get the following numbers using crystaldiskmark</p>${TABLE("716.9", "120.9", "58.04")}
       <p>When using 2.40 I get</p>${TABLE("820.4", "41.78", "64.08")}`,
      "table",
    );
    expect(got.map((r) => [r.value, r.config])).toEqual([
      [716.9, "2.31 of the driver"],
      [120.9, "2.31 of the driver"],
      [58.04, "2.31 of the driver"],
      [9.6, "2.31 of the driver"],
      [820.4, "2.40"],
      [41.78, "2.40"],
      [64.08, "2.40"],
      [9.6, "2.40"],
    ]);
  });

  it("gives each tool output of one tool the condition its Japanese lead-in marks", () => {
    const dd = (mbs: string) => `<pre>$ dd if=/dev/zero of=test bs=8k count=131072
131072+0 records in
131072+0 records out
1073741824 bytes (1.1 GB) copied, 16.5 s, ${mbs} MB/s</pre>`;
    const got = rows(
      `<h2>ディスクの性能</h2><p>まず NAS 上の共有フォルダで試す。</p>${dd("64.8")}<p>次に USB 接続の外付け HDD で。</p>${dd("145")}`,
      "tool-output",
    ).filter((r) => r.metric === "throughput");
    // a condition that names a drive is the rows' drive, before the heading the tool's block context read as one; the
    // heading `ディスクの性能` (a topic and an aspect) names no drive (scope20)
    expect(got.map((r) => [r.value, r.config, r.storage])).toEqual([
      [64.8, "NAS 上の共有フォルダ", undefined],
      [145, undefined, "USB 接続の外付け HDD"],
    ]);
  });

  it("gives nothing when the lead-ins name the same condition or only one block has one", () => {
    const got = rows(`<p>Below, the first run.</p>${TABLE("716.9", "120.9", "58.04")}<p>When using 2.40 I get</p>${TABLE("820.4", "41.78", "64.08")}`, "table");
    expect(got.filter((r) => r.value === 716.9).map((r) => r.config)).toEqual([undefined]);
  });
});

describe("nested headings over a run", () => {
  it("gives the run its nearest heading, long or written again in another case", () => {
    const out = (lines: string) => `<pre>${lines}</pre>`;
    const got = rows(
      `<h1>Latency optimised bios setting</h1><h2>Raw namespace with sectorsize 512 and xfs filesystem</h2>
       ${out("Sequential Read: 2813MB/s IOPS=10\nSequential Write: 3192MB/s IOPS=12")}
       <h1>latency optimised bios setting</h1><h2>windows 11 bare metal</h2>
       ${out("Sequential Read: 2200MB/s IOPS=8\nSequential Write: 2100MB/s IOPS=8")}`,
      "tool-output",
    );
    expect(got.filter((r) => r.metric === "throughput").map((r) => [r.value, r.config])).toEqual([
      [2813, "Raw namespace with sectorsize 512 and xfs filesystem"],
      [3192, "Raw namespace with sectorsize 512 and xfs filesystem"],
      [2200, "windows 11 bare metal"],
      [2100, "windows 11 bare metal"],
    ]);
  });
});
