import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

interface Want { metric: string; operation: string | null; access: string | null; value: number }
export interface LabelledPagesOptions {
  /** Metrics compared (default: throughput, IOPS, durations). */
  metrics?: string[];
  /** Per page, `metric value` keys still read that the labels say are not results (gaps listed so a regression elsewhere still fails). */
  knownExtra?: Record<string, string[]>;
  /** Per page, labelled `metric value` keys not read yet. */
  knownMissed?: Record<string, string[]>;
  /** Compare values rounded to two decimals (times worked out from minutes and seconds). */
  round?: boolean;
  /** Compare the sets of keys, not the lists (a figure restated on the page is one result). */
  unique?: boolean;
}

/** Every page of a labelled fixture set (tests/fixtures/SET/pages + expected): every labelled result, its operation and access, and nothing else. */
export function describeLabelledPages(set: string, options: LabelledPagesOptions = {}): void {
  const dir = new URL(`../fixtures/${set}/`, import.meta.url);
  const pages = readdirSync(new URL("pages/", dir)).filter((f) => f.endsWith(".html"));
  const metrics = options.metrics ?? ["throughput", "iops", "duration"];
  const key = (m: { metric: string; value: number }) => `${m.metric} ${options.round ? Math.round(m.value * 100) / 100 : m.value}`;
  const keys = (ks: string[]) => (options.unique ? [...new Set(ks)] : ks).sort();
  describe(`${set} pages`, () => {
    it.each(pages)("%s", (file) => {
      const want: Want[] = JSON.parse(readFileSync(new URL(`expected/${file.replace(/\.html$/, ".json")}`, dir), "utf8")).measurements;
      const doc = buildDocument(decodeBytes(readFileSync(new URL(`pages/${file}`, dir)), null, file).text);
      const got = extractAll(doc).measurements.filter((m) => !m.derived && metrics.includes(m.metric));
      const extra = options.knownExtra?.[file] ?? [];
      const missed = options.knownMissed?.[file] ?? [];
      expect(keys(got.map(key).filter((k) => !extra.includes(k)))).toEqual(keys(want.map(key).filter((k) => !missed.includes(k))));
      for (const w of want) {
        // a labelled figure not read yet may be read with another label meanwhile: its operation is not checked
        if (missed.includes(key(w))) continue;
        const m = got.find((g) => key(g) === key(w));
        if (m && w.operation) expect([key(w), m.operation]).toEqual([key(w), w.operation]);
        if (m && w.access) expect([key(w), m.access]).toEqual([key(w), w.access]);
      }
    });
  });
}
