import type { Metric, SiUnit } from "../model/vocabulary.ts";
import { normaliseText } from "./normaliseText.ts";
import { type Dimension, type Spelling, spellings, type ToolUnits, unitTable } from "./unitTable.ts";
import { allMatches } from "./allMatches.ts";

/** A unit read through the unit table: what it measures and how one of it converts to the SI unit of its dimension. */
export interface UnitReading {
  written: string;
  canonical: string;
  dimension: Dimension;
  siUnit: SiUnit | "B" | "Hz";
  /** 1000 or 1024 to the prefix's power (1 without a prefix). */
  multiplier: number;
  /** The unit's own factor to the SI unit (1/8 for bits, 10^-3 for ms). */
  factor: number;
  base: "decimal" | "binary";
  /** Null where the unit read is unsure (`Mb/s`, `M/sec`): no SI value may be computed. */
  ambiguous: string | null;
  /** True where the free-text grammar picks this spelling out of prose. */
  scan: boolean;
}

/** Something the grammar refused, and why. */
export interface Refusal {
  reason: string;
}

const SI_UNIT: Record<Dimension, SiUnit | "B" | "Hz"> = { throughput: "B/s", iops: "IOPS", events: "IOPS", duration: "s", percent: "%", size: "B", frequency: "Hz" };

const PREFIX_LETTER = ["", "K", "M", "G", "T", "P", "E"];

/** The key a unit is looked up by: NFKC, one enclosing bracket pair dropped, no space around `/` or before `毎秒`. */
export function unitKey(text: string): string {
  const t = normaliseText(text).replace(/^[\[(]\s*(.*?)\s*[\])]$/, "$1");
  return t.replace(/^([kKmMgGtTpP]i?)\s+(?=[a-zA-Z])/, "$1").replace(/\s*\/\s*/g, "/").replace(/\s+(?=毎秒|\/)/g, "").replace(/\s+/g, " ").trim();
}

function lookup(key: string, tool: ToolUnits | undefined): Spelling | undefined {
  const s = spellings.get(key);
  if (s || !tool?.bare || !(key in unitTable.prefixes)) return s;
  return spellings.get(`${key}${tool.bare}`);
}

/** Reads a unit as written (`MBits/sec`, `[#/sec]`, `メガバイト/秒`, `KiB/s`) with the table; `tool` applies that tool's declared prefixes. */
export function parseUnitText(text: string, { tool }: { tool?: string } = {}): UnitReading | Refusal {
  const declared = tool ? unitTable.tools[tool] : undefined;
  const s = lookup(unitKey(text), declared);
  if (!s) return { reason: `unit ${text.trim() || "(none)"} is not in the unit table` };
  const bytesOrRate = s.dimension === "throughput" || s.dimension === "size";
  const binary = s.binaryMark || (bytesOrRate && s.power > 0 && (declared?.binary ?? false));
  let { factor, ambiguous, canonical } = s;
  // a tool that prints a bare prefix per second (`1.2M/s`) means bytes
  if (s.stem === "" && declared?.bare) ambiguous = null;
  if (s.stem === "b" && declared?.lower_b) {
    ambiguous = null;
    if (declared.lower_b === "bytes") [factor, canonical] = [1, "B/s"];
  }
  return {
    written: text.trim(),
    canonical: `${PREFIX_LETTER[s.power] ?? ""}${binary && s.power ? "i" : ""}${canonical}`,
    dimension: s.dimension,
    siUnit: SI_UNIT[s.dimension],
    multiplier: s.power ? (binary ? 1024 : 1000) ** s.power : 1,
    factor,
    base: binary ? "binary" : "decimal",
    ambiguous,
    scan: s.scan,
  };
}

/** What a size or rate prefix as printed (`K`, `Mi`, `g`, `キロ`, `""`) multiplies by: 1000^n, or 1024^n when `binary` or marked `i`; null when it is none. */
export function prefixMultiplier(prefix: string, { binary = false }: { binary?: boolean } = {}): number | null {
  const marked = prefix.length > 1 && prefix.endsWith(unitTable.binary_mark) && prefix.slice(0, -1) in unitTable.prefixes;
  const p = marked ? prefix.slice(0, -1) : prefix;
  const power = p === "" ? 0 : unitTable.prefixes[p];
  return power === undefined ? null : (binary || marked ? 1024 : 1000) ** power;
}

export const isRefusal = (x: object): x is Refusal => "reason" in x;

/** The SI value of `value` in a unit read by parseUnitText, or null where the unit is ambiguous. */
export function siValue(value: number, unit: UnitReading): number | null {
  return unit.ambiguous ? null : value * unit.multiplier * unit.factor;
}

/** A number of the genre's printing, with its value. */
export interface NumberReading {
  value: number;
  written: string;
}

