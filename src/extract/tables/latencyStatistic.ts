import { normaliseText } from "../../normalise/normaliseText.ts";

/** `p99`, `p99.9`, `99th`, `99.9%ile`, `99th percentile`: a percentile of per-request times. */
const PERCENTILE = /(?<![\w.])(?:p(\d{1,2}(?:\.\d+)?)|(\d{1,2}(?:\.\d+)?)\s*(?:th|%ile|%\s*tile|(?:th\s*)?percentile))(?![\w.])/i;
const STATISTIC = /(?<![a-z])(avg|average|mean|median|min|max)(?![a-z])/i;

/** The percentile a header names (`p99 ms` → `p99`), or null. */
export function percentileOf(text: string): string | null {
  const m = PERCENTILE.exec(normaliseText(text));
  const n = m?.[1] ?? m?.[2];
  return n ? `p${n}` : null;
}

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
    const s = STATISTIC.exec(normaliseText(h))?.[1]?.toLowerCase();
    if (s) return s === "average" ? "avg" : s;
  }
  return null;
}
