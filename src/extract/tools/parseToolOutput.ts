import type { Metric, Operation } from "../../model/vocabulary.ts";
import { type Quantity, parseNumber, parseSize, parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";

/** One number read from a tool's output, with the line it came from (1-based within the block). */
export interface ToolReading {
  tool: string;
  metric: Metric;
  operation: Operation | null;
  access: "sequential" | "random" | null;
  quantity: Quantity;
  conditions: Conditions;
  line: number;
  raw: string;
}

const reading = (tool: string, metric: Metric, quantity: Quantity, line: number, raw: string, extra: Partial<ToolReading> = {}): ToolReading => ({
  tool, metric, operation: null, access: null, quantity, conditions: {}, line, raw, ...extra,
});

const seconds = (value: number, unit = "s"): Quantity => ({ value, unit, valueSi: value, siUnit: "s", kind: "duration", note: null });

/** `[h:]mm:ss.ss` or `m:ss.ss` as seconds. */
export function clockSeconds(text: string): number | null {
  const m = /^(?:(\d+):)?(\d+):(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** netperf's classic result block: a units line (`bytes bytes bytes secs. 10^6bits/sec`) and the number lines below it. */
export function parseNetperf(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const header = lines.findIndex((l) => /\b(TCP|UDP|SCTP)[ _](STREAM|MAERTS|RR|CRR|SENDFILE)\b.*TEST/i.test(l));
  const unitsAt = lines.findIndex((l, i) => i > header && /secs?\.?/.test(l) && /(bits\/sec|Bytes\/sec|bytes\/sec|Trans\.\/sec|per sec)/i.test(l));
  if (unitsAt < 0) return out;
  const test = header >= 0 ? /(TCP|UDP|SCTP)[ _](STREAM|MAERTS|RR|CRR|SENDFILE)/i.exec(lines[header] ?? "") : null;
  const units = (lines[unitsAt] ?? "").trim().split(/\s+/);
  const thrUnit = units[units.length - 1] ?? "";
  const q = parseUnit(thrUnit);
  const elapsedCol = units.findIndex((u) => /^secs?\.?$/.test(u));
  for (let i = unitsAt + 1; i < lines.length; i++) {
    const cols = (lines[i] ?? "").trim().split(/\s+/);
    if (!cols[0]) continue;
    if (!cols.every((c) => /^-?\d+(?:\.\d+)?$/.test(c))) break;
    const nums = cols.map(Number);
    const value = nums[nums.length - 1] ?? NaN;
    const conditions: Conditions = { tool: "netperf" };
    if (test) conditions.test = `${test[1]?.toUpperCase()}_${test[2]?.toUpperCase()}`;
    const full = cols.length === units.length;
    const elapsed = full ? nums[elapsedCol] : nums[cols.findIndex((c, k) => k > 0 && c.includes("."))];
    if (elapsed !== undefined) conditions.elapsed_s = elapsed;
    if (full && /STREAM|MAERTS|SENDFILE/i.test(test?.[2] ?? "STREAM")) {
      const message = nums[elapsedCol - 1];
      if (message !== undefined) conditions.message_size_bytes = message;
    }
    if (/UDP/i.test(test?.[1] ?? "")) conditions.direction = full ? "send" : "receive";
    if (q && q.kind === "throughput") {
      out.push(reading("netperf", "throughput", { ...q, value, valueSi: q.valueSi === null ? null : value * q.valueSi }, i + 1, lines[i] ?? "", { operation: "transfer", conditions }));
    } else if (/Trans/i.test(thrUnit)) {
      out.push(reading("netperf", "iops", { value, unit: "Trans./sec", valueSi: value, siUnit: "IOPS", kind: "iops", note: "transactions per second" }, i + 1, lines[i] ?? "", { operation: "transfer", conditions }));
    }
  }
  return out;
}

/** GNU time's default line (`0:42.91elapsed`), `/usr/bin/time -v`'s wall clock line, and the shell's `real 0m42.9s`. */
export function parseTime(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  lines.forEach((line, i) => {
    const gnu = /(\d+(?:\.\d+)?)user\s+(\d+(?:\.\d+)?)system\s+((?:\d+:)?\d+:\d+(?:\.\d+)?)elapsed\s+(\d+)%CPU/.exec(line);
    const verbose = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\):\s*((?:\d+:)?\d+:\d+(?:\.\d+)?)/.exec(line);
    const shell = /^\s*real\s+(?:(\d+)m)?(\d+(?:\.\d+)?)s\s*$/.exec(line);
    const clock = gnu?.[3] ?? verbose?.[1];
    if (clock) {
      const s = clockSeconds(clock);
      if (s !== null) out.push(reading("time", "duration", seconds(s), i + 1, line, { conditions: { tool: "time" } }));
    } else if (shell) {
      const s = Number(shell[1] ?? 0) * 60 + Number(shell[2]);
      out.push(reading("time", "duration", seconds(s), i + 1, line, { conditions: { tool: "time" } }));
    }
  });
  return out;
}

/** dd's summary line, GNU (`… bytes (11 GB, 10 GiB) copied, 42.9 s, 250 MB/s`) and BSD (`… bytes transferred in 42.9 secs (… bytes/sec)`). */
export function parseDd(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  // the command line, when shown, says which way the data went: from /dev/zero is a write, to /dev/null a read
  const command = lines.find((l) => /\bdd\s+.*\b(if|of)=/.test(l)) ?? "";
  const operation = /\bif=\/dev\/(zero|u?random)\b/.test(command) ? "write" : /\bof=\/dev\/null\b/.test(command) ? "read" : null;
  lines.forEach((line, i) => {
    const gnu = /^(\d+) bytes(?: \([^)]*\))? copied, ([\d.]+(?:e[+-]?\d+)?) s(?:econds)?, ([\d.,]+) ([kMGT]?i?B\/s)/.exec(line.trim());
    const bsd = /^(\d+) bytes transferred in ([\d.]+) secs? \((\d+) bytes\/sec\)/.exec(line.trim());
    const m = gnu ?? bsd;
    if (!m) return;
    const bytes = Number(m[1]);
    const conditions: Conditions = { tool: "dd", file_size_bytes: bytes };
    out.push(reading("dd", "duration", seconds(Number(m[2])), i + 1, line, { conditions, access: "sequential", operation }));
    const unit = gnu ? (m[4] ?? "B/s") : "bytes/sec";
    const q = parseUnit(unit);
    if (q) out.push(reading("dd", "throughput", { ...q, value: parseNumber(m[3] ?? "0"), valueSi: q.valueSi === null ? null : parseNumber(m[3] ?? "0") * q.valueSi }, i + 1, line, { conditions, access: "sequential", operation }));
  });
  return out;
}

/** iperf 2 and iperf3 interval and summary lines: `[  5]   0.00-10.00  sec  1.10 GBytes   941 Mbits/sec … sender`. */
export function parseIperf(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const iperf3 = lines.some((l) => /iperf3|\bsender\b|\breceiver\b|Retr/.test(l));
  const tool = iperf3 ? "iperf3" : "iperf";
  lines.forEach((line, i) => {
    const m = /^\[\s*(\w+)\]\s+([\d.]+)\s*-\s*([\d.]+)\s+sec\s+([\d.]+)\s+([KMGT]?Bytes)\s+([\d.]+)\s+([KMGT]?bits\/sec)(.*)$/.exec(line.trim());
    if (!m) return;
    const q = parseUnit(m[7] ?? "");
    if (!q) return;
    const value = Number(m[6]);
    const rest = m[8] ?? "";
    const conditions: Conditions = { tool, interval_start_s: Number(m[2]), interval_end_s: Number(m[3]) };
    if (m[1] === "SUM") conditions.stream = "sum";
    const role = /\b(sender|receiver)\b/.exec(rest)?.[1];
    if (role) conditions.summary = role;
    out.push(reading(tool, "throughput", { ...q, value, valueSi: q.valueSi === null ? null : value * q.valueSi }, i + 1, line, { operation: "transfer", conditions }));
  });
  return out;
}

/** fio's per-direction summary lines, new (`read: IOPS=12.3k, BW=48.1MiB/s (50.4MB/s)`) and old (`read : io=…, bw=…KB/s, iops=…`). */
export function parseFio(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let jobConds: Conditions = { tool: "fio" };
  let access: "sequential" | "random" | null = null;
  lines.forEach((line, i) => {
    const job = /rw=(\w+).*?bs=(?:\(R\)\s*)?(\d+(?:\.\d+)?[KMG]?i?B?)/.exec(line);
    if (job) {
      access = /rand/.test(job[1] ?? "") ? "random" : "sequential";
      const bs = job[2] ?? "";
      const size = parseSize(/B$/i.test(bs) ? bs : `${bs}B`, true);
      jobConds = { tool: "fio" };
      if (size) jobConds.block_size_bytes = size;
    }
    const m = /^\s*(read|write|trim)\s*:\s*(.*)$/.exec(line);
    if (!m) return;
    const op = m[1] === "write" ? "write" : m[1] === "read" ? "read" : null;
    const body = m[2] ?? "";
    const iops = /\biops\s*[=:]\s*([\d.]+)([kKmM]?)/i.exec(body);
    if (iops) {
      const f = iops[2] ? (/k/i.test(iops[2]) ? 1e3 : 1e6) : 1;
      const v = Number(iops[1]) * f;
      out.push(reading("fio", "iops", { value: v, unit: "IOPS", valueSi: v, siUnit: "IOPS", kind: "iops", note: null }, i + 1, line, { operation: op, access, conditions: { ...jobConds } }));
    }
    const bw = /\bbw\s*=\s*([\d.]+)\s*([KMGT]?i?B\/s)/i.exec(body);
    if (bw) {
      const q = parseUnit(bw[2] ?? "");
      if (q) out.push(reading("fio", "throughput", { ...q, value: Number(bw[1]), valueSi: q.valueSi === null ? null : Number(bw[1]) * q.valueSi }, i + 1, line, { operation: op, access, conditions: { ...jobConds } }));
    }
  });
  return out;
}

const MAX_LINE = 2_000;

/** Every tool reading in a block of text, by structure; each parser knows its own line shapes, so all run. */
export function parseToolOutput(text: string): ToolReading[] {
  // no tool prints a line this long; regexes over such a line would only cost time
  const lines = text.split("\n").map((l) => (l.length > MAX_LINE ? "" : l));
  return [parseNetperf, parseFio, parseIperf, parseDd, parseTime].flatMap((parse) => parse(lines)).sort((a, b) => a.line - b.line);
}
