import { regExpOf } from "../../normalise/regExpOf.ts";
import { lexicon } from "../../normalise/lexicon.ts";
import { kindOfPiece, withBytes } from "./partList.ts";
import { machineLineIn } from "./machineModel.ts";
import { CPU_LINES, CPU_NUMBER, VENDORS, partGrammar } from "./partGrammarData.ts";
import { type PartDraft, osName, parseSpecValue, TRAILING_KERNEL } from "./parseSpecValue.ts";
import { alt, countWord, partTerms } from "./partTerms.ts";

/** A file system's name as a word (`ext3`, `NTFS`), not inside a path or a command (`mkfs.ext4`). */
const FILESYSTEM = new RegExp(`(?<![A-Za-z0-9/.\\-])(${alt(partTerms.filesystems)})(?![A-Za-z0-9])`, "i");
import { splitOutside } from "./splitOutside.ts";
import { appendAll } from "../../appendAll.ts";
import { partText } from "./partText.ts";
import { type SpecKind, specKindForLabel } from "./specTerms.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const bounded = (terms: string[]) => new RegExp(`(?<![A-Za-z0-9])(?:${alt(terms)})(?![A-Za-z0-9])`, "i");
const CPU_LINE = bounded(CPU_LINES.map((l) => l.line));
const NEEDS_VENDOR = new Set(partGrammar.cpu_lines_needing_vendor.map((l) => l.toLowerCase()));
const OS_SHORT = new Map(Object.entries(partGrammar.os_short).map(([k, v]) => [k.toLowerCase(), v]));
const OS_SHORT_RE = bounded(Object.keys(partGrammar.os_short));
const OS_NAME_RE = bounded([...Object.values(lexicon.os_names).flat(), ...Object.keys(lexicon.os_abbreviations)]);
/** `Linux` is an OS only with its kernel's release after it (`Linux f10 2.6.27.12-170.2.5.fc10.i686`). */
const LINUX_RELEASE = new RegExp(`^(?:GNU/)?Linux(?![A-Za-z]).*${TRAILING_KERNEL.source}`, "i");
const KIND_WORDS = Object.entries(partGrammar.kind_words).map(([kind, words]) => ({ kind, re: new RegExp(`(?<![A-Za-z])(?:${alt(words)})(?![A-Za-z])`, "i") }));
const VENDOR_RE = bounded(VENDORS.map((v) => v.vendor));
const INTERFACE_RE = bounded(partGrammar.interfaces);
/** A bare size in a compact machine string (`512M`, `8GB`, `1 T`): memory unless a drive word is beside it. */
const BARE_SIZE = /^(\d+(?:\.\d+)?)\s*([MGT])(?:i?B|b)?$/i;
const CLOCK = /\d+(?:\.\d+)?\s*[GM]Hz/i;
const LINE_TIER = new RegExp(`^\\s+(?:${alt(partGrammar.cpu_line_tiers)})(?![\\w-])`, "i");
/** A piece that gives only a clock, maybe with the cores (`1.8GHz dual core`). */
const CLOCK_ALONE = /^\s*(\d+(?:\.\d+)?)\s*([GM])Hz(?:\s+(?:single|dual|quad|hexa|octa|\d+)[\s-]?cores?)?\s*$/i;

/** The maker a text names and the kinds of part it makes, or null. */
export function vendorIn(text: string): { vendor: string; kinds: string[] } | null {
  const m = VENDOR_RE.exec(text)?.[0];
  return m ? (VENDORS.find((v) => v.vendor.toLowerCase() === m.toLowerCase()) ?? null) : null;
}

/** The processor line a text names with its maker (`Phenom`, `C3`, `Core i7`); a line some other thing shares (`C3`, `M2`) needs its maker or a clock. */
function cpuLineIn(t: string): { vendor: string; line: string } | null {
  const m = CPU_LINE.exec(t)?.[0];
  const line = m ? CPU_LINES.find((l) => l.line.toLowerCase() === m.toLowerCase().replace(/\s+/g, " ")) : undefined;
  if (!line) return null;
  if (NEEDS_VENDOR.has(line.line.toLowerCase()) && !regExpOf(`(?<![A-Za-z])${line.vendor}(?![A-Za-z])`, "i").test(t) && !CLOCK.test(t)) return null;
  return line;
}

