import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";

/**
 * iperf 2's `-y C` report: `time,local ip,local port,remote ip,remote port,id,start-end,bytes,bits/s`, and after the
 * rate of a UDP receiver `jitter ms,lost,total,loss %,out of order`.
 */
const CSV_RE = /^(\d{14}(?:\.\d+)?),([^,\s]+),(\d+),([^,\s]+),(\d+),(-?\d+),([\d.]+)-([\d.]+),(\d+),(\d+)((?:,-?[\d.]+){5})?\s*$/;

interface CsvLine { index: number; localPort: number; remotePort: number; id: string; start: number; end: number; bps: number; udpReport: boolean; raw: string }

/**
 * iperf 2 CSV lines (`-y C`): each stream's whole-test line (from 0 to its last end) is the summary, earlier ones
 * intervals; id -1 is the sum of parallel streams. A line with jitter and loss is a UDP receiver's; a line whose local
 * port is the one iperf listens on (`-p`, else 5001) was received, on a client the stream coming back (-d/-r).
 */
export function parseIperfCsv(lines: string[]): ToolReading[] {
  const found: CsvLine[] = [];
  lines.forEach((line, index) => {
    const m = CSV_RE.exec(line.trim());
    if (!m) return;
    found.push({ index, localPort: Number(m[3]), remotePort: Number(m[5]), id: m[6] ?? "", start: Number(m[7]), end: Number(m[8]), bps: Number(m[10]), udpReport: m[11] !== undefined, raw: line });
  });
  if (!found.length) return [];
  const command = lines.map(readCommand).find((c) => c && c.program === "iperf");
  const args = command?.args ?? [];
  const p = args.indexOf("-p");
  const listening = p >= 0 ? Number(args[p + 1]) : 5001;
  const client = args.includes("-c");
  const udp = args.includes("-u") || found.some((f) => f.udpReport);
  const lastEnd = new Map<string, number>();
  const key = (f: CsvLine) => `${f.id}/${f.udpReport}`;
  for (const f of found) lastEnd.set(key(f), Math.max(lastEnd.get(key(f)) ?? 0, f.end));
  const ids = new Set(found.filter((f) => f.id !== "-1").map((f) => f.id));
  return found.map((f) => {
    const conditions: Conditions = { tool: "iperf", protocol: udp ? "UDP" : "TCP", output: "csv" };
    if (f.start === 0 && f.end === lastEnd.get(key(f))) {
      conditions.line = "summary";
      conditions.elapsed_s = f.end;
    } else {
      conditions.line = "interval";
      conditions.interval_start_s = f.start;
      conditions.interval_end_s = f.end;
    }
    // which end is the listener: the known port, else the lower one (a connecting socket takes an ephemeral port)
    const listener = f.localPort === listening || f.remotePort === listening ? listening : Math.min(f.localPort, f.remotePort);
    const received = f.udpReport || f.localPort === listener;
    conditions.side = received ? "receiver" : "sender";
    if (received && client && !f.udpReport) conditions.reverse = true;
    if (f.id === "-1") conditions.stream = "sum";
    else if (ids.size > 1) conditions.stream = f.id;
    return reading("iperf", "throughput", { value: f.bps, unit: "bits/sec", valueSi: f.bps / 8, siUnit: "B/s", kind: "throughput", note: null }, f.index + 1, f.raw, { operation: "transfer", conditions });
  });
}
