import { regExpOf } from "../../normalise/regExpOf.ts";
import { withoutNonOperations } from "../../grammar/describe.ts";
import type { Operation } from "../../model/vocabulary.ts";
import { findQuantities } from "../../normalise/parseQuantity.ts";
import { accessIn, lexicon, termFinder, toolsIn } from "../../normalise/lexicon.ts";
import { isRefusal, parseUnitText } from "../../normalise/readQuantity.ts";
import { wordDurations } from "./wordDurations.ts";
import { compoundDurations } from "../../normalise/parseDuration.ts";
import { READ_OR_WRITE, isComparison, namesBoth, operationsListed, statesSpec } from "./proseTerms.ts";
import { appendAll } from "../../appendAll.ts";
import { unitTable } from "../../normalise/unitTable.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** The pieces one sentence is read into: its quantities, the subjects and operations named before each, lists and pairs. */
export interface Found {
  index: number;
  end: number;
  kind: string;
  value: number;
  unit: string;
  valueSi: number | null;
  note: string | null;
}

/** `1分50秒`, `3 min 12 s`, `1:02:03`: one duration, where the unit grammar alone sees two numbers. */
const COMPOUND = /(\d+)\s*分\s*(\d+(?:\.\d+)?)\s*秒|(\d+)\s*min(?:utes?|s)?\s*(\d+(?:\.\d+)?)\s*s(?:ec(?:onds?|s)?)?(?![a-z])|(?<![\d:])(\d+):(\d{2}):(\d{2})(?![\d:])|(?<![\d:.])(\d{1,2}):(\d{2})(?![\d:])/gi;
const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, single: 1 };
const STREAMS = /(?:(\d+)\s*本|(\d+|one|two|three|four|five|six|seven|eight|nine|ten|single)\s+(?:parallel\s+)?(?:(?:TCP|UDP)\s+)?(?:streams?|connections?)|-P\s*(\d+))/i;
export const KANA = /[\u3040-\u30ff]/;
/** A command written in lower case as the subject in Japanese text (`scpが`, `rsyncは`, `ascpで`); not the lower-case word of a name (`IIJ mioが`). */
const COMMAND_SUBJECT = /(?<![A-Za-z0-9_.\/-])(?<![A-Za-z0-9] )([a-z][a-z0-9+]{1,15})\s*(?:が|は|で|を使)/g;

/** Ethernet's standard rates (Mb/s or Gb/s): listed as alternatives (`10/100/1000Mbps`, `1/2.5/5/10 Gbps`) they are a port's speeds. */
const ETHERNET_RATES = new Set([1, 2.5, 5, 10, 25, 40, 50, 100, 200, 400, 1000]);
const BIT_RATE = /b(?:ps|its?\/s|\/s)|ビット/i;

/** The value ends a slash list of rising standard link rates in bits per second: the speeds a port supports, not a result. */
export function endsRateList(segment: string, q: Found): boolean {
  const list = /((?:\d+(?:\.\d+)?\s*\/\s*)+)$/.exec(segment)?.[1];
  if (!list || !BIT_RATE.test(q.unit)) return false;
  const rates = [...allMatches(list, /\d+(?:\.\d+)?/g)].map((x) => Number(x[0])).concat(q.value);
  return rates.every((r, i) => ETHERNET_RATES.has(r) && (i === 0 || r > (rates[i - 1] ?? Infinity)));
}

/** A case word without the particle that ends it (`送信/受信は` → `受信`, `負荷で` → `負荷`). */
const withoutParticle = (x: string): string => x.replace(/(?:では|で|は|が|に|の|を)$/, "");

/** `なし／負荷で`, `1.08/1.34 秒`: the last list of `n` cases or figures parted by slashes in a text, its particles cut, or null. */
function parallelList(text: string, n: number): string[] | null {
  const lists = [...allMatches(text, regExpOf(`(?<![^\\s、。,，(（])[^\\s、。,，/／]+(?:[/／][^\\s、。,，/／]+){${n - 1}}(?![/／])`, "g"))];
  const last = lists.pop()?.[0];
  return last ? last.split(/[/／]/).map(withoutParticle) : null;
}

