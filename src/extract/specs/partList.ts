import { lexicon } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { CPU_LINES, partGrammar, RAID_LINE } from "./partGrammarData.ts";
import { type PartDraft, parseSpecValue } from "./parseSpecValue.ts";
import { alt, partTerms } from "./partTerms.ts";
import type { SpecKind } from "./specTerms.ts";
import { splitOutside } from "./splitOutside.ts";

const CPU_FAMILY = new RegExp(`(?<![A-Za-z])(?:${alt(CPU_LINES.map((l) => l.line).filter((l) => !partGrammar.cpu_lines_needing_vendor.includes(l)))})(?![a-z])`, "i");
const NIC_MODEL = lexicon.nic_model_patterns.map((p) => new RegExp(p));
const OS_WORD = new RegExp(`^(?:${alt([...Object.values(lexicon.os_names).flat(), ...Object.values(partTerms.os_extra).flat()])})(?![a-z])`, "i");
const SIZE = /\d+(?:\.\d+)?\s*[GT]i?B/i;
/** A memory's size (old modules in MB), not a rate (`25600MB/s`). */
const MEMORY_SIZE = /\d+(?:\.\d+)?\s*[MGT]i?B(?!\s*\/\s*s|ps)/i;
/** A size with its B dropped (`1G Memory`, `SATA 320G HDD`): a G or T right after the number and nothing after it in the word. */
const SIZE_WITHOUT_B = /(?<![\w.])\d{1,4}(?:\.\d+)?\s?[GT](?![A-Za-z0-9])/;
const MEMORY_WORD = new RegExp(`(?<![A-Za-z])(?:${alt(partGrammar.kind_words.memory ?? [])})(?![A-Za-z])`, "i");
/** A memory card or USB memory is a drive (`microSD memory card`, `USBメモリ`). */
const CARD_WORD = new RegExp(`(?<![A-Za-z])(?:${alt((partGrammar.kind_words.disk ?? []).filter((w) => /memory|メモリ/i.test(w)))})(?![A-Za-z])`, "i");

/**
 * The kind of part a piece of a parts list names by its own words, without a label: `4 GB DDR3-1600` (memory),
 * `Intel SSDSC2CW120A3K5 SATA SSD` (disk), `Intel X540-T2 NIC`, `2x AMD EPYC 7302 16-Core Processor`. Null when unsure.
 */
export function kindOfPiece(piece: string): SpecKind | null {
  const t = normaliseText(piece).trim();
  if (!t || t.length > 120) return null;
  const head = t.replace(/^\s*(?:\d{1,3}\s*[x×*]\s*|[(（]\d{1,2}[)）]\s*)/, "");
  if (/\b(?:RAID\s*(?:controller|card)|HBA)\b/i.test(head) || RAID_LINE.test(head)) return "raid_controller";
  // the noun a description ends with names its kind (`… 8 ports GE ethernet manageable switch (QoS and VLAN)`)
  if (/\bswitch(?:es)?\.?$/i.test(head.replace(/\s*[(（][^)）]*[)）]\s*$/, "").trim())) return "switch";
  if (/\b(?:NICs?|network (?:adapter|card|interface)|ethernet (?:adapter|card|controller)|Ethernet)\b/i.test(head) || NIC_MODEL.some((re) => re.test(head))) return "nic";
  // memory by its type or the grammar's memory words with a size, in MB too (`2x256MB Corsair (TWINX3200LL) Memory`); a memory card is a drive
  if ((/\b(?:(?:LP)?DDR\d|S?O?-?DIMMs?|RDIMMs?|MEM)\b/i.test(head) || (MEMORY_WORD.test(head) && !CARD_WORD.test(head))) && MEMORY_SIZE.test(head)) return "memory";
  // `Memory 64G`, `1G Memory`: a parts list may drop the B of a memory size, before the word or after it
  if (/^(?:memory|RAM)\s+\d{1,4}\s*Gi?B?$/i.test(head) || (MEMORY_WORD.test(head) && !CARD_WORD.test(head) && SIZE_WITHOUT_B.test(head))) return "memory";
  if (/\b(?:SSDs?|HDDs?|NVMe|hard (?:drive|disk)s?|drives?)\b/i.test(head) && (SIZE.test(head) || SIZE_WITHOUT_B.test(head) || /[A-Z]{2,}\d{2,}/.test(head))) return "disk";
  // a drive by its interface and size (`SAS 300GB x2`, `SATA 2TB ×4`)
  if (/^(?:SAS|SATA|SCSI|IDE|PATA)\s*\d+(?:\.\d+)?\s*[GT]B\b/i.test(head)) return "disk";
  if (CPU_FAMILY.test(head) || /\b(?:processors?|CPUs?)\b/i.test(head)) return CPU_FAMILY.test(head) || /\d{3,}/.test(head) ? "cpu" : null;
  if (/\b(?:motherboard|mainboard|(?:desktop|server|system) board)\b/i.test(head)) return "motherboard";
  if (/\bswitch\b/i.test(head)) return "switch";
  if (OS_WORD.test(head)) return "os";
  return null;
}

