import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/** `Packet size  1k bytes:  113.94 MByte/s Tx,  112.41 MByte/s Rx.`; UDP and 1.33 add a percentage after each rate. */
const LINE_RE = /^Packet size\s+(\d+)\s*([kK]?)\s*bytes:\s+([\d.]+)\s+([KMG]?Byte\/s)(?:\s+\(\s*\d+%\))?\s+Tx,\s+([\d.]+)\s+([KMG]?Byte\/s)(?:\s+\(\s*\d+%\))?\s+Rx\.?\s*$/;

/**
 * NetIO (Kai Uwe Rommel): one line per packet size with the client's send (Tx) and receive (Rx) rates. NetIO divides
 * by 1024 (`KByte/s`, `MByte/s`) and prints plain `Byte/s` below 10 KiB/s; the percentages UDP adds are losses (or,
 * in 1.33, CPU use) and are not read.
 */
export function parseNetio(lines: string[]): ToolReading[] {
  const text = lines.join("\n");
  const protocol = /\bUDP connection established/.test(text) ? "UDP" : /\bTCP connection established/.test(text) ? "TCP" : null;
  const out: ToolReading[] = [];
  lines.forEach((line, i) => {
    const m = LINE_RE.exec(line.trim());
    if (!m?.[1] || !m[3] || !m[4] || !m[5] || !m[6]) return;
    const size = Number(m[1]) * (m[2] ? 1024 : 1);
    const pair: [string, string, string][] = [[m[3], m[4], "tx"], [m[5], m[6], "rx"]];
    for (const [value, unit, direction] of pair) {
      const conditions: Conditions = { tool: "netio", packet_size_bytes: size, direction };
      if (protocol) conditions.protocol = protocol;
      // the client's Tx is what it sent, its Rx what the server sent back to it
      conditions.side = direction === "tx" ? "sender" : "receiver";
      out.push(reading("netio", "throughput", toolRate("netio", Number(value), unit), i + 1, line, { operation: "transfer", conditions }));
    }
  });
  return out;
}
