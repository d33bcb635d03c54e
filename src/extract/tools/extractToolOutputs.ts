import { namedAccess } from "../completeDescriptors.ts";
import { movesOverNetwork } from "../../normalise/lexicon.ts";
import { statesFinding } from "../tables/tableScope.ts";
import type { Block, Document } from "../../document/types.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { alternation, decisionWords } from "../decision/decisionWords.ts";
import { type Extraction, emptyExtraction, type MeasurementDraft } from "../../model/records.ts";
import { blockContext } from "../blockContext.ts";
import type { Conditions } from "../conditions.ts";
import { describe, operationsNamed, subjectKind } from "../../grammar/describe.ts";
import { namesCondition } from "../../grammar/conditionText.ts";
import { blockLabels } from "./blockLabels.ts";
import { blockSettings, settingsAbove } from "./blockSettings.ts";
import { chooseStorage } from "./chooseStorage.ts";
import { leadInDdDirection } from "./dd.ts";
import { commandAccess, commandBlockSize, commandDirection, commandFacts, mountsIn } from "./commandLine.ts";
import { commandJustBefore, labelledCommand } from "../pageCommands.ts";
import { deviceUnderTest, namesStorageDevice, STORAGE_TOOLS } from "./deviceUnderTest.ts";
import { type Job, listedFioJobs, pageFioJob } from "./fio.ts";
import { fromContext, headingConditions, listLabel } from "./headingConditions.ts";
import { deviceModels } from "./deviceModelLines.ts";
import { descriptorWords } from "../../grammar/loadDescriptors.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { commandAbove, diskClassIntroduced, labelAbove } from "./labelAbove.ts";
import type { Refusal } from "../pairs/readPairs.ts";
import { parseToolOutput } from "./parseToolOutput.ts";
import { pageSysbenchMode } from "./sysbench.ts";
import { raidLevelsIn } from "../../grammar/raidLevel.ts";


/** The one RAID level a text names (however often); null for none or several. */
function oneRaidLevel(text: string): string | null {
  const levels = raidLevelsIn(text);
  return levels.size === 1 ? ([...levels][0] ?? null) : null;
}

/** Blocks whose text may be a tool's output: `<pre>`, and lines pasted into paragraphs (`<br>`) or list items. */
const TEXT_KINDS = new Set(["pre", "paragraph", "list_item"]);

