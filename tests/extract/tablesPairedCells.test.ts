import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";
import { pairedCell } from "../../src/extract/tables/pairedCell.ts";

const page = (body: string) => buildDocument(`<html><head><title>Bench notes</title></head><body><h1>Bench notes</h1>${body}</body></html>`);
const rows = (body: string): Record<string, any>[] =>
  extractTables(page(body)).measurements.map((m) => ({ at: m.locator, metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, ...m.conditions }));
const rejects = (body: string) => extractTables(page(body)).rejects.map((r) => r.reason);

describe("a cell holding two values, the second in brackets", () => {
  it("splits `value unit (value)` and plain `value (value)`, not notes, sizes or shares", () => {
    expect(pairedCell("31.2 MB/s (7987)")).toEqual({ main: "31.2 MB/s", bracketed: "7987" });
    expect(pairedCell("412 [105472 IOPS]")).toEqual({ main: "412", bracketed: "105472 IOPS" });
    expect(pairedCell("558 (SSD)")).toBeNull();
    expect(pairedCell("512 (1GB)")).toBeNull();
    expect(pairedCell("45.2 (12%)")).toBeNull();
    expect(pairedCell("120 MB/s")).toBeNull();
  });

  it("fio jobs by block size: throughput in the cell, IOPS in brackets as the header says; read beside randread is sequential", () => {
    const found = rows(`<table border="1"><tr><th>bs</th><th>4k (IOPS)</th><th>64k (IOPS)</th></tr>
      <tr><th>read</th><td>31.2 MB/s (7987)</td><td>88.4 MB/s (1349)</td></tr>
      <tr><th>randwrite</th><td>3.1 MB/s (794)</td><td>40.7 MB/s (621)</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.op, m.access, m.value, m.unit, m.block_size_bytes])).toEqual([
      ["throughput", "read", "sequential", 31.2, "MB/s", 4096],
      ["iops", "read", "sequential", 7987, "IOPS", 4096],
      ["throughput", "read", "sequential", 88.4, "MB/s", 65536],
      ["iops", "read", "sequential", 1349, "IOPS", 65536],
      ["throughput", "write", "random", 3.1, "MB/s", 4096],
      ["iops", "write", "random", 794, "IOPS", 4096],
      ["throughput", "write", "random", 40.7, "MB/s", 65536],
      ["iops", "write", "random", 621, "IOPS", 65536],
    ]);
    // the job name is the operation and access, not a configuration
    expect(found.map((m) => m.config)).toEqual(Array(8).fill(undefined));
  });

  it("bare pairs under `MB/s (IOPS)`: the header outside the brackets is the first value's unit", () => {
    const found = rows(`<table border="1"><tr><th>ドライブ</th><th>4K ランダム読み込み MB/s (IOPS)</th></tr><tr><td>SSD A</td><td>52.6 (12842)</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.op, m.access, m.value, m.unit, m.block_size_bytes])).toEqual([
      ["throughput", "read", "random", 52.6, "MB/s", 4096],
      ["iops", "read", "random", 12842, "IOPS", 4096],
    ]);
  });

  it("a bracketed number no header gives a unit to, and a figure restated in another unit, are rejected", () => {
    const unnamed = `<table border="1"><tr><th>ドライブ</th><th>Read (MB/s)</th></tr><tr><td>HDD A</td><td>182 (175)</td></tr></table>`;
    expect(rows(unnamed)).toEqual([]);
    expect(rejects(unnamed)).toContain("number with no unit in its cell, headers, legend, caption or the sentences around the table");
    const restated = `<table border="1"><tr><th>Drive</th><th>Read</th></tr><tr><td>HDD A</td><td>182 MB/s (174 MiB/s)</td></tr></table>`;
    expect(rows(restated).map((m) => [m.value, m.unit])).toEqual([[182, "MB/s"]]);
    expect(rejects(restated)).toContain("the same figure restated in brackets in another unit");
  });
});

describe("a caption or heading that names the test", () => {
  const body = (caption: string) => `<table border="1"><caption>${caption}</caption><tr><th>ドライブ</th><th>読み込み (MB/s)</th><th>書き込み (MB/s)</th></tr>
    <tr><td>SSD A</td><td>402.5</td><td>377.1</td></tr></table>`;

  it("keeps the number of `表 4KiB ランダム` (not a table number) and gives its block size and access to every cell", () => {
    const found = rows(body("表 4KiB ランダム 読み書きの結果"));
    expect(found.map((m) => [m.op, m.access, m.block_size_bytes, m.table])).toEqual([
      ["read", "random", 4096, "4KiB ランダム 読み書きの結果"],
      ["write", "random", 4096, "4KiB ランダム 読み書きの結果"],
    ]);
    expect(rows(body("表2 128KB シーケンシャル")).map((m) => [m.access, m.block_size_bytes, m.table])).toEqual([
      ["sequential", 131072, "128KB シーケンシャル"],
      ["sequential", 131072, "128KB シーケンシャル"],
    ]);
  });

  it("a heading over the table names the block size; a drive's capacity in a heading is not one", () => {
    expect(rows(`<h2>512KB random transfers</h2>${body("Results")}`).map((m) => m.block_size_bytes)).toEqual([524288, 524288]);
    expect(rows(`<h2>480GB SSD の読み書き</h2>${body("Results")}`).map((m) => m.block_size_bytes)).toEqual([undefined, undefined]);
  });

  it("the table's own headers override the caption's block size", () => {
    const found = rows(`<table border="1"><caption>Table 3: 4K random</caption><tr><th>Drive</th><th>4K Read (MB/s)</th><th>512K Read (MB/s)</th></tr>
      <tr><td>SSD A</td><td>40.1</td><td>610.4</td></tr></table>`);
    expect(found.map((m) => m.block_size_bytes)).toEqual([4096, 524288]);
  });
});
