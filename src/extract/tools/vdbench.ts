import type { Operation } from "../../model/vocabulary.ts";
import type { Quantity } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/** The first line of vdbench's interval header: a date, then `interval  i/o  MB/sec  bytes  read  resp …`. */
const HEAD1 = /^\s*(?:[A-Z][a-z]{2} \d{1,2}, \d{4}\s+)?interval\s+i\/o\s+MB\/sec\s/;
/** The run's summary row: `16:24:36.053  avg_2-5  104.5  0.10  1024 …` (intervals 2 to 5; the first is warm-up). */
const AVG = /^\s*(?:\d\d:\d\d:\d\d(?:\.\d+)?\s+)?avg_\d+-\d+\s+(.*)$/;

const ms = (value: number): Quantity => ({ value, unit: "ms", valueSi: value / 1000, siUnit: "s", kind: "duration", note: null });

/**
 * vdbench: the `avg_N-M` row that closes each run definition (RD), the tool's own summary over its intervals. Columns are
 * named by the two header lines stacked (`i/o rate`, `MB/sec 1024**2`, `bytes i/o`, `read pct`, `resp time`, `read resp`,
 * `write resp`); per-second interval rows, maxima, stddev, queue depth and CPU columns are not read.
 */
export function parseVdbench(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let names: string[] | null = null;
  let rd: string | null = null;
  lines.forEach((line, i) => {
    const start = /\bStarting RD=([^;\s]+)/.exec(line);
    if (start) rd = start[1] ?? null;
    if (HEAD1.test(line)) {
      const top = line.replace(/^.*?interval\s+/, "").trim().split(/\s+/);
      const below = (lines[i + 1] ?? "").trim().split(/\s+/);
      names = below.length === top.length ? top.map((t, k) => `${t} ${below[k]}`.toLowerCase()) : null;
      return;
    }
    const avg = names ? AVG.exec(line) : null;
    if (!avg || !names) return;
    const cols = names;
    const values = (avg[1] ?? "").trim().split(/\s+/).map(Number);
    if (values.length !== cols.length) return;
    const at = (name: string) => { const k = cols.indexOf(name); return k >= 0 ? values[k] : undefined; };
    const iops = at("i/o rate");
    // a run definition that did no I/O (a format pass of one interval) prints an all-zero average
    if (!iops || !(iops > 0)) return;
    const pct = at("read pct");
    const operation: Operation | null = pct === undefined ? null : pct >= 100 ? "read" : pct <= 0 ? "write" : "read_write";
    const conditions: Conditions = { tool: "vdbench", ...(rd ? { test: rd } : {}) };
    const bytes = at("bytes i/o");
    if (bytes && bytes > 0) conditions.block_size_bytes = bytes;
    if (operation === "read_write" && pct !== undefined) conditions.mix = `Read ${pct}%/Write ${Math.round((100 - pct) * 100) / 100}%`;
    const extra = { operation, conditions };
    out.push(reading("vdbench", "iops", { value: iops, unit: "IOPS", valueSi: iops, siUnit: "IOPS", kind: "iops", note: null }, i + 1, line, extra));
    const mb = at("mb/sec 1024**2");
    if (mb !== undefined && mb > 0) out.push(reading("vdbench", "throughput", toolRate("vdbench", mb, "MiB/s"), i + 1, line, extra));
    const resp = at("resp time");
    if (resp !== undefined && resp > 0) out.push(reading("vdbench", "latency", ms(resp), i + 1, line, { ...extra, conditions: { ...conditions, statistic: "avg" } }));
    // in a mixed run the read and write response times are each a latency of their own direction
    for (const dir of operation === "read_write" ? (["read", "write"] as const) : []) {
      const v = at(`${dir} resp`);
      if (v !== undefined && v > 0) out.push(reading("vdbench", "latency", ms(v), i + 1, line, { operation: dir, conditions: { ...conditions, statistic: "avg" } }));
    }
  });
  return out;
}
