import { z } from "zod";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { readDataFile } from "../../dataFile.ts";

const PartTermsFile = z.object({
  disk_vendors: z.array(z.string()),
  disk_lines: z.record(z.string(), z.array(z.string())),
  disk_words: z.array(z.string()),
  filesystems: z.array(z.string()),
  software: z.record(z.string(), z.array(z.string())),
  nas_os: z.array(z.string()),
  os_extra: z.record(z.string(), z.array(z.string())),
  count_words: z.record(z.string(), z.number().int().positive()),
  /** Words of where or how a counted part is placed, between the count and the part (`twelve internal Intel DC S3700`, `24 external Seagate ES.3`). */
  count_placements: z.array(z.string()),
  board_words: z.array(z.string()),
  nic_words: z.array(z.string()),
  memory_vendors: z.array(z.string()),
  nic_vendors: z.array(z.string()),
  board_vendors: z.array(z.string()),
  product_kind_words: z.record(z.string(), z.array(z.string())),
  product_column_labels: z.record(z.string(), z.array(z.string())),
  machine_makers: z.array(z.string()),
  machine_lines: z.array(z.string()),
  /** Words of a computer's model after its line that hold no digit (`MacBook Pro Retina`, `Orange Pi PC`, `ThinkPad X1 Carbon`). */
  machine_variants: z.array(z.string()),
  /** Makers whose every product is a computer (mini PCs): their name and a model token name a machine (`GMKtec M8`). */
  computer_makers: z.array(z.string()),
  /** Cloud machines named by their instance type, as patterns (`m7i.large`, `n2-standard-8`, `Standard_D4s_v5`). */
  cloud_instance_types: z.array(z.string()),
  hardware_headings: z.array(z.string()),
  other_hardware_labels: z.array(z.string()),
  katakana_cpu_families: z.record(z.string(), z.string()),
});

/** Part and software names of the field (partTerms.json), validated once on first use. */
export const partTerms = readDataFile(PartTermsFile, new URL("./partTerms.json", import.meta.url));

export const esc = escapeRegExp;
/** An alternation of terms, longest first, spaces matching any run of spaces. */
export const alt = (terms: string[]) => [...new Set(terms)].sort((a, b) => b.length - a.length).map((t) => esc(t).replace(/ /g, "\\s*")).join("|");
/** Latin terms bounded as words; Japanese terms anywhere. */
export const wordRe = (terms: string[], flags = "gi") => new RegExp(`(?<![A-Za-z0-9])(?:${alt(terms)})(?![A-Za-z0-9])`, flags);

/** Trademark marks (`Intel(R) Xeon(R)`, `Core™`) blanked to spaces of the same length, so positions in the text still hold. */
export const withoutMarks = (t: string) => t.replace(/\((?:R|TM|C)\)|[®™©]/gi, (m) => " ".repeat(m.length));

export const SOFTWARE_NAMES = Object.values(partTerms.software).flat();
export const FILESYSTEM_RE = new RegExp(`(?<![A-Za-z0-9/.\\-])(${alt(partTerms.filesystems)})(?![A-Za-z0-9])`, "gi");

/** The number a count word stands for (`two`, `four`, `a pair of`), or null. */
export function countWord(word: string): number | null {
  return partTerms.count_words[normaliseText(word).toLowerCase().trim()] ?? null;
}

/** The canonical spelling of a file system name (`XFS` → xfs, `ZFS` → ZFS as the page's capitals are kept for acronyms). */
export function filesystemName(name: string): string {
  const known = partTerms.filesystems.find((f) => f.toLowerCase() === name.toLowerCase());
  return known ?? name;
}

/** The kind a label or header names a product by (`Drive`, `NAS`, `L3スイッチ`), or null. */
export function productKindOf(text: string): string | null {
  const t = normaliseText(text).toLowerCase().replace(/\s+/g, " ").trim();
  const singular = t.replace(/(?<=[a-z])(?:es|s)$/, "");
  for (const [kind, words] of Object.entries(partTerms.product_kind_words)) if (words.some((w) => t === w || t.endsWith(w) || singular.endsWith(w))) return kind;
  return null;
}

/** The role of a product table's column or row label (kind, vendor, ports, cache, capacity, model), or null. */
export function productColumnOf(text: string): string | null {
  const t = normaliseText(text).toLowerCase().replace(/\s*[(（][^)）]*[)）]\s*/g, "").trim();
  for (const [role, words] of Object.entries(partTerms.product_column_labels)) if (words.includes(t)) return role;
  return null;
}

/** A disk's capacity from its model as drives print it: `… 2TB`, `500GB`, Seagate `ST8000VN004` (GB), WD `WD120EFAX` (×100 GB). */
export function capacityFromModel(model: string): number | null {
  const t = normaliseText(model);
  const inName = /(?<![\w.])(\d+(?:\.\d+)?)\s*(GB|TB|G|T)(?![A-Za-z0-9])/i.exec(t);
  if (inName) return parseSize(`${inName[1]}${inName[2]?.[0]}B`, false);
  // (`ST18000NM003D`, `ST20000NM007D`: the Exos X20 numbers end in a letter)
  const st = /\bST(\d{3,5})([A-Z]{2})\d{3,4}[A-Z]?\b/.exec(t) ?? /\bST3(\d{3,4})\d{3}(?:AS|NS|SV|CS)\b/.exec(t);
  if (st?.[1]) return Number(st[1]) * 1e9;
  // the ATA drives of the early 2000s: `ST320413A` (20 GB), `ST3120026A` (120 GB)
  const ata = /\bST3(\d{2,4})\d{3}A\b/.exec(t);
  if (ata?.[1]) return Number(ata[1]) * 1e9;
  // WD's current numbering counts hundreds of GB (WD40EFRX, WD120EFAX); its older four-digit codes are not regular
  const wd = /\bWD(\d{2,3})[A-Z]{4}\b/.exec(t);
  if (wd?.[1]) return Number(wd[1]) * 1e11;
  // a Mac's internal SSD as the system names it counts gigabytes, four digits (`APPLE SSD AP0256Z`; `AP1024Z` is sold as 1 TB)
  const apple = /\bAPPLE SSD (?:AP|SM)(\d{4})[A-Z]\b/.exec(t);
  if (apple?.[1]) return Number(apple[1]) < 1000 ? Number(apple[1]) * 1e9 : (Number(apple[1]) / 1024) * 1e12;
  return null;
}

const OTHER_HARDWARE = new Set(partTerms.other_hardware_labels);
/** A spec label naming hardware outside the vocabulary (`Video display`, `Power Supply`, `CPU Cooler`, `電源`): its value names no part. */
export function isOtherHardwareLabel(label: string): boolean {
  const t = normaliseText(label).toLowerCase().replace(/^[・•●◆◇■□\-*]\s*/, "").replace(/\s*[(（][^)）]*[)）]\s*/g, "").replace(/\s+/g, " ").trim();
  return OTHER_HARDWARE.has(t) || OTHER_HARDWARE.has(t.replace(/^(?:testing|test|system)\s+/, ""));
}
