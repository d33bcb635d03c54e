import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { findQuantities } from "../../src/normalise/parseQuantity.ts";
import { checkUnitTable } from "../../src/normalise/unitTable.ts";

const measured = (body: string, title = "Benchmark notes") =>
  extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`)).measurements.filter((m) => !m.derived);
const read = (text: string) => findQuantities(text).filter((q) => !q.bare).map((q) => [q.value, q.unit, q.kind]);

describe("numbers written in shapes the unit grammar did not read", () => {
  it("reads a figure alone in square brackets with the unit after the bracket", () => {
    expect(read("elapsed [812] ms, rate [39001122] B/s, bytes [120000]")).toEqual([[812, "ms", "duration"], [39001122, "B/s", "throughput"]]);
    // a stream id in brackets followed by another figure is no quantity, and a bracketed figure with no unit stays bare
    expect(read("[  7]  0.0-5.0 sec")).toEqual([[5, "sec", "duration"]]);
    expect(read("see [3] for details")).toEqual([]);
  });

  it("gives each bracketed rate of a logged copy its descriptor in prose", () => {
    const got = measured(`<h2>Copy to the file server over SMB</h2><p>Copying one 40 MB file three times:</p>
      <p>elapsed [812] ms. speed [49261083] B/s size [40000000]<br>elapsed [790] ms. speed [50632911] B/s size [40000000]</p>`);
    const rates = got.filter((m) => m.metric === "throughput").map((m) => [m.value, m.unit, m.conditions.protocol]);
    expect(rates).toEqual([[49261083, "B/s", "SMB"], [50632911, "B/s", "SMB"]]);
    expect(got.some((m) => m.value === 40000000)).toBe(false);
  });

  it("reads the misspelt rates the unit table lists as the rate they stand for, keeping the spelling as printed", () => {
    expect(read("roughly 41.5Mpbs down")).toEqual([[41.5, "Mpbs", "throughput"]]);
    const q = findQuantities("3.2 GbPs")[0];
    expect(q?.valueSi).toBeCloseTo(3.2e9 / 8);
    // a misspelling glued to more letters is no unit
    expect(read("7 Mbosun")).toEqual([]);
  });

  it("refuses a table whose typo stands for a spelling it does not know", async () => {
    const { readFileSync } = await import("node:fs");
    const raw = JSON.parse(readFileSync(new URL("../../src/normalise/units.json", import.meta.url), "utf8"));
    const { spellingsOf } = await import("../../src/normalise/unitTable.ts");
    expect(() => spellingsOf(checkUnitTable({ ...raw, typos: { Mpbs: "Mbpz" } }))).toThrow(/Mbpz/);
  });
});
