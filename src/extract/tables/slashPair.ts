import { abbreviatedOperation } from "../../grammar/describe.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { accessIn } from "../../normalise/lexicon.ts";
import { parseCellQuantity, parseUnit } from "../../normalise/parseQuantity.ts";
import type { Header } from "./headerConditions.ts";
import { operationOf } from "./tableRoles.ts";
import { unitInText } from "./unitScope.ts";

/** `9.8 / 5.7`, `550/520`, `120 MB/s / 30000 IOPS`: a cell holding two values split by a slash, as its two parts. */
export function slashCell(text: string): [string, string] | null {
  const t = normaliseText(text).replace(/\s+/g, " ").trim();
  const m = /^(\S.*?)\s+\/\s+(\S.*)$/.exec(t) ?? /^([\d.,]+\s*[^\d\s/]*)\/([\d.,]+\s*[^\d\s/]*)$/.exec(t);
  if (!m?.[1] || !m[2]) return null;
  const a = parseCellQuantity(m[1]);
  const b = parseCellQuantity(m[2]);
  if (!a || !b || [a, b].some((q) => (!q.bare && q.kind === "size") || q.kind === "cpu_utilisation")) return null;
  // unspaced, `3/15` and `2024/01` are dates or fractions: only decimals or figures of three digits and more are pairs
  const unspaced = !/\s\/\s/.test(t);
  if (unspaced && !(/\d\.\d/.test(t) || (/^\d{3}/.test(m[1]) && /^\d{3}/.test(m[2])))) return null;
  return [m[1], m[2]];
}

/** A token whose slash belongs to it rather than splitting alternatives: a unit (`MB/s`) or `I/O`. */
const ownsSlash = (token: string) => {
  const around = /([A-Za-z]+)\/([A-Za-z]+)/.exec(token);
  return /^i\/o$/i.test(token) || (around !== null && parseUnit(around[0]) !== null) || /\d\/\d/.test(token);
};
const isTail = (token: string) => /^[(\[].*[)\]]$/.test(token) || parseUnit(token) !== null;
/** `R` / `W` (`Seq R/W`) and `読み` / `書き` (`読み / 書き`) written as alternatives are the operations they abbreviate. */
const spell = (alt: string) => ({ read: "Read", write: "Write" })[abbreviatedOperation(alt) as "read" | "write"] ?? alt;

/**
 * A header naming two alternatives split by a slash (`読み / 書き MB/s`, `Seq. Read/Write (MB/s)`, `MB/s / IOPS`,
 * `Sequential Read / Sequential Write`): the header as it reads for the first value and for the second, with the
 * words around the alternatives kept on both; null when the header has no such slash.
 */
export function slashHeader(text: string): [string, string] | null {
  const tokens = normaliseText(text).replace(/\s+/g, " ").trim().split(" ");
  const at = tokens.findIndex((t) => t === "/");
  if (at > 0 && at < tokens.length - 1) {
    const left = tokens.slice(0, at);
    const right = tokens.slice(at + 1);
    let k = right.length;
    while (k > 1 && isTail(right[k - 1] ?? "")) k--;
    const alt2 = right.slice(0, k);
    const tail = right.slice(k);
    const n = Math.min(alt2.length, left.length);
    const head = left.slice(0, left.length - n);
    const alt1 = left.slice(left.length - n);
    return [[...head, ...alt1.map(spell), ...tail].join(" "), [...head, ...alt2.map(spell), ...tail].join(" ")];
  }
  const i = tokens.findIndex((t) => /^[^/]+\/[^/]+$/.test(t) && !ownsSlash(t));
  const token = tokens[i];
  if (i < 0 || !token) return null;
  const [a = "", b = ""] = token.split("/");
  const join = (alt: string) => [...tokens.slice(0, i), spell(alt), ...tokens.slice(i + 1)].join(" ");
  return [join(a), join(b)];
}

/** The headers as they read for the first and the second value of a slashed cell: the one header with alternatives split. */
export function slashVariants(headers: Header[]): [Header[], Header[]] | null {
  // the two readings must differ in what they name: an operation, an access pattern or a unit
  const says = (t: string) => JSON.stringify([operationOf([t], null), accessIn(t), unitInText(t)?.unit ?? null]);
  const i = headers.findIndex((h) => {
    const alts = slashHeader(h.text);
    return alts !== null && says(alts[0]) !== says(alts[1]);
  });
  const alts = headers[i] ? slashHeader(headers[i].text) : null;
  if (!alts) return null;
  const at = (text: string) => headers.map((h, j) => (j === i ? { ...h, text } : h));
  return [at(alts[0]), at(alts[1])];
}
