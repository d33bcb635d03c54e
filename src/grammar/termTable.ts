import { normaliseText } from "../normalise/normaliseText.ts";

/** One term found in a text: the value it stands for, where it starts and how long it is (in the normalised text). */
export interface TermHit<V> {
  value: V;
  term: string;
  index: number;
  length: number;
}

/** A table's finder: every term of the table in a text (read-only: the answer for a text is given again to the next asker). */
export type TermFinder<V> = (text: string) => readonly Readonly<TermHit<V>>[];

/** A trie node while a table is compiled: the nodes after each next character, and the term that ends here. */
interface BuildNode {
  next: Map<number, BuildNode>;
  term: string | null;
}

const A = 97;
const Z = 122;
const isLatinLetter = (c: number) => c >= A && c <= Z;

/**
 * A table's trie, flattened: node 0 is the root; a node's edges are `edgeChar`/`edgeTo` from `firstEdge` for
 * `edgeCount`, in order of character.
 */
interface Trie {
  /** The characters a term starts with, one bit each: most positions of a text start none, and are passed at once. */
  starts: Uint32Array;
  /** The root's edges, dense by character (0: none). */
  rootTo: Int32Array;
  firstEdge: Int32Array;
  edgeCount: Int32Array;
  edgeChar: Uint16Array;
  edgeTo: Int32Array;
  /** The term that ends at a node, or null. */
  endTerm: (string | null)[];
  /** 1 when the node's term is matched as a whole word (its first character a Latin letter or a digit). */
  latin: Uint8Array;
}

function compileTrie(terms: Iterable<string>): Trie {
  const root: BuildNode = { next: new Map(), term: null };
  for (const term of terms) {
    let node = root;
    for (let i = 0; i < term.length; i++) {
      const c = term.charCodeAt(i);
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), term: null }));
      node = child;
    }
    node.term = term;
  }
  // the nodes numbered breadth first, each node's edges in order of character
  const nodes: BuildNode[] = [root];
  const ids = new Map<BuildNode, number>([[root, 0]]);
  for (let n = 0; n < nodes.length; n++)
    for (const c of [...(nodes[n] as BuildNode).next.keys()].sort((a, b) => a - b)) {
      const child = (nodes[n] as BuildNode).next.get(c) as BuildNode;
      ids.set(child, nodes.length);
      nodes.push(child);
    }
  const trie: Trie = {
    starts: new Uint32Array(2048),
    rootTo: new Int32Array(65_536),
    firstEdge: new Int32Array(nodes.length),
    edgeCount: new Int32Array(nodes.length),
    edgeChar: new Uint16Array(nodes.length - 1),
    edgeTo: new Int32Array(nodes.length - 1),
    endTerm: new Array<string | null>(nodes.length).fill(null),
    latin: new Uint8Array(nodes.length),
  };
  let e = 0;
  nodes.forEach((node, n) => {
    trie.firstEdge[n] = e;
    trie.edgeCount[n] = node.next.size;
    for (const c of [...node.next.keys()].sort((a, b) => a - b)) {
      const to = ids.get(node.next.get(c) as BuildNode) as number;
      if (n === 0) {
        trie.rootTo[c] = to;
        trie.starts[c >>> 5] = (trie.starts[c >>> 5] as number) | (1 << (c & 31));
      }
      trie.edgeChar[e] = c;
      trie.edgeTo[e] = to;
      e++;
    }
    trie.endTerm[n] = node.term;
    trie.latin[n] = node.term !== null && /^[a-z0-9]/.test(node.term) ? 1 : 0;
  });
  return trie;
}

