import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractSpecs } from "../../src/extract/specs/extractSpecs.ts";
import type { ComponentDraft } from "../../src/model/records.ts";

type Want = Record<string, unknown>;
interface ExpectedSystem {
  report?: number;
  name?: string;
  role?: string;
  count?: number;
  label_contains?: string;
  components: Want[];
}

/** Expected component fields, read from the warehouse columns or from attrs. */
function field(c: ComponentDraft, key: string): unknown {
  const direct: Record<string, unknown> = { kind: c.kind, model: c.model, count: c.count, capacity_bytes: c.capacityBytes, clock_hz: c.clockHz, speed_bps: c.speedBps, vendor: c.vendor };
  return key in direct ? direct[key] : (c.attrs as Record<string, unknown>)?.[key];
}

function componentMatches(c: ComponentDraft, want: Want): boolean {
  return Object.entries(want).every(([k, v]) => (k === "raw" ? c.raw.includes(String(v)) : field(c, k) === v));
}

describe.each(["hpc-10gbe-switch", "hpc-raid0-sas5ir", "chelsio-t4-iscsi", "exblog-iscsi-suse"])("systems and components of %s", (name) => {
  const bytes = readFileSync(new URL(`../fixtures/pages/${name}.html`, import.meta.url));
  const expected: { systems: ExpectedSystem[]; components_unattached?: Want[]; products?: Want[] } = JSON.parse(readFileSync(new URL(`../fixtures/expected/${name}.json`, import.meta.url), "utf8"));
  const doc = buildDocument(decodeBytes(bytes, null, name).text);
  const ex = extractSpecs(doc);

  it.each(expected.systems.map((s, i) => [i, s] as const))("system %i is found with every listed component", (_i, want) => {
    const candidates = ex.systems.filter(
      (s) =>
        (want.name === undefined || s.name === want.name) &&
        (want.role === undefined || s.role === want.role) &&
        (want.count === undefined || s.count === want.count) &&
        (want.label_contains === undefined || (s.label ?? "").includes(want.label_contains)) &&
        (want.report === undefined || doc.reports[s.report]?.part === want.report),
    );
    expect(candidates.length, JSON.stringify(want)).toBeGreaterThan(0);
    const best = candidates.find((s) => want.components.every((w) => ex.components.some((c) => c.system === s.key && componentMatches(c, w))));
    const missing = want.components.filter((w) => !ex.components.some((c) => c.system === (best ?? candidates[0])?.key && componentMatches(c, w)));
    expect(missing).toEqual([]);
  });

  it("finds the parts named for the report as a whole", () => {
    const loose = ex.components.filter((c) => c.system === null);
    const missing = (expected.components_unattached ?? []).filter((w) => !loose.some((c) => componentMatches(c, w)));
    expect(missing).toEqual([]);
  });

  it("finds the products the page describes as switch components of the report", () => {
    const products = ex.components.filter((c) => c.system === null && c.kind === "switch");
    const missing = (expected.products ?? []).filter((w) => !products.some((c) => componentMatches(c, w)));
    expect(missing).toEqual([]);
    if (!expected.products) expect(products).toEqual([]);
  });
});
