import type { Document } from "../../document/types.ts";
import type { Extraction } from "../../model/records.ts";
import { describe } from "../../grammar/describe.ts";
import { blockFinder } from "../blockOf.ts";
import { decideResult } from "./decideResult.ts";

type Measurement = Extraction["measurements"][number];

/**
 * Figures a writer lists as runs and averages by hand: prose. A tool's own `AVG WRITE TIME` under the runs it printed is
 * the tool's result (the labelled sets keep it), and a table's average column has its own reading (tableRoles).
 */
const LISTED = new Set(["prose"]);

/** The mean a row states of itself: its statistic, or the words it was printed with (`平均値:1.968Mbps`, `Average: 2.03 Mbps`). */
function statesMean(m: Measurement): boolean {
  const stat = m.conditions.statistic;
  if (stat === "mean" || stat === "avg" || stat === "average") return true;
  return [m.conditions.test, m.conditions.label, m.raw].some((t) => typeof t === "string" && t.length <= 80 && describe(t).statistic === "mean");
}

/** Half a unit of the last digit the value was printed with: how far a rounded mean may lie from the true one. */
function roundingOf(value: number): number {
  const decimals = (String(value).split(".")[1] ?? "").length;
  return 0.5 * 10 ** -decimals + 1e-9;
}

/**
 * An average the writer worked out from runs the page lists right before it (`1. 2.29Mbps` … `5. 1.66Mbps`, then
 * `平均値:1.968Mbps`) is arithmetic on figures the dataset already holds, not a measurement: the one decision refuses it,
 * as a `rejects` row with its reason. The runs are the rows of the same metric, unit and operation read from prose in the
 * same section, in page order since the last average of their kind; two or more, whose mean the
 * average restates to the digits it prints. An average with no such runs before it (the page gives only the mean) is kept.
 */
export function setRunMeansAside(out: Pick<Extraction, "measurements" | "rejects">, doc: Document): void {
  const blockOf = blockFinder(doc);
  const section = (m: Measurement) => (blockOf(m.locator)?.headingPath ?? []).join("\u0000");
  const kind = (m: Measurement) => [m.metric, m.unit, m.operation ?? "", section(m)].join("\u0001");
  const refused = new Set<Measurement>();
  // (each kind's runs apart: a run printed in two units, `2.29Mbps(285.67KB/sec)`, lists two kinds side by side)
  const runs = new Map<string, Measurement[]>();
  for (const m of out.measurements) {
    if (!LISTED.has(m.origin) || m.derived) continue;
    const k = kind(m);
    const listed = runs.get(k) ?? [];
    runs.set(k, listed);
    if (!statesMean(m)) {
      listed.push(m);
      continue;
    }
    const mean = listed.length >= 2 ? listed.reduce((s, r) => s + r.value, 0) / listed.length : null;
    if (mean !== null && Math.abs(mean - m.value) <= Math.max(roundingOf(m.value), Math.abs(m.value) * 1e-6)) refused.add(m);
    runs.set(k, []);
  }
  if (!refused.size) return;
  const kept: Measurement[] = [];
  for (const m of out.measurements) {
    if (!refused.has(m)) {
      kept.push(m);
      continue;
    }
    const decision = decideResult({}, [{ kind: "arithmetic", words: "the mean of the runs listed before it" }]);
    if ("reject" in decision) out.rejects.push({ stage: "extract", locator: m.locator, raw: m.raw, reason: decision.reject });
    else kept.push(m);
  }
  out.measurements = kept;
}
