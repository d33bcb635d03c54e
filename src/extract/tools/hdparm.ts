import { parseUnit } from "../../normalise/parseQuantity.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/**
 * hdparm -T / -t: `Timing cached reads:   20266 MB in  2.00 seconds = 10143.33 MB/sec` and `Timing buffered disk reads`
 * (`O_DIRECT cached/disk reads` with --direct; hdparm before 6 printed `buffer-cache reads`). The MB and seconds before `=` are the run's window, not results.
 * Copied by hand or pasted where line breaks were lost, the colon and spaces may be gone
 * (`Timing buffer-cache reads 128MB in 0.90 seconds=144.22MB/sec`) and one line may hold the device and both timings
 * (`/dev/sda: Timing cached reads: … = 1192.99 MB/sec Timing buffered disk reads: …`): each timing is read where it stands.
 */
const TIMING_RE = /(?<![\w-])Timing\s+((?:O_DIRECT\s+)?(?:cached|buffer-cache|buffered(?:\s+disk)?|disk)\s+reads)\s*:?\s*[\d.]+\s*[kMG]?i?B\s+in\s+[\d.]+\s+seconds?\s*=\s*([\d.]+)\s*([kMG]i?B\/sec)(?![\w/])/gi;
const OUTPUT_LINE = /^\s*(?:\/dev\/[^\s:]+:|Timing\s)/;
/** `/dev/sda:` opening a line, alone, with a drive name in brackets, or with the output run onto it. */
const DEVICE_RE = /^\s*(\/dev\/[^\s:]+):\s*(?:\(([^()]+)\)\s*$)?/;

export function parseHdparm(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let device: string | null = null;
  let drive: string | null = null;
  lines.forEach((line, i) => {
    // a poster may name the drive after the device line: `/dev/sda: (Seagate Barracuda 7200.7 SATA)`
    const dev = DEVICE_RE.exec(line);
    if (dev) {
      device = dev[1] ?? null;
      drive = dev[2]?.trim() || null;
    }
    // an output line opens with the device or the timing; a command or a sentence run onto it (a list item's text holding
    // its `<pre>`) is not hdparm's output
    if (!OUTPUT_LINE.test(line)) return;
    for (const m of allMatches(line, TIMING_RE)) {
      const test = (m[1] ?? "").replace(/\s+/g, " ").toLowerCase();
      const q = parseUnit(m[3] ?? "");
      if (!q || q.valueSi === null) continue;
      const value = Number(m[2]);
      // cached reads read the page cache (memory), so they have no access pattern on the disk
      const cached = /cached|buffer-cache/.test(test) && !/o_direct/.test(test);
      const conditions: Record<string, string> = { tool: "hdparm", test };
      if (device) conditions.device = device;
      if (drive) conditions.drive = drive;
      out.push(reading("hdparm", "throughput", { ...q, value, valueSi: value * q.valueSi }, i + 1, line, { operation: "read", access: cached ? null : "sequential", conditions }));
    }
  });
  return out;
}