/**
 * `Read/write: 550/520 MB/s`, `リード/ライトは550/520MB/s`: bare numbers before the value share its unit, one per operation
 * the words before them list in order; where they name one operation or none, the figures are read only as the
 * respective values of a list of as many cases or figures before them (`負荷なし／ありで0.497／0.494 Mbps`, `約 1.08/1.34
 * 秒、つまり約 62/50 Mbps`), each of the sentence's operation (`op` null). Null when no such list precedes the value;
 * `[]` when the figures pair with nothing (`5／20 Mbps を実施していない`: rates set, not measured).
 */
export function slashPairs(segment: string, q: Found, sofar = segment): { value: number; op: Operation | null; case?: string; run?: number }[] | null {
  const list = /((?:(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*[kK]?\s*[\/／]\s*)+)$/.exec(segment);
  if (!list?.[1]) return null;
  // `332k/224k IOPS`: each figure's own multiplier, as the last one's was read by the unit grammar
  const values = [...allMatches(list[1], /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*([kK]?)/g)].map((x) => Number((x[1] ?? "").replace(/,/g, "")) * (x[2] ? 1000 : 1)).concat(q.value);
  // `1/2 GB/s`, `3/4 Gbps`: a fraction of the unit, not two values
  if (values.length === 2 && values.every(Number.isInteger) && (values[0] ?? 0) < (values[1] ?? 0) && (values[1] ?? 0) <= 16) return [];
  const clause = lastClause(segment.slice(0, list.index));
  // `Read/write:` is one term for mixed I/O as a whole, but each side of its slash names one operation here
  const sides = clause.split("/").map((x) => operationsListed(x));
  const ops = sides.length === values.length && sides.every((o) => o.length === 1) ? sides.flat() : operationsListed(clause);
  // `送信/受信は 941/938Mbps`: two words of one operation (a transfer each way) name two cases of it, not two operations
  if (ops.length === values.length && sides.length === values.length && new Set(ops).size === 1 && values.length > 1) {
    const words = clause.split("/").map((x) => withoutParticle(x.trim()));
    return values.map((value, k) => ({ value, op: ops[0] as Operation, case: words[k] ?? "" }));
  }
  if (ops.length === values.length) return values.map((value, k) => ({ value, op: ops[k] as Operation }));
  const cases = ops.length <= 1 ? parallelList(sofar.slice(0, sofar.length - list[0].length), values.length) : null;
  if (!cases) return [];
  // a list of figures before (`1.08/1.34 秒`) numbers the runs; a list of words names each value's case
  const runs = cases.every((c) => /^[\d.,]+$/.test(c));
  return values.map((value, k) => (runs ? { value, op: null, run: k + 1 } : { value, op: null, case: cases[k] ?? "" }));
}

/** The operations, in order, of the last slash-joined list of operation words in a text (`Random Read/Write IOPS:` → read, write), or null. */
export function slashSides(text: string): Operation[] | null {
  let sides: Operation[] | null = null;
  // `Read/Write`, `リード/ライト`: a word of slash-joined parts, each naming one operation, all different
  for (const word of text.split(/[\s:：,、。()（）]/)) {
    if (!/[\/／]/.test(word) || /\d/.test(word)) continue;
    const ops = word.split(/[\/／]/).map((x) => operationsListed(x));
    if (ops.every((o) => o.length === 1) && new Set(ops.flat()).size === ops.length) sides = ops.flat();
  }
  return sides;
}

/** A rate in bits (`Gbps`, `Mbit/s`, `Mビット/秒`), read by the unit grammar: a network's. */
export const inBits = (unit: string): boolean => {
  const u = parseUnitText(unit);
  return !isRefusal(u) && u.dimension === "throughput" && u.factor < 1;
};

/** `in sequential reads and writes`, `read & write`: two operation words after a value, each perhaps after an access word (or `4k`). */
const TWO_SIDES_AFTER = new RegExp(`^\\s*(?:(?:in|for|on|during|of)\\s+)?(?:the\\s+)?(?:([a-z0-9.]+)\\s+)?(?:${READ_OR_WRITE})\\s*(?:and|&|\\/)\\s*(?:([a-z]+)\\s+)?(?:${READ_OR_WRITE})(?![a-z])`, "i");
/** The words after a value that give it to both operations (`268MB/s sequential read and write`), or undefined. */
export function bothOperationsAfter(after: string): string | undefined {
  const m = TWO_SIDES_AFTER.exec(after);
  const qualifies = (w: string | undefined, size: boolean) => w === undefined || accessIn(w) !== null || (size && /^4k$/i.test(w));
  return m && qualifies(m[1], true) && qualifies(m[2], false) ? m[0] : undefined;
}

/** `IOPS performance of 550 read / 480 write`: the unit named once before bare figures that each name their operation. */
const UNIT_FIRST = new RegExp(`(?<![A-Za-z])(IOPS|[KMG]i?B\\/s|[KMG]bps)(?![A-Za-z])[^\\d.;。:]{0,30}?((?:\\d[\\d,.]*\\s*k?\\s+(?:${READ_OR_WRITE})\\s*(?:\\/|,|and)\\s*)+\\d[\\d,.]*\\s*k?\\s+(?:${READ_OR_WRITE}))(?![a-z])`, "gi");
const FIGURE_BEFORE_OPERATION = new RegExp(`(\\d[\\d,.]*)\\s*(k?)(?=\\s+(?:${READ_OR_WRITE}))`, "gi");

function unitFirstValues(text: string, found: Found[]): Found[] {
  const out: Found[] = [];
  for (const m of allMatches(text, UNIT_FIRST)) {
    const start = (m.index ?? 0) + m[0].length - (m[2]?.length ?? 0);
    for (const n of allMatches(m[2] ?? "", FIGURE_BEFORE_OPERATION)) {
      const index = start + (n.index ?? 0);
      const end = index + n[0].length;
      if (found.some((f) => index < f.end && end > f.index)) continue;
      const q = findQuantities(`${(n[1] ?? "").replace(/,/g, "")}${n[2] ?? ""} ${m[1]}`).find((x) => !x.bare);
      if (q) out.push({ index, end, kind: q.kind, value: q.value, unit: q.unit, valueSi: q.valueSi, note: `unit written once before the figures: ${m[1]}` });
    }
  }
  return out;
}

/** `83.9k and 84.2k IOPS`, `54, 56 and 54 MB/s`: bare figures listed right before one with a unit, each with its own multiplier. */
const LIST_MEMBER_SRC = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(?:[kKmM](?![a-zA-Z])|\s(?:million|thousand)(?![a-z]))?`;
const LISTED_BEFORE = new RegExp(String.raw`(?<![\w.,])(?:${LIST_MEMBER_SRC}\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*))+$`, "i");

function listedBefore(text: string, found: Found[]): Found[] {
  const out: Found[] = [];
  for (const q of found) {
    if (q.kind !== "iops" && q.kind !== "throughput") continue;
    const before = text.slice(0, q.index);
    const m = LISTED_BEFORE.exec(before);
    // `between 2 and 4 GB/s`, `from 54 to 60`: a range, not a list
    if (!m || /(?:between|from)\s*$/i.test(before.slice(0, m.index))) continue;
    const multiplied = q.note?.startsWith("written ") === true;
    for (const n of allMatches(m[0], regExpOf(LIST_MEMBER_SRC, "gi"))) {
      const index = m.index + (n.index ?? 0);
      const end = index + n[0].length;
      if (found.some((f) => index < f.end && end > f.index && f.unit)) continue;
      const own = /([kKmM]|million|thousand)\s*$/i.exec(n[0])?.[1]?.toLowerCase();
      const value = Number(n[0].replace(/[^\d.]/g, "")) * (own ? (unitTable.counts[own] ?? 1) : 1);
      // `83.9 and 84.2k IOPS`: a multiplier on the last figure alone does not say whether the first has one
      if (!own && (multiplied || q.value >= 100 * value)) continue;
      // `at 4k, 210.5 MB/s`: a multiplied figure before a rate is a block size or a count; rates are not listed as `1.2k`
      if (own && q.kind === "throughput") continue;
      const scale = q.valueSi !== null && q.value !== 0 ? q.valueSi / q.value : null;
      out.push({ index, end, kind: q.kind, value, unit: q.unit, valueSi: scale === null ? null : value * scale, note: `unit written once after the figures: ${q.unit}` });
    }
  }
  return out;
}

export function quantitiesOf(text: string): Found[] {
  const found: Found[] = [];
  // `1時間30分`, `6分38秒37`, `3196m20.040s`, `1'23"`: one duration written in parts (the unit grammar alone sees several numbers)
  for (const c of compoundDurations(text)) found.push({ index: c.index, end: c.end, kind: "duration", value: c.seconds, unit: "s", valueSi: c.seconds, note: `written ${c.written}` });
  for (const m of allMatches(text, COMPOUND)) {
    if (found.some((f) => (m.index ?? 0) < f.end && (m.index ?? 0) + m[0].length > f.index)) continue;
    const s = m[1] !== undefined ? Number(m[1]) * 60 + Number(m[2]) : m[3] !== undefined ? Number(m[3]) * 60 + Number(m[4]) : m[5] !== undefined ? Number(m[5]) * 3600 + Number(m[6]) * 60 + Number(m[7]) : Number(m[8]) * 60 + Number(m[9]);
    found.push({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, kind: "duration", value: s, unit: "s", valueSi: s, note: `written ${m[0]}` });
  }
  for (const w of wordDurations(text)) {
    if (w.seconds > 0 && !found.some((f) => w.index < f.end && w.end > f.index)) found.push({ index: w.index, end: w.end, kind: "duration", value: w.seconds, unit: "s", valueSi: w.seconds, note: `written ${w.written}` });
  }
  for (const q of findQuantities(text)) {
    // `10^6ビット/秒` declares a unit: the 6 is an exponent
    if (q.bare || text[q.index - 1] === "^" || found.some((f) => q.index < f.end && q.index + q.length > f.index)) continue;
    const minutes = q.kind === "duration" && /^(min|mins|minutes?|分|hours?|時間)$/.test(q.unit);
    found.push({
      index: q.index, end: q.index + q.length, kind: q.kind,
      value: minutes && q.valueSi !== null ? q.valueSi : q.value, unit: minutes ? "s" : q.unit, valueSi: q.valueSi, note: minutes ? `written ${text.slice(q.index, q.index + q.length)}` : q.note,
    });
  }
  appendAll(found, unitFirstValues(text, found));
  appendAll(found, listedBefore(text, found));
  return found.filter((f) => f.kind !== "size").sort((a, b) => a.index - b.index);
}

