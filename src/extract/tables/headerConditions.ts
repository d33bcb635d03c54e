import { describe, namesDrive, statedDirection, subjectKind, testNameAlone } from "../../grammar/describe.ts";
import { percentileOf } from "../../grammar/percentile.ts";
import { sizeInTestName, testNameFields } from "../../grammar/testName.ts";
import { accessIn, conditionKeyForLabel, isGenericHeading, metricsIn, namesAdapter, operationsIn } from "../../normalise/lexicon.ts";
import { memoText } from "../../normalise/memo.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { descriptorWords } from "../../grammar/loadDescriptors.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { findQuantities, parseCellQuantity } from "../../normalise/parseQuantity.ts";
import { headerCondition } from "../blockContext.ts";
import { type Conditions, conditionsFromText, conditionValue, FLAG_CONDITIONS } from "../conditions.ts";
import { unitInText } from "./unitScope.ts";

/** A header cell's text and the label that names what it varies (its column's or parent header's text), if any. */
export interface Header {
  label: string | null;
  text: string;
}

/** A benchmark's test name's block or file size, queue depth and threads (src/grammar/testName.ts), as conditions. */
export function testNameConditions(text: string): { conditions: Conditions; access: "random" | null } {
  const f = testNameFields(text);
  const out: Conditions = {};
  if (f.fileSizeBytes !== null) out.file_size_bytes = f.fileSizeBytes;
  if (f.blockSizeBytes !== null) out.block_size_bytes = f.blockSizeBytes;
  if (f.queueDepth !== null) out.queue_depth = f.queueDepth;
  if (f.threads !== null) out.threads = f.threads;
  return { conditions: out, access: f.access };
}
export { sizeInTestName };

export { namesDrive };

/**
 * A header's conditions with its subject settled: under a `Card` / `カード` label a drive (`Samsung Pro+ 32GB`) is a
 * memory card, not a network card; and in a line of headers that names drives (`inDriveLine`), a name the lexicon
 * does not know (`NOOBS 付属カード 8GB`) is a drive too.
 */
export function settleSubject(own: Conditions, text: string, inDriveLine: boolean): Conditions {
  if (own.storage !== undefined || namesAdapter(text)) return own;
  const { adapter, config, ...rest } = own;
  if (adapter !== undefined && (inDriveLine || namesDrive(text))) return { ...rest, ...(config !== undefined ? { config } : {}), storage: adapter };
  if (config !== undefined && inDriveLine) return { ...rest, ...(adapter !== undefined ? { adapter } : {}), storage: config };
  return own;
}

const BARE_PREFIXED = /^\d+(?:\.\d+)?\s*[GT]$/i;
const SIZE_LABEL = new RegExp(descriptorWords.size_label_words.map(escapeRegExp).join("|"), "i");
const SIZE_KEYS = new Set(["block_size_bytes", "file_size_bytes", "message_size_bytes", "packet_size_bytes"]);
/** A column label that names a size (`Block size`, `サイズ`, `bs`). */
const namesSize = (label: string): boolean => SIZE_KEYS.has(conditionKeyForLabel(label) ?? "") || SIZE_LABEL.test(normaliseText(label));

/**
 * Conditions a header states: its labelled key (`BlockSize` column → block_size_bytes), a number under a label
 * (`RxQueue数` over `4`), a benchmark test name (`4K QD32`), free-text conditions, and otherwise — when the header names
 * neither an operation, a metric nor a unit — the header itself as the adapter, drive or configuration it is about.
 */
