import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

const PREFIX = /^(?:sockperf:\s*)?/.source;
/** `sockperf: Summary: BandWidth is 103.106 MBps (824.852 Mbps)`: MBps are 2^20 bytes (msg size × rate / 1024 / 1024); the bracket restates them in bits. */
const BANDWIDTH_RE = new RegExp(`${PREFIX}Summary:\\s*BandWidth is\\s+(\\d+(?:\\.\\d+)?)\\s*MBps\\b`);
/** `sockperf: Summary: Latency is 13.456 usec` (half the round trip), `Summary: Round trip is 26.9 usec` with --full-rtt. */
const LATENCY_RE = new RegExp(`${PREFIX}Summary:\\s*(Latency|Round trip) is\\s+(\\d+(?:\\.\\d+)?)\\s*usec\\b`);
/** `[ 0] IP = 127.0.0.1       PORT = 11111 # UDP`: the transport of the run. */
const TARGET_RE = /^\[\s*\d+\]\s+IP\s*=\s*\S+\s+PORT\s*=\s*\d+\s+#\s*(TCP|UDP)\b/;
const SIZE_RE = /using msg-size=(\d+)/;
const COMMAND_TEST: Record<string, string> = { pp: "ping-pong", "ping-pong": "ping-pong", tp: "throughput", throughput: "throughput", ul: "under-load", "under-load": "under-load" };

/**
 * sockperf's summaries: throughput mode's `BandWidth is N MBps` (1024-based, the Mbps bracket restates it), and
 * ping-pong / under-load's `Latency is N usec` (half the round trip; `Round trip is` with --full-rtt) as an average
 * latency. The transport comes from the `# UDP` / `# TCP` line, the message size from the note or -m; the message rate,
 * the percentiles and the dropped-message counts are not read.
 */
export function parseSockperf(lines: string[]): ToolReading[] {
  if (!lines.some((l) => /^sockperf[:\[]/.test(l.trim()) || readCommand(l)?.program === "sockperf")) return [];
  const out: ToolReading[] = [];
  const base: Conditions = { tool: "sockperf" };
  const command = lines.map(readCommand).find((c) => c?.program === "sockperf");
  const test = command ? COMMAND_TEST[command.args[0] ?? ""] : undefined;
  if (test) base.test = test;
  const m = command?.text.match(/(?:^|\s)(?:-m|--msg-size)[=\s]\s*(\d+)/);
  if (m?.[1]) base.message_size_bytes = Number(m[1]);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const target = TARGET_RE.exec(line);
    if (target?.[1]) base.protocol = target[1];
    const size = SIZE_RE.exec(line);
    if (size?.[1]) base.message_size_bytes = Number(size[1]);
    const bw = BANDWIDTH_RE.exec(line);
    if (bw?.[1]) {
      const conditions = { ...base, test: base.test ?? "throughput" };
      out.push(reading("sockperf", "throughput", toolRate("sockperf", Number(bw[1]), "MBps"), i + 1, raw, { operation: "transfer", conditions }));
    }
    const lat = LATENCY_RE.exec(line);
    if (lat?.[2]) {
      const v = Number(lat[2]);
      const conditions: Conditions = { ...base, statistic: "avg", latency: lat[1] === "Latency" ? "half round trip" : "round trip" };
      out.push(reading("sockperf", "latency", { value: v, unit: "usec", valueSi: v / 1e6, siUnit: "s", kind: "latency", note: null }, i + 1, raw, { operation: "transfer", conditions }));
    }
  });
  return out;
}
