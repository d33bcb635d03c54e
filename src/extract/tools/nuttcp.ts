import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { appendAll } from "../../appendAll.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/** ` 1461.6843 MB /   2.00 sec = 6127.9998 Mbps 14 %TX 27 %RX 0 retrans 0.09 msRTT` (the summary carries %TX). */
const LINE_RE = /^\s*([\d.]+) MB\s*\/\s*([\d.]+) sec\s*=\s*([\d.]+) Mbps(.*)$/;

/** nuttcp's result lines: the closing summary (with CPU and retransmits) and -i interval lines; -r receives, -u is UDP. */
export function parseNuttcp(lines: string[]): ToolReading[] {
  const command = readCommand(lines[0] ?? "");
  const args = command?.program === "nuttcp" ? command.args : [];
  const out: ToolReading[] = [];
  lines.forEach((line, i) => {
    const m = LINE_RE.exec(line);
    if (!m?.[3]) return;
    const summary = /%TX/.test(m[4] ?? "");
    const conditions: Conditions = { tool: "nuttcp", protocol: args.includes("-u") || /drop\/pkt/.test(m[4] ?? "") ? "UDP" : "TCP" };
    conditions.line = summary ? "summary" : "interval";
    conditions.elapsed_s = Number(m[2]);
    const streams = args.find((a) => /^-N\d+$/.test(a))?.slice(2) ?? (args.includes("-N") ? args[args.indexOf("-N") + 1] : undefined);
    if (streams && /^\d+$/.test(streams)) conditions.streams = Number(streams);
    if (args.includes("-r")) conditions.reverse = true;
    if (!summary) conditions.interval_index = out.filter((r) => r.conditions.line === "interval").length + 1;
    out.push(reading("nuttcp", "throughput", toolRate("nuttcp", Number(m[3]), "Mbps"), i + 1, line, { operation: "transfer", conditions }));
    if (summary) appendAll(out, cpuReadings(m[4] ?? "", conditions, i + 1, line));
  });
  return out;
}

/** The summary's `X %TX Y %RX`: CPU use of the transmitting and of the receiving end (whichever host sends). */
function cpuReadings(tail: string, base: Conditions, lineNo: number, raw: string): ToolReading[] {
  const m = /(\d+(?:\.\d+)?) %TX\s+(\d+(?:\.\d+)?) %RX/.exec(tail);
  if (!m) return [];
  return (["sender", "receiver"] as const).map((side, k) => {
    const v = Number(m[k + 1]);
    return reading("nuttcp", "cpu_utilisation", { value: v, unit: "%", valueSi: v, siUnit: "%", kind: "cpu_utilisation", note: null }, lineNo, raw, { conditions: { ...base, side } });
  });
}
