import { regExpOf } from "../../normalise/regExpOf.ts";
import { pciDevice } from "./pciDevice.ts";
import { partText } from "./partText.ts";
import type { ComponentDraft } from "../../model/records.ts";
import type { ComponentKind } from "../../model/vocabulary.ts";
import { lexicon } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import { alt, capacityFromModel, countWord, FILESYSTEM_RE, partTerms, SOFTWARE_NAMES } from "./partTerms.ts";
import { memory } from "./memorySpec.ts";
import { CPU_LINES, makerAtStart, makerNamed, partGrammar, RAID_LINE, SOC_NUMBERS, VENDORS } from "./partGrammarData.ts";
import { osName, osPieces } from "./osName.ts";
import type { SpecKind } from "./specTerms.ts";
import { appendAll } from "../../appendAll.ts";
import { prefixMultiplier } from "../../normalise/readQuantity.ts";
import { escapeRegExp as escape } from "../../normalise/escapeRegExp.ts";
import { allMatches } from "../../normalise/allMatches.ts";
import { RAID_IMPLEMENTATION, RAID_LEVEL, raidImplementation, raidLevelName } from "../../grammar/raidLevel.ts";

export { memory, memoryType } from "./memorySpec.ts";
export { osName } from "./osName.ts";

/** A part as read from one spec value, before it is tied to a system. */
export interface PartDraft {
  kind: ComponentKind;
  vendor?: string | null;
  model?: string | null;
  count?: number | null;
  capacityBytes?: number | null;
  clockHz?: number | null;
  speedBps?: number | null;
  attrs: Record<string, unknown>;
}

/** The component row of a part, once it is known which report and system it belongs to and where it was read. */
export function componentOf(key: string, report: number, system: string | null, p: PartDraft, raw: string, locator: string): ComponentDraft {
  return {
    key, report, system, kind: p.kind, vendor: p.vendor ?? null, model: p.model ?? null, count: p.count ?? null,
    capacityBytes: p.capacityBytes ?? null, clockHz: p.clockHz ?? null, speedBps: p.speedBps ?? null, attrs: p.attrs, raw, locator,
  };
}

/** A word of a drive's attachment (`PCIe`, `Gen3`, `x4`, `SATA3`, `M.2`), which may follow its name. */
const ATTACHMENT = /^(?:PCI-?[Ee]|PCIe|SATA\w*|NVM[Ee]|M\.2|USB[\d.]*|G(?:en|EN)\d?|x\d{0,2}|\d)$/;
/** An interface word of the grammar alone (`SAS`, `SCSI`, `IDE`, `PATA`). */
const INTERFACE_WORD = new RegExp(`^(?:${alt(partGrammar.interfaces)})$`, "i");
/** A drive's name without the words of its attachment after it (`Samsung 970EVO Plus PCIE x Gen3 x 4` → `Samsung 970EVO Plus`). */
function withoutAttachment(model: string | null): string | null {
  if (!model) return null;
  const words = model.split(/\s+/);
  while (words.length > 1 && ATTACHMENT.test(words[words.length - 1] ?? "")) words.pop();
  // an attachment alone names no drive (`SATA 320G HDD`: a drive of no model)
  return words.length === 1 && (ATTACHMENT.test(words[0] ?? "") || INTERFACE_WORD.test(words[0] ?? "")) ? null : words.join(" ");
}
/** A kernel release with its build ending an OS value (`… 2.6.27.12-170.2.5.fc10.i686`). */
export const TRAILING_KERNEL = /(?<=\S)\s+(?:kernel\s+)?(\d+\.\d+\.\d+(?:\.\d+)?-[\w.+~-]*[A-Za-z\d])\s*$/i;
const FILESYSTEM_WORD = new RegExp(`^${FILESYSTEM_RE.source}$`, "i");

/** `x3`, `×2`, `*2` (not the X of a model such as X5355, the architecture `x86_64` / `x86-64`, the 2x4 of `2x4MBcache` or the lanes of `PCIe x4`, `PCIe 3.0 x8`, `Gen3 x4`), or `２台`. */
const COUNT_RE = /(?:^|(?<!PCI-?[Ee]?(?:xpress)?|PCI-?[Ee]?\s*\d\.\d|Gen\s?\d)[\s)）]|(?<=[KMGT]i?B)|(?<=\d))[x×*＊]\s*(\d{1,3})(?![\d._]|-\d|\s*[KMGT]?i?B|[A-Za-z])|(\d+)\s*(?:台|個|枚|本|基|units?\b)/;

/** `x3`, `×2`, `*2`, `２台` → the count, if the text states one (not the `x 10` of `2 x 10GTek`, a number that starts a name). */
export function countIn(text: string): number | null {
  const m = COUNT_RE.exec(normaliseText(text));
  const n = Number(m?.[1] ?? m?.[2]);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function clockIn(text: string): number | null {
  // a Pentium 4's letter of its FSB and stepping sits between its clock and the unit (`2.40CGHz`, `3.0E GHz`)
  // a figure starts where a run of digits starts, and the letter is looked behind only once one is there: a long run of
  // digits is read once, not once per digit and again per digit behind it (cubic on `0000…`)
  // a hyphen or TeX's tie between the figure and the unit is a space (`1.6-GHz`, `3.33~GHz`)
  const m = /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:[-~〜]\s*)?(?:[A-E](?<=\.\d+[A-E])\s*)?(G|M)Hz/.exec(text) ?? /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:[-~〜]\s*)?(G|M)Hz/i.exec(text);
  return m ? Number(m[1]) * (prefixMultiplier(m[2]?.toUpperCase() ?? "M") ?? 1e6) : null;
}

