import { findQuantities, NUMBER_SOURCE, parseNumber, type Quantity } from "../../normalise/parseQuantity.ts";
import { isRefusal, parseUnitText } from "../../normalise/readQuantity.ts";
import { unitTable } from "../../normalise/unitTable.ts";
import { alternation, decisionWords } from "../decision/decisionWords.ts";
import { unitInText } from "../tables/unitScope.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A quantity of a line with where it stands in the (rewritten) text. */
export type PlacedQuantity = Quantity & { index: number; length: number };

const EVENT_RATE = new RegExp(`(${NUMBER_SOURCE})\\s*\\[?\\s*(${alternation([...decisionWords.request_units, "per second", "per sec"])})\\s*\\]?`, "giu");
/** `[Kbytes/sec]`, `[ms]`: a unit in square brackets right after its number. */
const BRACKETED_UNIT = /(\d)\s*\[\s*([^\]\d\s][^\]\d]{0,15}?)\s*\]/g;
/** `k` / `M` right after a figure, ending its word: a count multiplier (`10.1k`), as fio prints IOPS. */
const COUNT_MULTIPLIER = /^[kKM](?![\p{L}\p{N}])/u;
/** `5.91 megabytes per second`, `1051.53 megabytes`: byte units spelled out, read by the unit table. */
const SPELLED_BYTES = /\b(?:kilo|mega|giga|tera)?bytes(?:\s+per\s+second)?\b/gi;

/** The unit table's canonical spelling of a spelled-out unit (`megabytes per second` → `MB/s`), or the words as written. */
function canonicalOf(words: string): string {
  for (const w of [words, words.toLowerCase()]) {
    const u = parseUnitText(w);
    if (!isRefusal(u)) return u.canonical;
  }
  return words;
}

/** True when a label is itself a unit of a rate (`IOPS`, `MB/s`, `tps`): the unit of bare figures it heads. */
export function rateUnit(label: string): boolean {
  const u = parseUnitText(label.trim());
  return !isRefusal(u) && (u.dimension === "throughput" || u.dimension === "iops" || u.dimension === "events");
}

/**
 * `Bandwidth (MB/sec):`, `Average Latency(s) =`, `Max IOPS:`: a label ending in a bracketed unit, or in a rate unit;
 * `Disk data rates (MB/s) overall: Read 64.59  Write 64.62`: a bracketed unit, a word or two of the label after it, and
 * names before the figures they head.
 */
const LABEL_UNIT = /(?:[(（[]\s*([^()（）[\]\d]{1,12}?)\s*[)）\]](?:\s*\p{L}[\p{L} ]{0,20})?|(?<![\p{L}\p{N}])(\p{L}[\p{L}/]{1,11}))\s*[:=：]\s*(?:\p{L}[\p{L} ]{0,20}\s)?[-+]?\d[^:=：]*$/u;

/**
 * The unit a segment's label gives its bare figures (`Bandwidth (MB/sec): 59.29` → MB/sec; `Average IOPS: 14` → IOPS):
 * a bracketed unit at the label's end, or a last word that is a unit of a rate; null for any other label.
 */
export function labelUnit(segment: string): string | null {
  const m = LABEL_UNIT.exec(segment);
  const bracketed = m?.[1]?.trim();
  // the tables' reading of a header's bracket decides (`(MB/sec)` is a unit, `(default)` and a size are none)
  if (bracketed) return unitInText(`(${bracketed})`) ? bracketed : null;
  const word = m?.[2];
  return word && rateUnit(word) ? word : null;
}

/** `64.60 over 15784.930 secs`: a span word and a time after a figure, the span it was measured over. */
const SPAN_AFTER = `\\s+(?:${alternation(decisionWords.span_before_words)})\\s+\\d`;

/**
 * `time(ms) = 4448`, `latency [us]: 12`, `速度(MB/s) 120`, `Elapsed (sec) 3.2`, `rate (MB/s) 64.60 over 10.000 secs`: a
 * bracket closing a label, then its bare figure (no word after it but a span's).
 */
