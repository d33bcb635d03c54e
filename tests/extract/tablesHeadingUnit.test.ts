import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";
import { headingUnit } from "../../src/extract/tables/tableScope.ts";

const page = (body: string) => buildDocument(`<html><head><title>Bench</title></head><body><h1>Bench</h1>${body}</body></html>`);
const rows = (body: string): Record<string, any>[] =>
  extractTables(page(body)).measurements.map((m) => ({ metric: m.metric, op: m.operation, value: m.value, unit: m.unit, ...m.conditions }));

describe("a heading that is only a unit gives the table under it its unit", () => {
  it("reads `MB/s`, `MB/sec`, `IOPS (RND のみ)` as units; a heading with words is not one", () => {
    expect(headingUnit("MB/s")?.unit).toBe("MB/s");
    expect(headingUnit("MB/sec")).not.toBeNull();
    expect(headingUnit("IOPS (RND のみ)")).not.toBeNull();
    expect(headingUnit("ストレージ速度")).toBeNull();
    expect(headingUnit("MB/s at 1 MiB (ASM v2 build)")).toBeNull();
    expect(headingUnit("1TB")).toBeNull();
  });

  // A GitHub README of S3 benchmark results (public Markdown, rendered): `### MB/sec` over a table of GOMAXPROCS runs
  it("a README's `### MB/sec` table whose rows are numbered settings (GOMAXPROCS 1, 2): not read, a reject beats a guess", () => {
    const found = rows(`<h2>Bucket Walk — Large Objects (1 MB)</h2><p>20,000 objects × 1 MB. Same setup as above.</p>
      <h3>MB/sec</h3><table><tr><th>GOMAXPROCS</th><th>size=1048576</th></tr>
      <tr><td>1</td><td>199</td></tr><tr><td>2</td><td>195</td></tr></table>`);
    expect(found.map((m) => m.value)).not.toContain(1);
    expect(found.map((m) => m.value)).not.toContain(2);
  });

  // the same README's table with its runs named in words reads under the heading's unit
  it("a README's `### MB/sec` table with named rows: the cells are MB/s", () => {
    const found = rows(`<h2>Bucket Walk</h2><h3>MB/sec</h3><table><tr><th>Objects</th><th>run 1</th></tr>
      <tr><td>small (1 KB)</td><td>0.6</td></tr><tr><td>large (1 MB)</td><td>199</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.value])).toEqual([["throughput", 0.6], ["throughput", 199]]);
  });

  // A Japanese blog comparing two VPS bases with DiskMark-linux.sh: `<h3>MB/s</h3>` over a two-level header table
  it("a blog's `<h3>MB/s</h3>` over a two-level header table: every cell is MB/s, read/write from the second header row", () => {
    const found = rows(`<h2>ストレージ速度</h2><p>DiskMark-linux.sh で測った。</p><h3>MB/s</h3><table border="1">
      <tr><th rowspan="2"></th><th colspan="2">旧基盤</th><th colspan="2">新基盤</th></tr>
      <tr><th>Read</th><th>Write</th><th>Read</th><th>Write</th></tr>
      <tr><td>SEQ1M Q8T1</td><td>1141.20</td><td>2032.80</td><td>1044.40</td><td>1044.20</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.op, m.value, m.unit, m.config])).toEqual([
      ["throughput", "read", 1141.2, "MB/s", "旧基盤"], ["throughput", "write", 2032.8, "MB/s", "旧基盤"],
      ["throughput", "read", 1044.4, "MB/s", "新基盤"], ["throughput", "write", 1044.2, "MB/s", "新基盤"],
    ]);
  });
});
