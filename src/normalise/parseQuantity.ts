import type { Metric, SiUnit } from "../model/vocabulary.ts";
import { memoText } from "./memo.ts";
import { normaliseText } from "./normaliseText.ts";
import { wholeCompoundDuration } from "./parseDuration.ts";
import { isRefusal, kindOf, parseUnitText, prefixMultiplier, siValue } from "./readQuantity.ts";
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
}


/** A number as printed: `1,234.5`, `２３９`, `12.3k` (fio), `1e3`; never the tail of a misgrouped one (`8,72` is not 72). */
export const NUMBER_SOURCE = String.raw`(?<![\d.,])\d+,\d{1,2}(?![\d,])|(?<![\d.])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])|(?<![\d.A-Za-z]|\d,)\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|(?<![\w.])\.\d+`;

/** Unit grammar: throughput in bytes and bits, IOPS, time, percent, and sizes. Longest alternatives first. */
const PER_SECOND = String.raw`(?:\s*\/\s*s(?:ec)?\b|\s*\/\s*S(?:EC)?\b|\s*\/\s*Sec\b|\s*\/\s*秒|毎秒|\s*per\s*sec(?:ond)?)`;
const UNIT_SOURCE = String.raw`10\^(?<pow>\d)\s*bits?\/s(?:ec)?|(?<bp>[kKmMgGtT]?)(?<bi>i?)(?:\s?[Bb]its?|b)(?:ps\b|${PER_SECOND})|(?<jab>キロ|メガ|ギガ|テラ|[kKmMgGtT])ビット${PER_SECOND}|(?<Bp>[kKmMgGtTpP]?)(?<Bi>i?)(?:B|\s?Bytes?|\s?bytes?)(?:ps\b|${PER_SECOND})|(?<amb>[kKmMgG])(?:b)?\/(?:Sec|SEC|sec|s)\b|(?<jaB>キロ|メガ|ギガ|テラ|[kKmMgGtT])バイト${PER_SECOND}|(?<iopsMul>[kKmM]|\s*(?:[Mm]illion|[Tt]housand))?\s*(?<iops>IOPS|iops|IOps|IOPs|IO\/s|io\/s|ops\/s(?:ec)?|seeks\/s(?:ec)?)(?![A-Za-z])|(?<pct>%)|(?<time>ms(?:ec)?|[μµ]s|us|usec|ns|msecs|secs?\.?|s\b|秒|min|分|hours?|時間)|(?<Sp>[kKmMgGtTpP]?)(?<Si>i?)(?:B\b|Bytes?\b|bytes?\b|バイト)`;

const QUANTITY_RE = new RegExp(String.raw`(?<num>${NUMBER_SOURCE})\s*(?<unit>${UNIT_SOURCE})?`, "g");

export function parseNumber(s: string): number {
  // `7,5`, `46,93`: one or two digits after the comma cannot be a thousands group, so it is the decimal comma
  return Number(/^\d+,\d{1,2}$/.test(s) ? s.replace(",", ".") : s.replace(/,/g, ""));
}

/** The quantity a unit matched by the grammar makes of `value`, read through the unit table; null when it is none. */
function fromGroups(value: number, unit: string, g: Record<string, string | undefined>): Quantity | null {
  const r = parseUnitText(g.iops ?? unit);
  if (isRefusal(r)) return null;
  const kind = kindOf(r.dimension);
  if (!kind || r.siUnit === "Hz") return null;
  const mul = g.iopsMul?.trim();
  if (g.iops !== undefined && mul) {
    // `20k iops`, `83.9k IOPS`, `1.3 million IOPS`: a count with a multiplier; `64K IOPS` may name the block size, so it is not read
    if (/^k$/i.test(mul) && Number.isInteger(value) && value >= 4 && (value & (value - 1)) === 0) return null;
    const n = Math.round(value * (unitTable.counts[mul] ?? 1) * 1000) / 1000;
    return { value: n, unit: g.iops, valueSi: n, siUnit: "IOPS", kind: "iops", note: `written ${value}${g.iopsMul ?? ""} ${g.iops}` };
  }
  const note = r.ambiguous ? `unit ${unit} is ambiguous (${r.ambiguous}); value_si left empty` : null;
  return { value, unit, valueSi: siValue(value, r), siUnit: r.siUnit, kind, note };
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
  const f = prefixMultiplier(`${m[2] ?? ""}${m[3] ?? ""}`, { binary }) ?? 1;
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
