import { partText } from "./partText.ts";
import { lexicon } from "../../normalise/lexicon.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import { linkSpeedIn, type PartDraft } from "./parseSpecValue.ts";
import { raidCards } from "./raidCards.ts";
import { bracketedNames } from "./bracketedNames.ts";
import { SPEED_WORD, switches } from "./switchMentions.ts";
import { wirelessAdapters } from "./wirelessAdapters.ts";
import { listedProducts } from "./listedProducts.ts";
import { alt, capacityFromModel, FILESYSTEM_RE, partTerms, SOFTWARE_NAMES } from "./partTerms.ts";
import { CAPACITY_BEFORE, capLength, countBefore, modulesBefore } from "./countBefore.ts";

/** A part named in a piece of text, with where it sits. */
import { cloudVolumes } from "./cloudVolumes.ts";
import { modelCues } from "./modelCues.ts";
import { termLeads } from "../../normalise/termLeads.ts";
import { DISK_NUMBERS, VENDORS } from "./partGrammarData.ts";
import { allMatches } from "../../normalise/allMatches.ts";

export interface Mention extends PartDraft {
  at: number;
  end: number;
}

/** A maker's name as written or in capitals, as drives and adapters print it (`TOSHIBA MK5065GSX`, `KINGSTON SA400`). */
const VENDOR = (terms: string[], titled = false) =>
  new RegExp(`(?<![A-Za-z0-9\\-])(${alt([...terms, ...terms.map((t) => t.toUpperCase()), ...(titled ? terms.filter((t) => /^[A-Za-z-]{4,}$/.test(t)).map(titleCase) : [])])})(?![A-Za-z0-9])`, "g");
/** A one-word drive maker as a sentence may capitalise it (`Sandisk`, `Adata`), besides its own spelling and capitals. */
function titleCase(t: string): string {
  return `${t.charAt(0).toUpperCase()}${t.slice(1).toLowerCase()}`;
}
const DISK_VENDOR_RE = VENDOR(partTerms.disk_vendors, true);
/** A maker's product line that names its maker when the page leaves the maker out (`FireCuda 520`, `eight 12 TB IronWolf drives`). */
const LINE_MAKER = new Map(Object.entries(partTerms.disk_lines).flatMap(([maker, lines]) => lines.map((l) => [l.toLowerCase(), maker] as const)));
/** (`two IBM DeskStars`: a line in the plural too) */
const DISK_LINE_RE = new RegExp(`(?<![A-Za-z0-9\\-])(?:${alt(Object.values(partTerms.disk_lines).flat())})(?=s?(?![A-Za-z0-9]))`, "g");

