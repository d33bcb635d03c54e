import { namesAdapter, namesStorage } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import type { Conditions } from "../conditions.ts";

/** A value cell with a bracketed word after its number: the number, and the condition the word names for that cell. */
export interface CellNote {
  value: string;
  conditions: Conditions;
}

const NOTE = /^(.*\d)\s*[(（]\s*([^()（）\d]{1,24}?)\s*[)）]$/;

/**
 * `558(SSD)`, `1,234 (HDD)`: the cell was measured on another drive or adapter than its row's, so the word becomes
 * the cell's storage or adapter. Any other note (`(推定)`, `(理論値)`, `(avg)`) is not read: the cell stays unread.
 */
export function cellNote(text: string): CellNote | null {
  const m = NOTE.exec(normaliseText(text).trim());
  if (!m?.[1] || !m[2]) return null;
  const word = m[2].trim();
  if (namesStorage(word)) return { value: m[1], conditions: { storage: word } };
  if (namesAdapter(word)) return { value: m[1], conditions: { adapter: word } };
  return null;
}
