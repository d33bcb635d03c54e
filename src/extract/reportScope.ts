import type { Block, Document } from "../document/types.ts";
import type { MeasurementDraft } from "../model/records.ts";
import { describe, operationsNamed } from "../grammar/describe.ts";
import { carriersIn, markedPhrases } from "../grammar/scopeDescriptors.ts";
import { conditionKeyForLabel, copiesFiles, isStorageBenchmark, operationsIn, protocolsIn, withoutLineDirections } from "../normalise/lexicon.ts";
import { findQuantities } from "../normalise/parseQuantity.ts";
import { statedBlockSizes } from "./prose/sentenceSetup.ts";
import { SENTENCE_END } from "./linePaths.ts";
import type { Operation } from "../model/vocabulary.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { blockFinder } from "./blockOf.ts";
import { conditionsFromText } from "./conditions.ts";
import { perDocument } from "./docIndex.ts";
import { benchmarksOperation, commandsAccess, commandsBlockSize, jobFileBlockSize } from "./pageCommands.ts";
import { allMatches } from "../normalise/allMatches.ts";


/** `nfsvers=3`, and `vers=4.1` where the report mounts no SMB share (whose mounts take `vers=` too). */
const MOUNT_VERSION = /(?<![\w-])(nfs)?vers=(\d(?:\.\d)?)(?![\d.])/gi;
/** What every line that states an NFS version holds (conditionsFromText's own `NFS…v`, or MOUNT_VERSION's `vers=`). */
const NFS_OR_VERS = /nfs|vers=/i;

/**
 * What a report states once for all its figures, whatever structure each figure stands in: the one NFS version it names
 * (`NFSv4.1`, `vers=4.1` among NFS mount options) and the one network its title names (`WiMAX`, `Starlink`, `10GbE`).
 * Each is read from the report's blocks at the first figure that can take it (an NFS figure without a version, a carried
 * figure without a network), once per report: most reports have no such figure and never read them.
 */
function nfsVersionOf(doc: Document, report: number): number | null {
  const texts = doc.blocks.filter((b) => b.report === report).map((b) => (b.table ? b.table.rows.flat().map((c) => c.text).join("\n") : b.text));
  const smb = texts.some((t) => protocolsIn(t).includes("SMB"));
  const versions = new Set<number>();
  for (const text of texts) {
    for (const line of text.split("\n")) {
      const t = normaliseText(line);
      // a version stated (`NFSv3`) names NFS and a mount option is `vers=`: no other line is read for them
      if (!NFS_OR_VERS.test(t)) continue;
      const v = conditionsFromText(line).nfs_version;
      if (typeof v === "number") versions.add(v);
      for (const m of allMatches(t, MOUNT_VERSION)) if (m[1] || !smb) versions.add(Number(m[2]));
    }
  }
  return versions.size === 1 ? ([...versions][0] ?? null) : null;
}

function networkOf(doc: Document, report: number): string | null {
  const title = normaliseText(String(doc.reports[report]?.title ?? doc.meta.title ?? ""));
  const carriers = carriersIn(title);
  const blocks = doc.blocks.filter((b) => b.report === report);
  return describe(title).network ?? (carriers.length === 1 ? (carriers[0] ?? null) : null) ?? setupNetwork(blocks) ?? introNetwork(blocks);
}

/** `Network: Loopback`, `ネットワーク：10GbE`: a line of the report's set-up whose label is the network key. */
const NETWORK_LINE = /^\s*(?:[-*・•]\s*)?([^:：\d][^:：]{0,24}?)\s*[:：]\s*(\S[^:：]{0,60}?)\s*$/;

/**
 * The one network the report's set-up lines state under a network label (`Network: Loopback` in an `Environment` list),
 * read by the grammar (a value naming no network it knows is left alone), or null when none or several are stated.
 */
