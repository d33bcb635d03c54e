import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/** `getting file \big.iso of size 1073741824 as big.iso (110824.3 KiloBytes/sec) (average 110824.3 KiloBytes/sec)`. */
const LINE_RE = /^(getting|putting) file .*? \((\d+(?:[.,]\d+)?) (KiloBytes\/sec|kb\/s)\) \(average \d+(?:[.,]\d+)? (?:KiloBytes\/sec|kb\/s)\)\s*$/;

/** smbclient's get/put lines: the file's rate in KiB/s (the session average beside it restates it for one file). */
export function parseSmbclient(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  lines.forEach((line, i) => {
    const m = LINE_RE.exec(line.trim());
    if (!m?.[2] || !m[3]) return;
    const conditions: Conditions = { tool: "smbclient", protocol: "SMB" };
    const size = /\bof size (\d+)\b/.exec(line)?.[1];
    if (size) conditions.file_size_bytes = Number(size);
    // samba prints the decimal separator of the locale
    const value = Number(m[2].replace(",", "."));
    out.push(reading("smbclient", "throughput", toolRate("smbclient", value, m[3]), i + 1, line, { conditions, operation: m[1] === "getting" ? "read" : "write" }));
  });
  return out;
}
