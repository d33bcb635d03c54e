import { normaliseText } from "../../normalise/normaliseText.ts";
import type { GridCell } from "./expandGrid.ts";
import { type Header, conditionText, headerConditionsOf, settleSubject } from "./headerConditions.ts";

const SUBJECT_KEYS = ["config", "adapter", "storage"];
const subjectOnly = (h: Header) => {
  const own = Object.entries(headerConditionsOf(h, conditionText(h.text)));
  return own.length > 0 && own.every(([k, v]) => SUBJECT_KEYS.includes(k) && v === normaliseText(h.text).replace(/\s+/g, " ").trim());
};
/**
 * `カード` over `Samsung Pro+` / `SanDisk Ultra`: a parent header that only names what its sub-headers are (they name
 * the subjects themselves). A drive over its `Read` / `Write` sub-headers is kept: it is the subject.
 */
export function isLabelOfOthers(h: Header, headers: Header[]): boolean {
  return subjectOnly(h) && headers.some((o) => o !== h && o.label === h.text && subjectOnly(o));
}

/** Header texts of every header row or column in which some header names a drive: that line's headers are the drives compared. */
export function storageLines(grid: GridCell[][], hr: number, hc: number): Set<string> {
  const out = new Set<string>();
  const lines: Header[][] = [];
  for (let h = 0; h < hr; h++) lines.push((grid[h] ?? []).slice(hc).map((x) => ({ label: null, text: x.text })));
  for (let h = 0; h < hc; h++) lines.push(grid.slice(hr).map((row) => ({ label: hr > 0 ? normaliseText(grid[hr - 1]?.[h]?.text ?? "") || null : null, text: row[h]?.text ?? "" })));
  for (const line of lines) {
    const named = line.filter((x) => x.text);
    if (named.some((x) => settleSubject(headerConditionsOf(x, conditionText(x.text)), x.text, false).storage !== undefined)) for (const x of named) out.add(x.text);
  }
  return out;
}
