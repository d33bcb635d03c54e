import type { Conditions } from "../conditions.ts";
import { clockSeconds, reading, seconds, type ToolReading } from "./toolReading.ts";
import { toolRate, toolSize } from "../../normalise/toolUnits.ts";

/** `   Speed :           112,345,678 Bytes/sec.` (English) or `速度: 112345678 バイト/秒。` (Japanese Windows). */
const SPEED_RE = /^\s*(?:Speed|速度)\s*[:：]\s*([\d,.]+)\s*(Bytes\/sec|バイト\/秒)[.。]?\s*$/;
/** `   Speed :             6,317.925 MegaBytes/min.`: the same rate in 1,048,576-byte megabytes per minute. */
const PER_MINUTE_RE = /^\s*(?:Speed|速度)\s*[:：]\s*([\d,.]+)\s*(MegaBytes\/min|MB\/分|メガバイト\/分)[.。]?\s*$/;
/** `   Times :   0:02:26   0:00:36      0:00:00   0:01:49`: the whole job, the copying, failed and extras times. */
const TIMES_RE = /^\s*(?:Times|時間)\s*[:：]\s*(\d+:\d{2}:\d{2})\s+(\d+:\d{2}:\d{2})/;
/** `   Bytes : 848.175 g   3.660 g 844.514 g   0   0   0`: totals with robocopy's 1024-based k/m/g/t suffixes. */
const BYTES_RE = /^\s*(?:Bytes|バイト)\s*[:：]\s*([\d.]+(?:\s[kmgt])?)\s+([\d.]+(?:\s[kmgt])?)(?=\s)/;

/** A robocopy amount (`3.660 g`, `44.00 m`, `512`) in bytes: its suffixes are powers of 1024. */
function robocopyBytes(text: string): number | null {
  return /^[\d.]+(?:\s[kmgt])?$/.test(text.trim()) ? toolSize("robocopy", text) : null;
}

/**
 * robocopy's closing summary: the copy rate (Bytes/sec, and the same rate in MegaBytes/min), the job's total time
 * and the time spent copying (Times' Total and Copied columns; 0:00:00 is a rounded zero, not a time). The Copied
 * column of the Bytes row is the amount copied. A copy's direction comes from the command line when it is shown.
 */
export function parseRobocopy(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let copied: number | null = null;
  lines.forEach((line, i) => {
    const bytes = BYTES_RE.exec(line);
    if (bytes?.[2]) copied = robocopyBytes(bytes[2]);
    const conditions: Conditions = { tool: "robocopy", line: "summary" };
    if (copied) conditions.file_size_bytes = copied;
    const extra = { conditions, defaultOperation: "copy" as const };
    const speed = SPEED_RE.exec(line);
    if (speed?.[1] && speed[2]) {
      const value = Number(speed[1].replace(/,/g, ""));
      if (Number.isFinite(value)) out.push(reading("robocopy", "throughput", toolRate("robocopy", value, speed[2]), i + 1, line, extra));
      return;
    }
    const perMinute = PER_MINUTE_RE.exec(line);
    if (perMinute?.[1] && perMinute[2]) {
      const value = Number(perMinute[1].replace(/,/g, ""));
      const q = { value, unit: perMinute[2], valueSi: (value * 2 ** 20) / 60, siUnit: "B/s" as const, kind: "throughput" as const, note: "MegaBytes of 1,048,576 bytes per minute" };
      // the same rate restated: its line keeps it apart from the Bytes/sec row, not a second run
      if (Number.isFinite(value)) out.push(reading("robocopy", "throughput", q, i + 1, line, { ...extra, conditions: { ...conditions, line: "summary per minute" } }));
      return;
    }
    const times = TIMES_RE.exec(line);
    if (!times?.[1] || !times[2]) return;
    const total = clockSeconds(times[1]);
    const copying = clockSeconds(times[2]);
    const timed = { tool: "robocopy", line: "summary" };
    if (total) out.push(reading("robocopy", "duration", seconds(total), i + 1, line, { conditions: { ...timed, test: "Total" } }));
    if (copying) out.push(reading("robocopy", "duration", seconds(copying), i + 1, line, { conditions: { ...timed, test: "Copied" }, defaultOperation: "copy" }));
  });
  return out;
}
