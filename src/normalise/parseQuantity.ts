import type { Metric, SiUnit } from "../model/vocabulary.ts";
import { memoText } from "./memo.ts";
import { normaliseText } from "./normaliseText.ts";
import { wholeCompoundDuration } from "./parseDuration.ts";

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
}

const DEC: Record<string, number> = { "": 1, k: 1e3, K: 1e3, m: 1e6, M: 1e6, g: 1e9, G: 1e9, t: 1e12, T: 1e12, p: 1e15, P: 1e15 };
const BIN: Record<string, number> = { "": 1, k: 2 ** 10, K: 2 ** 10, m: 2 ** 20, M: 2 ** 20, g: 2 ** 30, G: 2 ** 30, t: 2 ** 40, T: 2 ** 40, p: 2 ** 50, P: 2 ** 50 };
/** Japanese unit words for prefixes. */
const JA_PREFIX: Record<string, string> = { キロ: "K", メガ: "M", ギガ: "G", テラ: "T" };

/** A number as printed: `1,234.5`, `２３９`, `12.3k` (fio), `1e3`; never the tail of a misgrouped one (`8,72` is not 72). */
export const NUMBER_SOURCE = String.raw`(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])|(?<![\d.]|\d,)\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|(?<![\w.])\.\d+`;

/** Unit grammar: throughput in bytes and bits, IOPS, time, percent, and sizes. Longest alternatives first. */
const PER_SECOND = String.raw`(?:\s*\/\s*s(?:ec)?\b|\s*\/\s*S(?:EC)?\b|\s*\/\s*Sec\b|\s*\/\s*秒|毎秒|\s*per\s*sec(?:ond)?)`;
const UNIT_SOURCE = String.raw`10\^(?<pow>\d)\s*bits?\/s(?:ec)?|(?<bp>[kKmMgGtT]?)(?<bi>i?)(?:bits?|b)(?:ps\b|${PER_SECOND})|(?<jab>キロ|メガ|ギガ|テラ|[kKmMgGtT])ビット${PER_SECOND}|(?<Bp>[kKmMgGtTpP]?)(?<Bi>i?)(?:B|Bytes?|bytes?)(?:ps\b|${PER_SECOND})|(?<amb>[kKmMgG])(?:b)?\/(?:Sec|SEC|sec|s)\b|(?<jaB>キロ|メガ|ギガ|テラ|[kKmMgGtT])バイト${PER_SECOND}|(?<iopsMul>[kKmM]|\s*(?:[Mm]illion|[Tt]housand))?\s*(?<iops>IOPS|iops|IOps|IOPs|IO\/s|io\/s|ops\/s(?:ec)?|seeks\/s(?:ec)?)(?![A-Za-z])|(?<pct>%)|(?<time>ms(?:ec)?|μs|us|usec|ns|msecs|secs?\.?|s\b|秒|min|分|hours?|時間)|(?<Sp>[kKmMgGtTpP]?)(?<Si>i?)(?:B\b|Bytes?\b|bytes?\b|バイト)`;

const QUANTITY_RE = new RegExp(String.raw`(?<num>${NUMBER_SOURCE})\s*(?<unit>${UNIT_SOURCE})?`, "g");

export function parseNumber(s: string): number {
  return Number(s.replace(/,/g, ""));
}

