import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/** bench.sh's speed table header: `Node Name        Upload Speed      Download Speed      Latency`. */
const HEADER = /^Node Name\s+Upload Speed\s+Download Speed\s+Latency\s*$/;
/** A node's row: `Los Angeles, US  22.10 Mbps        22.02 Mbps          316.33 ms` (older versions print `Mbit/s`). */
const ROW = /^(\S.*?)\s{2,}(\d+(?:\.\d+)?)\s+([KMG](?:bps|bit\/s))\s+(\d+(?:\.\d+)?)\s+([KMG](?:bps|bit\/s))\s+(\d+(?:\.\d+)?)\s+ms\s*$/;

/**
 * bench.sh (Teddysun's VPS benchmark) and the scripts that copy its layout: each node's Upload (sent), Download
 * (received) and latency (the speed test's ping to that node) below the `Node Name` header. Its dd runs (`I/O Speed`)
 * are read by `benchScripts.ts`.
 */
export function parseBenchSh(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let table = false;
  lines.forEach((line, i) => {
    const t = line.trim();
    if (HEADER.test(t)) {
      table = true;
      return;
    }
    if (!table) return;
    const m = ROW.exec(t);
    if (!m?.[1] || !m[2] || !m[3] || !m[4] || !m[5] || !m[6]) {
      // the dashed rule under the table, or the script's next `Key : value` line, closes it
      if (/^-+$/.test(t) || /^[^:]+\s:\s/.test(t)) table = false;
      return;
    }
    const host = m[1].trim().replace(/\s+/g, " ");
    for (const [value, unit, direction] of [[m[2], m[3], "upload"], [m[4], m[5], "download"]] as const) {
      const conditions: Conditions = { tool: "bench.sh", host, direction, test: direction };
      const q = toolRate("bench.sh", Number(value), unit.replace(/^(\w)bit\/s$/, "$1bps"));
      out.push(reading("bench.sh", "throughput", { ...q, unit }, i + 1, line, { operation: "transfer", conditions }));
    }
    const ms = Number(m[6]);
    out.push(reading("bench.sh", "latency", { value: ms, unit: "ms", valueSi: ms / 1e3, siUnit: "s", kind: "latency", note: "round trip to the test server" }, i + 1, line, { conditions: { tool: "bench.sh", host, test: "ping" } }));
  });
  return out;
}
