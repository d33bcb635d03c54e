import { appendAll } from "../appendAll.ts";
import type { Block, Document } from "../document/types.ts";
import { partNumber } from "../document/splitReports.ts";
import { accessIn, conditionKeyForLabel, driveKindOfHeading, isGenericHeading, namesAdapter, namesStorage, operationsIn, protocolsIn, settingIn, toolsIn } from "../normalise/lexicon.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { findQuantities, parseSize } from "../normalise/parseQuantity.ts";
import type { Access, Operation } from "../model/vocabulary.ts";
import { type Conditions, conditionsFromText, conditionValue, labelledCondition, stripNumbering } from "./conditions.ts";
import { cleanLabel } from "./tools/labelAbove.ts";
import { operationsNamed, statedDirection } from "../grammar/describe.ts";
import { commandsAccess, commandsOperation } from "./pageCommands.ts";
import { type ContextLevel, markedPhrases, scopeDescriptors } from "../grammar/scopeDescriptors.ts";
import { titleHeading } from "./docIndex.ts";
import { namesCondition } from "../grammar/conditionText.ts";
import { findingTopic, statesFinding } from "./tables/tableScope.ts";
import { RAID_LEVEL } from "../grammar/raidLevel.ts";

/** What the page says around a block: conditions, operation and access from its headings, caption and lead-in text. */
export interface BlockContext {
  conditions: Conditions;
  operation: Operation | null;
  access: Access | null;
  /** Text of the headings and lead-in, for units stated there (`単位：MB/s`). */
  text: string;
  path: string;
}

const topHeadings = new WeakMap<Document, string | null>();
/** The page's one heading at the highest level it uses, when it is also its first heading: the page's title. */
export function topHeadingOf(doc: Document): string | null {
  if (topHeadings.has(doc)) return topHeadings.get(doc) ?? null;
  const headings = doc.blocks.filter((b) => b.kind === "heading");
  const top = headings.reduce((min, b) => Math.min(min, b.level ?? 6), 6);
  const atTop = headings.filter((b) => (b.level ?? 6) === top);
  const title = atTop.length === 1 && headings[0] === atTop[0] ? (atTop[0]?.text ?? null) : null;
  topHeadings.set(doc, title);
  return title;
}

/** Headings that say something about the block: not the page or report title, part markers or generic section names. */
export function meaningfulHeadings(doc: Document, block: Block): string[] {
  const report = doc.reports[block.report];
  const titles = new Set([doc.meta.title, report?.title].filter(Boolean).map((t) => normaliseText(String(t))));
  return block.headingPath.filter((h, i) => {
    const t = normaliseText(h);
    if (titles.has(t) || partNumber(t) !== null || isGenericHeading(t)) return false;
    // the single top heading of a page is its title
    return !(i === 0 && titleHeading(doc) === h);
  });
}

/** Paragraphs between the nearest heading and the block (the test's description and the table's caption line). */
export function leadIn(doc: Document, block: Block, max = 3): Block[] {
  const out: Block[] = [];
  for (let i = block.index - 1; i >= 0 && out.length < max; i--) {
    const b = doc.blocks[i];
    if (!b || b.kind === "heading" || b.report !== block.report) break;
    if (b.kind === "paragraph" || b.kind === "list_item") out.unshift(b);
    else if (b.kind === "table" || b.kind === "pre") break;
  }
  // a table carved out of a `<pre>` has the writer's paragraphs above it in that block nearer than any before the block
  const own = (block.above ?? []).map((text): Block => ({ ...block, kind: "paragraph", text, table: undefined, caption: undefined, above: undefined }));
  return [...out, ...own].slice(-max);
}

/** A size fused with an operation (`10GB書き込み`) names the amount a test wrote or read: a file size. */
export function fileSizeFromLabel(text: string): number | null {
  const t = normaliseText(text);
  if (!operationsIn(t).length) return null;
  return parseSize(t, true);
}

