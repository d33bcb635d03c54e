import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { partsMentioned } from "../../src/extract/specs/partMentions.ts";

type Row = Record<string, unknown>;
const page = (body: string) => extractAll(buildDocument(`<html><head><title>測定メモ</title></head><body><h1>測定メモ</h1>${body}</body></html>`));
const rows = (body: string, origin: string): Row[] =>
  page(body)
    .measurements.filter((m) => m.origin === origin && !m.derived)
    .map((m) => ({ metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, note: m.note, ...m.conditions }));

describe("values counted in 万 in sentences", () => {
  it("`約9.7万IOPS` is 97000 IOPS, approximate, with the figure as written in the note", () => {
    const found = rows("<p>4K QD32のランダムリードは約9.7万IOPS、ランダムライトは約8.4万IOPSだった。</p>", "prose");
    expect(found.map((r) => [r.metric, r.op, r.access, r.value, r.unit, r.approximate, r.note])).toEqual([
      ["iops", "read", "random", 97000, "IOPS", true, "written 9.7万"],
      ["iops", "write", "random", 84000, "IOPS", true, "written 8.4万"],
    ]);
  });

  it("full-width digits, and a range, a bound or a catalogue figure in 万 is still no result", () => {
    expect(rows("<p>ランダム書き込みは３万IOPS前後だった。</p>", "prose").map((r) => r.value)).toEqual([30000]);
    expect(rows("<p>ランダムリードは3〜5万IOPS程度。</p>", "prose")).toEqual([]);
    expect(rows("<p>4KランダムリードでIOPSは12万IOPSを超えた。</p>", "prose")).toEqual([]);
    expect(rows("<p>公称値はランダムリード最大10万IOPS。</p>", "prose")).toEqual([]);
  });
});

describe("link rates in a spec list are nominal", () => {
  it("a list item labelled with the PHY or the supported speeds gives no rows", () => {
    const body = `<ul><li>内蔵PHY：10 GbE / 1 GbE / 100 Mb/s（銅線）</li><li>対応速度：10/100/1000Mbps</li><li>Supported speeds: 10GbE, 1GbE and 100 Mb/s</li><li>Link speed: 1 Gb/s</li></ul>`;
    expect(rows(body, "prose")).toEqual([]);
  });

  it("the label holds up to the next label: a measured value after it on the same line is still read", () => {
    const found = rows("<p>リンク速度：1Gbps、iperf3の結果：941Mbps</p>", "prose");
    expect(found.map((r) => [r.metric, r.value, r.unit])).toEqual([["throughput", 941, "Mbps"]]);
  });
});

describe("a time beside a rate in a table row is the time of that run", () => {
  it("`Time (s) | Write speed (MB/s)`: the time takes the write; the block size stays a condition", () => {
    const found = rows(
      `<p>dd で 512 MiB を書いた。</p><table border="1"><tr><th>bs</th><th>Time (s)</th><th>Write speed (MB/s)</th></tr><tr><td>128 KiB</td><td>1.21</td><td>444</td></tr><tr><td>2 MiB</td><td>0.83</td><td>647</td></tr></table>`,
      "table",
    );
    expect(found.map((r) => [r.metric, r.op, r.value, r.block_size_bytes])).toEqual([
      ["duration", "write", 1.21, 131072],
      ["throughput", "write", 444, 131072],
      ["duration", "write", 0.83, 2097152],
      ["throughput", "write", 647, 2097152],
    ]);
  });

  it("`時間 | 速度` with the operation in the row headers, and no operation when the row holds a read and a write", () => {
    const ja = rows(`<table border="1"><tr><th></th><th>時間(秒)</th><th>速度(MB/s)</th></tr><tr><th>書き込み</th><td>2.5</td><td>410</td></tr><tr><th>読み込み</th><td>1.5</td><td>690</td></tr></table>`, "table");
    expect(ja.map((r) => [r.metric, r.op, r.value])).toEqual([["duration", "write", 2.5], ["throughput", "write", 410], ["duration", "read", 1.5], ["throughput", "read", 690]]);
    const both = rows(`<table border="1"><tr><th>run</th><th>Time (s)</th><th>Read (MB/s)</th><th>Write (MB/s)</th></tr><tr><td>1</td><td>2.5</td><td>410</td><td>300</td></tr></table>`, "table");
    expect(both.find((r) => r.metric === "duration")?.op).toBeNull();
  });
});

