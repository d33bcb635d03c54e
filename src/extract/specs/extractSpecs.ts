import type { Block, Document } from "../../document/types.ts";
import { type Extraction, emptyExtraction } from "../../model/records.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { admitParts } from "./admitParts.ts";
import { countNumberedUnits } from "./numberedUnits.ts";
import { readDatasheetHeadings } from "./datasheetHeadings.ts";
import { readDrivesBeforeOutput } from "./drivesBeforeOutput.ts";
import { componentOf, countIn, type PartDraft, parseSpecValue } from "./parseSpecValue.ts";
import { partsMentioned } from "./partMentions.ts";
import { machineRowsOf } from "./machineRows.ts";
import { CONFIGURATION_LABEL, GENERIC_PART_LABEL, isHardwareHeading, kindedPieces, kindOfPiece, partsOfLine, partsOfPieces, withBytes } from "./partList.ts";
import { extractProseSystems, partsIn } from "./proseSystems.ts";
import { compactParts, withLoneClock } from "./readPart.ts";
import { isMeasurement, makerAtStart, partGrammar } from "./partGrammarData.ts";
import { FILESYSTEM_RE, isOtherHardwareLabel, partTerms, wordRe } from "./partTerms.ts";
import { machineModelIn } from "./machineModel.ts";
import { readProductTables } from "./productTables.ts";
import { readTableHeadParts } from "./tableHeadParts.ts";
import { readTestedMachines } from "./testedMachines.ts";
import { isToolLine, readReportParts } from "./reportParts.ts";
import { partsOfReports, partsPrinted } from "./machineStrings.ts";
import { setupRecord } from "./setupRecord.ts";
import { clockOfLine } from "./clockLine.ts";
import { type SpecKind, fieldOfLabel, roleIn, specKindForLabel } from "./specTerms.ts";
import { appendAll, maxOf } from "../../appendAll.ts";
import { prefixMultiplier } from "../../normalise/readQuantity.ts";
import { regExpOf } from "../../normalise/regExpOf.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { allMatches } from "../../normalise/allMatches.ts";

interface SpecLine {
  kind: SpecKind;
  label: string;
  value: string;
  raw: string;
  locator: string;
  /** How many of the part a bill of materials lists (its quantity column). */
  quantity?: number;
}

const LINE_RE = /^\s*[・•●◆◇■□\-*]?\s*([^:：=]{1,30}?)\s*[:：]\s*(.*)$/;
/** A machine's name: a model-like token with letters and digits (DPr690, R740xd), or a host name. */
const NAME_RE = /([A-Za-z][A-Za-z0-9\-]*\d[A-Za-z0-9\-]*)\s*$/;

/**
 * Spec lines written inside one table cell (`・CPU: AMD XP 2000` / `・メモリ: 1GB PC3200` in a forum post that the board lays
 * out as a table or a `<dl>`): read as the lines of a paragraph, when two or more of them name a kind of part.
 */
function cellSpecLines(block: Block): { label: string; value: string; raw: string; locator: string }[] {
  const out: { label: string; value: string; raw: string; locator: string }[] = [];
  block.table?.rows.forEach((r, ri) =>
    r.forEach((cell, ci) => {
      const lines = cell.text.split("\n");
      if (lines.length < 3) return;
      const spec = lines.map((line, li) => ({ m: LINE_RE.exec(line), line, li })).filter(({ m }) => m?.[1] && specKindForLabel(m[1]));
      if (spec.length < 2) return;
      for (const { m, line, li } of spec) out.push({ label: m?.[1] ?? "", value: m?.[2] ?? "", raw: line, locator: `${block.locator}/r${ri + 1}/c${ci + 1}/l${li + 1}` });
    }),
  );
  return out;
}

/**
 * A value that runs on into more `label:value` pairs (`WindowsXP(SP3) CPU:PentiumM 1.6GHz メモリ:2GB 無線規格:IEEE802.11n`): cut at
 * each space-led label of a part's kind, and at the labels after one; the first item is the line's own value.
 */
function labelRun(value: string): { label: string; value: string }[] {
  const depth = (i: number) => [...value.slice(0, i)].reduce((d, ch) => d + ("(（[「".includes(ch) ? 1 : ")）]」".includes(ch) ? -1 : 0), 0);
  const cuts = [...allMatches(value, /(?<=\s)([^\s:：()（）]{1,12})[:：](?!\/\/)/g)].filter((c) => depth(c.index ?? 0) === 0);
  // a lower-case word is the text's own (`Non-Volatile memory controller: …`), not a label
  const first = cuts.findIndex((c) => !/^[a-z]/.test(c[1] ?? "") && specKindForLabel(c[1] ?? ""));
  if (first < 0) return [{ label: "", value }];
  const kept = cuts.slice(first);
  const out = [{ label: "", value: value.slice(0, kept[0]?.index ?? value.length).trim() }];
  kept.forEach((c, k) => out.push({ label: c[1] ?? "", value: value.slice((c.index ?? 0) + c[0].length, kept[k + 1]?.index ?? value.length).trim() }));
  return out;
}

const BOM = partGrammar.bill_of_materials;
const headOf = (words: string[]) => new Set(words.map((w) => w.toLowerCase()));
const [BOM_PART, BOM_PRODUCT, BOM_QUANTITY, BOM_PURCHASE] = [headOf(BOM.part), headOf(BOM.product), headOf(BOM.quantity), headOf(BOM.purchase)];

