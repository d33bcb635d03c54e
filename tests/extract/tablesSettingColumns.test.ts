import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";

const rows = (body: string) =>
  extractTables(buildDocument(`<html><head><title>Disk notes</title></head><body><h1>Disk notes</h1>${body}</body></html>`)).measurements.map((m) => [m.operation, m.value, m.unit, m.conditions.block_size_bytes ?? null, m.conditions.queue_depth ?? null]);

describe("setting columns after the results", () => {
  it("a row's block size and queue depth, printed after its results, are conditions of those results", () => {
    const table = `<table><tr><th>Test</th><th>Throughput</th><th>Latency</th><th>Block size</th><th>Queue depth</th></tr>
<tr><td>Sequential write</td><td>2.4 GB/s</td><td>1.7 ms</td><td>1 MiB</td><td>8</td></tr>
<tr><td>Random read</td><td>410 MB/s</td><td>0.08 ms</td><td>4 KiB</td><td>32</td></tr></table>`;
    expect(rows(table)).toEqual([
      ["write", 2.4, "GB/s", 1048576, 8],
      ["write", 1.7, "ms", 1048576, 8],
      ["read", 410, "MB/s", 4096, 32],
      ["read", 0.08, "ms", 4096, 32],
    ]);
  });

  it("a column whose header names no setting gives its rows nothing", () => {
    const table = `<table><tr><th>Test</th><th>Throughput</th><th>Note</th></tr><tr><td>Sequential write</td><td>2.4 GB/s</td><td>1 MiB</td></tr></table>`;
    expect(rows(table)).toEqual([["write", 2.4, "GB/s", null, null]]);
  });
});
