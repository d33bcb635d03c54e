import type { Access } from "../model/vocabulary.ts";
import type { MeasurementDraft } from "../model/records.ts";
import { describe, operationsNamed } from "../grammar/describe.ts";
import { conditionsFromText } from "./conditions.ts";
import { accessIn, copiesFiles, copiesRemotely, isNetworkBenchmark, isStorageBenchmark, lexicon, lineDirectionsIn, termFinder, withoutLineDirections } from "../normalise/lexicon.ts";
import { allMatches } from "../normalise/allMatches.ts";

/** A word that makes a size in a configuration's name the block size (`0.5KiB blocks`, `ブロックサイズ 4K`). */
const BLOCK_WORD = /(?<![a-z])blocks?(?![a-z])|block\s*size|ブロック/i;

/** Condition keys holding the text a reader kept as what a figure is (`SEQ1M-Q8T1-Read`, `FIO 4k random write`). */
const DESCRIPTOR_KEYS = ["test", "label"] as const;

/**
 * The descriptor grammar over what each row's own reader kept as its name: a field the row lacks and its name states is
 * filled (block size, queue depth, threads, operation, and access where the name spells it, is a tool's test name or a
 * CrystalDiskMark test with its queue marks — a bare `4k` in `IOZone 4k read` says nothing of the pattern), and the network
 * a name or configuration names (`万兆` → 10GbE). What a reader set is never changed.
 */
export function completeDescriptors(rows: MeasurementDraft[]): void {
  // a table's rows that print a byte rate: a time in the same row whose header named no latency is the run's own time
  // (`run | microsec | MB/s`: how long the pass took at that rate), however short
  const rowOf = (m: MeasurementDraft) => (m.origin === "table" ? m.locator.replace(CELL_OR_PART, "") : null);
  const rateRows = new Set(rows.filter((m) => m.metric === "throughput" && m.siUnit === "B/s").map(rowOf));
  for (const m of rows) {
    if (isPerOperationTime(m) && !(rowOf(m) !== null && rateRows.has(rowOf(m)))) m.metric = "latency";
    for (const key of [...DESCRIPTOR_KEYS, "config"] as const) {
      const text = m.conditions[key];
      if (typeof text !== "string" || !text.trim()) continue;
      const d = describe(text);
      // a configuration names the network it ran over (`万兆`, `10GbE`); its sizes are settings of the setup, not the test's
      if (d.network !== null && m.conditions.network === undefined) m.conditions = { ...m.conditions, network: d.network };
      // …and the offload it switches (`With GRO & GSO`, `TSO off`), whichever structure kept the name
      if (m.conditions.offload_enabled === undefined) {
        const { offload, offload_enabled } = conditionsFromText(text);
        if (typeof offload_enabled === "boolean") m.conditions = { ...m.conditions, offload_enabled, ...(offload !== undefined && m.conditions.offload === undefined ? { offload } : {}) };
      }
      // `TCP payload`, `UDP goodput`: a rate its name gives a transport and no operation crossed a network
      if ((m.operation ?? null) === null && m.metric === "throughput" && d.transport !== null && d.operation === null) m.operation = "transfer";
      // …except a block size it names as one (`0.5KiB blocks`, `block size 64k`): that is the test's
      if (key === "config") {
        if (d.blockSizeBytes !== null && m.conditions.block_size_bytes === undefined && BLOCK_WORD.test(text)) m.conditions = { ...m.conditions, block_size_bytes: d.blockSizeBytes };
        continue;
      }
      const add: Record<string, number> = {};
      if (d.blockSizeBytes !== null && m.conditions.block_size_bytes === undefined) add.block_size_bytes = d.blockSizeBytes;
      if (d.queueDepth !== null && m.conditions.queue_depth === undefined) add.queue_depth = d.queueDepth;
      if (d.threads !== null && m.conditions.threads === undefined) add.threads = d.threads;
      if (Object.keys(add).length) m.conditions = { ...m.conditions, ...add };
      if (m.operation === null && d.operation !== null && d.operation !== "transfer") m.operation = d.operation;
      if (m.access === null) m.access = spelledAccess(text);
    }
  }
  const copying = reportsCopying(rows);
  // the lines (or table rows) where a network benchmark printed a transfer's rate: a time beside it is that transfer's
  const lineOf = (m: MeasurementDraft) => m.locator.replace(CELL_OR_PART, "");
  for (const m of rows) {
    asLineTransfer(m, copying.has(m.report));
    asRemoteCopy(m);
    asBenchmarkTransfer(m);
  }
  const transferLines = new Set(rows.filter((m) => m.metric === "throughput" && m.operation === "transfer").map(lineOf));
  for (const m of rows) {
    // (under a second, as a collective's `time` in µs; not a jitter, loss or window its words name, nor a test's length)
    if (transfersTime(m) && transferLines.has(lineOf(m))) m.operation = "transfer";
    // sequential and random are patterns of a store's access: a transfer over a network has none (a `16 KB` message size
    // read as a small test block said `random`)
    if (m.operation === "transfer") m.access = null;
  }
}

