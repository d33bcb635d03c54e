import type { Block, Document } from "../../document/types.ts";
import type { MeasurementDraft } from "../../model/records.ts";
import type { Access, Metric, Operation } from "../../model/vocabulary.ts";
import type { Conditions } from "../conditions.ts";
import { maxOf, pushTo } from "../../appendAll.ts";
import { indexByLocator } from "../docIndex.ts";

/** What a prose figure takes over from the tool-output rows it restates. */
export interface Restated {
  operation: Operation | null;
  access: Access | null;
  conditions: Conditions;
  /** Every row of the metric in that block equals the figure: it restates the block's one result, not one run of several. */
  whole: boolean;
}

/**
 * The tool-output rows of the nearest block before `block` (in its section) whose value equals a prose figure (±0.5 %,
 * ±1 % when the text rounds it): `4秒間の平均は10.7Gbit/s` after an iperf block restates its summary. Returns what every
 * such row shares (operation, access, conditions), or null when no row of that block restates it.
 */
export function restatedRow(doc: Document, block: Block, others: MeasurementDraft[], metric: Metric, valueSi: number | null, approximate: boolean): Restated | null {
  if (!valueSi) return null;
  const index = indexByLocator(doc);
  let start = 0;
  for (let i = block.index - 1; i >= 0; i--) {
    const b = doc.blocks[i];
    if (!b || b.report !== block.report) break;
    if (b.kind === "heading") {
      start = i;
      break;
    }
  }
  const tolerance = approximate ? 0.01 : 0.005;
  const byBlock = new Map<number, MeasurementDraft[]>();
  const missed = new Set<number>();
  for (const o of others) {
    if (o.derived || o.origin !== "tool-output" || o.metric !== metric || !o.valueSi) continue;
    const at = index.get(o.locator.split("/")[0] ?? "");
    if (at === undefined || at >= block.index || at < start) continue;
    if (Math.abs(o.valueSi / valueSi - 1) > tolerance) {
      missed.add(at);
      continue;
    }
    pushTo(byBlock, at, o);
  }
  if (!byBlock.size) return null;
  const at = maxOf(byBlock.keys());
  const rows = byBlock.get(at) ?? [];
  const first = rows[0];
  if (!first) return null;
  const shared = (f: (r: MeasurementDraft) => unknown) => rows.every((r) => f(r) === f(first));
  const conditions: Conditions = {};
  for (const [k, v] of Object.entries(first.conditions)) if (rows.every((r) => r.conditions[k] === v)) conditions[k] = v;
  return { operation: shared((r) => r.operation) ? first.operation : null, access: shared((r) => r.access) ? first.access : null, conditions, whole: !missed.has(at) };
}