/** The nearest short heading that names the device under test (`NVMe SSD`, `/dev/sdc ST8000VN004`) and no tool. */
function storageHeading(headings: string[]): string | null {
  for (const h of [...headings].reverse()) {
    // not stripNumbering: `7.0（2020年、HDD）` is a version, not a numbered heading
    const t = normaliseText(h).replace(/\s+/g, " ").trim();
    // `SD Card Performance` names the kind of drive only
    if (t.length <= 80 && namesStorage(t) && !toolsIn(t).length) {
      if (statesFinding(t)) return findingTopic(t);
      // `HDD読み込み/書き込みまでの速度`, `microSDカードにイメージを焼く`: a heading that names no drive of its own
      if (namesCondition(t)) return driveKindOfHeading(t) ?? t;
    }
  }
  return null;
}

/** `label: value` on a line of its own, a short label and a value that states no figure. */
const SETUP_LINE = /^\s*([^:：。、,\d][^:：。]{0,28}?)\s*[:：]\s*(\S[^。]{0,80}?)\s*$/;

/** The conditions a lead-in's `label: value` lines state, each by its label's key (`Wifi Router:` → config, `NIC:` → adapter). */
function setupLines(text: string): Conditions {
  const out: Conditions = {};
  for (const line of text.split("\n")) {
    const m = SETUP_LINE.exec(normaliseText(line));
    if (!m?.[1] || !m[2] || findQuantities(m[2]).some((q) => !q.bare && q.kind !== "size")) continue;
    for (const [k, v] of Object.entries(headerCondition(m[1], m[2]))) if (k !== "test" && k !== "tool") out[k] ??= v;
  }
  return out;
}

/**
 * A table of `label | value` rows right before a table of results, with nothing between (`Client CPU | Xeon…`, `Network |
 * loopback`, then `Cipher | Speed MiB/s | …`): the setup the results were measured with, as `label: value` lines.
 */
function setupTableOver(doc: Document, block: Block): string {
  const before = doc.blocks[block.index - 1];
  const rows = block.kind === "table" && before?.kind === "table" && before.report === block.report ? (before.table?.rows ?? []) : [];
  if (rows.length < 2 || rows.some((r) => r.length !== 2)) return "";
  return rows.map((r) => `${r[0]?.text ?? ""}: ${r[1]?.text ?? ""}`).join("\n");
}

/** `maybe raid0 I guess ?`: a title that asks about an array states none. */
const ASKED_RAID = new RegExp(`${RAID_LEVEL}[^.!。|·]{0,40}[?？]`, "i");
const TITLE_RAID = new RegExp(RAID_LEVEL, "gi");

/** A short line that labels what follows rather than says something: no sentence end, no line break. */
function isLabelLine(t: string): boolean {
  return t.length > 0 && t.length <= 60 && !t.includes("\n") && !/[。.!?！？:：]\s*$/.test(t) && !/。/.test(t);
}

