import { memoText } from "../../normalise/memo.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { alt, partTerms, withoutMarks } from "./partTerms.ts";

const KATAKANA_FAMILIES = Object.fromEntries(Object.entries(partTerms.katakana_cpu_families).filter(([k]) => !k.startsWith("_")));
const KATAKANA_RE = new RegExp(`(${alt(Object.keys(KATAKANA_FAMILIES))})\\s*`, "g");
/**
 * A size with its unit spelled out (`8GByte`, `1TByte`, `32Gbyteのメモリ`, `4 GBytes`): Japanese and older English writing
 * spell the unit so; it is the same size as `8GB`.
 */
const BYTE_UNIT = /(\d)\s*([KMGTkmgt])(i?)[Bb]ytes?(?![A-Za-z])/g;

/** A decimal comma in a size or clock (`RAM: 7,5G`, `2,4 GHz`): one or two figures after it, where a thousands comma has three. */
const DECIMAL_COMMA = /(?<![\d.,])(\d{1,4}),(\d{1,2})(?![\d,])(?=\s*[KMGT](?:i?B|Hz)?(?![A-Za-z]))/g;

/** A thousands comma in a size (`1,024 MB`, `16,384MB`): the figures are one number. */
const THOUSANDS_COMMA = /(?<![\d.,])(\d{1,3})((?:,\d{3})+)(?![\d,])(?=\s*[KMGT]i?B(?![A-Za-z]))/g;

/** A web address, with its scheme or a host and a path (`pic.twitter.com/bNYD8N7boO`): the names inside it (`wiki.archlinux.jp`, `/ubuntu-22.04/`) are no parts. */
const ADDRESS = /\b(?:https?|ftp):\/\/[^\s"'<>（）「」]+|\bwww\.[^\s"'<>（）「」]+|(?<![\w.@-])(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|info|jp|co\.jp|ne\.jp)\/[^\s"'<>（）「」]*/gi;

/**
 * The text a part is read from: normalised, trademark marks and web addresses blanked, sizes in `GByte` written `GB`, a decimal comma
 * written as a point and a thousands comma dropped, processor families
 * in katakana (`ペンティアム4`, `セレロン`) in their Latin names. Positions are those of the returned text.
 */
export const partText = memoText(function partText(text: string): string {
  return withoutMarks(normaliseText(text))
    .replace(ADDRESS, (m) => " ".repeat(m.length))
    .replace(BYTE_UNIT, (_m, d: string, p: string, i: string) => `${d}${p.toUpperCase()}${i}B`)
    .replace(DECIMAL_COMMA, "$1.$2")
    .replace(THOUSANDS_COMMA, (_m, a: string, rest: string) => `${a}${rest.replace(/,/g, "")}`)
    .replace(KATAKANA_RE, (_m, k: string) => `${KATAKANA_FAMILIES[k]} `);
}, 4_000, 50_000, 500_000);
