import type { Metric, SiUnit } from "../model/vocabulary.ts";
import { escapeRegExp } from "./escapeRegExp.ts";
import { memoText } from "./memo.ts";
import { normaliseText } from "./normaliseText.ts";
import { wholeCompoundDuration } from "./parseDuration.ts";
import { isRefusal, kindOf, parseUnitText, prefixMultiplier, siValue } from "./readQuantity.ts";
import { scanUnit } from "./unitScanner.ts";
import { unitTable } from "./unitTable.ts";

/** A number with the unit as printed and its SI reading. */
export interface Quantity {
  value: number;
  unit: string;
  /** Value in siUnit with decimal prefixes; null when the unit as written is ambiguous. */
  valueSi: number | null;
  siUnit: SiUnit | "B";
  /** What the unit measures: a size (B) is a condition, not a measurement. */
  kind: Metric | "size";
  note: string | null;
  /** A time written per operation (`138.3 usec/IO`, `25 µs/op`): the latency of one operation, its unit printed with the `/IO`. */
  perOperation?: true;
}

/** `/IO`, `/op`, ` per request` right after a time, then no further letter (`/ops` is one, `/opt` none): longest first. */
const PER_OPERATION = new RegExp(
  `^(?:${[...unitTable.per_operation].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`,
  "iu",
);


/** A plain decimal as printed, grouped by thousands or not (`1,234.5`, `48472320`): for patterns that find a figure again in its text. */
export const PLAIN_NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;

/** A number as printed: `1,234.5`, `２３９`, `12.3k` (fio), `1e3`; never the tail of a misgrouped one (`8,72` is not 72). */
export const NUMBER_SOURCE = String.raw`(?<![\d.,])\d+,\d{1,2}(?![\d,])|(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])|(?<![\d.A-Za-z]|\d,)\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|(?<![\w.])\.\d+`;

/** A number and the white space after it; the unit that may follow is found by the scanner generated from the unit table. */
const NUMBER_RE = new RegExp(String.raw`(?<num>${NUMBER_SOURCE})\s*`, "g");

export function parseNumber(s: string): number {
  // `7,5`, `46,93`: one or two digits after the comma cannot be a thousands group, so it is the decimal comma
  return Number(/^\d+,\d{1,2}$/.test(s) ? s.replace(",", ".") : s.replace(/,/g, ""));
}

/** The spellings of IOPS itself: a count before them is multiplied out. */
const IOPS_WORD = /^(?:IOPS|iops|IOps|IOPs|IO\/s|io\/s)$/;

/** The quantity a unit found by the scanner makes of `value`, read through the unit table; null when it is none. */
function quantityOf(value: number, unit: string, count: { word: string; unit: string } | undefined): Quantity | null {
  const r = parseUnitText(count?.unit ?? unit);
  if (isRefusal(r)) return null;
  const kind = kindOf(r.dimension);
  if (!kind || r.siUnit === "Hz") return null;
  if (count) {
    // `20k iops`, `83.9k IOPS`, `1.3 million IOPS`: a count with a multiplier; `64K IOPS` may name the block size, so it is not read
    if (/^k$/i.test(count.word) && Number.isInteger(value) && value >= 4 && (value & (value - 1)) === 0) return null;
    const n = Math.round(value * (unitTable.counts[count.word] ?? 1) * 1000) / 1000;
    // `2.04 Mops/s`, `919.25 Kops/s`: a prefix fused to an operation rate's unit is the unit's, as `M` of `MB/s` is: the
    // figure stays as printed; a count before IOPS (`84.2k IOPS`, `3.19 k iops`) is multiplied out
    if (!IOPS_WORD.test(count.unit) && unit === `${count.word}${count.unit}`) return { value, unit, valueSi: n, siUnit: "IOPS", kind: "iops", note: null };
    return { value: n, unit: count.unit, valueSi: n, siUnit: "IOPS", kind: "iops", note: `written ${value}${count.word} ${count.unit}` };
  }
  const note = r.ambiguous ? `unit ${unit} is ambiguous (${r.ambiguous}); value_si left empty` : null;
  return { value, unit, valueSi: siValue(value, r), siUnit: r.siUnit, kind, note };
}

