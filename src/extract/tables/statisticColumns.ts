import { describe } from "../../grammar/describe.ts";
import { slashHeader } from "../structure/slashLists.ts";

/** The statistic one header names, in the warehouse's words (`Average (Mbps)` → `avg`, `最小` → `min`), or null. */
export function headerStatistic(text: string): string | null {
  const s = describe(text).statistic;
  return s === "mean" ? "avg" : s;
}

/**
 * Whether a table's value headers name at least two different statistics (`Min | Max | Average | Std Dev`): its cells
 * summarise runs the page does not show, each by the statistic its header names — so an average among them is one of
 * those statistics, not the mean of its neighbours, and the header is no configuration. A percentile is a statistic
 * (`median | p95 | p99`).
 */
export function summarisesByStatistic(valueHeaders: readonly string[]): boolean {
  const named = new Set<string>();
  // `p95 / p99 / max (ms)`: a header over slashed cells names each of its alternatives' statistics
  for (const h of valueHeaders.flatMap((v) => slashHeader(v) ?? [v])) {
    const s = headerStatistic(h);
    if (s && s !== "total") named.add(s);
  }
  return named.size >= 2;
}
