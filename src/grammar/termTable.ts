import { normaliseText } from "../normalise/normaliseText.ts";

/** One term found in a text: the value it stands for, where it starts and how long it is (in the normalised text). */
export interface TermHit<V> {
  value: V;
  term: string;
  index: number;
  length: number;
}

/** A trie node: the nodes after each next character, and the term that ends here (`latin`: matched as a whole word). */
interface Node {
  next: Map<number, Node>;
  term: string | null;
  latin: boolean;
}

const A = 97;
const Z = 122;
const isLatinLetter = (c: number) => c >= A && c <= Z;

/**
 * A table of terms compiled once into a trie: `find(text)` returns every term of the table in the text, the
 * longest at each position, in order of position (terms starting inside a longer one are found too unless `tiling`).
 * Latin terms match as whole words (not inside `xdd6` or `address`); Japanese terms match anywhere.
 */
export function termTable<V>(entries: Iterable<readonly [string, V]>, { tiling = false } = {}): (text: string) => readonly Readonly<TermHit<V>>[] {
  const byTerm = new Map<string, V>();
  for (const [term, value] of entries) {
    const t = normaliseText(term).toLowerCase();
    if (t && !byTerm.has(t)) byTerm.set(t, value);
  }
  if (!byTerm.size) return () => [];
  const root: Node = { next: new Map(), term: null, latin: false };
  for (const term of byTerm.keys()) {
    let node = root;
    for (let i = 0; i < term.length; i++) {
      const c = term.charCodeAt(i);
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), term: null, latin: false }));
      node = child;
    }
    node.term = term;
    node.latin = /^[a-z0-9]/.test(term);
  }
  // the characters a term starts with, one bit each: most positions of a text start none, and are passed at once
  const starts = new Uint32Array(2048);
  for (const c of root.next.keys()) starts[c >>> 5] = (starts[c >>> 5] as number) | (1 << (c & 31));
  // the text this table was asked about last and its terms: a reader asks a table about the words another reader asked it
  // about just before (describe's parse, then operationsNamed on the same words), and is given the same answer (read-only)
  let asked: string | null = null;
  let found: readonly Readonly<TermHit<V>>[] = [];
  return (text: string) => {
    if (text === asked) return found;
    const t = loweredText(text);
    const out: TermHit<V>[] = [];
    for (let at = 0; at < t.length; ) {
      const c = t.charCodeAt(at);
      const term = (starts[c >>> 5] as number) & (1 << (c & 31)) ? longestAt(root, t, at) : null;
      if (term === null) {
        at++;
        continue;
      }
      out.push({ value: byTerm.get(term) as V, term, index: at, length: term.length });
      at += tiling ? term.length : 1;
    }
    asked = text;
    found = out;
    return out;
  };
}

/**
 * The text as every table reads it, normalised and lower-cased. Readers try several tables on one text in turn
 * (operations, metrics, tests, settings): the last text's form is kept for the next table, not made again each time.
 */
let lastText: string | null = null;
let lastLowered = "";
function loweredText(text: string): string {
  if (text !== lastText) {
    lastLowered = normaliseText(text).toLowerCase();
    lastText = text;
  }
  return lastLowered;
}

/** The longest term of the trie that starts at `at`, a Latin one (first character a letter or digit) only as a whole word. */
function longestAt(root: Node, t: string, at: number): string | null {
  let node = root.next.get(t.charCodeAt(at));
  if (!node) return null;
  const wordStart = at === 0 || !isLatinLetter(t.charCodeAt(at - 1));
  let found: string | null = null;
  for (let i = at + 1; ; i++) {
    if (node.term !== null && (!node.latin || (wordStart && !isLatinLetter(t.charCodeAt(i))))) found = node.term;
    if (i >= t.length) break;
    const child: Node | undefined = node.next.get(t.charCodeAt(i));
    if (!child) break;
    node = child;
  }
  return found;
}

/** Entries of a `{ key: [terms…] }` section, for termTable. */
export const sectionEntries = <K extends string>(section: Partial<Record<K, string[]>>): [string, K][] =>
  Object.entries(section).flatMap(([key, terms]) => ((terms as string[] | undefined) ?? []).map((t) => [t, key as K] as [string, K]));
