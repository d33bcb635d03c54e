import { accessIn, conditionKeyForLabel, isGenericHeading, lexicon, metricsIn, namesAdapter, operationsIn, termFinder } from "../../normalise/lexicon.ts";
import { memoText } from "../../normalise/memo.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { findQuantities, parseCellQuantity } from "../../normalise/parseQuantity.ts";
import { headerCondition } from "../blockContext.ts";
import { type Conditions, conditionsFromText, conditionValue } from "../conditions.ts";
import { unitInText } from "./unitScope.ts";
import { prefixMultiplier } from "../../normalise/readQuantity.ts";

/** A header cell's text and the label that names what it varies (its column's or parent header's text), if any. */
export interface Header {
  label: string | null;
  text: string;
}

/** Sizes at or above this in a test name are the amount of data (a file size), below it the block or transfer size. */
const FILE_SIZE_FROM = 64 * 2 ** 20;
const SIZE_TOKEN = /(?<![\w.])(\d+(?:\.\d+)?)\s*([KMG])(?:i?B)?(?![a-zA-Z])|(?<![\w.])(\d+(?:\.\d+)?)\s*(i?B|bytes?|バイト)(?![a-zA-Z])/i;
/** Words a block size is written against in Japanese test names: an access pattern, an operation, a thread count. */
const GLUED_TEST_WORD = /^(?:[のでをはがとや]|ランダム|シーケンシャル|シーケンス|連続|読|書|リード|ライト|スレッド|ブロック|転送|アクセス|順次|ファイル|データ)/;
const QUEUE_DEPTH = /(?<![a-z])(?:QD|iodepth\s*=?|Q)\s*=?\s*(\d+)(?=\s*[,/]?\s*T\s*=?\s*\d|(?![\w]))/i;
const QD_AND_THREADS = /^\s*(?:QD|Q)\s*=?\s*\d+\s*[,/]?\s*T\s*=?\s*\d+\s*$/i;
const FIO_JOB = /^(?:rand|seq)(?:read|write|rw|readwrite)$/i;
const RUN_HEADER = /^(?:第\s*)?(\d{1,2})\s*回目$|^(?:run|pass|trial)\s*#?\s*(\d{1,2})$|^(\d{1,2})(?:st|nd|rd|th)\s+(?:run|pass|trial)$/i;
const THREADS = /(?<![a-z])T\s*=?\s*(\d+)(?![\w])|(\d+)\s*-?\s*(?:thrd|threads?|スレッド|jobs?)(?![a-z])/i;

/** A size written in a test name (`4K`, `SEQ128K`, `512KB`, `1M`) in bytes, binary; null when there is none. */
export function sizeInTestName(text: string): number | null {
  const t = normaliseText(text).replace(/^(seq|rnd|ran)(?=\d)/i, "$1 ");
  // `4K動画`, `8Kテレビ`: a bare `K` glued to a noun is a resolution or a name; `4Kランダム`, `512K書き込み`, `4KBの` stay sizes
  const m = [...t.matchAll(new RegExp(SIZE_TOKEN.source, "gi"))].find((x) => {
    const glued = t.slice((x.index ?? 0) + x[0].length);
    return !(x[2] && !/B$/i.test(x[0]) && /^[\u3040-\u30ff\u4e00-\u9fff]/.test(glued) && !GLUED_TEST_WORD.test(glued));
  });
  if (!m) return null;
  if (m[3]) return /^\d+$/.test(m[3]) && !/^i?B|bytes?|バイト$/i.test(m[4] ?? "") ? null : Math.round(Number(m[3]));
  const f = prefixMultiplier((m[2] ?? "").toUpperCase(), { binary: true }) ?? 1;
  return Math.round(Number(m[1]) * f);
}

/**
 * What a benchmark's test name states (`4K QD32`, `SEQ128K Q32T1`, `4K-64Thrd`, `1M 書き込み`, `Random Read 512KB`):
 * block or file size, queue depth and threads; `random` when a small block is the test's name and no access is written.
 */
