import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkUnitTable, spellings, unitTable } from "../../src/normalise/unitTable.ts";

const raw = () => JSON.parse(readFileSync(new URL("../../src/normalise/units.json", import.meta.url), "utf8"));

describe("the unit table", () => {
  it("passes its schema, and a malformed entry does not", () => {
    expect(() => checkUnitTable(raw())).not.toThrow();
    const bad = raw();
    bad.units.push({ canonical: "x", dimension: "speed", spellings: ["x"], factor: 1 });
    expect(() => checkUnitTable(bad)).toThrow(/dimension/);
    const empty = raw();
    empty.units.push({ canonical: "x", dimension: "size", factor: 1 });
    expect(() => checkUnitTable(empty)).toThrow(/spellings or stems/);
    const tool = raw();
    tool.tools.newtool = { binary: true };
    expect(() => checkUnitTable(tool)).toThrow(/why/);
  });

  it("gives every spelling one reading: no spelling is listed twice with different meanings", () => {
    const seen = new Map<string, string>();
    for (const u of unitTable.units) {
      for (const s of u.spellings ?? []) {
        const prev = seen.get(s);
        expect(prev === undefined || prev === u.canonical, `${s}: ${prev} vs ${u.canonical}`).toBe(true);
        seen.set(s, u.canonical);
      }
    }
    expect(spellings.size).toBeGreaterThan(500);
  });

  it("declares for each tool why its prefixes read as they do", () => {
    for (const [name, t] of Object.entries(unitTable.tools)) expect(t.why.length, name).toBeGreaterThan(10);
  });
});
