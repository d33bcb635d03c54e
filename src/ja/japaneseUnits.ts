import { countedNumber, isRefusal, parseUnitText } from "../normalise/readQuantity.ts";
import { unitTable } from "../normalise/unitTable.ts";

/** A unit or number written the Japanese way that was rewritten to its Latin form, with where that form now stands. */
export interface UnitRewrite {
  at: number;
  length: number;
  written: string;
  /** A number with a 万/億 multiplier (`5万` → `50000`), not a unit. */
  number?: boolean;
}

/** The Latin letter of a prefix as the unit table reads it (`メガ` → `M`). */
const latinPrefix = (p: string | undefined): string => ["", "K", "M", "G", "T", "P"][unitTable.prefixes[p ?? ""] ?? 0] ?? "";
/** The Latin unit of a Japanese time word (`マイクロ秒` → `us`) as the unit table reads it. */
const latinTime = (word: string): string | null => {
  const u = parseUnitText(word);
  return isRefusal(u) || u.dimension !== "duration" ? null : u.canonical;
};
const MULTIPLIER = unitTable.counts;
/** `Gビット/秒`, `メガビット毎秒`, `キロバイト/秒`, `マイクロ秒`, `ミリ秒` (after NFKC, so full-width letters are Latin). */
const JA_UNIT = String.raw`(キロ|メガ|ギガ|テラ|[kKMGT])?(ビット|バイト)\s*(?:\/\s*|毎)秒|マイクロ秒|ミリ秒|ナノ秒`;
/**
 * Numbers counted in 千 (10^3), 万 (10^4) and 億 (10^8): `5万`, `1.2万`, `8千`, `2千万`, `1億2000万`, `1万2000`, and a
 * range whose first number borrows the multiplier of the second (`3〜5万` = 30000〜50000). Digits are ASCII after NFKC.
 */
const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const JA_NUMBER = String.raw`(?<![\d.,])(?:(${NUM})\s*(〜|-|–|から)\s*)?((?:${NUM})\s*[億万千](?:(?:\d{1,4})?[億万千])*(?:\d{1,4}(?![\d.,]))?)`;
/**
 * English counts of I/Os: `12k IOPS`, `1.2M IOPS`, and the operation between count and unit (`12k read IOPS`,
 * `5,000 random write IOPS`), rewritten so the unit follows the number and the operation follows the unit.
 */
