import type { Conditions } from "../conditions.ts";
import { clockSeconds, reading, seconds, type ToolReading } from "./toolReading.ts";
import { rate } from "./transferUnits.ts";

/** `   Speed :           112,345,678 Bytes/sec.` (English) or `速度: 112345678 バイト/秒。` (Japanese Windows). */
const SPEED_RE = /^\s*(?:Speed|速度)\s*[:：]\s*([\d,.]+)\s*(Bytes\/sec|バイト\/秒)[.。]?\s*$/;
/** `   Times :   0:00:38   0:00:38      0:00:00   0:00:00`: total, copying, failed and extras times. */
const TIMES_RE = /^\s*(?:Times|時間)\s*[:：]\s*(\d+:\d{2}:\d{2})\s+(\d+:\d{2}:\d{2})/;

/** robocopy's closing summary: the copy rate in bytes per second (the MegaBytes/min line restates it) and the total time. */
export function parseRobocopy(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  lines.forEach((line, i) => {
    const conditions: Conditions = { tool: "robocopy", line: "summary" };
    const speed = SPEED_RE.exec(line);
    if (speed?.[1] && speed[2]) {
      const value = Number(speed[1].replace(/,/g, ""));
      if (Number.isFinite(value)) out.push(reading("robocopy", "throughput", rate(value, speed[2]), i + 1, line, { conditions }));
      return;
    }
    const times = TIMES_RE.exec(line);
    const total = times?.[1] ? clockSeconds(times[1]) : null;
    if (total) out.push(reading("robocopy", "duration", seconds(total), i + 1, line, { conditions }));
  });
  return out;
}
