import { decisionWords as W } from "../decision/decisionWords.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";

/** A figure as written: digits grouped by commas or not, with decimals. */
const FIGURE = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
/** The spread marks of the decision's words (`±`, `+/-`, `+-`), a space in a mark standing for any spacing. */
const MARK = W.spread_marks.map((m) => escapeRegExp(m).replace(/ /g, String.raw`\s*`)).join("|");
const CELL = new RegExp(String.raw`^(${FIGURE})\s*(?:${MARK})\s*(${FIGURE})\s*([^\d\s][^\d]{0,15})?$`);

/**
 * `1090.518 ± 190.292`, `12.336 ± 0.534%`, `4.591 +/- 0.435 Mbit/s`: a figure given with its spread, written as one
 * cell. The first figure is the result (a mean, as the notation reads) with the unit written after the spread; the
 * spread is no result of its own. Null when the text is not one figure, a mark and one figure.
 */
export function spreadCell(text: string): { value: string; spread: string } | null {
  const m = CELL.exec(normaliseText(text).trim());
  if (!m?.[1] || !m[2]) return null;
  const unit = (m[3] ?? "").trim();
  return { value: unit ? `${m[1]} ${unit}` : m[1], spread: unit ? `${m[2]} ${unit}` : m[2] };
}
