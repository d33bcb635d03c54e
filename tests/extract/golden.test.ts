import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import type { MeasurementDraft } from "../../src/model/records.ts";

interface Expected {
  metric: string;
  operation: string | null;
  access: string | null;
  value: number;
  unit: string;
  value_si: number | null;
  origin: string;
  conditions: Record<string, unknown>;
  report_part?: number;
}

const PAGES = ["hpc-10gbe-switch", "hpc-raid0-sas5ir", "chelsio-t4-iscsi", "exblog-iscsi-suse"];
/** Every origin: tables, tool outputs and prose. */
const ORIGINS = new Set(["table", "tool-output", "prose"]);

const close = (a: number | null, b: number | null, rel = 0.001) => (a === null || b === null ? a === b : Math.abs(a - b) <= Math.abs(b) * rel + 1e-9);

function conditionsMatch(found: Record<string, unknown>, want: Record<string, unknown>): boolean {
  return Object.entries(want).every(([k, v]) => (typeof v === "number" && typeof found[k] === "number" ? close(found[k] as number, v) : found[k] === v));
}

function matches(m: MeasurementDraft, e: Expected, part: number | null): boolean {
  return (
    m.metric === e.metric && m.operation === e.operation && m.access === e.access && close(m.value, e.value, 1e-9) && m.unit === e.unit &&
    close(m.valueSi ?? null, e.value_si) && m.origin === e.origin && conditionsMatch(m.conditions, e.conditions) && (e.report_part === undefined || part === e.report_part)
  );
}

describe.each(PAGES)("golden measurements of %s", (name) => {
  const bytes = readFileSync(new URL(`../fixtures/pages/${name}.html`, import.meta.url));
  const expected: { measurements: Expected[] } = JSON.parse(readFileSync(new URL(`../fixtures/expected/${name}.json`, import.meta.url), "utf8"));
  const doc = buildDocument(decodeBytes(bytes, null, name).text);
  const found = extractAll(doc).measurements.filter((m) => ORIGINS.has(m.origin));
  const partOf = (m: MeasurementDraft) => doc.reports[m.report]?.part ?? null;
  const want = expected.measurements.filter((e) => ORIGINS.has(e.origin));

  it("finds every expected table and tool-output measurement", () => {
    const missing = want.filter((e) => !found.some((m) => matches(m, e, partOf(m))));
    if (missing.length) writeFileSync(new URL(`../fixtures/expected/${name}-changed.json`, import.meta.url), JSON.stringify(found, null, 1));
    expect(missing).toEqual([]);
  });

  it("finds no non-derived measurement the expected file does not list", () => {
    const extra = found.filter((m) => !m.derived && !want.some((e) => matches(m, e, partOf(m))));
    expect(extra.map((m) => `${m.locator} ${m.value} ${m.unit} ${JSON.stringify(m.conditions)}`)).toEqual([]);
  });

  it("checks the claims the expected file lists, with their verdicts", () => {
    const ex = extractAll(doc);
    const byKey = new Map(ex.measurements.map((m) => [m.key, m]));
    const wanted = (expected as { checks?: { claim?: number; evidence?: number; table_value?: number; duration_s?: number; what: string }[] }).checks ?? [];
    for (const w of wanted) {
      const found = ex.checks.find((c) => {
        const claim = byKey.get(c.claim);
        const ev = byKey.get(c.evidence ?? "");
        if (w.claim !== undefined) return claim?.value === w.claim && ev?.value === w.evidence;
        const source = ev?.derivedFrom?.[0] ? byKey.get(ev.derivedFrom[0]) : undefined;
        return claim?.value === w.table_value && source?.value === w.duration_s;
      });
      expect(found, w.what).toBeDefined();
      expect(["agrees", "agrees-binary"], w.what).toContain(found?.verdict);
      if (/binary/.test(w.what)) expect(found?.verdict, w.what).toBe("agrees-binary");
    }
  });

  it("keeps raw text and a locator that finds the cell or line again", () => {
    for (const m of found) {
      expect(m.raw.length).toBeGreaterThan(0);
      expect(m.locator).toMatch(/^[a-z0-9]+\[\d+\](\/run\d+)?(\/(r\d+(\/c\d+(\/q\d+)?)?|l\d+))?$/);
      if (m.origin === "table") expect(m.raw.normalize("NFKC").replace(/[\s,]/g, "")).toContain(String(m.value));
    }
  });
});
