import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { checkOf, componentOf, measurementOf, systemOf } from "../../src/model/checkDrafts.ts";
import { CheckDraft, ComponentDraft, MeasurementDraft, SystemDraft } from "../../src/model/records.ts";

const pairs = [
  { name: "measurement", schema: MeasurementDraft, check: measurementOf },
  { name: "system", schema: SystemDraft, check: systemOf },
  { name: "component", schema: ComponentDraft, check: componentOf },
  { name: "check", schema: CheckDraft, check: checkOf },
] as const;

/** The plain check either agrees with zod's output exactly or declines (null), never accepting what zod rejects. */
function agrees(pair: (typeof pairs)[number], d: unknown): boolean {
  const fast = pair.check(d);
  if (fast === null) return true;
  const parsed = pair.schema.safeParse(d);
  expect(parsed.success, `${pair.name} accepted by the plain check, rejected by zod: ${JSON.stringify(d)}`).toBe(true);
  expect(fast).toStrictEqual(parsed.data);
  return true;
}

const good = {
  key: "t1-r2c3", report: 0, system: null, metric: "throughput", operation: "read", access: null, value: 112.5, unit: "MB/s", valueSi: 112.5e6,
  siUnit: "B/s", conditions: { block_size_bytes: 4096, tool: "fio", offload_enabled: true }, origin: "table", raw: "112.5", locator: "table[1]/r2/c3",
};

describe("plain draft checks", () => {
  it("pass the drafts of real pages, with zod's output", () => {
    const dir = new URL("../fixtures/pages/", import.meta.url);
    let seen = 0;
    for (const f of readdirSync(dir).filter((x) => x.endsWith(".html"))) {
      const x = extractAll(buildDocument(decodeBytes(readFileSync(new URL(f, dir)), null, f).text));
      const drafts = { measurement: x.measurements, system: x.systems, component: x.components, check: x.checks };
      for (const pair of pairs)
        for (const d of drafts[pair.name]) {
          expect(pair.check(d), `${f}: ${JSON.stringify(d)}`).not.toBeNull();
          agrees(pair, d);
          seen++;
        }
    }
    expect(seen).toBeGreaterThan(100);
  });

  it("decline what the schemas reject", () => {
    for (const bad of [{ value: Number.NaN }, { value: Number.POSITIVE_INFINITY }, { metric: "speed" }, { conditions: { "Block Size": 4 } },
      { conditions: { run: undefined } }, { conditions: { run: [1] } }, { report: -1 }, { report: 1.5 }, { key: "" }, { locator: "" }, { unit: "" },
      { derivedFrom: ["a", 1] }, { position: -1 }, { siUnit: "MB/s" }, { operation: undefined }])
      expect(measurementOf({ ...good, ...bad }), JSON.stringify(bad)).toBeNull();
    expect(componentOf({ key: "c1", report: 0, system: null, kind: "gpu", raw: "", locator: null })).toBeNull();
    expect(componentOf({ key: "c1", report: 0, system: null, kind: "cpu", clockHz: 0, raw: "", locator: null })).toBeNull();
    expect(systemOf({ key: "s1", report: 0, name: null, role: null, label: null, count: 0, locator: null })).toBeNull();
    expect(checkOf({ key: "k", report: 0, claim: "a", evidence: null, relation: "=", ratio: null, verdict: "maybe", note: null })).toBeNull();
  });

  it("apply the schemas' defaults", () => {
    const m = measurementOf(good);
    expect(m).toMatchObject({ derived: false, derivedFrom: [], context: "", note: null, position: 0, system: null });
    agrees(pairs[0], good);
  });

  it("never accept what zod rejects, on drafts with fields perturbed at random", () => {
    const anyValue = fc.oneof(fc.constant(undefined), fc.constant(null), fc.double(), fc.integer({ min: -3, max: 3 }), fc.string({ maxLength: 3 }),
      fc.boolean(), fc.constantFrom("throughput", "read", "sequential", "B/s", "prose", "cpu", "agrees"), fc.array(fc.string({ maxLength: 2 }), { maxLength: 2 }),
      fc.dictionary(fc.constantFrom("run", "tool", "Bad", "a_1"), fc.oneof(fc.string({ maxLength: 2 }), fc.double(), fc.boolean(), fc.constant(undefined))));
    const keys = [...new Set(pairs.flatMap((p) => Object.keys(p.schema.shape)))];
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...keys), anyValue), fc.constantFrom(...pairs), (changes, pair) => agrees(pair, { ...good, kind: "cpu", claim: "k1", evidence: null, relation: "=", ratio: 1, verdict: "agrees", name: null, role: null, label: null, count: null, ...changes })), { numRuns: 3000 });
  });
});

describe("a measurement with no unit printed", () => {
  const base = { key: "k", report: 0, metric: "throughput", operation: "transfer", access: null, value: 17.7, siUnit: "B/s", conditions: {}, origin: "table", raw: "17.7", locator: "table[1]/r2/c3" };
  it("is valid with an empty unit only while it has no SI value, by zod and by the plain check alike", () => {
    expect(MeasurementDraft.safeParse({ ...base, unit: "", valueSi: null }).success).toBe(true);
    expect(MeasurementDraft.safeParse({ ...base, unit: "", valueSi: 2212500 }).success).toBe(false);
    expect(measurementOf({ ...base, unit: "", valueSi: null })?.unit).toBe("");
    expect(measurementOf({ ...base, unit: "", valueSi: 2212500 })).toBeNull();
  });
});

