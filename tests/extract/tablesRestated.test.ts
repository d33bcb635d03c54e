import { describe, expect, it } from "vitest";
import type { MeasurementDraft } from "../../src/model/records.ts";
import { adoptRestated } from "../../src/extract/tables/adoptRestated.ts";

const draft = (over: Partial<MeasurementDraft>): MeasurementDraft => ({
  key: over.locator ?? "k", report: 0, metric: "duration", operation: null, access: null, value: 0, unit: "s", valueSi: 0, siUnit: "s",
  conditions: {}, origin: "table", raw: "", locator: "", context: "", note: null, ...over,
});

describe("a summary table that restates tool lines", () => {
  it("takes the operation of the line each cell repeats, and gives it to the other figures of that column", () => {
    const tools = [draft({ origin: "tool-output", operation: "write", value: 17.694, locator: "pre[3]/l2" }), draft({ origin: "tool-output", operation: "read", value: 32.649, locator: "pre[4]/l2" })];
    const table = [
      draft({ value: 17.694, locator: "table[1]/r2/c2" }),
      draft({ value: 32.649, locator: "table[1]/r2/c3" }),
      draft({ metric: "throughput", unit: "MB/sec", value: 57.87, locator: "table[1]/r3/c2" }),
      draft({ metric: "throughput", unit: "MB/sec", value: 31.36, locator: "table[1]/r3/c3" }),
      draft({ value: 99, locator: "table[1]/r4/c4" }),
    ];
    expect(adoptRestated(table, tools)).toHaveLength(4);
    expect(table.map((m) => m.operation)).toEqual(["write", "read", "write", "read", null]);
  });

  it("leaves cells that already have an operation, and values of another report or metric", () => {
    const tools = [draft({ origin: "tool-output", operation: "write", value: 10, report: 1 }), draft({ origin: "tool-output", operation: "write", value: 20, metric: "throughput" })];
    const table = [draft({ value: 10, locator: "table[1]/r2/c2" }), draft({ value: 20, locator: "table[1]/r3/c2" }), draft({ value: 30, operation: "read", locator: "table[1]/r4/c2" })];
    expect(adoptRestated(table, tools)).toEqual([]);
  });
});
