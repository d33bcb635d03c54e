import { type Spelling, spellingsOf, type UnitFileData, unitTable } from "./unitTable.ts";

/** A unit found in text: where it ends, and for a count before IOPS (`20k iops`) the count word and the unit after it. */
export interface UnitSpan {
  end: number;
  /** Set for the count rule: the count word (`k`, `million`, `万`) and where the IOPS spelling after it starts. */
  count?: { word: string; unitStart: number };
}

interface Node {
  next: Map<string, Node>;
  /** Characters that may follow white space at this node: after a prefix (`205.26M bytes/sec`), before `/` and `毎秒`. */
  gapBefore: Set<string>;
  /** True after `/`: white space may follow before any character. */
  gapAfter: boolean;
  end: boolean;
}

const node = (): Node => ({ next: new Map(), gapBefore: new Set(), gapAfter: false, end: false });
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);

/** Adds one spelling, marking where the table's key reading (`unitKey`) lets white space stand in the text. */
function insert(root: Node, s: Spelling, key: string): void {
  let at = root;
  const stemStart = s.prefix.length;
  for (let i = 0; i < key.length; i++) {
    const c = key[i] ?? "";
    // `205.26M bytes/sec`, `10^6 bits/s`: a prefix may stand apart from a stem spelled in letters
    const afterPrefix = i === stemStart && stemStart > 0 && (/^[A-Za-z]{2}/.test(s.stem) || (/\d$/.test(s.prefix) && /^[A-Za-z]/.test(s.stem)));
    if (afterPrefix || c === "/" || c === "毎") at.gapBefore.add(c);
    let child = at.next.get(c);
    if (!child) at.next.set(c, (child = node()));
    if (c === "/") child.gapAfter = true;
    at = child;
  }
  at.end = true;
}

function build(all: Map<string, Spelling>, keep: (s: Spelling) => boolean): Node {
  const root = node();
  for (const [key, s] of all) if (s.scan && keep(s)) insert(root, s, key);
  return root;
}

/** Ends of every spelling of `root` that starts at `from`; a key's space stands for a run of white space. */
function ends(text: string, root: Node, from: number): number[] {
  const out: number[] = [];
  const walk = (at: Node, i: number): void => {
    if (at.end) out.push(i);
    const c = text[i];
    if (c === undefined) return;
    const child = at.next.get(c);
    if (child) walk(child, i + 1);
    if (!isSpace(c)) return;
    let j = i + 1;
    while (isSpace(text[j])) j++;
    const after = text[j] ?? "";
    const spaced = at.next.get(" ");
    if (spaced) walk(spaced, j);
    const gapped = at.gapAfter || at.gapBefore.has(after) ? at.next.get(after) : undefined;
    if (gapped) walk(gapped, j + 1);
  };
  walk(root, from);
  return out;
}

/** The longest spelling at `from` that ends at a word boundary: a unit ending in a letter or digit is not followed by one (`MBps` is not `MB`+`ps`). */
function longest(text: string, root: Node, from: number): number | null {
  let best: number | null = null;
  for (const e of ends(text, root, from)) {
    if (e > from && (best === null || e > best) && !(isWordChar(text[e - 1]) && isWordChar(text[e]))) best = e;
  }
  return best;
}

/** The scanner of a unit table: the unit written at `from` in free text (right after a number and its white space), or null. */
export function unitScannerOf(table: UnitFileData): (text: string, from: number) => UnitSpan | null {
  const all = spellingsOf(table);
  /** Every spelling the table lets free text carry (`scan` not false), as a character tree. */
  const units = build(all, () => true);
  const iops = build(all, (s) => s.dimension === "iops");
  const countWords = Object.keys(table.counts).sort((a, b) => b.length - a.length);
  /**
   * The count rule: a count word of the table before an IOPS spelling (`20k iops`, `1.3 million IOPS`, `1.2万IOPS`) is
   * a count, not a unit prefix; the caller decides whether the count may stand (`64K IOPS` may name a block size).
   */
  const countBeforeIops = (text: string, from: number): UnitSpan | null => {
    for (const word of countWords) {
      if (!text.startsWith(word, from)) continue;
      let j = from + word.length;
      while (isSpace(text[j])) j++;
      const end = longest(text, iops, j);
      if (end !== null) return { end, count: { word, unitStart: j } };
    }
    return null;
  };
  return (text, from) => {
    const end = longest(text, units, from);
    return end !== null ? { end } : countBeforeIops(text, from);
  };
}

/** The unit written at `from` in free text by the shipped table, built once at load. */
export const scanUnit = unitScannerOf(unitTable);
