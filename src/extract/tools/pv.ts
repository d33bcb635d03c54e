import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { clockSeconds, reading, seconds, type ToolReading } from "./toolReading.ts";
import { toolRate, toolSize } from "../../normalise/toolUnits.ts";

const NUM = String.raw`\d+(?:[.,]\d+)?`;
const SIZE = String.raw`(${NUM})\s?((?:[KMGT]i?)?B)`;
/**
 * pv's display: `57.2MiB 0:00:02 [20.3MiB/s] [20.4MiB/s] [=====>] 100%` — bytes, elapsed time, the rate (-r), the
 * average rate (-a), the bar with its percentage and an ETA while running; the decimal separator is the locale's (`2,00GiB`).
 * pv 1.2 and older print `MB` for the same 1024-based units.
 */
const PV_RE = new RegExp(String.raw`^${SIZE}\s+(\d+:\d{2}:\d{2})\s+\[\s*(${NUM})\s?((?:[KMGT]i?)?B)\/s\](?:\s+\[\s*(${NUM})\s?((?:[KMGT]i?)?B)\/s\])?(?:\s+\[[=>< ]*\](?:\s+(\d+)%)?)?(\s+ETA\s.*)?\s*$`);

const decimal = (n: string) => n.replace(",", ".");

/**
 * The last display of a pv run: a 100 % bar, or (size unknown, `<=>` bar) the display a block shows last under a
 * `pv` command. Its rate at the end is the run's average (the -a bracket when both are shown), its bytes the amount
 * moved; a display with an ETA or under 100 % is a run still going, not a result.
 */
export function parsePv(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const commanded = lines.some((l) => /(?:^|\|\s*|\s)pv(?:\s|$)/.test(readCommand(l)?.text ?? "") || readCommand(l)?.program === "pv");
  const shown = lines.map((l) => PV_RE.exec(l.trim()));
  const last = shown.map((m, i) => (m ? i : -1)).filter((i) => i >= 0).pop();
  shown.forEach((m, i) => {
    if (!m?.[1] || !m[2] || !m[4] || !m[5]) return;
    const done = m[8] === "100" || (m[8] === undefined && commanded && i === last);
    if (!done || m[9]) return;
    const conditions: Conditions = { tool: "pv" };
    const size = toolSize("pv", `${decimal(m[1])}${m[2]}`);
    if (size) conditions.file_size_bytes = size;
    const [value, unit] = m[6] && m[7] ? [m[6], m[7]] : [m[4], m[5]];
    const raw = lines[i] ?? "";
    out.push(reading("pv", "throughput", toolRate("pv", Number(decimal(value)), `${unit}/s`), i + 1, raw, { conditions }));
    // pv shows whole seconds: 0:00:00 is a run shorter than one, not a time
    const s = clockSeconds(m[3] ?? "");
    if (s) out.push(reading("pv", "duration", seconds(s), i + 1, raw, { conditions }));
  });
  return out;
}
