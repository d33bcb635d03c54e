import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { splitSentences } from "../../src/extract/prose/extractProse.ts";

type Row = Record<string, unknown>;
const page = (body: string) => extractAll(buildDocument(`<html><head><title>測定メモ</title></head><body>${body}</body></html>`));
const prose = (body: string): Row[] =>
  page(body)
    .measurements.filter((m) => m.origin === "prose" && !m.derived)
    .map((m) => ({ metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, ...m.conditions }));
const brief = (rows: Row[]) => rows.map((r) => [r.metric, r.op, r.value, r.protocol ?? null]);

describe("one value for several subjects", () => {
  it("`リード、ライトとも` gives a row per operation, `NFS、SMBとも` a row per protocol", () => {
    expect(brief(prose("<p>シーケンシャルリード、ライトとも約112MB/秒だった。</p>"))).toEqual([
      ["throughput", "read", 112, null],
      ["throughput", "write", 112, null],
    ]);
    const rows = prose("<p>NFS、SMBともリード、ライトとも約98MiB/秒で、ほぼ同じだった。</p>");
    expect(rows.map((r) => `${r.protocol} ${r.op}`)).toEqual(["NFS read", "NFS write", "SMB read", "SMB write"]);
    expect(rows.every((r) => r.approximate === true && r.access === "sequential")).toBe(false);
  });

  it("a later subject replaces an earlier one, and a value in brackets shares the subject before it", () => {
    const rows = prose("<p>ランダムリードはNFSが6120 IOPS（23.9MiB/秒）、SMBは4870 IOPS（19.0MiB/秒）だった。</p>");
    expect(rows.map((r) => [r.metric, r.op, r.access, r.value, r.protocol])).toEqual([
      ["iops", "read", "random", 6120, "NFS"],
      ["throughput", "read", "random", 23.9, "NFS"],
      ["iops", "read", "random", 4870, "SMB"],
      ["throughput", "read", "random", 19, "SMB"],
    ]);
  });

  it("the operation of a sentence carries to the next sentence of its line, with latencies and CPU loads", () => {
    const rows = prose("<p>ランダムライトはSMBが5210 IOPS、NFSが4980 IOPSだった。平均レイテンシはSMBの612.5マイクロ秒に対し、NFSは640.2マイクロ秒。CPU使用率はSMBが9.4%、NFSが4.1%で、SMBが約2倍重い。</p>");
    expect(rows.map((r) => [r.metric, r.op, r.value, r.unit, r.protocol])).toEqual([
      ["iops", "write", 5210, "IOPS", "SMB"],
      ["iops", "write", 4980, "IOPS", "NFS"],
      ["latency", "write", 612.5, "マイクロ秒", "SMB"],
      ["latency", "write", 640.2, "マイクロ秒", "NFS"],
      ["cpu_utilisation", "write", 9.4, "%", "SMB"],
      ["cpu_utilisation", "write", 4.1, "%", "NFS"],
    ]);
  });

  it("lines split by <br> are read like a list: one line's access does not carry to the next", () => {
    expect(prose("<p>シーケンシャル書き込み : 210MB/s<br>読み込み : 245MB/s<br>ランダム読み込み : 31MB/s</p>").map((r) => [r.op, r.access, r.value])).toEqual([
      ["write", "sequential", 210],
      ["read", null, 245],
      ["read", "random", 31],
    ]);
  });
});

describe("conditions a sentence names", () => {
  it("network, RAID level and protocol stay on the row", () => {
    const rows = prose("<p>2.5GbEでは書き込みが281MB/sまで伸びた。</p><p>RAID 6 の書き込みは405MB/sだった。</p><p>NFS接続時は118MB/s、SMB接続時は109MB/sでコピーできた。</p>");
    expect(rows.map((r) => [r.op, r.value, r.network ?? r.raid ?? r.protocol])).toEqual([
      ["write", 281, "2.5GbE"],
      ["write", 405, "RAID6"],
      ["copy", 118, "NFS"],
      ["copy", 109, "SMB"],
    ]);
  });

  it("a RAID level right after a value, a link speed before it and parallel streams are the value's own", () => {
    const rows = prose("<p>シーケンシャルリードはRAID 0の1012.4MB/秒が最速で、803.9MB/秒のRAID 5が最も遅かった。</p><p>iperfではリンク速度が5Gビット/秒時は4.91Gビット/秒、2.5Gビット/秒時は2.46Gビット/秒だった。</p><p>TCP 1本で4.12Gビット/秒、4本並列で合計6.30Gビット/秒だった。</p>");
    expect(rows.map((r) => [r.value, r.raid ?? r.network ?? r.streams, r.protocol ?? null])).toEqual([
      [1012.4, "RAID0", null],
      [803.9, "RAID5", null],
      [4.91, "5Gビット/秒", null],
      [2.46, "2.5Gビット/秒", null],
      [4.12, 1, "TCP"],
      [6.3, 4, "TCP"],
    ]);
  });
});