/**
 * A rate or time of a copy that always crosses a network (its tool or protocol is scp, sftp, curl, FTP …: lexicon
 * `remote_copiers`) that no word gave a direction, and no operation but the copy itself (`scp でコピーした`), is a
 * transfer: a table of scp ciphers' MB/s, an mscp time per region. A local copy tool or a file system's protocol
 * (rsync, SMB, NFS) says nothing of the sort.
 */
function asRemoteCopy(m: MeasurementDraft): void {
  if ((m.operation ?? null) !== null && m.operation !== "copy") return;
  if (m.metric !== "throughput" && m.metric !== "duration") return;
  if (m.conditions.direction !== undefined) return;
  if ([m.conditions.tool, m.conditions.protocol].filter(named).some(copiesRemotely)) m.operation = "transfer";
}

/**
 * A rate or message rate no word gave an operation, measured by a network benchmark (iperf3, sockperf, netperf: lexicon
 * `network_benchmarks`), is what the benchmark always measures: a transfer over the network. (A time it prints on the
 * line of such a rate, nccl-tests' `time` beside `algbw`, is that transfer's: completeDescriptors; a jitter, a test's
 * length or a latency keeps no operation.)
 */
function asBenchmarkTransfer(m: MeasurementDraft): void {
  if ((m.operation ?? null) !== null || (m.metric !== "throughput" && m.metric !== "iops")) return;
  if (named(m.conditions.tool) && isNetworkBenchmark(m.conditions.tool)) m.operation = "transfer";
}

const NOT_RATE = termFinder(lexicon.tables.not_rate_words);
/** A network benchmark's printed time under a second with no operation, whose words name no jitter, loss or window (printed: a tool's output, or a grid of it in a code block; a page table's `Setup time` beside a rate is none). */
const transfersTime = (m: MeasurementDraft): boolean =>
  m.metric === "duration" && (m.origin === "tool-output" || m.locator.startsWith("pre[")) && (m.operation ?? null) === null && named(m.conditions.tool) && isNetworkBenchmark(m.conditions.tool) && m.valueSi !== null && m.valueSi < 1 && !NOT_RATE(JSON.stringify(m.conditions));
/** The cell of a table row (`/c3`) or the figure of a line (`/q2`) at the end of a locator. */
const CELL_OR_PART = /\/(?:q\d+|c\d+)$/;

const named = (v: unknown): v is string => typeof v === "string" && v.length > 0;

/** Reports some of whose figures come from copy tools or file protocols (scp, FTP, SMB …). */
function reportsCopying(rows: MeasurementDraft[]): Set<MeasurementDraft["report"]> {
  const copying = new Set<MeasurementDraft["report"]>();
  for (const m of rows) if ([m.conditions.tool, m.conditions.protocol].filter(named).some(copiesFiles)) copying.add(m.report);
  return copying;
}

/**
 * A figure its own name reads or writes only by a line's direction (`Download`, `下り速度`, `upload 1.5 Mb/s`) is a network
 * transfer, the direction kept in `direction` (DESIGN: transfer is the network's operation). A copy tool's or file
 * protocol's download stays a read of the far store and its upload a write, as the corpus labels copies.
 */