function conditionsOfHeader(h: Header, cleaned: string): Conditions {
  const text = cleaned || h.text;
  // `1回目`, `Run 2`, `3rd pass`: repeated runs of one test, numbered
  const { run, tool, config: named, test: testName, transport } = describe(text);
  if (run !== null) return { run };
  const own = headerCondition(h.label, text);
  if (typeof own.storage === "string" && h.label && namesDrive(h.label)) return { ...own, storage: driveOfKind(h.label, text) };
  if (Object.keys(own).length && !/^(?:test|tool)$/.test(Object.keys(own)[0] ?? "")) return own;
  // under a `Test` label (`qd1-randread`, `Copying Pictures`) the header is the test's name, whatever else it says
  const test = typeof own.test === "string" ? own.test : undefined;
  const t = normaliseText(text).trim();
  // `1`, `[W1]` under `run`: the row's run, numbered or named, as the label says
  if (h.label && describe(`${normaliseText(h.label).trim()} 1`).run !== null && t.length <= 12) return { run: /^\d+$/.test(t) ? Number(t) : t };
  if (h.label && /^\d+(?:\.\d+)?$/.test(t)) return { config: `${normaliseText(h.label).replace(/\s+/g, " ").trim()} ${t}` };
  // `2.4G` under `Sender`: a figure with a bare G or T is a size only under a label that names one (`4K` stays a block)
  if (h.label && BARE_PREFIXED.test(t) && !namesSize(h.label)) return { config: `${normaliseText(h.label).replace(/\s+/g, " ").trim()} ${t}` };
  const rated = ratedName(t);
  if (rated) return rated;
  const out: Conditions = { ...conditionsFromText(text) };
  if (out.protocol && normaliseText(text).trim().toLowerCase() !== String(out.protocol).toLowerCase()) delete out.protocol;
  // `qperf tcp_bw (Bandwidth)`, `UDP_STREAM`: the transport a tool's test name states (the descriptor grammar's tool_tests)
  if (testName && transport && out.protocol === undefined) out.protocol = transport;
  Object.assign(out, testNameConditions(text).conditions);
  // `Download (Mbps)`, `下り速度`: a line's direction, which makes the column's figures transfers (completeDescriptors)
  const direction = statedDirection(text);
  if (direction) out.direction = direction;
  // a tool's test name (`randread`, `tcp_bw`) names an operation and access
  // a percentile (`p95`, `99th`) is the row's statistic, never the subject it is of
  const says = operationsIn(text).length || accessIn(text) || metricsIn(text).length || unitInText(text) || parseCellQuantity(text) || tool !== null || percentileOf(text) !== null;
  // `qd1-randread`, `seqwrite-1m-qd32`: a job name that glues its parameters to a tool's test names the run; it is kept
  const job = tool !== null ? testNameAlone(text) : null;
  if (job?.test && job.test !== t) out.test ??= t;
  if (!says && !isGenericHeading(text)) {
    // `ローカルHDD`, `Local SSD`: a flag the words set (local I/O) does not stop the header naming its drive
    const rest = Object.keys(out).filter((k) => k !== "protocol" && !FLAG_CONDITIONS.includes(k));
    if (!rest.length) out[subjectKind(text)] = text.replace(/\s+/g, " ").trim();
  } else if (named.length && out.config === undefined) {
    // `Sequential Write Test (Overclocked)`: a configuration the grammar knows, beside what the header measures
    out.config = named.join(" ");
  }
  if (test !== undefined && !Object.values(out).includes(test)) out.test ??= test;
  return out;
}

/**
 * A header under a label that is itself a kind of drive (`HDD` over `ST9250421AS`, `SSD` over `Samsung 860`): the
 * drive is both, kind first; under it, a header that says what was measured (`Read`, `4K (MB/s)`) names the kind only.
 */
function driveOfKind(label: string, text: string): string {
  const kind = normaliseText(label).replace(/\s+/g, " ").trim();
  const t = normaliseText(text).replace(/\s+/g, " ").trim();
  if (operationsIn(t).length || accessIn(t) || metricsIn(t).length || unitInText(t) || parseCellQuantity(t)) return kind;
  return t.toLowerCase().includes(kind.toLowerCase()) ? t : `${kind} / ${t}`;
}

const NAME_AND_BRACKET = /^([^()（）]+?)\s*[(（]([^()（）]+)[)）]$/;
/**
 * `gp3（125 MiB/s）`, `RT-AC68U（最大1300Mbps、3×3）`, `Samsung 850 EVO (MB/s)`: a drive, adapter or setup named with its
 * rating, or with its column's unit, in brackets is what the column measured — the name, without the bracket (a rating
 * is no result and no size of the test). A bare word with a unit (`Typical (ms)`) is a drive's or adapter's name only.
 */
function ratedName(t: string): Conditions | null {
  const m = NAME_AND_BRACKET.exec(t);
  if (!m?.[1] || !m[2]) return null;
  const rating = findQuantities(m[2]).some((q) => !q.bare && q.kind !== "size");
  if (!rating && !unitInText(`(${m[2]})`)) return null;
  const name = m[1].trim();
  const d = describe(name);
  if (!d.subject || isGenericHeading(name) || operationsIn(name).length || metricsIn(name).length || d.statistic) return null;
  if (d.subject.kind === "config" && !rating) return null;
  return { [d.subject.kind]: name.replace(/\s+/g, " ") };
}

const headerMemo = memoText((key: string) => {
  const [label, text, cleaned] = key.split("\u0000");
  return conditionsOfHeader({ label: label || null, text: text ?? "" }, cleaned ?? "");
});
/** Memoised conditions of a header; `cleaned` is its text without the values a mixed cell holds. */
export const headerConditionsOf = (h: Header, cleaned: string) => headerMemo(`${h.label ?? ""}\u0000${h.text}\u0000${cleaned}`);
export { conditionKeyForLabel, conditionValue };

/** The lines of a cell that are not measurements: the condition a mixed cell states for its row. */
export const conditionText = memoText(function conditionText(text: string): string {
  return text
    .split("\n")
    .filter((l) => !findQuantities(normaliseText(l)).some((q) => !q.bare && q.kind !== "size"))
    .join(" ")
    .trim();
});
