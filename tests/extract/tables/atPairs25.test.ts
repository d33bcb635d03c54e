import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { pairedCell } from "../../../src/extract/tables/pairedCell.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Builds compared</title></head><body><h1>Builds compared</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("a cell giving a result at the latency it was reached with (`25339 IOps@7.6ms`)", () => {
  it("splits only two figures with their own units of different kinds", () => {
    expect(pairedCell("18210 IOps@5.1ms")).toMatchObject({ main: "18210 IOps", bracketed: "5.1ms" });
    expect(pairedCell("1210 MB/s @ 12.5 ms")).toMatchObject({ main: "1210 MB/s", bracketed: "12.5 ms" });
    // a bare figure, two of one kind, or a size are no such pair
    expect(pairedCell("18210@5.1")).toBeNull();
    expect(pairedCell("120 MB/s@130 MB/s")).toBeNull();
    expect(pairedCell("4 KiB@5 ms")).toBeNull();
  });

  it("reads both as rows of the cell, under the corner's access pattern rather than a small block size's default", () => {
    const body = `<table><thead><tr><th>Sequential Write</th><th>build_x</th><th>build_y</th></tr></thead><tbody>
<tr><td>8K</td><td>18210 IOps@5.1ms</td><td>17044 IOps@5.6ms</td></tr>
<tr><td>256K</td><td>1210 MB/s@12.5ms</td><td>1188 MB/s@12.9ms</td></tr></tbody></table>`;
    const got = rows(body).map((m) => [m.metric, m.operation, m.access, m.value, m.conditions.block_size_bytes, m.conditions.config]);
    expect(got).toEqual([
      ["iops", "write", "sequential", 18210, 8192, "build_x"],
      ["latency", "write", "sequential", 5.1, 8192, "build_x"],
      ["iops", "write", "sequential", 17044, 8192, "build_y"],
      ["latency", "write", "sequential", 5.6, 8192, "build_y"],
      ["throughput", "write", "sequential", 1210, 262144, "build_x"],
      ["latency", "write", "sequential", 12.5, 262144, "build_x"],
      ["throughput", "write", "sequential", 1188, 262144, "build_y"],
      ["latency", "write", "sequential", 12.9, 262144, "build_y"],
    ]);
  });
});

describe("a time of one I/O in a table", () => {
  it("under a second at an I/O size and queue depth, or per operation, is a latency; a copy's time is a duration", () => {
    const body = `<table><tr><th>record</th><th>disk A</th><th>disk B</th></tr><tr><td>16 KB QD1</td><td>0.081 ms</td><td>0.112 ms</td></tr><tr><td>4 KB QD1</td><td>62 µs/op</td><td>75 µs/op</td></tr></table>
<table><tr><th>file</th><th>copy time</th></tr><tr><td>1 GB</td><td>0.7 s</td></tr><tr><td>4 GB</td><td>2.9 s</td></tr></table>`;
    const got = rows(body).map((m) => [m.metric, m.value]);
    expect(got).toEqual([["latency", 0.081], ["latency", 0.112], ["latency", 62], ["latency", 75], ["duration", 0.7], ["duration", 2.9]]);
  });
});

describe("a unit written once in a table's first value cell", () => {
  it("holds for the bare figures of every cell where no cell writes another unit; the heading's access beats a small block's default", () => {
    const body = `<h2>Sequential reads</h2><table><thead><tr><th>pattern</th><th>disk A</th><th>disk B</th></tr></thead><tbody>
<tr><td>8 MB QD1</td><td>2.95 GB/s</td><td>5.10</td></tr><tr><td>256 KB QD1</td><td>1.22</td><td>1.37</td></tr></tbody></table>`;
    expect(rows(body).map((m) => [m.metric, m.access, m.value, m.unit])).toEqual([
      ["throughput", "sequential", 2.95, "GB/s"],
      ["throughput", "sequential", 5.1, "GB/s"],
      ["throughput", "sequential", 1.22, "GB/s"],
      ["throughput", "sequential", 1.37, "GB/s"],
    ]);
    // two units written in the cells: which one a bare figure is in is unknown, so it stays unread
    const mixed = rows(`<table><tr><th>test</th><th>A</th><th>B</th></tr><tr><td>sequential read</td><td>512 MB/s</td><td>480</td></tr><tr><td>sequential write</td><td>1200 IOPS</td><td>1100</td></tr></table>`);
    expect(mixed.map((m) => m.value)).not.toContain(480);
  });
});