/** Measurements from benchmark tool output in `<pre>` blocks and plain text lines, with derived throughputs. */
export function extractToolOutputs(doc: Document): Extraction {
  const out = emptyExtraction();
  // a share mounted anywhere on the page tells a copy onto it (a write over NFS) from a local copy
  const mounts = doc.blocks.filter((b) => b.kind === "pre" || b.kind === "paragraph").flatMap((b) => mountsIn(b.text));
  const parsed = new Map(doc.blocks.map((b) => {
    const refused: Refusal[] = [];
    const readings = TEXT_KINDS.has(b.kind) ? parseToolOutput(b.text, mounts, true, b.kind === "pre", refused) : [];
    // what the generic pair reader refused in a block it read from is shown as rejects; a block it read nothing from was no tool's
    if (readings.length) for (const r of refused) out.rejects.push({ stage: "extract", locator: `${b.locator}/l${r.line}`, raw: r.raw, reason: r.reason });
    return [b, readings];
  }));
  // the figures of tool lines outside `<pre>` (`io=559GiB (601GB)`) do not describe the device around them
  const quiet = withoutToolLines(doc, doc.blocks.flatMap((b) => (parsed.get(b) ?? []).map((r) => ({ locator: `${b.locator}/l${r.line}` }))));
  const fioJob = pageFioJob(doc.blocks.filter((b) => b.kind === "pre").map((b) => b.text));
  const listedJobs = fioJob ? null : fioJobsInOrder(doc, parsed);
  const sysbenchMode = pageSysbenchMode(doc.blocks.filter((b) => TEXT_KINDS.has(b.kind)).map((b) => b.text));
  for (const [at, block] of doc.blocks.entries()) {
    const readings = parsed.get(block) ?? [];
    const around = quiet.blocks[at] ?? block;
    if (!readings.length) continue;
    // `Expected output:`, `出力例`: output shown as an example of what a run prints, not a run the page made
    const example = exampleLabel(doc, block);
    if (example) {
      for (const r of readings) out.rejects.push({ stage: "extract", locator: `${block.locator}/l${r.line}`, raw: r.raw, reason: `output shown as an example (${example}), not a run the page made` });
      continue;
    }
    const ctx = blockContext(doc, block);
    // tool lines as list items take the item that heads them (`4K` over its READ/WRITE lines)
    if (block.kind === "list_item") Object.assign(ctx.conditions, listLabel(doc, block, parsed));
    // a label line right over a `<pre>` (`The desktop as server`, `■ NAS→PC`, `【virtio】`) names the run it shows, as a label
    // inside the block would (it becomes the config after the headings had their say: labelsAsConfig); when it names the
    // disk it became the storage (blockContext)
    const above = block.kind === "pre" ? labelAbove(doc, block) : null;
    if (above && !String(ctx.conditions.storage ?? "").includes(above)) ctx.conditions.label = above;
    // `iperf3 -c host -P 10 -R:` on the line right over the output: the command as typed tells its runs from others
    const typed = block.kind === "pre" && !above ? commandAbove(doc, block) : null;
    if (typed) ctx.conditions.command = typed;
    const id = block.locator.replace(/\[(\d+)\]/g, "$1");
    const withThroughput = new Set(readings.filter((r) => r.metric === "throughput").map((r) => r.segment ?? 0));
    // a disk benchmark's output seldom names the disk: the page around it does
    const device = readings.some((r) => STORAGE_TOOLS.has(r.tool)) ? deviceUnderTest(quiet, around) : null;
    // a writer's own labels between runs in one block (`BEFORE:` / `AFTER:`) name what each run tested
    const labels = blockLabels(block.text, readings.map((r) => r.line));
    const settings = blockSettings(block.text);
    const modelOf = deviceModels(doc, block);
    // the one array level the output itself prints (`raidz1-0 | RAIDZ1 | 5` of a pool's listing, `md0 : active raid5`)
    const printedRaid = ctx.conditions.raid === undefined ? oneRaidLevel(block.text) : null;
    readings.forEach((r, i) => {
      // fio lines without a job header of their own ran the page's one fio command
      // …or, when the page lists its fio commands in one block, the one in the same place in that list
      const job = r.tool === "fio" && r.access === null ? (fioJob ?? listedJobs?.get(block) ?? null) : null;
      // …and sysbench output cut down to its figures ran the page's one `--file-test-mode=`
      const [sysOp, sysAccess] = r.tool === "sysbench" && r.access === null && sysbenchMode ? sysbenchMode : [null, null];
      // …or the sentence that introduces the block names the class of disk it ran on (`The SSD in the server gets this from dd:`)
      // …or the drive's identification pasted with it (`Model=…, FwRev=…` in the block, `Model: "…"` just above) names it exactly
      // …or the writer's label inside the output itself (iozone's table corner: `SanDisk Extreme A1   random  random`)
      const ownLabel = typeof r.conditions.label === "string" && subjectKind(r.conditions.label) === "storage" ? r.conditions.label : null;
      const pasted = STORAGE_TOOLS.has(r.tool) ? (modelOf(r.line) ?? ownLabel) : null;
      const storage = STORAGE_TOOLS.has(r.tool) ? (pasted ?? chooseStorage(quiet, around, ctx.conditions.storage as string | undefined, device) ?? diskClassIntroduced(doc, block) ?? deviceNodeClass(r.conditions.device, ctx.text)) : null;
      // what the output and its command line say wins over what the headings around it say
      // for a disk tool the storage is chosen above: a heading's that chooseStorage turned down is not kept
      const { storage: _heading, ...rest } = ctx.conditions;
      // the block's own settings lines above the reading (`Write size: 4194304`) fill what its line does not say
      const conditions: Conditions = { ...(printedRaid ? { raid: printedRaid } : {}), ...job?.conditions, ...(STORAGE_TOOLS.has(r.tool) ? rest : ctx.conditions), ...(storage ? { storage } : {}), ...settingsAbove(settings, r.line), ...r.conditions };
      if (ownLabel !== null && conditions.storage === ownLabel) delete conditions.label;
      const label = labels.get(r.line);
      if (label !== undefined && !r.labelsRead) conditions.label = label;
      // the access pattern and block size a label over the run names (`# ランダム 4K`), where the output does not say them
      const said = label !== undefined && !r.labelsRead ? describe(label) : null;
      // …or the command shown under the same comment label before it (`# シーケンシャル書き込み` over `fio … --bs=1M`)
      // …or the command shown in the block right before this one, when this block shows none (`$ time dd if=… bs=8k`, then its output)
      const ran = (label !== undefined && !r.labelsRead ? labelledCommand(doc, block, label) : null) ?? (block.kind === "pre" ? commandJustBefore(doc, block, r.tool) : null);
      const ranBlock = ran ? commandBlockSize(ran) : null;
      if (ran) for (const [k, v] of Object.entries(commandFacts(ran, mounts).conditions)) if (conditions[k] === undefined) conditions[k] = v;
      const labelBlock = said?.blockSizeBytes ?? ranBlock;
      if (conditions.block_size_bytes === undefined && labelBlock) conditions.block_size_bytes = labelBlock;
      // a file of known size read or written by a disk tool is a sequential pass; a network transfer has no access pattern
      // …and a test name the row was printed under (`4KB Q8T8 Read`: queue marks, the grammar's random) before the block's context
      const access = r.access ?? job?.access ?? sysAccess ?? said?.access ?? (ran ? commandAccess(ran) : null) ?? (movesOverNetwork(r.tool) ? null : (namedAccess(conditions) ?? ctx.access ?? (conditions.file_size_bytes !== undefined ? "sequential" : null) ?? r.defaultAccess ?? null));
      // dd's summary says nothing of direction: a block without its command takes the one dd command written just above it
      // …and a label the writer put over the run (`=== raw write ===`) names it before anything around the block does
      const labelOps = label !== undefined ? operationsNamed(label).filter((o) => o !== "transfer") : [];
      const labelled = labelOps.length === 1 ? (labelOps[0] ?? null) : null;
      const operation = r.operation ?? sysOp ?? labelled ?? (ran ? commandDirection(ran) : null) ?? (r.tool === "dd" ? leadInDdDirection(ctx.text, block.text) : null) ?? ctx.operation ?? r.defaultOperation ?? null;
      const key = `${id}-l${r.line}-${i + 1}`;
      const locator = `${block.locator}/l${r.line}`;
      const draft: MeasurementDraft = {
        key, report: block.report, metric: r.metric, operation, access, value: r.quantity.value, unit: r.quantity.unit,
        valueSi: r.quantity.valueSi, siUnit: r.quantity.siUnit === "B" ? "B/s" : r.quantity.siUnit, conditions, origin: "tool-output",
        raw: r.raw, locator, context: ctx.path, note: r.quantity.note,
      };
      // what the headings said (`NFS`, `local`) does not make two runs different tests: the headings themselves do
      fromContext.set(draft, new Set([...Object.keys(ctx.conditions), ...(storage ? ["storage"] : [])].filter((k) => !(k in r.conditions))));
      out.measurements.push(draft);
      const size = conditions.file_size_bytes;
      if (r.metric === "duration" && !withThroughput.has(r.segment ?? 0) && typeof size === "number" && r.quantity.value > 0) {
        const bps = size / r.quantity.value;
        out.measurements.push({
          key: `${key}-d`, report: block.report, metric: "throughput", operation, access, value: bps, unit: "B/s", valueSi: bps, siUnit: "B/s",
          conditions, origin: "tool-output", derived: true, derivedFrom: [key], raw: r.raw, locator, context: ctx.path,
          note: `derived: file_size_bytes ${size} / ${r.quantity.value} s`,
        });
      }
    });
  }
  // the heading scope first here too: the sentences of a section read their tool rows' settings (sectionConditions)
  headingConditions(out.measurements, doc);
  labelsAsConfig(out.measurements);
  timedRuns(out.measurements);
  numberRuns(out.measurements, doc);
  return out;
}

