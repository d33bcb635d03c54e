import { isRefusal, parseUnitText } from "../../normalise/readQuantity.ts";
import { lexicon } from "../../normalise/lexicon.ts";
import { alternation } from "../decision/decisionWords.ts";

/** The text between a figure and the next: an arrow alone, perhaps with the next figure's approximation (`約84分 → 約53分`). */
const CHANGE_ARROW_TO = new RegExp(`^\\s*(?:→|⇒|-+>+|=+>)\\s*(?:${alternation(lexicon.prose.approximate_before)})?\\s*$`, "i");

/** `0.411→1.107 Mbps`: a bare figure and an arrow right before a figure, the unit written once after the second. */
const CHANGE_ARROW_BARE = /(?<![\d.,:/])\d[\d,]*(?:\.\d+)?\s*(?:→|⇒|-+>+|=+>)\s*$/;

/**
 * `1,081 → 1,296 MiB/s`, `210mb/s ->> 70mb/s`: the text before a figure ends in an arrow from a bare figure, or is only
 * an arrow from a figure of the same kind that is not the same value in another unit (`sameKind`): a change, not arithmetic.
 */
export const arrowChange = (segment: string, sameKind: boolean): boolean => CHANGE_ARROW_BARE.test(segment) || (sameKind && CHANGE_ARROW_TO.test(segment));

/**
 * `3,330s → 1,887s`, `55.4 MB/s → 865 KB/s`: the figure before an arrow to a figure of the same kind (not the same value
 * in another unit, `sameKind`) is the level a change started from, measured as much as the one it reached.
 */
export const changesTo = (between: string, sameKind: boolean): boolean => sameKind && CHANGE_ARROW_TO.test(between);

/**
 * `au=下り:9.37Mbps`, `write speed = 120.5 MB/s`: an `=` after a label (words, no figure or sum before it in its clause)
 * with nothing after it but the value, or a short label and its colon, names the value; any other `=` is arithmetic.
 */
export const labelEquals = (segment: string): boolean => {
  const at = segment.search(/[=＝][^=＝]*$/);
  if (at <= 0) return false;
  // `アンテナ=4本/下り=`: a slash before a label that is no unit (`/s`, `/sec` are) parts two `label=value` pairs
  const clause = (segment.slice(0, at).split(/[、。,，;；:：]/).pop() ?? "").split("/").reduce((kept, part) => (/^\s*\p{L}/u.test(part) && isRefusal(parseUnitText(part.trim())) ? part : `${kept}/${part}`));
  return /\p{L}\s*$/u.test(clause) && !/\d|[+×*÷]|\s-\s/.test(clause) && /^\s*(?:\p{L}{1,6}\s*[:：]\s*)?$/u.test(segment.slice(at + 1));
};