/** A link speed: `10Gbps`, `10Gbit`, `10GbE`, `GbE` (1 Gbit/s), `100Mbps`. */
export function linkSpeedIn(text: string): number | null {
  const t = normaliseText(text);
  const m = /(\d+(?:\.\d+)?)\s*(G|M)(?:bps|bit(?:\/s)?|b\/s|bE|BASE|igabit)/i.exec(t);
  if (m) return Number(m[1]) * (prefixMultiplier(m[2]?.toUpperCase() ?? "M") ?? 1e6);
  if (/(?<![0-9])GbE\b|Gigabit/i.test(t)) return 1e9;
  return null;
}

/** Processor lines of the part grammar; a line other things share (`C3`, `M2`) is read by readPart, which asks for its maker. */
/** Processor lines; a space beside a digit may be left out (`Pentium4`, `Core2duo`). */
const familyOf = ({ vendor, line }: { vendor: string; line: string }) => ({ vendor, f: line, re: new RegExp(`(?<![A-Za-z])${escape(line).replace(/ (?=\d)|(?<=\d) /g, "\\s?")}${/\d$/.test(line) ? "(?![\\d.])" : ""}`, "i") });
const FAMILIES = CPU_LINES.filter((l) => !partGrammar.cpu_lines_needing_vendor.includes(l.line)).map(familyOf);
/** Lines other things share (`M1`, `C3`): a processor's family only with its maker named before it (`Apple M1 Max`, `VIA C3`). */
const VENDOR_FAMILIES = CPU_LINES.filter((l) => partGrammar.cpu_lines_needing_vendor.includes(l.line)).map((l) => ({ ...familyOf(l), re: new RegExp(`(?<![A-Za-z])${escape(l.vendor)}\\s+${escape(l.line)}(?![\\w.])`, "i") }));
/** Those lines at the start of a value (`M4 Pro`, `C3 800MHz`), each with its maker. */
const SHARED_LINES = CPU_LINES.filter((l) => partGrammar.cpu_lines_needing_vendor.includes(l.line)).map((l) => ({ vendor: l.vendor, re: new RegExp(`^\\s*${escape(l.line)}(?![\\w.])`, "i") }));
/** The tier after a line that has one (`M1 Max`, `M4 Pro`). */
const LINE_TIER = new RegExp(`^\\s+(${alt(partGrammar.cpu_line_tiers)})(?![\\w-])`, "i");

/** `Phenom II X4`, `Athlon 64 X2`: families whose products are named by their core count after an X. */
const SUFFIX_FAMILIES = new RegExp(`(?<![A-Za-z])(${lexicon.cpu_core_suffix_families.map((f) => escape(f).replace(/ /g, "\\s*")).join("|")})\\s*[xX]([2-8])(?![\\d.])`, "i");

