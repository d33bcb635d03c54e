/** A unit written in Japanese words that was rewritten to its Latin form, with where the Latin form now stands. */
export interface UnitRewrite {
  at: number;
  length: number;
  written: string;
}

const PREFIX: Record<string, string> = { キロ: "K", メガ: "M", ギガ: "G", テラ: "T", k: "K", K: "K", M: "M", G: "G", T: "T" };
const TIME: Record<string, string> = { マイクロ秒: "us", ミリ秒: "ms", ナノ秒: "ns" };
/** `Gビット/秒`, `メガビット毎秒`, `キロバイト/秒`, `マイクロ秒`, `ミリ秒` (after NFKC, so full-width letters are Latin). */
const JA_UNIT = /(キロ|メガ|ギガ|テラ|[kKMGT])?(ビット|バイト)\s*(?:\/\s*|毎)秒|マイクロ秒|ミリ秒|ナノ秒/g;

/**
 * Rewrites Japanese unit words to the Latin units the quantity grammar reads (`5.47Gビット/秒` → `5.47Gbit/s`,
 * `541マイクロ秒` → `541us`), and lists each rewrite so the unit can be reported as it was written.
 */
export function latinUnits(text: string): { text: string; rewrites: UnitRewrite[] } {
  const rewrites: UnitRewrite[] = [];
  let shift = 0;
  const out = text.replace(JA_UNIT, (m: string, prefix: string | undefined, word: string | undefined, offset: number) => {
    const latin = TIME[m] ?? `${prefix ? (PREFIX[prefix] ?? "") : ""}${word === "ビット" ? "bit/s" : "B/s"}`;
    rewrites.push({ at: offset + shift, length: latin.length, written: m });
    shift += latin.length - m.length;
    return latin;
  });
  return { text: out, rewrites };
}

/** The unit as the page wrote it, for a unit found at [start, end) of the rewritten text. */
export function writtenUnit(unit: string, start: number, end: number, rewrites: UnitRewrite[]): string {
  const r = rewrites.find((x) => x.at >= start && x.at < end);
  return r ? r.written : unit;
}