describe("what is not a measured result", () => {
  it("nominal, theoretical, limit, interface, setting and default figures", () => {
    expect(
      prose(
        "<p>公称の読み込みは550MB/sだ。</p><p>1GbEの理論値125MB/sには届かない。</p><p>最大6Gbpsで動作する。</p>" +
          "<p>It does up to 525 MB/s reading on SATA 6Gbps.</p><p>帯域の上限は -l 1000000（1Gbps）とした。</p>" +
          "<p>-b の既定は1Mbit/sで、目標レートは10Mbpsに固定される。</p><p>At the 10 Gbps target both were equal.</p>",
      ),
    ).toEqual([]);
  });

  it("a comparison, an estimate, a quoted case, a condition value and a test length", () => {
    expect(
      prose(
        "<p>NFSがSMBより約25%速い。</p><p>見積もりの目安として、10Gbpsを出すには約14Mppsが必要になる。</p>" +
          "<p>「遅延20ms・ロス1%」の条件を作った。</p><p>100Mbpsで10秒間送った。</p>",
      ),
    ).toEqual([]);
  });

  it("a value restating the limit in brackets is left out while the result beside it stays", () => {
    const rows = prose("<p>リードは約117MB/秒で、1GbEの上限（125MB/秒）にほぼ達した。</p>");
    expect(rows.map((r) => r.value)).toEqual([117]);
  });

  it("a rate no operation is named for on a page that is not about a network is a reject, not a guess", () => {
    const ex = page("<h2>The 850 PRO first</h2><p>Before the update the drive averaged only about 96 MB/sec.</p>");
    expect(ex.measurements.filter((m) => m.origin === "prose")).toEqual([]);
    expect(ex.rejects.some((r) => /no operation named/.test(r.reason))).toBe(true);
  });
});

describe("times taken and English sentences", () => {
  it("`1分50秒（92.8MB/s）かかった` is a duration and a rate; the operation of the report's last result carries on", () => {
    const rows = prose(
      "<h2>5GBのファイルを取得する</h2><p>scpで取得すると3分05秒（27.6MB/s）かかった。</p><h2>遅延を加える</h2><p>遅延50msでは、scpが41秒（24.9MB/s）、ascpは9秒で終わった。</p>",
    );
    expect(rows.map((r) => [r.metric, r.op, r.value, r.unit, r.tool])).toEqual([
      ["duration", "read", 185, "s", "scp"],
      ["throughput", "read", 27.6, "MB/s", "scp"],
      ["duration", "read", 41, "秒", "scp"],
      ["throughput", "read", 24.9, "MB/s", "scp"],
      ["duration", "read", 9, "秒", "ascp"],
    ]);
  });

  it("`the copy took 3 min 12 s`, `reads peaked at 1.2 GB/s`, and an operation named after the value", () => {
    const rows = prose("<p>Over 10GbE the copy took 3 min 12 s. Sequential reads peaked at 1.2 GB/s. Overall CPU load was ~6% during write and ~11% during read.</p>");
    expect(rows.map((r) => [r.metric, r.op, r.value, r.unit])).toEqual([
      ["duration", "copy", 192, "s"],
      ["throughput", "read", 1.2, "GB/s"],
      ["cpu_utilisation", "write", 6, "%"],
      ["cpu_utilisation", "read", 11, "%"],
    ]);
    expect(rows[0]?.network).toBe("10GbE");
  });

  it("splits English sentences but not after an abbreviation or a decimal point", () => {
    expect(splitSentences("It ran at approx. 1.5 GB/s. Then it slowed.")).toEqual(["It ran at approx. 1.5 GB/s.", " Then it slowed."]);
  });
});

describe("differences and times in other words", () => {
  it("a rate that is a difference between results is not a result", () => {
    expect(prose("<p>NFSはSMBより12MB/s速かった。</p><p>両者の差は8MB/sほどだった。</p><p>Reads were 40 MB/s faster after the update.</p>")).toEqual([]);
  });

  it("`要した時間は`, `copied … in 94 seconds` are times taken; `for 60 seconds` is how long the test ran", () => {
    const rows = prose("<p>コピーに要した時間は42秒だった。</p><p>We copied the 4 GB image in 94 seconds.</p><p>iperf ran for 60 seconds.</p>");
    expect(rows.map((r) => [r.metric, r.op, r.value])).toEqual([
      ["duration", "copy", 42],
      ["duration", "copy", 94],
    ]);
  });
});

