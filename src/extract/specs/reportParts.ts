import type { Document } from "../../document/types.ts";
import type { ComponentDraft, Extraction } from "../../model/records.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { partsPrinted } from "./machineStrings.ts";
import { productHeading, productPageKind } from "./productHeadings.ts";
import type { SpecKind } from "./specTerms.ts";
import { NAME_ONLY, partsMentioned } from "./partMentions.ts";
import { machineNamePrinted } from "./printedReports.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { partsIn } from "./proseSystems.ts";
import { bracketedIn, compactBracketsIn, compactRunsIn, processorLeadIn } from "./readPart.ts";
import { numberedDrivesIn } from "./numberedDrives.ts";
import { driveLabelled } from "./driveLabels.ts";
import { makerLinesIn } from "./makerLines.ts";
import { otherUnit } from "./numberedUnits.ts";
import { isAside, makerAtStart, osNamedEnough } from "./partGrammarData.ts";
import { machineLineIn, machineModelIn } from "./machineModel.ts";
import { countWord, isOtherHardwareLabel, partTerms, wordRe } from "./partTerms.ts";
import { roleIn, specKindForLabel } from "./specTerms.ts";
import { perDocument } from "../docIndex.ts";

type Push = (report: number, system: string | null, p: PartDraft, raw: string, locator: string) => ComponentDraft;

const SPEC_LINE = /^\s*[・•●◆◇■□\-*]?\s*([^:：=]{1,30}?)\s*[:：]/;
const key = (s: string | null | undefined) => normaliseText(s ?? "").toLowerCase().replace(/[\s\-_.()（）]/g, "");

/** Whether a part is one already recorded (same kind, one model inside the other), filling in what the new one adds. */
function knownAs(existing: ComponentDraft[], p: PartDraft, raw: string): boolean {
  if (sameModules(existing, p)) return true;
  const model = key(p.model);
  for (const c of existing) {
    if (c.kind !== p.kind) continue;
    const other = key(c.model);
    const same = model && other ? other.includes(model) || model.includes(other) : !model && !other ? p.capacityBytes === c.capacityBytes || p.kind !== "disk" && p.kind !== "memory" : model ? key(c.raw).includes(model) : key(raw).includes(other);
    // a drive named again by its maker alone (`Sandisk card gave …` after `Sandisk Ultra Class 10`) is that drive
    const again = p.kind === "disk" && !model && !p.capacityBytes && Boolean(p.vendor) && key(c.vendor) === key(p.vendor);
    if (!(same || again) || otherDrive(c, p) || otherUnit(c.raw, raw) || otherHost(c, p)) continue;
    // the same product named again more fully (`ConnectX-3 Pro`, then `ConnectX-3 Pro FDR InfiniBand MCX354AFCCT`; `Ubuntu 24.04`, then `Ubuntu 24.04.1`): the fuller name
    if ((p.kind === "nic" || (p.kind === "os" && !c.system) || (p.kind === "disk" && numberedDrivesIn(p.model ?? "").length === 1)) && model && other && model.length > other.length && model.includes(other) && p.model) c.model = p.model;
    c.capacityBytes ??= p.capacityBytes ?? null;
    c.clockHz ??= p.clockHz ?? null;
    if (c.count == null && p.count != null) c.count = p.count;
    return true;
  }
  return false;
}

/**
 * The same release printed by two machines of different host names (`uname -a` of the client and of the server): each machine's own;
 * and the same card on two interfaces (`eth2 : RTL8029AS`, `eth3 : RTL8029AS`): two cards.
 */
function otherHost(c: ComponentDraft, p: PartDraft): boolean {
  const [a, b] = [c.attrs?.host, p.attrs?.host];
  const [i, j] = [c.attrs?.interface, p.attrs?.interface];
  return (typeof a === "string" && typeof b === "string" && a !== b) || (c.kind === "nic" && typeof i === "string" && typeof j === "string" && i !== j);
}

/**
 * Two drives of one product line at different sizes (`TransMemory-EX 32 GB`, `TransMemory-EX 64 GB`), or of two makers named in one
 * sentence, are two drives. A size named (`128GB`) and the exact count a tool prints of it (128,026,931,712 bytes) are one size.
 */
