import { abbreviatedOperation } from "../../grammar/describe.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseCellQuantity, parseUnit } from "../../normalise/parseQuantity.ts";

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

/**
 * A token whose slash belongs to it rather than splitting alternatives: a unit (`MB/s`) or `I/O`. The unit must be the
 * whole of the slashed words: `min/avg/max/mdev` opens with minutes but is a list of statistics.
 */
const ownsSlash = (token: string) => {
  const around = /([A-Za-z]+)\/([A-Za-z]+)/.exec(token);
  return /^i\/o$/i.test(token) || (around !== null && parseUnit(around[0])?.unit === around[0]) || /\d\/\d/.test(token);
};
const isTail = (token: string) => /^[(\[].*[)\]]$/.test(token) || parseUnit(token) !== null;

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
 * `0.1/0.5/2.3 ms`, `3500 / 3000 MB/s`: a unit printed after the last value only is the unit of the bare values before
 * it; a list whose values print their own units (`120 MB/s / 30000 IOPS`) or none (`667/1018`) stays as it is.
 */
function unitOverAll(parts: (string | null)[]): (string | null)[] {
  const last = parts[parts.length - 1];
  const unit = last ? TRAILING_UNIT.exec(last) : null;
  if (!unit?.[2] || !parseUnit(unit[2].trim())) return parts;
  const before = parts.slice(0, -1);
  if (!before.every((p) => p === null || parseCellQuantity(p)?.bare)) return parts;
  return [...before.map((p) => (p === null ? null : `${p} ${unit[2]!.trim()}`)), last ?? null];
}

/** `46.21/`: a value list whose last side was left empty; `100/200 MB/s`: one unit after the last value, for all of them. */
const TRAILING_UNIT = /^(.*?\d)\s*([^\d\s/()[\]][^\d]{0,15})$/;

/**
 * The values of a slashed list after a label (`667/1018`, `65.4MiB/s / 47.4MiB/s`, `46.21/`, `100/200 MB/s`), each with
 * its unit where the list gives one after its last value (null for a side printed empty or as a dash), or null.
 */
export function slashValues(text: string): (string | null)[] | null {
  const t = normaliseText(text).trim().replace(/[.。,;、]$/, "").trim();
  if (!t.includes("/")) return null;
  const parts = slashCell(t.replace(/\s*\/\s*$/, " / -"));
  if (parts) return unitOverAll(parts);
  const unit = TRAILING_UNIT.exec(t);
  if (!unit?.[1] || !unit[2] || !parseUnit(unit[2])) return null;
  return slashCell(unit[1])?.map((p) => (p === null ? null : `${p} ${unit[2]}`)) ?? null;
}
