import { parseNumber, parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, seconds, type ToolReading } from "./toolReading.ts";

/** dd's summary line, GNU (`… bytes (11 GB, 10 GiB) copied, 42.9 s, 250 MB/s`) and BSD (`… bytes transferred in 42.9 secs (… bytes/sec)`). */
export function parseDd(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  // the command line, when shown, says which way the data went: from /dev/zero is a write, to /dev/null a read
  const command = lines.find((l) => /\bdd\s+.*\b(if|of)=/.test(l)) ?? "";
  const operation = /\bif=\/dev\/(zero|u?random)\b/.test(command) ? "write" : /\bof=\/dev\/null\b/.test(command) ? "read" : null;
  lines.forEach((line, i) => {
    const gnu = /^(\d+) bytes(?: \([^)]*\))? copied, ([\d.]+(?:e[+-]?\d+)?) s(?:econds)?, ([\d.,]+) ([kMGT]?i?B\/s)/.exec(line.trim());
    const bsd = /^(\d+) bytes transferred in ([\d.]+) secs? \((\d+) bytes\/sec\)/.exec(line.trim());
    const m = gnu ?? bsd;
    if (!m) return;
    const bytes = Number(m[1]);
    const conditions: Conditions = { tool: "dd", file_size_bytes: bytes };
    out.push(reading("dd", "duration", seconds(Number(m[2])), i + 1, line, { conditions, access: "sequential", operation }));
    const unit = gnu ? (m[4] ?? "B/s") : "bytes/sec";
    const q = parseUnit(unit);
    if (q) out.push(reading("dd", "throughput", { ...q, value: parseNumber(m[3] ?? "0"), valueSi: q.valueSi === null ? null : parseNumber(m[3] ?? "0") * q.valueSi }, i + 1, line, { conditions, access: "sequential", operation }));
  });
  return out;
}
