import { z } from "zod";
import type { Access, Metric, Operation } from "../model/vocabulary.ts";
import { memoText } from "./memo.ts";
import { normaliseText } from "./normaliseText.ts";
import { sectionEntries, termGroup, termTable, type TermFinder } from "../grammar/termTable.ts";
import { escapeRegExp as escape } from "./escapeRegExp.ts";
import { baseFormsMayName } from "../ja/tokenizer.ts";
import { readDataFile } from "../dataFile.ts";
import { descriptorWords } from "../grammar/loadDescriptors.ts";
import { allMatches as matchesOf } from "./allMatches.ts";

const LexiconFile = z.object({
  operation: z.partialRecord(z.enum(["read", "write", "copy", "transfer", "read_write"]), z.array(z.string())),
  /** A line's two directions (`download`, `下り`): words of reading and writing, except that a line's figures are transfers with the direction as a condition. */
  line_directions: z.object({ download: z.array(z.string()).min(1), upload: z.array(z.string()).min(1) }),
  /** Request methods printed in capitals (`PUT`, `GET` of HTTP and object stores): the operation they perform, matched only as printed. */
  request_methods: z.partialRecord(z.enum(["read", "write"]), z.array(z.string())),
  access: z.partialRecord(z.enum(["sequential", "random"]), z.array(z.string())),
  metric: z.partialRecord(z.enum(["throughput", "iops", "duration", "latency", "bandwidth", "cpu_utilisation"]), z.array(z.string())),
  tools: z.record(z.string(), z.array(z.string())),
  protocols: z.record(z.string(), z.array(z.string())),
  offload_terms: z.array(z.string()),
  switch_words_before: z.object({ $why: z.string(), on: z.array(z.string()).min(1), off: z.array(z.string()).min(1) }),
  on_words: z.array(z.string()),
  off_words: z.array(z.string()),
  nic_vendors: z.array(z.string()),
  storage_adapter_words: z.array(z.string()),
  nic_model_patterns: z.array(z.string()),
  condition_labels: z.record(z.string(), z.array(z.string())),
  setting_commands: z.record(z.string(), z.array(z.string())),
  generic_headings: z.array(z.string()),
  generic_heading_parts: z.object({ $comment: z.string().optional(), topics: z.array(z.string()), aspects: z.array(z.string()), drive_kinds: z.array(z.string()), clause_verbs: z.array(z.string()) }),
  spec_labels: z.record(z.string(), z.array(z.string())),
  roles: z.record(z.string(), z.array(z.string())),
  cpu_families: z.record(z.string(), z.array(z.string())),
  os_names: z.record(z.string(), z.array(z.string())),
  os_abbreviations: z.record(z.string(), z.string()),
  cpu_core_suffix_families: z.array(z.string()),
  nas_vendors: z.array(z.string()),
  nas_words: z.array(z.string()),
  storage_words: z.array(z.string()),
  setting_terms: z.array(z.string()),
  /** The marks a label line may start with (`■ Laptop`, `● 結果`), as one string of characters. */
  bullet_marks: z.string().min(1),
  prose_systems: z.object({
    figure_words: z.array(z.string()),
    designator_after: z.array(z.string()),
    designator_before: z.array(z.string()),
    topic_after: z.array(z.string()),
    disk_words: z.array(z.string()),
    memory_words: z.array(z.string()),
  }),
  prose: z.object({
    /** Words that make `N本` a count of streams (`TCPを4本`, `4本並列`): alone the counter counts anything (antennas, cables, drives). */
    stream_counter_words: z.array(z.string()).min(1),
    approximate_before: z.array(z.string()),
    approximate_after: z.array(z.string()),
    bound_after: z.array(z.string()),
    hypothetical_after: z.array(z.string()),
    spec_verbs: z.array(z.string()),
    summary_headings: z.array(z.string()),
    hypothetical_headings: z.array(z.string()),
    hypothetical_heading_ends: z.array(z.string()),
    /** A heading that is only the test's setup (`検証環境`, `使用した H/Wスペック`, `Test setup`): one head word, then one tail word, and nothing else. */
    setup_headings: z.object({ heads: z.array(z.string()).min(1), tails: z.array(z.string()).min(1) }),
    time_headings: z.array(z.string()),
    tuning: z.record(z.string(), z.array(z.string())),
    file_words: z.array(z.string()),
    nominal_before: z.array(z.string()),
    nominal_labels: z.array(z.string()),
    bound_before: z.array(z.string()),
    setting_after: z.array(z.string()),
    condition_after: z.array(z.string()),
    interface_words: z.array(z.string()),
    comparison_after: z.array(z.string()),
    comparison_before: z.array(z.string()),
    cpu_words: z.array(z.string()),
    latency_words: z.array(z.string()),
    result_verbs_at: z.array(z.string()),
    duration_after: z.array(z.string()),
    duration_before: z.array(z.string()),
    both_words: z.array(z.string()),
    estimate_words: z.array(z.string()),
    requirement_words: z.array(z.string()),
    operation_forms: z.partialRecord(z.enum(["read", "write", "copy", "transfer", "read_write"]), z.array(z.string())),
    ceiling_after: z.array(z.string()),
    every_words: z.array(z.string()),
    /** Head nouns of a drive phrase in English prose, and the words that make a `card` a storage card (`SD card`). */
    drive_nouns: z.array(z.string()).min(1),
    card_kinds: z.array(z.string()).min(1),
    determiners: z.array(z.string()).min(1),
    /** Words that end an English noun phrase: prepositions, conjunctions, a result sentence's verbs, pronouns and modals. */
    phrase_stops: z.array(z.string()).min(1),
    /** What may stand alone between two listed values (`、`, `and`); `coordinators` add the words of a coordinated list (`や`, `または`). */
    list_joiners: z.array(z.string()).min(1),
    coordinators: z.array(z.string()),
  }),
  tables: z.object({
    change_words: z.array(z.string()),
    aggregate_words: z.array(z.string()),
    score_words: z.array(z.string()),
    nominal_words: z.array(z.string()),
    limit_words: z.array(z.string()),
    measured_words: z.array(z.string()),
    network_media: z.array(z.string()),
    storage_words: z.array(z.string()),
    storage_vendors: z.array(z.string()),
    not_rate_words: z.array(z.string()).min(1),
    network_benchmarks: z.array(z.string()).min(1),
    network_copy_tools: z.array(z.string()).min(1),
    /** Protocols that copy files onto a store: a download over them reads the far store, an upload writes it (DESIGN: read/write by where data lands). */
    file_copy_protocols: z.array(z.string()).min(1),
    /** Copy tools and protocols that always cross a network (scp, curl, SFTP …): a figure of theirs no word gives an operation or direction is a transfer (DESIGN: transfer is the network's operation, no direction). */
    remote_copiers: z.array(z.string()).min(1),
    sequential_tools: z.array(z.string()),
    /** A read served from a cache (`Cached Disk Read`, hdparm -T) has no access pattern of the drive's. */
    cache_read_words: z.array(z.string()).min(1),
    /** Tools that measure a store: their figures are reads or writes whatever direction a heading names. */
    storage_benchmarks: z.array(z.string()).min(1),
    rate_table_tools: z.array(z.string()),
    /** Storage benchmarks that report operations per second as readily as bytes per second: a figure of theirs with no unit is a rate only where the table's scope names which (`IOPS性能を測定`, `MB/s`). */
    operation_rate_tools: z.array(z.string()),
    read_only_tools: z.array(z.string()),
    method_headings: z.array(z.string()),
    /** Function words of an English sentence: three in a heading make it a headline, not a drive's name. */
    headline_function_words: z.array(z.string()).min(1),
    /** Words that say a percentage is a processor's load, matched anywhere (`CPU`, `負荷`), and the fields printed beside `%` (`%sys`). */
    cpu_words: z.array(z.string()).min(1),
    cpu_percent_fields: z.array(z.string()).min(1),
  }),
});
export type LexiconData = z.infer<typeof LexiconFile>;

