import { type Spelling, spellings, spellingsOf, type UnitFileData, unitTable } from "./unitTable.ts";

/** A unit found in text: where it ends, and for a count before IOPS (`20k iops`) the count word and the unit after it. */
export interface UnitSpan {
  end: number;
  /** Set for the count rule: the count word (`k`, `million`, `万`) and where the IOPS spelling after it starts. */
  count?: { word: string; unitStart: number };
}

/**
 * Spellings as a flat tree: every head of a spelling maps to END when it is a whole spelling, else INNER; `head GAP c`
 * says white space may stand in the text between that head and its next character `c`.
 */
type Tree = Map<string, number>;
const INNER = 0;
const END = 1;
const GAP = "\u0001";

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);

/** Adds one spelling, marking where the table's key reading (`unitKey`) lets white space stand in the text. */
function insert(tree: Tree, s: Spelling, key: string): void {
  for (let i = 0; i < key.length; i++) {
    const c = key[i] ?? "";
    const head = key.slice(0, i);
    // `205.26M bytes/sec`, `10^6 bits/s`: a prefix may stand apart from a stem spelled in letters; `MB / s`, `MB 毎秒`
    const afterPrefix = i === s.prefix.length && i > 0 && (/^[A-Za-z]{2}/.test(s.stem) || (/\d$/.test(s.prefix) && /^[A-Za-z]/.test(s.stem)));
    if (afterPrefix || c === "/" || c === "毎" || head.endsWith("/")) tree.set(`${head}${GAP}${c}`, INNER);
    if (!tree.has(key.slice(0, i + 1))) tree.set(key.slice(0, i + 1), INNER);
  }
  tree.set(key, END);
}

function build(all: Map<string, Spelling>, keep: (s: Spelling) => boolean): Tree {
  const tree: Tree = new Map();
  for (const [key, s] of all) if (s.scan && keep(s)) insert(tree, s, key);
  return tree;
}

/** Ends of every spelling of `tree` that starts at `from`; a key's space stands for a run of white space. */
function ends(text: string, tree: Tree, from: number): number[] {
  const out: number[] = [];
  const walk = (head: string, i: number): void => {
    if (tree.get(head) === END) out.push(i);
    const c = text[i];
    if (c === undefined) return;
    if (tree.has(head + c)) walk(head + c, i + 1);
    if (!isSpace(c)) return;
    let j = i + 1;
    while (isSpace(text[j])) j++;
    const after = text[j] ?? "";
    if (tree.has(`${head} `) && (c !== " " || j > i + 1)) walk(`${head} `, j);
    if (tree.has(`${head}${GAP}${after}`)) walk(head + after, j + 1);
  };
  walk("", from);
  return out;
}

/** The longest spelling at `from` that ends at a word boundary: a unit ending in a letter or digit is not followed by one (`MBps` is not `MB`+`ps`). */
function longest(text: string, tree: Tree, from: number): number | null {
  let best: number | null = null;
  for (const e of ends(text, tree, from)) {
    if (e > from && (best === null || e > best) && !(isWordChar(text[e - 1]) && isWordChar(text[e]))) best = e;
  }
  return best;
}

/** The scanner of a unit table: the unit written at `from` in free text (right after a number and its white space), or null. */
export function unitScannerOf(table: UnitFileData, all: Map<string, Spelling> = spellingsOf(table)): (text: string, from: number) => UnitSpan | null {
  /** Every spelling the table lets free text carry (`scan` not false). */
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
export const scanUnit = unitScannerOf(unitTable, spellings);
