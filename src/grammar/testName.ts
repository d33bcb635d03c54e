import { accessIn, metricsIn, operationsIn } from "../normalise/lexicon.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { descriptorWords as words } from "./loadDescriptors.ts";
import { prefixMultiplier } from "../normalise/readQuantity.ts";
import { escapeRegExp as escape } from "../normalise/escapeRegExp.ts";
import { unitTable } from "../normalise/unitTable.ts";
import { allMatches } from "../normalise/allMatches.ts";

const alternation = (terms: string[]) => [...terms].sort((a, b) => b.length - a.length).map((t) => escape(t).replace(/ /g, "\\s*")).join("|");

/** Sizes at or above this in a test name are the amount of data (a file size), below it the block or transfer size. */
const FILE_SIZE_FROM = 64 * 2 ** 20;
/** Random tests named by their block alone (`4K`, `512K`, `RND4K`) have blocks at most this large. */
const RANDOM_BLOCK_UP_TO = 512 * 1024;
/** What makes a size a rate's (`MB/s`, `MB/sec`, `MB/秒`, `MB毎秒`, `MB per second`): the unit table's per-second suffixes. */
const PER_SECOND = `(?:${unitTable.per_second.filter((p) => !/^[a-z]+$/i.test(p)).map((p) => `${escape(p).replace(/^ /, "\\s*")}(?![a-zA-Z])`).join("|")})`;
const SIZE_TOKEN = new RegExp(
  String.raw`(?<![\w.])(\d+(?:\.\d+)?)\s*([KMG])(?:i?B|bytes?)?(?![a-zA-Z])(?!${PER_SECOND})|(?<![\w.])(\d+(?:\.\d+)?)\s*(i?B|bytes?|バイト)(?![a-zA-Z])(?!${PER_SECOND})`,
  "gi",
);
const GLUED_WORD = new RegExp(`^(?:${alternation(words.size_glued_words)})`);
const FILE_WORD = new RegExp(alternation(words.file_size_words), "i");
const letterMarks = (marks: string[]) => marks.filter((m) => m.length === 1);
const wordMarks = (marks: string[]) => marks.filter((m) => m.length > 1);
/** `QD32`, `Q= 32`, `iodepth=16`, `Q8T8`: a queue-depth mark then its number (followed by a thread mark or a word's end). */
const QUEUE_DEPTH = new RegExp(`(?<![a-z])(?:${alternation(words.queue_depth_marks)})\\s*=?\\s*(\\d+)(?=\\s*[,/]?\\s*(?:${alternation(letterMarks(words.thread_marks))})\\s*=?\\s*\\d|(?![\\w]))`, "i");
const QUEUE_AND_THREADS = new RegExp(`(?<![a-z])(?:${alternation(words.queue_depth_marks)})\\s*=?\\s*\\d+\\s*[,/]?\\s*(?:${alternation(letterMarks(words.thread_marks))})\\s*=?\\s*\\d+(?![\\w])`, "i");
/** `T1`, `T= 16`, `threads=4` (a mark before its number) or `64Thrd`, `4 threads`, `8スレッド` (a word after it). */
const THREADS = new RegExp(
  `(?<![a-z])(?:(?:${alternation(letterMarks(words.thread_marks))})\\s*=?|(?:${alternation(wordMarks(words.thread_marks))})\\s*[=:])\\s*(\\d+)(?![\\w])|(\\d+)\\s*-?\\s*(?:${alternation(wordMarks(words.thread_marks))})(?![a-z])`,
  "i",
);
/** `threads=4`, `Threads: 1`, `numjobs=8`: a thread count under a mark of more than one letter, which needs no size beside it. */
const THREADS_WORD = new RegExp(`(?<![a-z])(?:${alternation(wordMarks(words.thread_marks))})\\s*[=:]\\s*(\\d+)(?![\\w.])`, "i");
/** `QD1`, `iodepth=16`, `キュー深度 4`: a queue depth under a mark of more than one letter, which needs no size beside it. */
const QUEUE_DEPTH_WORD = new RegExp(`(?<![a-z])(?:${alternation(wordMarks(words.queue_depth_marks))})\\s*[=:]?\\s*(\\d+)(?![\\w.])`, "i");
/** `bs=262144`, `io block size 262144`, `Record Size: 4 kB`: a block size under its mark (a bare count of bytes, or a size). */
const BLOCK_SIZE_MARKED = new RegExp(`(?<![a-z])(?:${[...words.block_size_marks].sort((a, b) => b.length - a.length).map((m) => escape(m).replace(/ /g, "[\\s_-]*")).join("|")})\\s*[=:]?\\s*(\\d+(?:\\.\\d+)?)\\s*([KMG]i?B?|bytes?|バイト)?(?![\\w.])`, "i");
/** The fewest bytes a bare count under a block-size mark is read as (a smaller bare count is some other unit's). */
const MARKED_BYTES_FROM = 512;

