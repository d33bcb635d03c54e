import { pushTo } from "../appendAll.ts";
import type { Block, Document } from "../document/types.ts";
import type { MeasurementDraft } from "../model/records.ts";
import { carrierNamed, leadCondition, markedSubject, measuredDrive, namesParticularDrive, openingTopic, withoutLeadAdverb } from "../grammar/scopeDescriptors.ts";
import { isNetworkBenchmark } from "../normalise/lexicon.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { leadIn } from "./blockContext.ts";
import { leadInSettings } from "./tables/leadInSettings.ts";
import type { Conditions } from "./conditions.ts";
import { blockFinder, giveSubject, type Subject } from "./blockOf.ts";
import { describe, namesDrive, subjectKind } from "../grammar/describe.ts";
import { conditionPhrase, namesCondition } from "../grammar/conditionText.ts";
import { findQuantities } from "../normalise/parseQuantity.ts";
import { readCommand } from "./tools/commandLine.ts";
import { fromContext } from "./tools/headingConditions.ts";

/**
 * The scoping rule's lead-in level, for tables, tool blocks and lists of results: the sentence just before a block that names, with a case
 * marker, what its figures are about (`PCIe 2.0 x1での結果を見てみます`, `on the Samsung 980:`) gives each row that
 * subject — as its drive or adapter when it names one, else as its `config` — where the row's own structure named none.
 */
export function leadSubjects(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  const subjectOf = new Map<Block, Subject | null>();
  const conditions = leadConditions(rows, doc);
  for (const m of rows) {
    const block = blockOf(m.locator);
    if (!block) continue;
    // a list of results under the sentence that introduces it is one block of results, as a table is
    if (m.origin !== "table" && m.origin !== "tool-output" && !(m.origin === "prose" && block.kind === "list_item")) continue;
    if (!subjectOf.has(block)) subjectOf.set(block, markedSubject(leadText(doc, block)) ?? conditions.get(block) ?? null);
    const subject = subjectOf.get(block);
    // the lead-in that tells the block from its siblings is nearer than the heading a tool's block context read
    if (subject && subject === conditions.get(block) && fromContext.get(m)?.has(subject.kind)) m.conditions = { ...m.conditions, [subject.kind]: subject.text };
    else if (subject) giveSubject(m, subject);
  }
}

/** The nearest sentence before the block, past result lines in between (`書き込み: 7秒` items above a dd log). */
function leadText(doc: Document, block: Block): string {
  const lead = leadIn(doc, block).filter((b) => !statesFigures(b.text));
  return lead[lead.length - 1]?.text ?? "";
}

/**
 * Blocks of one test told apart by their lead-ins only: two or more tables with the same header, or tool outputs of
 * the same tool, in one section, each led by a sentence naming what differs (`When using 1.74 of viostor.sys I get …`
 * / `When using 1.110 I get`; `まず … NFS リソースで試す。` / `次にローカルのディスクで。`). Each block's lead-in, reduced
 * to the phrase its case marker marks (`leadCondition`), is the subject of its rows — their drive or adapter when it
 * names one, else their `config` — when the lead-ins of the group name two or more different conditions.
 */
function leadConditions(rows: MeasurementDraft[], doc: Document): Map<Block, Subject> {
  const blockOf = blockFinder(doc);
  const shapeOf = new Map<Block, string>();
  for (const m of rows) {
    const block = blockOf(m.locator);
    if (!block || shapeOf.has(block) || (m.origin !== "table" && m.origin !== "tool-output")) continue;
    const shape = blockShape(block, m);
    if (shape) shapeOf.set(block, shape);
  }
  const groups = new Map<string, Block[]>();
  for (const [block, shape] of shapeOf) pushTo(groups, JSON.stringify([block.report, block.headingPath, shape]), block);
  const out = new Map<Block, Subject>();
  for (const blocks of groups.values()) {
    if (blocks.length < 2) continue;
    const named = blocks.map((b) => [b, leadCondition(leadText(doc, b))] as const).filter((x): x is readonly [Block, string] => x[1] !== null);
    if (new Set(named.map(([, c]) => c.toLowerCase())).size < 2) continue;
    for (const [b, c] of named) out.set(b, { kind: subjectKind(c), text: c });
  }
  return out;
}

