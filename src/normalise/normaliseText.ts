/**
 * Text normalisation before matching: NFKC (full-width letters and digits), the dash and colon variants Japanese pages
 * use, and folded white space. Tildes and wave dashes are kept as `〜` so ranges (7〜9倍) survive.
 */
const DASHES = /[\u2010-\u2015\u2212\uff0d\u30fc\u2500\u2501\u2013](?=\s*\d)|(?<=\d)[\u2010-\u2015\u2212\uff0d\u2013]/g;
const TILDES = /[~\u301c\uff5e\u223c]/g;
const QUOTES_SECONDS = /[\u2033\u201d\u301e\uff02]/g;
const QUOTES_MINUTES = /[\u2032\u2019]/g;

import { memoText } from "./memo.ts";


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

/**
 * A block's text is normalised by each reader that looks at it: long texts are kept too, within a budget of characters (a
 * few pages' worth: the repeats are within a page). A normalised text is its own normal form (`normaliseSlow` is
 * idempotent, tests/normalise/normaliseText.test.ts), kept as such: most texts normalised anew were already normal (73 %
 * on the fixture pages), a reader's answer handed to another that normalises what it is given.
 */
const normaliseCached = memoText(normaliseSlow, 4_000, 50_000, 500_000, true);

export function normaliseText(text: string): string {
  // most texts are ASCII, where NFKC changes nothing: only `~` and white space need folding, and no cache pays
  const form = asciiForm(text);
  if (form === PLAIN) return text;
  // (in ASCII the one tilde is `~`: most such texts have none, and skip that pass)
  if (form === OTHER_ASCII) return (text.includes("~") ? text.replace(TILDES, "〜") : text).replace(/\s+/g, " ").trim();
  return normaliseCached(text);
}

const PLAIN = 0;
const OTHER_ASCII = 1;
const NOT_ASCII = 2;

/**
 * PLAIN when the text is words of the characters `!` to `}` with single spaces between them, or nothing
 * (`/^(?:[\x21-\x7d]+(?: [\x21-\x7d]+)*)?$/`), else OTHER_ASCII when it is ASCII (`/^[\x00-\x7f]*$/`), else NOT_ASCII: the
 * two patterns' answers in one look at each character, as most texts are plain and a pattern's call costs more than
 * the loop (`tests/normalise/asciiForm.test.ts` holds it to the patterns).
 */
export function asciiForm(text: string): number {
  let plain = true;
  // (a space first, or right after another, makes the text other than plain, as one last does)
  let afterSpace = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) return NOT_ASCII;
    if (c === 0x20) {
      if (afterSpace) plain = false;
      afterSpace = true;
    } else {
      if (c < 0x21 || c > 0x7d) plain = false;
      afterSpace = false;
    }
  }
  if (text.length > 0 && afterSpace) plain = false;
  return plain ? PLAIN : OTHER_ASCII;
}

/** A word in lower camel case (`totalTime`, `dataThroughput`): two lower-case letters or more, then capitalised parts. */
const LOWER_CAMEL = /(?<![\p{L}\p{N}])[a-z]{2,}(?:[A-Z][a-z]+)+(?![\p{L}\p{N}])/gu;

/**
 * A text with each lower-camel-case word written as its words (`dataThroughput` → `data Throughput`), as a program's
 * field names print them, so a descriptor's words are read in them; names that start with a capital (`InfiniBand`,
 * `TeraStation`) and short prefixes (`iPerf`, `eMMC`, `macOS`) stay as they are.
 */
export function camelWords(text: string): string {
  return /[a-z][A-Z]/.test(text) ? text.replace(LOWER_CAMEL, (w) => w.replace(/(?<=[a-z])(?=[A-Z])/g, " ")) : text;
}