const BRACKET_THEN_FIGURE = new RegExp(
  `\\s*([(（[]\\s*([^()（）[\\]\\d]{1,12}?)\\s*[)）\\]])(\\s*[:=：]?\\s*)([-+]?\\d[\\d,]*(?:\\.\\d+)?)(?![\\d.,]|(?!${SPAN_AFTER})\\s*(?![\\u3041-\\u309f])[\\p{L}%/])`,
  "gu",
);

/**
 * A text with the unit a label's bracket states written after the label's bare figure (`time(ms) = 4448` → `time =
 * 4448 ms`), so every reader sees the figure with its unit; a bracket that is no unit the tables read as one
 * (`(default)`, `(2)`, a size) leaves the text as it is. The bracket is judged by `unitInText`, the tables' reading of a header.
 */
export function withLabelUnits(text: string): string {
  return text.replace(BRACKET_THEN_FIGURE, (all, bracket: string, _unit: string, sep: string, figure: string) => {
    const u = unitInText(bracket);
    return u ? `${sep.trim() ? sep : " "}${figure} ${u.unit}` : all;
  });
}

/**
 * `上り13.36`, `read: 120`: a figure with no unit right after words that name an operation (the words, the figure); a
 * word after the figure makes it no bare figure (`3回`, `5 times`), unless it is a Japanese particle (`12.32という`).
 */
const OPERATION_THEN_FIGURE = /(\p{L}[\p{L}\s]{0,15}?)(\s*[:=：は]?\s*)(\d[\d,]*(?:\.\d+)?)(?![\d.,]|\s*(?![\u3041-\u309f])[\p{L}%/])/gu;

/**
 * A text with the unit its scope declares (`(値は全てMbps)`, `All figures in MB/s`: unitStatements) written after each
 * bare figure that follows words naming an operation (`NTTドコモは上り13.36、下り15.20` → `上り13.36 Mbps、下り15.20 Mbps`),
 * so the prose reader reads them as the figures the writer gave once a unit for; any other bare figure stays bare.
 */
export function withDeclaredUnit(text: string, unit: string | undefined, namesOperation: (words: string) => boolean): string {
  if (!unit) return text;
  return text.replace(OPERATION_THEN_FIGURE, (all, words: string, sep: string, figure: string) => {
    // (the last word, Japanese parted at its particles: `NTTドコモは上り` → `上り`)
    const last = words.trim().split(/[\s、,はがのをにでと]+/).pop() ?? "";
    return namesOperation(last) ? `${words}${sep}${figure} ${unit}` : all;
  });
}

/** `2974.2 operations/sec`, `812 Ops/sec`: an operation rate the unit table spells but does not pick out of free text, read in a tool's pairs. */
function operationRate(text: string, q: PlacedQuantity): PlacedQuantity | null {
  const word = /^\s*([A-Za-z/]+(?: per second)?)/.exec(text.slice(q.index + q.length))?.[1];
  const u = word ? parseUnitText(word) : null;
  if (!word || !u || isRefusal(u) || u.dimension !== "iops") return null;
  const at = text.indexOf(word, q.index + q.length);
  return { value: q.value, unit: word, valueSi: q.value, siUnit: "IOPS", kind: "iops", note: null, index: q.index, length: at + word.length - q.index };
}

/** `Transfer/sec:`, `Bytes per second =`: a label ending in a time the figure after it is per. */
const PER_TIME_LABEL = /(?:\/\s*(?:sec|s)|\bper\s+sec(?:ond)?|\/秒)\s*[:=：]\s*$/i;

/** `Transfer/sec: 212.89KB`: a size under a label per a time is a rate, its unit the size's per second. */
function perTime(text: string, q: Quantity & { index: number; length: number }): PlacedQuantity[] {
  const written = text.slice(q.index, q.index + q.length).replace(/\s+/g, "");
  const rate = findQuantities(`${written}/s`).find((r) => r.kind === "throughput");
  return rate ? [{ ...rate, index: q.index, length: q.length }] : [];
}