/**
 * The class of disk a Linux block device node is, by the kernel's naming: `/dev/nvme0n1` (and its partitions) is an NVMe
 * namespace. `mmcblk*` (SD card or eMMC) and `sd*` (SSD, HDD, USB stick) are the one class of their family the
 * headings and lead-in name (`descriptors.json` `device_node_classes`); `vd*`, or a text naming none or several: null.
 */
export function deviceNodeClass(device: unknown, around = ""): string | null {
  if (typeof device !== "string") return null;
  if (/^\/dev\/nvme\d+n\d+(?:p\d+)?$/.test(device)) return "NVMe";
  // `mmcblk*` or `sd*` is the one class of its kind the text around the block names (`the SSD … the SD card`)
  const family = /^\/dev\/(mmcblk|sd)[a-z\d]/.exec(device)?.[1];
  const classes = family ? NODE_CLASSES.get(family) : undefined;
  if (!classes) return null;
  const named = classes.filter(([, words]) => words.test(around));
  return named.length === 1 ? (named[0]?.[0] ?? null) : null;
}

/** Each device node family's classes with one compiled pattern of the words that name each. */
const NODE_CLASSES = new Map(
  Object.entries(descriptorWords.device_node_classes).map(([family, classes]) => [
    family,
    Object.entries(classes).map(([name, terms]) => [name, new RegExp(`(?<![A-Za-z])(?:${terms.map(escapeRegExp).join("|")})(?![A-Za-z])`, "i")] as const),
  ]),
);

