import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/** ttcp: `ttcp-r: 536608768 bytes in 44.72 real seconds = 11.44 MB/sec +++` (`KB/sec` by default, `Mbit/sec` with -f m). */
const TTCP_RE = /^(n?ttcp)-([tr]):\s+(\d+)\s+bytes in\s+([\d.]+)\s+real seconds\s+=\s+([\d.]+)\s+([KMG]?(?:B|bit))\/sec\b/;
/** nuttcp -v: `nuttcp-r: 1121.3750 MB in 10.03 real seconds = 114484.64 KB/sec = 937.8584 Mbps`. */
const NUTTCP_RE = /^nuttcp-([tr]):\s+([\d.]+)\s+MB in\s+([\d.]+)\s+real seconds\s+=\s+[\d.]+\s+KB\/sec\s+=\s+([\d.]+)\s+Mbps\b/;
/** nuttcp -fparse: `nuttcp-r: megabytes=1352.8125 real_seconds=1.04 rate_KBps=1334233.56 rate_Mbps=10930.0413`. */
const PARSE_RE = /^nuttcp-([tr]):\s+megabytes=([\d.]+)\s+real_seconds=([\d.]+)\s+rate_KBps=[\d.]+\s+rate_Mbps=([\d.]+)/;

/**
 * The closing line of each end in ttcp (and nttcp) and in nuttcp's verbose (-v) and -fparse output: `-t` is the
 * transmitter, `-r` the receiver. ttcp's units are 1024-based, bits too (`Mbit` is bytes × 8 / 2^20); nuttcp's Mbps
 * is decimal and is read rather than the KB/sec beside it, which restates it. `CPU seconds` lines are not results.
 */
export function parseTtcp(lines: string[]): ToolReading[] {
  const text = lines.join("\n");
  const command = lines.map(readCommand).find((c) => c && /^n?u?ttcp$/.test(c.program));
  const udp = command?.args.includes("-u") || /\bbuflen=[^\n]*(?:\n[^\n]*)?\budp\b/.test(text) || /mode=udp/.test(text);
  const out: ToolReading[] = [];
  lines.forEach((line, i) => {
    const t = line.trim();
    const m = TTCP_RE.exec(t);
    const n = m ? null : NUTTCP_RE.exec(t) ?? PARSE_RE.exec(t);
    if (!m && !n) return;
    const tool = m ? (m[1] ?? "ttcp") : "nuttcp";
    const end = m ? m[2] : n?.[1];
    const conditions: Conditions = { tool, protocol: udp ? "UDP" : "TCP", line: "summary", side: end === "t" ? "sender" : "receiver" };
    if (m?.[3] && m[4] && m[5] && m[6]) {
      conditions.elapsed_s = Number(m[4]);
      conditions.transferred_bytes = Number(m[3]);
      out.push(reading(tool, "throughput", toolRate("ttcp", Number(m[5]), `${m[6]}/sec`), i + 1, line, { operation: "transfer", conditions }));
      return;
    }
    if (n?.[3] && n[4]) {
      conditions.elapsed_s = Number(n[3]);
      out.push(reading(tool, "throughput", toolRate("nuttcp", Number(n[4]), "Mbps"), i + 1, line, { operation: "transfer", conditions }));
    }
  });
  return out;
}
