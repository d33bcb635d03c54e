import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

// a `label: value unit` report laid out in two columns, each headed by the case it was measured in
const TWO = `                  ext4          xfs
Write-Rate:       412 MB/s      398 MB/s
Read-Rate:        520 MB/s      533 MB/s
Average-Latency:  1.20 ms       1.35 ms`;

// the same report with one column: the pair reader reads it by its labels, as before
const ONE = `Write-Rate:       412 MB/s
Read-Rate:        520 MB/s
Average-Latency:  1.20 ms`;

const rows = (pre: string) =>
  extractAll(buildDocument(`<html><head><title>FS</title></head><body><h2>Results</h2><pre>${pre}</pre></body></html>`))
    .measurements.filter((m) => !m.derived)
    .map((m) => [m.metric, m.value, m.conditions.config ?? m.conditions.label ?? null]);

describe("a labelled report in columns under a header of cases is read as a grid", () => {
  it("gives each figure its column's case; the second column is no repeated progress line", () => {
    expect(parseToolOutput(TWO)).toEqual([]);
    const got = rows(TWO);
    expect(got).toHaveLength(6);
    expect(got).toEqual(expect.arrayContaining([
      ["throughput", 412, "ext4"], ["throughput", 398, "xfs"], ["throughput", 520, "ext4"], ["throughput", 533, "xfs"],
      ["latency", 1.2, "ext4"], ["latency", 1.35, "xfs"],
    ]));
  });

  it("leaves a report of one column to the pair reader", () => {
    expect(parseToolOutput(ONE).map((r) => [r.metric, r.quantity.value])).toEqual([["throughput", 412], ["throughput", 520], ["latency", 1.2]]);
  });
});