/** The term lexicon (src/normalise/lexicon.json), validated once on first use. */
export const lexicon: LexiconData = withDirectionsAsOperations(readDataFile(LexiconFile, new URL("./lexicon.json", import.meta.url)));

/** A line's direction words are words of reading (download) and writing (upload) for every structure's operation matcher; completeDescriptors makes a line's figures transfers. */
function withDirectionsAsOperations(data: LexiconData): LexiconData {
  const { download, upload } = data.line_directions;
  return { ...data, operation: { ...data.operation, read: [...(data.operation.read ?? []), ...download], write: [...(data.operation.write ?? []), ...upload] } };
}

const DIRECTIONS = termTable([...lexicon.line_directions.download.map((t) => [t, "download"] as const), ...lexicon.line_directions.upload.map((t) => [t, "upload"] as const)]);
/** The text (normalised) with a line's direction words blanked: what else it says of reading or writing. */
export const withoutLineDirections = memoText(function withoutLineDirections(text: string): string {
  let t = normaliseText(text);
  for (const h of DIRECTIONS(t)) t = t.slice(0, h.index) + " ".repeat(h.length) + t.slice(h.index + h.length);
  return t;
});

/** The directions of a line a text names (`下り`, `Upload`), each once, in order. */
export const lineDirectionsIn = memoText(function lineDirectionsIn(text: string): ("download" | "upload")[] {
  return [...new Set(DIRECTIONS(normaliseText(text)).map((h) => h.value))];
});

