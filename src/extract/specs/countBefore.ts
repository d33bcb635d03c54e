import { parseSize } from "../../normalise/parseQuantity.ts";
import type { Mention } from "./partMentions.ts";
import { alt, countWord, partTerms } from "./partTerms.ts";

/** A count before a part, maybe with a word of where it is placed between (`twelve internal `, `24 external `). */
const COUNT_BEFORE = new RegExp(
  `(?:(?<![\\d.])(\\d{1,2})\\s*(?:x|×)?|(?<![A-Za-z])(${Object.keys(partTerms.count_words).map((w) => w.replace(/ /g, "\\s+")).join("|")}))\\s+(?:(?:${alt(partTerms.count_placements)})\\s+)?$`,
  "i",
);
/** `2 x NVME SAMSUNG …`, `4× SATA WD …`: a count with an explicit times sign may stand before the drives' interface words. */
const COUNT_TIMES_BEFORE = /(?<![\d.])(\d{1,2})\s*[x×]\s*(?:(?:NVMe|SATA|SAS|SSD|HDD|M\.2|U\.2|PCIe)\s+){1,2}$/i;

/**
 * A capacity right before a maker's name, at the start of a line or after a count (`500GB `, `(2) 1TB `), maybe with the
 * drive's interface between (`a 2TB SATA Samsung hard drive`, `1TB SATA Seagate hard drive`, `26TB SATA Seagate HDD`), hyphenated (`11 120-GB Maxtor drives`), or joined by the Japanese possessive (`1TBのSamsung SSD 840 EVO`).
 */
export const CAPACITY_BEFORE = /(?:^|[\s(（)）、，,])(\d+(?:\.\d+)?)\s*-?\s*([GT])B(?:\s+(?:(?:SATA|SAS|NVMe|IDE|PATA)\s+)?|\s*の\s*)$/i;
/** `(2) `: a list's count of identical items in parentheses at the start of the line. */
const PAREN_COUNT_BEFORE = /^\s*[(（](\d{1,2})[)）]\s*$/;
/** `HDD 4 台 (`: a count with its Japanese counter after the drive's word, the drive named in the bracket after it. */
const COUNTER_BRACKET_BEFORE = /(?:SSD|HDD|ドライブ|ディスク)\s*(\d{1,2})\s*(?:台|本|枚|基|個)\s*[(（]\s*$/i;

/** The count written before a part (`(2) `, `4× SATA `, `two `, `6 `), or null. */
export function countBefore(before: string): number | null {
  const paren = PAREN_COUNT_BEFORE.exec(before)?.[1];
  if (paren) return Number(paren);
  const times = COUNT_TIMES_BEFORE.exec(before)?.[1] ?? COUNTER_BRACKET_BEFORE.exec(before)?.[1];
  if (times) return Number(times);
  const m = COUNT_BEFORE.exec(before);
  if (!m) return null;
  return m[1] ? Number(m[1]) : countWord(m[2] ?? "");
}

/** How much of the text before a maker a capacity match takes, without the space or bracket it starts at. */
export const capLength = (m: RegExpExecArray | null) => (m ? m[0].length - (/^[\s(（)）]/.test(m[0]) ? 1 : 0) : 0);

/** `4 8GB Crucial DDR4 2400 MHz RAM sticks`: a count and a module's size before a maker whose memory type follows, the memory (its size the sum). */
export function modulesBefore(t: string, start: number, vendor: string, afterVendor: string): Mention | null {
  const cap = CAPACITY_BEFORE.exec(t.slice(0, start));
  const type = /^\s*((?:LP)?DDR\d[\w-]*(?:\s+\d{3,4}(?=\s*(?:MHz|MT\/s)?\s*(?:RAM|DIMM|memory|sticks?|modules?)))?)/i.exec(afterVendor);
  const n = cap ? countBefore(t.slice(0, start - capLength(cap))) : null;
  if (!cap || !type?.[1] || !n) return null;
  const each = parseSize(`${cap[1]}${cap[2]}B`, true);
  const end = start + vendor.length + type[0].length;
  return { kind: "memory", vendor, model: `${vendor} ${type[1]}`, count: n, capacityBytes: each ? each * n : null, attrs: { modules: n, ...(each ? { capacity_bytes_each: each } : {}) }, at: start - capLength(cap), end };
}
