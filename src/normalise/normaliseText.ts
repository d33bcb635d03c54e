/**
 * Text normalisation before matching: NFKC (full-width letters and digits), the dash and colon variants Japanese pages
 * use, and folded white space. Tildes and wave dashes are kept as `〜` so ranges (7〜9倍) survive.
 */
const DASHES = /[\u2010-\u2015\u2212\uff0d\u30fc\u2500\u2501\u2013](?=\s*\d)|(?<=\d)[\u2010-\u2015\u2212\uff0d\u2013]/g;
const TILDES = /[~\u301c\uff5e\u223c]/g;
const QUOTES_SECONDS = /[\u2033\u201d\u301e\uff02]/g;
const QUOTES_MINUTES = /[\u2032\u2019]/g;

import { memoText } from "./memo.ts";

export const normaliseText = memoText(function normaliseText(text: string): string {
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
});