/** Latin terms match as whole words (not inside `xdd6` or `address`); Japanese terms match anywhere. */
function termPattern(term: string): string {
  const t = escape(normaliseText(term).toLowerCase());
  return /^[a-z0-9]/i.test(term) ? `(?<![a-z])${t}(?![a-z])` : t;
}

/**
 * The descriptor grammar's term tables (operations, access, metrics, tools, protocols, printed output here; describe's
 * tests, configurations, statistics, transports, networks and agent nouns added by grammar/describe.ts): one trie, so a
 * text the readers ask several of them about in turn is read once for all of them.
 */
export const descriptorTerms = termGroup();
// Single letters (W, R) are operations only when they stand alone or prefix a value (`W-316MB/s`): see operationsIn.
export const OPERATION_TERMS: TermFinder<Operation> = descriptorTerms.table(sectionEntries(lexicon.operation).filter(([t]) => t.length > 1));
export const ACCESS_TERMS: TermFinder<Access> = descriptorTerms.table(sectionEntries(lexicon.access));
export const METRIC_TERMS: TermFinder<Metric> = descriptorTerms.table(sectionEntries(lexicon.metric));
export const TOOL_TERMS: TermFinder<string> = descriptorTerms.table(sectionEntries(lexicon.tools));
export const PROTOCOL_TERMS: TermFinder<string> = descriptorTerms.table(sectionEntries(lexicon.protocols));

/** A table's matcher as the keys its terms name: every key whose term occurs in a text, in order of first occurrence. */
const keysOf = <K extends string>(find: TermFinder<K>) => (text: string): K[] => [...new Set(find(text).map((h) => h.value))];

const OPS = keysOf(OPERATION_TERMS);
const METHOD_OPS = new Map(Object.entries(lexicon.request_methods).flatMap(([op, words]) => (words ?? []).map((w) => [w, op as Operation] as const)));
const METHODS = new RegExp(`(?<![A-Za-z])(?:${[...METHOD_OPS.keys()].map(escape).join("|")})(?![A-Za-z])`, "g");
/** The operations of the request methods a text prints in capitals (`PUT` → write, `GET` → read). */
export const requestMethodsIn = (text: string): Operation[] => [...matchesOf(text, METHODS)].map((m) => METHOD_OPS.get(m[0])).filter((o): o is Operation => o !== undefined);
const ACCESS = keysOf(ACCESS_TERMS);
const METRIC = keysOf(METRIC_TERMS);
const TOOLS = keysOf(TOOL_TERMS);
const PROTOCOLS = keysOf(PROTOCOL_TERMS);
const LABELS = Object.entries(lexicon.condition_labels)
  .flatMap(([key, terms]) => terms.map((t) => ({ key, t })))
  .sort((a, b) => b.t.length - a.t.length)
  // (`length`: what the term matches, normalised and in lower case: a label shorter than it, or over twice as long, cannot
  // be mostly that term, and its pattern is not run)
  .map(({ key, t }) => ({ key, re: new RegExp(termPattern(t), "iu"), length: normaliseText(t).toLowerCase().length }));

