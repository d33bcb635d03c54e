import { type Spelling, spellings, spellingsOf, type UnitFileData, unitTable } from "./unitTable.ts";

/** A unit found in text: where it ends, and for a count before IOPS (`20k iops`) the count word and the unit after it. */
export interface UnitSpan {
  end: number;
  /** Set for the count rule: the count word (`k`, `million`, `万`) and where the IOPS spelling after it starts. */
  count?: { word: string; unitStart: number };
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);
/** A trie of a table's spellings by character: a key read from text stops where no spelling goes on. */
interface KeyNode {
  next: Map<number, KeyNode>;
  spelling: Spelling | undefined;
}
const tries = new WeakMap<Map<string, Spelling>, KeyNode>();
function trieOf(all: Map<string, Spelling>): KeyNode {
  let root = tries.get(all);
  if (root) return root;
  root = { next: new Map(), spelling: undefined };
  for (const [key, s] of all) {
    let node = root;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), spelling: undefined }));
      node = child;
    }
    node.spelling = s;
  }
  tries.set(all, root);
  return root;
}

/** The spellings a key read from text starts with, shortest first, with the key's length at each and where it ends in the text. */
interface KeyRead {
  spellings: Spelling[];
  lengths: number[];
  ends: number[];
  gap: number;
}

/**
 * The text at `from` as the table's key reading (`unitKey`) writes it, read as far as some spelling goes on: white
 * space dropped around `/` and before `毎秒`, dropped after a prefix before a stem spelled in letters
 * (`205.26M bytes/sec`, `10^6 bits/s`; `gap` is where), else one space (` per second`).
 */
function keyText(text: string, from: number, prefixes: Set<string>, root: KeyNode): KeyRead {
  const read: KeyRead = { spellings: [], lengths: [], ends: [], gap: -1 };
  let key = "";
  let node: KeyNode | undefined = root;
  for (let i = from; i < text.length; ) {
    const c = text[i] ?? "";
    let add: string;
    if (!isSpace(c)) {
      add = c;
      i++;
    } else {
      let j = i + 1;
      while (isSpace(text[j])) j++;
      const after = text.slice(j, j + 2);
      i = j;
      if (after.startsWith("/") || after.startsWith("毎") || key.endsWith("/")) continue;
      if (read.gap < 0 && prefixes.has(key) && (/^[A-Za-z]{2}/.test(after) || (/\d$/.test(key) && /^[A-Za-z]/.test(after)))) {
        read.gap = key.length;
        continue;
      }
      add = " ";
    }
    node = node.next.get(add.charCodeAt(0));
    if (!node) break;
    key += add;
    read.ends.push(i);
    if (node.spelling) {
      read.spellings.push(node.spelling);
      read.lengths.push(key.length);
    }
  }
  return read;
}

/**
 * The longest spelling at `from` that `keep` accepts and that ends at a word boundary: a unit ending in a letter or
 * digit is not followed by one (`MBps` is not `MB`+`ps`); one read across a prefix's white space has that prefix.
 */
function longest(text: string, from: number, root: KeyNode, prefixes: Set<string>, keep: (s: Spelling) => boolean): number | null {
  const { spellings, lengths, ends, gap } = keyText(text, from, prefixes, root);
  for (let x = spellings.length - 1; x >= 0; x--) {
    const s = spellings[x] as Spelling;
    const k = lengths[x] as number;
    if (!s.scan || !keep(s)) continue;
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
  const root = trieOf(all);
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
      const end = longest(text, j, root, prefixes, isIops);
      if (end !== null) return { end, count: { word, unitStart: j } };
    }
    return null;
  };
  return (text, from) => {
    if (!starts.has(text[from])) return null;
    const end = longest(text, from, root, prefixes, any);
    return end !== null ? { end } : countBeforeIops(text, from);
  };
}

/** The unit written at `from` in free text by the shipped table, built once at load. */
export const scanUnit = unitScannerOf(unitTable, spellings);
