import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

export const SD_SPEED_TEST = "Raspberry Pi Diagnostics";

/**
 * `Sequential write speed 27982 KB/sec (target 10000) - PASS`: the SD Card Speed Test of Raspberry Pi Diagnostics
 * (agnostics). Early versions print no unit; the script reads fio's KiB/s for the sequential write and IOPS for the random tests.
 */
const LINE_RE = /^(?:[-*•]\s*)?(Sequential|Random) (write|read) speed (\d+(?:\.\d+)?)(?: (KB\/sec|IOPS))? \(target (\d+)\)(?: - (?:PASS|FAIL))?$/;

/** The speed test's three summary lines; the target is the A1 class threshold the figure is checked against, not a result. */
export function parseSdSpeedTest(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let run: number | null = null;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const r = /^Run (\d+)$/.exec(line);
    if (r) {
      run = Number(r[1]);
      return;
    }
    const m = LINE_RE.exec(line);
    if (!m) return;
    const sequential = m[1] === "Sequential";
    const operation = m[2] === "write" ? "write" : "read";
    const value = Number(m[3]);
    const unit = m[4] ?? (sequential ? "KB/sec" : "IOPS");
    const conditions: Conditions = { tool: SD_SPEED_TEST };
    conditions[unit === "IOPS" ? "target_iops" : "target_kb_per_s"] = Number(m[5]);
    if (run !== null) conditions.run = run;
    const extra = { operation, access: sequential ? "sequential" : "random", conditions } as const;
    // fio's bandwidth, which the script prints as KB/sec, is in KiB/s
    if (unit === "KB/sec") out.push(reading(SD_SPEED_TEST, "throughput", toolRate("sd-speed-test", value, unit), i + 1, raw, extra));
    else out.push(reading(SD_SPEED_TEST, "iops", { value, unit, valueSi: value, siUnit: "IOPS", kind: "iops", note: null }, i + 1, raw, extra));
  });
  return out;
}