/** Every key of a compiled table whose term occurs in the text, first occurrence order. */
const allMatches = (table: (text: string) => string[], text: string): string[] => table(text);

/** `出力は次のようになります`, `出力例`: a program's printed output (descriptors.json `printed_output`), whose words name no operation. */
export const PRINTED_OUTPUT = descriptorTerms.table(descriptorWords.printed_output.words.map((w) => [w, w] as [string, string]));

/** Operations named in a text (`10GB書き込み` → write; `R/W` → read_write). Single letters only when the text is that letter. */
export const operationsIn = memoText(function operationsIn(text: string): Operation[] {
  let t = normaliseText(text);
  if (/^[wW]$/.test(t)) return ["write"];
  if (/^[rR]$/.test(t)) return ["read"];
  for (const h of PRINTED_OUTPUT(t)) t = t.slice(0, h.index) + " ".repeat(h.length) + t.slice(h.index + h.length);
  const ops = allMatches(OPS, t) as Operation[];
  for (const op of requestMethodsIn(t)) if (!ops.includes(op)) ops.push(op);
  if (ops.includes("read_write")) return ["read_write"];
  if (ops.includes("read") && ops.includes("write")) return ["read_write"];
  return ops;
});

/** Whether a Japanese text's base forms may name an operation (what operationsIn reads of them): else it is not tokenized for one. */
export const formsMayNameOperation = baseFormsMayName([...sectionEntries(lexicon.operation).map(([t]) => t).filter((t) => t.length > 1), ...METHOD_OPS.keys()]);

export const accessIn = memoText(function accessIn(text: string): Access | null {
  const a = allMatches(ACCESS, text);
  return a.length === 1 ? (a[0] as Access) : null;
});

export const metricsIn = memoText(function metricsIn(text: string): Metric[] {
  return allMatches(METRIC, text) as Metric[];
});

export const toolsIn = memoText(function toolsIn(text: string): string[] {
  return allMatches(TOOLS, text);
});

/** `http://…`, `ftp://…`: an address's scheme names no protocol a test ran over. */
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

/** A tool that streams its data in order (lexicon `sequential_tools`: dd, hdparm, …): what it measured is sequential access. */
export const streamingTool = (tool: string): boolean => lexicon.tables.sequential_tools.includes(tool.toLowerCase());

/** `--ncp-disable`, `--nfs-version=4`: a command-line option's name is the program's word, no protocol the page names. */
const OPTION_NAME = /(?<![\p{L}\p{N}])--?[a-z][\w-]*/gu;
export const protocolsIn = memoText(function protocolsIn(text: string): string[] {
  const t = text.includes("://") ? text.replace(ADDRESS, " ") : text;
  return allMatches(PROTOCOLS, t.includes("-") ? t.replace(OPTION_NAME, " ") : t);
});

