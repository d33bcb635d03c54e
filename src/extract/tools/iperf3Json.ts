import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";

interface Sum {
  seconds?: number;
  bits_per_second?: number;
}
interface Iperf3Json {
  start?: { test_start?: { protocol?: string; num_streams?: number; reverse?: number; duration?: number } };
  end?: { sum_sent?: Sum; sum_received?: Sum; cpu_utilization_percent?: { host_total?: number; remote_total?: number } };
}

/**
 * iperf3 -J: the whole-test sums of the sender and the receiver (`end.sum_sent`, `end.sum_received`) in bits per second,
 * and the CPU use of both ends (`end.cpu_utilization_percent.host_total` / `remote_total`; `_user` and `_system` split them).
 */
export function parseIperf3Json(lines: string[]): ToolReading[] {
  const start = lines.findIndex((l) => l.trim() === "{");
  if (start < 0) return [];
  let doc: Iperf3Json;
  try {
    doc = JSON.parse(lines.slice(start).join("\n")) as Iperf3Json;
  } catch {
    // a JSON report cut short when pasted is not read: its sums may be missing or partial
    return [];
  }
  const test = doc.start?.test_start;
  if (!test || !doc.end) return [];
  const out: ToolReading[] = [];
  const endLine = lines.findIndex((l, i) => i > start && /"end"\s*:/.test(l));
  let base: Conditions | null = null;
  for (const [side, sum] of [["sender", doc.end.sum_sent], ["receiver", doc.end.sum_received]] as const) {
    const bps = sum?.bits_per_second;
    if (typeof bps !== "number" || !Number.isFinite(bps)) continue;
    const conditions: Conditions = { tool: "iperf3", line: "summary", side };
    if (test.protocol) conditions.protocol = test.protocol;
    if (typeof test.num_streams === "number") conditions.streams = test.num_streams;
    conditions.reverse = test.reverse === 1;
    if (typeof sum?.seconds === "number") conditions.elapsed_s = Math.round(sum.seconds * 1000) / 1000;
    base = conditions;
    out.push(reading("iperf3", "throughput", { value: bps, unit: "bits/sec", valueSi: bps / 8, siUnit: "B/s", kind: "throughput", note: null }, (endLine < 0 ? start : endLine) + 1, `end.sum_${side === "sender" ? "sent" : "received"}.bits_per_second: ${bps}`, { operation: "transfer", conditions }));
  }
  const cpu = doc.end.cpu_utilization_percent;
  const cpuLine = lines.findIndex((l, i) => i > start && /"cpu_utilization_percent"\s*:/.test(l));
  // the host running iperf3 sends unless -R reversed the test; the remote end is the other side
  const localSide = test.reverse === 1 ? "receiver" : "sender";
  for (const [host, value] of [["local", cpu?.host_total], ["remote", cpu?.remote_total]] as const) {
    if (!base || typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 100) continue;
    const side = host === "local" ? localSide : localSide === "sender" ? "receiver" : "sender";
    const { line: _line, ...rest } = base;
    const conditions: Conditions = { ...rest, side, host };
    out.push(reading("iperf3", "cpu_utilisation", { value, unit: "%", valueSi: value, siUnit: "%", kind: "cpu_utilisation", note: null }, (cpuLine < 0 ? start : cpuLine) + 1, `end.cpu_utilization_percent.${host === "local" ? "host" : "remote"}_total: ${value}`, { conditions }));
  }
  return out;
}
