import type { Operation } from "../../model/vocabulary.ts";
import { parseSize, parseUnit, type Quantity } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { rwMode } from "./fioJson.ts";
import { numberRuns } from "./numberRuns.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { unitTable } from "../../normalise/unitTable.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

type Access = "sequential" | "random" | null;
/** What a job header says: `name: (g=0): rw=randrw, bs=(R) 4096B-4096B, …, ioengine=libaio, iodepth=64`. */
export interface Job { conditions: Conditions; access: Access; operation: Operation | null }

const JOB_RE = /^\s*([^\s:]+):\s*\(g=\d+\):\s*rw=(\w+)(.*)$/;
const RESULT_RE = /^\s*([^\s:]+):\s*\(groupid=\d+,\s*jobs=\d+\):/;
const DIRECTION_RE = /^\s*(read|write|trim)\s*:\s*(.*)$/;
const RUN_STATUS_RE = /^\s*(READ|WRITE|TRIM)\s*:\s*(?:bw|io)=/;

export function jobFrom(rw: string, rest: string): Job {
  const conditions: Conditions = { tool: "fio" };
  const bs = /\bbs=(?:\(R\)\s*)?(\d+(?:\.\d+)?[KMG]?i?B?)/i.exec(rest)?.[1];
  const size = bs ? parseSize(/B$/i.test(bs) ? bs : `${bs}B`, true) : null;
  if (size) conditions.block_size_bytes = size;
  const depth = /\biodepth=(\d+)/.exec(rest)?.[1];
  if (depth) conditions.queue_depth = Number(depth);
  return { conditions, ...rwMode(rw) };
}

/** `50.7k` as fio prints IOPS. */
const kilo = (v: string, k: string | undefined) => Number(v) * (k ? (unitTable.counts[k] ?? 1) : 1);

/** A bandwidth as printed. fio before 3.0 printed `KB/s` for 1024 bytes (kb_base=1024), so old-format units are binary. */
function bandwidth(value: number, unit: string, oldFormat: boolean): Quantity | null {
  const q = toolRate(oldFormat ? "fio-legacy" : "fio", value, unit);
  if (q.valueSi === null) return null;
  return { ...q, note: oldFormat && /^[KMGT]B/.test(unit) ? `fio before 3.0 prints ${unit} for binary multiples` : null };
}

/**
 * fio's human output: per-job direction lines (new `read: IOPS=12.3k, BW=48.1MiB/s (50.4MB/s)`, old `read : io=…,
 * bw=…KB/s, iops=…`) with the job's mean `lat` avg, or, when a group shows no job lines, its `Run status group` lines
 * (`READ: bw=…`, old `READ: io=…, aggrb=…`). Per-sample statistics, percentiles and progress lines are not results.
 */
export function parseFio(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const jobs = new Map<string, Job>();
  const base: Job = { conditions: { tool: "fio" }, access: null, operation: null };
  let current: Job = base;
  let pending: Job[] = [];
  let direction: Operation | null = null;
  let jobLinesInGroup = false;
  let set = 0;
  const sets: number[] = [];
  const push = (r: ToolReading) => {
    out.push(r);
    sets.push(set);
  };
  lines.forEach((line, i) => {
    const header = JOB_RE.exec(line);
    if (header) {
      const job = jobFrom(header[2] ?? "", header[3] ?? "");
      jobs.set(header[1] ?? "", job);
      pending.push(job);
      return;
    }
    const result = RESULT_RE.exec(line);
    if (result) {
      // a result whose job header was not printed (output filtered by grep) is named by its job's name alone
      // (`Seq-Read: (groupid=0, jobs=1)`), which the descriptor grammar reads as a test's name
      const named: Job = result[1] ? { ...base, conditions: { ...base.conditions, test: result[1] } } : base;
      current = jobs.get(result[1] ?? "") ?? (pending.length === 1 ? (pending[0] ?? base) : pending.length === 0 ? named : base);
      // group_reporting sums N jobs into one result: the figures are for all of them together
      const n = Number(/jobs=(\d+)/.exec(line)?.[1] ?? 1);
      if (n > 1) current = { ...current, conditions: { ...current.conditions, numjobs: n } };
      jobLinesInGroup = true;
      direction = null;
      set++;
      return;
    }
    if (/^\s*Run status group \d+/.test(line)) {
      // a group without job lines takes its one pending header, if it has exactly one
      if (!jobLinesInGroup) current = pending.length === 1 ? (pending[0] ?? base) : base;
      set++;
      return;
    }
    const status = RUN_STATUS_RE.exec(line);
    if (status) {
      if (!jobLinesInGroup) runStatus(line, i + 1, status[1] === "READ" ? "read" : status[1] === "WRITE" ? "write" : null, current, push);
      return;
    }
    if (/^\s*Disk stats \(read\/write\)/.test(line)) {
      // the group is over: the next results belong to the next header printed
      pending = [];
      jobLinesInGroup = false;
      current = base;
      return;
    }
    const d = DIRECTION_RE.exec(line);
    if (d) {
      direction = d[1] === "read" ? "read" : d[1] === "write" ? "write" : null;
      jobLine(d[2] ?? "", line, i + 1, direction, current, push);
      return;
    }
    // the mean of `lat` (submission + completion) is the job's latency; slat, clat and percentiles are parts or spreads
    const lat = /^\s*lat\s*\((nsec|usec|msec)\)\s*:\s*min=.*\bavg=\s*([\d.]+)/.exec(line);
    if (lat && direction && jobLinesInGroup) {
      const unit = { nsec: "ns", usec: "us", msec: "ms" }[lat[1] as "nsec" | "usec" | "msec"];
      const q = parseUnit(unit);
      const v = Number(lat[2]);
      if (q?.valueSi != null) push(reading("fio", "latency", { ...q, unit: lat[1] ?? unit, value: v, valueSi: v * q.valueSi }, i + 1, line, { operation: direction, access: current.access, conditions: { ...current.conditions, statistic: "avg" } }));
    }
  });
  return numberRuns(out, sets);
}

