import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";
import { coversHeaders } from "../../src/extract/tables/tableScope.ts";
import { unitInText } from "../../src/extract/tables/unitScope.ts";
import { parseUnit } from "../../src/normalise/parseQuantity.ts";

const page = (body: string) => buildDocument(`<html><head><title>Bench</title></head><body><h1>Bench</h1>${body}</body></html>`);
const rows = (body: string): Record<string, any>[] =>
  extractTables(page(body)).measurements.map((m) => ({ metric: m.metric, value: m.value, unit: m.unit, locator: m.locator, ...m.conditions }));
const unit = (text: string) => unitInText(text)?.unit ?? null;

describe("a unit stated once in a header or heading", () => {
  // a lab note's heading `2-1. 同時エキスパート数（io_depth_probe、stride 3.36 MB、NOCACHE=1 RDAHEAD=0、GB/s、実測）` and an
  // object-storage note's `PUT レイテンシ (ms, REPS=5 + warmup)`: a bracket listing remarks, one of them the unit
  it("reads the one item of a bracketed list of remarks that is a unit, never the `s` after a slash", () => {
    expect(unit("2-1. 同時エキスパート数（io_depth_probe、stride 3.36 MB、NOCACHE=1 RDAHEAD=0、GB/s、実測）")).toBe("GB/s");
    expect(unit("Run B (fio, bs=1M, MiB/s, median of 3)")).toBe("MiB/s");
    expect(unit("PUT レイテンシ (ms, REPS=5 + warmup)")).toBe("ms");
    expect(unit("Throughput (MB/s, higher is better)")).toBe("MB/s");
    // two different units in one bracket: no one unit for the cells
    expect(unit("結果（MB/s、ms）")).toBeNull();
    // a list with no unit in it: none, not the first letter of a remark
    expect(unit("2-3. シーケンシャル（実測、s3 bucket）")).toBeNull();
  });

  it("reads a unit the last word ends in whole: `速度MB/s` is MB/s, `Read/Write` and `NOCACHE=1、GB/s、実測` state none", () => {
    expect(unit("速度MB/s")).toBe("MB/s");
    expect(unit("読み込み MB/s")).toBe("MB/s");
    expect(unit("Latency/ms")).toBe("ms");
    expect(unit("Read/Write")).toBeNull();
    expect(unit("NOCACHE=1、GB/s、実測")).toBeNull();
    expect(unit("Clock (GHz)")).toBeNull();
  });

  it("gives a table under such a heading its unit: rates, not seconds", () => {
    const found = rows(`<h2>2. 結果</h2><h3>2-2. レコード長（rec_probe、NOCACHE=1、GB/s、実測）</h3><table border="1">
      <tr><th>レコード</th><th>M6</th><th>M3 Pro</th></tr>
      <tr><td>1.49 MB</td><td>2.42</td><td>3.27</td></tr><tr><td>2.76 MB</td><td>2.89</td><td>4.42</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.value, m.unit])).toEqual([
      ["throughput", 2.42, "GB/s"], ["throughput", 3.27, "GB/s"], ["throughput", 2.89, "GB/s"], ["throughput", 4.42, "GB/s"],
    ]);
  });
});

describe("a first column that sweeps a setting", () => {
  // the lab note's `同時エキスパート` 1, 2, 4, 8, 12, 16 and the VPS blogs' ORION `Large/Small` 1, 2, 3 … down the first column
  it("reads whole numbers rising down the first column as the rows' setting, not as results in the table's unit", () => {
    const found = rows(`<h3>同時エキスパート数（io_depth_probe、GB/s、実測）</h3><table border="1">
      <tr><th>同時エキスパート</th><th>M6 256GB</th><th>M3 Pro 1TB</th></tr>
      <tr><td>1</td><td>2.90</td><td>4.41</td></tr><tr><td>2</td><td>3.12</td><td>5.31</td></tr>
      <tr><td>4</td><td>3.23</td><td>5.67</td></tr><tr><td>8</td><td>3.30</td><td>6.03</td></tr></table>`);
    expect(found.map((m) => m.value)).toEqual([2.9, 4.41, 3.12, 5.31, 3.23, 5.67, 3.3, 6.03]);
    expect(found.every((m) => m.unit === "GB/s")).toBe(true);
    // each figure keeps the row's setting
    expect(String(found[2]?.config)).toContain("2");
  });

  it("in English too: `Workers` 1, 2, 4, 8 under `Results (MB/s)`", () => {
    const found = rows(`<h3>Results (MB/s)</h3><table border="1"><tr><th>Workers</th><th>ext4</th><th>xfs</th></tr>
      <tr><td>1</td><td>410</td><td>398</td></tr><tr><td>2</td><td>720</td><td>702</td></tr><tr><td>4</td><td>901</td><td>935</td></tr></table>`);
    expect(found.map((m) => m.value)).toEqual([410, 398, 720, 702, 901, 935]);
  });

  it("a first column whose header states a unit, or whose numbers do not rise, holds results", () => {
    const stated = rows(`<table border="1"><tr><th>MB/s</th><th>IOPS</th></tr><tr><td>110</td><td>900</td></tr><tr><td>120</td><td>950</td></tr><tr><td>130</td><td>990</td></tr></table>`);
    expect(stated.map((m) => m.value)).toContain(110);
    const falling = rows(`<h3>Results (MB/s)</h3><table border="1"><tr><th>Run A</th><th>Run B</th></tr>
      <tr><td>410</td><td>398</td></tr><tr><td>400</td><td>402</td></tr><tr><td>415</td><td>390</td></tr></table>`);
    expect(falling.map((m) => m.value)).toEqual([410, 398, 400, 402, 415, 390]);
  });
});

describe("a unit stated for a whole table and a column of another measure", () => {
  it("does not give a rate to a column whose header names a time or a percentile, nor a time to one naming a rate", () => {
    const gbs = parseUnit("GB/s")!;
    const sec = parseUnit("秒")!;
    expect(coversHeaders(gbs, ["M6 p50", "1.49 MB"])).toBe(false);
    expect(coversHeaders(gbs, ["Latency"])).toBe(false);
    expect(coversHeaders(gbs, ["M6", "1.49 MB"])).toBe(true);
    // `P4` names a board, not a percentile
    expect(coversHeaders(gbs, ["PC→P4 OUT host"])).toBe(true);
    expect(coversHeaders(gbs, ["Read throughput"])).toBe(true);
    expect(coversHeaders(sec, ["転送速度"])).toBe(false);
    expect(coversHeaders(sec, ["コピー時間"])).toBe(true);
  });

  // the lab note's `M6 p50` columns beside its rate columns under a heading that says GB/s
  it("leaves bare cells under a `p50` header unread under a heading that says GB/s", () => {
    const found = rows(`<h3>レコード長 × QD（rec_probe、GB/s、実測）</h3><table border="1">
      <tr><th>レコード</th><th>QD</th><th>M6</th><th>M6 p50</th></tr>
      <tr><td>1.49 MB</td><td>1</td><td>2.42</td><td>0.607</td></tr>
      <tr><td>1.49 MB</td><td>10</td><td>3.24</td><td>4.560</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.value, m.unit])).toEqual([["throughput", 2.42, "GB/s"], ["throughput", 3.24, "GB/s"]]);
  });
});