/** The kind a piece names by the grammar's words: a processor line, an operating system, a part word, a maker of one kind. */
export function kindOfPart(piece: string): SpecKind | null {
  const t = partText(piece).trim();
  if (!t) return null;
  if (OS_SHORT_RE.test(t) || OS_NAME_RE.test(t) || LINUX_RELEASE.test(t)) return "os";
  const known = kindOfPiece(t);
  if (known) return known;
  if (cpuLineIn(t) || CPU_NUMBER.test(t)) return "cpu";
  const word = KIND_WORDS.find((k) => k.re.test(t));
  if (word) return word.kind as SpecKind;
  // a piece that names a file system and nothing else (`35GB ext3 source partition`)
  if (FILESYSTEM.test(t)) return "filesystem";
  const vendor = vendorIn(t);
  return vendor?.kinds.length === 1 && /[A-Za-z]*\d[\w-]*/.test(t.replace(vendor.vendor, "")) ? (vendor.kinds[0] as SpecKind) : null;
}

/** A model-like token: letters and digits (`9950`, `X5355`, `ST3000DM001`), or a named line (`Phenom`, `Windows 7`). */
function hasModelToken(p: PartDraft): boolean {
  const model = p.model ?? "";
  return /\d/.test(model) || Boolean(model && (p.kind === "os" || p.kind === "cpu" || p.kind === "filesystem"));
}

/**
 * The typed part one piece describes (kind, vendor, model, count, capacity, clock, speed, interface, firmware), read by the
 * per-kind readers once the grammar knows the kind; `hint` is the kind a label or the string's place gives it. Null
 * when the piece names no kind, or names one without a model, a size or a maker (nothing is invented).
 */
export function readPart(piece: string, hint: SpecKind | null = null): PartDraft | null {
  const printed = partText(piece).replace(/\s*@\s*(?=\d)/, " ").trim();
  const fw = /(?:FwRev|FW|Firmware(?: Version| Revision)?)\s*[=:：]\s*([\w.\-]+)/i.exec(printed)?.[1];
  // what hdparm -i prints of a drive: `Model=ST3500418AS, FwRev=CC38, SerialNo=…`
  const keyed = /^\s*Model\s*=\s*([^,]+)/i.exec(printed)?.[1];
  if (keyed) hint = "disk";
  const t = keyed?.trim() ?? printed;
  const bare = BARE_SIZE.exec(t);
  const kind = kindOfPart(t) ?? (bare ? (hint === "disk" ? "disk" : "memory") : hint);
  // `on board SATA controller`: a device on the board, not the board
  if (!kind || (kind === "motherboard" && /(?<![A-Za-z])on[\s-]?board(?![A-Za-z])/i.test(t))) return null;
  const short = OS_SHORT_RE.exec(t)?.[0];
  if (kind === "os" && short) return { kind: "os", model: OS_SHORT.get(short.toLowerCase()) ?? short, attrs: {} };
  // a drive's size without its B (`1 T HDD`, `320Gb`: drives are sold in bytes), a memory's (`512M`)
  const text = withBytes(kind, t);
  // `two 1 T HDD`, `2 x 10GTek …`: a count before the part
  const times = /^(\d{1,2})\s*[x×]\s+(?=\S)/i.exec(text);
  const lead = times?.[1] ?? /^(\d{1,2}|[a-z]+(?: of)?)\s+(?=\S)/i.exec(text)?.[1];
  const count = lead ? (countWord(lead) ?? (/^\d+$/.test(lead) && !/^\d+\s*[MGT]/i.test(text) ? Number(lead) : null)) : null;
  const parts = parseSpecValue(kind, count && lead ? text.slice(times?.[0].length ?? lead.length).trim() : text, kind);
  const p = parts[0];
  if (!p) return null;
  if (count) p.count = count;
  if (kind === "cpu") {
    const line = cpuLineIn(t);
    // the tier after a line (`Apple M1 Max`, `M4 Pro`) is part of the processor's name
    const after = line ? t.slice(t.toLowerCase().indexOf(line.line.toLowerCase()) + line.line.length) : "";
    if (line && !p.model) p.model = `${line.line}${/(?<=\S)\s*([A-Z]?\d{2,5}[A-Z]{0,2})\b/.exec(after)?.[0] ?? LINE_TIER.exec(after)?.[0] ?? ""}`.trim();
    p.vendor ??= line?.vendor ?? null;
  }
  if (kind === "os") p.model = osName(t.replace(TRAILING_KERNEL, ""));
  if (kind === "filesystem") p.model = FILESYSTEM.exec(t)?.[1]?.toLowerCase() ?? p.model ?? null;
  const vendor = vendorIn(t);
  if (vendor && vendor.kinds.includes(kind)) p.vendor ??= vendor.vendor;
  const iface = INTERFACE_RE.exec(t)?.[0];
  if (iface && (kind === "disk" || kind === "raid_controller") && !p.attrs.interface) p.attrs.interface = iface;
  if (p.model && p.vendor && p.model.toLowerCase() === p.vendor.toLowerCase()) p.model = null;
  if (fw && !p.attrs.firmware) p.attrs.firmware = fw;
  const enough = hasModelToken(p) || Boolean(p.capacityBytes && (kind === "memory" || kind === "disk")) || Boolean(p.vendor && kind !== "cpu" && kind !== "os");
  return enough ? p : null;
}

