import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseNumber, parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";

const TOOL = "winsat";
/** `> Disk  Sequential 64.0 Read   2794.64 MB/s   9.2`: the assessment's throughput lines (English in every locale). */
const DISK = /^Disk\s+(Random|Sequential)\s+\d+(?:\.\d+)?\s+(Read|Write)\s+(\d[\d,]*(?:\.\d+)?)\s*([KMG]B\/s)(?:\s+\d+(?:\.\d+)?)?$/i;
/** `> Latency: 95th Percentile   0.141 ms   8.9`, localised labels too (`延迟: 最大`): a time in ms, then the subscore. */
const LATENCY = /^(.+?)\s+(\d[\d,]*(?:\.\d+)?)\s*ms(?:\s+\d+(?:\.\d+)?)?$/;

/**
 * `winsat disk` (and `winsat formal`) output: the disk lines as MB/s read or written, sequentially or at random, and
 * the latency lines in ms with their label as the test. The trailing number of a line is the Experience Index
 * subscore, not a measurement; `Run Time` lines and the video lines are not disk results.
 */
export function parseWinsat(lines: string[]): ToolReading[] {
  // the tool's title line is localised (Windows システム評価ツール, Windows 系统评估工具); its disk lines are not
  const named = lines.some((l) => /Windows System Assessment Tool|システム評価ツール|系统评估工具|系統評估工具|winsat(?:\.exe)?\s+(?:disk|formal)/i.test(l));
  const out: ToolReading[] = [];
  // each command shown (`C:\>winsat disk -drive d`) names the run whose lines follow it; the same command again is a new run
  let base: Conditions = { tool: TOOL };
  const commands: string[] = [];
  lines.forEach((raw, i) => {
    const command = /(?:^|[>$#])\s*(winsat\s+(?:disk|formal)\b[^'"]*)$/i.exec(normaliseText(raw))?.[1]?.trim();
    if (command) {
      commands.push(command);
      const n = commands.filter((c) => c === command).length;
      base = { tool: TOOL, run: n > 1 ? `${command} (${n})` : command };
      return;
    }
    const line = normaliseText(raw).replace(/^>\s*/, "");
    const disk = DISK.exec(line);
    if (disk?.[3] && disk[4]) {
      const q = parseUnit(disk[4]);
      if (!q) return;
      const value = parseNumber(disk[3]);
      out.push(reading(TOOL, "throughput", { ...q, value, valueSi: q.valueSi === null ? null : value * q.valueSi }, i + 1, raw, {
        operation: /^w/i.test(disk[2] ?? "") ? "write" : "read", access: /^s/i.test(disk[1] ?? "") ? "sequential" : "random", conditions: { ...base },
      }));
      return;
    }
    const lat = named ? LATENCY.exec(line) : null;
    // `winsat formal` also times the processor, memory and graphics: only the disk's latencies are the drive's
    if (!lat?.[1] || !lat[2] || /run ?time|運行|実行|^(?:CPU|Memory|Video|Direct3D|Dshow|Media|Graphics)\b/i.test(lat[1])) return;
    const value = parseNumber(lat[2]);
    out.push(reading(TOOL, "latency", { value, unit: "ms", valueSi: value * 1e-3, siUnit: "s", kind: "latency", note: null }, i + 1, raw, { conditions: { ...base, test: lat[1].trim() } }));
  });
  return named || out.filter((r) => r.metric === "throughput").length >= 2 ? out : [];
}
