import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { fioRunIn } from "../../src/extract/prose/commandBefore.ts";
import { bracketedLimit, measuredMaximum, namesZeroFill, statesRequirement, testNameIn } from "../../src/extract/prose/sentenceSetup.ts";

type Row = Record<string, unknown>;
const page = (body: string) => extractAll(buildDocument(`<html><head><title>計測メモ</title></head><body>${body}</body></html>`));
const prose = (body: string): Row[] =>
  page(body)
    .measurements.filter((m) => m.origin === "prose" && !m.derived)
    .map((m) => ({ metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, ...m.conditions }));

describe("the setup a sentence or its heading names", () => {
  it("the one RAID level of the nearest heading is every figure's under it; a heading naming two lends none", () => {
    const rows = prose(`<h1>2ベイケースで試す</h1>
      <h2>eSATA接続・RAID 1 (ミラー)</h2><p>「CrystalDiskMark 6」ではシーケンシャルリードが203.4MB/s、シーケンシャルライトが188.0MB/sだった。</p>
      <h2>RAID 5 (パリティ)</h2><p>シーケンシャルリードは311.7MB/sだった。</p>
      <h2>RAID 0とRAID 10の比較</h2><p>シーケンシャルリードは402.2MB/sだった。</p>`);
    expect(rows.map((r) => [r.value, r.raid ?? null])).toEqual([
      [203.4, "RAID1"],
      [188, "RAID1"],
      [311.7, "RAID5"],
      [402.2, null],
    ]);
  });

  it("a RAID level the sentence names wins over the heading's", () => {
    const rows = prose(`<h2>RAID 6の構成</h2><p>比較のためRAID 0に組み直すと、シーケンシャルライトは512.5MB/sになった。</p>`);
    expect(rows.map((r) => r.raid)).toEqual(["RAID0"]);
  });

  it("CrystalDiskMark's all-zero data (`0Fill`) is the config of the values named after it", () => {
    const rows = prose("<p>ランダムデータではシーケンシャルリードが455.1MB/s、0Fillにするとシーケンシャルリードが470.9MB/sだった。</p>");
    expect(rows.map((r) => [r.value, r.config ?? null])).toEqual([
      [455.1, null],
      [470.9, "0Fill"],
    ]);
    expect(namesZeroFill("All 0x00 で")).toBe(true);
    expect(namesZeroFill("0Filled")).toBe(false);
  });

  it("a maximum in a sentence that also gives the minimum is the run's statistic, a lone maximum is a limit", () => {
    const rows = prose("<p>「HD Tune」のリードは最大速度が98.4MB/s、最小速度が41.2MB/s、平均速度が77.9MB/sだった。</p><p>このケースの転送速度は最大600MB/sだ。</p>");
    expect(rows.map((r) => [r.value, r.test, r.op])).toEqual([
      [98.4, "maximum", "read"],
      [41.2, "minimum", "read"],
      [77.9, "average", "read"],
    ]);
    expect(measuredMaximum("最大で", "最大で120、最小で40")).not.toBeNull();
    expect(measuredMaximum("最大で", "最大で120")).toBeNull();
  });

  it("a CrystalDiskMark test name before the values gives block size, queue depth, threads and random access", () => {
    const rows = prose("<p>「RND4K Q8T8」は読込312,540 IOPS、書込280,113 IOPSだった。</p><p>「4K QD32」のWriteは27.50MB/sに留まった。</p>");
    expect(rows.map((r) => [r.metric, r.op, r.access, r.value, r.block_size_bytes, r.queue_depth, r.threads ?? null])).toEqual([
      ["iops", "read", "random", 312540, 4096, 8, 8],
      ["iops", "write", "random", 280113, 4096, 8, 8],
      ["throughput", "write", "random", 27.5, 4096, 32, null],
    ]);
    expect(testNameIn("4K動画の再生では")).toBeNull();
    expect(testNameIn("SEQ1M Q8T1の")?.conditions.block_size_bytes).toBe(1048576);
  });

  it("hdparm's timings are sequential reads, whatever the sentence calls the transfer; UASP and BOT are transports", () => {
    const rows = prose("<p>hdparm で測ると、BOT 接続の転送は98.52MB/秒、UASP では141.07MB/秒だった。</p>");
    expect(rows.map((r) => [r.op, r.access, r.value, r.protocol, r.tool])).toEqual([
      ["read", "sequential", 98.52, "BOT", "hdparm"],
      ["read", "sequential", 141.07, "UASP", "hdparm"],
    ]);
  });
});

