import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const extract = (body: string) => extractAll(buildDocument(`<html><head><title>Disk tests</title></head><body><h1>Disk tests</h1>${body}</body></html>`));
const rows = (body: string) => extract(body).measurements.filter((m) => !m.derived);
const table = (head: string[], ...body: string[][]) =>
  `<table><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr>${body.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>`;

describe("review 25b: the unit of a table's first value cell", () => {
  it("holds for columns of the same test, not a column of a metric, a bracket or another pattern of its own", () => {
    const price = rows(table(["Drive", "Read", "Write", "Price ($)"], ["SSD A", "3200 MB/s", "2800", "120"], ["SSD B", "2900", "2500", "99"]));
    expect(price.find((m) => m.value === 120)).toBeUndefined();
    expect(price.find((m) => m.value === 99)).toBeUndefined();
    expect(price.find((m) => m.value === 2800)?.unit).toBe("MB/s");
    const patterns = rows(table(["Drive", "Seq read", "Random 4K read"], ["SSD A", "3.21 GB/s", "450"], ["SSD B", "2.9", "380"]));
    expect(patterns.find((m) => m.value === 450)?.unit).not.toBe("GB/s");
    expect(patterns.find((m) => m.value === 2.9)?.unit).toBe("GB/s");
    const machines = rows(table(["Pattern", "M6", "M3 Pro"], ["64 MB QD1", "3.21 GB/s", "6.20"], ["64 MB QD2", "3.34", "6.63"]));
    expect(machines.find((m) => m.value === 6.63)?.unit).toBe("GB/s");
  });
});