function otherDrive(c: ComponentDraft, p: PartDraft): boolean {
  const each = (x: { capacityBytes?: number | null; attrs?: Record<string, unknown> | null }) => Number(x.attrs?.capacity_bytes_each ?? x.capacityBytes ?? 0);
  if (p.kind !== "disk") return false;
  const [a, b] = [each(c), each(p)];
  return (a > 0 && b > 0 && Math.abs(a - b) > 0.01 * Math.max(a, b)) || Boolean(c.vendor && p.vendor && key(c.vendor) !== key(p.vendor) && !key(c.model).includes(key(p.vendor)));
}

/**
 * Memory a spec list gives by type and size (`メモリ：LPDDR5 16GB`) and a tool prints by part number and type (dmidecode,
 * no size or the same size) is one memory: the listed one takes the part number and maker.
 */
function sameModules(existing: ComponentDraft[], p: PartDraft): boolean {
  const type = p.attrs.type;
  if (p.kind !== "memory" || !type || !p.model || p.model === type || p.attrs.as_reported) return false;
  const listed = existing.filter((c) => c.kind === "memory" && !c.attrs?.as_reported && c.attrs?.type === type && (!c.model || c.model === type));
  const c = listed[0];
  if (listed.length !== 1 || !c || (p.capacityBytes && c.capacityBytes && p.capacityBytes !== c.capacityBytes)) return false;
  c.model = p.model;
  c.vendor ??= p.vendor ?? null;
  c.capacityBytes ??= p.capacityBytes ?? null;
  c.attrs = { ...p.attrs, ...c.attrs };
  return true;
}

/**
 * Whether a part named in passing says enough to be recorded: a model, a size for memory and disks, a disk's vendor; a processor
 * by its number, clock or count (`Power` is a word, not IBM's POWER); an OS by more than its family (`Windows`).
 */
function worthRecording(p: PartDraft, matched: string): boolean {
  // a dongle by its maker alone (`using TP-LINK dongle`) is the adapter the test used
  // … and a processor known by its clock and cores with its noun (`2.5 GHz x 4 core の CPU`)
  if (!p.model) return ((p.kind === "memory" || p.kind === "disk") && Boolean(p.capacityBytes || (p.kind === "disk" && p.vendor))) || (p.kind === "nic" && Boolean(p.vendor) && p.attrs.form === "dongle") || (p.kind === "cpu" && Boolean(p.clockHz) && typeof p.attrs.cores_per_cpu === "number");
  if (p.kind === "cpu") return /\d/.test(p.model) || Boolean(p.clockHz) || Boolean(p.count) || Boolean(makerAtStart(matched.trim(), "cpu"));
  if (p.kind === "os") return osNamedEnough(p.model);
  return true;
}

/** A size stated as a limit or a setting, not a part (`最大64GBのメモリ`, `32GBメモリ以上なら`, `up to 128 GB of RAM`, `メモリを32GBにして`). */
function isBound(text: string, at: number, end: number): boolean {
  const t = normaliseText(text);
  // a size the test set (`メモリは256MBに制限`, `RAM limited to 2 GB`) is a setting, not the machine's
  return /(?:最大|最小|上限|(?<![A-Za-z])(?:max(?:imum)?\.?|up to|at most|at least|minimum|limit(?:ed)? to|capped at|restricted to|(?:set|increased|raised|reduced|changed) to))\s*[:：]?\s*$/i.test(t.slice(Math.max(0, at - 14), at)) || /^\s*(?:以上|以下|未満|まで|を超え|or (?:more|less)|に(?:制限|限定|抑え|絞|し|する|変更|増や|減ら|上げ|下げ)|limit)/i.test(t.slice(end, end + 8));
}

/** A line of tool output quoted outside a preformatted block (`READ: bw=547MiB/s …, io=192GiB (206GB), run=…`): its sizes are not parts. */
export function isToolLine(line: string): boolean {
  return (line.match(/(?<![\w-])[a-z][a-z_]*=\S/gi)?.length ?? 0) >= 2;
}

