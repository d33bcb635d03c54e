import { type Spelling, spellings, spellingsOf, type UnitFileData, unitTable } from "./unitTable.ts";

/** A unit found in text: where it ends, and for a count before IOPS (`20k iops`) the count word and the unit after it. */
export interface UnitSpan {
  end: number;
  /** Set for the count rule: the count word (`k`, `million`, `万`) and where the IOPS spelling after it starts. */
  count?: { word: string; unitStart: number };
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);
const longestKeys = new WeakMap<Map<string, Spelling>, number>();
/** The longest spelling of a table, in characters: the scanner reads no further. */
function longestKey(all: Map<string, Spelling>): number {
  let n = longestKeys.get(all);
  if (n === undefined) longestKeys.set(all, (n = [...all.keys()].reduce((a, k) => Math.max(a, k.length), 0)));
  return n;
}

/**
 * The text at `from` as the table's key reading (`unitKey`) writes it, with where each character ends in the text:
 * white space dropped around `/` and before `毎秒`, dropped after a prefix before a stem spelled in letters
 * (`205.26M bytes/sec`, `10^6 bits/s`; `gap` is where), else one space (` per second`).
 */
function keyText(text: string, from: number, prefixes: Set<string>, limit: number): { key: string; ends: number[]; gap: number } {
  let key = "";
  const ends: number[] = [];
  let gap = -1;
  for (let i = from; i < text.length && key.length < limit; ) {
    const c = text[i] ?? "";
    if (!isSpace(c)) {
      key += c;
      ends.push(++i);
      continue;
    }
    let j = i + 1;
    while (isSpace(text[j])) j++;
    const after = text.slice(j, j + 2);
    if (after.startsWith("/") || after.startsWith("毎") || key.endsWith("/")) {
      i = j;
    } else if (gap < 0 && prefixes.has(key) && (/^[A-Za-z]{2}/.test(after) || (/\d$/.test(key) && /^[A-Za-z]/.test(after)))) {
      gap = key.length;
      i = j;
    } else {
      key += " ";
      ends.push(j);
      i = j;
    }
  }
  return { key, ends, gap };
}

/**
 * The longest spelling at `from` that `keep` accepts and that ends at a word boundary: a unit ending in a letter or
 * digit is not followed by one (`MBps` is not `MB`+`ps`); one read across a prefix's white space has that prefix.
 */
function longest(text: string, from: number, all: Map<string, Spelling>, prefixes: Set<string>, keep: (s: Spelling) => boolean): number | null {
  const { key, ends, gap } = keyText(text, from, prefixes, longestKey(all));
  for (let k = key.length; k > 0; k--) {
    const s = all.get(key.slice(0, k));
    if (!s?.scan || !keep(s)) continue;
    if (gap >= 0 && gap < k && (s.prefix.length !== gap || !/^[A-Za-z]/.test(s.stem))) continue;
    const end = ends[k - 1] ?? from;
    if (!(isWordChar(text[end - 1]) && isWordChar(text[end]))) return end;
  }
  return null;
}

/** The scanner of a unit table: the unit written at `from` in free text (right after a number and its white space), or null. */
export function unitScannerOf(table: UnitFileData, all: Map<string, Spelling> = spellingsOf(table)): (text: string, from: number) => UnitSpan | null {
  const prefixes = new Set(Object.keys(table.prefixes).flatMap((p) => [p, `${p}${table.binary_mark}`]));
  const countWords = Object.keys(table.counts).sort((a, b) => b.length - a.length);
  const any = () => true;
  /** The characters a spelling or a count word may start with: any other ends the search at once. */
  const starts = new Set([...all.keys(), ...countWords].map((k) => k[0]));
  const isIops = (s: Spelling) => s.dimension === "iops";
  /**
   * The count rule: a count word of the table before an IOPS spelling (`20k iops`, `1.3 million IOPS`, `1.2万IOPS`) is
   * a count, not a unit prefix; the caller decides whether the count may stand (`64K IOPS` may name a block size).
   */
  const countBeforeIops = (text: string, from: number): UnitSpan | null => {
    for (const word of countWords) {
      if (!text.startsWith(word, from)) continue;
      let j = from + word.length;
      while (isSpace(text[j])) j++;
      const end = longest(text, j, all, prefixes, isIops);
      if (end !== null) return { end, count: { word, unitStart: j } };
    }
    return null;
  };
  return (text, from) => {
    if (!starts.has(text[from])) return null;
    const end = longest(text, from, all, prefixes, any);
    return end !== null ? { end } : countBeforeIops(text, from);
  };
}

/** The unit written at `from` in free text by the shipped table, built once at load. */
export const scanUnit = unitScannerOf(unitTable, spellings);