/** The parts of a list written in one value, piece by piece (`Core i7-4790 3.60GHz; 4 GB DDR3-1600; … SSD; … NIC`); null unless every piece names a kind. */
export function partsOfPieces(value: string): PartDraft[] | null {
  const pieces = normaliseText(value).split(/\s*[;；]\s*/).filter((p) => p.trim());
  if (pieces.length < 2) return null;
  const kinds = pieces.map(kindOfPiece);
  if (kinds.some((k) => !k)) return null;
  return pieces.flatMap((p, i) => parseSpecValue(kinds[i] as SpecKind, p, kinds[i] as string));
}

/** A label or header that says "a part" without its kind (`Device`, `デバイス`, `Hardware`): the value's own words tell the kind. */
export const GENERIC_PART_LABEL = /^\s*[・•]?\s*(?:devices?|tested device|test device|hardware|adapter|model name|デバイス|対象デバイス|測定デバイス|ハードウェア|機器構成)\s*$/i;

/** A label for a machine's whole make-up (`Configuration`, `Server configuration`, `Specs`, `構成`): its value lists parts. */
export const CONFIGURATION_LABEL = /^\s*[・•]?\s*(?:(?:server|client|system|hardware|host|machine|pc|test)\s+)?(?:configuration|config|specs?|specifications)\s*$|^\s*(?:構成|スペック)\s*$/i;

/** The pieces of a list written in one value, split at commas, semicolons, `、` and spaced slashes outside parentheses; null unless each names its kind. */
export function kindedPieces(value: string): { kind: SpecKind; text: string }[] | null {
  const t = normaliseText(value);
  const kept = splitOutside(t, (i) => ",;；、".includes(t[i] ?? "") || (t[i] === "/" && t[i - 1] === " " && t[i + 1] === " "));
  if (kept.length < 2) return null;
  const kinds = kept.map(kindOfPiece);
  if (kinds.some((k) => !k)) return null;
  return kept.map((text, i) => ({ kind: kinds[i] as SpecKind, text }));
}

const HARDWARE_HEADING = new RegExp(`(?:${alt(partTerms.hardware_headings)})`, "i");

/** A heading under which unlabelled lines list a machine's parts (`Hardware`, `Test system`, `検証環境`). */
export function isHardwareHeading(text: string): boolean {
  return HARDWARE_HEADING.test(normaliseText(text));
}

/**
 * A drive's or memory's size with its B restored (`1 T HDD`, `320Gb`: drives are sold in bytes; a memory's `512M`, `1G Memory`); a
 * letter or digit right after the size makes it part of a name (`SMD-6G88HP` is a module's part number).
 */
export function withBytes(kind: string, text: string): string {
  if (kind !== "disk" && kind !== "memory") return text;
  return text.replace(/(?<![\w.])(\d+(?:\.\d+)?)\s*([MGT])[Bb]?(?![\w\/])/g, (m, d: string, p: string, at: number) => (isLinkRate(text.slice(0, at), Number(d), p, text.slice(at + m.length)) ? m : `${d}${p.toUpperCase()}B`));
}

/** An interface word, with its generation (`SATA`, `SATA3`, `SATA III`, `SAS-3`), ending the text before a figure. */
const AFTER_INTERFACE = new RegExp(`(?<![A-Za-z])(?:${alt(partGrammar.interfaces)})(?:[\\s-]?(?:\\d(?:\\.\\d)?|I{1,3}))?[\\s-]*$`, "i");
/** SATA's or SAS's name right after a figure (`6G SATA SSD`, `12G SAS`; an `8G USB` stick is a size). */
const BEFORE_LINK = /^\s*(?:SATA|SAS)(?![A-Za-z])/i;
/**
 * `SATA 6G`, `SAS 12G`, `SATA3 6G接続`, `6G SATA SSD`: a figure of a few G right beside an interface word is the link's rate, not a
 * size (`SATA 320G HDD` is a size: no link runs at hundreds of gigabits).
 */
function isLinkRate(before: string, value: number, prefix: string, after = ""): boolean {
  return prefix.toUpperCase() === "G" && value <= 24 && (AFTER_INTERFACE.test(before) || ([1.5, 3, 6, 12, 24].includes(value) && BEFORE_LINK.test(after)));
}

/** One unlabelled line of a parts list (`16x 3.84TB Micron 9200 Pro NVMe SSDs`): its parts, or none when the line is a sentence or names no kind. */
export function partsOfLine(line: string): PartDraft[] {
  const t = normaliseText(line).trim();
  // a sentence is not a list line
  if (!t || t.length > 100 || /[.。]\s*$/.test(t) || /\.\s+[A-Z]/.test(t) || /[:：]/.test(t)) return [];
  const kind = kindOfPiece(t);
  if (!kind) return [];
  return parseSpecValue(kind, withBytes(kind, t), kind).filter((p) => p.model || p.capacityBytes || p.clockHz);
}