/** What makes two blocks the same test: a table's header row, or the tool whose output a block is. */
function blockShape(block: Block, m: MeasurementDraft): string | null {
  if (block.kind === "table") {
    const header = block.table?.rows[0]?.map((c) => normaliseText(c.text).replace(/\s+/g, " ").trim().toLowerCase());
    return header?.length ? `table:${header.join("|")}` : null;
  }
  return typeof m.conditions.tool === "string" ? `tool:${m.conditions.tool.toLowerCase()}` : null;
}

/** A lead-in block that states a figure with a unit: a result line, not a sentence introducing the block. */
const statesFigures = (text: string): boolean => findQuantities(normaliseText(text)).some((q) => !q.bare && q.kind !== "size");

/**
 * The block-label level: results pasted as `<br>` lines under a line that names them (`OCZ VERTEX 00.PT1 £100`, then
 * `seq. write: 77MB/s`, `seq. read: 142MB/s`; `●KDDI(220計測)`, then `下り 713Mbps/上り 514Mbps`) — a line of a
 * paragraph or list item with no figure of its own, short, no sentence, command or `label: value` — gives the rows on
 * the lines under it, up to the next such line, its name: their drive when it names one and they have none, else their
 * `config`. A block needs two or more rows under such lines.
 */
export function headLineSubjects(rows: MeasurementDraft[], doc: Document): void {
  const byBlock = new Map<string, MeasurementDraft[]>();
  for (const m of rows) {
    const at = /^([^/]+)\/l(\d+)/.exec(m.locator);
    if (!at?.[1]) continue;
    pushTo(byBlock, at[1], m);
  }
  const blocks = new Map(doc.blocks.map((b) => [b.locator, b]));
  for (const [locator, own] of byBlock) {
    const block = blocks.get(locator);
    if (!block || (block.kind !== "paragraph" && block.kind !== "list_item")) continue;
    const lines = own.map((m) => Number(/\/l(\d+)/.exec(m.locator)?.[1] ?? 0));
    if (lines.includes(1) || new Set(lines).size < 2) continue;
    const texts = block.text.split("\n").map((l) => normaliseText(l).replace(/\s+/g, " ").trim());
    const withFigures = new Set(lines);
    // `最後に、Pocket WiFi(SoftBank)の速度は、` names its topic; `Output examples` nothing
    const heads = texts.map((t, i) => (!withFigures.has(i + 1) && isHeadLine(t) ? conditionPhrase(t.replace(HEAD_MARKS, "")) : null));
    if (!heads[0]) continue;
    for (const m of own) {
      const line = Number(/\/l(\d+)/.exec(m.locator)?.[1] ?? 0);
      let head: string | null = null;
      for (let i = line - 2; i >= 0 && head === null; i--) head = heads[i] ?? null;
      if (!head) continue;
      // `●KDDI(220計測)`: a mobile network the line names is the network the figures under it were measured on
      const carrier = carrierNamed(head);
      if (carrier && m.conditions.network === undefined) m.conditions = { ...m.conditions, network: carrier };
      if (namesDrive(head) && m.conditions.storage === undefined) m.conditions = { ...m.conditions, storage: head };
      else if (!namesDrive(head) && m.conditions.config === undefined) m.conditions = { ...m.conditions, config: head };
    }
  }
}