/**
 * A parts list written as a table of purchases (`Component | Type | Quantity | Price`, a build's bill of materials): each row is a
 * spec line, its label the first column, its value the product column, with the quantity bought. Null unless the head names a part
 * column first, one product column and a quantity column, and nothing but the purchase's own columns (price, link, notes) besides.
 */
function billOfMaterials(block: Block): (Omit<SpecLine, "kind">)[] | null {
  const rows = block.table?.rows ?? [];
  const head = (rows[0] ?? []).map((c) => normaliseText(c.text).replace(/\s+/g, " ").trim().toLowerCase());
  if (rows.length < 3 || head.length < 3 || !BOM_PART.has(head[0] ?? "")) return null;
  const product = head.findIndex((h, i) => i > 0 && BOM_PRODUCT.has(h));
  const quantity = head.findIndex((h) => BOM_QUANTITY.has(h));
  if (product < 0 || quantity < 0 || head.some((h, i) => i !== 0 && i !== product && i !== quantity && !BOM_PURCHASE.has(h))) return null;
  const out: Omit<SpecLine, "kind">[] = [];
  rows.slice(1).forEach((r, i) => {
    const label = r[0]?.text ?? "";
    const value = r[product]?.text ?? "";
    if (!label.trim() || !value.trim()) return;
    const n = /^\s*(\d{1,3})\s*$/.exec(r[quantity]?.text ?? "")?.[1];
    out.push({ label, value, raw: `${label}: ${value}`, locator: `${block.locator}/r${i + 2}`, ...(n && Number(n) > 0 ? { quantity: Number(n) } : {}) });
  });
  return out;
}