/** The sentences of a line: after `。`, or after `.`, `!`, `?` and a space before a capital. */
const sentencesOf = (line: string) => line.split(/(?<=。)|(?<=[.!?])\s+(?=[A-Z(])/);

/**
 * A text hard-wrapped at a fixed width (a mail archive's `<br>` after every 70 characters): three lines or more, and most lines
 * but the last between 45 and 80 characters long. A parts list written a line an item has lines of every length.
 */
function hardWrapped(lines: string[]): boolean {
  const body = lines.slice(0, -1).map((l) => l.trim()).filter(Boolean);
  return body.length >= 2 && body.filter((l) => l.length >= 45 && l.length <= 80).length >= body.length * 0.75;
}

/**
 * Whether a line of a hard-wrapped text is cut where its sentence goes on into the next: no sentence end or label colon at its end,
 * and the next line starts in lower case (`…SATA II 750 GB` / `drives.`), or the line ends in a lower-case word or a comma (`…which
 * had the` / `Areca driver`), or in a figure before a word (`…2GB of PC3200` / `RAM.`).
 */
function goesOn(line: string, next: string): boolean {
  const end = line.trimEnd();
  if (/[.!?:;。]$/.test(end) || SPEC_LINE.test(next) || isToolLine(next) || !next.trim()) return false;
  return /^\s*[a-z]/.test(next) || /[a-z,]$/.test(end) || (/\d$/.test(end) && /^\s*[A-Za-z]/.test(next));
}

/** A paragraph's lines, with the sentences a hard-wrapped text cut joined again; each kept with the index of the line it starts on. */
function unwrapped(lines: string[]): { text: string; index: number }[] {
  if (!hardWrapped(lines)) return lines.map((text, index) => ({ text, index }));
  const out: { text: string; index: number }[] = [];
  lines.forEach((line, index) => {
    const last = out[out.length - 1];
    const previous = lines[index - 1] ?? "";
    if (last && index > 0 && goesOn(previous, line) && !SPEC_LINE.test(previous) && !isToolLine(previous)) last.text = `${last.text.trimEnd()} ${line.trim()}`;
    else out.push({ text: line, index });
  });
  return out;
}

/** The texts of a report that name parts in passing: its title, headings, captions, sentences and list items that are not spec lines. */
function textsOf(doc: Document, report: number): { text: string; locator: string; heading: boolean }[] {
  const out: { text: string; locator: string; heading: boolean }[] = [];
  const title = doc.reports[report]?.title;
  if (title) out.push({ text: title, locator: "title", heading: true });
  if (report === 0 && doc.meta.title && doc.meta.title !== title) out.push({ text: doc.meta.title, locator: "title", heading: true });
  // read only when the report has a preformatted block, once per page
  let mail: boolean | undefined;
  for (const b of doc.blocks) {
    if (b.report !== report) continue;
    if (b.caption) out.push({ text: b.caption, locator: `${b.locator}/caption`, heading: true });
    // a mail archive prints the message body preformatted: its lines (quoted ones too) are the writer's sentences and spec lines; a
    // paragraph left unwrapped on one line is read a sentence at a time, as a paragraph's is
    // …and so is a paragraph of a block that is prose by itself (a mail body with a table of results below its first paragraph)
    // (its lines joined: a sentence wrapped over two lines is one sentence)
    const whole = b.kind === "pre" && ((mail ??= perDocument(doc, "mailArchive", isMailArchive)) || isProseBlock(b.text));
    if (whole)
      b.text.split("\n").forEach((raw, i) => {
        const line = raw.replace(/^\s*(?:>\s?)+/, "");
        if (!line.trim() || isToolLine(line)) return;
        for (const s of line.length <= 300 ? [line] : sentencesOf(line)) if (s.trim() && s.length <= 300) out.push({ text: s, locator: `${b.locator}/l${i + 1}`, heading: false });
      });
    else if (b.kind === "pre") for (const p of proseParagraphs(b.text)) for (const s of sentencesOf(p.text)) if (s.trim() && s.length <= 400) out.push({ text: s.trim(), locator: `${b.locator}/l${p.line}`, heading: false });
    if (b.kind !== "heading" && b.kind !== "paragraph" && b.kind !== "list_item") continue;
    unwrapped(b.text.split("\n")).forEach(({ text: line, index: i }) => {
      if (line.length > 2_000 || isToolLine(line)) return;
      const spec = SPEC_LINE.exec(line);
      const label = spec?.[1] ?? "";
      // a label with nothing after it heads what follows (`120GB SSD:` over its results): it is read as a heading is
      if (b.kind !== "heading" && (specKindForLabel(label) || isOtherHardwareLabel(label)) && line.slice(spec?.[0].length ?? 0).trim()) return;
      // one sentence at a time: a paragraph may describe several machines
      for (const s of sentencesOf(line)) if (s.trim()) out.push({ text: s, locator: `${b.locator}/l${i + 1}`, heading: b.kind === "heading" });
    });
  }
  return out;
}

const DRIVE_WORD = wordRe(partTerms.disk_words, "i");
/** Whether a report's title or headings speak of drives (`USB 3.0 Thumb Drives`, `SSDの速度比較`). */
function aboutDrives(doc: Document, report: number): boolean {
  return headsOf(doc, report).some((h) => DRIVE_WORD.test(normaliseText(h)));
}

/** The page's title, the report's and the report's headings. */
const headsOf = (doc: Document, report: number) => [doc.meta.title ?? "", doc.reports[report]?.title ?? "", ...doc.blocks.filter((b) => b.report === report && b.kind === "heading").map((b) => b.text)];

/** A word for a machine (`server`, `box`, `マシン`, `検証機`). */
export const MACHINE_NOUN = /(?<![A-Za-z])(?:box|boxes|hosts?|machines?|build|workstation|server|desktop|laptop|test ?bench|testbed|rig|nodes?|PC)(?![A-Za-z])|マシン|ワークステーション|自作機|サーバー?|パソコン|ホスト|検証機|テスト機/i;
export const HARDWARE = new Set(["cpu", "memory", "disk", "motherboard", "nic", "nas"]);
/** Whether the parts of a sentence describe one machine: two kinds of hardware, or hardware and its OS, with a word for a machine. */
function describesMachine(text: string, parts: PartDraft[]): boolean {
  const kinds = new Set(parts.filter((p) => HARDWARE.has(p.kind)).map((p) => p.kind));
  const enough = kinds.size >= 2 || (kinds.size >= 1 && parts.some((p) => p.kind === "os"));
  return enough && (MACHINE_NOUN.test(text) || kinds.has("nas") || machineLineIn(text) !== null);
}

/**
 * Parts of each report not yet tied to a spec list or a described machine. A sentence that names a machine's hardware
 * (`The machine is an old build: a Gigabyte H67M-UD2H-B3 board … and a Core i3-2100`) becomes a machine with those
 * parts; what tool output prints about the machine (lsscsi, lscpu, uname…) joins the report's only machine; other parts
 * named in passing in titles, headings, captions and sentences belong to the report.
 */
export function readReportParts(doc: Document, out: Extraction, push: Push, nextSystem: () => string): void {
  doc.reports.forEach((_r, report) => {
    const existing = () => out.components.filter((c) => c.report === report);
    // a line a spec list already read (a part list item under `Additional Cards:`) names no further part of its kind
    const listed = new Set(existing().map((c) => `${c.locator}|${c.kind}`));
    const add = (p: PartDraft, raw: string, locator: string, system: string | null) => {
      if (listed.has(`${locator}|${p.kind}`) || knownAs(existing(), p, raw)) return;
      push(report, system, p, raw, locator);
    };
    let drivePage: boolean | undefined;
    let productKind: SpecKind | null | undefined;
    const texts = textsOf(doc, report).map((t) => {
      const named = partsMentioned(t.text);
      const found: (PartDraft & { at: number; end: number })[] = [...named];
      for (const p of partsIn(t.text)) if (!named.some((n) => p.at < n.end && p.end > n.at)) found.push(p);
      for (const p of [...compactRunsIn(t.text), ...bracketedIn(t.text), ...compactBracketsIn(t.text), ...processorLeadIn(t.text), ...(t.heading || t.text.length <= 80 ? makerLinesIn(t.text) : [])]) if (!found.some((n) => p.at < n.end && p.end > n.at && n.kind === p.kind)) found.push(p);
      // a drive's part number is its model: a disk read around it without the number gives way to it
      for (const p of numberedDrivesIn(t.text)) {
        if (found.some((n) => n.kind === "disk" && key(n.model).includes(key(p.model)))) continue;
        const i = found.findIndex((n) => n.kind === "disk" && p.at < n.end + 16 && p.end > n.at - 16);
        if (i >= 0) found.splice(i, 1, { ...p, vendor: found[i]?.vendor ?? p.vendor, capacityBytes: p.capacityBytes ?? found[i]?.capacityBytes ?? null });
        else found.push(p);
      }
      // a heading or a label line over results that is a drive's name and size alone (`120GB SSD:`, `ORICO UFSD-X 128GB`)
      const labelled = t.heading || /[:：]\s*$/.test(t.text) ? driveLabelled(t.text, (drivePage ??= aboutDrives(doc, report))) : null;
      if (labelled && !found.some((n) => n.kind === "disk")) found.push({ ...labelled, at: 0, end: t.text.length });
      // a heading that is a maker and a model alone on a page about products of one kind (`Netgear A6210` under `USB WiFi adapters`)
      // (the page's kind read once a report: `??=` would read it again after a null)
      if (t.heading && !found.length && productKind === undefined) productKind = productPageKind(headsOf(doc, report));
      const product = t.heading && !found.length ? productHeading(t.text, productKind ?? null) : null;
      if (product) found.push({ ...product, at: 0, end: t.text.length });
      const parts = found
        .filter((p) => worthRecording(p, t.text.slice(p.at, p.end)) && !isBound(t.text, p.at, p.end) && (!p.attrs[NAME_ONLY] || (drivePage ??= aboutDrives(doc, report))))
        .map(({ at: _a, end: _e, attrs, ...part }) => ({ ...part, attrs: Object.fromEntries(Object.entries(attrs).filter(([k]) => k !== NAME_ONLY)) }));
      return { ...t, parts };
    });
    for (const t of texts) {
      if (t.heading || !describesMachine(t.text, t.parts)) continue;
      const inMachines = existing().filter((c) => c.system);
      const known = t.parts.filter((p) => !knownAs(inMachines, p, t.text));
      // a processor other than the one a machine already has: another machine, whose memory and OS may be the same as the first's
      const otherMachine = known.some((p) => p.kind === "cpu" && p.model) && inMachines.some((c) => c.kind === "cpu");
      const fresh = otherMachine ? t.parts : known;
      if (!describesMachine(t.text, fresh)) continue;
      const nas = fresh.find((p) => p.kind === "nas");
      const count = /(?<![A-Za-z])(both|two|three|four|\d)\s+(?:[a-z-]+\s+)?(?:hosts|machines|servers|boxes|nodes)\b/i.exec(t.text)?.[1];
      const key = nextSystem();
      // only the plain roles: a sentence's other words (`target rates`, `NVMe`) are not the machine's role
      const role = nas ? "server" : (/^(?:server|client|nfs-server|nfs-client)$/.exec(roleIn(t.text) ?? "")?.[0] ?? null);
      out.systems.push({ key, report, name: nas?.model ?? machineLineIn(t.text), role, label: t.text.trim(), count: count ? (countWord(count) ?? (Number(count) || 2)) : 1, locator: t.locator });
      for (const p of fresh) {
        if (otherMachine && knownAs(existing().filter((c) => c.system === key), p, t.text)) continue;
        if (otherMachine) push(report, key, p, t.text.trim(), t.locator);
        else add(p, t.text.trim(), t.locator, key);
      }
    }
    namedMachines(texts, report, out, nextSystem);
    const systems = out.systems.filter((s) => s.report === report);
    let owner = systems.length === 1 ? (systems[0]?.key ?? null) : null;
    const printed = doc.blocks.filter((b) => b.report === report && b.kind === "pre").map((b) => ({ b, parts: partsPrinted(b.text) }));
    // a report with no machine of its own whose tool output prints two kinds of hardware (lscpu and free, systeminfo…) describes one
    const all = printed.flatMap((p) => p.parts.map((x) => x.part));
    const kinds = new Set(all.map((p) => p.kind).filter((k) => HARDWARE.has(k)));
    // two processors or two memory totals printed are two machines' outputs (a client's and a server's): no one machine of them
    const distinct = (kind: string) => new Set(all.filter((p) => p.kind === kind && (kind !== "memory" || p.attrs.as_reported)).map((p) => `${p.model}|${p.capacityBytes}`)).size;
    if (!systems.length && kinds.size >= 2 && distinct("cpu") <= 1 && distinct("memory") <= 1) {
      const first = printed.find((p) => p.parts.some((x) => HARDWARE.has(x.part.kind)));
      const name = printed.map((p) => machineNamePrinted(p.b.text)).find(Boolean) ?? null;
      owner = nextSystem();
      out.systems.push({ key: owner, report, name, role: null, label: name ?? first?.b.text.split("\n")[0]?.trim().slice(0, 200) ?? null, count: 1, locator: first?.b.locator ?? null });
    }
    // each of two or more blocks printing a different processor is one machine's summary (fastfetch on the old and the new VPS):
    // a machine per block, named by the short line above it, so that the second one's OS and kernel are not taken for the first's
    const perBlock = !systems.length && ownMachines(printed.map((p) => p.parts.map((x) => x.part)));
    for (const { b, parts } of printed) {
      const lines = b.text.split("\n");
      let system = owner;
      if (perBlock && parts.some((x) => x.part.kind === "cpu")) {
        system = nextSystem();
        const label = labelAbove(doc, b) ?? lines.find((l) => l.trim())?.trim().slice(0, 200) ?? null;
        out.systems.push({ key: system, report, name: null, role: null, label, count: 1, locator: b.locator });
      }
      for (const p of parts) {
        const raw = lines[p.line - 1]?.trim() ?? "";
        if (system && system !== owner) {
          if (!knownAs(existing().filter((c) => c.system === system), p.part, raw)) push(report, system, p.part, raw, `${b.locator}/l${p.line}`);
        } else add(p.part, raw, `${b.locator}/l${p.line}`, owner);
      }
    }
    // hardware named first in an aside (`… compared to a pool on the internal Intel DC S3700 SSDs`, refused) and later plainly (`twelve
    // internal Intel DC S3700 800GB SSDs`) is recorded from the plain sentence: the asides' hardware comes last, as further mentions of it
    const late = (t: { text: string }, p: PartDraft) => HARDWARE.has(p.kind) && isAside(t.text);
    for (const t of texts) for (const p of t.parts) if (!late(t, p)) add(p, t.text.trim(), t.locator, null);
    for (const t of texts) for (const p of t.parts) if (late(t, p)) add(p, t.text.trim(), t.locator, null);
  });
}

/**
 * Whether the blocks that print a processor each print exactly one, no two the same, and each something more (its OS, kernel,
 * memory): each block is a summary of its own machine. A bare lscpu line per block says too little to make a machine of.
 */
function ownMachines(blocks: PartDraft[][]): boolean {
  const withCpu = blocks.filter((parts) => parts.some((p) => p.kind === "cpu"));
  const models = new Set(withCpu.map((parts) => key(parts.find((p) => p.kind === "cpu")?.model)));
  const summary = (parts: PartDraft[]) => parts.filter((p) => p.kind === "cpu").length === 1 && parts.some((p) => p.kind !== "cpu" && p.kind !== "software");
  return withCpu.length >= 2 && withCpu.every(summary) && models.size === withCpu.length;
}

/** The heading or short line just above a block (`旧基盤`, `Server:`), which names what the block describes; null when there is none. */
function labelAbove(doc: Document, block: Document["blocks"][number]): string | null {
  const i = doc.blocks.indexOf(block);
  const above = i > 0 ? doc.blocks[i - 1] : undefined;
  const text = above && above.kind !== "pre" && !above.table ? above.text.trim() : "";
  return text && text.length <= 80 ? text : null;
}

/** A line of a tool's help or a shell session: an option flag (`-p, --port`) or a prompt (`$ iperf3 -c host`) first. */
const FLAG_OR_PROMPT = /^\s*(?:--?[A-Za-z]|[$%]\s)/;
/** A sentence's end: a word, then a full stop, question or exclamation mark and a space or the end. */
const SENTENCE_END = /[a-z][.!?](?=\s|$)/g;

/**
 * A preformatted block written as prose (a mail archive's body without its headers, pipermail's `<PRE>`): most of its words are
 * lower-case words, not the fields, numbers and paths of tool output or a script, it ends sentences, and its lines do not
 * start with option flags or prompts (`iperf3 --help` is mostly lower-case words too).
 */
function isProseBlock(text: string, share = 0.6): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  const words = tokens.filter((w) => /^[(\["']?[a-z][a-z']*[,.;:!?)\]"']*$/.test(w)).length;
  if (tokens.length < 30 || words < tokens.length * share) return false;
  const lines = text.split("\n").filter((l) => l.trim());
  if (lines.filter((l) => FLAG_OR_PROMPT.test(l)).length * 5 >= lines.length) return false;
  return (text.match(SENTENCE_END)?.length ?? 0) >= 2;
}

/** A shell prompt with its user and host (`me@box:~$ sudo lspci`, `[me@box ~]$ …`, `root@box:/# …`). */
const USER_PROMPT = /^\s*\[?[\w.-]+@[\w.-]+[^\s$#]*(?:\s[^\s$#]*)?\]?[$#]\s/;
/** A text file's bullet (`- `, `* `) before an item. */
const BULLET_MARK = /^\s*[-*]\s+/;
/** A line written as words, not printed by a tool: three words or more, letters first, no label, setting, column gap, prompt or rule. */
function worded(line: string): boolean {
  const words = line.replace(BULLET_MARK, "").trim().split(/\s+/);
  return words.length >= 3 && /^[A-Za-z][\w.'-]*$/.test(words[0] ?? "") && words.every((w) => !/[:=|]/.test(w));
}

/**
 * The lines of a text file's paragraph that are sentences of their own (the index in the paragraph), read in the notes that open
 * the file, before its first command or tool output: a paragraph of one worded line
 * (`Running AlmaLinux 8.10`, `Disk is a 2TB Hitachi HMRSK000`), or the bulleted items of a list under its lead (`Where:` over
 * `- node1 running Ubuntu 20.04 with 5.4.0-42-generic Kernel`).
 */
function plainLines(paragraph: string[]): number[] {
  if (paragraph.some(isToolLine) || paragraph.some((l) => FLAG_OR_PROMPT.test(l))) return [];
  if (paragraph.length === 1) return worded(paragraph[0] ?? "") && !/\s{2,}\S/.test((paragraph[0] ?? "").trim()) ? [0] : [];
  const lead = /[:：]\s*$/.test(paragraph[0] ?? "") ? 1 : 0;
  const items = paragraph.slice(lead);
  if (items.length < 2 || !items.every((l) => BULLET_MARK.test(l) && worded(l) && !/\s{2,}\S/.test(l.trim()))) return [];
  return items.map((_l, k) => k + lead);
}

/** A block's paragraphs (runs of lines between blank lines) that are prose by themselves, each joined into one text, with its first line. */
function proseParagraphs(text: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  const lines = text.split("\n");
  let start = 0;
  let preamble = true;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && lines[i]?.trim()) continue;
    const paragraph = lines.slice(start, i).join("\n");
    // (a paragraph that names hardware has more names and numbers than a whole mail does: half its tokens lower-case words suffice)
    if (i > start && !paragraph.split("\n").some(isToolLine) && isProseBlock(paragraph, 0.5)) out.push({ text: paragraph.replace(/\s*\n\s*/g, " "), line: start + 1 });
    else if (i > start && preamble) for (const k of plainLines(lines.slice(start, i))) out.push({ text: (lines[start + k] ?? "").replace(BULLET_MARK, "").trim(), line: start + k + 1 });
    // a text file's own notes open it: after the first command or tool output, a line is the output's (a help text's last sentence)
    if (lines.slice(start, i).some((l) => isToolLine(l) || FLAG_OR_PROMPT.test(l) || USER_PROMPT.test(l))) preamble = false;
    start = i + 1;
  }
  return out;
}

/** A mail archive's message page (lore, spinics, marc, mail-archive): `From:` and `To:`/`Subject:`/`Date:` header lines above the body. */
function isMailArchive(doc: Document): boolean {
  const text = doc.blocks.slice(0, 40).map((b) => (b.table ? b.table.rows.map((r) => r.map((c) => c.text).join(" ")).join("\n") : b.text)).join("\n");
  return /(?:^|\n)\s*From:\s+\S/.test(text) && /(?:^|\n)\s*(?:To|Subject|Date|Cc):\s+\S/.test(text);
}

/** A machine a sentence or heading names only by its maker, line and model (`two Dell PowerEdge R640 servers`): a system row with that name, once per report. */
function namedMachines(texts: { text: string; locator: string }[], report: number, out: Extraction, nextSystem: () => string): void {
  for (const t of texts) {
    const name = machineModelIn(t.text);
    const known = (s: Extraction["systems"][number]) => s.report === report && [s.name, s.label].some((x) => x && key(x).includes(key(name?.model)));
    if (!name || out.systems.some(known)) continue;
    const count = /(?<![A-Za-z])(two|three|four|both|\d{1,2})\s+(?:[A-Z][\w-]*\s+){1,3}/i.exec(t.text.slice(0, Math.max(0, t.text.indexOf(name.model))))?.[1];
    const role = /^(?:server|client|nfs-server|nfs-client|iscsi-target|iscsi-initiator)$/.exec(roleIn(t.text) ?? "")?.[0] ?? null;
    out.systems.push({ key: nextSystem(), report, name: name.name, role, label: t.text.trim(), count: count ? (countWord(count) ?? (Number(count) || 1)) : 1, locator: t.locator });
  }
}
