import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/** `TCP sender bandwidth statistics:`, `UDP receiver bandwidth statistics:`, `TCP roundtrip latency statistics (post warmup):`. */
const HEAD_RE = /^(TCP|UDP)\s+(?:(sender|receiver)\s+bandwidth|(roundtrip)\s+latency)\s+statistics\b/;
/** `Minimum = 496.93 KB/s, Maximum = 586.44 KB/s, Average = 564.13 KB/s` (PsPing spells `Maxiumum` in the latency test). */
const STATS_RE = /^Minimum\s*=\s*[\d.]+\s*\S+,\s*Maxi?u?mum\s*=\s*[\d.]+\s*\S+,\s*Average\s*=\s*([\d.]+)\s*(ms|[KMG]?B\/s)\s*$/;

/**
 * Sysinternals PsPing: the Average of a bandwidth test (`-b`; KB/s and MB/s are 1024-based, as its histogram shows)
 * and of a TCP or UDP latency test (`-l`), under their statistics headings. Minimum and maximum are not read; nor is
 * the plain TCP connect ping (`Connecting to …`, `Ping statistics`), a reachability check.
 */
export function parsePsping(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let head: RegExpExecArray | null = null;
  lines.forEach((line, i) => {
    const t = line.trim();
    const h = HEAD_RE.exec(t);
    if (h) {
      head = h;
      return;
    }
    const m = head ? STATS_RE.exec(t) : null;
    if (!m?.[1] || !m[2] || !head) return;
    const [, protocol, side, roundtrip] = head;
    const conditions: Conditions = { tool: "psping", protocol: protocol ?? "TCP", statistic: "avg" };
    const size = /\bSize\s*=\s*(\d+)/.exec(lines[i - 1] ?? "")?.[1];
    if (size) conditions.message_size_bytes = Number(size);
    const value = Number(m[1]);
    if (roundtrip && m[2] === "ms") {
      conditions.test = "roundtrip latency";
      out.push(reading("psping", "latency", { value, unit: "ms", valueSi: value / 1e3, siUnit: "s", kind: "latency", note: null }, i + 1, line, { operation: "transfer", conditions }));
    } else if (side && m[2] !== "ms") {
      conditions.side = side;
      out.push(reading("psping", "throughput", toolRate("psping", value, m[2]), i + 1, line, { operation: "transfer", conditions }));
    }
    head = null;
  });
  return out;
}