type Push = (r: ToolReading) => void;

function jobLine(body: string, line: string, n: number, operation: Operation | null, job: Job, push: Push): void {
  const extra = { operation, access: job.access, conditions: { ...job.conditions } };
  const iops = /\biops\s*[=:]\s*([\d.]+)\s*([kKmM]?)\b/i.exec(body);
  if (iops) {
    const v = kilo(iops[1] ?? "0", iops[2]);
    push(reading("fio", "iops", { value: v, unit: "IOPS", valueSi: v, siUnit: "IOPS", kind: "iops", note: null }, n, line, extra));
  }
  const bw = /\bbw\s*=\s*([\d.]+)\s*([KMGT]?i?B\/s)/i.exec(body);
  const q = bw ? bandwidth(Number(bw[1]), bw[2] ?? "", /\bbw=/.test(body) && !/\bBW=/.test(body)) : null;
  if (q) push(reading("fio", "throughput", q, n, line, extra));
}

function runStatus(line: string, n: number, operation: Operation | null, job: Job, push: Push): void {
  const m = /\b(?:bw|aggrb)=([\d.]+)\s*([KMGT]?i?B\/s)/.exec(line);
  const q = m ? bandwidth(Number(m[1]), m[2] ?? "", /\baggrb=/.test(line)) : null;
  if (q) push(reading("fio", "throughput", q, n, line, { operation, access: job.access, conditions: { ...job.conditions } }));
}

/**
 * The job a page's fio results ran, when the fio commands the page shows with `--rw=` (fio takes `-rw=` and its alias
 * `--readwrite=` too) all set
 * the same job: one command, or the same command run on several files (often below the figures, in a "how" section).
 * What it says of access and settings applies to results that print no job header of their own.
 */
export function pageFioJob(texts: readonly string[]): Job | null {
  const jobs = commandJobs(texts.flatMap((t) => t.split("\n")));
  const distinct = new Set(jobs.map((j) => JSON.stringify(j)));
  return distinct.size === 1 ? (jobs[0] ?? null) : null;
}

/** A fio command that sets its job with `--rw=` or its alias `--readwrite=`. */
const FIO_COMMAND = /(?:^|[\s/$#>])fio\s.*\s--?(?:rw|readwrite)=\w/;

/** The jobs of the distinct fio commands among these lines, in the order they are written. */
function commandJobs(lines: readonly string[]): Job[] {
  const commands = new Set(lines.map((l) => l.trim()).filter((l) => FIO_COMMAND.test(l)));
  return [...commands].map((c) => jobFrom(/\s--?(?:rw|readwrite)=(\w+)/.exec(c)?.[1] ?? "", c));
}

/**
 * A block that lists several fio commands setting different jobs, one a line (the runs a writer made, in the order
 * they made them): their jobs in that order, or null. Which output ran which job is decided by the page (the caller).
 */
export function listedFioJobs(text: string): Job[] | null {
  const jobs = commandJobs(text.split("\n"));
  return jobs.length >= 2 && new Set(jobs.map((j) => JSON.stringify(j))).size === jobs.length ? jobs : null;
}
