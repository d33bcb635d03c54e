import type { Access, Metric, Operation } from "../model/vocabulary.ts";
import { ACCESS_TERMS, METRIC_TERMS, OPERATION_TERMS, PRINTED_OUTPUT, PROTOCOL_TERMS, TOOL_TERMS, descriptorTerms, formsMayNameOperation, lexicon, lineDirectionsIn, namesAdapter, requestMethodsIn, termFinder, withoutLineDirections } from "../normalise/lexicon.ts";
import { memoText } from "../normalise/memo.ts";
import { camelWords, normaliseText } from "../normalise/normaliseText.ts";
import { baseForms } from "../ja/tokenizer.ts";
import { descriptorWords as words, type TestFields } from "./loadDescriptors.ts";
import { sectionEntries } from "./termTable.ts";
import { markedBlockSize, testNameFields } from "./testName.ts";
import { appendAll } from "../appendAll.ts";
import { escapeRegExp as escape } from "../normalise/escapeRegExp.ts";
import { parseUnit } from "../normalise/parseQuantity.ts";
import { percentileOf, withoutPercentiles } from "./percentile.ts";
import { RAID_LEVEL, raidLevelName } from "./raidLevel.ts";

/** A statistic of the grammar's words (`descriptors.json` `statistic`), or a percentile (`p95`, `p99.9`). */
export type Statistic = "mean" | "max" | "min" | "median" | "stddev" | "total" | `p${string}`;

/**
 * What a descriptor text says about the figures it describes. Null (or empty) where the text says nothing; the scoping
 * rule (scopeDescriptors) fills those from outer context. `subject` is the text itself when it names no measurement
 * word: the drive, adapter or configuration a column or heading is about.
 */
export interface Descriptor {
  metric: Metric | null;
  operation: Operation | null;
  access: Access | null;
  statistic: Statistic | null;
  blockSizeBytes: number | null;
  fileSizeBytes: number | null;
  queueDepth: number | null;
  threads: number | null;
  /** Application protocol (NFS, SMB, iSCSI …), with the NFS version when written (`NFSv3`). */
  protocol: string | null;
  nfsVersion: number | null;
  /** Transport under it (TCP, UDP, SCTP, RDMA RC …). */
  transport: string | null;
  /** Network medium (10GbE, InfiniBand, Wi-Fi …). */
  network: string | null;
  raid: string | null;
  /** Configuration words: cache policy (`Write Back`), tuning, disk count (`4 disks`) — never an operation. */
  config: string[];
  subject: { kind: "storage" | "adapter" | "config"; text: string } | null;
  run: number | null;
  tool: string | null;
  /** A tool's test name as written (`randread`, `tcp_bw`, `TCP_MAERTS`, `Block output`). */
  test: string | null;
  /** A tool's direction word (`sender`, `receiver`, `reverse` for MAERTS). */
  direction: string | null;
}

export const emptyDescriptor = (): Descriptor => ({
  metric: null, operation: null, access: null, statistic: null, blockSizeBytes: null, fileSizeBytes: null, queueDepth: null, threads: null,
  protocol: null, nfsVersion: null, transport: null, network: null, raid: null, config: [], subject: null, run: null, tool: null, test: null, direction: null,
});

