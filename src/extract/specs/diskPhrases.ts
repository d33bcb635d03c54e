import { lexicon } from "../../normalise/lexicon.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { alt } from "./partTerms.ts";

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
/** `480 GB Kingston SSDs`: a capacity, one brand word, the disk word. */
const BRAND = new RegExp(`(?<![\\d.])${CAP}\\s+([A-Za-z]{3,})\\s+(?:${DISK}|SSDs|HDDs)(?![A-Za-z])`, "gi");
const NOT_BRAND = /^(?:SATA|SAS|NVMe|PCIe|USB|SSD|HDD|External|Internal|Portable|Enterprise|Desktop|Laptop|NAS|Flash)$/i;

/** Disks named with a capacity in phrases the size-before-noun pattern misses: parentheses, `の`, a brand between. */
export function diskPhrases(t: string): DiskPhrase[] {
  const out: DiskPhrase[] = [];
  const disk = (m: RegExpMatchArray, vendor: string | null = null) => {
    const each = parseSize(`${m[1]}${m[2]}B`, false);
    if (each) out.push({ kind: "disk", vendor, model: null, count: 1, capacityBytes: each, attrs: { capacity_bytes_each: each }, at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  };
  for (const m of t.matchAll(PAREN)) disk(m);
  for (const m of t.matchAll(NO)) disk(m);
  // the brand is capitalised (`Apple`, `Kingston`); the disk word is in any case (`SSD`, `ssd`)
  for (const m of t.matchAll(BRAND)) if (/^[A-Z]/.test(m[3] ?? "") && !NOT_BRAND.test(m[3] ?? "")) disk(m, m[3] ?? null);
  return out;
}
