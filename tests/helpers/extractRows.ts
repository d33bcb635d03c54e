import { readFileSync } from "node:fs";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

export type Row = Record<string, unknown>;
/** Everything extracted from a page built around this body. */
export const page = (body: string) => extractAll(buildDocument(`<html><head><title>Bench notes</title></head><body>${body}</body></html>`));
/** The non-derived rows of one origin, flattened with their conditions. */
export const rows = (body: string, origin = "prose"): Row[] =>
  page(body)
    .measurements.filter((m) => m.origin === origin && !m.derived)
    .map((m) => ({ metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, ...m.conditions }));
/** The non-derived measurements of a labelled fixture page (tests/fixtures/SET/pages/NAME). */
export const fixtureRows = (set: string, name: string) => {
  const doc = buildDocument(decodeBytes(readFileSync(new URL(`../fixtures/${set}/pages/${name}`, import.meta.url)), null, name).text);
  return extractAll(doc).measurements.filter((m) => !m.derived);
};