describe("NICs named by their product line", () => {
  it.each([
    ["Intel Ethernet Controller X550 の仕様", "X550"],
    ["Intel(R) Ethernet Converged Network Adapter X540-T2 を2枚使った", "X540-T2"],
    ["an Intel Ethernet Server Adapter I350-T4 in each host", "I350-T4"],
    ["Intel Ethernet Network Adapter E810-CQDA2 (100GbE)", "E810-CQDA2"],
    ["Broadcom NetXtreme Gigabit Ethernet BCM5720", "NetXtreme BCM5720"],
  ])("%s", (text, model) => {
    expect(partsMentioned(text).map((p) => [p.kind, p.model])).toEqual([["nic", model]]);
  });

  it("a lane width is no model, a model that starts with X is", () => {
    expect(partsMentioned("Intel X550 x4 card").map((p) => p.model)).toEqual(["X550"]);
    expect(partsMentioned("Broadcom MegaRAID 9460-8i")).toEqual([]);
  });

  it("a heading that names the NIC gives the report's component", () => {
    const doc = page("<h2>Intel Ethernet Controller X550 の仕様(データシートから)</h2><p>カードが届いたら測る。</p>");
    expect(doc.components.map((c) => [c.kind, c.model])).toEqual([["nic", "X550"]]);
  });
});

describe("English counts of I/Os in sentences", () => {
  it("`12k read IOPS and 5k write IOPS`: each count with its operation; a block size or a rated figure is none", () => {
    const found = rows("<p>So about 12k read IOPS and 5k write IOPS at queue depth 1.</p><p>Random 4K reads reached 450K IOPS.</p><p>The 4K random read IOPS matter most. Rated at up to 500K IOPS.</p>", "prose");
    expect(found.map((r) => [r.metric, r.op, r.value, r.note])).toEqual([
      ["iops", "read", 12000, "written 12k"],
      ["iops", "write", 5000, "written 5k"],
      ["iops", "read", 450000, "written 450K"],
    ]);
  });
});

describe("slash lists of values", () => {
  it("`Read/write: 550/520 MB/s`, `リード/ライト/コピーは 100/90/45MB/s`: each number with the operation in the same place", () => {
    expect(rows("<p>Read/write: 550/520 MB/s</p>", "prose").map((r) => [r.op, r.value, r.unit])).toEqual([["read", 550, "MB/s"], ["write", 520, "MB/s"]]);
    expect(rows("<p>シーケンシャルのリード/ライト/コピーは 100/90/45MB/s。</p>", "prose").map((r) => [r.op, r.access, r.value])).toEqual([["read", "sequential", 100], ["write", "sequential", 90], ["copy", "sequential", 45]]);
    expect(rows("<p>Sequential read/write speeds came in at 3,400/2,900 MB/s.</p>", "prose").map((r) => [r.op, r.value])).toEqual([["read", 3400], ["write", 2900]]);
  });

  it("numbers that no list of operations pairs up with are not guessed at; a list of as many cases names each", () => {
    expect(rows("<p>It did 550/520 MB/s.</p>", "prose")).toEqual([]);
    expect(rows("<p>送信/受信は 941/938Mbps だった。</p>", "prose").map((r) => [r.value, r.config])).toEqual([[941, "送信"], [938, "受信"]]);
  });

  it("Ethernet's standard rates listed as alternatives are a port's speeds; a result after them is read", () => {
    expect(rows("<p>Data rate per port: 10/100/1000 Mbps</p><p>対応速度は 1/2.5/5/10Gbps。</p>", "prose")).toEqual([]);
    expect(rows("<p>100/1000Mbps のポートで iperf3 は 940Mbps 出た。</p>", "prose").map((r) => [r.op, r.value])).toEqual([["transfer", 940]]);
  });
});

