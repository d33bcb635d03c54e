import { parseUnit } from "../../normalise/parseQuantity.ts";
import { reading, type ToolReading } from "./toolReading.ts";

/**
 * bench.sh and its forks print one dd write per line: `I/O Speed(1st run) : 688 MB/s`, `I/O speed(2nd run)`, the
 * older `I/O speed #3: 1.0 GB/s`, and superbench's `I/O Speed( 1.0GB ) : 333 MB/s` (the size written, repeated each run).
 * The script's `I/O Speed(average)` / `Average I/O speed` line is its own mean of the runs and is not matched.
 */
const BENCH_SH = /^\s*I\/O\s+speed\s*(?:\(\s*(?:(\d+)\s*(?:st|nd|rd|th)\s+run|[\d.]+\s*[KMGT]?i?B)\s*\)|#\s*(\d+))\s*:\s*([\d.]+)\s*([kKMGT]?i?B\/s)\s*$/i;
/** nench's dd section title, then `1st run:    894.55 MiB/s` lines and the script's `average:` (not read). */
const NENCH_TITLE = /^\s*dd:\s*sequential write speed\s*$/i;
const NENCH_RUN = /^\s*(\d+)\s*(?:st|nd|rd|th)\s+run:\s*([\d.]+)\s*([kKMGT]?i?B\/s)\s*$/i;

/** The dd write runs of the VPS benchmark scripts bench.sh (and forks) and nench: sequential writes of a zero-filled file. */
export function parseBenchScripts(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let inNench = false;
  let unnumbered = 0;
  lines.forEach((line, i) => {
    if (NENCH_TITLE.test(line)) {
      inNench = true;
      return;
    }
    const nench = inNench ? NENCH_RUN.exec(line) : null;
    if (nench) {
      push(out, "nench", Number(nench[1]), nench[2] ?? "", nench[3] ?? "", i + 1, line);
      return;
    }
    // the title's section ends at a line that is neither a run nor the average
    if (inNench && line.trim() && !/^\s*average:/i.test(line)) inNench = false;
    const b = BENCH_SH.exec(line);
    if (b) {
      const run = b[1] ?? b[2] ? Number(b[1] ?? b[2]) : ++unnumbered;
      push(out, "bench.sh", run, b[3] ?? "", b[4] ?? "", i + 1, line);
    }
  });
  return out;
}

function push(out: ToolReading[], tool: string, run: number, value: string, unit: string, line: number, raw: string) {
  const q = parseUnit(unit);
  const v = Number(value);
  if (!q || q.valueSi === null || !Number.isFinite(v)) return;
  out.push(reading(tool, "throughput", { ...q, unit, value: v, valueSi: v * q.valueSi }, line, raw, {
    operation: "write", access: "sequential", conditions: { tool, test: "dd", run },
  }));
}