const COUNT_IOPS = String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?([kKM])(?![A-Za-z]))?\s*((?:(?:random|sequential|rand|seq|mixed|read|write|reads|writes)\s+){0,3})IOPS\b`;
/** `毎秒2300MB`, `毎秒19MBほど`: the rate written with 毎秒 ("per second") before the number. */
const PER_SECOND_FIRST = String.raw`毎秒\s*(${NUM})\s*(キロ|メガ|ギガ|テラ|[kKMGT])(B|バイト|bit|ビット)(?![A-Za-z/])`;
/**
 * `同11.50メガビット`, `(43.01メガビット)` after `毎秒131.51メガビット`: a news style that writes 毎秒 once and then `同`
 * ("the same") or the bare amount; read as rates only after a rate written with 毎秒 first in the same text (an amount of
 * data in bits is rare, in bytes only with 同).
 */
const SAME_RATE = String.raw`(同\s*)?(${NUM})\s*(キロ|メガ|ギガ|テラ)(ビット|バイト)(?![A-Za-z/毎])`;
const JA_WORDS = new RegExp(`${JA_NUMBER}|${COUNT_IOPS}|${JA_UNIT}|${PER_SECOND_FIRST}|${SAME_RATE}`, "g");
/** What every alternative of JA_WORDS must contain (a multiplier, 秒, `IOPS`, a prefix word): a text with none of them is not scanned. */
const JA_WORDS_NEED = /[億万千秒]|IOPS|キロ|メガ|ギガ|テラ/;
/** `4K IOPS`, `64K random read IOPS`: a block size before the unit, not a count. */
const BLOCK_SIZES = new Set(["4", "8", "16", "32", "64", "128", "256", "512", "1024"]);

/** `n × multiplier` without the float noise of decimals (`1.2万` = 12000, not 12000.000000000002). */
const times = (n: string, f: number): number => Number((Number(n.replace(/,/g, "")) * f).toPrecision(15));

/**
 * Rewrites Japanese unit words to the Latin units the quantity grammar reads (`5.47Gビット/秒` → `5.47Gbit/s`,
 * `541マイクロ秒` → `541us`) and 万/億 numbers to digits (`約5万IOPS` → `約50000IOPS`), listing each rewrite so the
 * value can be reported as it was written.
 */
export function latinUnits(text: string): { text: string; rewrites: UnitRewrite[] } {
  const rewrites: UnitRewrite[] = [];
  if (!JA_WORDS_NEED.test(text)) return { text, rewrites };
  let shift = 0;
  let perSecondWritten: boolean = false;
  const out = text.replace(JA_WORDS, (m: string, ...g: (string | number | undefined)[]) => {
    const [from, dash, lead, count, suffix, ops, prefix, word, perNumber, perPrefix, perWord, same, sameNumber, samePrefix, sameWord] = g as (string | undefined)[];
    const offset = g[15] as number;
    let latin: string;
    if (sameNumber !== undefined) {
      if (!perSecondWritten || (sameWord === "バイト" && same === undefined)) return m;
      const unit = `${latinPrefix(samePrefix)}${sameWord === "ビット" ? "bit/s" : "B/s"}`;
      latin = `${sameNumber}${unit}`;
      rewrites.push({ at: offset + shift + sameNumber.length, length: unit.length, written: `毎秒${samePrefix ?? ""}${sameWord ?? ""}` });
      shift += latin.length - m.length;
      return latin;
    }
    if (perNumber !== undefined) {
      perSecondWritten = true;
      const unit = `${latinPrefix(perPrefix)}${/^(?:bit|ビット)$/.test(perWord ?? "") ? "bit/s" : "B/s"}`;
      latin = `${perNumber}${unit}`;
      rewrites.push({ at: offset + shift + perNumber.length, length: unit.length, written: `毎秒${perPrefix ?? ""}${perWord ?? ""}` });
      shift += latin.length - m.length;
      return latin;
    }
    if (count !== undefined) {
      if ((!suffix && !ops) || (suffix && /k/i.test(suffix) && BLOCK_SIZES.has(count))) return m;
      const n = suffix ? times(count, MULTIPLIER[suffix] ?? 1e3) : Number(count.replace(/,/g, ""));
      latin = `${n} IOPS${ops ? ` ${ops.trim()}` : ""}`;
      rewrites.push({ at: offset + shift, length: String(n).length, written: `${count}${suffix ?? ""}`, number: true });
      shift += latin.length - m.length;
      return latin;
    }
    const value = lead !== undefined ? countedNumber(lead) : null;
    if (lead !== undefined && value === null) return m;
    if (value !== null) {
      const f = MULTIPLIER[/[億万千]/.exec(lead ?? "")?.[0] ?? ""] ?? 1;
      // the first number of a range has the multiplier of the second only when that keeps it smaller (`3〜5万`, not `20〜5万`)
      const borrowed = from !== undefined ? times(from, f) : null;
      const first = from !== undefined && dash !== undefined ? `${borrowed !== null && borrowed < value ? borrowed : from}${dash}` : "";
      latin = `${first}${value}`;
      rewrites.push({ at: offset + shift, length: latin.length, written: m, number: true });
    } else {
      latin = latinTime(m) ?? `${latinPrefix(prefix)}${word === "ビット" ? "bit/s" : "B/s"}`;
      rewrites.push({ at: offset + shift, length: latin.length, written: m });
    }
    shift += latin.length - m.length;
    return latin;
  });
  return { text: out, rewrites };
}

/** The unit as the page wrote it, for a unit found at [start, end) of the rewritten text. */
export function writtenUnit(unit: string, start: number, end: number, rewrites: UnitRewrite[]): string {
  const r = rewrites.find((x) => !x.number && x.at >= start && x.at < end);
  return r ? r.written : unit;
}

/** The 万/億 number as the page wrote it (`5万`), for a quantity found at [start, end) of the rewritten text, or null. */
export function writtenNumber(start: number, end: number, rewrites: UnitRewrite[]): string | null {
  return rewrites.find((x) => x.number && x.at < end && x.at + x.length > start)?.written ?? null;
}