// the grammar's term tables, in the lexicon's group with its operation, access, metric, tool, protocol and printed-output
// tables: parse asks about ten of them of one text and of what is left of it, each text read once for all
const TESTS = descriptorTerms.table(Object.entries(words.tool_tests).flatMap(([tool, tests]) => Object.entries(tests).map(([name, f]) => [name, { tool, ...f }] as [string, TestFields & { tool: string }])), { tiling: true });
const CONFIG = descriptorTerms.table(words.configuration.map((w) => [w, w] as [string, string]), { tiling: true });
const OPERATION = OPERATION_TERMS;
const ACCESS = ACCESS_TERMS;
const METRIC = METRIC_TERMS;
const STATISTIC = descriptorTerms.table(sectionEntries(words.statistic));
const PROTOCOL = PROTOCOL_TERMS;
const TRANSPORT = descriptorTerms.table(sectionEntries(words.transport));
/** The transports a text names (`tcp`, `UDP`), in order of position: the grammar's `transport` words. */
export const transportsIn = (text: string): string[] => TRANSPORT(text).map((x) => x.value);
const NETWORK = descriptorTerms.table(sectionEntries(words.network), { tiling: true });
const TOOL_NAMES = TOOL_TERMS;
const TOOL_HEADING_WORDS = new Set(words.tool_heading_words.words.map((w) => w.toLowerCase()));
/** A word that may stand beside a tool's name in a text that names only the tool: a version, an architecture, `results`. */
const besideToolName = (w: string) => /^v?\d[\d.]*[a-z]?$/i.test(w) || TOOL_HEADING_WORDS.has(w.toLowerCase());
const STORAGE = termFinder([...lexicon.tables.storage_words, ...lexicon.tables.storage_vendors]);
const RUN = new RegExp(
  `^(?:第\\s*)?(\\d{1,2})\\s*(?:${words.run_words.filter((w) => !/^[a-z]/i.test(w)).map(escape).join("|")})$|^(?:${words.run_words.map(escape).join("|")})\\s*#?\\s*(\\d{1,2})$|^(\\d{1,2})(?:st|nd|rd|th)\\s+(?:${words.run_words.filter((w) => /^[a-z]/i.test(w)).map(escape).join("|")})$`,
  "i",
);
const NFS_VERSION = /NFS\s*(?:v|ver\.?|version)\s*(\d(?:\.\d)?)\b/i;
const RAID = new RegExp(`(?<![a-z])(${RAID_LEVEL})`, "i");
const DISK_COUNT = /(?<![\w.])(\d{1,2})\s*(?:disks?|drives?|台|本)(?![a-z])/i;
const DRIVE_MODEL = /\b(?:[A-Z]{2,}[0-9][A-Z0-9-]{4,}|\d{3}\s?(?:EVO|PRO|QVO))\b/;
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** `C:`, `C:\\`, `Dドライブ`, `E drive`: a drive letter standing alone (descriptors.json `drive_letter`). */
const DRIVE_LETTER = new RegExp(`^[A-Z]\\s?(?:${words.drive_letter.marks.map((m) => escape(m.trim())).join("|")})$`, "u");

/** True when a text names a drive: a drive word or maker (`SSD`, `microSD`, `Samsung`), a drive model number or a drive letter. */
export const namesDrive = (text: string): boolean => STORAGE(text) !== null || DRIVE_MODEL.test(text) || DRIVE_LETTER.test(normaliseText(text).trim());

/** `SSD移設+TRIM後`, `対処前`, `after the update`: a state before or after a change (descriptors.json `state_endings`). */
const STATE = new RegExp(`(?:${words.state_endings.words.map((w) => (/^[a-z]/i.test(w) ? `(?<![a-z])${escape(w)}(?:\\s+\\S+){0,4}` : escape(w))).join("|")})\\s*$`, "iu");
/** Whether a subject text is an adapter, a drive, or a configuration (a state of the system is one, whatever it mentions). */
export const subjectKind = (text: string): "adapter" | "storage" | "config" => (STATE.test(normaliseText(text).trim()) ? "config" : namesAdapter(text) ? "adapter" : namesDrive(text) ? "storage" : "config");

/** The text with the spans of hits blanked, so words inside a test name or a cache policy are not read again. */
function blank(text: string, hits: readonly { readonly index: number; readonly length: number }[]): string {
  let t = normaliseText(text);
  for (const h of hits) t = t.slice(0, h.index) + " ".repeat(h.length) + t.slice(h.index + h.length);
  return t;
}

/** The operation the words name: read and write together (or a mixed word) are read_write. */
function operationOf(keys: Operation[]): Operation | null {
  if (keys.includes("read_write") || (keys.includes("read") && keys.includes("write"))) return "read_write";
  return keys[0] ?? null;
}
const distinct = <T>(hits: readonly { readonly value: T }[]): T[] => [...new Set(hits.map((h) => h.value))];

/** Spans of a text that are not operation words: tool test names, configuration (`Write Back`), and metric terms that hold one (`転送速度`). */
function notOperations(t: string) {
  const metrics = METRIC(t);
  const ops = OPERATION(t);
  const inMetric = metrics.filter((m) => ops.some((o) => o.index >= m.index && o.index + o.length <= m.index + m.length && o.length < m.length));
  return [...TESTS(t), ...CONFIG(t), ...PRINTED_OUTPUT(t), ...inMetric];
}

