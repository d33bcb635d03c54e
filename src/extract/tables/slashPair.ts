import { describe, statedDirection } from "../../grammar/describe.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { accessIn } from "../../normalise/lexicon.ts";
import type { Header } from "./headerConditions.ts";
import { operationOf } from "./tableRoles.ts";
import { unitDeclarations, unitInText } from "./unitScope.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { slashHeader } from "../structure/slashLists.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** What a header or legend side names that tells one part of a slashed cell from another: operation, direction, access, unit, statistic. */
const says = (t: string) => JSON.stringify([operationOf([t], null), statedDirection(t), accessIn(t), unitInText(t)?.unit ?? null, describe(t).statistic]);
const SAYS_NOTHING = says("");


/**
 * The headers as they read for each value of a slashed cell of `arity` parts: the one header whose alternatives are as
 * many and differ in what they name (an operation, an access pattern, a unit or a statistic), split; null otherwise.
 */
export function slashVariants(headers: Header[], arity: number): Header[][] | null {
  for (let i = 0; i < headers.length; i++) {
    const alts = slashHeader(headers[i]!.text);
    if (!alts || alts.length !== arity || new Set(alts.map(says)).size !== arity) continue;
    return alts.map((text) => headers.map((h, j) => (j === i ? { ...h, text } : h)));
  }
  return null;
}

/** `左がダウンロード速度、右がアップロード速度`, `left: read, right: write`: a legend naming the sides of a two-part cell by position. */
const words = (list: string[]) => [...list].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
const side = (names: string[]) => new RegExp(`(?:^|[\\s(（、,，;；/])(?:${words(names)})\\s*(?:${words(unitDeclarations.legend_joins)})\\s*([^、,，;；/／)）]+)`, "i");
const LEFT_SIDE = side(unitDeclarations.legend_left);
const RIGHT_SIDE = side(unitDeclarations.legend_right);
/** A bracketed clause (`(DL/UL)`, `（下り/上り）`): alternatives a header, caption or legend line gives in brackets. */
const BRACKETED = /[(（]([^()（）]{1,40})[)）]/g;

/**
 * The sides one legend text names, in the cell's order: by position (left, right) or as slashed alternatives; null when none.
 * Slashed alternatives in a bracketed clause of a longer line count only in the table's own texts (caption, corner, note
 * rows): a sentence around the table that mentions `(read/write)` in passing is about something else.
 */
function sidesIn(text: string, own: boolean): string[] | null {
  const t = normaliseText(text).replace(/\s+/g, " ").trim();
  const left = LEFT_SIDE.exec(t)?.[1]?.trim();
  const right = RIGHT_SIDE.exec(t)?.[1]?.trim();
  if (left && right) return [left, right];
  // a whole short line (`Down / Up`, `read/write (MB/s)`) or a bracketed clause in a longer one of the table's own
  const candidates = [...(t.length <= 30 ? [t] : []), ...(own ? [...allMatches(t, BRACKETED)].map((m) => m[1] ?? "") : [])];
  for (const c of candidates) {
    const alts = slashHeader(c);
    if (alts && alts.length >= 2) return alts;
  }
  return null;
}

/**
 * The sides of a slashed cell a legend in the table's scope names (a caption, corner or note row of its own, the line over
 * the table, the first lines under it:
 * `(左がダウンロード速度、右がアップロード速度 / 単位はMbit/s)`, `速度 (下り/上り)`): the first legend whose sides are as many
 * as the cell's parts, each naming something the grammar reads and no two the same; null otherwise. A legend of another
 * number of sides, or sides the grammar does not read, says nothing of this cell (it stays refused).
 */
export function legendSides(legends: readonly { text: string; own: boolean }[], arity: number): string[] | null {
  for (const { text, own } of legends) {
    const sides = sidesIn(text, own);
    if (!sides || sides.length !== arity) continue;
    const named = sides.map(says);
    if (named.some((x) => x === SAYS_NOTHING) || new Set(named).size !== arity) continue;
    return sides;
  }
  return null;
}