/** The condition key a header label names (`BlockSize` → block_size_bytes, `ストレージ構成` → storage), if any. */
export const conditionKeyForLabel = memoText(function conditionKeyForLabel(label: string): string | null {
  const t = normaliseText(label).toLowerCase().replace(/^[・•●◆◇■□\-*]\s*/, "").replace(/\s*[(（].*$/, "").trim();
  if (!t) return null;
  for (const { key, re, length } of LABELS) {
    if (length > t.length || length < t.length * 0.5) continue;
    const m = re.exec(t);
    // the label must be mostly the term itself, not a sentence that mentions it
    if (m && m[0].length >= t.length * 0.5) return key;
  }
  return null;
});

const alternation = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).map((w) => escape(normaliseText(w).toLowerCase())).join("|");
/** A topic and an aspect only (`ディスクi/o性能`, `network throughput test`): lexicon `generic_heading_parts`. */
const TOPIC_ASPECT = new RegExp(`^(?:(?:${alternation(lexicon.generic_heading_parts.topics)})[\\s・/]?){1,3}(?:(?:${alternation(lexicon.generic_heading_parts.aspects)})[\\s・]?){1,3}$`);

const DRIVE_KIND_ASPECT = new RegExp(
  `^((?:(?:${alternation([...lexicon.tables.storage_words, ...lexicon.generic_heading_parts.drive_kinds])})[\\s・/]?){1,3}?)\\s*の?(?:(?:${alternation(lexicon.generic_heading_parts.aspects)})[\\s・]?){1,3}$`,
);
/**
 * `SD Card Performance`, `NVMe速度ベンチマーク`: a heading of a drive's kind and an aspect only names that kind, not a drive —
 * the kind without the aspect (`SD Card`, `NVMe`), or null for any other heading.
 */
export const driveKindOfHeading = memoText(function driveKindOfHeading(text: string): string | null {
  const t = normaliseText(text).trim();
  const m = DRIVE_KIND_ASPECT.exec(t.toLowerCase());
  return m?.[1] ? t.slice(0, m[1].length).trim() : null;
});

const CLAUSE_VERB = new RegExp(`(?<![\\p{L}'])(?:${alternation(lexicon.generic_heading_parts.clause_verbs)})(?![\\p{L}'])`, "iu");
/** `Not all MicroSD cards are equal`: a heading holding a clause verb is a sentence of the text, not the name of what was measured. */
export const isClauseHeading = memoText((text: string): boolean => CLAUSE_VERB.test(normaliseText(text)));

/** True for headings that name a section generically (結果, Results) rather than a condition. */
export const isGenericHeading = memoText(function isGenericHeading(text: string): boolean {
  const t = normaliseText(text).toLowerCase().replace(/^[\s\d.)\]■□◆◇●○・※#]+/, "").trim();
  return lexicon.generic_headings.some((g) => t === g.toLowerCase()) || TOPIC_ASPECT.test(t);
});

const NIC_VENDOR_RE = new RegExp(`(?<![A-Za-z])(?:${lexicon.nic_vendors.map(escape).join("|")})(?![A-Za-z])`, "i");
const NIC_MODEL_RES = lexicon.nic_model_patterns.map((p) => new RegExp(p));

/** A card reader, a slot, a drive's adapter or enclosure (`外付けUSBリーダー`, `D4内蔵スロット`, `USB-SATA adapter`): what a drive was read through. */
const STORAGE_ADAPTER = termFinder(lexicon.storage_adapter_words);

/** True when a text names an adapter: a network adapter (a NIC vendor or a NIC model number) or what a drive was read through. */
export const namesAdapter = memoText(function namesAdapter(text: string): boolean {
  const t = normaliseText(text);
  return NIC_VENDOR_RE.test(t) || NIC_MODEL_RES.some((re) => re.test(t)) || STORAGE_ADAPTER(t) !== null;
});

export const onWords = lexicon.on_words;
/** Words before an offload's name that switch it on or off (`With GRO`, `without TSO`). */
export const switchWordsBefore = lexicon.switch_words_before;
export const offWords = lexicon.off_words;
export const offloadTerms = lexicon.offload_terms;

const STORAGE = keysOf(termTable(sectionEntries({ storage: lexicon.storage_words })));
const DEVICE_PATH_RE = /\/dev\/(?:sd[a-z]|hd[a-z]|vd[a-z]|xvd[a-z]|nvme\d|mmcblk\d|md\d|ada?\d|disk\d)/;

