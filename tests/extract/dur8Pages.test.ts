import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

/** The dur8 pages (times taken: copies, backups, rebuilds, boots; labelled before sokutei read them): every labelled time and rate, and nothing else. */
const dir = new URL("../fixtures/dur8/", import.meta.url);
const pages = readdirSync(new URL("pages/", dir)).filter((f) => f.endsWith(".html"));
/** Rows the labels say are not results but still read: an enclosure's typical sustained rate and an interface's rate, stated in passing. */
const KNOWN_EXTRA: Record<string, string[]> = { "nw-thunderbolt-1tb-calculator-no-results-en.html": ["throughput 28", "throughput 80"] };
/** Labelled rates not read yet: a drive's rates stated with no operation (`achieved a maximum transfer speed of 42MB/sec`). */
const KNOWN_MISSING: Record<string, string[]> = { "st-usb2-usb3-thunderbolt-backup-waiting-en.html": ["throughput 42", "throughput 116"] };
interface Want { metric: string; operation: string | null; value: number }

describe("dur8 pages", () => {
  it.each(pages)("%s", (file) => {
    const want: Want[] = JSON.parse(readFileSync(new URL(`expected/${file.replace(/\.html$/, ".json")}`, dir), "utf8")).measurements;
    const doc = buildDocument(decodeBytes(readFileSync(new URL(`pages/${file}`, dir)), null, file).text);
    const got = extractAll(doc).measurements.filter((m) => !m.derived && ["throughput", "iops", "duration"].includes(m.metric));
    const key = (m: { metric: string; value: number }) => `${m.metric} ${Math.round(m.value * 100) / 100}`;
    expect(got.map(key).filter((k) => !KNOWN_EXTRA[file]?.includes(k)).sort()).toEqual(want.map(key).filter((k) => !KNOWN_MISSING[file]?.includes(k)).sort());
    for (const w of want) {
      const m = got.find((g) => key(g) === key(w));
      if (w.operation && m) expect([key(w), m.operation]).toEqual([key(w), w.operation]);
    }
  });
});