/** What may stand beside a value in quotes that only set it off (`「約10分34秒」`): a word of approximation. */
const EMPHASIS_ONLY = /^\s*(?:約|およそ|ほぼ)?\s*$/;

/**
 * Inside 「…」 or “…”: a value that names a case (`「遅延20ms・ロス1%」の条件`), not one measured. Quotes around the
 * value alone (`完了までに「10分34秒」かかりました`) only set it off: it is read as written.
 */
export function quoted(text: string, at: number, end = at): boolean {
  const before = text.slice(0, at);
  for (const [open, close] of [["「", "」"], ["“", "”"]] as const) {
    const o = before.lastIndexOf(open);
    if (o <= before.lastIndexOf(close)) continue;
    const c = text.indexOf(close, end);
    if (c < 0 || !EMPHASIS_ONLY.test(text.slice(o + 1, at)) || !EMPHASIS_ONLY.test(text.slice(end, c))) return true;
  }
  return false;
}
export const clauseAfter = (s: string) => s.split(/[、,;。]/)[0] ?? "";
/** `…で動作する` after the value, or `Xの帯域、Yの帯域を持つ`: the sentence's closing verb states a specification of both. */
export function statesSpecAfter(after: string, tail: string): boolean {
  const own = clauseAfter(after);
  if (statesSpec(own)) return true;
  return own.trim().length > 0 && clauseAfter(tail).startsWith(own.trim()) && statesSpec(tail);
}
export const lastClause = (s: string) => s.split(/[、,;。]/).pop() ?? "";

