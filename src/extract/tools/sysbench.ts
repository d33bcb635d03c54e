import { describe } from "../../grammar/describe.ts";
import type { Operation } from "../../model/vocabulary.ts";
import { parseUnit, type Quantity } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolPrefix, toolRate } from "../../normalise/toolUnits.ts";
import { allMatches } from "../../normalise/allMatches.ts";

type Access = "sequential" | "random" | null;

/** A fileio test mode (`rndrw`, or the `Doing random r/w test` line's words) through the descriptor grammar. */
function modeOf(text: string): [Operation, Access] | null {
  const d = describe(text);
  return d.operation && d.access ? [d.operation, d.access] : null;
}
const STATISTICS: [RegExp, string][] = [[/^min$/, "min"], [/^avg$/, "avg"], [/^max$/, "max"], [/(\d+)(?:th)? percentile$/, "p"]];

/** `fileio prepare`: `5368709120 bytes written in 44.82 seconds (114.23 MB/sec).` (1.0: `MiB/sec`). */
const PREPARED_RE = /^(\d+) bytes written in ([\d.]+) seconds \(([\d.]+) (MB|MiB)\/sec\)\.?$/;

/** A sysbench size unit (`Kb`, `MiB`, `bytes`) in bytes: its prefixes are 1024-based, its `b` a byte (units.json). */
const sizeUnit = (unit: string | undefined): number => toolPrefix("sysbench", /^([kmg])/i.exec(unit ?? "")?.[1] ?? "") ?? 1;

/**
 * The test mode of the page's one sysbench fileio command (`sysbench fileio --file-test-mode=rndrw run`, in a `<pre>` or
 * inline in a sentence), or null when the page runs none or several modes. Writers often show the command once and paste
 * only the `File operations`/`Throughput` part of each run's output, which no longer says the mode.
 */
export function pageSysbenchMode(texts: readonly string[]): [Operation, Access] | null {
  const modes = new Set(texts.flatMap((t) => [...allMatches(t, /\bsysbench\b[^\n]*?--file-test-mode=(\w+)/g)].map((m) => m[1] ?? "")));
  const [only] = modes;
  return modes.size === 1 && only ? modeOf(only) : null;
}

/**
 * sysbench fileio: 0.4/0.5 (`Total transferred 750Mb  (2.4999Mb/sec)`, `159.99 Requests/sec executed`, per-request
 * statistics in ms) and 1.0+ (`reads/s:`, `read, MiB/s:`, `Latency (ms):` block), and the `prepare` step's write rate.
 * Total time and amounts are not results.
 */
