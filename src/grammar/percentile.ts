import { normaliseText } from "../normalise/normaliseText.ts";

/** `p99`, `p99.9`, `99th`, `99.9%ile`, `99th percentile`: a percentile of per-request times. */
const PERCENTILE = /(?<![\w.])(?:p(\d{1,2}(?:\.\d+)?)|(\d{1,2}(?:\.\d+)?)\s*(?:th|%ile|%\s*tile|(?:th\s*)?percentile))(?![\w.])/i;

const CIRCLED = /[\u2460-\u24ff\u2776-\u2793]/g;
const PERCENTILES = new RegExp(PERCENTILE.source, "gi");

/** The text with the percentiles it names blanked (`②AP滞留 p95 (ms)` → `②AP滞留     (ms)`), as `percentileOf` reads them. */
export function withoutPercentiles(text: string): string {
  return normaliseText(text).replace(PERCENTILES, (m, p: string | undefined) => (p && m.startsWith("P") && Number(p) < 50 ? m : " ".repeat(m.length)));
}

/**
 * The percentile a descriptor names (`p99 ms` → `p99`, `P50`, `99.9th` → `p99.9`), or null. A capital `P` before a
 * number under 50 is a model more often than a percentile (`Crucial P3`, `Huawei P30`): `p25` is read, `P25` is not.
 */
export function percentileOf(text: string): `p${string}` | null {
  // a circled number (`②p95`) enumerates the header; normalised it would be a digit glued to the percentile
  const m = PERCENTILE.exec(normaliseText(text.replace(CIRCLED, " ")));
  if (m?.[1] && m[0].startsWith("P") && Number(m[1]) < 50) return null;
  const n = m?.[1] ?? m?.[2];
  return n ? `p${n}` : null;
}