/** `tps = 525.7`: a bare figure under a label that is a rate of events the unit table spells but does not scan (`tps`, `qps`). */
function eventRate(figure: string, unit: string): (Quantity & { bare: boolean; index: number; length: number }) | undefined {
  const u = parseUnitText(unit.trim());
  const value = parseNumber(figure);
  if (isRefusal(u) || (u.dimension !== "events" && u.dimension !== "iops") || !Number.isFinite(value)) return undefined;
  return { value, unit: unit.trim(), valueSi: value, siUnit: "IOPS", kind: "iops", note: null, bare: false, index: 0, length: figure.length };
}

/**
 * The seam to the unit grammar for the pair reader: the line rewritten so the central grammar reads bracketed
 * (`[Kbytes/sec]`) and spelled-out (`kilobytes per second`) units, and rates of events (`[#/sec]`, `[msg/sec]`, `N per
 * second`) read as operation rates. When the one unit grammar reads these itself, this shrinks to its call.
 */
export function quantitiesOf(segment: string, unitInScope?: string): { text: string; quantities: PlacedQuantity[] } {
  const text = withLabelUnits(segment)
    .replace(BRACKETED_UNIT, "$1 $2")
    .replace(SPELLED_BYTES, canonicalOf);
  const events: PlacedQuantity[] = [];
  let masked = text;
  for (const m of allMatches(text, EVENT_RATE)) {
    const value = parseNumber(m[1] ?? "");
    if (!Number.isFinite(value) || m.index === undefined) continue;
    events.push({ value, unit: (m[2] ?? "").trim(), valueSi: value, siUnit: "IOPS", kind: "iops", note: null, index: m.index, length: m[0].length });
    masked = masked.slice(0, m.index) + " ".repeat(m[0].length) + masked.slice(m.index + m[0].length);
  }
  // a unit read from the start of a word (`sec` of `seconds`) covers the whole word
  const rest = findQuantities(masked).flatMap((q) => {
    if (q.kind === "size" && !q.bare && PER_TIME_LABEL.test(masked.slice(0, q.index))) return perTime(masked, q);
    if (!q.bare) return [q];
    const spelled = operationRate(masked, q);
    if (spelled) return [spelled];
    // a bare figure under a unit in scope is read as if the unit were written after it, with the count multiplier it
    // carries (`IOPS=10.1k` is 10,100 IOPS); a multiplier the unit does not take leaves the figure unread, not read as 10.1
    // (the label names the unit, so `k` here cannot be a block size as in `64K IOPS`)
    const figure = masked.slice(q.index, q.index + q.length);
    const multiplier = COUNT_MULTIPLIER.exec(masked.slice(q.index + q.length))?.[0];
    // …only a figure after a label's `:` or `=` (`4k  IOPS=52.3k`: the `4k` before the label is a block size)
    const labelled = /[:=：]/.test(masked.slice(0, q.index));
    const scoped = unitInScope && labelled ? (findQuantities(`${figure} ${unitInScope}`).find((s) => !s.bare) ?? eventRate(figure, unitInScope)) : undefined;
    if (multiplier) {
      const factor = unitTable.counts[multiplier];
      if (!scoped || scoped.kind !== "iops" || !factor) return [];
      const n = Math.round(scoped.value * factor * 1000) / 1000;
      return [{ ...scoped, value: n, valueSi: n, note: `written ${figure}${multiplier} ${scoped.unit}`, index: q.index, length: q.length + multiplier.length }];
    }
    // (the figure alone: the spaces after it are no part of it, and the word after them no unit of it)
    return scoped ? [{ ...scoped, index: q.index, length: figure.trimEnd().length }] : [];
  }).map((q) => {
    const tail = /^\p{L}+/u.exec(masked.slice(q.index + q.length))?.[0].length ?? 0;
    return { ...q, length: q.length + tail };
  });
  return { text, quantities: [...events, ...rest].sort((a, b) => a.index - b.index) };
}
