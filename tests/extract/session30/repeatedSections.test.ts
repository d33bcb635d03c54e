import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>shares</title></head><body>${body}</body></html>`)).measurements.filter((m) => !m.derived);
const table = (w: number, r: number) => `<table><tr><th>clients</th><th>Sequential write (MB/s)</th><th>Sequential read (MB/s)</th></tr><tr><td>1</td><td>${w}</td><td>${r}</td></tr></table>`;

describe("a section heading the page repeats under other parents", () => {
  it("carries the parent that tells the two apart", () => {
    const rows = page(`<h2>Benchmarks</h2><h3>Array A</h3><h4>Per process</h4>${table(1660, 1937)}<h3>Array B</h3><h4>Per process</h4>${table(1168, 1145)}`);
    expect(rows.map((m) => [m.value, m.conditions.section])).toEqual([
      [1660, "Array A > Per process"], [1937, "Array A > Per process"], [1168, "Array B > Per process"], [1145, "Array B > Per process"],
    ]);
  });

  it("is the heading alone when the page gives it once", () => {
    const rows = page(`<h2>Benchmarks</h2><h3>Array A</h3><h4>Per process</h4>${table(1660, 1937)}<h3>Array B</h3><h4>Totals</h4>${table(1168, 1145)}`);
    expect(rows.map((m) => m.conditions.section)).toEqual(["Per process", "Per process", "Totals", "Totals"]);
  });
});
