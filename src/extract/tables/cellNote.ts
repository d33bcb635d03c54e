import { pushTo } from "../../appendAll.ts";
import { namesAdapter, namesStorage } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import type { TableDraft } from "./keepApart.ts";
import { spreadCell } from "./spreadCell.ts";

/** A value cell with a bracketed word after its number: the number, and the condition the word names for that cell. */
export interface CellNote {
  value: string;
  conditions: Conditions;
}

const NOTE = /^(.*\d)\s*[(（]\s*([^()（）\d]{1,24}?)\s*[)）]$/;
const CHANGE_NOTE = /^(.*?\d[^()（）]*?)\s*[(（]\s*(?:[+\-±−▲▼]\s*\d[\d.,]*\s*%|[x×]\s*\d[\d.]*|\d[\d.]*\s*[x×倍])\s*[)）]$/;
/** `9.5 Gbps (disk limited)`, `(CPU bound)`, `(ボトルネック)`: a note naming what held the measured figure back; the figure stands. */
const LIMIT_NOTE = /^(.*\d[^()（）]*?)\s*[(（]\s*[^()（）\d]{0,20}?(?:(?<![a-z])(?:limited|bound|bottleneck(?:ed)?)(?![a-z])|律速|頭打ち|ボトルネック)[^()（）\d]{0,8}[)）]$/i;
/** `232 @ 4 GB`: a figure and the size of the file or area it was measured over. */
const AT_SIZE = /^(\d[\d,.]*)\s*@\s*(\d+(?:\.\d+)?\s*[KMGT]i?B)$/i;

/**
 * `558(SSD)`, `1,234 (HDD)`: the cell was measured on another drive or adapter than its row's, so the word becomes
 * the cell's storage or adapter. Any other note (`(推定)`, `(理論値)`, `(avg)`) is not read: the cell stays unread.
 */
export function cellNote(text: string): CellNote | null {
  // `1090.518 ± 190.292`: a mean given with its spread; the mean is the cell's figure, the spread a condition of it
  const spread = spreadCell(text);
  if (spread) return { value: spread.value, conditions: { statistic: "avg", spread: spread.spread } };
  const at = AT_SIZE.exec(normaliseText(text).trim());
  const size = at?.[2] ? parseSize(at[2], false) : null;
  if (at?.[1] && size) return { value: at[1], conditions: { file_size_bytes: size } };
  // `3131 ms (-64%)`, `58.2 (+12%)`, `410 (x1.6)`: a change against another column noted beside the figure; the figure stands
  const change = CHANGE_NOTE.exec(normaliseText(text).trim());
  if (change?.[1]) return { value: change[1], conditions: {} };
  const limit = LIMIT_NOTE.exec(normaliseText(text).trim());
  if (limit?.[1]) return { value: limit[1], conditions: {} };
  const m = NOTE.exec(normaliseText(text).trim());
  if (!m?.[1] || !m[2]) return null;
  const word = m[2].trim();
  if (namesStorage(word)) return { value: m[1], conditions: { storage: word } };
  if (namesAdapter(word)) return { value: m[1], conditions: { adapter: word } };
  return null;
}

/**
 * `1,100 (SSD)` and `980 (SSD)` in one row with `約1.8` beside them: when two or more cells of a row carry a note and
 * all name the same drive (or adapter), the row was run on it, so its other cells take it too.
 */
export function shareRowNote(drafts: TableDraft[]): void {
  const rows = new Map<number, TableDraft[]>();
  for (const d of drafts) pushTo(rows, d.r, d);
  for (const row of rows.values()) {
    // a drive or adapter note is the row's; the size a figure was measured over (`232 @ 4 GB`) is only its own
    const notes = row.map((d) => cellNote(d.m.raw)?.conditions ?? null).map((n) => (n && n.file_size_bytes === undefined ? n : null));
    const named = notes.filter((n): n is Conditions => n !== null).map((n) => JSON.stringify(n));
    if (named.length < 2 || new Set(named).size !== 1) continue;
    const shared = JSON.parse(named[0] ?? "{}") as Conditions;
    row.forEach((d, i) => {
      if (!notes[i]) d.m.conditions = { ...d.m.conditions, ...shared };
    });
  }
}
