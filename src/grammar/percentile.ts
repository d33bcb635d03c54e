import { normaliseText } from "../normalise/normaliseText.ts";

/** `p99`, `p99.9`, `99th`, `99.9%ile`, `99th percentile`: a percentile of per-request times. */
const PERCENTILE = /(?<![\w.])(?:p(\d{1,2}(?:\.\d+)?)|(\d{1,2}(?:\.\d+)?)\s*(?:th|%ile|%\s*tile|(?:th\s*)?percentile))(?![\w.])/i;

const CIRCLED = /[\u2460-\u24ff\u2776-\u2793]/g;

/** The percentile a header names (`p99 ms` → `p99`), or null. */
export function percentileOf(text: string): string | null {
  // a circled number (`②p95`) enumerates the header; normalised it would be a digit glued to the percentile
  const m = PERCENTILE.exec(normaliseText(text.replace(CIRCLED, " ")));
  const n = m?.[1] ?? m?.[2];
  return n ? `p${n}` : null;
}
