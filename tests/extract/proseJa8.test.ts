import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { findQuantities, parseCellQuantity } from "../../src/normalise/parseQuantity.ts";

/** Japanese constructions of report pages not seen before (ja8): quoted figures, hearsay, averages of runs, bounds, cell units. */
const page = (body: string) => extractAll(buildDocument(`<html><head><title>速度の記録</title></head><body>${body}</body></html>`));
const rows = (body: string): Record<string, unknown>[] =>
  page(body)
    .measurements.filter((m) => !m.derived)
    .map((m) => ({ metric: m.metric, op: m.operation, value: m.value, unit: m.unit, ...m.conditions }));
const values = (body: string) => rows(body).map((r) => r.value);

describe("quotes around a figure alone only set it off", () => {
  it("`完了するまでに「10分34秒」かかりました` and `「3分6秒」でデータ移行が完了` are times taken", () => {
    expect(values("<p>1.00GBのデータ移行が完了するまでに「10分34秒」かかりました。</p>")).toEqual([634]);
    expect(values("<p>なんと「3分6秒」でデータ移行が完了しました。</p>")).toEqual([186]);
  });
  it("a quote that names a case with its figure (`「遅延20ms・ロス1%」の条件`) still holds no result", () => {
    expect(values("<p>「帯域100Mbps」の条件では転送が安定しました。</p>")).toEqual([]);
  });
});

describe("what others say and what runs average", () => {
  it("`…約8Mbps、…約3.7Mbpsと言われています` are hearsay; the measured figure before them stays", () => {
    expect(values("<p>TCP速度を計測すると約25Mbps でした。HDで 約8Mbps、SDで 約3.7Mbps と言われていますので、十分な速度です。</p>")).toEqual([25]);
  });
  it("averages after `3回測った平均値` in an earlier sentence of the line are not results when the runs are not given", () => {
    expect(values("<p>3回測った平均値を比較した。Aは受信平均1.85Mbps、送信平均1.94Mbpsだ。</p>")).toEqual([]);
    expect(values("<p>Aは受信平均1.85Mbpsだった。</p>")).toEqual([1.85]);
  });
});

describe("bounds and operation words", () => {
  it("`1Mビット/秒を下回った` and `80MB/sに近い` are bounds", () => {
    expect(values("<p>通信速度を計測しても1Mビット/秒を下回った。</p>")).toEqual([]);
    expect(values("<p>読込・書込ともに80MB/sに近い転送速度です。</p>")).toEqual([]);
  });
  it("`読出し：450Mbps` is a read", () => {
    expect(rows("<p>有線接続した時の速度は<br>書込み：422Mbps<br>読出し：450Mbps<br>ぐらいある。</p>").map((r) => [r.value, r.op])).toEqual([[422, "write"], [450, "read"]]);
  });
});

describe("numbers", () => {
  it("`8,72Mbps` is read with its decimal comma (8.72), never as 72 or 872", () => {
    expect(findQuantities("上り8,72Mbps").filter((q) => !q.bare).map((q) => q.value)).toEqual([8.72]);
    expect(findQuantities("1,234MB/s").map((q) => q.value)).toEqual([1234]);
  });
  it("a cell's unit in brackets after its number (`37.0 (MB/s)`, `14.0（ms）`) is its unit", () => {
    expect([parseCellQuantity("37.0 (MB/s)")?.value, parseCellQuantity("37.0 (MB/s)")?.unit]).toEqual([37, "MB/s"]);
    expect(parseCellQuantity("14.0（ms）")?.kind).toBe("duration");
    expect(parseCellQuantity("558(SSD)")).toBeNull();
  });
});

describe("tables", () => {
  it("`表中の単位はMB/sです` before a table gives every cell its unit", () => {
    const r = rows("<p>結果は次のようになりました。表中の単位はMB/sです。</p><table border=1><tr><th>テスト項目</th><th>Single</th><th>RAID-10</th></tr><tr><td>Sequential Read</td><td>151.857</td><td>182.711</td></tr></table>");
    expect(r.map((x) => [x.value, x.unit, x.op])).toEqual([[151.857, "MB/s", "read"], [182.711, "MB/s", "read"]]);
  });
  it("a column headed シークタイム holds latencies", () => {
    // (the lead-in says the table was measured: a `MAX` column alone is a catalogue limit, see tablesLimits.test.ts)
    const r = rows("<p>HD Tune で測定した結果です。</p><table border=1><tr><th>転送速度 MAX</th><th>シークタイム</th></tr><tr><td>76.6 (MB/s)</td><td>14.0 (ms)</td></tr></table>");
    expect(r.map((x) => [x.metric, x.value])).toEqual([["throughput", 76.6], ["latency", 14]]);
  });
});

describe("a heading that names a drive", () => {
  it("gives its storage to the bullets under it, and a restatement in its section is one measurement", () => {
    const r = rows("<h2>速度</h2><h3>Toshiba Exceria M303 64GB</h3><ul><li>読込 83.13MB/s</li><li>書込 70.05MB/s</li></ul><p>読込83MB/s、書込70.05MB/sと大変高速です。</p><h3>Toshiba Exceria Pro 128GB</h3><ul><li>書込 70.05MB/s</li></ul>");
    expect(r.map((x) => [x.value, x.op, x.storage])).toEqual([
      [83.13, "read", "Toshiba Exceria M303 64GB"],
      [70.05, "write", "Toshiba Exceria M303 64GB"],
      [83, "read", "Toshiba Exceria M303 64GB"],
      [70.05, "write", "Toshiba Exceria Pro 128GB"],
    ]);
  });
});
