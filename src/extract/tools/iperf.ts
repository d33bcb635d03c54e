import { parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";

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
