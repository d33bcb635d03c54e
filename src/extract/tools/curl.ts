import type { Conditions } from "../conditions.ts";
import { clockSeconds, reading, seconds, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

const HEADER_RE = /%\s+Total\s+%\s+Received\s+%\s+Xferd\s+Average Speed/;
const ROW_RE = /^\s*(\d{1,3})\s+([\d.]+[kMGT]?)\s+(\d{1,3})\s+([\d.]+[kMGT]?)\s+(\d{1,3})\s+([\d.]+[kMGT]?)\s+([\d.]+)([kMGT]?)\s+([\d.]+)([kMGT]?)\s+([\d:-]+)\s+([\d:-]+)\s+([\d:-]+)\s+([\d.]+[kMGT]?)\s*$/;
const WRITE_OUT_RE = /^\s*(time_total|speed_download|speed_upload)\s*[:=]\s*([\d.]+)\s*(?:s|B\/s|bytes\/s(?:ec)?)?\s*$/;

/**
 * curl's progress meter (its last row: the average download or upload speed, in bytes with 1024-based k/M, and the
 * time spent) and `-w` output that names its variables (`time_total: 1.234`, `speed_download: 1048576.000`).
 */
export function parseCurl(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const header = lines.findIndex((l) => HEADER_RE.test(l));
  if (header >= 0) {
    let last = -1;
    for (let i = header + 1; i < lines.length; i++) if (ROW_RE.test(lines[i] ?? "")) last = i;
    const m = last >= 0 ? ROW_RE.exec(lines[last] ?? "") : null;
    if (m && m[1] === "100" || m && m[5] === "100") {
      const upload = Number(m[9]) > 0 && Number(m[7]) === 0;
      const conditions: Conditions = { tool: "curl", line: "progress" };
      const [value, prefix] = upload ? [m[9], m[10]] : [m[7], m[8]];
      const line = lines[last] ?? "";
      out.push(reading("curl", "throughput", toolRate("curl", Number(value), prefix || "B/s"), last + 1, line, { conditions, operation: upload ? "write" : "read" }));
      const spent = clockSeconds(m[12] ?? "");
      if (spent !== null) out.push(reading("curl", "duration", seconds(spent), last + 1, line, { conditions, operation: upload ? "write" : "read" }));
    }
  }
  lines.forEach((line, i) => {
    const w = WRITE_OUT_RE.exec(line);
    if (!w?.[2]) return;
    const conditions: Conditions = { tool: "curl", line: "write_out" };
    const v = Number(w[2]);
    if (w[1] === "time_total") out.push(reading("curl", "duration", seconds(v), i + 1, line, { conditions }));
    else out.push(reading("curl", "throughput", toolRate("curl", v, "B/s"), i + 1, line, { conditions, operation: w[1] === "speed_upload" ? "write" : "read" }));
  });
  return out;
}