function asLineTransfer(m: MeasurementDraft, pageCopies: boolean): void {
  const own = [m.conditions.tool, m.conditions.protocol].filter(named);
  const copy = own.some(copiesFiles) || (!own.length && pageCopies);
  // a prose figure its line's direction made a transfer (`FTPでダウンロードすると…`): a copy's is a read or write after all
  const scoped = m.conditions.direction === "download" || m.conditions.direction === "upload" ? m.conditions.direction : null;
  if (m.operation === "transfer" && copy && scoped) m.operation = scoped === "download" ? "read" : "write";
  // a rate or time its scope gave only a direction (`upload 実測は次の通り` over a table): a copy's read or write, else a transfer
  if ((m.operation ?? null) === null && scoped && (m.metric === "throughput" || m.metric === "duration")) m.operation = copy ? (scoped === "download" ? "read" : "write") : "transfer";
  if (m.operation !== "read" && m.operation !== "write") return;
  // a copy's, or a storage benchmark's (`dd` under `アップロード元のテストデータの作成`), stays a read or write
  if (copy) return;
  if (own.some(isStorageBenchmark)) {
    if (m.conditions.direction !== undefined) m.conditions = Object.fromEntries(Object.entries(m.conditions).filter(([k]) => k !== "direction"));
    return;
  }
  // a network benchmark's table caption names its figures' direction (`iPerf3による下り速度`)
  const benchmark = own.some(isNetworkBenchmark);
  const stated = m.conditions.direction;
  const direction = stated === "download" || stated === "upload" ? stated : stated === undefined ? lineDirection(m, benchmark) : null;
  if (!direction || (direction === "download") !== (m.operation === "read")) return;
  m.operation = "transfer";
  m.conditions = { ...m.conditions, direction };
}

const NUMBER = /\d[\d.,]*/g;
/** The words of a line between the figure before a value and the value (`上り` of `下り56.28Mbps 上り14.60Mbps` for 14.6). */
function leadOf(raw: string, value: number): string | null {
  let from = 0;
  for (const n of allMatches(raw, NUMBER)) {
    if (Number(n[0].replace(/,/g, "").replace(/\.$/, "")) === value) return raw.slice(from, n.index);
    from = n.index + n[0].length;
  }
  return null;
}

/**
 * The one direction of a line (download, upload) a row's own name states (a network benchmark's caption too), else its
 * line or sentence, else the words just before its figure; null where another read or write word is there.
 */
function lineDirection(m: MeasurementDraft, benchmark: boolean): "download" | "upload" | null {
  for (const text of [m.conditions.test, m.conditions.label, m.conditions.config, benchmark ? m.conditions.table : undefined, m.raw, leadOf(m.raw, m.value)]) {
    if (!named(text)) continue;
    const found = lineDirectionsIn(text);
    if (found.length > 1 && text === m.raw) continue;
    if (!found.length) continue;
    if (found.length > 1) return null;
    const direction = found[0]!;
    return operationsNamed(withoutLineDirections(text)).some((o) => o !== "transfer" && o !== "copy") ? null : direction;
  }
  return null;
}

/**
 * The access pattern a row's name spells (`random write`), or a test name's (`4KB Q8T8 Read`, `SEQ1M Q8T1`: the grammar's
 * reading of a benchmark's test with its queue marks); null for a bare size (`IOZone 4k read` says nothing of the pattern).
 */
export function spelledAccess(text: string): Access | null {
  const d = describe(text);
  const spelled = accessIn(text) !== null || d.queueDepth !== null || d.threads !== null || d.test !== null;
  return spelled ? d.access : null;
}

/** The access pattern a row's own names (`test`, `label`) spell, the nearer first; null where they spell none. */
export function namedAccess(conditions: Record<string, unknown>): Access | null {
  for (const key of DESCRIPTOR_KEYS) {
    const text = conditions[key];
    const access = typeof text === "string" && text.trim() ? spelledAccess(text) : null;
    if (access) return access;
  }
  return null;
}

/** Reads and writes: the operations whose time, under a second, is the time one request took. */
const IO_OPERATIONS = new Set(["read", "write", "read_write"]);

/**
 * A time under a second of a read or write (`0.26 ms` of random reads, `平均 4.2 ms` of fsync writes) is how long one
 * request took: a latency. A whole run's time (dd's `8602 ms`, a copy's seconds) is a second or more, and stays a duration.
 */
function isPerOperationTime(m: MeasurementDraft): boolean {
  return m.metric === "duration" && m.operation !== null && IO_OPERATIONS.has(m.operation) && m.siUnit === "s" && m.valueSi !== null && m.valueSi > 0 && m.valueSi < 1 && !/^s(?:ec(?:ond)?s?)?$|^秒$/i.test(m.unit.trim());
}