const MAY_NAME_DRIVE_MAKER = termLeads([...partTerms.disk_vendors, ...Object.values(partTerms.disk_lines).flat()], /[A-Za-z0-9-]/);
/** Where a drive's maker is named: by its name (`Seagate`), or by a product line of its own written without it (`FireCuda 520`: Seagate, read from the line on). */
function drivesMakers(t: string): { index: number; vendor: string; length: number; line?: boolean }[] {
  if (!MAY_NAME_DRIVE_MAKER(t)) return [];
  const named = [...allMatches(t, DISK_VENDOR_RE)].map((m) => ({ index: m.index, vendor: m[1] ?? "", length: m[0].length }));
  const lines = [...allMatches(t, DISK_LINE_RE)]
    .filter((m) => !named.some((v) => m.index >= v.index && m.index <= v.index + v.length + 1))
    .map((m) => {
      // a maker's name in capitals right before its line, one the data does not list as a drive maker (`IBM DeskStar`, the line's maker then)
      // (not a size's unit or a bus: `12 TB IronWolf`, `SATA Raptor`)
      const caps = /(?<![A-Za-z0-9-]|\d\s?)([A-Z]{2,5})\s+$/.exec(t.slice(Math.max(0, m.index - 8), m.index));
      return caps?.[1] && !/^(?:[KMGTP]i?B|SSD|HDD|USB|SATA|PATA|SAS|NAS|IDE|RAID)$/.test(caps[1]) ? { index: m.index - caps[0].length, vendor: caps[1], length: caps[0].length, line: true } : { index: m.index, vendor: LINE_MAKER.get(m[0].toLowerCase()) ?? "", length: 0, line: true };
    });
  return [...named, ...lines].sort((a, b) => a.index - b.index);
}
const NAS_VENDOR_RE = VENDOR(lexicon.nas_vendors);
const NIC_VENDOR_RE = VENDOR(partTerms.nic_vendors);
/** A NIC maker's name in any case right before a model (`intel 7260-AC`): a product line's model after its maker needs no noun. */
const NIC_MAKER_BEFORE = new RegExp(`(?<![A-Za-z0-9-])(${alt(partTerms.nic_vendors)})\\s+$`, "i");
const CAPACITY = /^\s*(\d+(?:\.\d+)?)\s*([GT])B?(?![A-Za-z0-9])/i;
const MODEL_WORD = /^[A-Za-z0-9][\w\-+./]*$/;
/** A whole token numbered as a drive maker numbers its products (`ST380011A`, `WD1600JS`). */
const PART_NUMBER = new RegExp(`^(?:${DISK_NUMBERS.map((d) => d.re.source).join("|")})$`);
/** A count with a times sign, a drive maker in any case and a size, no model after it (`6*maxtor 80gb`, `4x seagate 2TB`; not `4x Kingston 480GB A400`). */
const COUNTED_MAKER_SIZE = new RegExp(`(?<![\\w.])(\\d{1,2})\\s*[x×*]\\s*(${alt(partTerms.disk_vendors.filter((v) => /^[A-Za-z][A-Za-z ]{2,}$/.test(v)))})\\s+(\\d+(?:\\.\\d+)?)\\s*([GT])(?:i?B)?(?![A-Za-z0-9])`, "gi");
const STOP_WORDS = new Set(
  ["a", "an", "the", "and", "or", "with", "on", "in", "at", "for", "to", "of", "from", "over", "via", "into", "onto", "using", "when", "while", "is", "was", "as", "by", "series", "drive", "drives", "disk", "disks", "card", "cards", "adapter", "adapters", "nic", "nics", "board", "boards", "running", "that", "which", "it", "its", "vs", "benchmark", "review", "reviewed", "device", "devices", "ssds", "hdds"],
);
const NAS_MODEL = /^[A-Z]{1,4}\d?-?\d{2,4}[A-Za-z+]*$/;
const BOARD_WORD = new RegExp(`^\\s*(?:${alt(partTerms.board_words)})(?![A-Za-z])`, "i");
const NIC_WORD = new RegExp(`^[^、。,.]{0,12}?(?<![A-Za-z])(?:${alt(partTerms.nic_words)})(?![A-Za-z])`, "i");
/** `… + 40Gigabit Ethernet Card (MCX354AFCCT)`: the product's description ends with its noun and its part number. */
const NIC_DESCRIPTION = /^[^、。,.()（）]{0,40}?(?<![A-Za-z])Ethernet\s+(?:Card|Adapter|NIC)\s*[(（]([A-Z0-9][A-Z0-9\-+]{4,})[)）]/i;
/** `Ethernet Converged Network Adapter `, `Ethernet Server Adapter `, `NIC `: a NIC's product-line words and noun before its model. */
const NIC_LINE = /^\s*(?:(?:(?:Ethernet|Gigabit|Network|Server|Converged|Controller|Dual[- ]Port|Quad[- ]Port|\d+(?:\.\d+)?\s*GbE)\s+){1,4}(?:Adapter|Card|NIC)|NIC)\s+(?=[A-Z0-9])/i;
const NIC_MODEL_RES = lexicon.nic_model_patterns.map((p) => new RegExp(p, "g"));
const NIC_MODELS = lexicon.nic_model_patterns.map((p) => new RegExp(p));
const MAY_NAME_SOFTWARE = termLeads(SOFTWARE_NAMES, /[A-Za-z0-9\-/.]/);
const VERSIONED_SOFTWARE = new Set((partTerms.software.versioned ?? []).map((n) => n.toLowerCase()));
const MAY_NAME_NAS_OS = termLeads(partTerms.nas_os, /[A-Za-z0-9\-/]/);
const MAY_NAME_FILESYSTEM = termLeads(partTerms.filesystems, /[A-Za-z0-9/.\-]/);
const SOFTWARE_RE = new RegExp(`(?<![A-Za-z0-9\\-/.])(${alt(SOFTWARE_NAMES)})(?:(?:-|\\s+(?:version\\s+|v(?=\\d))?)(\\d+(?:\\.\\d+)+(?:-\\d+)?))?(?![A-Za-z0-9])`, "g");
const NAS_OS_RE = new RegExp(`(?<![A-Za-z0-9\\-/])(${alt(partTerms.nas_os)})(?:\\s+(\\d+(?:\\.\\d+)+(?:-[\\w.]+)?))?(?![A-Za-z0-9])`, "g");
const SPACE_PUNCT = /[、。,:：;(（)）「」『』]/;
const FLASH_TYPE = /^(?:V-?NAND|3D-?NAND|NAND|BiCS\d*|[SMTQP]LC)$/i;
/** Words that describe how a part attaches, spins or fits (`2.5-inch`, M.2 `2280`, lane width `x4` but not model `X550`), not which product it is. */
const INTERFACE_WORD = /^(?:SATA\w*|SAS|NVMe|PCIe?\S*|M\.2|USB\S*|\d+-?rpm|DDR\d?\S*|DIMM|RAM|x(?:1|2|4|8|12|16|32)|\d(?:\.\d+)?-?(?:inch|in|")|22(?:30|42|60|80|110))$/i;

const CARD_FORMAT = /^(?:micro|mini)?SD(?:HC|XC|UC)?$|^(?:CF|CFexpress|CompactFlash)$/i;

/** Words after a vendor name that name its product, up to a capacity, a stop word or punctuation. */
function modelWords(text: string): { words: string[]; length: number; capacity: number | null } {
  const words: string[] = [];
  let pos = 0;
  let capacity: number | null = null;
  while (pos < text.length && words.length < 5) {
    const rest = text.slice(pos);
    const cap = CAPACITY.exec(rest);
    if (cap && (words.length || !/^\s*\d+\s*[GT]B?\s*[A-Za-z]/.test(rest) || /^\s*\d+(?:\.\d+)?\s*[GT]B(?![A-Za-z])/i.test(rest))) {
      capacity = parseSize(`${cap[1]}${cap[2]}B`, false);
      pos += cap[0].length;
      if (words.length) break;
      continue;
    }
    const m = /^(\s*)(\S+)/.exec(rest);
    if (!m?.[2]) break;
    // the word ends at punctuation or at Japanese text (`I219-Vで`, `BX500：`, `adapter.`)
    const word = (/^[\x21-\x7e]*/.exec(m[2].split(SPACE_PUNCT)[0] ?? "")?.[0] ?? "").replace(/[.,;!?]+$/, "");
    // the interface before the name (`Samsung USB 3.1 32 GB Fit Plus`) is passed over, with its version
    const lead = !words.length && INTERFACE_WORD.test(word) && word === m[2] ? /^\s+(?:\d\.\d|Gen\s?\d)(?![\w.])/i.exec(rest.slice((m[1]?.length ?? 0) + word.length)) : null;
    if (lead) {
      pos += (m[1]?.length ?? 0) + word.length + lead[0].length;
      continue;
    }
    // so is the card format before it (`SanDisk microSD 64GB Extreme`, `Sandisk microSD card`)
    if (!words.length && CARD_FORMAT.test(word) && word === m[2]) {
      pos += (m[1]?.length ?? 0) + word.length;
      continue;
    }
    // `PM991a Model MZ-ALQ256B`: the word `Model` between a product's name and its part number is no word of either
    const numberAfter = words.length && /^model$/i.test(word) && word === m[2] ? /^\s+(?=[A-Z0-9][\w\-+./]*\d)/i.exec(rest.slice((m[1]?.length ?? 0) + word.length)) : null;
    if (numberAfter) {
      pos += (m[1]?.length ?? 0) + word.length;
      continue;
    }
    if (!word || !MODEL_WORD.test(word) || STOP_WORDS.has(word.toLowerCase()) || INTERFACE_WORD.test(word)) break;
    // a lower-case word that says what kind of drive it is (`thumb drive`, `flash disk`) is not in the name; `Extreme plus` is
    if (/^[a-z]+$/.test(word) && /^\s+(?:drives?|disks?|sticks?|cards?)(?![A-Za-z])/i.test(rest.slice((m[1]?.length ?? 0) + word.length))) break;
    // after a leading capacity only a model-like word goes on (`120GB Vertex 2`, not `4TB 7200rpm SATA`, nor the sentence's `80gb slow`)
    if (capacity !== null && !words.length && (!/^[A-Za-z]/.test(word) || /^[a-z]+$/.test(word))) break;
    words.push(word);
    pos += (m[1]?.length ?? 0) + word.length;
    // a maker's part number ends the name (`Seagate ST380011A here`)
    if (word !== m[2] || PART_NUMBER.test(word)) break;
  }
  return { words, length: pos, capacity };
}

/** A part number in parentheses right after a product name: `(WD20EFRX)`, `（SDSQXA1-064G-GN6MA）`, or a capacity `（500GB）`. */
function parenthesised(text: string): { partNumber: string | null; capacity: number | null; length: number } {
  const m = /^\s*[(（]([^)）]{1,40})[)）]/.exec(text);
  if (!m?.[1]) return { partNumber: null, capacity: null, length: 0 };
  const inner = m[1].trim();
  const cap = /^(\d+(?:\.\d+)?)\s*([GT])B?(?:[、,\s]|$)/i.exec(inner);
  if (cap) return { partNumber: null, capacity: parseSize(`${cap[1]}${cap[2]}B`, false), length: m[0].length };
  const pn = /^([A-Z0-9][A-Z0-9\-+]{4,})$/.exec(inner)?.[1];
  return pn && /\d/.test(pn) && /[A-Z]/.test(pn) ? { partNumber: pn, capacity: capacityFromModel(pn), length: m[0].length } : { partNumber: null, capacity: null, length: 0 };
}

/** `(64GB ECC)`, `(2x16GB DDR4)`: what a maker's part is, said in parentheses after its number — a memory module. */
const MODULE_AFTER = /^\s*[(（][^)）]{0,30}?(?<![A-Za-z])(?:ECC|(?:LP)?DDR\d?|[RU]?DIMMs?|SO-DIMMs?|RAM)(?![A-Za-z])[^)）]{0,20}[)）]/i;