/** Terms of one kind named in a segment: all of them before `とも`/`both`, else the one named last. */
export function subjects(segment: string, find: (s: string) => string[]): string[] {
  const all = find(segment);
  if (all.length > 1 && namesBoth(segment)) return all;
  return all.length ? [all[all.length - 1] as string] : [];
}


/** `As with the random read results, …`: a clause that points to other results; the operation it names is theirs. */
export const OTHER_RESULTS = /(?:^|[.;,]\s*)(?:as\s+with|as\s+in|like|unlike|similar\s+to|compared\s+(?:to|with))\s+(?:the|our|its)\s+[^,;.]*[,;]/gi;

export function opsOf(text: string): Operation[] {
  // `転送率`, `transfer rate` name the metric and `Write Back` a cache policy, not an operation (the descriptor grammar)
  const segment = withoutNonOperations(text).replace(OTHER_RESULTS, " ");
  // `読み書きとも約50MB/s`, `read/write both at …`: one figure for each of the two, not a mixed workload
  if (namesBoth(segment)) {
    const listed = operationsListed(segment).flatMap((o): Operation[] => (o === "read_write" ? ["read", "write"] : [o]));
    if (listed.length) return [...new Set(listed)];
  }
  for (const clause of segment.split(/[、,;]/).reverse()) {
    const ops = operationsListed(clause);
    if (ops.length === 2 && ops.includes("read") && ops.includes("write")) return ["read_write"];
    if (ops.length) return [ops[ops.length - 1] as Operation];
  }
  return [];
}

