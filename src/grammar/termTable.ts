import { normaliseText } from "../normalise/normaliseText.ts";
import { escapeRegExp as escape } from "../normalise/escapeRegExp.ts";

/** One term found in a text: the value it stands for, where it starts and how long it is (in the normalised text). */
export interface TermHit<V> {
  value: V;
  term: string;
  index: number;
  length: number;
}

/** Latin terms match as whole words (not inside `xdd6` or `address`); Japanese terms match anywhere. */
function termPattern(term: string): string {
  const t = escape(term);
  return /^[a-z0-9]/i.test(term) ? `(?<![a-z])${t}(?![a-z])` : t;
}

/**
 * A table of terms compiled once into one regex: `find(text)` returns every term of the table in the text, the
 * longest at each position, in order of position (terms starting inside a longer one are found too unless `tiling`).
 */
export function termTable<V>(entries: Iterable<readonly [string, V]>, { tiling = false } = {}): (text: string) => TermHit<V>[] {
  const byTerm = new Map<string, V>();
  for (const [term, value] of entries) {
    const t = normaliseText(term).toLowerCase();
    if (t && !byTerm.has(t)) byTerm.set(t, value);
  }
  const terms = [...byTerm.keys()].sort((a, b) => b.length - a.length);
  if (!terms.length) return () => [];
  const body = terms.map(termPattern).join("|");
  const re = new RegExp(tiling ? `(${body})` : `(?=(${body}))`, "giu");
  return (text: string) => {
    const t = normaliseText(text).toLowerCase();
    const out: TermHit<V>[] = [];
    for (const m of t.matchAll(re)) {
      const term = m[1] ?? "";
      const value = byTerm.get(term);
      if (value !== undefined) out.push({ value, term, index: m.index ?? 0, length: term.length });
    }
    return out;
  };
}

/** Entries of a `{ key: [terms…] }` section, for termTable. */
export const sectionEntries = <K extends string>(section: Partial<Record<K, string[]>>): [string, K][] =>
  Object.entries(section).flatMap(([key, terms]) => ((terms as string[] | undefined) ?? []).map((t) => [t, key as K] as [string, K]));
