import type { MeasurementDraft } from "../../model/records.ts";
import type { Operation } from "../../model/vocabulary.ts";

const CELL = /^(.*)\/r(\d+)\/c(\d+)$/;
const same = (a: number, b: number) => Math.abs(a - b) <= 1e-3 * Math.max(Math.abs(a), Math.abs(b), 1e-9);

/**
 * A table that restates tool output (a summary of the `real` times printed above it) is about the same runs: a cell
 * with no operation takes the operation of the tool line it repeats, and the other cells of its column (the same
 * run, another figure of it) take it too when every restated cell of that column agrees. Returns the rows changed.
 */
export function adoptRestated(table: MeasurementDraft[], tools: MeasurementDraft[]): MeasurementDraft[] {
  const changed: MeasurementDraft[] = [];
  const columns = new Map<string, Set<Operation>>();
  for (const m of table) {
    if (m.operation !== null || m.origin !== "table") continue;
    const source = tools.find((t) => t.report === m.report && t.metric === m.metric && t.operation !== null && same(t.value, m.value));
    const at = CELL.exec(m.locator);
    if (!source?.operation || !at) continue;
    m.operation = source.operation;
    changed.push(m);
    const key = `${at[1]}/c${at[3]}`;
    columns.set(key, (columns.get(key) ?? new Set()).add(source.operation));
  }
  for (const m of table) {
    const at = CELL.exec(m.locator);
    const ops = at ? columns.get(`${at[1]}/c${at[3]}`) : undefined;
    if (m.operation !== null || !ops || ops.size !== 1) continue;
    m.operation = [...ops][0] ?? null;
    changed.push(m);
  }
  return changed;
}