function fromGroups(value: number, unit: string, g: Record<string, string | undefined>): Quantity | null {
  if (g.pow !== undefined) {
    return { value, unit, valueSi: (value * 10 ** Number(g.pow)) / 8, siUnit: "B/s", kind: "throughput", note: null };
  }
  if (g.bp !== undefined) {
    const f = (g.bi ? BIN : DEC)[g.bp] ?? 1;
    // `Mb/s` with a lower-case b is megabits by the standard, but blogs write it for megabytes: flag, do not guess.
    const ambiguous = /^[kKmM]?b\s*\//.test(unit);
    if (ambiguous) return { value, unit, valueSi: null, siUnit: "B/s", kind: "throughput", note: `unit ${unit} is ambiguous (bits or bytes); value_si left empty` };
    return { value, unit, valueSi: (value * f) / 8, siUnit: "B/s", kind: "throughput", note: null };
  }
  if (g.Bp !== undefined) {
    const f = (g.Bi ? BIN : DEC)[g.Bp] ?? 1;
    return { value, unit, valueSi: value * f, siUnit: "B/s", kind: "throughput", note: null };
  }
  if (g.amb !== undefined) {
    return { value, unit, valueSi: null, siUnit: "B/s", kind: "throughput", note: `unit ${unit} is ambiguous (bits or bytes); value_si left empty` };
  }
  if (g.jaB !== undefined) {
    return { value, unit, valueSi: value * (DEC[JA_PREFIX[g.jaB] ?? g.jaB] ?? 1), siUnit: "B/s", kind: "throughput", note: null };
  }
  if (g.jab !== undefined) {
    return { value, unit, valueSi: (value * (DEC[JA_PREFIX[g.jab] ?? g.jab] ?? 1)) / 8, siUnit: "B/s", kind: "throughput", note: null };
  }
  if (g.iops !== undefined) {
    // `20k iops`, `83.9k IOPS`, `1.3 million IOPS`: a count with a multiplier; `64K IOPS` may name the block size, so it is not read
    const mul = g.iopsMul?.trim().toLowerCase();
    if (!mul) return { value, unit, valueSi: value, siUnit: "IOPS", kind: "iops", note: null };
    if (/^k$/.test(mul) && Number.isInteger(value) && value >= 4 && (value & (value - 1)) === 0) return null;
    const f = mul === "k" || mul === "thousand" ? 1e3 : 1e6;
    const n = Math.round(value * f * 1000) / 1000;
    return { value: n, unit: g.iops, valueSi: n, siUnit: "IOPS", kind: "iops", note: `written ${value}${g.iopsMul ?? ""} ${g.iops}` };
  }
  if (g.pct !== undefined) return { value, unit, valueSi: value, siUnit: "%", kind: "cpu_utilisation", note: null };
  if (g.time !== undefined) {
    const t = g.time.replace(/\.$/, "");
    const f = /^(ms|msec|msecs)$/.test(t) ? 1e-3 : /^(μs|us|usec)$/.test(t) ? 1e-6 : t === "ns" ? 1e-9 : /^(min|分)$/.test(t) ? 60 : /^(hours?|時間)$/.test(t) ? 3600 : 1;
    return { value, unit, valueSi: value * f, siUnit: "s", kind: "duration", note: null };
  }
  if (g.Sp !== undefined) {
    const f = (g.Si ? BIN : DEC)[g.Sp] ?? 1;
    return { value, unit, valueSi: value * f, siUnit: "B", kind: "size", note: null };
  }
  return null;
}

/** Every number in the text with the unit that follows it (unit "" when none), in order, with its offset. */
export const findQuantities = memoText(function findQuantities(text: string): (Quantity & { index: number; length: number; bare: boolean })[] {
  const out: (Quantity & { index: number; length: number; bare: boolean })[] = [];
  for (const m of text.matchAll(QUANTITY_RE)) {
    const g = m.groups ?? {};
    const value = parseNumber(g.num ?? "");
    if (!Number.isFinite(value)) continue;
    const unit = g.unit?.trim() ?? "";
    const q = unit ? fromGroups(value, unit, g) : null;
    if (q) out.push({ ...q, index: m.index ?? 0, length: m[0].length, bare: false });
    // a multiplier before IOPS that may be a block size (`64K IOPS`) leaves the number bare, as it was
    else out.push({ value, unit: "", valueSi: null, siUnit: "B/s", kind: "size", note: null, index: m.index ?? 0, length: g.iopsMul !== undefined ? (g.num ?? "").length : m[0].length, bare: true });
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
  const prefix = m[2] ?? "";
  const f = (binary || m[3] ? BIN : DEC)[prefix] ?? 1;
  return Math.round(Number(m[1]) * f);
}

/** The usual spelling of a unit that came from a header or legend (`MB/S` → `MB/s`, `iops` → `IOPS`). */
export function canonicalUnit(unit: string): string {
  const t = normaliseText(unit);
  if (/^(iops|io\/s)$/i.test(t)) return "IOPS";
  const m = /^([kKmMgGtT]?)(i?)B\/s(?:ec)?$/i.exec(t);
  if (m) return `${(m[1] ?? "").toUpperCase().replace("K", "K")}${m[2] ?? ""}B/s`;
  if (/^(sec|secs|s|秒)$/i.test(t)) return "s";
  return t;
}

/** Values and prefixes for the metric a unit names, for callers that only know a unit from a header or legend. */
export function applyUnit(value: number, unit: Quantity): Quantity {
  return { ...unit, unit: canonicalUnit(unit.unit), value, valueSi: unit.valueSi === null ? null : value * unit.valueSi };
}