export function blockContext(doc: Document, block: Block): BlockContext {
  const headings = meaningfulHeadings(doc, block);
  const conditions: Conditions = {};
  let operation: Operation | null = null;
  let access: Access | null = null;
  const scoped: ContextLevel[] = [];
  for (const h of headings) {
    Object.assign(conditions, conditionsFromText(h));
    if (namesAdapter(h)) conditions.adapter = stripNumbering(h);
    const size = fileSizeFromLabel(h);
    if (size) conditions.file_size_bytes = size;
    // through the descriptor grammar: a cache policy (`Write Back`) or a tool's test name is no operation word
    const ops = operationsNamed(h);
    if (ops.length === 1) operation = ops[0] ?? null;
    // `ダウンロード(下り)の速度`: a line's direction, which makes the section's figures transfers (completeDescriptors)
    const direction = statedDirection(h);
    if (direction) conditions.direction = direction;
    access = accessIn(h) ?? access;
    scoped.push({ level: "section", text: h });
  }
  const storage = storageHeading(headings);
  if (storage && conditions.storage === undefined) conditions.storage = storage;
  // a RAID level the report's title names (only one) is the array every block of the report ran on, unless a heading names another
  const title = normaliseText(String(doc.reports[block.report]?.title ?? doc.meta.title ?? ""));
  // …a title that asks (`maybe raid0 I guess ?`) states no array
  if (conditions.raid === undefined && !ASKED_RAID.test(title) && (title.match(TITLE_RAID) ?? []).length === 1) {
    const raid = conditionsFromText(title).raid;
    if (raid !== undefined) conditions.raid = raid;
  }
  if (block.caption) {
    Object.assign(conditions, conditionsFromText(block.caption));
    access = accessIn(block.caption) ?? access;
    // `表1 書き込み速度（MB/s）`: one reading or writing the caption names is the table's, as a heading's would be
    // (`transfer` is left out: `one stream` in a caption describes the test, not what its cells measured)
    const ops = operationsIn(block.caption);
    if (ops.length === 1 && ops[0] !== "transfer") operation = ops[0] ?? null;
    const direction = statedDirection(block.caption);
    if (direction) conditions.direction = direction;
  }
  const lead = leadIn(doc, block);
  const leadOps: Operation[] = [];
  const leadDirections = new Set<string>();
  // `Wifi Router: Dlink 816` on a line of the lead-in: a labelled setup the block's figures were measured with
  for (const p of lead) for (const [k, v] of Object.entries(setupLines(p.text))) conditions[k] ??= v;
  // …and the rows of a setup table right over a table (`Network | loopback`, `File | linux.tar`), read as such lines
  for (const [k, v] of Object.entries(setupLines(setupTableOver(doc, block)))) conditions[k] ??= v;
  for (const p of lead) {
    // a lead-in that states results of its own is not the table's description: its access pattern is its own
    if (findQuantities(normaliseText(p.text)).some((q) => !q.bare && q.kind !== "size")) continue;
    // lead-in prose is loose: take only what it can say without doubt
    const protocols = protocolsIn(p.text);
    if (protocols.length === 1 && !conditions.protocol && protocols[0]) conditions.protocol = protocols[0];
    const tools = toolsIn(p.text);
    if (tools.length === 1 && !conditions.tool && tools[0]) conditions.tool = tools[0];
    access = access ?? accessIn(p.text);
    appendAll(leadOps, operationsIn(p.text));
    // `macOS -> A30 upload 実測は次の通り`: the one direction of a line the lead-in states is the block's, as a heading's would be
    const direction = statedDirection(p.text);
    if (direction && conditions.direction === undefined) leadDirections.add(direction);
  }
  const [leadDirection] = leadDirections;
  if (leadDirections.size === 1 && leadDirection) conditions.direction = leadDirection;
  // `1回あたり2MiBの書き込みを2000回行う`: the one reading or writing the lead-in describes is what the block's figures did
  const named = new Set(leadOps);
  const [leadOp] = named;
  if (named.size === 1 && leadOp !== "transfer" && leadOp !== "read_write") operation ??= leadOp ?? null;
  // a label line right above the block (`■ Desktop (24 threads, NVMe SSD)`, no sentence) heads it as a heading would
  const label = normaliseText(lead[lead.length - 1]?.text ?? "").trim();
  if (conditions.storage === undefined && isLabelLine(label)) {
    // without its marks and date stamp (`2023/03/07 11:40 RSSD クラウドディスク` names the disk, not the day)
    const named = storageHeading([cleanLabel(label) ?? label]);
    if (named) conditions.storage = named;
  }
  // the network and application protocol the headings, or the phrases a lead-in marks (`10GbE環境で`, `over NFSv3`), name
  for (const p of lead) for (const phrase of markedPhrases(p.text)) scoped.push({ level: "lead", text: phrase });
  const scope = scopeDescriptors(scoped);
  if (scope.network && conditions.network === undefined) conditions.network = scope.network;
  if (scope.protocol && conditions.protocol === undefined) conditions.protocol = scope.protocol;
  // the sentence just before a block may state the setting it ran with (`first with compression off:`)
  const setting = lead.length ? settingIn(lead[lead.length - 1]?.text ?? "") : null;
  if (setting && conditions.config === undefined) conditions.config = setting;
  // the benchmark commands the report showed before the block (`diskspd … -w0`) say what its figures did, when nothing nearer does
  operation ??= commandsOperation(doc, block);
  access ??= commandsAccess(doc, block);
  return { conditions, operation, access, text: [...headings, block.caption ?? "", ...lead.map((b) => b.text)].join("\n"), path: block.headingPath.join(" > ") };
}

