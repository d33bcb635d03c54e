import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

/** Pages of tests/fixtures/general: tool and phrasing variants found while widening, labelled before the first run. */
const dir = new URL("../fixtures/general/", import.meta.url);
const names = readdirSync(new URL("pages/", dir)).filter((f) => f.endsWith(".html"));

interface Expected {
  measurements: { metric: string; operation: string | null; access: string | null; value: number; origin: string }[];
  components_unattached?: { kind: string; model: string }[];
  spurious_exempt_tools?: string[];
}

const close = (a: number, b: number) => Math.abs(a - b) <= 0.005 * Math.max(Math.abs(a), Math.abs(b));

describe.each(names)("%s", (name) => {
  const ex = extractAll(buildDocument(decodeBytes(readFileSync(new URL(`pages/${name}`, dir)), null, name).text));
  const want = JSON.parse(readFileSync(new URL(`expected/${name.replace(/\.html$/, ".json")}`, dir), "utf8")) as Expected;
  const rates = new Set(["throughput", "iops", "duration"]);

  it("every labelled measurement is found with its operation and access", () => {
    for (const w of want.measurements) {
      const hit = ex.measurements.find((m) => m.metric === w.metric && close(m.value, w.value) && m.origin === w.origin && (w.operation === null || m.operation === w.operation) && (w.access === null || m.access === w.access));
      expect(hit, `${w.metric} ${w.operation} ${w.value}`).toBeDefined();
    }
  });

  it("no rate, count or time beyond the labelled ones, outside the tools whose extra lines are exempt", () => {
    const exempt = new Set(want.spurious_exempt_tools ?? []);
    const extra = ex.measurements.filter((m) => rates.has(m.metric) && !m.derived && !exempt.has(String(m.conditions.tool)) && !want.measurements.some((w) => w.metric === m.metric && close(m.value, w.value)));
    expect(extra.map((m) => `${m.metric} ${m.value} ${m.unit} @${m.locator}`)).toEqual([]);
  });

  it("the labelled parts are found", () => {
    for (const c of want.components_unattached ?? []) expect(ex.components.some((x) => x.kind === c.kind && (x.model ?? "").includes(c.model))).toBe(true);
  });
});
