import { describe, expect, it } from "vitest";
import { corpus } from "../../bench/corpus.ts";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

/**
 * The benchmark's synthetic pages double as a test: the generator records every value it writes, in pages of every
 * structure the extractors read, in Shift_JIS, EUC-JP and UTF-8, so the extraction must find each of them.
 */
describe("the synthetic corpus", () => {
  const pages = corpus(80, 11);

  it("has pages in each encoding, each decoded as what it was written in", () => {
    expect(new Set(pages.map((p) => p.charset))).toEqual(new Set(["Shift_JIS", "EUC-JP", "UTF-8"]));
    for (const p of pages) expect(decodeBytes(p.bytes, null, p.name).charset, p.name).toBe(p.charset);
  });

  it.each(pages.map((p) => [p.name, p] as const))("%s: every value written is found, tables exactly, and every machine", (_name, p) => {
    const ex = extractAll(buildDocument(decodeBytes(p.bytes, null, p.name).text));
    const found = ex.measurements.map((m) => ({ origin: m.origin, metric: m.metric, operation: m.operation, value: m.value, unit: m.unit }));
    const missing = p.written.filter((w) => !found.some((f) => f.origin === w.origin && f.metric === w.metric && f.value === w.value && f.unit === w.unit && (w.operation === null || f.operation === w.operation)));
    expect(missing).toEqual([]);
    const key = (x: { value: number; operation: string | null }) => `${x.operation}:${x.value}`;
    expect(found.filter((f) => f.origin === "table").map(key).sort()).toEqual(p.written.filter((w) => w.origin === "table").map(key).sort());
    // the generator's iperf runs print their per-second lines, which it never counts as written results: refused as such
    expect(ex.rejects.filter((r) => !r.reason.startsWith("a per-interval or progress report"))).toEqual([]);
    expect(ex.systems).toHaveLength(p.machines);
  });
});
