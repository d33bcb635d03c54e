import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { expandGrid } from "../../src/extract/tables/expandGrid.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";
import { parseLegendLine } from "../../src/extract/tables/readLegends.ts";

const page = (body: string) => buildDocument(`<html><head><title>Storage tests | Example Lab</title></head><body>${body}</body></html>`);
const rows = (body: string): Record<string, any>[] =>
  extractTables(page(body)).measurements.map((m) => ({ at: m.locator, metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, si: m.valueSi, ...m.conditions }));

describe("result tables beyond the samples", () => {
  it("colspan headers over two header rows, a header column, thousands separators, full-width digits and missing cells", () => {
    const found = rows(`<h2>ベンチマーク結果</h2><table border="1">
      <tr><th rowspan="2">Drive</th><th colspan="2">Sequential (MB/s)</th><th colspan="2">Random 4KB (IOPS)</th></tr>
      <tr><th>Read</th><th>Write</th><th>Read</th><th>Write</th></tr>
      <tr><td>Intel X25-M</td><td>250</td><td>70</td><td>35,000</td><td>6,600</td></tr>
      <tr><td>Crucial C300</td><td>３５５</td><td>２１５</td><td>N/A</td><td>未測定</td></tr></table>`);
    expect(found).toEqual([
      { at: "table[1]/r3/c2", metric: "throughput", op: "read", access: "sequential", value: 250, unit: "MB/s", si: 250e6, storage: "Intel X25-M" },
      { at: "table[1]/r3/c3", metric: "throughput", op: "write", access: "sequential", value: 70, unit: "MB/s", si: 70e6, storage: "Intel X25-M" },
      { at: "table[1]/r3/c4", metric: "iops", op: "read", access: "random", value: 35000, unit: "IOPS", si: 35000, block_size_bytes: 4096, storage: "Intel X25-M" },
      { at: "table[1]/r3/c5", metric: "iops", op: "write", access: "random", value: 6600, unit: "IOPS", si: 6600, block_size_bytes: 4096, storage: "Intel X25-M" },
      { at: "table[1]/r4/c2", metric: "throughput", op: "read", access: "sequential", value: 355, unit: "MB/s", si: 355e6, storage: "Crucial C300" },
      { at: "table[1]/r4/c3", metric: "throughput", op: "write", access: "sequential", value: 215, unit: "MB/s", si: 215e6, storage: "Crucial C300" },
    ]);
  });

  it("units noted in the short line under the table", () => {
    const table = `<table border="1"><tr><th>Block size</th><th>4KB</th><th>64KB</th></tr><tr><td>Write</td><td>846.0</td><td>793.3</td></tr></table>`;
    expect(rows(`<h3>dd</h3>${table}<p>(単位：MB/s)</p>`).map((m) => [m.at, m.value, m.unit, m.si])).toEqual([["table[1]/r2/c2", 846, "MB/s", 846e6], ["table[1]/r2/c3", 793.3, "MB/s", 793.3e6]]);
    expect(rows(`<h3>fio</h3>${table}<p>※単位は IOPS</p>`).map((m) => [m.metric, m.unit])).toEqual([["iops", "IOPS"], ["iops", "IOPS"]]);
    expect(rows(`<h3>fio</h3>${table}<p>Units: MB/s</p>`).map((m) => m.unit)).toEqual(["MB/s", "MB/s"]);
    // a sentence under the table that happens to name a unit is not a unit note: dd's writes by block size stay rates of
    // a unit the page does not state
    expect(rows(`<h3>dd</h3>${table}<p>どの構成でも単位あたりのコストは MB/s で見るとほぼ同じだったので、以降は省略します。</p>`).map((m) => [m.value, m.unit, m.si])).toEqual([[846, "", null], [793.3, "", null]]);
  });

  it("units stated only in a paragraph above the table", () => {
    const found = rows(`<h3>RAID構成ごとの転送速度</h3><p>以下の表の単位：MB/s</p><table border="1">
      <tr><th>構成</th><th>Read</th><th>Write</th></tr><tr><td>RAID5 (H/W)</td><td>1,234.5</td><td>980</td></tr></table>`);
    expect(found.map((m) => [m.op, m.value, m.unit, m.si, m.raid])).toEqual([["read", 1234.5, "MB/s", 1234.5e6, "hardware RAID5"], ["write", 980, "MB/s", 980e6, "hardware RAID5"]]);
  });

  it("a legend table of codes with unit clauses, used by a table of codes only", () => {
    const found = rows(`<table><tr><td>SW = Sequential Write SR = Sequential Read (単位：MB/S)</td></tr><tr><td>RR IO = Random Read IO (単位：iops)</td></tr></table>
      <h4>Jumbo frame on</h4><table border="1"><tr><th>BS</th><th>SR</th><th>SW</th><th>RR IO</th></tr><tr><td>64KB</td><td>100.5</td><td>90</td><td>1500</td></tr></table>`);
    expect(found).toEqual([
      { at: "table[2]/r2/c2", metric: "throughput", op: "read", access: "sequential", value: 100.5, unit: "MB/s", si: 100.5e6, block_size_bytes: 65536, offload: "Jumbo frame on", offload_enabled: true },
      { at: "table[2]/r2/c3", metric: "throughput", op: "write", access: "sequential", value: 90, unit: "MB/s", si: 90e6, block_size_bytes: 65536, offload: "Jumbo frame on", offload_enabled: true },
      { at: "table[2]/r2/c4", metric: "iops", op: "read", access: "random", value: 1500, unit: "IOPS", si: 1500, block_size_bytes: 65536, offload: "Jumbo frame on", offload_enabled: true },
    ]);
  });

  it("a transposed table: operations as rows, configurations as columns", () => {
    const found = rows(`<table border="1"><tr><th></th><th>NFSv3</th><th>NFSv4</th></tr>
      <tr><th>Write (MB/s)</th><td>34</td><td>45</td></tr><tr><th>Read (MB/s)</th><td>57</td><td>—</td></tr></table>`);
    expect(found.map((m) => [m.op, m.value, m.nfs_version, m.protocol])).toEqual([["write", 34, 3, "NFS"], ["write", 45, 4, "NFS"], ["read", 57, 3, "NFS"]]);
  });

  it("a number with no unit anywhere is rejected with the reason, not guessed", () => {
    const ex = extractTables(page(`<table border="1"><tr><th>Config</th><th>Load</th></tr><tr><td>A</td><td>12</td></tr></table>`));
    expect(ex.measurements).toEqual([]);
    expect(ex.rejects).toEqual([{ stage: "extract", locator: "table[1]/r2/c2", raw: "12", reason: "number with no unit in its cell, headers, legend, caption or the sentences around the table" }]);
  });

  it("spec lists and layout tables are not result tables", () => {
    expect(rows(`<table><tr><td>・ CPU</td><td>: Xeon 3.0GHz</td></tr><tr><td>・ Local Write</td><td>: 316MB/s</td></tr></table>`)).toEqual([]);
    expect(rows(`<table><tr><td><h2>Title</h2><p>Write 100MB/s</p></td></tr></table>`)).toEqual([]);
  });
});

describe("grid and legends", () => {
  it("expands rowspans three deep and colspans as the HTML table model places them", () => {
    const doc = page(`<table border="1"><tr><td rowspan="3">a</td><td colspan="2">b</td></tr><tr><td rowspan="2">c</td><td>d</td></tr><tr><td>e</td></tr></table>`);
    const grid = expandGrid(doc.blocks[0]?.table ?? { rows: [] });
    expect(grid.map((r) => r.map((c) => c.text))).toEqual([["a", "b", "b"], ["a", "c", "d"], ["a", "c", "e"]]);
    expect(grid[2]?.[1]).toMatchObject({ originRow: 1, originCol: 1 });
  });

  it("splits multi-word codes by the initials of their expansion", () => {
    expect(parseLegendLine("SW IO = Sequential Write IO SR IO = Sequential Read IO (unit: iops)").map((e) => [e.code, e.expansion, e.unit?.unit])).toEqual([
      ["SW IO", "Sequential Write IO", "iops"],
      ["SR IO", "Sequential Read IO", "iops"],
    ]);
  });
});
