import { findQuantities } from "../../normalise/parseQuantity.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { alternation, decisionWords as W } from "../decision/decisionWords.ts";

/** A line naming a distribution of per-request times, and the unit it may give in brackets (`… a certain time (ms)`). */
const DISTRIBUTION = new RegExp(`(?<![\\p{L}])(?:${alternation(W.distribution_label_words)})(?![\\p{L}])`, "iu");
const BRACKET_UNIT = /[(（\[]\s*([a-zµμ]{1,4})\s*[)）\]]\s*:?\s*$/i;
/** A line of the distribution: a share of the requests, then the time within which they were served (`  50%   49.00us`, ` 100%     31 (longest request)`). */
const ROW = /^\s*(\d{1,3}(?:\.\d+)?)\s*%\s+(\d[\d.,]*\s*[a-zµμ]{0,3})(?![\w.])/i;

/** One percentile of a distribution: its line (0-based), the share, and the time with its unit as a quantity. */
export interface DistributionRow {
  index: number;
  percent: number;
  quantity: ReturnType<typeof findQuantities>[number];
  title: string;
}

/**
 * The percentiles of per-request times a block prints under a line naming their distribution (wrk's `Latency
 * Distribution`, ab's `Percentage of the requests served within a certain time (ms)`): each `NN%  time` line right under
 * it, the time in its own unit or the one the title gives. A share over 100, or a figure that is no time, ends the list.
 */
export function distributionRows(lines: readonly string[]): DistributionRow[] {
  const out: DistributionRow[] = [];
  for (let i = 0; i < lines.length; i++) {
    const title = normaliseText(lines[i] ?? "").trim();
    if (!title || title.length > 100 || ROW.test(title) || !DISTRIBUTION.test(title)) continue;
    const unit = BRACKET_UNIT.exec(title)?.[1] ?? null;
    let j = i + 1;
    for (; j < lines.length; j++) {
      const m = ROW.exec(normaliseText(lines[j] ?? ""));
      const percent = Number(m?.[1]);
      if (!m?.[2] || !(percent > 0 && percent <= 100)) break;
      const written = /[a-zµμ]$/i.test(m[2]) ? m[2] : unit ? `${m[2]} ${unit}` : null;
      const q = written ? findQuantities(written).find((x) => !x.bare && x.kind === "duration") : undefined;
      if (!q) break;
      out.push({ index: j, percent, quantity: q, title: title.replace(BRACKET_UNIT, "").trim() });
    }
    i = j - 1;
  }
  return out;
}