/**
 * Conditions stated once for a whole report: labelled lines of its spec lists (`テストでのファイルサイズ : 20GB`),
 * and the benchmark tool or protocol when the report names exactly one. Sizes here are nominal, read as decimal.
 */
export function reportConditions(doc: Document, report: number): Conditions {
  const out: Conditions = {};
  const blocks = doc.blocks.filter((b) => b.report === report);
  const tools = new Set<string>();
  const protocols = new Set<string>();
  // a tool named in a heading is the subject of that section only, not of the whole report; the report's title covers it all
  const title = normaliseText(doc.reports[report]?.title ?? "");
  const scoped = new Set<string>();
  for (const b of blocks) if (b.kind === "heading" && normaliseText(b.text) !== title) for (const t of toolsIn(b.text)) scoped.add(t);
  for (const b of blocks) {
    const lines = b.table ? b.table.rows.filter((r) => r.length === 2).map((r) => `${r[0]?.text ?? ""} : ${(r[1]?.text ?? "").replace(/^\s*[:：]\s*/, "")}`) : b.kind === "pre" ? [] : b.text.split("\n");
    for (const line of lines) {
      const c = labelledCondition(line, false);
      for (const [k, v] of Object.entries(c)) if (k === "file_size_bytes" || k === "nfs_version" || k === "filesystem") out[k] ??= v;
    }
    if (b.kind !== "pre") {
      const text = b.table ? b.table.rows.flat().map((c) => c.text).join(" ") : b.text;
      for (const t of toolsIn(text)) tools.add(t);
      for (const p of protocolsIn(text)) protocols.add(p);
    }
  }
  for (const t of doc.reports[report]?.title ? [doc.reports[report]?.title ?? ""] : []) for (const p of protocolsIn(t)) protocols.add(p);
  const sole = (set: Set<string>) => (set.size === 1 && ![...set].some((x) => scoped.has(x)) ? [...set][0] : undefined);
  const tool = sole(tools);
  if (tool) out.tool = tool;
  const protocol = protocols.size === 1 ? [...protocols][0] : undefined;
  if (protocol) out.protocol = protocol;
  return out;
}

const BARE_NUMBER = /^\s*\d+(?:\.\d+)?\s*$/;
/** A size unit in brackets in a label (`BS(KB)`, `Block size [KiB]`, `サイズ（MB）`). */
const LABEL_SIZE_UNIT = /[(（[]\s*([KMGT]i?B?|bytes?)\s*[)）\]]/i;

/** The condition key and value a header cell states, given the label of its column (or row). */
export function headerCondition(label: string | null, text: string, binarySizes = true): Conditions {
  const key = label ? conditionKeyForLabel(label) : null;
  if (key) {
    // `4` under `BS(KB)` or `Block size [KiB]`: a bare number is in the size unit its label gives in brackets
    const unit = key.endsWith("_size_bytes") && BARE_NUMBER.test(text) ? (LABEL_SIZE_UNIT.exec(label ?? "")?.[1] ?? null) : null;
    const v = conditionValue(key, unit ? `${text.trim()}${unit}` : text, { binarySizes });
    return v === null ? {} : { [key]: v };
  }
  return {};
}