export function cpu(text: string): PartDraft {
  // what the processor prints about itself: `Intel(R) Xeon(R) CPU E5-2630 0 @ 2.30GHz`, `Intel(R) Core(TM) i5-6500 CPU @ 3.20GHz`
  // a model's suffix letters typed in lower case (`i7-4770k`, `Ryzen 7 3700x`) are the same model (`i7-4770K`, `3700X`)
  let t = normaliseText(text).replace(/(?<=(?:\b[A-Za-z]{1,2}\d?-|\s))(\d{4,5})([kfhuxsgt]{1,2})(?![\w-])/g, (_m, n: string, l: string) => `${n}${l.toUpperCase()}`).replace(/\b(E[357])\s+(\d{4}[A-Z]?)\b/g, "$1-$2").replace(/(?<![A-Za-z])(?<!Core\s*)(i[3579])\s+(\d{4,5}[A-Z]{0,2}\d?)(?![\w-])/g, "$1-$2").replace(/\((?:R|TM|tm|r)\)|®|™|(?<=[a-z])TM(?![A-Za-z])/g, "").replace(/\s+CPU\s+(?=[A-Za-z]*\d)/, " ").replace(/\s+(?:CPU\s*)?@\s*(?=\d)/, " ").replace(/(?<=\d[A-Za-z]{0,2})\s+\d\s+(?=\d+(?:\.\d+)?\s*GHz)/i, " ");
  const suffix = SUFFIX_FAMILIES.exec(t);
  const coresFromName = suffix ? Number(suffix[2]) : null;
  if (suffix) t = t.replace(suffix[0], suffix[1] ?? "");
  const head = t.split(/[(（、,]/)[0] ?? t;
  const fam = FAMILIES.find(({ re }) => re.test(head)) ?? VENDOR_FAMILIES.find(({ re }) => re.test(head));
  // E5-2620 v3, X5355, 5160, i7-4770K, i7-1065G7 (a digit after the suffix letters: the graphics tier)
  // Intel's 4th/5th-gen Xeon SKUs carry a `+` (Xeon Silver 4416+, Gold 5415+): part of the model, not punctuation
  const number = /\b((?:[A-Za-z]{1,2}\d?-)?[A-Z]{0,2}\d{3,5}(?:[A-Z]{1,3}\d)?[A-Z]{0,3}(?:\s?v\d)?(?:(?<=\d)\+)?)(?!\w)/.exec(head.replace(/\d+(?:\.\d+)?\s*[GM]Hz/gi, ""))?.[1];
  // a bare `i7-8665U` is a Core processor
  // … and a bare `E5-2690 v3` a Xeon
  const coreTier = !fam && number && /^i[3579]-\d/.test(number) ? { vendor: "Intel", f: `Core ${number.slice(0, 2)}` } : !fam && number && /^E[357]-\d{4}/.test(number) ? { vendor: "Intel", f: "Xeon" } : null;
  // a system on a chip by its number (`RK3399`, `BCM2711`, `STM32F405@168MHz`): the number is the model, its maker the grammar's
  const soc = !fam && !coreTier ? SOC_NUMBERS.map((s) => ({ vendor: s.vendor, model: s.re.exec(head)?.[0] })).find((s) => s.model) : undefined;
  const family = fam ? `${fam.f.replace(/^PhenomII$/i, "Phenom II").replace(/^Core 2 Duo$/i, "Core2 Duo")}${coresFromName ? ` X${coresFromName}` : ""}` : null;
  // `Core i7` + `i7-8700` → `Core i7-8700`
  const tier = family?.split(" ").pop();
  // … and a line whose tier is a letter that starts the number (`Xeon W` + `W5590` → `Xeon W5590`, not `Xeon W W5590`)
  const lettered = tier && /^[A-Za-z]{1,2}$/.test(tier) && number ? new RegExp(`^${escape(tier)}\\d`, "i").test(number) : false;
  const joined = family && number && tier && (number.toLowerCase().startsWith(`${tier.toLowerCase()}-`) || lettered) ? `${family.slice(0, -tier.length)}${number}` : null;
  // a core named by its letter and number after the family (`Cortex-A72`, `Neoverse-N1`, `Neoverse V2`)
  const core = family && !number ? regExpOf(`${escape(family)}[-\\s]([A-Z]\\d{1,3}[A-Z]?)(?![\\w.])`, "i").exec(head)?.[1] : undefined;
  // `Apple M1 Max`: the line's tier after it
  const tierAfter = family && fam && !number && VENDOR_FAMILIES.includes(fam) ? LINE_TIER.exec(head.slice((fam.re.exec(head)?.index ?? 0) + (fam.re.exec(head)?.[0].length ?? 0)))?.[1] : undefined;
  const model = soc?.model ?? joined ?? (family && number ? `${family} ${number}` : core ? `${family}-${core.toUpperCase()}` : tierAfter ? `${family} ${tierAfter}` : family ?? number ?? null);
  const sockets = /(?<![\w.-])(\d{1,2})\s*(?:cpu|processors?|ソケット|sockets?|way)(?!\s*コア)(?![a-z])/i.exec(t.replace(/\d+\s*cpu\s*コア/gi, ""))?.[1];
  const cores = /(\d+)\s*(?:cores?|cpuコア|コア)(?![a-z])/i.exec(t)?.[1] ?? /\bx\s*(\d)\b(?=.*(?:core|コア))/i.exec(t)?.[1];
  // a count before the processor's name (`2X Intel Xeon …`, `2 x AMD EPYC …`)
  const before = /^\s*(\d{1,2})\s*[xX×]\s+(?=[A-Za-z])/.exec(t)?.[1];
  const count = countIn(t) ?? (before ? Number(before) : null) ?? (sockets ? Number(sockets) : null);
  const attrs: Record<string, unknown> = {};
  if (sockets) attrs.sockets = Number(sockets);
  if (cores) attrs.cores = Number(cores);
  const threads = /(\d+)\s*(?:threads?|スレッド)(?![a-z])/i.exec(t)?.[1];
  if (threads) attrs.threads = Number(threads);
  else if (coresFromName) attrs.cores = coresFromName;
  const cache = /(\d+(?:\.\d+)?\s*[KM]B)\s*cache|(\d+)x(\d+)MBcache/i.exec(t);
  if (cache) attrs.cache = cache[0];
  const fsb = /FSB\s*(\d+)/i.exec(t)?.[1];
  if (fsb) attrs.fsb_mhz = Number(fsb);
  const perCpu = /(Dual|Quad|Hexa|Octa|Six|Eight)[-\s]?Core|\b(\d+)-Core/i.exec(t)?.slice(1).find(Boolean);
  if (perCpu) attrs.cores_per_cpu = { dual: 2, quad: 4, hexa: 6, six: 6, octa: 8, eight: 8 }[perCpu.toLowerCase()] ?? Number(perCpu);
  return { kind: "cpu", vendor: fam?.vendor ?? coreTier?.vendor ?? soc?.vendor ?? makerNamed(t, "cpu"), model, count, clockHz: clockIn(t), attrs };
}

/** What a system calls a block device (the grammar's `device_names`): `sda`, `nvme0n1`, `mmcblk0`, `ada0`. */
const DEVICE_NAME = new RegExp(partGrammar.device_names.names);

function disks(text: string, role: string | null): PartDraft[] {
  const t = normaliseText(text);
  const out: PartDraft[] = [];
  // `120 GiB` is binary as written, `120GB` decimal
  // (a rate is not a size: the `3Gb/s` of `Intel SSD 320 160 GB SATA 3Gb/s`, `6Gbps`)
  // (a count before the size, `2x 960GB NVMe RAID 1`, `4x4TB`, is how many drives of that size, not a word of the model)
  for (const m of allMatches(t, /(?:([A-Za-z][\w\- .]*?)\s+)?(?:(?<![\w.])(\d{1,3})\s*[x×*]\s*|(?<![A-Za-z\d.]))(\d+(?:\.\d+)?)\s*([GT])(i?)B(?!\s*\/\s*s|ps|it)\s*(SATA|SAS|SSD|NVMe|SCSI)?\s*(?:[x×*]\s*(\d+))?/gi)) {
    const each = parseSize(`${m[3]}${m[4]}B`, Boolean(m[5]));
    if (!each) continue;
    const count = m[7] ? Number(m[7]) : m[2] ? Number(m[2]) : 1;
    const words = (m[1] ?? "").replace(/\b(SATA|SAS|HDD|SSD|RAID\d*|no-RAID|H\/W|S\/W)\b/gi, "").trim();
    // a name the system gives the drive (`sda 477G SSD`, `nvme0n1 1.8T`) is its device, no model
    const device = DEVICE_NAME.test(words) ? words : null;
    const modelText = device ? "" : words;
    const attrs: Record<string, unknown> = { capacity_bytes_each: each, ...(device ? { device } : {}) };
    const iface = m[6] ?? /\b(SATA|SAS|NVMe|SCSI|IDE)\b/i.exec(t)?.[1];
    if (iface) attrs.interface = iface.toUpperCase() === "NVME" ? "NVMe" : iface.toUpperCase();
    const rpm = /(\d{4,5})\s*rpm/i.exec(t)?.[1];
    if (rpm) attrs.rpm = Number(rpm);
    if (role) attrs.role = role;
    out.push({ kind: "disk", model: modelText || null, count, capacityBytes: each, attrs });
  }
  return out;
}

/** Disks named by model with their counts (`6台（ST4000VN008×4、ST4000DM004×2）`, `WD40EFRX x4`), their capacity from the model's numbering. */
function diskModels(text: string, role: string | null): PartDraft[] {
  const t = normaliseText(text);
  const found = [...allMatches(t, /(?<![\w-])([A-Z][A-Z0-9]*\d[A-Z0-9-]{3,})\s*(?:[x×*]\s*(\d{1,2})(?![\d.]))?/g)];
  const total = countIn(t.replace(/[(（][^)）]*[)）]/g, " "));
  return found.map((m) => {
    const count = m[2] ? Number(m[2]) : found.length === 1 ? total ?? 1 : 1;
    const each = capacityFromModel(m[1] ?? "");
    const attrs: Record<string, unknown> = each ? { capacity_bytes_each: each } : {};
    if (role) attrs.role = role;
    return { kind: "disk", model: m[1] ?? null, count, capacityBytes: each ?? null, attrs };
  });
}

