import type { Extraction } from "../../model/records.ts";
import { decideResult } from "./decideResult.ts";

/**
 * A tool's per-interval lines (`line: interval`: iperf's `0.00-1.00 sec` rows, a CSV stream's early lines) are the run's
 * progress, not its result — the one decision refuses them as it refuses interval lines the pair reader meets; each
 * becomes a `rejects` row with its line, so nothing read is lost.
 */
export function setIntervalsAside(out: Pick<Extraction, "measurements" | "rejects">): void {
  const kept = [];
  for (const m of out.measurements) {
    if (m.conditions.line !== "interval") {
      kept.push(m);
      continue;
    }
    const from = m.conditions.interval_start_s;
    const to = m.conditions.interval_end_s;
    const decision = decideResult({}, [{ kind: "interval", words: from !== undefined && to !== undefined ? `${from}-${to} s` : "interval line" }]);
    if ("reject" in decision) out.rejects.push({ stage: "extract", locator: m.locator, raw: m.raw, reason: decision.reject });
    else kept.push(m);
  }
  out.measurements = kept;
}
