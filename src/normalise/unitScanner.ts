import { pushTo } from "../appendAll.ts";
import { type Spelling, spellings, spellingsOf, type UnitFileData, unitTable } from "./unitTable.ts";

/** A unit found in text: where it ends, and for a count before IOPS (`20k iops`) the count word and the unit after it. */
export interface UnitSpan {
  end: number;
  /** Set for the count rule: the count word (`k`, `million`, `万`) and where the IOPS spelling after it starts. */
  count?: { word: string; unitStart: number };
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);
/**
 * A trie of a table's spellings by character, so that a key read from text stops where no spelling goes on: nodes are
 * numbers, edges one map keyed by node and character, and the branch under a first character is built when a key
 * first starts with it (a page meets a few of the spellings' first characters; a cold start pays for those only).
 */
class KeyTrie {
  private readonly edges = new Map<number, number>();
  /** The spelling ending at each node (index: node; 0 is the root). */
  readonly spellings: (Spelling | undefined)[] = [undefined];
  private waiting: Map<number, [string, Spelling][]> | undefined;

  constructor(private readonly all: Map<string, Spelling>) {}

  /** The node after `node` on character `c`, or 0 for none. */
  next(node: number, c: number): number {
    const n = this.edges.get(node * 65_536 + c);
    if (n !== undefined || node !== 0) return n ?? 0;
    return this.branch(c);
  }

  private branch(c: number): number {
    if (!this.waiting) {
      this.waiting = new Map();
      for (const [key, s] of this.all) pushTo(this.waiting, key.charCodeAt(0), [key, s]);
    }
    const list = this.waiting.get(c);
    if (!list) return 0;
    this.waiting.delete(c);
    for (const [key, s] of list) {
      let node = 0;
      for (let i = 0; i < key.length; i++) {
        const edge = node * 65_536 + key.charCodeAt(i);
        let child = this.edges.get(edge);
        if (child === undefined) {
          child = this.spellings.length;
          this.spellings.push(undefined);
          this.edges.set(edge, child);
        }
        node = child;
      }
      this.spellings[node] = s;
    }
    return this.edges.get(c) ?? 0;
  }
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
function keyText(text: string, from: number, prefixes: Set<string>, trie: KeyTrie): KeyRead {
  const read: KeyRead = { spellings: [], lengths: [], ends: [], gap: -1 };
  let key = "";
  let node = 0;
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
    node = trie.next(node, add.charCodeAt(0));
    if (node === 0) break;
    key += add;
    read.ends.push(i);
    const spelling = trie.spellings[node];
    if (spelling) {
      read.spellings.push(spelling);
      read.lengths.push(key.length);
    }
  }
  return read;
}

/**
 * The longest spelling at `from` that `keep` accepts and that ends at a word boundary: a unit ending in a letter or
 * digit is not followed by one (`MBps` is not `MB`+`ps`); one read across a prefix's white space has that prefix.
 */
function longest(text: string, from: number, trie: KeyTrie, prefixes: Set<string>, keep: (s: Spelling) => boolean): number | null {
  const { spellings, lengths, ends, gap } = keyText(text, from, prefixes, trie);
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
  const trie = new KeyTrie(all);
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
      const end = longest(text, j, trie, prefixes, isIops);
      if (end !== null) return { end, count: { word, unitStart: j } };
    }
    return null;
  };
  return (text, from) => {
    if (!starts.has(text[from])) return null;
    const end = longest(text, from, trie, prefixes, any);
    return end !== null ? { end } : countBeforeIops(text, from);
  };
}

/** The unit written at `from` in free text by the shipped table, built once at load. */
export const scanUnit = unitScannerOf(unitTable, spellings);