/** The block size a text sets under a block-size mark, in bytes (binary prefixes, as tools set them), and where it stands. */
export function markedBlockSize(text: string): { bytes: number; index: number; length: number } | null {
  const m = BLOCK_SIZE_MARKED.exec(text);
  if (!m?.[1] || m.index === undefined) return null;
  const n = Number(m[1]);
  const prefix = m[2] && /^[KMG]/i.test(m[2]) ? (prefixMultiplier(m[2][0]!.toUpperCase(), { binary: true }) ?? null) : 1;
  if (prefix === null || (!m[2] && (!Number.isInteger(n) || n < MARKED_BYTES_FROM))) return null;
  return { bytes: Math.round(n * prefix), index: m.index, length: m[0].length };
}

const QUEUE_MARK = new RegExp(`(?<![a-z])(?:${alternation(words.queue_depth_marks)})\\s*=?\\s*(\\d+)`, "i");
const HAS_DIGIT = /[0-9]/;
const ONLY_SIZE = /^\s*\d+(?:\.\d+)?\s*[KMG]?(?:i?B|bytes?)?(?:\s*[-_ ]\s*\S+)?\s*$/i;
/** `16m`, `115m`: a lower-case `m` with no `B` is as often metres or minutes as mebibytes, so it is a size only beside a test word. */
const METRE_OR_MEGA = /(?<![\w.])\d+(?:\.\d+)?\s*m(?![a-zA-Z])/;
/** A CrystalDiskMark-style test name inside a longer text: a size glued to a queue depth (`RND4K Q32T16`, `4K QD32`, `SEQ1M Q8T1`). */
const TEST_NAME = new RegExp(
  `(?<![A-Za-z0-9])(?:SEQ|RND|Seq|Rnd|Random|Sequential)?\\s*\\d+(?:\\.\\d+)?\\s*[KM](?:i?B)?\\s*[-_ ]?\\s*(?:QD|Q)\\s*=?\\s*\\d+(?:\\s*[,/]?\\s*(?:${alternation(letterMarks(words.thread_marks).map((m) => m.toUpperCase()))})\\s*=?\\s*\\d+)?(?![A-Za-z0-9])`,
  "g",
);

/**
 * `SEQ1M` → `SEQ 1M`: CrystalDiskMark glues its access prefix to the size; `randread_4k_qd1` → `randread 4k qd1`: a job
 * name parts its parameters with underscores; `4kqd1`, `4KQ32T1`: a size glued to the queue-depth mark after it.
 */
const splitPrefix = (t: string) =>
  normaliseText(t)
    .replace(/(?<![a-z])(seq|rnd|ran)(?=\d)/gi, "$1 ")
    .replace(/_/g, " ")
    .replace(/(?<![\w.])(\d+(?:\.\d+)?[kmg](?:i?b)?)(?=qd?\s*=?\d)/gi, "$1 ");

/** A size written in a test name (`4K`, `SEQ128K`, `512KB`, `1MiB`, `0.5 kbytes`; never a rate's `MB/s`) in bytes, binary; null when there is none. */
export function sizeInTestName(text: string): number | null {
  const t = splitPrefix(text);
  // `4K動画`, `8Kテレビ`: a bare `K` glued to a noun is a resolution or a name; `4Kランダム`, `512K書き込み`, `4KBの` stay sizes
  const m = [...allMatches(t, SIZE_TOKEN)].find((x) => {
    const glued = t.slice((x.index ?? 0) + x[0].length);
    return !(x[2] && !/B$/i.test(x[0]) && /^[\u3040-\u30ff\u4e00-\u9fff]/.test(glued) && !GLUED_WORD.test(glued));
  });
  if (!m) return null;
  if (m[3]) return /^\d+$/.test(m[3]) && !/^i?B|bytes?|バイト$/i.test(m[4] ?? "") ? null : Math.round(Number(m[3]));
  const f = prefixMultiplier((m[2] ?? "").toUpperCase(), { binary: true }) ?? 1;
  return Math.round(Number(m[1]) * f);
}