/** A test's agent nouns (`readers`, `Initial writers`, `Re-readers`): descriptors.json `operation_agents`. */
const AGENTS = descriptorTerms.table(sectionEntries(words.operation_agents.words));
/** Words of devices an agent noun may name (`card reader`, `DVD writer`): descriptors.json `operation_agents.devices`. */
const AGENT_DEVICES = descriptorTerms.table(words.operation_agents.devices.map((w) => [w, w] as const));
/** Words before an agent noun that make it a test's name (`Initial`, `Random`): `operation_agents.test_marks_before`. */
const AGENT_BEFORE = new RegExp(`(?:^|[^a-z])(?:${words.operation_agents.test_marks_before.map(escape).join("|")})\\s*$|\\d\\s*$`, "i");
/** A `re-` agent noun (`Re-readers`, `Rewriters`): a test's name by itself. */
const RE_AGENT = /^re-?(?:read|writ)/;
/** Shares after an agent noun that make it a test's name (`/ thread`): `operation_agents.test_marks_after`. */
const AGENT_AFTER = new RegExp(`^\\s*(?:${words.operation_agents.test_marks_after.map(escape).join("|")})`, "i");
/**
 * The operations a text's agent nouns name in iozone's forms (`Re-readers`, `Initial writers`, `4 readers`,
 * `Reader / thread`), unless the text names a device they stand for (`SD card reader`, `DVD writer`). A bare
 * `reader` (`Notes for readers`, `PDF reader`) names none.
 */
function agentOperations(t: string): Operation[] {
  const hits = AGENTS(t).filter((h) => {
    const term = t.slice(h.index, h.index + h.length).toLowerCase();
    return RE_AGENT.test(term) || AGENT_BEFORE.test(t.slice(0, h.index)) || AGENT_AFTER.test(t.slice(h.index + h.length));
  });
  if (!hits.length || namesAdapter(t) || STORAGE(t) !== null || DRIVE_MODEL.test(t) || AGENT_DEVICES(t).length) return [];
  return hits.map((h) => h.value);
}

const ABBREVIATIONS = new Map(sectionEntries(words.operation_abbreviations).map(([t, op]) => [normaliseText(t).toLowerCase(), op]));
/** The operation a word standing alone abbreviates (`R`, `W`, `読み`, `書`), or null. */
export const abbreviatedOperation = (word: string): Operation | null => ABBREVIATIONS.get(normaliseText(word).trim().toLowerCase()) ?? null;

/** The text (normalised) with tool test names, configuration words and metric terms holding an operation word blanked. */
export const withoutNonOperations = memoText((text: string): string => blank(text, notOperations(normaliseText(text))));

/** True when a metric term holds an operation word (`転送速度`, `transfer rate`): the text names a rate, not a transfer. */
export const namesRateTerm = memoText((text: string): boolean => {
  const t = normaliseText(text);
  const ops = OPERATION(t);
  return METRIC(t).some((m) => ops.some((o) => o.index >= m.index && o.index + o.length <= m.index + m.length && o.length < m.length));
});

/**
 * A list of words as an alternation in its order, a Latin word whole (no letter beside it): consecutive Latin words share
 * one pair of lookarounds, which tries them in the same order (V8 compiles each `\p{L}` anew under `iu`; a pair per
 * word cost ~8 ms of CPU to compile at every start).
 */
function wholeLatinWords(list: readonly string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length) out.push(`(?<![\\p{L}])(?:${run.join("|")})(?![\\p{L}])`);
    run = [];
  };
  for (const w of list) {
    if (/^[a-z]/i.test(w)) run.push(escape(w));
    else {
      close();
      out.push(escape(w));
    }
  }
  close();
  return out.join("|");
}
/** `read-heavy`, `write-intensive`, `70/30`: the lean or ratio of a mix, which keeps a side named with it inside the mix. */
const MIX_LEANING = new RegExp(`${wholeLatinWords(words.mix_leanings.words)}|\\d+\\s*[/:]\\s*\\d+`, "iu");
/**
 * The operations a text's words name outside tool test names, configuration words and metric terms, in order of
 * position; read and write together collapse to read_write, but one side named beside a mix (`Mixed Read BW`) is that
 * side. A lone `W` or `R` is that operation.
 */