/** The document with the lines of paragraphs and list items that tool rows came from blanked (line numbers kept). */
export function withoutToolLines(doc: Document, rows: readonly { locator: string }[]): Document {
  const claimed = new Map<string, Set<number>>();
  for (const m of rows) {
    const at = /^(.*)\/l(\d+)$/.exec(m.locator);
    if (at) claimed.set(at[1] ?? "", (claimed.get(at[1] ?? "") ?? new Set()).add(Number(at[2])));
  }
  if (!claimed.size) return doc;
  // a list item or paragraph that holds a `<pre>` carries its text too (whitespace collapsed): the tool read it there
  const collapse = (t: string) => t.replace(/\s+/g, " ").trim();
  const nested = doc.blocks.filter((b) => b.kind === "pre" && claimed.has(b.locator)).map((b) => collapse(b.text)).filter((t) => t.length >= 20);
  // (each distinct text once, and each block's text collapsed once: not again for every claimed block)
  const distinct = [...new Set(nested)];
  const blocks = doc.blocks.map((b) => {
    if (b.kind !== "paragraph" && b.kind !== "list_item") return b;
    const lines = claimed.get(b.locator);
    if (!lines && !(distinct.length && holdsAny(collapse(b.text), distinct))) return b;
    return {
      ...b, text: b.text.split("\n").map((l, i) => (lines?.has(i + 1) ? "" : nested.reduce((x, t) => {
        const c = collapse(x);
        return c.includes(t) ? c.replace(t, " ") : x;
      }, l))).join("\n"),
    };
  });
  return { ...doc, blocks };
}

const holdsAny = (text: string, parts: readonly string[]) => parts.some((t) => text.includes(t));

/** What a run's own output says of the test, which `time` around its command measured too. */
const TIMED_KEYS = ["block_size_bytes", "file_size_bytes", "target_path", "device", "storage", "protocol"];

/**
 * `time dd …`: the time `time` printed is the wrapped command's run — its operation, access and test conditions are
 * those of the rows the wrapped program printed just above it in the block, where `time` itself could not tell them.
 */
function timedRuns(rows: MeasurementDraft[]): void {
  rows.forEach((m, i) => {
    if (m.conditions.tool !== "time" || typeof m.conditions.test !== "string") return;
    const block = m.locator.replace(/\/l\d+$/, "");
    const line = Number(/\/l(\d+)$/.exec(m.locator)?.[1] ?? 0);
    const own = rows.slice(0, i).reverse().find((o) => !o.derived && o.conditions.tool === m.conditions.test && o.locator.startsWith(`${block}/l`) && Number(/\/l(\d+)$/.exec(o.locator)?.[1] ?? 0) < line);
    if (!own) return;
    m.operation ??= own.operation;
    m.access ??= own.access;
    const add: Conditions = {};
    for (const k of TIMED_KEYS) {
      const v = own.conditions[k];
      if (v !== undefined && m.conditions[k] === undefined) add[k] = v;
    }
    if (Object.keys(add).length) m.conditions = { ...m.conditions, ...add };
  });
}

/**
 * fio's results printed without their job headers, under a block that lists the fio commands the writer ran (one job
 * a line, each different): when as many blocks of such results follow the list as it has commands, and none comes
 * before it, the k-th block ran the k-th command. One list on the page, and every result block after it, or nothing.
 */
function fioJobsInOrder(doc: Document, parsed: ReadonlyMap<Block, readonly { tool: string; access: unknown }[]>): Map<Block, Job> | null {
  const lists = doc.blocks.filter((b) => b.kind === "pre" && listedFioJobs(b.text));
  const list = lists.length === 1 ? lists[0] : undefined;
  const jobs = list ? listedFioJobs(list.text) : null;
  if (!list || !jobs) return null;
  const results = doc.blocks.filter((b) => (parsed.get(b) ?? []).some((r) => r.tool === "fio"));
  if (results.some((b) => b.index <= list.index || (parsed.get(b) ?? []).some((r) => r.tool === "fio" && r.access !== null))) return null;
  if (results.length !== jobs.length) return null;
  return new Map(results.map((b, k) => [b, jobs[k] as Job]));
}