/** `time [763] ms`, `speed [48472320] B/s`: past the `]` of a figure alone in square brackets, where its unit starts; else `at`. */
function closingBracket(text: string, start: number, at: number): number {
  if (text[at] !== "]" || !/\[[ \t]*$/.test(text.slice(Math.max(0, start - 4), start))) return at;
  const after = /^\][ \t]*/.exec(text.slice(at))?.[0].length ?? 1;
  return at + after;
}

/**
 * `4,6 MB/s`, `1,1 GB`: a figure whose comma can only be the decimal one (one or two digits after it, no list around it),
 * with a unit or word after it; a bare `1,32:` (`QD 1,32`) may list two settings, so it does not count.
 */
const DECIMAL_COMMA = /(?<![\d.,])\d+,\d{1,2}(?![\d,.])(?=\s?[\p{L}µ%])/gu;
/** `1.5`, `1,234,567`: a decimal point, or a number grouped by thousands more than once. */
const DOT_OR_GROUPS = /\d\.\d|\d,\d{3},\d{3}/;
/** `54,0525`: four digits or more after one comma are no thousands group, so it is the decimal comma. */
const LONG_DECIMAL = /(?<![\d.,])(\d+),(\d{4,})(?![\d,.])/g;
/** `234,011`: one comma before three digits, a thousands group or a decimal comma as the text writes its decimals. */
const THREE_AFTER_COMMA = /(?<![\d.,])(\d+),(\d{3})(?![\d,.])/g;

/**
 * The text as the scanner reads it, with decimal commas as points (offsets stay): four digits or more after a comma
 * (`54,0525 s`) always; three (`234,011 s`) where the text writes two figures or more with a comma only a decimal one
 * can be and no figure with a decimal point or several thousands groups (`1073741824 Bytes (1,1 GB) kopiert, 234,011 s,
 * 4,6 MB/s`); otherwise `1,000` stays a thousand.
 */
function decimalPoints(text: string): string {
  if (!text.includes(",")) return text;
  const long = text.replace(LONG_DECIMAL, "$1.$2");
  if ((text.match(DECIMAL_COMMA) ?? []).length < 2 || DOT_OR_GROUPS.test(text)) return long;
  return long.replace(THREE_AFTER_COMMA, "$1.$2");
}

/** Every number in the text with the unit that follows it (unit "" when none), in order, with its offset. */
export const findQuantities = memoText(function findQuantities(written: string): (Quantity & { index: number; length: number; bare: boolean })[] {
  const text = decimalPoints(written);
  const out: (Quantity & { index: number; length: number; bare: boolean })[] = [];
  const re = NUMBER_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const num = m.groups?.num ?? "";
    const at = closingBracket(text, m.index, m.index + m[0].length);
    const span = scanUnit(text, at);
    if (span) re.lastIndex = span.end;
    const value = parseNumber(num);
    if (!Number.isFinite(value)) continue;
    const unit = span ? text.slice(at, span.end).trim() : "";
    const count = span?.count ? { word: span.count.word, unit: text.slice(span.count.unitStart, span.end) } : undefined;
    const q = unit ? quantityOf(value, unit, count) : null;
    // `138.3 usec/IO`: a time per operation keeps its `/IO` in the unit and says it is one operation's latency
    const perOp = q?.kind === "duration" && span ? PER_OPERATION.exec(text.slice(span.end))?.[0] : undefined;
    if (perOp) re.lastIndex = (span?.end ?? 0) + perOp.length;
    const length = (span?.end ?? at) + (perOp?.length ?? 0) - m.index;
    if (q && perOp) out.push({ value: q.value, unit: `${q.unit}${perOp}`, valueSi: q.valueSi, siUnit: q.siUnit, kind: q.kind, note: q.note, perOperation: true, index: m.index, length, bare: false });
    else if (q) out.push({ value: q.value, unit: q.unit, valueSi: q.valueSi, siUnit: q.siUnit, kind: q.kind, note: q.note, index: m.index, length, bare: false });
    // a multiplier before IOPS that may be a block size (`64K IOPS`) leaves the number bare, as it was
    else out.push({ value, unit: "", valueSi: null, siUnit: "B/s", kind: "size", note: null, index: m.index, length: count ? num.length : length, bare: true });
  }
  return out;
});