export const operationsNamed = memoText(function operationsNamed(text: string): Operation[] {
  const t = normaliseText(text).trim();
  const abbreviated = /^[a-z]$/i.test(t) ? abbreviatedOperation(t) : null;
  if (abbreviated) return [abbreviated];
  const rest = blank(t, notOperations(t));
  const hits = OPERATION(rest);
  const ops = distinct([...hits.map((h) => h.value), ...agentOperations(rest), ...requestMethodsIn(t)].map((value) => ({ value })));
  // `Mixed Read BW`: one side of a mixed load, named by a word of its own beside the mix (not inside it, as in
  // `Read/Write`; a mix's ratio, `70% read`, is the mix's, not a side)
  const mixes = hits.filter((h) => h.value === "read_write");
  const sides = distinct(hits.filter((h) => (h.value === "read" || h.value === "write") && !mixes.some((m) => h.index < m.index + m.length && m.index < h.index + h.length)));
  if (mixes.length && sides.length === 1 && !t.includes("%") && !MIX_LEANING.test(t)) return sides;
  if (ops.includes("read_write") || (ops.includes("read") && ops.includes("write"))) return ["read_write"];
  return ops;
});

function parse(text: string): Descriptor {
  const d = emptyDescriptor();
  // a program's field names (`totalTime`, `operationThroughput`) are read as their words
  const t = camelWords(normaliseText(text)).replace(/\s+/g, " ").trim();
  if (!t) return d;
  const run = RUN.exec(t);
  if (run) return { ...d, run: Number(run[1] ?? run[2] ?? run[3]) };
  const tests = TESTS(t);
  const test = tests[0]?.value;
  if (test) Object.assign(d, { tool: test.tool, test: t.slice(tests[0]!.index, tests[0]!.index + tests[0]!.length), operation: test.operation ?? null, access: test.access ?? null, metric: test.metric ?? null, transport: test.transport ?? null, direction: test.direction ?? null });
  if (test?.config) d.config.push(test.config);
  const configs = CONFIG(t);
  appendAll(d.config, configs.map((h) => t.slice(h.index, h.index + h.length)));
  // (a block size set under its mark, `io_block_size 262144`, names no metric: its `io` is the mark's)
  const marked = markedBlockSize(t);
  const rest = blank(t, [...tests, ...configs, ...PRINTED_OUTPUT(t), ...(marked ? [marked] : [])]);
  d.operation ??= operationOf(operationsNamed(t));
  if (!d.operation && JAPANESE.test(rest) && formsMayNameOperation(rest)) d.operation = operationOf(distinct(OPERATION(baseForms(rest).join(" "))));
  const access = distinct(ACCESS(rest));
  d.access ??= access.length === 1 ? access[0]! : null;
  d.metric ??= METRIC(rest)[0]?.value ?? null;
  d.statistic = statisticIn(rest);
  const sized = testNameFields(t);
  Object.assign(d, { blockSizeBytes: sized.blockSizeBytes, fileSizeBytes: sized.fileSizeBytes, queueDepth: sized.queueDepth, threads: sized.threads });
  d.access ??= sized.access;
  const protocols = distinct(PROTOCOL(rest));
  d.protocol = protocols.length === 1 ? protocols[0]! : null;
  const nfs = NFS_VERSION.exec(t);
  if (nfs?.[1]) d.nfsVersion = Number(nfs[1]);
  if (d.nfsVersion !== null) d.protocol ??= "NFS";
  d.transport ??= TRANSPORT(rest)[0]?.value ?? null;
  const networks = distinct(NETWORK(rest));
  d.network = networks.length === 1 ? networks[0]! : null;
  const raid = RAID.exec(t);
  if (raid?.[1]) d.raid = raidLevelName(raid[1]);
  const disks = DISK_COUNT.exec(t);
  if (disks) d.config.push(disks[0]);
  const named = TOOL_NAMES(rest);
  // `CrystalDiskMark 8.0.4 x64`, `iperf3 results`: a text that is only a tool's name names the tool, not a subject
  if (named.length && blank(rest, named).split(/[\s()\[\]:;,/-]+/).filter(Boolean).every(besideToolName)) d.tool ??= named[0]!.value;
  const says = d.tool || d.metric || d.operation || d.access || d.statistic || d.test || d.blockSizeBytes || d.fileSizeBytes || d.queueDepth || d.threads;
  if (!says && !/^[\d.,\s]+$/.test(t)) d.subject = { kind: subjectKind(t), text: t };
  return d;
}

