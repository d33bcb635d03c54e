import { lexicon } from "../../normalise/lexicon.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { alt } from "./partTerms.ts";
import { partGrammar } from "./partGrammarData.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A disk a phrase names with its capacity, where it sits in the (normalised) text. */
export interface DiskPhrase extends PartDraft {
  at: number;
  end: number;
}

const DISK = alt(lexicon.prose_systems.disk_words);
const CAP = "(\\d+(?:\\.\\d+)?)\\s*([GT])B(?![A-Za-z/])";
/** `外付けHDD(2.5インチ 320GB)`, `SSD (NVMe, 1TB)`: the capacity in the parentheses after the disk word. */
const PAREN = new RegExp(`(?<![A-Za-z])(?:${DISK})s?\\s*[(（](?:[^()（）]{0,20}?[\\s、,])?${CAP}\\s*[)）]`, "gi");
/** `…NVMe SSD(キングストン)の2TB。`: the capacity after `の`, the phrase ending there (not `SSDの4GBのファイル`). */
const NO = new RegExp(`(?<![A-Za-z])(?:${DISK})\\s*(?:[(（][^()（）]{1,20}[)）])?\\s*の\\s*${CAP}(?=\\s*(?:[。、,.)）]|$|で|モデル|版))`, "gi");
/**
 * `ハードディスクは20GB`, `SSD容量は256GB`, `内蔵ハードディスク 80GB も増設`, `ハードディスク240GBのPC`: the disk word (its capacity word), its topic particle, the
 * capacity, and a particle or the end of the clause after it (not `SSD 4GBのファイル`, a file's size).
 */
const TOPIC = new RegExp(`(?<![A-Za-z])(?:${DISK})\\s*(?:の?容量)?\\s*(?:は|が|[:：])?\\s*${CAP}(?=\\s*(?:[。、,.)）]|$|で|を|も|と|だった|です|の(?:PC|パソコン|マシン|サーバ)))`, "gi");
/** `480 GB Kingston SSDs`: a capacity, one brand word, the disk word. */
const BRAND = new RegExp(`(?<![\\d.])${CAP}\\s+([A-Za-z]{3,})\\s+(?:${DISK}|SSDs|HDDs)(?![A-Za-z])`, "gi");
/** A drive's size and keying (`2242 M-Key M.2`) and its bus (`SATA`, `NVMe`), between its capacity and its noun. */
const FORM_FACTOR = `(?:${alt(partGrammar.form_factors.words)})(?![\\w"])`;
const INTERFACE = `(?:${alt(partGrammar.interfaces)})(?![A-Za-z])`;
/** Flash cards by their format (`microSDXC card`, `SDHC`, `CFexpress`), which no disk word names. */
const CARD = "(?:micro\\s*SD(?:HC|XC)?|SD(?:HC|XC)|CFexpress|CompactFlash)(?:\\s+cards?)?";
/** `an Amazon Basics 64GB microSDXC card`, `a Lexar 1TB SSD`: capitalised maker words, a capacity, the kind of drive. */
const BRAND_FIRST = new RegExp(`(?<![A-Za-z])((?:[A-Z][A-Za-z]+\\s+){1,3})${CAP}\\s+(?:(?:${FORM_FACTOR}|${INTERFACE})\\s+){0,4}(?:${CARD}|(?:${DISK})(?![A-Za-z]))`, "gi");
/** What every pattern here holds: a capacity in GB or TB. */
const CAPACITY = /\d\s*[GT]B/i;
const NOT_MAKER = /^(?:The|A|An|This|That|Our|My|Its|Their|Each|Every|One|Two|New|Old|Internal|External|Portable|Fast|Slow|Cheap|Big|Small|Both|With|And|Or|On|In|Of|For|To)$/;
const NOT_BRAND = /^(?:SATA|SAS|NVMe|PCIe|USB|SSD|HDD|External|Internal|Portable|Enterprise|Desktop|Laptop|NAS|Flash)$/i;

/** Disks named with a capacity in phrases the size-before-noun pattern misses: parentheses, `の`, a brand between. */
export function diskPhrases(t: string): DiskPhrase[] {
  const out: DiskPhrase[] = [];
  if (!CAPACITY.test(t)) return out;
  const disk = (m: RegExpMatchArray, vendor: string | null = null) => {
    const each = parseSize(`${m[1]}${m[2]}B`, false);
    if (each) out.push({ kind: "disk", vendor, model: null, count: 1, capacityBytes: each, attrs: { capacity_bytes_each: each }, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  };
  for (const m of allMatches(t, PAREN)) disk(m);
  for (const m of allMatches(t, NO)) disk(m);
  for (const m of allMatches(t, TOPIC)) if (!out.some((o) => (m.index ?? 0) < o.end && (m.index ?? 0) + m[0].length > o.at)) disk(m);
  // the brand is capitalised (`Apple`, `Kingston`); the disk word is in any case (`SSD`, `ssd`)
  for (const m of allMatches(t, BRAND_FIRST)) {
    // the maker words, without the sentence's own words before them (`The card is an Amazon Basics …`)
    const words = (m[1] ?? "").trim().split(/\s+/);
    while (words.length && (NOT_MAKER.test(words[0] ?? "") || !/^[A-Z]/.test(words[0] ?? ""))) words.shift();
    if (!words.length || words.some((w) => NOT_MAKER.test(w) || !/^[A-Z]/.test(w) || NOT_BRAND.test(w))) continue;
    const at = (m.index ?? 0) + (m[0].indexOf(words[0] ?? ""));
    const each = parseSize(`${m[2]}${m[3]}B`, false);
    if (each) out.push({ kind: "disk", vendor: words[0] ?? null, model: words.join(" "), count: 1, capacityBytes: each, attrs: { capacity_bytes_each: each }, at, end: (m.index ?? 0) + m[0].length });
  }
  for (const m of allMatches(t, BRAND)) if (/^[A-Z]/.test(m[3] ?? "") && !NOT_BRAND.test(m[3] ?? "")) disk(m, m[3] ?? null);
  return out;
}