/** A `/` splits only after a token with a digit and before a word of two or more (`700MHz/512M`, not `PERC5/e` or `Pro/1000`). */
function slashSplits(t: string, i: number): boolean {
  return /[A-Za-z0-9.]*\d[A-Za-z0-9.]*\s*$/.test(t.slice(0, i)) && /^\s*[A-Za-z0-9]{2}/.test(t.slice(i + 1));
}

/** The pieces of a compact machine string: `/`, `,`, `、`, `;`, ` + ` and brackets split it; a bracket holding only a clock, size or interface stays with its part. */
export function splitCompact(text: string): string[] {
  if (/^\s*Model\s*=/i.test(text)) return [text.trim()];
  const t = partText(text).replace(/\s*@\s*(?=\d)/g, " ").replace(/\s+\+\s+/g, ",");
  const pieces: string[] = [];
  const separator = (i: number) => (t[i] === "/" ? slashSplits(t, i) : ",、，;；".includes(t[i] ?? ""));
  for (const chunk of splitOutside(t, separator)) {
    const m = /^([^(（]*)[(（]([^)）]*)[)）](.*)$/.exec(chunk);
    if (!m) {
      pieces.push(chunk);
      continue;
    }
    const [head, inner, tail] = [m[1]?.trim() ?? "", m[2]?.trim() ?? "", m[3]?.trim() ?? ""];
    const attribute = /^(?:\d+(?:\.\d+)?\s*(?:[GM]Hz|[KMGT]i?B|rpm)|SATA|SAS|NVMe|IDE|PCIe)(?:[\s/,].*)?$/is.test(inner);
    // `Seagate（ST3000DM001）`, `NIC(Broadcom)`: a maker or a part word alone beside its bracket is one part with it
    const makerOnly = head && vendorIn(head)?.vendor.toLowerCase() === head.toLowerCase();
    const wordOnly = head && !/\d/.test(head) && kindOfPart(head) && vendorIn(inner)?.vendor.toLowerCase() === inner.toLowerCase();
    if (attribute || makerOnly) pieces.push(`${head} ${inner}`.trim());
    else if (wordOnly) pieces.push(`${inner} ${head}`);
    else {
      if (head) pieces.push(head);
      // `Ubuntu 18.04 (Huawei Matebook X Pro, i7 8550U)`: a bracket holding a list is split like the string around it
      if (inner) appendAll(pieces, splitCompact(inner));
    }
    if (tail) pieces.push(tail);
  }
  return pieces;
}