function linesOf(block: Block): { label: string; value: string; raw: string; locator: string; quantity?: number; refused?: string }[] {
  const out: { label: string; value: string; raw: string; locator: string; refused?: string }[] = [];
  if (block.table) {
    const inCells = cellSpecLines(block);
    if (inCells.length) return inCells;
    const bought = billOfMaterials(block);
    if (bought) return bought;
    // a title row across both columns (`System Configuration`) is not a spec line
    const rows = block.table.rows.filter((r) => r.length === 2);
    if (rows.length !== block.table.rows.filter((r) => !(r.length === 1 && (r[0]?.colspan ?? 1) >= 2)).length) return out;
    rows.forEach((r, i) => out.push({ label: r[0]?.text ?? "", value: (r[1]?.text ?? "").replace(/^\s*[:：]\s*/, ""), raw: `${r[0]?.text} ${r[1]?.text}`, locator: `${block.locator}/r${i + 1}` }));
    return out;
  }
  if (block.kind !== "paragraph" && block.kind !== "list_item" && block.kind !== "pre") return out;
  const lines = block.text.split("\n");
  // in a `<pre>`, a script's machine summary (`CPU model : …`, `Total amount of ram : …`) is spec lines when it names two
  // kinds of a machine's parts at least (one `Kernel:` among a tool's fields is the tool's); not a nested file of settings
  // (`limits:` over `memory: 512M` states what was set), nor a report a tool's own reader reads (yabs, bench.sh, lscpu, a
  // setup record: that reader knows its format), nor a line indented under another
  // (the cheap tests first: most blocks of tool output name no two of a machine's kinds and never reach the readers)
  if (block.kind === "pre" && (summaryKinds(lines) < 2 || nestedSettings(lines) || setupRecord(lines, []).length > 0 || toolReport(block.text, lines))) return out;
  const margin = block.kind === "pre" ? lines.filter((l) => l.trim()).reduce((m, l) => Math.min(m, indentOf(l)), Number.POSITIVE_INFINITY) : 0;
  // labels set flush right against their colons (`   CPU: …` over ` FLASH: …`) are one column, none indented under another
  const flushRight = block.kind === "pre" && colonsAligned(lines);
  lines.forEach((line, i) => {
    if (block.kind === "pre" && !flushRight && indentOf(line) > margin) return;
    const m = LINE_RE.exec(line);
    if (!m?.[1]) return;
    // …and only a label naming the machine's CPU, memory, OS, kernel or drives (a tool's `Drive Model:` or a box drawn around a
    // table is another reader's or none; a bare `Version :` in a tool's header is the tool's or a build's, `# Version : #1 SMP …`)
    // (a processor's clock under a label of its own, `CPU Speed: 3699 MHz`, is the summary's too)
    if (block.kind === "pre" && ((!SUMMARY_LINE_KINDS.has(specKindForLabel(m[1]) ?? "") && !clockOfLine(m[1], m[2] ?? "")) || VERSION_LABELS.has(normaliseText(m[1]).replace(/^[#\s]+/, "").trim().toLowerCase()))) return;
    let value = m[2] ?? "";
    // a label alone on its line: the value is on the next line (and the line the parts come from is both)
    const alone = !value.trim() && Boolean(lines[i + 1]);
    if (alone) value = lines[i + 1] ?? "";
    // a list that ends its line with a comma goes on to the next line (`…, Linux f10 2.6.27…,` then `35GB ext3 source partition`)
    for (let j = i + (alone ? 2 : 1); /[,、，]\s*$/.test(value) && lines[j] && !LINE_RE.test(lines[j] ?? ""); j++) value = `${value} ${lines[j]}`;
    const raw = alone || value !== (m[2] ?? "") ? `${line} ${value}` : line;
    // a summary's drive line that gives a size alone (a VPS's `HDD: 60 GB`) is the space allotted, no drive named
    if (block.kind === "pre" && DRIVE_KINDS.has(specKindForLabel(m[1]) ?? "") && SIZE_ALONE.test(value)) {
      out.push({ label: m[1], value, raw, locator: `${block.locator}/l${i + 1}`, refused: `a machine summary's drive line gives a size alone, no drive: ${value.trim()}` });
      return;
    }
    const run = specKindForLabel(m[1]) ? labelRun(value) : [];
    out.push({ label: m[1], value: run[0]?.value ?? value, raw, locator: `${block.locator}/l${i + 1}` });
    for (const r of run.slice(1)) out.push({ label: r.label, value: r.value, raw, locator: `${block.locator}/l${i + 1}` });
  });
  return out;
}

/** The kinds a script's machine summary in a `<pre>` names by its labels (`CPU model :`, `Total amount of ram :`, `System kernel:`). */
const MACHINE_SUMMARY_KINDS = new Set<string>(["cpu", "memory", "os", "kernel"]);
/** The lines such a summary is read for: those kinds and its drives (`DISK: 5X 3TB SATA`), which alone make no summary. */
const DRIVE_KINDS = new Set<string>(["disk", "storage"]);
const SUMMARY_LINE_KINDS = new Set<string>([...MACHINE_SUMMARY_KINDS, ...DRIVE_KINDS]);
const SIZE_ALONE = /^\s*[~約]?\s*\d+(?:[.,]\d+)?\s*[KMGTP]i?B?\s*$/i;
/** How many of a machine summary's kinds (CPU, memory, OS, kernel) the labelled lines of a block name. */
function summaryKinds(lines: readonly string[]): number {
  // a labelled line has a colon: the others (most lines of tool output) are not matched against the label pattern
  const labelled = lines.filter((l) => l.includes(":") || l.includes("："));
  return new Set(labelled.map((l) => specKindForLabel(LINE_RE.exec(l)?.[1] ?? "")).filter((k) => k !== null && MACHINE_SUMMARY_KINDS.has(k))).size;
}
const indentOf = (line: string): number => /^\s*/.exec(line)?.[0].length ?? 0;
/** Whether every labelled line of a block has its colon in one column, its label set flush right before it (two lines at least). */
function colonsAligned(lines: readonly string[]): boolean {
  const labelled = lines.filter((l) => l.trim()).map((l) => LINE_RE.exec(l) && /^\s*\S[^:：]*[:：]/.exec(l)?.[0].length);
  return labelled.length >= 2 && labelled.every((c) => c && c === labelled[0]) && new Set(lines.filter((l) => l.trim()).map(indentOf)).size > 1;
}
/**
 * Whether a tool's reader knows the block: a reader of a whole report reads it (yabs, bench.sh, dmidecode…), or a line reader
 * reads a part from a line other than a label the part grammar gives its kind (`CPU: …`, `OS: …` alone are a machine
 * summary's lines, not a tool's format).
 */
function toolReport(text: string, lines: string[]): boolean {
  if (partsOfReports(lines).length) return true;
  return partsPrinted(text).some((p) => {
    const label = LINE_RE.exec(lines[p.line - 1] ?? "")?.[1];
    return !label || specKindForLabel(label) !== p.part.kind;
  });
}
/** Lines of a nested file of settings (YAML, a config dump): a key alone with a colon, over a line indented further. */
function nestedSettings(lines: readonly string[]): boolean {
  return lines.some((l, k) => /^\s*[\w.-]+\s*:\s*$/.test(l) && indentOf(lines[k + 1] ?? "") > indentOf(l));
}

type Groups = Map<number | string, { heading: Block | null; report: number; lines: SpecLine[]; loose: { kind: SpecKind; text: string; locator: string }[]; title?: string; name?: string }>;

/**
 * A spec table with one column per machine (項目 | Server | Client): each column becomes its own group, titled by
 * its header cell. Returns false when the table is not of that shape.
 */
function readMachineColumns(block: Block, groups: Groups): boolean {
  const rows = block.table?.rows ?? [];
  const width = maxOf(rows.map((r) => r.length), 0);
  if (width < 3 || rows.length < 3) return false;
  const kinds = rows.slice(1).map((r) => specKindForLabel(r[0]?.text ?? ""));
  const labelled = kinds.filter(Boolean).length;
  // part labels over figures are a results table; a machine's record of many rows (serial, BMC, user…) is a spec table when three kinds of part are named
  const worded = rows.slice(1).every((r, i) => !kinds[i] || r.slice(1).every((cell) => !isFigure(cell.text)));
  const distinct = new Set(kinds.filter(Boolean)).size;
  if (!worded || (labelled < Math.max(2, (rows.length - 1) / 2) && distinct < 3)) return false;
  // rows that all name one kind of part (`server drive`, `OS drive` under `Space | Speed | Redundancy`) plan drives by their needs: no machines
  if (distinct < 2) return false;
  const header = rows[0] ?? [];
  for (let c = 1; c < width; c++) {
    const title = header[c]?.text ?? "";
    const lines: SpecLine[] = [];
    rows.slice(1).forEach((r, i) => {
      const kind = specKindForLabel(r[0]?.text ?? "");
      const value = dittoOf(r, c);
      if (kind && value.trim() && !/^[-—–]$/.test(value.trim())) lines.push({ kind, label: r[0]?.text ?? "", value, raw: `${r[0]?.text}: ${value}`, locator: `${block.locator}/r${i + 2}/c${c + 1}` });
    });
    groups.set(`${block.locator}/c${c + 1}`, { heading: null, report: block.report, lines, loose: [], title });
  }
  return true;
}

/** A measured figure where a part should be (`1850 events/s`, `940 Mbps`, `42`, `12 ms`); a size may be a memory's. */
const isFigure = (text: string) => (isMeasurement(text) && !/^[^a-z]*[KMGT]i?B\s*$/i.test(text)) || /^\s*[~〜約]?\s*[\d.,]+\s*(?:[A-Za-z%]*\s*\/\s*(?:s|sec|秒)\b.*|%)?\s*$/i.test(text);
const DITTO = new RegExp(`^\\s*(?:${partGrammar.ditto_words.map(escapeRegExp).join("|")})\\s*(?:[(（][^()（）]*[)）])?\\s*$`, "i");
/** A cell's value, a ditto (`同上`, `same`, `同一`; maybe restating the model in brackets: `同上（Xeon Platinum 8362）`) taking the value of the cell before it in its row. */
function dittoOf(row: { text: string }[], c: number): string {
  for (let k = c; k >= 1; k--) if (!DITTO.test(row[k]?.text ?? "")) return row[k]?.text ?? "";
  return "";
}

function nameFrom(text: string): string | null {
  const t = normaliseText(text).replace(/\s*\d+\s*台\s*$/, "").replace(/\s+[x×*]\s*\d+\s*$/, "").replace(/[)）\]]\s*$/, "").trim();
  return NAME_RE.exec(t)?.[1] ?? null;
}

/** A line of a machine's list that counts the machines and sums each up in brackets (`144 nodes (AMD EPYC Rome, 16 core, …)`): how many. */
const MACHINES_COUNTED = /^\s*[・•]?\s*(\d{1,5})\s*(?:nodes|servers|hosts|machines|instances|VMs)\s*[(（]/i;
function machinesCounted(lines: SpecLine[]): number | null {
  const n = lines.map((l) => MACHINES_COUNTED.exec(l.raw)?.[1]).find(Boolean);
  return n ? Number(n) : null;
}

/** The lines of one spec group split by machine, when the group describes several (`NAS：…`, `HDD：…`, `クライアント：…`). */
function machinesOf(lines: SpecLine[]): SpecLine[][] {
  const isHead = (l: SpecLine) => l.kind === "system" || l.kind === "nas";
  if (lines.filter(isHead).length < 2) return [lines];
  const lead: SpecLine[] = [];
  const segments: SpecLine[][] = [];
  for (const l of lines) {
    if (isHead(l)) segments.push(segments.length ? [l] : [...lead, l]);
    else if (!segments.length) lead.push(l);
    else {
      // `NASのネットワーク` belongs to the machine its label names, not to the one above it
      const label = normaliseText(l.label).toLowerCase();
      const owner = segments.find((s) => s.some((h) => isHead(h) && label.length > h.label.length && label.startsWith(normaliseText(h.label).toLowerCase())));
      (owner ?? segments[segments.length - 1])?.push(l);
    }
  }
  return segments;
}

/**
 * Lines of a parts list without a label under a hardware heading: a line that names its kind by its own words
 * (`2x AMD EPYC 7302 16-Core Processor`, `16x 32GB SK Hynix DDR4 3200 MT/s`) or starts with a label and a space (`CPU Xeon E5 2670`, `Mem 16GB 4x4GB`).
 */
function unlabelledLines(block: Block): SpecLine[] {
  if (block.table || (block.kind !== "paragraph" && block.kind !== "list_item" && block.kind !== "pre")) return [];
  const out: SpecLine[] = [];
  block.text.split("\n").forEach((line, i) => {
    if (LINE_RE.test(line)) return;
    const l = unlabelledLine(line, `${block.locator}/l${i + 1}`);
    if (l) out.push(l);
  });
  return out;
}

/** One unlabelled line of a parts list: a label and a space, or a line naming its kind by its own words; null otherwise. */
function unlabelledLine(line: string, locator: string): SpecLine | null {
  // (a label numbered among its kind, `HDD1 …`, `HDD2 …`, is the kind's label)
  const spaced = /^\s*[・•]?\s*([A-Za-z/]{2,4})\d?\s+(\S.*)$/.exec(line);
  // `OS は Oracle Linux 9.6、カーネルは …`: the topic particle is no part of the value, nor the clause after the comma
  const topic = spaced?.[2] ? /^(?:は|が)\s*/.exec(spaced[2]) : null;
  const spacedValue = topic ? spaced?.[2]?.slice(topic[0].length).split(/[、。]/)[0] : spaced?.[2];
  const labelKind = spaced?.[1] && /^[A-Z][A-Za-z/]*$/.test(spaced[1]) ? specKindForLabel(spaced[1]) : null;
  if (spacedValue && labelKind && labelKind !== "system" && labelKind !== "software") return { kind: labelKind, label: spaced?.[1] ?? "", value: spacedValue, raw: line, locator };
  const kind = kindOfPiece(line);
  return kind && partsOfLine(line).length ? { kind, label: kind, value: line.trim(), raw: line, locator } : null;
}

/**
 * A paragraph whose first line is a hardware heading of its own (`1. ハード構成(1998年6月23日現在)` over `・CPU Pentium2/350MHz…` lines, an
 * old page's bold line and `<br>`s): the lines under it are a parts list, as under a heading block.
 */
function headedParagraph(block: Block): boolean {
  if (block.kind !== "paragraph") return false;
  const [first, ...rest] = block.text.split("\n");
  // a heading, not a sentence that speaks of the set-up (`今回の検証環境です。` over a machine described in sentences)
  const sentence = /[。．.!?！？]\s*$|です|ます/.test(first ?? "");
  return Boolean(first && rest.length && first.length <= 40 && !sentence && !LINE_RE.test(first) && isHardwareHeading(first.replace(/[(（][^)）]*[)）]/g, "")));
}

/** A kernel named on a line of its own (`Linux kernel 2.4.18`, `kernel 5.15.0-91-generic`). */
const KERNEL_LINE = /^\s*(?:Linux\s+)?kernel\s+(?:version\s+)?\d+\.\d+/i;
/** A file system named on a line of its own (`ReiserFS filesystem`, `ext4 file system`). */
const FILESYSTEM_LINE = new RegExp(`^\\s*(${FILESYSTEM_RE.source})\\s+(?:file\\s*system|fs)\\s*$`, "i");
/** A program and its version on a line of its own (`Postfix version 2.0.3 as the MTA`): the name and the version. */
const SOFTWARE_LINE = /^\s*([A-Z][\w.+-]*(?:\s+[A-Z][\w.+-]*)?\s+(?:version\s+|v)\d+\.\d[\w.-]*)/;

/**
 * A plain-text file shown preformatted (a README, a BENCHMARKS file) that lists the set-up under a lead-in ending with a colon
 * (`These benchmarks were run on a single host with the following hardware configuration:` / `The software configuration:`) in
 * indented lines, one part a line (`AMD Duron 800 MHz`, `512 MB of RAM`, `Linux kernel 2.4.18`): those lines are a parts list.
 */
function leadInLists(block: Block): SpecLine[] {
  if (block.kind !== "pre") return [];
  const out: SpecLine[] = [];
  let lead = "";
  let open = false;
  // lines set flush under the lead-in (`Platform description:` / `4 processors AMD Opteron …` / `8 GB RAM`), read up to a blank line
  let flush = 0;
  block.text.split("\n").forEach((line, i) => {
    if (!line.trim()) {
      if (!/[:：]\s*$/.test(lead) || flush > 0) lead = "";
      if (flush > 0) open = false;
      flush = 0;
      return;
    }
    if (!/^(?:\s{2,}|\t)/.test(line)) {
      const flat = open && /[:：]\s*$/.test(lead) ? flushLine(line, `${block.locator}/l${i + 1}`) : null;
      if (flat) {
        out.push(flat);
        flush++;
        return;
      }
      lead = lead && !/[:：]\s*$/.test(lead) ? `${lead} ${line.trim()}` : line.trim();
      open = /[:：]\s*$/.test(lead) && isHardwareHeading(lead);
      flush = 0;
      return;
    }
    if (!open) return;
    const locator = `${block.locator}/l${i + 1}`;
    const software = SOFTWARE_LINE.exec(line)?.[1];
    const kind = KERNEL_LINE.test(line) ? "kernel" : (kindOfPiece(line) ?? (software ? "software" : null));
    if (!kind) return;
    // an OS line says more than the OS (`Debian unstable updated just before running the benchmarks`): the OS as the sentence reader reads it
    const os = kind === "os" ? partsIn(line).find((p) => p.kind === "os") : undefined;
    const value = kind === "software" ? (software ?? line) : os ? normaliseText(line).slice(os.at, os.end) : line.trim();
    out.push({ kind, label: kind, value, raw: line.trim(), locator });
  });
  return out;
}

/**
 * A line of a parts list set flush under its lead-in: a line naming its kind by its own words, a label and a space (`HD IBM
 * DeskStar 120GXP 80 GB …`), a kernel or a file system on a line of its own; null for any other line (which ends the list).
 */
function flushLine(line: string, locator: string): SpecLine | null {
  if (LINE_RE.test(line)) return null;
  if (KERNEL_LINE.test(line)) return { kind: "kernel", label: "kernel", value: line.trim(), raw: line.trim(), locator };
  const fs = FILESYSTEM_LINE.exec(line)?.[1];
  if (fs) return { kind: "filesystem", label: "filesystem", value: fs, raw: line.trim(), locator };
  return unlabelledLine(line, locator);
}

const VERSION_LABELS = new Set(partGrammar.version_labels.map((l) => l.toLowerCase()));
/**
 * A line under a label the grammar does not know (`OSDs`, a role of the drives) whose value names drives by their own words: a
 * count, a maker of drives, the drive's noun or interface and a size (`3x Samsung NVMe 512GB (970 PRO)`).
 */
/** A maker of drives (the grammar's `disk_vendors`) as the first word. */
const DRIVE_MAKER_AT = new RegExp(`^(?:${wordRe(partTerms.disk_vendors, "i").source})`, "i");
function drivesByOwnWords(l: { label: string; value: string }): SpecKind | null {
  const v = normaliseText(l.value);
  return /^\s*\d{1,3}\s*[x×]\s*\S/i.test(v) && kindOfPiece(v) === "disk" && DRIVE_MAKER_AT.test(v.replace(/^\s*\d{1,3}\s*[x×]\s*/i, "")) ? "disk" : null;
}
/** A link rate as the label and NIC makers' cards as the value (`10G: Intel X520, Chelsio T5`, `40GbE: Mellanox MCX312A-XCBT`): the machine's NICs of that rate. */
function nicsByRate(l: { label: string; value: string }): SpecKind | null {
  return /^\s*\d+(?:\.\d+)?\s*G(?:bE|b|bps|bit)?\s*$/i.test(normaliseText(l.label)) && makerAtStart(normaliseText(l.value).trim(), "nic") && /\d/.test(l.value) ? "nic" : null;
}
/** A `Version` line whose value is a kernel release with its build (`バージョン 4.4.6-1-pve`, `Version: 4.6.0-1.el7.elrepo.x86_64`) names the kernel. */
function kernelVersion(l: { label: string; value: string }): SpecKind | null {
  return VERSION_LABELS.has(normaliseText(l.label).trim().toLowerCase()) && /^\s*\d+\.\d+\.\d+-[\w.\-+~]+\s*$/.test(l.value) ? "kernel" : null;
}

/** The parts a machine's own line lists (`NAS：QNAP TS-253D（Celeron J4125 2.0GHz、メモリ 8GB）`, `クライアント：Core i5-8250U、メモリ 8GB`). */
function partsOfMachineLine(l: SpecLine): PartDraft[] {
  // a `;` list whose pieces are lists themselves (`Pentium D 820@2.8GHz, 2GB DDR2, …; Samsung 160GB …`) is read piece by piece of both
  const pieces = partsOfPieces(l.value);
  const compact = compactParts(l.value, true);
  const listed = compact && (!pieces || compact.length > pieces.length) ? compact : pieces;
  if (listed) return listed;
  const named = partsMentioned(l.value).filter((p) => p.kind !== "software" && p.kind !== "filesystem");
  const parts: (PartDraft & { at: number; end: number })[] = [...named];
  for (const p of partsIn(l.value)) if (!parts.some((n) => p.at < n.end && p.end > n.at)) parts.push(p);
  if (l.kind === "nas" && !parts.some((p) => p.kind === "nas")) {
    const model = normaliseText(l.value).split(/[(（、,]/)[0]?.trim();
    if (model) parts.push({ kind: "nas", model, attrs: {}, at: 0, end: 0 });
  }
  return withLoneClock(parts.sort((a, b) => a.at - b.at).map(({ at: _a, end: _e, ...p }) => p), l.value);
}

/** Disks of a spec line get the vendor and model its text names (`Seagate IronWolf ST8000VN004（8TB）×2`). */
function withVendorModels(parts: PartDraft[], value: string): PartDraft[] {
  // a NIC whose words before its model were taken for the name (`Intel Ethernet Converged Network Adapter X520-DA2` → `Intel`)
  const nicNamed = parts.length === 1 && parts[0]?.kind === "nic" && !/\d/.test(parts[0].model ?? "") ? partsMentioned(value).find((p) => p.kind === "nic" && /\d/.test(p.model ?? "")) : undefined;
  if (nicNamed && parts[0]) return [{ ...parts[0], vendor: parts[0].vendor ?? nicNamed.vendor ?? null, model: nicNamed.model ?? null }];
  const named = partsMentioned(value).filter((p) => p.kind === "disk");
  if (named.length !== 1 || parts.filter((p) => p.kind === "disk").length !== 1) return parts;
  const n = named[0];
  return parts.map((p) => (p.kind === "disk" && n ? { ...p, vendor: p.vendor ?? n.vendor ?? null, model: p.model ?? n.model ?? null, attrs: { ...n.attrs, ...p.attrs } } : p));
}

/** Systems and components from spec lists (`CPU : …` lines, key/value tables, list items, `<dl>`), grouped by heading. */
export function extractSpecs(doc: Document): Extraction {
  const out = emptyExtraction();
  let nSys = 0;
  let nComp = 0;
  const groups: Groups = new Map();
  let heading: Block | null = null;
  let openLabel: string | null = null;
  for (const block of doc.blocks) {
    if (block.kind === "heading") {
      heading = block;
      openLabel = null;
      continue;
    }
    const machines = block.table ? machineRowsOf(block) : null;
    if (machines) {
      machines.forEach((m, i) => groups.set(`${block.locator}/m${i + 1}`, { heading: null, report: block.report, lines: m.lines, loose: [], title: m.name, name: m.name }));
      continue;
    }
    if (block.table && readMachineColumns(block, groups)) continue;
    const key = heading?.index ?? -1;
    const group = groups.get(key) ?? { heading, report: block.report, lines: [], loose: [] };
    groups.set(key, group);
    const own = linesOf(block);
    // `Additional Cards:` alone, then list items naming parts by their own words: spec lines of that label
    // (`Network Switches:` then `Netgear XS712T`: an item with a model token and no word of its own is of the label's kind)
    const labelKind = openLabel ? specKindForLabel(openLabel) : null;
    const byLabel = labelKind && labelKind !== "system" && labelKind !== "software" && /[A-Za-z][\w-]*\d|\d[\w-]*[A-Za-z]/.test(block.text) ? labelKind : null;
    const piece = openLabel && block.kind === "list_item" && !own.length ? (kindOfPiece(block.text) ?? byLabel) : null;
    if (piece) group.lines.push({ kind: piece, label: openLabel ?? "", value: block.text, raw: block.text, locator: `${block.locator}/l1` });
    openLabel = block.kind !== "list_item" ? null : own.length === 1 && !own[0]?.value.trim() ? (own[0]?.label ?? null) : own.length ? null : openLabel;
    for (const l of own) {
      if (l.refused) {
        out.rejects.push({ stage: "extract", locator: l.locator, raw: l.raw, reason: l.refused });
        continue;
      }
      // hardware outside the vocabulary whose label ends with a part's word (`Power Switches`) names no part
      const kind = isOtherHardwareLabel(l.label) ? null : (specKindForLabel(l.label) ?? (GENERIC_PART_LABEL.test(l.label) ? kindOfPiece(l.value) : null) ?? kernelVersion(l) ?? (clockOfLine(l.label, l.value) ? "cpu" : null) ?? drivesByOwnWords(l) ?? nicsByRate(l));
      if (kind) group.lines.push({ kind, ...l });
      // `Server configuration: Xeon 5335 (quad-core 2 GHz), 2GB of DDR2-667, Intel S5000PSL motherboard`: one line per piece
      else if (CONFIGURATION_LABEL.test(l.label)) for (const p of kindedPieces(l.value) ?? []) group.lines.push({ kind: p.kind, label: p.kind, value: p.text, raw: l.raw, locator: l.locator });
    }
    if (heading && isHardwareHeading(heading.text)) appendAll(group.lines, unlabelledLines(block));
    else if (headedParagraph(block)) appendAll(group.lines, unlabelledLines({ ...block, text: block.text.replace(/^[^\n]*\n/, "\n") }));
    else appendAll(group.lines, leadInLists(block));
    // a list of parts under a heading that names their kind (`10GbE ネットワークアダプタ`); an item that is a setting of its own
    // (`Port: 445`, `実装: Samba smbd` under `Samba`) is no part unless its value has a version (`測定ツール: iperf 3.1.3`) or its label a model token
    const headingKind = heading ? specKindForLabel(heading.text) : null;
    const setting = (l: { label: string; value: string }) => specKindForLabel(l.label) || (!/\d/.test(l.label) && !/\d\.\d/.test(l.value));
    if (headingKind && block.kind === "list_item" && !isToolLine(block.text) && !linesOf(block).some(setting)) group.loose.push({ kind: headingKind, text: block.text, locator: block.locator });
  }

  const modelSpelling = spellingOf(doc);
  const push = (report: number, system: string | null, p: PartDraft, raw: string, locator: string) => {
    const c = componentOf(`c${String(++nComp).padStart(4, "0")}`, report, system, { ...p, model: p.model ? modelSpelling(p.model) : null }, raw, locator);
    out.components.push(c);
    return c;
  };

  for (const g of groups.values()) {
    for (const lines of machinesOf(g.lines)) {
      const head = lines.find((l) => l.kind === "system" || l.kind === "nas");
      const hardware = lines.filter((l) => l !== head && l.kind !== "system");
      const headParts = head ? partsOfMachineLine(head) : [];
      let systemKey: string | null = null;
      // a machine named by its model (`Server: Dell PowerEdge R640`) is a machine however few parts are listed with it
      if (hardware.length + headParts.length >= 2 || head?.kind === "nas" || (head && machineModelIn(head.value))) {
        const headingText = g.title ?? g.heading?.text ?? "";
        const afterColon = /[:：]\s*([^:：]+)$/.exec(headingText)?.[1];
        const nas = headParts.find((p) => p.kind === "nas");
        const machine = head ? machineModelIn(head.value) : null;
        // (a head with no value, a spec table's header cell `Server` over its rows, names the machine by its role)
        const name = g.name ?? nas?.model ?? machine?.name ?? (headParts.length >= 2 ? null : head ? (head.value.trim() ? nameFrom(head.value) : normaliseText(head.label).trim() || null) : afterColon ? nameFrom(afterColon) : g.title ? nameFrom(g.title) : null);
        const role = roleIn(headingText.replace(/[:：][^:：]*$/, "")) ?? (head ? roleIn(head.label) : null) ?? (nas || head?.kind === "nas" ? "server" : null);
        systemKey = `s${String(++nSys).padStart(3, "0")}`;
        out.systems.push({
          key: systemKey, report: g.report, name, role, label: head ? head.raw : headingText || null,
          count: head ? countIn(head.value.replace(/[(（][^)）]*[)）]/g, "")) ?? 1 : (machinesCounted(lines) ?? (afterColon ? countIn(afterColon) ?? 1 : 1)), locator: head?.locator ?? g.heading?.locator ?? null,
        });
      }
      if (head) for (const p of headParts) push(g.report, systemKey, p, head.raw, head.locator);
      for (const l of hardware) {
        if (clockOfLine(l.label, l.value)) continue;
        // a part that says nothing (`…mostly in CPU: at 10 Gbps`) is a sentence that happens to hold a colon
        const value = fieldOfLabel(l.label, l.value);
        const parts = withVendorModels(parseSpecValue(l.kind, withBytes(l.kind, value), l.label), value).filter((p) => p.model || p.capacityBytes || p.clockHz || p.speedBps || p.count || Object.keys(p.attrs).length);
        if (!parts.length) {
          out.rejects.push({ stage: "extract", locator: l.locator, raw: l.raw, reason: `spec line for ${l.kind} not understood` });
          continue;
        }
        for (const p of parts) {
          // a bill of materials' quantity is how many of the row were bought (the row's size stays each one's)
          if (l.quantity && l.quantity > 1 && (p.count ?? 1) === 1) p.count = l.quantity;
          push(g.report, systemKey, p, l.raw, l.locator);
        }
      }
      // a clock on a line of its own (`CPU Frequency | 2.0 GHz`) is the clock of the one processor listed without one
      const clock = maxOf(lines.map((l) => clockOfLine(l.label, l.value) ?? 0), 0);
      const cpus = out.components.filter((c) => c.kind === "cpu" && lines.some((l) => l.locator === c.locator));
      if (clock && cpus.length === 1 && cpus[0] && !cpus[0].clockHz) cpus[0].clockHz = clock;
    }
    for (const l of g.loose) for (const p of parseSpecValue(l.kind, l.text, l.kind)) push(g.report, null, p, l.text, l.locator);
  }
  // machines described in sentences, when the page has no spec list for them
  const prose = extractProseSystems(doc, () => `s${String(++nSys).padStart(3, "0")}`, () => `c${String(++nComp).padStart(4, "0")}`);
  appendAll(out.systems, prose.systems);
  appendAll(out.components, prose.components);
  readProducts(doc, out, () => `c${String(++nComp).padStart(4, "0")}`);
  for (const p of readProductTables(doc).products) push(p.report, null, p.part, p.raw, p.locator);
  for (const p of readDatasheetHeadings(doc)) push(p.report, null, p.part, p.raw, p.locator);
  readDrivesBeforeOutput(doc, out, push, () => `s${String(++nSys).padStart(3, "0")}`);
  readTableHeadParts(doc, out, push, () => `s${String(++nSys).padStart(3, "0")}`);
  readTestedMachines(doc, out, push, () => `s${String(++nSys).padStart(3, "0")}`);
  readReportParts(doc, out, push, () => `s${String(++nSys).padStart(3, "0")}`);
  out.components = countNumberedUnits(out.components);
  admitParts(out);
  return out;
}

/**
 * Products a page describes rather than tests: a heading naming a model with a port count (`HPC-ProSwitch DPc6224
 * (24-Port GbE, …)`) is a switch of the report; a sentence `MODELは136Gbpsの帯域` gives its bandwidth.
 */
function readProducts(doc: Document, out: Extraction, nextKey: () => string): void {
  const products: { model: string; token: string; index: number }[] = [];
  for (const b of doc.blocks) {
    if (b.kind !== "heading") continue;
    const t = normaliseText(b.text);
    const ports = /(\d+)\s*-?\s*Port/i.exec(t);
    if (!ports && !/switch|スイッチ/i.test(t)) continue;
    const model = t.split(/\s*[(（]/)[0]?.trim() ?? "";
    const token = /([A-Za-z][A-Za-z0-9-]*\d[A-Za-z0-9-]*)\s*$/.exec(model)?.[1];
    if (!token || !ports) continue;
    out.components.push({ key: nextKey(), report: b.report, system: null, kind: "switch", model, attrs: { ports: Number(ports[1]) }, raw: b.text, locator: b.locator });
    products.push({ model, token, index: out.components.length - 1 });
  }
  if (!products.length) return;
  // each product's sentence pattern built once, not again for every paragraph
  const bandwidths = products.map((p) => new RegExp(`${p.token.replace(/[-]/g, "\\-")}\\s*(?:は|:|は、)?\\s*(\\d+(?:\\.\\d+)?)\\s*([GMT])bps\\s*の?(?:帯域|bandwidth|スイッチング容量|switching capacity)`, "i"));
  for (const b of doc.blocks) {
    if (b.kind !== "list_item" && b.kind !== "paragraph") continue;
    const t = normaliseText(b.text);
    for (const [k, p] of products.entries()) {
      const m = (bandwidths[k] as RegExp).exec(t);
      const c = out.components[p.index];
      if (m && c) c.attrs = { ...(c.attrs ?? {}), bandwidth_bps: Number(m[1]) * (prefixMultiplier(m[2]?.toUpperCase() ?? "G") ?? 1e9) };
    }
  }
}

/** The spelling of a model that the page uses most (`SAS5IR` once, `SAS5iR` everywhere else → `SAS5iR`). */
function spellingOf(doc: Document): (model: string) => string {
  const text = normaliseText(doc.blocks.map((b) => (b.table ? b.table.rows.flat().map((c) => c.text).join(" ") : b.text)).join("\n") + (doc.meta.title ?? ""));
  // each word's answer kept: a page names the same model many times, and each asking searched the whole page
  const known = new Map<string, string>();
  const spelled = (w: string): string => {
    const counts = new Map<string, number>();
    for (const m of allMatches(text, regExpOf(escapeRegExp(w), "gi"))) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
    const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    return best && best[1] > (counts.get(w) ?? 0) ? best[0] : w;
  };
  return (model: string) => {
    const words = model.split(" ");
    return words
      .map((w) => {
        if (!/\d/.test(w) || w.length < 4) return w;
        let s = known.get(w);
        if (s === undefined) known.set(w, (s = spelled(w)));
        return s;
      })
      .join(" ");
  };
}
