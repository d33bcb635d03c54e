import { abbreviatedOperation, describe, statedDirection } from "../../grammar/describe.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { accessIn } from "../../normalise/lexicon.ts";
import { parseCellQuantity, parseUnit } from "../../normalise/parseQuantity.ts";
import type { Header } from "./headerConditions.ts";
import { operationOf } from "./tableRoles.ts";
import { unitDeclarations, unitInText } from "./unitScope.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";

const MISSING_PART = /^(?:-+|—+|―+|–+|n\/?a)$/i;
const UNSPACED_PART = /^[~〜約]?[\d.,]+\s*[kKmM]?[^\d\s/]*$/;

/**
 * `9.8 / 5.7`, `550/520`, `120 MB/s / 30000 IOPS`, `107 / 249 / 582`, `1.1 / —`: a cell holding several values split by
 * slashes, as its parts in order (null for a part printed as missing), or null. At least one part is a value and each
 * other part a value or a dash; which part is which is for a header of the same arity to say (`slashVariants`).
 */
export function slashCell(text: string): (string | null)[] | null {
  const t = normaliseText(text).replace(/\s+/g, " ").trim();
  const spaced = /\s\/\s/.test(t);
  const parts = spaced ? t.split(/\s+\/\s+/) : t.split("/");
  if (parts.length < 2 || parts.some((p) => !p)) return null;
  // unspaced, `3/15` and `2024/01` are dates or fractions: only decimals or figures of three digits and more are pairs
  if (!spaced && !(parts.every((p) => UNSPACED_PART.test(p)) && (/\d\.\d/.test(t) || parts.every((p) => /^\d{3}/.test(p))))) return null;
  const read = parts.map((p) => (MISSING_PART.test(p) ? null : p));
  for (const p of read) {
    if (p === null) continue;
    const q = parseCellQuantity(p);
    if (!q || (!q.bare && q.kind === "size") || q.kind === "cpu_utilisation") return null;
  }
  return read.some((p) => p !== null) ? read : null;
}

/** A token whose slash belongs to it rather than splitting alternatives: a unit (`MB/s`) or `I/O`. */
const ownsSlash = (token: string) => {
  const around = /([A-Za-z]+)\/([A-Za-z]+)/.exec(token);
  return /^i\/o$/i.test(token) || (around !== null && parseUnit(around[0]) !== null) || /\d\/\d/.test(token);
};
const isTail = (token: string) => /^[(\[].*[)\]]$/.test(token) || parseUnit(token) !== null;
/** What a header or legend side names that tells one part of a slashed cell from another: operation, direction, access, unit, statistic. */
const says = (t: string) => JSON.stringify([operationOf([t], null), statedDirection(t), accessIn(t), unitInText(t)?.unit ?? null, describe(t).statistic]);
const SAYS_NOTHING = says("");

/** `R` / `W` (`Seq R/W`) and `読み` / `書き` (`読み / 書き`) written as alternatives are the operations they abbreviate. */
const spell = (alt: string) => ({ read: "Read", write: "Write" })[abbreviatedOperation(alt) as "read" | "write"] ?? alt;

/**
 * A header naming alternatives split by slashes (`読み / 書き MB/s`, `Seq. Read/Write (MB/s)`, `MB/s / IOPS`,
 * `Sequential Read / Sequential Write`, `p95 / p99 / max (ms)`): the header as it reads for each value in turn, with the
 * words around the alternatives kept on all; null when the header has no such slash.
 */
export function slashHeader(text: string): string[] | null {
  const tokens = normaliseText(text).replace(/\s+/g, " ").trim().split(" ");
  const groups: string[][] = [[]];
  for (const t of tokens) {
    if (t === "/") groups.push([]);
    else groups[groups.length - 1]!.push(t);
  }
  if (groups.length > 1 && groups.every((g) => g.length > 0)) {
    const first = groups[0]!;
    const last = groups[groups.length - 1]!;
    const middle = groups.slice(1, -1);
    // the alternatives between the first and the last slash say how many words one alternative has
    const width = middle[0]?.length;
    if (width !== undefined && middle.some((g) => g.length !== width)) return null;
    let k = width ?? last.length;
    if (width === undefined) while (k > 1 && isTail(last[k - 1] ?? "")) k--;
    if (k > last.length) return null;
    const tail = last.slice(k);
    const n = Math.min(k, first.length);
    const head = first.slice(0, first.length - n);
    const alts = [first.slice(first.length - n), ...middle, last.slice(0, k)];
    return alts.map((alt) => [...head, ...alt.map(spell), ...tail].join(" "));
  }
  // `read/write/mixed`: a token of two or more words parted by single slashes
  const i = tokens.findIndex((t) => t.includes("/") && t.split("/").every(Boolean) && !ownsSlash(t));
  const token = tokens[i];
  if (i < 0 || !token) return null;
  const join = (alt: string) => [...tokens.slice(0, i), spell(alt), ...tokens.slice(i + 1)].join(" ");
  return token.split("/").map(join);
}

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
  const candidates = [...(t.length <= 30 ? [t] : []), ...(own ? [...t.matchAll(BRACKETED)].map((m) => m[1] ?? "") : [])];
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
