import { regExpOf } from "../../normalise/regExpOf.ts";
import { describe } from "../../grammar/describe.ts";
import { parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { ftpSession } from "./ftp.ts";
import { reading, seconds, type ToolReading } from "./toolReading.ts";
import { toolPrefix, toolSuffix } from "../../normalise/toolUnits.ts";

/** A dd number: the decimal separator follows the locale (`21,1111` under pt_BR or de), and dd never groups thousands. */
const NUM = String.raw`\d+(?:[.,]\d+)?(?:e[+-]?\d+)?`;
const SEP = String.raw`\s*[,，、]\s*`;
const SECONDS = String.raw`(?:s|secs?|seconds?|sek|segundos?|secondes?|秒|с)`;
/** A rate unit as dd prints it in any locale: `MB/s`, `MB/秒` (old Japanese), `Mo/s` (old French), `МБ/с`. */
const RATE = String.raw`(?:[kKMGTPE]i?|[кКМГТ])?(?:B|o|Б|bytes?)\/(?:s|sec|秒|с)`;
/**
 * GNU dd's summary line in any locale: `<bytes> <word> (<sizes>) <copied>, <time> s, <rate>` — `bytes … copied`,
 * `バイト … コピーされました`, `Bytes … kopiert`, `octets … copiés`, `字节 … 已复制`. The words vary, the shape does not.
 */
const GNU_RE = new RegExp(String.raw`^(\d+)\s*[^\d\s(]+\s*(?:\([^)]*\))?\s*[^\d,，、()]+?${SEP}(${NUM})\s*(${SECONDS})${SEP}(${NUM})\s*(${RATE})$`, "u");
/**
 * BSD and macOS `<bytes> bytes transferred in 42.9 secs (… bytes/sec)`, old GNU dd (before coreutils 5.3) the same with
 * `seconds`; FreeBSD 12+: `… bytes (1074 MB, 1024 MiB) transferred 1.005s, 1068 MB/s`. A script may put a label first (`ad0 bs 4096: …`).
 */
const BSD_RE = /^(?:([^:]{1,40}):\s+)?(\d+) bytes transferred in ([\d.]+) (secs?|seconds?) \((\d+) (bytes\/sec)\)$/;
const BSD_NEW_RE = new RegExp(String.raw`^(\d+) bytes\s*(?:\([^)]*\))?\s*transferred(?: in)?\s*(${NUM})\s*(s|secs?|seconds?),\s*(${NUM})\s*(${RATE})$`);
/** A list mark and a label of words a writer puts before an output line (`- results: `), not a figure's. */
const WRITER_LABEL = /^(?:[-*•]\s+)?[^\d:=]{1,40}:\s*(?=\d)/u;
/** The `N+M records in` line (any locale): what comes before it is a progress line, not the result. */
const RECORDS_RE = /^\d+\+\d+\s+\S/;

/** Output to a disk device (`of=/dev/sdb`, `of=/dev/rdisk2`, `of=/dev/mmcblk0`) writes the disk. */
const DISK_OUT_RE = /\bof=\/dev\/(?:r?disk\d|sd[a-z]|hd[a-z]|vd[a-z]|nvme\d|mmcblk\d|da\d)/;

const num = (s: string) => Number(s.replace(",", "."));

/** Where dd's name starts a command: after a line's start, white space, a shell mark or an opening quote or bracket. */
const DD_START = String.raw`(?:^|[\s;|$#\`'"(（「])dd\s+`;
const DD_COMMAND_RE = new RegExp(String.raw`${DD_START}.*\b(?:if|of)=`);
/** dd's own arguments, up to a pipe or the next command (`dd if=/dev/sdc | md5sum` → `if=/dev/sdc `). */
const DD_ARGS = new RegExp(String.raw`${DD_START}([^|;&]*)`);

/** Which way a dd command moved the data: from /dev/zero or onto a disk is a write, to /dev/null a read. */
export function ddDirection(command: string): "read" | "write" | null {
  if (/\bif=\/dev\/(?:zero|u?random)\b/.test(command) || DISK_OUT_RE.test(command)) return "write";
  // into /dev/null, or with no `of=` at all (dd writes to its output: `dd if=/dev/sdc | md5sum`), the run reads its input
  const dd = DD_ARGS.exec(command)?.[1] ?? "";
  if (/\bof=\/dev\/null\b/.test(command) || (/\bif=\S/.test(dd) && !/\bof=/.test(dd))) return "read";
  // a file made beforehand in a scratch place (`if=/tmp/test of=test`, `if=/dev/shm/rand of=/mnt/nas/x`) copied onto
  // another place: the run writes that place
  return SCRATCH_IN.test(dd) && /\bof=\S/.test(dd) && !SCRATCH_OUT.test(dd) ? "write" : null;
}

/** The scratch places a test file is made in before it is copied onto the drive under test (RAM or the system's temp). */
const SCRATCH = String.raw`(?:\/dev\/shm|\/run\/shm|\/tmp)\/`;
const SCRATCH_IN = new RegExp(String.raw`\bif=${SCRATCH}`);
const SCRATCH_OUT = new RegExp(String.raw`\bof=(?:${SCRATCH}|\/dev\/)`);

/**
 * The direction of the one dd command the text before a block shows (`the command was dd if=x.img of=/dev/sdb`), if
 * only one and the block shows no dd command of its own.
 */
export function leadInDdDirection(text: string, block: string): "read" | "write" | null {
  if (block.split("\n").some((l) => DD_COMMAND_RE.test(l))) return null;
  const directions = new Set(text.split("\n").filter((l) => DD_COMMAND_RE.test(l)).map(ddDirection));
  return directions.size === 1 ? [...directions][0] ?? null : null;
}


/** The block size a dd command line sets (`bs=1024k`, `bs=1M`, `bs=4096`), or `obs=`/`ibs=` when both agree; null when none. */
export function ddBlockSize(command: string): number | null {
  const value = (key: string) => {
    const m = regExpOf(String.raw`(?:^|\s)${key}=(\d+)([A-Za-z]*)(?=\s|$)`).exec(command);
    if (!m) return null;
    const f = toolSuffix("dd", m[2] ?? "");
    return f === null ? null : Number(m[1]) * f;
  };
  const bs = value("bs");
  if (bs !== null) return bs;
  const ibs = value("ibs");
  return ibs !== null && ibs === value("obs") ? ibs : null;
}

/** dd's summary line, GNU in any locale and BSD/macOS, with the file size and the direction and block size the command line shows. */
export function parseDd(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let operation: "read" | "write" | null = null;
  let blockSize: number | null = null;
  const session = ftpSession(lines);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    // the command line, when shown, says which way the data went: from /dev/zero or onto a disk is a write, to /dev/null a read
    if (DD_COMMAND_RE.test(line)) {
      operation = ddDirection(line);
      blockSize = ddBlockSize(line);
      return;
    }
    // a writer's label before the summary (`- results: 512000 bytes … copied, …`) is no part of it
    const unlabelled = line.replace(WRITER_LABEL, "");
    const m = GNU_RE.exec(line) ?? BSD_NEW_RE.exec(line) ?? (unlabelled === line ? null : (GNU_RE.exec(unlabelled) ?? BSD_NEW_RE.exec(unlabelled)));
    const bsd = m ? null : BSD_RE.exec(line);
    if (!m && !bsd) return;
    // lftp prints the same `bytes transferred in … seconds` line: inside an FTP session it is the transfer's, unless dd's `records out` precedes it
    const afterRecords = /records out\s*$/.test(lines.slice(0, i).filter((l) => l.trim()).pop() ?? "");
    if (bsd && session && !afterRecords) return;
    // status=progress prints the same shape while copying; only the line after `records out` is the result (the records
    // lines of the next run may follow it, when a script ran dd several times)
    const next = lines.slice(i + 1).find((l) => l.trim())?.trim();
    if (next && RECORDS_RE.test(next) && !afterRecords) return;
    // a log of the progress display holds one line a second: whole seconds, more bytes on the next line of the same shape
    const later = next && m ? GNU_RE.exec(next) : null;
    if (later && m && /^\d+$/.test(m[2] ?? "") && Number(later[1]) > Number(m[1])) return;
    const [bytes, time, timeUnit, rate, rateUnit] = m ? [m[1], m[2], m[3], m[4], m[5]] : [bsd?.[2], bsd?.[3], bsd?.[4], bsd?.[5], bsd?.[6]];
    const conditions: Conditions = { tool: "dd", file_size_bytes: Number(bytes) };
    // a sweep's label names the block size of its line (`ad0 bs 4096:`, `bs=64k:`)
    const bs = /\bbs\s*[= ]\s*(\d+)([kKmMgG]?)\b/.exec(bsd?.[1] ?? "");
    if (bs) conditions.block_size_bytes = Number(bs[1]) * (toolPrefix("dd", bs[2] ?? "") ?? 1);
    else if (blockSize !== null) conditions.block_size_bytes = blockSize;
    // the writer's label names the run (`WRITE:`, `READ:`): its read or write, where the grammar reads one, before the command's
    const label = unlabelled === line ? "" : line.slice(0, line.length - unlabelled.length).replace(/^[-*•]\s+/, "").replace(/:\s*$/, "").trim();
    const labelled = label ? describe(label).operation : null;
    if (label) conditions.label = label;
    const extra = { conditions, access: "sequential" as const, operation: labelled === "read" || labelled === "write" ? labelled : operation };
    out.push(reading("dd", "duration", seconds(num(time ?? "0"), timeUnit ?? "s"), i + 1, raw, extra));
    const q = parseUnit(latinRate(rateUnit ?? ""));
    const v = num(rate ?? "0");
    if (q && q.valueSi !== null) out.push(reading("dd", "throughput", { ...q, unit: rateUnit ?? q.unit, value: v, valueSi: v * q.valueSi }, i + 1, raw, extra));
  });
  return out;
}

/** `Mo/s` (octets) and `МБ/с` as the `MB/s` they mean, for the unit grammar. */
function latinRate(unit: string): string {
  const cyr: Record<string, string> = { к: "k", К: "K", М: "M", Г: "G", Т: "T", Б: "B", с: "s" };
  return unit.replace(/[кКМГТБс]/g, (ch) => cyr[ch] ?? ch).replace(/o\//, "B/");
}