/** Every part a compact string names (`C3 700MHz/512M/Win2k`, `AMD Phenom 9950, 8GB`), piece by piece; pieces that name nothing are left out. */
export function readCompact(text: string, hint: SpecKind | null = null): PartDraft[] {
  const out: PartDraft[] = [];
  for (const piece of splitCompact(text)) {
    const driveBeside = KIND_WORDS.find((k) => k.kind === "disk")?.re.test(piece);
    const sizeHint = out.some((p) => p.kind === "memory") || driveBeside ? "disk" : hint;
    const p = readPart(piece, BARE_SIZE.test(piece.trim()) ? sizeHint : hint);
    if (p) out.push(p);
    // an OS with its kernel's release after it is the OS and the kernel
    const kernel = p?.kind === "os" ? TRAILING_KERNEL.exec(partText(piece))?.[1] : undefined;
    if (kernel) out.push({ kind: "kernel", model: kernel, attrs: {} });
  }
  return out;
}

const COMPACT_RUN = /(?:(?<![^\s、。,，])[A-Za-z][\w+-]*\s+(?=\d))?[^\s、。,，()（）/@]+(?:[/@][^\s、。,，()（）/@]+)+/g;
/**
 * Compact machine strings inside a sentence (`テスト機は C3 700MHz/512M/Win2k です`): runs joined by `/` or `@` with no
 * space, kept when every piece names a part and one of them is a processor (a run of sizes alone is a result, not a machine).
 */