/** A value that names drives pooled into one array by their number (`5-drive btrfs RAID pool`, `4-disk RAID-Z2 array`, `8 drive RAID6 volume`). */
const POOLED = /^(\d{1,2})[-\s]?(?:drives?|disks?|devices?|SSDs?|HDDs?)\s+(?:[\w-]+\s+){0,3}?(?:RAID[\s-]*(?:\d{1,2}|Z\d?)\s+)?(?:pool|array|volume|RAID(?:[\s-]*(?:\d{1,2}|Z\d?))?(?:\s+(?:pool|array|volume))?)(?![A-Za-z])/i;

/** A bracket that holds a RAID controller by its line or maker and a model number (`(AVAGO MegaRAID SAS 9341-4i)`, `(PERC H730)`). */
function bracketedController(t: string): string | undefined {
  return [...allMatches(t, /[(（]([^()（）]{3,60})[)）]/g)].map((m) => m[1]?.trim() ?? "").find((b) => RAID_LINE.test(b) && /[A-Za-z]*\d[\w-]*/.test(b.replace(RAID_LINE, "")));
}

/** `H/W RAID0`, `RAIDZ2`, `no-RAID` (none): an array's level and the implementation named before it (the one RAID grammar). */
const ARRAY_LEVEL = new RegExp(`(?:(${RAID_IMPLEMENTATION})\\s*)?(?<!no-)(${RAID_LEVEL})`, "i");
/** `RAID: 2TBx6構成 HW RAID6`: a value that opens with a count, an implementation or a level describes the array. */
const DESCRIBES_ARRAY = new RegExp(`^(?:\\d|(?:${RAID_IMPLEMENTATION})(?![A-Za-z])|(?:SATA\\s+|SAS\\s+|NVMe\\s+)?${RAID_LEVEL})`, "i");