describe("a unit written in some cells of a column", () => {
  // a USB bulk-transfer lab log: three runs bare, the median row `29.721 MB/s`; the SSD lab note: `0.607 ms` on the
  // first row of a p50 column, the rows under it bare
  it("is the unit of the column's bare cells", () => {
    const found = rows(`<h3>連続転送</h3><table border="1"><tr><th>run</th><th>OUT host</th><th>IN host</th></tr>
      <tr><td>1</td><td>29.757</td><td>24.089</td></tr><tr><td>2</td><td>29.721</td><td>24.224</td></tr>
      <tr><td>median</td><td>29.721 MB/s</td><td>24.200 MB/s</td></tr></table>`);
    expect(found.map((m) => [m.value, m.unit])).toEqual([[29.757, "MB/s"], [24.089, "MB/s"], [29.721, "MB/s"], [24.224, "MB/s"], [29.721, "MB/s"], [24.2, "MB/s"]]);
  });

  it("over a unit stated for the whole table; a column writing two units gives none", () => {
    const found = rows(`<h3>レコード長 × QD（rec_probe、GB/s、実測）</h3><table border="1">
      <tr><th>レコード</th><th>QD</th><th>M6</th><th>M6 p50</th></tr>
      <tr><td>1.49 MB</td><td>1</td><td>2.42</td><td>0.607 ms</td></tr>
      <tr><td>1.49 MB</td><td>10</td><td>3.24</td><td>4.560</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.value, m.unit])).toEqual([["throughput", 2.42, "GB/s"], ["latency", 0.607, "ms"], ["throughput", 3.24, "GB/s"], ["latency", 4.56, "ms"]]);
    const two = rows(`<table border="1"><tr><th>test</th><th>result</th></tr><tr><td>a</td><td>940 Mbps</td></tr>
      <tr><td>b</td><td>220 MB/s</td></tr><tr><td>c</td><td>300</td></tr></table>`);
    expect(two.map((m) => m.value)).not.toContain(300);
  });

  // a vLLM lab note's iperf3 summary: `指標 | 値` with `TCP 帯域 | 38.1 Gbps`, `帯域 (per stream) | 9.53 Gbps`, `Retransmits | 0`
  it("not for a row naming a count in the same column (`Retransmits | 0`)", () => {
    const found = rows(`<table border="1"><tr><th>指標</th><th>値</th></tr><tr><td>TCP 帯域</td><td>38.1 Gbps</td></tr>
      <tr><td>帯域 (per stream)</td><td>9.53 Gbps</td></tr><tr><td>Retransmits</td><td>0</td></tr><tr><td>帯域 (idle)</td><td>1.2</td></tr></table>`);
    expect(found.map((m) => [m.value, m.unit])).toEqual([[38.1, "Gbps"], [9.53, "Gbps"], [1.2, "Gbps"]]);
  });
});