export function compactRunsIn(text: string): (PartDraft & { at: number; end: number })[] {
  const out: (PartDraft & { at: number; end: number })[] = [];
  const t = partText(text);
  // a run has a `/` or an `@`: a text without either is not scanned at every position
  if (!t.includes("/") && !t.includes("@")) return out;
  for (const m of allMatches(t, COMPACT_RUN)) {
    const pieces = splitCompact(m[0]);
    const parts = readCompact(m[0]);
    if (pieces.length < 2 || parts.length !== pieces.length || !parts.some((p) => p.kind === "cpu")) continue;
    for (const p of parts) out.push({ ...p, at: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * A list line that starts with a processor and its memory (`AMD Opteron 2218, 16GB, RAMディスク使用, Gigabit Ethernet`): the
 * processor and the bare sizes right after it, even when later pieces name no part (a setting, a link without a model).
 */
export function processorLeadIn(text: string): (PartDraft & { at: number; end: number })[] {
  const t = partText(text);
  if (t.length > 160 || !/^[^,、，]+[,、，]\s*\d/.test(t)) return [];
  const pieces = splitCompact(t);
  const cpu = pieces[0] ? readPart(pieces[0]) : null;
  if (cpu?.kind !== "cpu") return [];
  const out: (PartDraft & { at: number; end: number })[] = [{ ...cpu, at: 0, end: t.length }];
  for (const piece of pieces.slice(1)) {
    if (!BARE_SIZE.test(piece.trim())) break;
    const p = readPart(piece, "memory");
    if (p?.kind === "memory") out.push({ ...p, at: 0, end: t.length });
  }
  return out.length > 1 ? out : [];
}

/**
 * The parts of a machine's value written compactly (`C3 700MHz/512M/Win2k`, `AMD Phenom 9950, 8GB`): null unless every piece names
 * a part and one is a processor. `lenient` (a value that a machine's own label heads) lets a minority of pieces name nothing
 * (`on board SATA controller`) when three or more do.
 */
export function compactParts(value: string, lenient = false): PartDraft[] | null {
  // the machine's own name among its parts (`Huawei MateBook X Pro`) is no part and no reason to doubt the others
  const pieces = splitCompact(value).filter((p) => !(machineLineIn(p) && !kindOfPart(p)));
  const read = pieces.map((p) => readCompact(p));
  const named = read.filter((r) => r.length).length;
  const parts = read.flat();
  const enough = named === pieces.length || (lenient && named >= 3 && named * 2 > pieces.length);
  return pieces.length >= 2 && enough && parts.some((p) => p.kind === "cpu") ? withLoneClock(parts, value) : null;
}

/** A clock given alone after the processor (`Atom D525 mini-ITX, 1.8GHz dual core, 4GB RAM`) is the clock of the one processor listed without one. */
export function withLoneClock<T extends PartDraft>(parts: T[], value: string): T[] {
  const clock = splitCompact(value).map((p) => CLOCK_ALONE.exec(p)).find(Boolean);
  const cpus = parts.filter((p) => p.kind === "cpu");
  if (clock && cpus.length === 1 && cpus[0] && !cpus[0].clockHz) cpus[0].clockHz = Number(clock[1]) * (clock[2]?.toUpperCase() === "G" ? 1e9 : 1e6);
  return parts;
}

const NAMED_KINDS = new Set<SpecKind>(["disk", "nic", "raid_controller", "motherboard"]);
const BRACKET_LABEL_KINDS = new Set<SpecKind>(["cpu", "disk", "nic", "raid_controller", "motherboard"]);
/** A bracket after a part word that starts with how the part is attached or formatted (`(USB3)`, `(ext4)`, `(RAID1)`, `(NVMe Gen4)`) gives no name. */
const NOT_A_NAME = new RegExp(`^(?:${alt([...partGrammar.interfaces, ...partTerms.filesystems, "RAID", "Gen", "DDR", "LPDDR", "x", "PCI"])})[\\d.]*(?![A-Za-z])`, "i");

/**
 * A part a sentence names by its kind word with the model in brackets after it (`The CPU was the same on all four machines
 * (L5630 2.13GHz)`, `NIC(Broadcom)`): read by the kind the word gives, when the bracket holds a model token.
 */
export function bracketedIn(text: string): (PartDraft & { at: number; end: number })[] {
  const t = partText(text);
  const out: (PartDraft & { at: number; end: number })[] = [];
  for (const m of allMatches(t, /[(（]([^()（）]{2,60})[)）]/g)) {
    const before = t.slice(Math.max(0, m.index - 60), m.index).split(/[。.!?;；]\s/).pop() ?? "";
    // a processor's number with its cores and threads in brackets (`5900X (12C/24T)`)
    const threads = /^(\d{1,3})\s*C\s*\/\s*(\d{1,3})\s*T$/i.exec(m[1]?.trim() ?? "");
    const number = threads ? /(?<![\w-])((?:[A-Za-z][\w-]*\s+)?[A-Za-z]{0,2}\d{3,5}[A-Z]{0,3}\d?)\s*$/.exec(before) : null;
    if (threads && number?.[1]) {
      const p = readPart(number[1], "cpu") ?? { kind: "cpu" as const, model: number[1], attrs: {} };
      out.push({ ...p, attrs: { ...p.attrs, cores_per_cpu: Number(threads[1]), threads: Number(threads[2]) }, at: m.index - (before.length - (number.index ?? 0)), end: m.index + m[0].length });
      continue;
    }
    // a part's label and its model in the bracket (`its a Freescale board (Processor: T4240)`)
    const labelled = /^([^:：]{2,20})[:：]\s*([A-Za-z][\w\-+.]*\d[\w\-+.]*(?:\s+[\w\-+.]+)?)$/.exec(m[1]?.trim() ?? "");
    const labelKind = labelled?.[1] ? specKindForLabel(labelled[1]) : null;
    if (labelled?.[2] && labelKind && BRACKET_LABEL_KINDS.has(labelKind)) {
      const p = readPart(labelled[2], labelKind) ?? ({ kind: labelKind, model: labelled[2], attrs: {} } as PartDraft);
      if (p.kind === labelKind) out.push({ ...p, at: m.index, end: m.index + m[0].length });
      continue;
    }
    // a bracket right after a computer's line (`48GB の MacBook Pro（M4 Pro）`, `Mac mini (M4, 2024)`) describes that computer, not a kind
    // word before it: its processor, whose line needs no maker there (the computer's bracket names its chip)
    if (machineAtEnd(before)) {
      const chip = readPart(firstPiece(m[1])) ?? readPart(`${CPU_LINES.find((l) => l.line.toLowerCase() === firstWord(m[1]))?.vendor ?? "-"} ${firstPiece(m[1])}`);
      if (chip?.kind === "cpu") out.push({ ...chip, at: m.index, end: m.index + m[0].length });
      continue;
    }
    // the word nearest the bracket, the longer of two ending there (`Memory Cards (Class 10)` are drives, not memory)
    const words = KIND_WORDS.map((k) => ({ kind: k.kind, ...lastMatch(before, k.re) })).filter((k) => k.at >= 0).sort((a, b) => b.end - a.end || a.at - b.at);
    const kind = words[0]?.kind as SpecKind | undefined;
    const inner = m[1] ?? "";
    if (!kind || !/[A-Za-z]*\d/.test(inner) || (kindOfPart(inner) && kindOfPart(inner) !== kind)) continue;
    // a short product name in a bracket right after the kind word is the model the kind's reader may not know the numbering of (`HDD (N300)`, `SSD (Ultra XC10)`)
    const word = KIND_WORDS.find((k) => k.kind === kind);
    const right = word && words[0] ? regExpOf(`^(?:${word.re.source})\\s*$`, "i").test(before.slice(words[0].at)) : false;
    const named = right && NAMED_KINDS.has(kind) && !NOT_A_NAME.test(inner.trim()) && /^[A-Za-z][\w\-+.]*(?:\s+[A-Za-z0-9][\w\-+.]*){0,2}$/.test(inner.trim()) && /[A-Za-z]\d|\d[A-Za-z]/.test(inner);
    const p = readPart(inner, kind) ?? (named ? ({ kind, model: inner.trim(), attrs: {} } as PartDraft) : null);
    if (p && p.kind === kind && (p.model || p.vendor)) out.push({ ...p, at: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Whether a text ends with a computer's line and its model (`… MacBook Pro`, `Mac mini`, `ThinkPad X1 Carbon`). */
function machineAtEnd(text: string): boolean {
  const line = machineLineIn(text.slice(-40));
  return Boolean(line && text.trimEnd().endsWith(line));
}
/** The first piece of a bracket (`M4, 2024` → `M4`) and its first word in lower case. */
const firstPiece = (text: string | undefined) => (text ?? "").split(/[,、]/)[0]?.trim() ?? "";
const firstWord = (text: string | undefined) => firstPiece(text).split(/\s+/)[0]?.toLowerCase() ?? "";

function lastMatch(text: string, re: RegExp): { at: number; end: number } {
  let found = { at: -1, end: -1 };
  for (const m of allMatches(text, regExpOf(re.source, "gi"))) found = { at: m.index, end: m.index + m[0].length };
  return found;
}

/**
 * A machine's parts written compactly in brackets in a sentence (`Mac mini (2018) [3.2GHz 6-Core Intel Core i7, 32GB Memory, 512GB SSD Storage]`):
 * kept when every piece of the bracket names a part and one is a processor, as for a compact value.
 */
export function compactBracketsIn(text: string): (PartDraft & { at: number; end: number })[] {
  const out: (PartDraft & { at: number; end: number })[] = [];
  for (const m of allMatches(partText(text), /[[(（【]([^[\]()（）【】]{6,160})[\])）】]/g)) {
    const parts = m[1] && /[,、，/]/.test(m[1]) ? compactParts(m[1]) : null;
    for (const p of parts ?? []) out.push({ ...p, at: m.index, end: m.index + m[0].length });
  }
  return out;
}
