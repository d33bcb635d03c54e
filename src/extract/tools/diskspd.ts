import type { Operation } from "../../model/vocabulary.ts";
import { parseSize, parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";

/** `Total IO`, `Read IO`, `Write IO`: the three result tables DiskSpd prints per timespan. */
const SECTION_RE = /^\s*(Total|Read|Write)\s*IO\s*$/;
/** The column header under a section: `thread | bytes | I/Os | MiB/s | I/O per s | AvgLat | [IopsStdDev |] LatStdDev | file`. */
const HEADER_RE = /^\s*thread\s*\|.*\bI\/Os\b.*\|\s*I\/O per s\s*\|/;
/** The sum over threads: `total:   10478403584 |   2558204 |   333.11 |  85273.47 |  0.187 |  0.096`. */
const TOTAL_RE = /^\s*total:\s*(\d+)\s*\|(.*)$/;

/** The run's settings as DiskSpd echoes them (`block size: 4KiB`, `using random I/O`, `read/write ratio: 70/30`) or its command line shows. */
function settings(lines: string[]): { conditions: Conditions; access: "random" | "sequential" | null; writePct: number | null } {
  const text = lines.join("\n");
  const conditions: Conditions = { tool: "diskspd" };
  const command = /diskspd(?:\.exe)?\s+(.*)$/im.exec(text)?.[1] ?? "";
  const args = ` ${command} `;
  const block = /^\s*block size:\s*(\d+)\s*$/m.exec(text)?.[1];
  const blockWritten = /^\s*block size:\s*(\d+\s*[KMG]iB)\s*$/m.exec(text)?.[1] ?? /\s-b(\d+[KMG]?)\s/i.exec(args)?.[1];
  const size = block ? Number(block) : blockWritten ? parseSize(/^\d+$/.test(blockWritten) ? `${blockWritten}B` : `${blockWritten.replace(/i?B$/i, "")}iB`, true) : null;
  if (size) conditions.block_size_bytes = size;
  const depth = /number of outstanding I\/O operations(?: per thread)?:\s*(\d+)/.exec(text)?.[1] ?? /\s-o(\d+)\s/.exec(args)?.[1];
  if (depth) conditions.queue_depth = Number(depth);
  const threads = /^\s*thread count:\s*(\d+)/m.exec(text)?.[1] ?? /\s-t(\d+)\s/.exec(args)?.[1];
  if (threads) conditions.threads = Number(threads);
  const access = /using random I\/O/.test(text) || /\s-r\d*[KMG]?\s/.test(args) ? "random" : /using (?:interlocked )?sequential I\/O/.test(text) || /\s-si?\d*[KMG]?\s/.test(args) ? "sequential" : null;
  const ratio = /read\/write ratio:\s*(\d+)\/(\d+)/.exec(text)?.[2] ?? (/performing write test/.test(text) ? "100" : /performing read test/.test(text) ? "0" : /\s-w(\d+)\s/.exec(args)?.[1]);
  return { conditions, access, writePct: ratio !== undefined ? Number(ratio) : null };
}

/**
 * DiskSpd's text report: the `total:` line of its Read IO and Write IO tables gives each operation's rate (in the unit
 * its header prints), I/O per second and, when run with -L, average latency in ms. The Total IO table sums them and
 * is read only when no per-operation table was pasted; per-thread lines, CPU usage and the percentile table are parts
 * of those totals or distributions, not results of their own.
 */
export function parseDiskspd(lines: string[]): ToolReading[] {
  if (!lines.some((l) => HEADER_RE.test(l))) return [];
  const { conditions, access, writePct } = settings(lines);
  const totals: { op: "Total" | "Read" | "Write"; header: string[]; cells: string[]; bytes: number; line: number; raw: string }[] = [];
  let section: "Total" | "Read" | "Write" | null = null;
  let header: string[] = [];
  lines.forEach((line, i) => {
    const s = SECTION_RE.exec(line);
    if (s) {
      section = s[1] as "Total" | "Read" | "Write";
      header = [];
      return;
    }
    if (HEADER_RE.test(line)) header = line.split("|").map((c) => c.trim());
    const t = TOTAL_RE.exec(line);
    if (t && section && header.length) totals.push({ op: section, header, cells: (t[2] ?? "").split("|").map((c) => c.trim()), bytes: Number(t[1]), line: i + 1, raw: line });
  });
  const perOperation = totals.some((t) => t.op !== "Total");
  const out: ToolReading[] = [];
  for (const t of totals) {
    if (t.bytes === 0 || (t.op === "Total" && perOperation)) continue;
    const operation: Operation | null = t.op === "Read" ? "read" : t.op === "Write" ? "write" : writePct === 0 ? "read" : writePct === 100 ? "write" : writePct !== null ? "read_write" : null;
    // the total line has no thread cell: its k-th value cell sits under the header's (k+2)-th cell
    const cell = (name: RegExp) => {
      const k = t.header.findIndex((h) => name.test(h));
      return k >= 2 ? t.cells[k - 2] : undefined;
    };
    const extra = { operation, access, conditions: { ...conditions } };
    const rateUnit = t.header.find((h) => /^[KMG]i?B\/s$/i.test(h));
    const rate = rateUnit ? cell(/^[KMG]i?B\/s$/i) : undefined;
    const q = rateUnit ? parseUnit(rateUnit) : null;
    if (rate && q?.valueSi != null) out.push(reading("diskspd", "throughput", { ...q, unit: rateUnit ?? q.unit, value: Number(rate), valueSi: Number(rate) * q.valueSi }, t.line, t.raw, extra));
    const iops = cell(/^I\/O per s$/);
    if (iops) out.push(reading("diskspd", "iops", { value: Number(iops), unit: "IOPS", valueSi: Number(iops), siUnit: "IOPS", kind: "iops", note: null }, t.line, t.raw, extra));
    const lat = cell(/^AvgLat$/);
    if (lat) out.push(reading("diskspd", "latency", { value: Number(lat), unit: "ms", valueSi: Number(lat) / 1e3, siUnit: "s", kind: "latency", note: null }, t.line, t.raw, { ...extra, conditions: { ...conditions, statistic: "avg" } }));
  }
  return out;
}