/** `1万2000` style: 千 counts within a group of four digits, 万 and 億 close a group; null for `5万3万`. */
export function countedNumber(written: string): number | null {
  const mult = unitTable.counts;
  let total = 0;
  let group = 0;
  let last = Infinity;
  for (const m of allMatches(written.replace(/\s+/g, ""), /([\d,.]+)?([億万千])|(\d+)$/g)) {
    const [, n, word, tail] = m;
    if (tail) {
      group += Number(tail);
      continue;
    }
    const f = mult[word ?? ""] ?? 1;
    const times = (x: string) => Number((Number(x.replace(/,/g, "")) * f).toPrecision(15));
    if (word === "千") group += times(n ?? "1");
    else {
      if (f >= last) return null;
      last = f;
      total += times(String(group + Number((n ?? "0").replace(/,/g, ""))));
      group = 0;
    }
  }
  return Number((total + group).toPrecision(15));
}

/**
 * A number as printed: thousands separators (`1,234.5`), the decimal comma where it cannot be a separator (`46,9`,
 * `1.234,5`) or where `decimalComma` says the page's locale writes it (`1,234` = 1.234), 万/億, full-width digits.
 */
export function readNumber(text: string, { decimalComma = false }: { decimalComma?: boolean } = {}): NumberReading | Refusal {
  const t = normaliseText(text).replace(/\s+/g, "");
  if (/^[\d,.]*\d[億万千]/.test(t) && /^[\d,.億万千]+$/.test(t)) {
    const v = countedNumber(t);
    return v === null ? { reason: `${text} repeats a multiplier` } : { value: v, written: text.trim() };
  }
  const value = numberValue(t, decimalComma);
  return value === null ? { reason: `${text.trim() || "(empty)"} is no number` } : { value, written: text.trim() };
}

function numberValue(t: string, decimalComma: boolean): number | null {
  if (/^\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$|^\.\d+$/.test(t)) return Number(t);
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(t)) return Number(decimalComma && /^\d{1,3},\d{3}$/.test(t) ? t.replace(",", ".") : t.replace(/,/g, ""));
  if (/^\d+,\d{1,2}$|^\d+,\d{4,}$/.test(t)) return Number(t.replace(",", "."));
  if (/^\d{1,3}(?:\.\d{3})+,\d+$/.test(t)) return Number(t.replace(/\./g, "").replace(",", "."));
  return null;
}

/** A value with its unit, read through the unit table. */
export interface QuantityReading {
  value: number;
  unit: string;
  canonical: string;
  valueSi: number | null;
  siUnit: UnitReading["siUnit"];
  dimension: Dimension;
  note: string | null;
}

const COUNT_FIRST = /^([\d,.]+)\s*(k|K|M|[Tt]housand|[Mm]illion)\s+(?=\S)/;
const SPLIT = /^\s*([\d,.]+(?:[eE][+-]?\d+)?(?:\s*[億万千][\d,.]*|\s+[\d,.]+[億万千][\d,.]*)*)\s*(.*?)\s*$/s;

/**
 * One quantity written as a number and a unit (`46,9 MB/s`, `１２０ＭＢ／ｓ`, `12k IOPS`, `1.2万 IOPS`, `5 [#/sec]`), or
 * the reason it is none. `K`-suffixed counts multiply rate units of counts; `64K IOPS` may name a block size and is refused.
 */
export function readQuantity(text: string, opts: { decimalComma?: boolean; tool?: string } = {}): QuantityReading | Refusal {
  const t = normaliseText(text);
  const counted = COUNT_FIRST.exec(t);
  const m = counted ?? SPLIT.exec(t);
  if (!m?.[1]) return { reason: `${text} starts with no number` };
  const n = readNumber(m[1], opts);
  if (isRefusal(n)) return n;
  const rest = counted ? t.slice(counted[0].length) : (m[2] ?? "");
  const u = parseUnitText(rest, opts);
  if (isRefusal(u)) return u;
  let value = n.value;
  let note = u.ambiguous ? `unit ${u.written} is ambiguous (${u.ambiguous}); value_si left empty` : null;
  if (counted) {
    if (u.dimension !== "iops" && u.dimension !== "events") return { reason: `a count multiplier before ${u.written}` };
    const word = counted[2] ?? "";
    if (/^k$/i.test(word) && Number.isInteger(value) && value >= 4 && (value & (value - 1)) === 0) return { reason: `${m[1]}${word} before ${u.written} may be a block size` };
    value = Math.round(value * (unitTable.counts[word] ?? 1) * 1000) / 1000;
    note = `written ${m[1]}${word} ${u.written}`;
  }
  return { value, unit: u.written, canonical: u.canonical, valueSi: siValue(value, u), siUnit: u.siUnit, dimension: u.dimension, note };
}

/** The kind a Quantity carries for a dimension; null for what is no metric nor size (a frequency). */
export function kindOf(dimension: Dimension): Metric | "size" | null {
  return dimension === "throughput" || dimension === "duration" || dimension === "size" ? dimension : dimension === "iops" || dimension === "events" ? "iops" : dimension === "percent" ? "cpu_utilisation" : null;
}