/** True when a text names a storage device: a disk word (`NVMe SSD`, `microSD`, `USBメモリ`) or a device path (`/dev/sdb`). */
export const namesStorage = memoText(function namesStorage(text: string): boolean {
  return DEVICE_PATH_RE.test(text) || allMatches(STORAGE, text).length > 0;
});

const SETTING_RE = new RegExp(
  `(?<![\\p{L}])(${lexicon.setting_terms.map((t) => escape(t)).sort((a, b) => b.length - a.length).join("|")})\\s*(?:[=:]\\s*)?(on|off|enabled|disabled|有効|無効|オン|オフ|あり|なし)(?=\\s*(?:[,.:;)、。：（(]|and\\b|$))`,
  "iu",
);

/** A storage setting stated with its state (`with compression off:`, `write cache enabled`, `圧縮オン`), as `compression off`. */
export const settingIn = memoText(function settingIn(text: string): string | null {
  const m = SETTING_RE.exec(normaliseText(text));
  if (!m?.[1] || !m[2]) return null;
  const on = /^(on|enabled|有効|オン|あり)$/i.test(m[2]);
  return `${m[1].toLowerCase()} ${on ? "on" : "off"}`;
});

/** Returns the longest of the terms the text names (Latin terms as whole words), or null: for the table word lists. */
export function termFinder(terms: string[]): (text: string) => string | null {
  const find = termTable(terms.map((t) => [t, t] as const));
  return memoText((text: string) => find(text).reduce<string | null>((best, h) => (best === null || h.value.length > best.length ? h.value : best), null));
}

const NETWORK_BENCHMARKS = new Set(lexicon.tables.network_benchmarks);
const NETWORK_MOVERS = new Set([...lexicon.tables.network_benchmarks, ...lexicon.tables.network_copy_tools]);
/** A tool that measures a network (iperf, netperf …): its rate is a transfer, whatever words surround it. */
export const isNetworkBenchmark = (tool: string): boolean => NETWORK_BENCHMARKS.has(tool.toLowerCase());
const STORAGE_BENCHMARKS = new Set(lexicon.tables.storage_benchmarks.map((t) => t.toLowerCase()));
/** A tool that measures a store (dd, fio, hdparm, CrystalDiskMark …): its figures read or write it, never cross a line. */
export const isStorageBenchmark = (tool: string): boolean => STORAGE_BENCHMARKS.has(tool.toLowerCase());
const FILE_COPIERS = new Set([...lexicon.tables.network_copy_tools, ...lexicon.tables.file_copy_protocols].map((t) => t.toLowerCase()));
/** A copy tool or file protocol (scp, curl, FTP, SMB …): what it downloads is read, what it uploads is written. */
export const copiesFiles = (name: string): boolean => FILE_COPIERS.has(name.toLowerCase());
const REMOTE_COPIERS = new Set(lexicon.tables.remote_copiers.map((t) => t.toLowerCase()));
/** A copy tool or protocol that always crosses a network (scp, sftp, curl, FTP …), unlike a local copy (cp, rsync between disks) or a file system's own protocol (SMB, NFS). */
export const copiesRemotely = (name: string): boolean => REMOTE_COPIERS.has(name.toLowerCase());
/** A tool that moves data over a network, to measure it or to copy files (scp, rsync, curl …): no disk access pattern. */
export const movesOverNetwork = (tool: string): boolean => NETWORK_MOVERS.has(tool.toLowerCase());

/** `CPU`, `負荷`, `utilisation`, `%sys`, `idle %`: the words (lexicon.tables.cpu_words, matched anywhere) that say a percentage is a processor's load. */
export const processorLoadWords = new RegExp(
  `${lexicon.tables.cpu_words.map(escape).join("|")}|%\\s*(?:${lexicon.tables.cpu_percent_fields.map(escape).join("|")})|(?:${lexicon.tables.cpu_percent_fields.map(escape).join("|")})\\s*%`,
  "i",
);