describe("times and copies named by their section", () => {
  it("plain seconds under a boot-time heading are times taken, each with the drive its clause names; a saving is a difference", () => {
    const rows = prose("<h2>Windows 11の起動時間</h2><p>換装前のHDDでは58秒だったのが、SSDに換えると19秒程度になった。39秒の短縮だ。</p>");
    expect(rows.map((r) => [r.metric, r.value, r.storage, r.approximate ?? false])).toEqual([
      ["duration", 58, "HDD", false],
      ["duration", 19, "SSD", true],
    ]);
    expect(prose("<h2>ベンチマーク</h2><p>HDDでは58秒だった。</p>")).toEqual([]);
  });

  it("a backup is a copy, and a rate the next sentence names by `転送率` is that copy's", () => {
    const rows = prose("<p>NAS 2台の間でバックアップを取ったところ、120GB のデータで2時間かかった。転送率を計算すると 16.7MB/s になる。</p>");
    expect(rows.map((r) => [r.metric, r.op, r.value])).toEqual([
      ["duration", "copy", 7200],
      ["throughput", "copy", 16.7],
    ]);
  });
});

describe("a command shown above the sentences", () => {
  it("fio's `--rw=` job of a command printed without output is the tool, operation and access of the figures after it", () => {
    const rows = prose(`<p>Each drive was tested like this:</p><pre>fio --name=seqread --filename=/dev/sdb --bs=1M --iodepth=32 --rw=read --runtime=60</pre>
      <p>Every disk came in around 245 MB/s, and the 256 MB/s expected from the datasheet was never reached.</p>`);
    expect(rows.map((r) => [r.op, r.access, r.value, r.tool])).toEqual([["read", "sequential", 245, "fio"]]);
    expect(fioRunIn("fio --rw=randwrite --bs=4k")).toEqual({ tool: "fio", operation: "write", access: "random" });
    expect(fioRunIn("fio --rw=read\nfio --rw=write")).toBeNull();
  });
});

describe("figures that are not results", () => {
  it("`台` (in the range of) is a bound, `(最高…)` after a named mode is its limit", () => {
    expect(prose("<p>書込は3,100MB/sec台で安定していた。</p>")).toEqual([]);
    expect(prose("<p>Hi-Speed モード (最高480 Mbps) では遅い。</p>")).toEqual([]);
    expect(bracketedLimit("規格 (up to ")).toBe(true);
    expect(bracketedLimit("速度は ")).toBe(false);
  });

  it("a sentence stating a requirement, and `X なら Y` conversions, give nothing", () => {
    expect(prose("<p>この機能には512KBのランダムライトで3MB/s以上、4KBのランダムリードで2MB/sが必須条件です。</p>")).toEqual([]);
    expect(statesRequirement("The minimum requirements are 2.5 MB/s")).toBe(true);
    expect(prose("<p>16Mbps なら 2MB/秒、1Gbps なら 125MB/秒です。</p>")).toEqual([]);
  });

  it("a worked exercise under `例題` makes its figures up; a real case under another heading is kept", () => {
    const rows = prose(`<h2>例題</h2><p>平均20Mbpsの回線で4時間送ると何GB送れるでしょう。</p>
      <h2>実測</h2><p>社内のファイルサーバへ50GBのデータをコピーしたところ、45.2MB/sだった。</p>`);
    expect(rows.map((r) => r.value)).toEqual([45.2]);
  });

  it("an approximate figure in a conclusion is not new where the report's tables give the results", () => {
    const body = `<table border="1"><caption>コピー速度 (MB/s)</caption><tr><th>回</th><th>書き込み</th></tr><tr><th>1</th><td>61.2</td></tr><tr><th>2</th><td>63.0</td></tr></table>
      <h2>まとめ</h2><ul><li>別の構成では約90MB/sまで伸びる。</li></ul>`;
    expect(prose(body)).toEqual([]);
  });

  it("rows of a two-column table the table reader took are not read again as a list", () => {
    const found = page(`<table border="1"><caption>iperf の結果</caption><tr><th>リンク速度</th><th>iperf</th></tr>
      <tr><td>2.5Gビット/秒</td><td>2.36Gビット/秒</td></tr><tr><td>1Gビット/秒</td><td>0.94Gビット/秒</td></tr></table>`).measurements;
    expect(found.map((m) => [m.origin, m.value])).toEqual([
      ["table", 2.36],
      ["table", 0.94],
    ]);
  });
});
