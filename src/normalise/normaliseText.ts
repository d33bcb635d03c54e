/**
 * Text normalisation before matching: NFKC (full-width letters and digits), the dash and colon variants Japanese pages
 * use, and folded white space. Tildes and wave dashes are kept as `〜` so ranges (7〜9倍) survive.
 */
const DASHES = /[\u2010-\u2015\u2212\uff0d\u30fc\u2500\u2501\u2013](?=\s*\d)|(?<=\d)[\u2010-\u2015\u2212\uff0d\u2013]/g;
const TILDES = /[~\u301c\uff5e\u223c]/g;
const QUOTES_SECONDS = /[\u2033\u201d\u301e\uff02]/g;
const QUOTES_MINUTES = /[\u2032\u2019]/g;

import { memoText } from "./memo.ts";

const PLAIN_ASCII = /^(?:[\x21-\x7d]+(?: [\x21-\x7d]+)*)?$/;
const ASCII = /^[\x00-\x7f]*$/;

/** The full normalisation, for any text (exported for the test that the ASCII fast path agrees with it). */
export function normaliseSlow(text: string): string {
  return text
    .replace(TILDES, "\u301c")
    // before NFKC, which turns ″ into two primes
    .replace(QUOTES_SECONDS, '"')
    .replace(QUOTES_MINUTES, "'")
    .normalize("NFKC")
    .replace(/\u301c|~/g, "〜")
    .replace(DASHES, "-")
    .replace(/[：]/g, ":")
    .replace(/[\s\u00a0\u3000]+/g, " ")
    .trim();
}

/** A block's text is normalised by each reader that looks at it: long texts are kept too, within a budget of characters (a few pages' worth: the repeats are within a page). */
const normaliseCached = memoText(normaliseSlow, 4_000, 50_000, 500_000);

/**
 * The characters no step of `normaliseSlow` changes, alone or beside any other of them: printable ASCII but `~`, the
 * kana, the common kanji, Japanese brackets and full stops, `〜` (already the tilde's form), arrows, `×`, `·`, `°`, `※`,
 * the usual bullets and marks. None of them composes with a neighbour under NFKC (no combining marks). `ー` is one too
 * unless a digit follows it (then it is a minus: DASHES), and a space unless it is doubled or at either end.
 */
const STABLE = new Uint8Array(0x10000);
for (const [from, to] of [
  [0x21, 0x7d], [0xb0, 0xb0], [0xb7, 0xb7], [0xd7, 0xd7], [0x2022, 0x2022], [0x203b, 0x203b], [0x2190, 0x2193], [0x25a0, 0x25a1],
  [0x25cb, 0x25cb], [0x25cf, 0x25cf], [0x2605, 0x2605], [0x3001, 0x3002], [0x3005, 0x3005], [0x3008, 0x300f], [0x3010, 0x3011],
  [0x301c, 0x301c], [0x3041, 0x3096], [0x30a1, 0x30fc], [0x4e00, 0x9fff],
] as const)
  STABLE.fill(1, from, to + 1);
const SPACE = 0x20;
const LONG_MARK = 0x30fc;

/** Whether `normaliseSlow` would give the text back unchanged, by one pass over its characters (no normalising, no cache lookup). */
export function isNormalised(text: string): boolean {
  const last = text.length - 1;
  for (let i = 0; i <= last; i++) {
    const c = text.charCodeAt(i);
    if (c === SPACE) {
      if (i === 0 || i === last || text.charCodeAt(i + 1) === SPACE) return false;
    } else if (!STABLE[c]) return false;
    else if (c === LONG_MARK && i < last) {
      const next = text.charCodeAt(i + 1);
      if (next === SPACE || (next >= 0x30 && next <= 0x39)) return false;
    }
  }
  return true;
}

export function normaliseText(text: string): string {
  // most texts are ASCII, where NFKC changes nothing: only `~` and white space need folding, and no cache pays
  if (PLAIN_ASCII.test(text)) return text;
  if (ASCII.test(text)) return text.replace(TILDES, "〜").replace(/\s+/g, " ").trim();
  // most Japanese texts (kana, kanji, ASCII) are already in normal form: one pass says so, cheaper than the cache's hashing
  if (isNormalised(text)) return text;
  return normaliseCached(text);
}