export function parseSysbench(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  if (!lines.some((l) => /file-test-mode|Extra file open flags|Doing (?:random|sequential) .*test|Total transferred|^\s*reads\/s:/.test(l) || PREPARED_RE.test(l.trim()))) return out;
  const base: Conditions = { tool: "sysbench" };
  let mode: [Operation, Access] | null = null;
  let latencyUnit: string | null = null;
  let inStats = false;
  lines.forEach((line, i) => {
    const t = line.trim();
    const cmdMode = /--file-test-mode=(\w+)/.exec(t)?.[1];
    if (cmdMode) mode = modeOf(cmdMode) ?? mode;
    const doing = /^Doing (.*) test/.exec(t)?.[1];
    if (doing) mode = modeOf(doing) ?? mode;
    const bs = /^Block size (\d+)\s*(b|Kb|Mb|KiB|MiB|bytes?)?$/i.exec(t);
    if (bs) base.block_size_bytes = Number(bs[1]) * sizeUnit(bs[2]);
    // `4 files, 64MiB each` (1.0) / `128 files, 16Mb each` (0.4): the size of each test file
    const files = /^\d+ files?, ([\d.]+)\s*(Kb|Mb|Gb|KiB|MiB|GiB)\s+each$/.exec(t);
    if (files) base.file_size_bytes = Math.round(Number(files[1]) * sizeUnit(files[2]));
    const threads = /^Number of threads:\s*(\d+)$/.exec(t);
    if (threads) base.threads = Number(threads[1]);
    const [op, access] = mode ?? [null, null];
    const at = (metric: "throughput" | "iops" | "latency", q: Quantity, operation: Operation | null, extra: Conditions = {}) =>
      out.push(reading("sysbench", metric, q, i + 1, line, { operation, access, conditions: { ...base, ...extra } }));
    const old = /\(([\d.]+)(b|Kb|Mb|Gb)\/sec\)\s*$/.exec(t);
    if (old && /^Read .*Total transferred/.test(t)) {
      const v = Number(old[1]);
      at("throughput", { ...toolRate("sysbench", v, `${old[2]}/sec`), note: `sysbench ${old[2]} is ${sizeUnit(old[2])} bytes` }, op);
      return;
    }
    // `fileio prepare` writes the test files one after the other and says how fast (its MB are 2^20 bytes, as its MiB)
    const prepared = PREPARED_RE.exec(t);
    if (prepared) {
      const [bytes, secs, v] = [Number(prepared[1]), Number(prepared[2]), Number(prepared[3])];
      const extra = { operation: "write" as const, access: "sequential" as const, conditions: { tool: "sysbench", test: "prepare", file_size_bytes: bytes } };
      out.push(reading("sysbench", "duration", { value: secs, unit: "seconds", valueSi: secs, siUnit: "s", kind: "duration", note: null }, i + 1, line, extra));
      out.push(reading("sysbench", "throughput", { ...toolRate("sysbench", v, `${prepared[4]}/sec`), note: `sysbench ${prepared[4]} is 2^20 bytes` }, i + 1, line, extra));
      return;
    }
    const req = /^([\d.]+)\s+Requests\/sec executed$/.exec(t);
    if (req) return void at("iops", { value: Number(req[1]), unit: "Requests/sec", valueSi: Number(req[1]), siUnit: "IOPS", kind: "iops", note: null }, op);
    // a mode that only reads (or only writes) prints 0.00 for the other direction: not a measurement
    const idle = (dir: "read" | "write") => op !== null && op !== "read_write" && op !== dir;
    const perOp = /^(reads|writes)\/s:\s*([\d.]+)$/.exec(t);
    if (perOp && Number(perOp[2]) === 0 && idle(perOp[1] === "reads" ? "read" : "write")) return;
    if (perOp) return void at("iops", { value: Number(perOp[2]), unit: `${perOp[1]}/s`, valueSi: Number(perOp[2]), siUnit: "IOPS", kind: "iops", note: null }, perOp[1] === "reads" ? "read" : "write");
    const thr = /^(read|written),\s*([KMG]iB\/s):\s*([\d.]+)$/.exec(t);
    if (thr && Number(thr[3]) === 0 && idle(thr[1] === "read" ? "read" : "write")) return;
    if (thr) {
      const q = parseUnit(thr[2] ?? "");
      const v = Number(thr[3]);
      if (q?.valueSi != null) at("throughput", { ...q, value: v, valueSi: v * q.valueSi }, thr[1] === "read" ? "read" : "write");
      return;
    }
    const latHead = /^Latency \((ms|us|s)\):$/.exec(t);
    if (latHead || /^(?:per-request statistics|response time):$/.test(t)) {
      inStats = true;
      latencyUnit = latHead?.[1] ?? null;
      return;
    }
    if (!inStats) return;
    const stat = /^(?:approx\.\s+)?([\w. ]+?):\s*([\d.]+)\s*(ms|us|s)?$/.exec(t);
    if (!stat) {
      if (t) inStats = false;
      return;
    }
    const label = STATISTICS.find(([re]) => re.test(stat[1] ?? ""));
    const unit = stat[3] ?? latencyUnit;
    const q = unit ? parseUnit(unit) : null;
    if (!label || !q || q.valueSi === null) return;
    const statistic = label[1] === "p" ? `p${/(\d+)/.exec(stat[1] ?? "")?.[1]}` : label[1];
    const v = Number(stat[2]);
    at("latency", { ...q, value: v, valueSi: v * q.valueSi }, op, { statistic });
  });
  return out;
}