/** A part number as catalogues print it after a product's name and size: capitals and digits, with hyphens or eight long (`SDSQQNR-064G-GH3IA`, `CT500P2SSD8`); a spindle speed (`5400-RPM`) is none. */
const CATALOGUE_NUMBER = /^\s*(?:[A-Za-z][\w.-]*\s+){0,2}?(?:\d+(?:\.\d+)?\s*[GT]B\s+)?(?!\d+-?RPM(?![\w-]))((?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z]{2})[A-Z0-9]{2,}(?:-[A-Z0-9]{2,}){1,3}|(?=[A-Z0-9]*\d)[A-Z]{2}[A-Z0-9]{6,})(?![\w-])/;

/** A drive noun of the grammar (`コンパクトフラッシュ`, `CF card`, `microSD`) and the drive's size in brackets after it. */
const DRIVE_NOUN_SIZE = new RegExp(`^\\s*(?:${alt(partTerms.disk_words)})\\s*[(（]\\s*(\\d+(?:\\.\\d+)?)\\s*([GT])B\\s*[)）]`, "i");

/** The mark of a drive named by capitalised words alone, which the report keeps only when its title or headings speak of drives. */
export const NAME_ONLY = "name_only";

/** Disks and NAS boxes named by their vendor (`Crucial BX500 240GB`, `four Western Digital Red 2 TB (WD20EFRX) drives`, `Synology DS920+`). */
function productsByVendor(t: string): Mention[] {
  const out: Mention[] = [];
  // a NAS's model number holds a digit
  for (const m of /\d/.test(t) ? allMatches(t, NAS_VENDOR_RE) : []) {
    const after = t.slice(m.index + m[0].length);
    const words = /^\s+([A-Za-z]+\s+)?([A-Z]{1,4}\d?-?\d{2,4}[A-Za-z+]*)((?:\s+(?:Pro|Plus|II|XS|xs\+))?)(?![\w-])/.exec(after);
    if (!words?.[2] || !NAS_MODEL.test(words[2])) continue;
    const model = `${words[2]}${words[3] ?? ""}`;
    out.push({ kind: "nas", vendor: m[1] ?? null, model, attrs: {}, at: m.index, end: m.index + m[0].length + words[0].length });
  }
  // `6*maxtor 80gb`: a count, a drive maker however cased, and the size of each (a mail's shorthand for the drives of a build)
  for (const m of /\d\s*[x×*]\s*[A-Za-z]/.test(t) ? allMatches(t, COUNTED_MAKER_SIZE) : []) {
    const vendor = partTerms.disk_vendors.find((v) => v.toLowerCase() === m[2]?.toLowerCase()) ?? m[2] ?? null;
    const each = parseSize(`${m[3]}${m[4]}B`, false);
    const n = Number(m[1]);
    if (!/^(?:\s*$|\s*[,.;:)]|\s+[a-z])/.test(t.slice(m.index + m[0].length))) continue;
    if (each) out.push({ kind: "disk", vendor, model: null, count: n, capacityBytes: each * n, attrs: { capacity_bytes_each: each }, at: m.index, end: m.index + m[0].length });
  }
  for (const m of drivesMakers(t)) {
    const vendor = m.vendor;
    const start = m.index;
    if (out.some((o) => start >= o.at && start < o.end)) continue;
    // `Seagate の 1TB SATA ドライブ`: the Japanese possessive between a maker and the capacity of its drive
    // … and the English one before its product (`Toshiba's TransMemory-EX 64 GB`); `Patriot's drive` alone names the drive again, not a product
    const owned = /^['’]s\s+(?=[A-Z0-9])/.exec(t.slice(start + m.length))?.[0];
    const possessive = owned ?? /^\s*の\s*(?=\d)/.exec(t.slice(start + m.length))?.[0] ?? "";
    // `Samsung「970 EVO 500GB」`: the product in Japanese quotation brackets right after its maker is read as if unquoted
    const raw = t.slice(start + m.length + possessive.length);
    const quoted = /^\s*[「『]([^「」『』]{2,40})[」』]/.exec(raw);
    const afterVendor = quoted ? ` ${quoted[1]} ${raw.slice(quoted[0].length)}` : raw;
    const read = modelWords(afterVendor);
    const { words, capacity } = read;
    // a line in the plural names its drives by the line (`DeskStars` → `DeskStar`)
    if (m.line && words[0] && LINE_MAKER.has(words[0].toLowerCase().replace(/s$/, "")) && !LINE_MAKER.has(words[0].toLowerCase())) words[0] = words[0].slice(0, -1);
    const length = read.length + possessive.length;
    if (/^intel$/i.test(vendor) && !/^(SSD|Optane|DC)$/i.test(words[0] ?? "")) continue;
    if (/^['’]s\s/.test(t.slice(start + m.length)) && !words.length) continue;
    // `Samsung V-NAND 3bit MLC`, `Kioxia BiCS5 TLC`: the flash a drive is built from, not a drive
    if (FLASH_TYPE.test(words[0] ?? "") || words.some((w) => /^(?:[SMTQP]LC|\d+-?bit)$/i.test(w))) continue;
    // memory modules of the same makers: `Samsung 16GB DDR4`, `Crucial 8GB RAM`; counted with their size before the maker, they are the memory (`4 8GB Crucial DDR4 2400 MHz RAM sticks`)
    if (/^\s*(?:\d+(?:\.\d+)?\s*[GT]B\s*)?(?:[\w-]+\s+)?(?:DDR|RAM|DIMM|SO-DIMM|メモリ)/i.test(afterVendor)) {
      const sticks = modulesBefore(t, start, vendor, afterVendor);
      if (sticks) out.push(sticks);
      continue;
    }
    // a module named by its part number with what it is in parentheses: `2 x Kingston KSM32ED8/32HC (64GB ECC)`
    const module = MODULE_AFTER.exec(afterVendor.slice(read.length));
    if (module && words.length) {
      const size = /(\d+(?:\.\d+)?)\s*([GT])i?B/i.exec(module[0]);
      const n = countBefore(t.slice(0, start));
      out.push({ kind: "memory", vendor, model: words.join(" "), count: n, capacityBytes: size ? parseSize(`${size[1]}${size[2]}B`, true) : null, attrs: n ? { modules: n } : {}, at: start, end: start + m.length + length + module[0].length });
      continue;
    }
    const paren = parenthesised(afterVendor.slice(read.length));
    const trailing = afterVendor.slice(length + paren.length);
    // … or before the maker (`HDD Seagate Archive`, `SSD Netac NV7000`: a table's head says what kind of drive it names first)
    const diskWord = /^\s*(?:[A-Za-z]+\s+){0,2}?(?:SSD|HDD|(?:hard)?drives?|(?:hard)?disks?|NVMe|ドライブ|ディスク|を|の)/i.test(trailing) || /(?:^|\s)(?:SSD|HDD|(?:micro)?SD)\s+$/i.test(t.slice(0, start));
    const hasDigit = words.some((w) => /\d/.test(w));
    // a capacity may lead the maker's name in a list of drives (`500GB Samsung 980 PRO M.2 … SSD`, `(2) 1TB Samsung 970 EVO Plus`)
    const capFirst = CAPACITY_BEFORE.exec(t.slice(0, start));
    // … or the maker's numbering says it (`Seagate Exos X20 ST18000NM003D`: ST + gigabytes)
    // … or follow the drive noun (`Kingston A400 SSD Disk 240GB`)
    // … or the grammar's drive noun and the size in brackets after it (`SanDisk ExtremeIII コンパクトフラッシュ(1GB)`)
    const capAfter = /^\s*(?:(?:SSD|HDD|Flash)\s+)?(?:disks?|drives?|cards?)\s+(\d+(?:\.\d+)?)\s*([GT])B(?![A-Za-z])/i.exec(trailing) ?? DRIVE_NOUN_SIZE.exec(trailing);
    // a catalogue's line ends with the part number after the noun and size (`… microSD Card 64GB SDSQQNR-064G-GH3IA`)
    const numbered = !paren.partNumber ? CATALOGUE_NUMBER.exec(trailing.slice(capAfter?.[0].length ?? 0)) : null;
    if (numbered?.[1]) {
      paren.partNumber = numbered[1];
      paren.length += (capAfter?.[0].length ?? 0) + numbered[0].length;
    }
    const cap = capacity ?? paren.capacity ?? (capFirst ? parseSize(`${capFirst[1]}${capFirst[2]}B`, false) : null) ?? (capAfter ? parseSize(`${capAfter[1]}${capAfter[2]}B`, false) : null) ?? words.map(capacityFromModel).find((c) => c !== null) ?? null;
    // `Seagate 8 TB 7200 RPM desktop drives (ST8000DM004)`, `two Seagate 2.5-inch USB 3.0 hard disk drives`: no model words, but a disk noun after
    const later = !words.length ? /^(?:[^.。、()（）]|\.(?=\d)){0,40}?(?<![A-Za-z])(?:(?:hard)?drives?|(?:hard)?disks?|HDDs?|SSDs?|cards?|ドライブ)\s*(?:[(（]([A-Z0-9][A-Z0-9\-+]{4,})[)）])?/i.exec(trailing) : null;
    if (!words.length && !cap && !later) continue;
    if (later?.[1] && !paren.partNumber) {
      paren.partNumber = later[1];
      paren.length += later[0].length;
    }
    // a name of capitalised words alone (`Patriot Supersonic Magnum wins …`, `SanDisk's Extreme`) is a drive only on a page about drives
    const lower = words.findIndex((w) => !/^[A-Z]/.test(w));
    const capitalised = lower < 0 ? words : words.slice(0, lower);
    // (a maker's product line of drives counted before it is drives, digits or none: `two IBM DeskStars`)
    const nameOnly = !hasDigit && !cap && !paren.partNumber && !diskWord && !later && !(m.line && countBefore(t.slice(0, start)) !== null);
    if (nameOnly && !capitalised.length) continue;
    if (nameOnly) {
      out.push({ kind: "disk", vendor, model: capitalised.join(" "), count: 1, capacityBytes: null, attrs: { [NAME_ONLY]: true }, at: start, end: start + m.length + length });
      continue;
    }
    if (!words.length && !/[^\x00-\x7f]/.test(vendor) && !later && !paren.capacity) continue;
    const after = trailing;
    // `×2` after the drive's interface and noun too (`KIOXIA EXCERIA SATA SSD ×2`)
    const times = /^\s*(?:(?:SATA|SAS|NVMe|SSD|HDD)\s+|\d{4,5}\s*rpm\s+)*[x×*]\s*(\d{1,2})(?![\d.])/i.exec(after)?.[1];
    // `SATA ドライブを8本`, `HDD 4台`: the Japanese counter after the drive noun
    const counted = !times && cap ? /^\s*(?:[A-Za-z0-9.]+\s+){0,2}?(?:SSD|HDD|ドライブ|ディスク|drives?|disks?)\s*(?:を|が)?\s*(\d{1,2})\s*(?:台|本|基|個)/i.exec(after) : null;
    const count = times ? Number(times) : counted ? Number(counted[1]) : countBefore(t.slice(0, start - capLength(capFirst))) ?? 1;
    const attrs: Record<string, unknown> = {};
    if (cap) attrs.capacity_bytes_each = cap;
    if (paren.partNumber) attrs.part_number = paren.partNumber;
    const model = words.join(" ") || null;
    out.push({ kind: "disk", vendor, model: model && paren.partNumber ? `${model} ${paren.partNumber}` : model ?? paren.partNumber, count, capacityBytes: cap ?? null, attrs, at: start, end: start + m.length + length + paren.length + (counted?.[0].length ?? 0) });
  }
  return out;
}

/** A board's form factor between its model and the noun (`… Mini ITX Motherboard`, `… mATX board`). */
const BOARD_FORM = "(?:(?:Mini|Micro|Flex)[- ]?(?:ITX|ATX|DTX)|mini-ITX|m?ATX|E-?ATX|ITX)";
const BOARD_BEFORE_NOUN = new RegExp(
  `(?<![\\w-])((?:[A-Z][A-Za-z]+\\s+)?)([A-Z0-9][\\w\\-+/]*\\d[\\w\\-+/]*(?:\\s+(?:[A-Z][A-Z0-9\\-+]+|[A-Z][a-z]*\\d[\\w\\-+]*)){0,2})\\s+(?=(?:${BOARD_FORM}\\s+)?(?:[Bb]oards?|[Mm]otherboard|[Mm]ainboard|マザーボード|マザー)(?![A-Za-z]))`,
  "g",
);

/** Boards (`Tyan S2882 boards`, `マザーボードは ASUS PRIME B450M-A`) and adapters (`Intel PRO/1000 MT PCI-X adapter`, `Intel X710 card (X710-DA2)`). */
/** Makers the grammar knows for network adapters and no other part or machine (`Chelsio`, `Solarflare`, `Myricom`; not `Dell`, `HPE`). */
const MACHINE_MAKERS = new Set([...partTerms.machine_makers, ...partTerms.computer_makers].map((m) => m.toLowerCase()));
const NIC_ONLY_MAKERS = new Set(VENDORS.filter((v) => v.kinds.length === 1 && v.kinds[0] === "nic" && !MACHINE_MAKERS.has(v.vendor.toLowerCase())).map((v) => v.vendor.toLowerCase()));

function boardsAndAdapters(t: string): Mention[] {
  const out: Mention[] = [];
  // the boards' patterns and the adapters after a maker read a model number with a digit in it: a text without one is not run through them
  const digit = /\d/.test(t);
  // `Tyan S2882 board`, `a Gigabyte B550 AORUS MASTER motherboard` (capitalised words of the name after its number)
  // (`Asrock B550M Pro4 Motherboard`: a capitalised word with a digit goes on the name; a parts list capitalises the noun)
  for (const m of digit ? allMatches(t, BOARD_BEFORE_NOUN) : []) {
    const vendor = m[1]?.trim() || null;
    if (vendor && /^(a|an|the|two|one)$/i.test(vendor)) continue;
    out.push({ kind: "motherboard", vendor, model: m[2] ?? null, attrs: {}, at: m.index, end: m.index + m[0].length });
  }
  for (const m of digit ? allMatches(t, /(?:マザーボード|メインボード|マザー|motherboard|mainboard|M\/B)\s*(?:は|に|:|is)?\s*((?:[A-Z][A-Za-z]+\s+)?[A-Z][\w\-+/]*\d[\w\-+/]*(?:\s+[A-Z0-9][\w\-+]*)?)/gi) : []) {
    if (BOARD_WORD.test(m[1] ?? "")) continue;
    out.push({ kind: "motherboard", vendor: /^([A-Z][A-Za-z]+)\s/.exec(m[1] ?? "")?.[1] ?? null, model: m[1]?.trim() ?? null, attrs: {}, at: m.index, end: m.index + m[0].length });
  }
  for (const m of digit ? allMatches(t, NIC_VENDOR_RE) : []) {
    const after = t.slice(m.index + m[0].length);
    const line = NIC_LINE.exec(after)?.[0] ?? "";
    const rest = after.slice(line.length);
    const { words, length } = modelWords(rest.replace(/^\s*(?:dual|quad|single)-port\s+/i, " "));
    let model = words.filter((w) => !/^(PCI-?X|PCIe?|x(?:1|2|4|8|12|16|32)|dual-port|quad-port|single-port|Gigabit|Ethernet|Server|Network|Controller|Wi-?Fi|WLAN|Wireless)$/i.test(w)).join(" ");
    const paren = parenthesised(rest.slice(length));
    const tail = rest.slice(length + paren.length);
    // `Intel Ethernet Controller X550`, `Broadcom NetXtreme Gigabit Ethernet BCM5720`: the product line's own words say it is a NIC
    const described = NIC_DESCRIPTION.exec(rest.slice(length));
    if (described?.[1] && !paren.partNumber) {
      paren.partNumber = described[1];
      paren.length = described[0].length;
    }
    // a model of a NIC product line (`ConnectX-4 Lx MCX4121A-ACAT`, `AX200`) is a NIC without the noun; so is a model before `PCIe Network Card`
    const nicLine = NIC_MODELS.some((re) => re.test(model));
    // a product line's model ends before the sentence's own lower-case words (`Intel 3945ABG copying files over …`)
    if (nicLine) {
      const kept = model.split(" ");
      while (kept.length > 1 && /^[a-z]+$/.test(kept[kept.length - 1] ?? "")) kept.pop();
      model = kept.join(" ");
    }
    const nounAfter = /^\s*(?:PCIe?\s+)?(?:Network|Ethernet|LAN)\s+(?:Interface\s+)?(?:Card|Adapter)/i.test(rest.slice(length));
    const nicWordAfter = !!described || !!line || nicLine || nounAfter || NIC_WORD.test(rest.slice(length)) || /^\s*(?:Network Connection|Ethernet Controller)/i.test(tail) || words.some((w) => /^(?:Ethernet|Gigabit|GbE|Network)$/i.test(w));
    const nicBefore = /(?:NIC|LAN|ネットワーク(?:カード|アダプタ)?|network (?:card|adapter))\s*(?:は|が|:|is)?\s*$/i.test(t.slice(0, m.index));
    // a maker of network adapters alone (`Chelsio T62100-SO-CR with TOE enabled`) and a catalogue number (letters, digits and a hyphen)
    const adapterMaker = NIC_ONLY_MAKERS.has((m[1] ?? "").toLowerCase()) && /^[A-Z]{1,3}\d{2,}[A-Z0-9]*(?:-[A-Z0-9]+)+$/.test(model);
    // a link rate is no model (`an Intel 10Gbps card`)
    if (!model || !/\d/.test(model) || SPEED_WORD.test(model) || !(nicWordAfter || nicBefore || adapterMaker)) continue;
    const attrs: Record<string, unknown> = paren.partNumber ? { part_number: paren.partNumber } : {};
    if (/オンボード|on-?board/i.test(t.slice(Math.max(0, m.index - 12), m.index))) attrs.onboard = true;
    out.push({ kind: "nic", vendor: m[1] ?? null, model: paren.partNumber ? `${model} ${paren.partNumber}` : model, speedBps: linkSpeedIn(`${model} ${after.slice(0, 40)}`), count: countBefore(t.slice(0, m.index)), attrs, at: m.index, end: m.index + m[0].length + line.length + length + paren.length });
  }
  for (const re of NIC_MODEL_RES) {
    for (const m of allMatches(t, re)) {
      if (out.some((o) => m.index < o.end && m.index + m[0].length > o.at)) continue;
      // (`the 82599 10GbE Controller`: a NIC line's model and the controller it is)
      const controller = /^\s*(?:\d+(?:\.\d+)?\s*G(?:bE|b)?\s+)?(?:Ethernet\s+|Network\s+)?Controller/i.test(t.slice(m.index + m[0].length));
      const maker = NIC_MAKER_BEFORE.exec(t.slice(Math.max(0, m.index - 40), m.index));
      if (!controller && !maker && !NIC_WORD.test(t.slice(m.index + m[0].length)) && !/(?:NIC|LAN)\s*(?:は|:)?\s*$/i.test(t.slice(0, m.index))) continue;
      const vendor = maker?.[1] ? (partTerms.nic_vendors.find((v) => v.toLowerCase() === maker[1]?.toLowerCase()) ?? maker[1]) : null;
      out.push({ kind: "nic", vendor, model: m[0], speedBps: linkSpeedIn(t.slice(m.index, m.index + 60)), attrs: {}, at: m.index, end: m.index + m[0].length });
    }
  }
  return out;
}

/** Software (`fio-3.28`, `CrystalDiskMark 8.0.4`, `Proxmox VE 7.4-3`, `Aspera CLI`), NAS systems (`unRAID 6.12.11` → os) and file systems. */
function softwareAndFilesystems(t: string): Mention[] {
  const out: Mention[] = [];
  for (const m of MAY_NAME_NAS_OS(t) ? allMatches(t, NAS_OS_RE) : []) out.push({ kind: "os", model: m[2] ? `${m[1]} ${m[2]}` : m[1] ?? null, attrs: { role: "nas" }, at: m.index, end: m.index + m[0].length });
  for (const m of MAY_NAME_SOFTWARE(t) ? allMatches(t, SOFTWARE_RE) : []) {
    if (out.some((o) => m.index < o.end && m.index + m[0].length > o.at)) continue;
    // a product the genre names in passing as often as it runs it (`OpenVPN`, `QEMU`) is a part only with its version
    if (!m[2] && VERSIONED_SOFTWARE.has((m[1] ?? "").toLowerCase())) continue;
    out.push({ kind: "software", model: m[2] ? `${m[1]} ${m[2]}` : m[1] ?? null, attrs: m[2] ? { name: m[1], version: m[2] } : { name: m[1] }, at: m.index, end: m.index + m[0].length });
  }
  for (const m of MAY_NAME_FILESYSTEM(t) ? allMatches(t, FILESYSTEM_RE) : []) {
    // a file system, not a path or a command (`/mnt/zfs`, `mkfs.xfs` is read from tool output)
    if (/[./\-]$/.test(t.slice(0, m.index))) continue;
    out.push({ kind: "filesystem", model: (m[1] ?? "").toLowerCase(), attrs: {}, at: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Parts a sentence, heading or title names without a spec label: vendors' products, boards, adapters, software, file systems. */
export function partsMentioned(text: string): Mention[] {
  const t = partText(text);
  const out: Mention[] = [];
  for (const m of [...modelCues(t), ...bracketedNames(t), ...productsByVendor(t), ...boardsAndAdapters(t), ...switches(t), ...raidCards(t), ...wirelessAdapters(t), ...listedProducts(t), ...cloudVolumes(t), ...softwareAndFilesystems(t)]) {
    if (!out.some((o) => m.at < o.end && m.end > o.at)) out.push(m);
  }
  return out.sort((a, b) => a.at - b.at);
}