function setupNetwork(blocks: readonly Block[]): string | null {
  const found = new Set<string>();
  for (const b of blocks) {
    if (b.kind !== "list_item" && b.kind !== "paragraph" && b.kind !== "pre") continue;
    for (const line of b.text.split("\n")) {
      const m = NETWORK_LINE.exec(normaliseText(line));
      if (!m?.[1] || !m[2] || conditionKeyForLabel(m[1]) !== "network") continue;
      const n = describe(m[2]).network;
      if (n) found.add(n);
    }
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/**
 * `1 GbEで実機測定した` in the paragraphs that open a report, before its first section: the one network they mark
 * as what the measuring ran over (a phrase before `で`, `over`, `on`), or null.
 */
function introNetwork(blocks: readonly Block[]): string | null {
  const found = new Set<string>();
  for (const b of blocks) {
    if (b.kind === "heading" && b.headingPath.length > 0) break;
    if (b.kind !== "paragraph") continue;
    for (const phrase of markedPhrases(b.text)) {
      const n = describe(phrase).network;
      if (n) found.add(n);
    }
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/**
 * `We'll test … when writing 512GB of data in 1MB blocks`: the block sizes a report's method states, each in a sentence
 * about reading or writing that gives no result of its own (a sentence with a rate states a result, and its size is its
 * own: the prose reader's), with the block that states it.
 */
function statedBlockSizeLines(doc: Document, report: number): { block: Block; size: number }[] {
  const out: { block: Block; size: number }[] = [];
  for (const b of doc.blocks) {
    if (b.report !== report || (b.kind !== "paragraph" && b.kind !== "list_item")) continue;
    for (const sentence of b.text.split(SENTENCE_END)) {
      const sizes = statedBlockSizes(sentence);
      if (!sizes.length || findQuantities(normaliseText(sentence)).some((q) => !q.bare && q.kind !== "size")) continue;
      if (!operationsIn(sentence).some((o) => o === "read" || o === "write" || o === "read_write")) continue;
      for (const size of sizes) out.push({ block: b, size });
    }
  }
  return out;
}

/**
 * The one block size the method states before a figure's block, in a section that holds that block (the statement's
 * headings a prefix of the block's): a later test's own description, or another section's, is not the figure's. Null
 * when none or several are stated there.
 */
function statedBlockSizeFor(stated: readonly { block: Block; size: number }[], block: Block): number | null {
  const sizes = new Set(stated.filter((s) => s.block.index < block.index && s.block.headingPath.every((h, i) => block.headingPath[i] === h)).map((s) => s.size));
  return sizes.size === 1 ? ([...sizes][0] ?? null) : null;
}

/**
 * Metrics whose figure a scope's operation word describes: a rate and an operation count. A latency or a duration is
 * not (`【保存版】VPNの遅延まとめ` over ping times, `Writing a faster build system` over compile times): it keeps none.
 */
const OPERATION_METRICS = new Set(["throughput", "iops"]);

/** A figure of a drive: a storage it names, or a storage benchmark's reading. Only these take the title's operation. */
const ofStorage = (m: MeasurementDraft) => m.conditions.storage !== undefined || (typeof m.conditions.tool === "string" && isStorageBenchmark(m.conditions.tool));

/**
 * The one operation a figure's scope states where nothing nearer did, innermost first: its section headings, then, for
 * a figure of a drive only, the report's title (`タイムスタンプソートとファイル書き出し設計` over a table of batch
 * writes; a title's word is too far from a NAS's or a line's figures to be theirs). The first level naming an
 * operation decides: one operation is the answer, two (`Read/Write`, `read vs copy`) are none. A line's direction
 * (`Download speed`) is left to the transfer rule (completeDescriptors), not read as a reading here.
 */
function scopedOperation(doc: Document, block: Block | undefined, report: number, withTitle: boolean): Operation | null {
  const title = String(doc.reports[report]?.title ?? doc.meta.title ?? "");
  // a page's top heading that repeats its title (`<h1>` of a blog post) is the title, not a section
  const headings = [...(block?.headingPath ?? [])].filter((h) => !title.includes(h.trim())).reverse();
  for (const text of withTitle ? headings.concat(title) : headings) {
    const ops = operationsNamed(withoutLineDirections(text));
    if (!ops.length) continue;
    return ops.length === 1 && ops[0] !== "read_write" ? (ops[0] ?? null) : null;
  }
  return null;
}

/** A figure a network carried: a transfer, or a latency no storage operation owns. */
const carried = (m: MeasurementDraft) => m.operation === "transfer" || (m.metric === "latency" && (m.operation ?? null) === null);

/**
 * Conditions a report states once, filled on figures of every structure that lack them: the one NFS version it names
 * on its NFS figures, the one network its title names on the figures a network carried, and the block size every
 * command of a storage benchmark shown before a figure of that benchmark sets (`dd … bs=1m`, then a table of dd's rates).
 */
export function reportScope(rows: MeasurementDraft[], doc: Document): void {
  const nfsVersion = (report: number) => perDocument(doc, `reportNfsVersion:${report}`, (d) => nfsVersionOf(d, report));
  const network = (report: number) => perDocument(doc, `reportNetwork:${report}`, (d) => networkOf(d, report));
  const stated = (report: number) => perDocument(doc, `reportStatedBlockSizes:${report}`, (d) => statedBlockSizeLines(d, report));
  const blockOf = blockFinder(doc);
  for (const m of rows) {
    const add: MeasurementDraft["conditions"] = {};
    if (m.conditions.protocol === "NFS" && m.conditions.nfs_version === undefined) {
      const v = nfsVersion(m.report);
      if (v !== null) add.nfs_version = v;
    }
    if (carried(m) && m.conditions.network === undefined) {
      const n = network(m.report);
      if (n !== null) add.network = n;
    }
    const tool = m.conditions.tool;
    if (typeof tool === "string" && isStorageBenchmark(tool) && m.conditions.block_size_bytes === undefined && m.operation !== "transfer") {
      const block = blockOf(m.locator);
      const size = block ? commandsBlockSize(doc, block, tool.toLowerCase()) : null;
      if (size !== null) add.block_size_bytes = size;
    }
    // a table of a drive's rates or operation counts that names no tool, after a job file of the one storage benchmark
    // the report runs: the block size its jobs agree on
    if (tool === undefined && m.origin === "table" && OPERATION_METRICS.has(m.metric) && m.conditions.block_size_bytes === undefined && m.operation !== "transfer") {
      const block = blockOf(m.locator);
      const size = block ? jobFileBlockSize(doc, block) : null;
      if (size !== null) add.block_size_bytes = size;
    }
    // …or, for a figure of a drive's reads or writes that no structure gave one, the one block size the method states before it
    if (add.block_size_bytes === undefined && m.conditions.block_size_bytes === undefined && OPERATION_METRICS.has(m.metric) && (m.operation === "read" || m.operation === "write" || m.operation === "read_write") && ofStorage(m)) {
      const block = blockOf(m.locator);
      const size = block ? statedBlockSizeFor(stated(m.report), block) : null;
      if (size !== null) add.block_size_bytes = size;
    }
    if (Object.keys(add).length) m.conditions = { ...m.conditions, ...add };
    // `dd if=/dev/zero of=… bs=1M` (or `hdparm -t`) shown before a list or table of reads and writes: the figures stream
    // as every storage command before them does; a figure of another kind of tool keeps what its own reader said
    if ((m.operation === "read" || m.operation === "write") && m.access === null && (typeof tool !== "string" || isStorageBenchmark(tool))) {
      const block = blockOf(m.locator);
      if (block) m.access = commandsAccess(doc, block);
    }
    // a figure no descriptor gave an operation takes the one its scope states (a transfer only where it names no access pattern)
    if ((m.operation ?? null) === null && OPERATION_METRICS.has(m.metric) && m.conditions.direction === undefined) {
      const op = scopedOperation(doc, blockOf(m.locator), m.report, ofStorage(m));
      if (op && (op !== "transfer" || m.access === null)) m.operation = op;
    }
    // `i get speed 16mb/s` from an NFS share after `dd if=movie.mkv of=/dev/null`: a file protocol's rate with no line
    // direction is the read the report's benchmark commands did, not a line's transfer
    const protocol = m.conditions.protocol;
    if (m.operation === "transfer" && m.conditions.direction === undefined && typeof protocol === "string" && copiesFiles(protocol)) {
      const block = blockOf(m.locator);
      const op = block ? benchmarksOperation(doc, block) : null;
      // only a read: a dd from /dev/zero before a copy made the test data, it did not measure the share
      if (block && op === "read") {
        m.operation = op;
        m.access ??= commandsAccess(doc, block);
      }
    }
  }
}