describe("arithmetic, restatements and statistics", () => {
  it("conversions and equations are not results, nor a value restated in another unit in brackets", () => {
    expect(prose("<p>なので、100MB/s = 800Mbps となる。<br>300Mbps = 37.50MB/s ほどだ。<br>これを Mbps に読み替えると、960Mbps だ。</p>")).toEqual([]);
    const rows = prose("<p>iperf measured 941 Mbit/s (117.6 MB/s) between the two hosts.</p>");
    // the same value in another unit, as the tool printed it, is read with the same descriptors (session 26)
    expect(rows.map((r) => [r.value, r.unit])).toEqual([[941, "Mbit/s"], [117.6, "MB/s"]]);
  });

  it("the minimum and the average a tool reports stay apart as the row's test", () => {
    const rows = prose("<p>リードの最小速度が41.3MB/s、平均速度が128.4MB/sとなった。</p>");
    expect(rows.map((r) => [r.op, r.value, r.test])).toEqual([
      ["read", 41.3, "minimum"],
      ["read", 128.4, "average"],
    ]);
  });

  it("the last result's operation carries to another section only for the same tool", () => {
    const rows = prose("<h2>取得</h2><p>scpで取得すると2分10秒（31.5MB/s）かかった。</p><h2>遅延</h2><p>遅延を足すとscpは48.2MB/sに落ちた。</p><h2>別の話</h2><p>NASは安定して 80Mb/Sec 程度を保った。</p>");
    expect(rows.map((r) => [r.metric, r.op, r.value])).toEqual([
      ["duration", "read", 130],
      ["throughput", "read", 31.5],
      ["throughput", "read", 48.2],
      ["throughput", "transfer", 80],
    ]);
  });
});

describe("English review sentences", () => {
  it("an operation and access named after each value, `took 3:12`, and a rate rising from a baseline", () => {
    const rows = prose(
      "<p>The drive hit 3,480 MB/s in sequential reads and 2,310 MB/s in sequential writes, while 4K random reads reached 52,000 IOPS.</p>" +
        "<p>Copying a 20GB folder to the NAS took 3:12.</p><p>With jumbo frames enabled, throughput rose from 940 Mbps to 985 Mbps.</p>",
    );
    expect(rows.map((r) => [r.metric, r.op, r.access, r.value])).toEqual([
      ["throughput", "read", "sequential", 3480],
      ["throughput", "write", "sequential", 2310],
      ["iops", "read", "random", 52000],
      ["duration", "copy", null, 192],
      ["throughput", "transfer", null, 985],
    ]);
  });

  it("a rate given as the condition of the next value is its link speed when the line speaks of links, else its target", () => {
    const rows = prose("<p>リンク速度が10Gビット/秒時では9.41Gビット/秒。5Gビット/秒時は4.93Gビット/秒だった。</p><p>UDPで100Mbps時は96.2Mbps、200Mbps時は171Mbpsだった。</p>");
    expect(rows.map((r) => [r.value, r.network ?? r.target_bps])).toEqual([
      [9.41, "10Gビット/秒"],
      [4.93, "5Gビット/秒"],
      [96.2, 1e8],
      [171, 2e8],
    ]);
  });
});

describe("averages of runs", () => {
  it("an average of runs the page gives is derived from them; one of runs it does not give is left out", () => {
    const ex = page("<p>書き込みは1回目が101MB/s、2回目が97MB/s、3回目が99MB/sで、3回の平均は99MB/sだった。</p><p>Writes averaged 88 MB/s over three runs.</p>");
    const rows = ex.measurements.filter((m) => m.origin === "prose");
    expect(rows.map((m) => [m.value, m.derived ?? false, (m.derivedFrom ?? []).length])).toEqual([
      [101, false, 0],
      [97, false, 0],
      [99, false, 0],
      [99, true, 3],
    ]);
    expect(ex.rejects.some((r) => /average of runs/.test(r.reason))).toBe(true);
  });

  it("an average a tool reports is a result of its own", () => {
    expect(prose("<p>HD Tuneで読み込みの平均速度は131.2MB/sだった。</p>").map((r) => [r.value, r.test])).toEqual([[131.2, "average"]]);
  });
});