describe("a tool named in the report's title", () => {
  it("is the tool of the report's tables: a dd table gets the tool and its sequential access", () => {
    const doc = extractAll(buildDocument(`<html><head><title>USBメモリをddで測る</title></head><body><h1>USBメモリをddで測る</h1><table border="1"><tr><th></th><th>時間(秒)</th><th>速度(MB/秒)</th></tr><tr><th>書き込み</th><td>2.4</td><td>130</td></tr></table></body></html>`));
    expect(doc.measurements.map((m) => [m.metric, m.operation, m.access, m.conditions.tool])).toEqual([["duration", "write", "sequential", "dd"], ["throughput", "write", "sequential", "dd"]]);
  });
});

describe("values wished for, expected or listed with a catalogue figure", () => {
  it("`出れば十分`, `出るはず`, `が必要`, `we expected`: not measured; the measured value beside them is read", () => {
    expect(rows("<p>100MB/s出れば十分だ。</p><p>4K動画の編集には 200MB/sが必要。</p>", "prose")).toEqual([]);
    expect(rows("<p>10GbE で 1.1GB/s 出るはずが、実際は 600MB/s 程度だった。</p>", "prose").map((r) => r.value)).toEqual([600]);
    expect(rows("<p>We expected around 900 MB/s but saw only 450 MB/s writing.</p>", "prose").map((r) => r.value)).toEqual([450]);
  });

  it("the next member of a catalogue list, naming only its operation, is catalogue too; a contrast or a measuring word ends the list", () => {
    expect(rows("<p>NASのカタログ値は読み込み 225MB/s、書き込み 200MB/s。</p><p>Rated at up to 7,000 MB/s reads, 5,000 MB/s writes.</p>", "prose")).toEqual([]);
    expect(rows("<p>公称値は読み込み 225MB/s、実測の書き込みは 200MB/s。</p>", "prose").map((r) => [r.op, r.value])).toEqual([["write", 200]]);
    expect(rows("<p>公称値は 225MB/s だが、書き込みは 200MB/s だった。</p>", "prose").map((r) => [r.op, r.value])).toEqual([["write", 200]]);
    expect(rows("<p>読み込み 225MB/s、書き込み 200MB/s。</p>", "prose").map((r) => [r.op, r.value])).toEqual([["read", 225], ["write", 200]]);
  });
});

describe("table cells counted in 万 or with Japanese unit words", () => {
  it("`約5万`, `3.2万`, `１２万`, `8千` under an IOPS header; a price in 万 is no measurement", () => {
    const found = rows(`<table border="1"><tr><th></th><th>ランダムリード(IOPS)</th><th>ランダムライト(IOPS)</th><th>価格</th></tr><tr><th>SSD A</th><td>約5万</td><td>3.2万</td><td>1万2800円</td></tr><tr><th>SSD B</th><td>１２万</td><td>8千</td><td>9800円</td></tr></table>`, "table");
    expect(found.map((r) => [r.op, r.value, r.unit, r.approximate ?? false])).toEqual([["read", 50000, "IOPS", true], ["write", 32000, "IOPS", false], ["read", 120000, "IOPS", false], ["write", 8000, "IOPS", false]]);
  });

  it("`940メガビット毎秒` keeps the unit as written, with its SI value", () => {
    const ex = page(`<table border="1"><tr><th>回線</th><th>速度</th></tr><tr><td>A</td><td>940メガビット毎秒</td></tr></table>`);
    expect(ex.measurements.filter((m) => m.origin === "table").map((m) => [m.value, m.unit, m.valueSi])).toEqual([[940, "メガビット毎秒", 117.5e6]]);
  });
});