/** `H/W RAID0 (RAIDコントローラ PERC5/e、500GB SATA x5)`: the array, its controller and its disks. */
function storage(text: string, role: string | null): PartDraft[] {
  const t = normaliseText(text);
  const out: PartDraft[] = [];
  const level = ARRAY_LEVEL.exec(t);
  const diskParts = disks(t, role);
  if (level) {
    const count = diskParts.reduce((n, d) => n + (d.count ?? 0), 0) || countIn(t);
    const name = raidLevelName(level[2] ?? "");
    const attrs: Record<string, unknown> = { level: name };
    if (level[1]) attrs.implementation = raidImplementation(level[1]);
    out.push({ kind: "raid_array", model: name, count: count || null, attrs });
  }
  // … or in brackets after the array, by a controller line of the grammar with a model number (`Hardware RAID 10 (AVAGO MegaRAID SAS 9341-4i)`)
  const ctrl = /(?:RAIDコントローラー?|RAID controller|controller)\s*[:：]?\s*([A-Za-z][\w\-/.]+)/i.exec(t)?.[1] ?? (level ? bracketedController(t) : undefined);
  if (ctrl) out.push({ kind: "raid_controller", vendor: makerAtStart(ctrl, "raid_controller"), model: ctrl, attrs: {} });
  appendAll(out, diskParts);
  return out;
}

/** A NIC maker and a token with a digit after it, nothing else (`Chelsio T5`, `Intel X520`): one card of a list. */
const NIC_MAKER_MODEL = new RegExp(`^(?:${alt([...new Set([...partTerms.nic_vendors, ...lexicon.nic_vendors])])})\\s+[A-Za-z0-9][\\w\\-+./]*\\d[\\w\\-+./]*(?:\\s+[A-Za-z0-9][\\w\\-+.]*)?$`, "i");

