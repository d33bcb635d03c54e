import { percentileOf } from "../../grammar/percentile.ts";
import { headerStatistic } from "./statisticColumns.ts";

/**
 * The statistic of per-request times a cell's headers name, or null. Only requests have percentiles: a time under
 * `p99` is a latency, and so is a time under `avg` / `mean` / `max` in a table that also gives percentiles of times
 * (`avg | p50 | p99` over µs), where the average is one of the latency statistics, not the mean of other cells.
 */
export function latencyStatistic(headers: string[], tableHasPercentile: boolean): string | null {
  for (const h of headers) {
    const p = percentileOf(h);
    if (p) return p;
  }
  if (!tableHasPercentile) return null;
  for (const h of headers) {
    // the grammar's statistic words (`avg`, `平均`, `中央値`); a total or a spread is no time of a request
    const s = headerStatistic(h);
    if (s && s !== "total" && s !== "stddev") return s;
  }
  return null;
}