/** What a test name states: sizes, queue depth, threads, and `random` when a small block alone names the test. */
export interface TestNameFields {
  blockSizeBytes: number | null;
  fileSizeBytes: number | null;
  queueDepth: number | null;
  threads: number | null;
  access: "random" | null;
}

/**
 * A benchmark's test name (`4K QD32`, `SEQ128K Q32T1`, `4K-64Thrd`, `1M 書き込み`, `Random Read 512KB`, `(Q= 32,T= 1)`):
 * a size counts when the text also names an operation, access, metric, queue depth or threads, or is the size alone.
 */
export function testNameFields(text: string): TestNameFields {
  const t = splitPrefix(text);
  const out: TestNameFields = { blockSizeBytes: null, fileSizeBytes: null, queueDepth: null, threads: null, access: null };
  // every field is read from a number (the size, queue-depth, thread and size-alone patterns each need a digit, and the
  // text is normalised: full-width and circled digits are ASCII by now): a text without one states none
  if (!HAS_DIGIT.test(t)) return out;
  const size = sizeInTestName(t);
  const named = operationsIn(t).length > 0 || accessIn(t) !== null || metricsIn(t).length > 0;
  const alone = ONLY_SIZE.test(t) && !METRE_OR_MEGA.test(t);
  if (size && (named || alone || QUEUE_DEPTH.test(t) || THREADS.test(t))) {
    if (FILE_WORD.test(t) || size >= FILE_SIZE_FROM) out.fileSizeBytes = size;
    else out.blockSizeBytes = size;
  }
  // `bs=262144`, `io_block_size 262144`: a size set under its mark is the block size, and says nothing of access
  const marked = out.blockSizeBytes === null && out.fileSizeBytes === null ? markedBlockSize(t) : null;
  if (marked) out.blockSizeBytes = marked.bytes;
  const qd = QUEUE_DEPTH.exec(t);
  // `Q32T1`, `Seq Q32T1` (a queue/thread column or 3.x test name) is CrystalDiskMark's notation even without a size
  const qdAndThreads = QUEUE_AND_THREADS.test(t);
  // a one-letter mark (`Q1`) is a queue depth only beside a size or a thread count; `QD1`, `iodepth=16` are alone
  const worded = QUEUE_DEPTH_WORD.exec(t);
  if (qd?.[1] && (size !== null || qdAndThreads)) out.queueDepth = Number(qd[1]);
  else if (worded?.[1]) out.queueDepth = Number(worded[1]);
  const th = THREADS.exec(t);
  const threads = th?.[1] ?? th?.[2];
  if (threads && (size !== null || qdAndThreads || th?.[2] !== undefined)) out.threads = Number(threads);
  else {
    const worded = THREADS_WORD.exec(t)?.[1];
    if (worded) out.threads = Number(worded);
  }
  if (out.blockSizeBytes !== null && !marked && accessIn(t) === null && out.blockSizeBytes <= RANDOM_BLOCK_UP_TO) out.access = "random";
  return out;
}

/** Queue depth and threads of a tool's test parameters (`(Q= 32,T= 1)`, `QD=32`, `T= 1`), with no size needed. */
export function queueAndThreads(params: string): { queueDepth: number | null; threads: number | null } {
  const t = normaliseText(params);
  const q = QUEUE_MARK.exec(t);
  const th = THREADS.exec(t);
  return { queueDepth: q?.[1] ? Number(q[1]) : null, threads: th ? Number(th[1] ?? th[2]) : null };
}

/** The last CrystalDiskMark-style test name (a size glued to a queue depth) in a stretch of text, or null. */
export function lastTestName(text: string): string | null {
  const m = [...allMatches(normaliseText(text), TEST_NAME)].pop();
  return m ? m[0].trim() : null;
}