const HEAD_MARKS = /^[■□◆◇●○・※#]+\s*/;

/** A line that can name the figures under it: short, a letter in it, no sentence, pair or command. */
function isHeadLine(text: string): boolean {
  return text.length > 0 && text.length <= 60 && !SENTENCE_OR_PAIR.test(text) && !readCommand(text) && /\p{L}/u.test(text);
}

/** Longest first line read as the description of the figures on the lines under it. */
const HEAD_LINE_MAX = 80;

/**
 * A block's first line, normalised, when it could head what follows: short (HEAD_LINE_MAX) and stating no measured
 * figure (`Sequential (1 MiB, iodepth 16, rw):`, `4K random I/O`); null otherwise. Shared by this level and the
 * nested-list level (prose/itemHeads.ts).
 */
export function headLine(text: string): string | null {
  const first = normaliseText(text.split("\n")[0] ?? "").replace(/\s+/g, " ").trim();
  if (!first || first.length > HEAD_LINE_MAX || findQuantities(first).some((q) => !q.bare && q.kind !== "size")) return null;
  return first;
}

/**
 * The block-label level, for what was tested: a paragraph or list item whose first line states no figure but describes
 * the test (`4K random I/O`, `Sequential read, 128K blocks`) gives the figures on its later lines the operation, access,
 * block size, queue depth and threads it names, where their own words named none.
 */
export function headLineDescriptors(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  for (const m of rows) {
    const line = Number(/\/l(\d+)/.exec(m.locator)?.[1] ?? 0);
    const block = blockOf(m.locator);
    if (line < 2 || !block || (block.kind !== "paragraph" && block.kind !== "list_item")) continue;
    const first = headLine(block.text);
    if (!first) continue;
    const d = describe(first);
    if (!d.access && d.blockSizeBytes === null && !d.operation && d.queueDepth === null && d.threads === null) continue;
    m.operation ??= d.operation === "transfer" ? null : d.operation;
    m.access ??= d.access;
    const c = { ...m.conditions };
    if (d.blockSizeBytes !== null) c.block_size_bytes ??= d.blockSizeBytes;
    if (d.queueDepth !== null) c.queue_depth ??= d.queueDepth;
    if (d.threads !== null) c.threads ??= d.threads;
    m.conditions = c;
  }
}

/** A sentence end in a line (`。`, `. `, a closing `.`): text, not a name or a heading over results. */
export const SENTENCE_END = /[。!?！？]|\.\s|\.$/;
/** A sentence end or a `label: value` / `key=value` in a line: text or a pair, not a name over results. */
const SENTENCE_OR_PAIR = new RegExp(`${SENTENCE_END.source}|[:：=]`);

/** Longest item text read as the label of the items nested under it. */
const ITEM_LABEL_MAX = 60;

/**
 * The list-item level: figures in items nested under an item that only names something (`<li>Samsung 980 Pro:<ul><li>3500
 * MB/s …`) take its name — their drive when it names one, else their `config` — where their own structure named none.
 * An item with a figure of its own, a sentence, or a word saying what was measured labels nothing.
 */
export function itemLabelSubjects(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  const subjectOf = new Map<number, Subject | null>();
  for (const m of rows) {
    const block = blockOf(m.locator);
    if (block?.kind !== "list_item" || block.parentItem === undefined) continue;
    if (!subjectOf.has(block.parentItem)) subjectOf.set(block.parentItem, itemLabel(doc.blocks[block.parentItem]?.text ?? ""));
    const subject = subjectOf.get(block.parentItem);
    if (subject) giveSubject(m, subject);
  }
}

function itemLabel(text: string): Subject | null {
  const t = normaliseText(text).replace(/\s+/g, " ").trim().replace(/\s*[:：]$/, "");
  if (!t || t.length > ITEM_LABEL_MAX || SENTENCE_OR_PAIR.test(t) || !/\p{L}/u.test(t) || !namesCondition(t)) return null;
  if (findQuantities(t).some((q) => !q.bare && q.kind !== "size")) return null;
  const d = describe(t);
  if (d.metric || d.operation || d.access || d.tool) return null;
  return { kind: subjectKind(t), text: t };
}

/**
 * The paragraph level, for sentences: figures in a Japanese paragraph that opens on a named topic (`候補点1は、…。ここでは
 * 5GHz帯で105Mbps`) are about that topic — their drive when it names one, else their `config` — where nothing nearer named one.
 */
export function paragraphTopics(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  for (const m of rows) {
    if (m.origin !== "prose") continue;
    const block = blockOf(m.locator);
    if (block?.kind !== "paragraph") continue;
    const topic = openingTopic(block.text) ?? openClauseTopic(doc, block);
    if (topic) giveSubject(m, { kind: subjectKind(topic), text: topic });
  }
}

/** A paragraph left open (`そして、USB3.2Gem1の外付けHDDは、`): its last clause, up to the comma it ends on. */
const OPEN_END = /[、,，]\s*$/u;

/**
 * A sentence a writer broke across paragraphs (`次に内蔵SSDは、` then `<strong>WRITE 2083.2MB/s、READ 2760.3MB/s</strong>`):
 * the topic the paragraph right before opens in its last clause, when that paragraph is left open on a comma and
 * states no figure of its own.
 */
function openClauseTopic(doc: Document, block: Block): string | null {
  const before = doc.blocks[block.index - 1];
  if (!before || before.kind !== "paragraph" || before.report !== block.report) return null;
  const text = normaliseText(before.text).trim();
  if (text.length > 80 || !OPEN_END.test(text) || statesFigures(text)) return null;
  const clauses = text.replace(OPEN_END, "").split(/[、,，]/);
  // `次に内蔵SSDは`: an adverb opening the clause (descriptors.json `subject_markers.lead_adverbs`) is no part of the topic
  return openingTopic(withoutLeadAdverb((clauses[clauses.length - 1] ?? "").trim()));
}

/**
 * The lead-in level for prose results: a line of parameters just before a result line under the same heading
 * (`Parameters: block size 1 GiB; …` over `Test results: 1751.9 MB/s`) sets what the result line does not state itself.
 */
export function leadSettings(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  const settingsOf = new Map<Block, Conditions>();
  for (const m of rows) {
    if (m.origin !== "prose") continue;
    const block = blockOf(m.locator);
    if (!block || (block.kind !== "paragraph" && block.kind !== "list_item")) continue;
    if (!settingsOf.has(block)) settingsOf.set(block, leadInSettings(leadIn(doc, block).map((b) => b.text)));
    const settings = settingsOf.get(block) ?? {};
    const missing = Object.entries(settings).filter(([k]) => m.conditions[k] === undefined);
    if (missing.length) m.conditions = { ...m.conditions, ...Object.fromEntries(missing) };
  }
}

/**
 * The lead-in level, reaching back through the section: a sentence that says a named drive was measured (`I measured speed of
 * an ADATA S102 Pro 32GB USB flash pen drive … using …`, `今回…Transcend の8GBカードのアクセス速度を測ってみたら`) gives that drive
 * to the storage results after it under the same heading — tables, tool blocks, result lines and its own figures — up to
 * the next such sentence, where their own structure named none. A paragraph between that names another drive by maker or
 * model without saying it was measured ends the reach (the figures after it may be that drive's); network figures take none.
 */
export function measuredDrives(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  const driveOf = new Map<Block, string | null>();
  for (const m of rows) {
    if (m.conditions.storage !== undefined || onNetwork(m)) continue;
    const block = blockOf(m.locator);
    if (!block) continue;
    if (!driveOf.has(block)) driveOf.set(block, driveMeasuredBefore(doc, block));
    const drive = driveOf.get(block);
    if (drive) giveSubject(m, { kind: "storage", text: drive });
  }
}

/** A row of a network or a transfer over one: no drive of a sentence is its subject. */
const onNetwork = (m: MeasurementDraft): boolean =>
  m.operation === "transfer" || m.conditions.protocol !== undefined || m.conditions.network !== undefined || (typeof m.conditions.tool === "string" && isNetworkBenchmark(m.conditions.tool));

/**
 * The drive the nearest measuring sentence of the block's section (the block's own text included) names, or null. The
 * sentence may stand in a section enclosing the block's (`Results for a Crucial P3 Plus 1TB` opening a post, over its
 * `PCIe Gen 2` and `PCIe Gen 3` sub-sections), when no heading between names a drive of its own; the text of sibling
 * sections passed on the way back is theirs, not the block's, and is not read.
 */
function driveMeasuredBefore(doc: Document, block: Block): string | null {
  // the level being read: the block's section, then each section enclosing it once its heading is passed
  let depth = block.headingPath.length;
  const under = (b: Block, n: number) => b.headingPath.length >= n && block.headingPath.slice(0, n).every((h, k) => b.headingPath[k] === h);
  for (let i = block.index; i >= 0; i--) {
    const b = doc.blocks[i];
    if (!b || b.report !== block.report) return null;
    if (b.kind === "heading") {
      // the heading that opens the level being read: its parent's text before it encloses the block too, unless it names a drive
      if (b.headingPath.length === depth - 1 && under(b, depth - 1)) {
        if (namesDrive(b.text)) return null;
        depth -= 1;
        continue;
      }
      // a sibling section's heading inside the level read; any other heading ends the reach
      if (b.headingPath.length >= depth && under(b, depth)) continue;
      return null;
    }
    if (!under(b, depth)) return null;
    if (b.headingPath.length > depth) {
      // a sibling section's text: a drive it names or measured is its own, and ends the reach
      if ((b.kind === "paragraph" || b.kind === "list_item") && namesParticularDrive(b.text)) return null;
      continue;
    }
    if (b.kind !== "paragraph" && b.kind !== "list_item") continue;
    const sentences = normaliseText(b.text).split(/(?<=[。!?！？])|(?<=\.)\s+|\n/);
    for (const s of [...sentences].reverse()) {
      const drive = measuredDrive(s);
      if (drive) return drive;
    }
    // `…the internal flash and a Samsung T5 yield much higher speeds`: another drive named, not measured, ends the reach
    if (b !== block && namesParticularDrive(b.text)) return null;
  }
  return null;
}
