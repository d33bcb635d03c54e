import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/** NTttcp for Windows: the Totals table's first header row; its value row (after the `====` rule) ends in Throughput(MB/s). */
const WIN_RATE_HEAD = /^Bytes\(MEG\)\s+realtime\(s\)\s+Avg Frame Size\s+Throughput\(MB\/s\)$/;
/** The Totals row that ends in the average CPU busy percentage of the side that printed it. */
const WIN_CPU_HEAD = /\bAvg\. CPU %$/;
/** ntttcp-for-linux's Totals lines (after `INFO:` with -V): `throughput :31.79Mbps`, `cpu busy (all) :1.04%`, `tcpi rtt :30470 us`. */
const LINUX_RE = /^(?:\d\d:\d\d:\d\d\s+INFO:\s*)?(throughput|cpu busy \(all\)|tcpi rtt)\s*:\s*([\d.]+)\s*([KMG]?bps|%|us)$/;
const TOTALS = /#####\s+Totals:\s+#####/;

/** The value row under a header row and its `====` rule: its last figure. */
function lastFigureBelow(lines: string[], at: number): number | null {
  if (!/^=+(?:\s+=+)*$/.test(lines[at + 1]?.trim() ?? "")) return null;
  const last = lines[at + 2]?.trim().split(/\s+/).pop() ?? "";
  return /^\d+(?:\.\d+)?$/.test(last) ? Number(last) : null;
}

/**
 * Microsoft NTttcp (Windows) and ntttcp-for-linux: the Totals of a run, read only after their `##### Totals: #####`
 * banner. Windows: Throughput(MB/s) (decimal, as NTttcp counts it) and Avg. CPU %; Linux: throughput, cpu busy (all)
 * and tcpi rtt (a latency). Per-thread lines, real-time throughput, Buffers/s and the CPU breakdown are not read.
 */
export function parseNtttcp(lines: string[]): ToolReading[] {
  const start = lines.findIndex((l) => TOTALS.test(l));
  if (start < 0) return [];
  const out: ToolReading[] = [];
  const conditions: Conditions = { tool: "ntttcp" };
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]?.trim() ?? "";
    if (WIN_RATE_HEAD.test(line)) {
      const v = lastFigureBelow(lines, i);
      if (v !== null && v > 0) out.push(reading("ntttcp", "throughput", { ...toolRate("ntttcp", v, "MB/s"), unit: "MB/s" }, i + 3, lines[i + 2] ?? "", { operation: "transfer", conditions }));
    } else if (WIN_CPU_HEAD.test(line)) {
      const v = lastFigureBelow(lines, i);
      if (v !== null) out.push(reading("ntttcp", "cpu_utilisation", { value: v, unit: "%", valueSi: v, siUnit: "%", kind: "cpu_utilisation", note: null }, i + 3, lines[i + 2] ?? "", { conditions }));
    }
    const m = LINUX_RE.exec(line);
    if (!m?.[1] || !m[2] || !m[3]) continue;
    const v = Number(m[2]);
    const raw = lines[i] ?? "";
    if (m[1] === "throughput" && v > 0) out.push(reading("ntttcp", "throughput", toolRate("ntttcp", v, m[3]), i + 1, raw, { operation: "transfer", conditions }));
    else if (m[1] === "tcpi rtt" && m[3] === "us") out.push(reading("ntttcp", "latency", { value: v, unit: "us", valueSi: v / 1e6, siUnit: "s", kind: "latency", note: "TCP's smoothed round-trip time" }, i + 1, raw, { conditions: { ...conditions, test: "tcpi rtt" } }));
    else if (m[1] === "cpu busy (all)" && m[3] === "%") out.push(reading("ntttcp", "cpu_utilisation", { value: v, unit: "%", valueSi: v, siUnit: "%", kind: "cpu_utilisation", note: null }, i + 1, raw, { conditions }));
  }
  return out;
}