export function testNameConditions(text: string): { conditions: Conditions; access: "random" | null } {
  const t = normaliseText(text).replace(/^(seq|rnd|ran)(?=\d)/i, "$1 ");
  const out: Conditions = {};
  const size = sizeInTestName(t);
  const named = operationsIn(t).length > 0 || accessIn(t) !== null || metricsIn(t).length > 0;
  const onlySize = /^\s*\d+(?:\.\d+)?\s*[KMG]?(?:i?B)?(?:\s*[-_ ]\s*\S+)?\s*$/i.test(t);
  if (size && (named || onlySize || QUEUE_DEPTH.test(t) || THREADS.test(t))) {
    if (/file|ファイル|test\s*size|テストサイズ/i.test(t) || size >= FILE_SIZE_FROM) out.file_size_bytes = size;
    else out.block_size_bytes = size;
  }
  const qd = QUEUE_DEPTH.exec(t);
  // `Q32 T1` alone (a queue/thread column beside the test name) is CrystalDiskMark's notation even without a size
  const qdAndThreads = QD_AND_THREADS.test(t);
  if (qd?.[1] && (size !== null || qdAndThreads)) out.queue_depth = Number(qd[1]);
  const th = THREADS.exec(t);
  const threads = th?.[1] ?? th?.[2];
  if (threads && (size !== null || qdAndThreads || /thrd|thread|スレッド/i.test(t))) out.threads = Number(threads);
  // CrystalDiskMark and AS SSD name their random tests by the block alone (`4K`, `512K`, `RND4K`)
  const random = typeof out.block_size_bytes === "number" && accessIn(t) === null && out.block_size_bytes <= 512 * 1024;
  return { conditions: out, access: random ? "random" : null };
}

const storage = termFinder([...lexicon.tables.storage_words, ...lexicon.tables.storage_vendors]);
/** True when a header names a drive: a drive word or maker (`SSD`, `microSD`, `Samsung`) or a drive model number. */
export const namesDrive = (text: string): boolean => storage(text) !== null || /\b(?:[A-Z]{2,}[0-9][A-Z0-9-]{4,}|\d{3}\s?(?:EVO|PRO|QVO))\b/.test(text);

/** The condition key for a header that names the thing measured: a network adapter, a drive, or another configuration. */
function subjectKey(text: string): "adapter" | "storage" | "config" {
  if (namesAdapter(text)) return "adapter";
  if (namesDrive(text)) return "storage";
  return "config";
}

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

/**
 * Conditions a header states: its labelled key (`BlockSize` column → block_size_bytes), a number under a label
 * (`RxQueue数` over `4`), a benchmark test name (`4K QD32`), free-text conditions, and otherwise — when the header names
 * neither an operation, a metric nor a unit — the header itself as the adapter, drive or configuration it is about.
 */
function conditionsOfHeader(h: Header, cleaned: string): Conditions {
  const text = cleaned || h.text;
  // `1回目`, `Run 2`, `3rd pass`: repeated runs of one test, numbered
  const run = RUN_HEADER.exec(normaliseText(text).trim());
  if (run) return { run: Number(run[1] ?? run[2] ?? run[3]) };
  const own = headerCondition(h.label, text);
  if (Object.keys(own).length && !/^(?:test|tool)$/.test(Object.keys(own)[0] ?? "")) return own;
  const t = normaliseText(text).trim();
  if (h.label && /^\d+(?:\.\d+)?$/.test(t)) return { config: `${normaliseText(h.label).replace(/\s+/g, " ").trim()} ${t}` };
  const out: Conditions = { ...conditionsFromText(text) };
  if (out.protocol && normaliseText(text).trim().toLowerCase() !== String(out.protocol).toLowerCase()) delete out.protocol;
  Object.assign(out, testNameConditions(text).conditions);
  // fio's job names (`randread`, `randwrite`) name an operation and access, read by fioJobOf
  const says = operationsIn(text).length || accessIn(text) || metricsIn(text).length || unitInText(text) || parseCellQuantity(text) || FIO_JOB.test(t.replace(/\s+/g, ""));
  if (!says && !isGenericHeading(text)) {
    const rest = Object.keys(out).filter((k) => k !== "protocol");
    if (!rest.length) out[subjectKey(text)] = text.replace(/\s+/g, " ").trim();
  }
  return out;
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
