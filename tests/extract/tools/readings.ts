import { readFileSync } from "node:fs";
import type { ToolReading } from "../../../src/extract/tools/toolReading.ts";

/** A fixture of real tool output (tests/fixtures/tools), as lines. */
export const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tools/${name}`, import.meta.url), "utf8");
export const lines = (text: string) => text.split("\n");

/** Readings flattened for comparison: what a row of the warehouse would hold. */
export const brief = (rs: ToolReading[]): Record<string, unknown>[] =>
  rs.map((r) => ({ metric: r.metric, op: r.operation, access: r.access, value: r.quantity.value, unit: r.quantity.unit, si: r.quantity.valueSi, ...r.conditions }));