/** True when a text is only a tool's name, perhaps with a version or words like `results` beside it (`iperf3 result`, `CrystalDiskMark 8.0.4 x64`). */
export const namesToolOnly = memoText(function namesToolOnly(text: string): boolean {
  const t = normaliseText(text);
  const named = TOOL_NAMES(t);
  return named.length > 0 && blank(t, named).split(/[\s()\[\]:;,/-]+/).filter(Boolean).every(besideToolName);
});

const memo = memoText(parse);
/** The typed fields of one descriptor text: a header path, list or line label, words after a number, a bracket, a heading, a lead-in, a command's arguments. */
/**
 * The statistic a text names: a word of the grammar's `statistic` table, or a percentile (`p95`, `99th`). `total`
 * beside another statistic names what it is of (`total p99`, `total max`: the total path's), so the other one wins.
 */
function statisticIn(text: string): Statistic | null {
  const hits = STATISTIC(text);
  return hits.find((h) => h.value !== "total")?.value ?? percentileOf(text) ?? hits[0]?.value ?? null;
}

/**
 * A descriptor text without the statistic it names (`②AP滞留 p95 (ms)` → `②AP滞留 (ms)`, `Average Seek Time` → `Seek
 * Time`): what the statistic is of, for a header whose statistic is read as the row's `statistic`.
 */
export const withoutStatistic = memoText(function withoutStatistic(text: string): string {
  const t = normaliseText(text);
  const s = statisticIn(t);
  if (s === null) return t;
  const rest = s.startsWith("p") ? withoutPercentiles(t) : blank(t, STATISTIC(t).filter((h) => h.value === s));
  return rest.replace(/\s+/g, " ").trim();
});

export function describe(text: string): Descriptor {
  const d = memo(text);
  return { ...d, config: [...d.config], subject: d.subject ? { ...d.subject } : null };
}

/**
 * The one direction of a line (download, upload) a descriptor states (`Download (Mbps)`, `ダウンロード(下り)の速度`), or
 * null when it states both or another reading or writing beside it (`Download and write`).
 */
export function statedDirection(text: string): "download" | "upload" | null {
  const directions = lineDirectionsIn(text);
  if (directions.length !== 1) return null;
  return operationsNamed(withoutLineDirections(text)).some((o) => o !== "transfer" && o !== "copy") ? null : directions[0]!;
}

/** Queue-depth and thread marks written as one word (`qd`, `iodepth`, `t`, `numjobs`): a job name's parameters glue to them. */
const PARAMETER_MARKS = [...words.queue_depth_marks, ...words.thread_marks].filter((m) => /^[a-z]+$/i.test(m));
/** A job name's parameter: a mark and its number (`qd1`, `T8`, `iodepth=32`) or a size (`4k`, `1m`, `128KiB`). */
const PARAMETER = new RegExp(`^(?:(?:${PARAMETER_MARKS.map(escape).join("|")})=?\\d+|\\d+(?:\\.\\d+)?[kmg](?:i?b)?)$`, "i");

/** A word beside a test name that says how its figure is given, not what was done: a unit, a metric or a statistic (`MB/s`, `IOPS`, `bw`, `avg`). */
const measureWord = (w: string): boolean => parseUnit(w) !== null || METRIC(w).length > 0 || STATISTIC(w).length > 0;

/**
 * The descriptor of a text that is one tool's test name, alone or with the parameters a job name glues to it and the
 * unit, metric or statistic a header puts beside it (`randread`, `qd1-randread`, `seqwrite-1m-qd32`, `randread_4k_qd1`,
 * `seqread MB/s`, `randwrite IOPS`); null for any other text (`4k read`, `randread results on the NAS`).
 */
export function testNameAlone(text: string): Descriptor | null {
  const t = normaliseText(text).replace(/\s+/g, " ").trim();
  const d = describe(t);
  if (!d.test) return null;
  const at = t.indexOf(d.test);
  // a configuration the run was made in (`out-of-place algbw`, `write-back randwrite`) leaves the test's name alone
  const unconfigured = d.config.reduce((s, c) => s.replace(c, " "), at < 0 ? t : `${t.slice(0, at)} ${t.slice(at + d.test.length)}`);
  const rest = unconfigured.replace(/[(\[（［]([^)\]）］]*)[)\]）］]/g, " $1 ");
  return rest.split(/[-_\s,:]+/).every((w) => !w || PARAMETER.test(w) || measureWord(w)) ? d : null;
}