export function commandsIn(text: string): string[] {
  if (!KANA.test(text)) return toolsIn(text);
  const named = toolsIn(text);
  if (named.length) return named;
  // `p99は9.26 ms`: a percentile is no command
  return [...allMatches(text, COMMAND_SUBJECT)].map((m) => m[1] as string).filter((c) => !/^p\d/.test(c));
}

const STREAM_COUNTER = termFinder(lexicon.prose.stream_counter_words);
export function streamsIn(segment: string): number | null {
  const m = STREAMS.exec(segment);
  if (!m) return null;
  const n = m[1] ?? m[2] ?? m[3] ?? "";
  const count = WORD_NUMBERS[n.toLowerCase()] ?? (Number(n) || null);
  // `アンテナ=4本`: `本` counts anything; streams only where the segment speaks of streams or connections
  if (m[1] !== undefined && !STREAM_COUNTER(segment)) return null;
  // `the slower USB 3 connection`: a number before a singular noun names the link, not a count of streams
  if (m[2] !== undefined && count !== null && count > 1 && !/(?:streams|connections)$/i.test(m[0])) return null;
  return count;
}

/** `、Chromebookが`, `、TCPで約`: between two values, a list separator and the next member's subject, no verb of its own. */
const LIST_MEMBER = /^\s*[、,]\s*[^、。,;\d]{0,16}$/;

/**
 * Values listed before one whose predicate makes it no result share that predicate: `Aが130Mbps、Bが66Mbps速くなった`
 * (both are changes), `UDPで約80Mbps、TCPで約55Mbpsの性能があるとうたわれている` (both are claims).
 */
export function sharedPredicates(text: string, qs: Found[]): boolean[] {
  const shares = qs.map(() => false);
  for (let i = qs.length - 2; i >= 0; i--) {
    const q = qs[i] as Found;
    const next = qs[i + 1] as Found;
    if (!LIST_MEMBER.test(text.slice(q.end, next.index))) continue;
    const nextAfter = text.slice(next.end, qs[i + 2]?.index ?? text.length);
    shares[i] = shares[i + 1] === true || isComparison(nextAfter) || statesSpec(clauseAfter(nextAfter));
  }
  return shares;
}

/** `200/230 write/read MB/s`: figures parted by slashes, then as many operations parted by slashes, then the unit. */
const FIGURES_THEN_OPERATIONS = new RegExp(String.raw`(?<![\w.,/])((?:\d[\d,]*(?:\.\d+)?\s*[/／]\s*)+\d[\d,]*(?:\.\d+)?)(\s+)((?:${READ_OR_WRITE})(?:\s*[/／]\s*(?:${READ_OR_WRITE}))+)(?=\s*[A-Za-z])`, "gi");

/** The sentence with each `200/230 write/read MB/s` written operations first (`write/read 200/230 MB/s`, the same length), as slash pairs read it. */
export function operationsBeforeFigures(sentence: string): string {
  return sentence.replace(FIGURES_THEN_OPERATIONS, (m, figures: string, space: string, ops: string) =>
    figures.split(/[/／]/).length === ops.split(/[/／]/).length ? `${ops}${space}${figures}` : m,
  );
}