/** Reads a unit alone (`MB/s`, `(単位：iops)`, `10^6bits/sec`) as a quantity of value 1, or null. */
export function parseUnit(unit: string): Quantity | null {
  const q = findQuantities(`1 ${normaliseText(unit)}`)[0];
  return q && !q.bare && q.index === 0 ? q : null;
}

/** A cell that is one quantity and nothing else (`34MB/s`, `8.68`, `1,234.5`, `２３９`), or null. */
export const parseCellQuantity = memoText(function parseCellQuantity(text: string): (Quantity & { bare: boolean }) | null {
  // a leading "about" and a trailing footnote mark (`1.0 Gbps*`, `450MB/s※1`) do not change the value
  const plain = normaliseText(text).replace(/^[約~〜≒]\s*/, "").replace(/\s*(?:[*※†‡]+\d*|\(\*\d*\)|\[\d+\])$/, "");
  // `37.0 (MB/s)`, `14.0 [ms]`: the cell's own unit in brackets after its number
  const bracketed = /^(\d[\d,.]*)\s*[(\[]\s*([^()\[\]\d][^()\[\]]{0,11}?)\s*[)\]]$/.exec(plain);
  const t = bracketed?.[1] && bracketed[2] && parseUnit(bracketed[2]) ? `${bracketed[1]} ${bracketed[2]}` : plain;
  // `6分38秒37`, `1時間5分`, `4m12s`: one duration written in parts
  const whole = wholeCompoundDuration(t);
  if (whole) return { value: whole.seconds, unit: "s", valueSi: whole.seconds, siUnit: "s", kind: "duration", note: `written ${whole.written}`, bare: false };
  const qs = findQuantities(t);
  if (qs.length !== 1) return null;
  const q = qs[0];
  if (!q || q.index !== 0 || q.length !== t.length) return null;
  return q;
});

/** A data size (`256KB`, `10GB`, `512B`) in bytes; `binary` reads K/M/G as powers of 1024 (block sizes, tool parameters). */
export function parseSize(text: string, binary: boolean): number | null {
  const m = /(\d+(?:\.\d+)?)\s*([kKmMgGtTpP]?)(i?)(?:B|Bytes?|byte|バイト)(?![a-zA-Z\/])/.exec(normaliseText(text));
  if (!m) return null;
  const f = prefixMultiplier(`${m[2] ?? ""}${m[3] ?? ""}`, { binary }) ?? 1;
  return Math.round(Number(m[1]) * f);
}

/** The usual spelling of a unit that came from a header or legend (`MB/S` → `MB/s`, `iops` → `IOPS`). */
export function canonicalUnit(unit: string): string {
  const t = normaliseText(unit);
  if (/^(iops|io\/s)$/i.test(t)) return "IOPS";
  // (a lower-case `b` is bits, or the page's own ambiguous spelling: `Mb/s` and `mb/s` stay as written)
  const m = /^([kKmMgGtT]?)(i?)B\/[sS](?:ec|EC)?$/.exec(t);
  if (m) return `${(m[1] ?? "").toUpperCase().replace("K", "K")}${m[2] ?? ""}B/s`;
  if (/^(sec|secs|s|秒)$/i.test(t)) return "s";
  return t;
}

/** Values and prefixes for the metric a unit names, for callers that only know a unit from a header or legend. */
export function applyUnit(value: number, unit: Quantity): Quantity {
  return { ...unit, unit: canonicalUnit(unit.unit), value, valueSi: unit.valueSi === null ? null : value * unit.valueSi };
}