function nic(text: string, label: string): PartDraft {
  const attrs: Record<string, unknown> = {};
  // `Dual Port Intel Pro/1000 PT`: the port count leads, the model follows
  const portWord = /^(single|dual|quad)[-\s]port\s+/i.exec(normaliseText(text));
  if (portWord?.[1]) attrs.ports = { single: 1, dual: 2, quad: 4 }[portWord[1].toLowerCase()];
  const t = normaliseText(text).slice(portWord?.[0].length ?? 0);
  const iface = /^(eth\d+|en\w+|ib\d+)\s*:/i.exec(t)?.[1];
  if (iface) attrs.interface = iface;
  if (/full-duplex/i.test(t)) attrs.duplex = "full";
  if (/オンボード|on-?board|内蔵/i.test(t)) attrs.onboard = true;
  const bus = /(PCI[- ]?(?:Express|X|e)(?:\s*x\d+)?|PCIe\s*(?:\d\.\d)?\s*x\d+)/i.exec(t)?.[1];
  if (bus) attrs.bus = bus;
  const media = /(?<![A-Za-z0-9])(CX4|SFP\+|SFP28|QSFP\+?|QSFP28|10GBASE-?[A-Z0-9]+|RJ-?45)/i.exec(t)?.[1];
  if (media) attrs.media = media;
  const fw = /(?:FW|firmware|ファームウェア)\s*[:：]?\s*([\w.\-]+)/i.exec(t)?.[1];
  if (fw) attrs.firmware = fw;
  const drv = /(?:Driver|ドライバ)\s*[:：]?\s*([\w.\-]+)/i.exec(t)?.[1];
  if (drv) attrs.driver = drv;
  // a rate written apart from its unit (`10 GbE`, `2.5 Gbit`) is one word, so that it ends the model as `10GbE` does
  const head = (t.split(/[(（]/)[0]?.trim() ?? "").replace(/(?<![\w.])(\d+(?:\.\d+)?)\s+(?=G(?:bE|bit|b)(?![a-z]))/g, "$1");
  const words = head.split(/\s+/);
  const stop = words.findIndex((w) => /^(\d+(?:\.\d+)?\s*G(?:bit|bE|b)|Gigabit|Ethernet|Controller|Adapter|NIC|Network|LAN|Server|Dual|Quad|Single|Port|link)/i.test(w) || /^eth\d/.test(w));
  // `BCM57800 10 Gigabit Ethernet`: the number before the speed word is the speed's, not the model's
  const end = stop > 0 && /^\d+(?:\.\d+)?$/.test(words[stop - 1] ?? "") && /^(?:Gigabit|Gb|GbE)/i.test(words[stop] ?? "") ? stop - 1 : stop;
  const modelWords = (end < 0 ? words : words.slice(0, end)).filter(Boolean);
  // a part number after the NIC's noun (`dual port NIC MCX456A-ECAT`)
  const pn = /\b(?:NIC|adapter|card)\s+([A-Z0-9]{4,}-[A-Z0-9]{2,})\b/i.exec(t)?.[1];
  if (pn && !modelWords.includes(pn)) {
    attrs.part_number = pn;
    modelWords.push(pn);
  }
  const model = iface || attrs.onboard ? null : modelWords.join(" ") || null;
  const vendor = model ? makerAtStart(model, "nic") : null;
  return { kind: "nic", vendor, model, speedBps: linkSpeedIn(t) ?? linkSpeedIn(label), count: countIn(t), attrs };
}

/** A count leading a part's name (`3 x IBM M1015`, `2× Intel X540-T2`, `2 x 10GTek`, `9* 7.2K HDD …` with its spindle class), not a size (`2 x 4GB`). */
const LEAD_COUNT_RE = /^(\d{1,3})\s*[x×*]\s*(?=[A-Za-z]|(?:5\.4|7\.2|10|15)K\b|\d+[A-Za-z](?!i?B\b))/;
/** `16x 3.84TB Micron …`, `2 x 4TB`: a count before a drive's size is how many drives of that size. */
const LEAD_COUNT_SIZE_RE = new RegExp(`^(\\d{1,3}\\s*[x×*]|${Object.keys(partTerms.count_words).filter((w) => !/\\s|^(?:single|dual|quad|both|one)$/.test(w)).join("|")})\\s*(?=\\d+(?:\\.\\d+)?\\s*[GT]B)`, "i");

/** `8 Fujitsu MAX3073RC …`, `Eight Fujitsu …`, `two Intel X540-T2`: a count, in digits or in words, before a maker's name. */
const LEAD_COUNT_MAKER_RE = new RegExp(`^(\\d{1,2}|${Object.keys(partTerms.count_words).filter((w) => !/\\s|^(?:single|dual|quad|both)$/.test(w)).join("|")})\\s+(?=(?:${alt(VENDORS.filter((v) => !v.kinds.includes("nas") || v.kinds.length > 1).map((v) => v.vendor))})(?![A-Za-z0-9]))`, "i");

/** Parses one spec value of a known kind into parts (a storage line gives an array, its controller and its disks). */
export function parseSpecValue(kind: SpecKind, value: string, label: string): PartDraft[] {
  const v = partText(value).replace(/^[:：]\s*/, "").trim();
  const lead = kind === "disk" || kind === "raid_controller" || kind === "nic" || kind === "cpu" ? LEAD_COUNT_RE.exec(v) ?? (kind === "disk" ? LEAD_COUNT_SIZE_RE.exec(v) : null) ?? LEAD_COUNT_MAKER_RE.exec(v) : null;
  const n = Number(lead?.[1]?.replace(/\s*[x×*]$/, "")) || (countWord(lead?.[1] ?? "") ?? 0);
  if (!lead || !(n > 0)) return parseOne(kind, v, label);
  const parts = parseOne(kind, v.slice(lead[0].length), label);
  // one part named after the count: every one of the n is that part (a disk's capacity becomes the total, as for `×2` after it)
  const p = parts[0];
  if (!p || parts.length !== 1 || (p.count ?? 1) !== 1) return parts;
  return [{ ...p, count: n, ...(p.kind === "disk" && p.capacityBytes ? { capacityBytes: p.capacityBytes * n } : {}) }];
}

function parseOne(kind: SpecKind, v: string, label: string): PartDraft[] {
  if (!v) return [];
  // the device as lspci prints it (`ディスク：Non-Volatile memory controller: Intel Corporation PCIe Data Center SSD (rev 01)`)
  const pci = pciDevice(v);
  if (pci?.kind === kind) return [pci];
  const diskRole = /\(\s*(sys|system|os|boot)\s*\)|システム/i.test(label) ? "system" : /\(\s*(raid|data|array)\s*\)|データ/i.test(label) ? (/raid/i.test(label) ? "raid" : "data") : null;
  // `5-drive btrfs RAID pool (~4.5 TiB)`, `4-disk RAID-Z2 array` under a drive's or storage's label: the drives pooled are one array
  const pool = kind === "disk" || kind === "storage" ? POOLED.exec(v) : null;
  if (pool) return [{ kind: "raid_array", model: pool[0].trim(), count: Number(pool[1]), capacityBytes: disks(v, diskRole)[0]?.capacityBytes ?? null, attrs: {} }];
  switch (kind) {
    case "cpu": {
      const p = cpu(v);
      // a line other things share at the start of a processor's value (`CPU: M4 Pro`, `CPU: C3 800MHz`): the label says what it is, and
      // the maker is the line's own when one maker has it (`A4` is Apple's and AMD's: none is guessed)
      const shared = p.model ? [] : SHARED_LINES.filter((l) => l.re.test(v));
      return [shared.length && new Set(shared.map((l) => l.vendor)).size === 1 && shared[0] ? cpu(`${shared[0].vendor} ${v}`) : p];
    }
    case "memory":
      return [memory(v)];
    case "disk": {
      // `Intel X25-M(G2)(80GB)×4台/X25-M(G1)(80GB)×2台`: two kinds of drive, each with its own count
      const kinds = v.split(/\s*[\/／]\s*(?=[A-Za-z])/);
      if (kinds.length >= 2 && kinds.every((k) => /\d\s*[GT]B/i.test(k))) return kinds.flatMap((k) => parseOne("disk", k, label));
      const ds = disks(v, diskRole);
      if (!ds.length) return diskModels(v, diskRole);
      // `WDS500G3B0B（WD Blue SA510 … SSD 500GB）`, `Intel SSDPF2KX153T1（NVMe SSD）、容量約14TB（パーティションは12TB）`: one drive,
      // its part number first; the parentheses describe it (the first size is the drive's)
      const leading = /^(?:[A-Z][A-Za-z]+\s+)?([A-Z0-9][A-Z0-9\-]{5,})\s*[(（]/.exec(v);
      if (leading?.[1] && /\d/.test(leading[1]) && /[A-Z]{2}/.test(leading[1]) && ds[0]) {
        const inName = capacityFromModel(leading[1]);
        const first = ds.find((d) => !leading[1]?.includes(String(d.model ?? "\u0000"))) ?? ds[0];
        return [{ ...first, model: leading[1], count: 1, capacityBytes: first.capacityBytes ?? inName ?? null }];
      }
      if (ds.length) {
        // the name before the size, or before the parentheses that hold it (`Intel X25-M(G2)(80GB,34nm版)`)
        const named = /^([A-Za-z][\w\- .]*\d[\w\-]*)\s*[(（]/.exec(v)?.[1];
        const maker = named ? partTerms.disk_vendors.find((d) => named.toLowerCase().startsWith(`${d.toLowerCase()} `)) : undefined;
        // … or a part number before the drive's noun, its size after a comma (`IBM-DTLA-307030 hard disk, 30 GB`)
        // … or a maker of drives and a model in the brackets after the drive's noun (`480 GB 6G SATA SSD (Micron 5200)`)
        const bracketed = /^\d[^(（]*?(?:SSD|HDD|drive|disk)s?\s*[(（]([^()（）]+)[)）]/i.exec(v)?.[1]?.trim();
        const byMaker = bracketed && /\d/.test(bracketed) ? partTerms.disk_vendors.find((d) => bracketed.toLowerCase().startsWith(`${d.toLowerCase()} `)) : undefined;
        const model = /^([A-Za-z][\w\- .]+?)\s+\d/.exec(v)?.[1] ?? (maker ? named?.slice(maker.length).trim() : named) ?? /^([A-Za-z][\w-]*\d[\w-]*)\s+(?:hard\s+)?(?:disk|drive|HDD|SSD)s?(?![A-Za-z])/i.exec(v)?.[1] ?? (byMaker ? bracketed : undefined);
        // one disk model with its count after the details: `日立 2TB 7200rpm SATA ×2`, `ST8000VN004（8TB、7200rpm）×2`
        const times = ds.length === 1 && ds[0]?.count === 1 ? countIn(v.replace(/[(（][^)）]*[)）]/g, " ")) : null;
        // (the name before the size may be the one the system gives the drive: `sda 477G SSD`)
        const device = model && DEVICE_NAME.test(model.trim()) ? model.trim() : null;
        if (device) return ds.map((d) => ({ ...d, model: null, attrs: { ...d.attrs, device }, ...(times && d.capacityBytes ? { count: times, capacityBytes: d.capacityBytes * times } : {}) }));
        return ds.map((d) => ({ ...d, model: withoutAttachment(d.model ?? model ?? null), ...(maker && !d.model ? { vendor: maker } : byMaker && !d.model ? { vendor: byMaker } : {}), ...(times && d.capacityBytes ? { count: times, capacityBytes: d.capacityBytes * times } : {}) }));
      }
      return [];
    }
    case "storage":
      return storage(v, diskRole);
    case "raid_array": {
      const parts = storage(v, diskRole).filter((p) => p.kind === "raid_array");
      if (parts.length && !parts[0]?.count) parts[0] = { ...parts[0], kind: "raid_array", attrs: parts[0]?.attrs ?? {}, count: countIn(v) };
      return parts;
    }
    case "raid_controller": {
      // `RAID: 2TBx6構成 HW RAID6` describes the array, not a controller
      if (DESCRIBES_ARRAY.test(v)) return storage(v, diskRole);
      // the model ends where its details start: `IOP341 1.2 GHz, 512MB Cache`, `SRCSAS144E via 1Gb/s Intel NIC`
      const model = v.split(/[(（,、]|\s+(?=\d+(?:\.\d+)?\s*(?:[GM]Hz|[KMGT]i?B)(?![A-Za-z]))|\s+(?:via|with|on|for)\s+/i)[0]?.trim() || v;
      const inner = /[(（]([^)）]+)[)）]/.exec(v)?.[1];
      const cache = /(\d+\s*[MG]B)\s*(?:of\s+)?cache/i.exec(v)?.[1];
      return [{ kind: "raid_controller", model, attrs: { ...(inner ? { detail: inner } : {}), ...(cache ? { cache } : {}) } }];
    }
    case "nic": {
      // `Intel X520, Myricom 10G-PCIE2-8C2-2S, Chelsio T5`: cards of several makers listed, each its maker and a model number
      // (under a rate's own label: `10G: Intel X520, …` as an item of `Network Controller:`)
      const cards = v.replace(/^\d+(?:\.\d+)?\s*G(?:bE|b|bps)?\s*[:：]\s*/i, "").split(/\s*[,、;；]\s*/);
      if (cards.length >= 2 && cards.every((c) => NIC_MAKER_MODEL.test(c))) return cards.map((c) => nic(c, label));
      return [nic(v, label)];
    }
    case "switch": {
      // `Allied Telesyn AT-9924T Layer 3 Gigabit 24-port switch` → the model before its description, the port count
      const model = v.split(/\s+(?=Layer\s*\d|L[23]\b|Gigabit|\d+(?:\.\d+)?\s*G(?:bps|bE|b\/s)\b|\d+-?port|(?:managed|unmanaged|smart)\b|switch\b|スイッチ|[(（])/i)[0]?.trim() ?? v;
      const ports = /(\d+)\s*-?\s*(?:port|ポート)/i.exec(v)?.[1];
      return [{ kind: "switch", model, speedBps: linkSpeedIn(v.replace(/Layer\s*\d/gi, "")), attrs: ports ? { ports: Number(ports) } : {} }];
    }
    case "os": {
      // the escapes of a login banner (`Debian GNU/Linux 7 \\n \\l`, /etc/issue as a script prints it) are no part of the name
      let bare = v;
      while (/\\[a-zA-Z]\s*$/.test(bare)) bare = bare.replace(/\s*\\[a-zA-Z]\s*$/, "");
      if (bare !== v) return parseSpecValue("os", bare, label);
      // under a label that may name a product's own version (`System version`), a value without a letter names no system
      if (!/[A-Za-z\u3040-\u30ff\u4e00-\u9fff]/.test(v) && /^\s*system\b/i.test(label)) return [];
      const pieces = osPieces(v);
      if (pieces) return pieces.flatMap((p) => parseSpecValue(p.kind, p.text, label));
      // the kernel inside an OS string: `CentOS Linux (3.10.0-957.el7.x86_64)` → CentOS Linux + kernel 3.10.0-957.el7.x86_64
      // or after it, as a release with its build: `Linux f10 2.6.27.12-170.2.5.fc10.i686`, `CentOS 5.2 2.6.18-92.el5`
      const after = TRAILING_KERNEL.exec(v);
      // (a Windows or Mac release's bracket holds its build, `Windows98 (4.10.1650)`, no kernel)
      const built = /^\s*(?:Windows|Win|Mac\s*OS|macOS|OS\s*X)/i.test(v);
      const kernel = built ? undefined : (/[(（]\s*(?:kernel\s*)?(\d+\.\d+\.\d+[-\w.+~]*)\s*[)）]/i.exec(v)?.[1] ?? after?.[1]);
      // the file system the OS runs on, said on its line (`Windows 7 Home Basic 64-bit using NTFS File System`)
      const fs = /\s*(?:using|on|with|で)\s+(\S+)\s+(?:file\s*system|ファイルシステム)|\s*(?:file\s*system|ファイルシステム)\s*[:：]?\s*(\S+)/i.exec(v);
      const fsName = [fs?.[1], fs?.[2]].map((x) => x && FILESYSTEM_WORD.exec(x)?.[1]).find(Boolean);
      const os = fsName && fs?.index ? v.slice(0, fs.index) : after ? v.slice(0, after.index) : v;
      const name = osName(os.replace(/\s*[(（][^)）]*[)）]/g, "").trim() || os);
      const extra: PartDraft[] = fsName ? [{ kind: "filesystem", model: fsName.toLowerCase(), attrs: {} }] : [];
      return [{ kind: "os", model: name, attrs: {} }, ...(kernel ? [{ kind: "kernel" as const, model: kernel, attrs: {} }] : []), ...extra];
    }
    case "kernel": {
      // `5.4.70, 5.9.0`: releases listed, one kernel each
      const releases = v.split(/\s*[,、]\s*/);
      if (releases.length > 1 && releases.every((r) => /^\d+\.\d+(?:\.\d+)?[-\w.+~]*$/.test(r))) return releases.map((r) => ({ kind: "kernel" as const, model: r, attrs: {} }));
      // `3.2.0-4-amd64 #1 SMP Debian 3.2.93-1`: the release, not uname's build line after it
      // …nor the host name `uname -a` prints before it (`Linux amber 3.2.0-4-amd64 #1 SMP …`)
      const k = v.replace(/^(?:linux\s*)?(?:kernel\s*)?/i, "");
      const release = /^\d+\.\d+\S*(?=\s+#\d)/.exec(k)?.[0] ?? /^\S+\s+(\d+\.\d+\.\d+\S*)(?=\s+#\d)/.exec(k)?.[1];
      return [{ kind: "kernel", model: release ?? k, attrs: {} }];
    }
    case "filesystem":
      return [{ kind: "filesystem", model: v, attrs: {} }];
    case "motherboard": {
      // the noun after the board's name is no part of it (`Intel 946 mobo`, `ASUS P8P67 motherboard`), nor a labelled note in brackets (`(BMC Product Name: …)`)
      const board = v.replace(/\s*[(（][^()（）]*[:：][^()（）]*[)）]\s*$/, "").replace(/(?<=\S)\s+(?:motherboard|mainboard|mobo|board|m\/b)$/i, "");
      const first = board.split(/\s+/)[0] ?? "";
      return [{ kind: "motherboard", model: board, vendor: /\s/.test(board) || !/\d/.test(first) ? first || null : null, attrs: {} }];
    }
    case "software": {
      const name = normaliseText(label).replace(/^[・•]\s*/, "").trim();
      // the label names the software and the value is its version: `DPDK | 17.11（dpdk.orgからフォーク）`
      const version = /^v?(\d+(?:\.\d+)+[\w.-]*)/i.exec(v)?.[1];
      if (version && SOFTWARE_NAMES.some((n) => n.toLowerCase() === name.toLowerCase())) return [{ kind: "software", model: `${name} ${version}`, attrs: { name, version } }];
      return [{ kind: "software", model: v, attrs: { role: name } }];
    }
    default:
      return [];
  }
}