/**
 * Repeated runs of one test: rows of one block, or of the blocks under one heading, that share metric, operation,
 * access and conditions are numbered `run` 1, 2, … in page order, as a person would number them; a derived row
 * takes the number of the row it was derived from.
 */
export function numberRuns(rows: MeasurementDraft[], doc: Document): void {
  const sectionOf = new Map(doc.blocks.map((b) => [b.locator, `${b.report}|${b.headingPath.join(" > ")}`]));
  const groups = new Map<string, MeasurementDraft[]>();
  for (const m of rows) {
    if (m.derived) continue;
    const block = m.locator.replace(/\/l\d+$/, "");
    const key = JSON.stringify([sectionOf.get(block) ?? block, m.metric, m.operation, m.access, Object.entries(m.conditions).sort(([a], [b]) => (a < b ? -1 : 1))]);
    const group = groups.get(key);
    if (group) group.push(m);
    else groups.set(key, [m]);
  }
  const runOf = new Map<string, number>();
  for (const group of groups.values()) {
    // runs the output numbered itself (`1st run`, `2nd run`) keep their numbers: renumbering them across blocks would
    // give one block's runs a single number
    // figures of one line are one run (`1.62 MB/sec, 12.96 Mb/sec`: the same reading in two units)
    const lines = [...new Set(group.map((m) => m.locator))];
    if (lines.length < 2 || group.some((m) => m.conditions.run !== undefined)) continue;
    for (const m of group) {
      const run = lines.indexOf(m.locator) + 1;
      m.conditions = { ...m.conditions, run };
      runOf.set(m.key, run);
    }
  }
  for (const m of rows) {
    const from = m.derived ? runOf.get(m.derivedFrom?.[0] ?? "") : undefined;
    if (from !== undefined) m.conditions = { ...m.conditions, run: from };
  }
}

/**
 * A writer's label between runs (`2.4.17`, `BEFORE`) is the row's `config` when its headings gave none, or, over a disk
 * tool's runs, the `storage` when it names a drive and the page named none; a label that only names the operation
 * (`WRITE`, `読み込み`) says nothing the row does not, and stays a `label`.
 */
export function labelsAsConfig(rows: MeasurementDraft[]): void {
  for (const m of rows) {
    const label = m.conditions.label;
    if (typeof label !== "string") continue;
    const { label: _label, ...conditions } = m.conditions;
    // a disk tool's runs labelled by the drive (`■ SATA SSD（Samsung 860 EVO）`) ran on that drive, when the page named none
    // …not a heading that states a finding about it (`結果: Plextor 時代より 1.5 倍速い、しかも Gen3 の天井に到達`)
    if (STORAGE_TOOLS.has(String(conditions.tool)) && conditions.storage === undefined && namesStorageDevice(label) && !statesFinding(label) && namesCondition(label)) {
      m.conditions = { ...conditions, storage: label };
      continue;
    }
    if (m.conditions.config !== undefined) continue;
    const rest = label.replace(/[^\p{L}\p{N}]/gu, "");
    if (operationsNamed(label).length && rest.length <= 12) continue;
    // `Output examples:`, `We read the file back, then write it again`: a caption or the writer's sentence names neither
    // the run nor what it measured
    m.conditions = namesCondition(label) ? { ...conditions, config: label } : conditions;
  }
}

const EXAMPLE = new RegExp(`^(?:${alternation(decisionWords.example_output_labels)})`, "iu");

/** The label over a block (the heading or the line just above it) when it calls the output an example, else null. */
function exampleLabel(doc: Document, block: Block): string | null {
  const prev = doc.blocks[block.index - 1];
  const candidates = [prev && prev.report === block.report && prev.kind !== "table" && prev.kind !== "pre" ? prev.text : "", block.headingPath[block.headingPath.length - 1] ?? ""];
  for (const c of candidates) {
    const t = normaliseText(c).replace(/^[\s#*■□◆◇●○・]+/, "").trim();
    if (t && t.length <= 80 && EXAMPLE.test(t)) return t;
  }
  return null;
}