/** The node after `node` on character `c`, or 0 (no edge: no edge leads back to the root). */
function step(trie: Trie, node: number, c: number): number {
  const first = trie.firstEdge[node] as number;
  const count = trie.edgeCount[node] as number;
  if (count <= 8) {
    for (let e = first; e < first + count; e++) if (trie.edgeChar[e] === c) return trie.edgeTo[e] as number;
    return 0;
  }
  let lo = first;
  let hi = first + count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const m = trie.edgeChar[mid] as number;
    if (m === c) return trie.edgeTo[mid] as number;
    if (m < c) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

/** The longest term of the trie that starts at `at` (the node where it ends), a Latin one only as a whole word; 0 when none. */
function longestAt(trie: Trie, t: string, at: number): number {
  let node = trie.rootTo[t.charCodeAt(at)] as number;
  const wordStart = at === 0 || !isLatinLetter(t.charCodeAt(at - 1));
  let found = 0;
  for (let i = at + 1; ; i++) {
    if (trie.endTerm[node] !== null && (trie.latin[node] === 0 || (wordStart && !isLatinLetter(t.charCodeAt(i))))) found = node;
    if (i >= t.length) break;
    node = step(trie, node, t.charCodeAt(i));
    if (node === 0) break;
  }
  return found;
}

interface Table {
  byTerm: Map<string, unknown>;
  tiling: boolean;
  trie: Trie | null;
}

type Hits = readonly Readonly<TermHit<unknown>>[];
const EMPTY: readonly Readonly<TermHit<never>>[] = Object.freeze([]);

/** Every term of one table in a text (normalised and lower-cased). */
function scan(table: Table, t: string): Hits {
  const trie = (table.trie ??= compileTrie(table.byTerm.keys()));
  let out: TermHit<unknown>[] | null = null;
  for (let at = 0; at < t.length; ) {
    const c = t.charCodeAt(at);
    const node = ((trie.starts[c >>> 5] as number) & (1 << (c & 31))) === 0 ? 0 : longestAt(trie, t, at);
    if (node === 0) {
      at++;
      continue;
    }
    const term = trie.endTerm[node] as string;
    (out ??= []).push({ value: table.byTerm.get(term), term, index: at, length: term.length });
    at += table.tiling ? term.length : 1;
  }
  return out ?? EMPTY;
}

/**
 * Tables of terms that readers ask about the same texts in turn (describe's tests, configurations, operations, metrics…):
 * each table is one trie, and the group keeps, for the last texts asked, the text's normalised form and each table's
 * answer once it was asked, so a text is normalised once and read once by each table however its readers interleave
 * their questions (parse asks ten tables about a text and about what is left of it, operationsNamed asks some of them
 * again). A table answers as it would alone: the longest of its terms at each position, Latin terms as whole words, a
 * tiling table passing over its hits.
 */
export function termGroup({ remember = 4 } = {}) {
  const tables: Table[] = [];
  // the texts asked last (as asked), each one's lowered form and its answers by table (undefined: not asked yet)
  const askedTexts: (string | null)[] = new Array<string | null>(remember).fill(null);
  const askedLowered: string[] = new Array<string>(remember).fill("");
  const askedHits: (Hits | undefined)[][] = Array.from({ length: remember }, () => []);
  let nextSlot = 0;

  function ask(k: number, text: string): Hits {
    let s = 0;
    while (s < remember && askedTexts[s] !== text) s++;
    if (s === remember) {
      s = nextSlot;
      nextSlot = (nextSlot + 1) % remember;
      askedTexts[s] = text;
      askedLowered[s] = loweredText(text);
      askedHits[s] = [];
    }
    const hits = askedHits[s] as (Hits | undefined)[];
    return (hits[k] ??= scan(tables[k] as Table, askedLowered[s] as string));
  }

  return {
    /**
     * Adds a table of terms to the group: its finder returns every term of the table in the text, the longest at each
     * position, in order of position (terms starting inside a longer one are found too unless `tiling`).
     */
    table<V>(entries: Iterable<readonly [string, V]>, { tiling = false } = {}): TermFinder<V> {
      const byTerm = new Map<string, V>();
      for (const [term, value] of entries) {
        const t = normaliseText(term).toLowerCase();
        if (t && !byTerm.has(t)) byTerm.set(t, value);
      }
      if (!byTerm.size) return () => EMPTY;
      const k = tables.length;
      tables.push({ byTerm, tiling, trie: null });
      return (text: string) => ask(k, text) as readonly Readonly<TermHit<V>>[];
    },
  };
}

/**
 * A table of terms compiled once into a trie (a group of its own): `find(text)` returns every term of the table in the
 * text, the longest at each position, in order of position (terms starting inside a longer one are found too unless
 * `tiling`). Latin terms match as whole words (not inside `xdd6` or `address`); Japanese terms match anywhere.
 */
export function termTable<V>(entries: Iterable<readonly [string, V]>, { tiling = false } = {}): TermFinder<V> {
  return termGroup({ remember: 1 }).table(entries, { tiling });
}

/**
 * The text as every table reads it, normalised and lower-cased. Readers try several tables (and groups) on one text in
 * turn (operations, metrics, tests, settings): the last text's form is kept for the next one, not made again each time.
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

/** Entries of a `{ key: [terms…] }` section, for termTable. */
export const sectionEntries = <K extends string>(section: Partial<Record<K, string[]>>): [string, K][] =>
  Object.entries(section).flatMap(([key, terms]) => ((terms as string[] | undefined) ?? []).map((t) => [t, key as K] as [string, K]));
