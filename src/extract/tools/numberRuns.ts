import type { ToolReading } from "./toolReading.ts";

/**
 * Readings of repeated runs in one block that nothing else tells apart get a `run` number (1, 2, … in printed order),
 * as a person would number them. `sets[i]` is the run that produced `readings[i]`; blocks of distinct runs are unchanged.
 */
export function numberRuns(readings: ToolReading[], sets: number[]): ToolReading[] {
  const key = (r: ToolReading) => JSON.stringify([r.metric, r.operation, r.access, r.conditions]);
  const seen = new Map<string, number>();
  let clash = false;
  readings.forEach((r, i) => {
    const k = key(r);
    const s = sets[i] ?? 0;
    if (seen.has(k) && seen.get(k) !== s) clash = true;
    if (!seen.has(k)) seen.set(k, s);
  });
  if (!clash) return readings;
  const order = [...new Set(sets)];
  return readings.map((r, i) => ({ ...r, conditions: { ...r.conditions, run: order.indexOf(sets[i] ?? 0) + 1 } }));
}
