import type { Operation } from "../../model/vocabulary.ts";
import { jobFrom } from "./fio.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/** A terse (`--minimal`) line: `3;fio-3.33;job;0;0;…`, version 2 or 3, one line of well over a hundred fields. */
const TERSE_RE = /^\s*([23]);fio-[\w.-]+;/;
/** Fields (0-based) where the read and the write status start: io KiB, bw KiB/s, IOPS, runtime ms; 41 fields each. */
const STATUS_AT: [Operation, number][] = [["read", 5], ["write", 46]];

/**
 * fio terse output v2/v3: read and write bandwidth (KiB/s) and IOPS of each direction that moved data. io and
 * runtime are the run's window; latencies, percentiles and CPU figures are not results. The job's rw and bs come
 * from the fio command shown in the same block, when there is one.
 */
export function parseFioTerse(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const command = lines.find((l) => /(?:^|[\s/$#>])fio\s.*--rw=/.test(l));
  const rw = command ? /--rw=(\w+)/.exec(command)?.[1] : undefined;
  const job = jobFrom(rw ?? "", command ?? "");
  lines.forEach((line, i) => {
    if (!TERSE_RE.test(line)) return;
    const f = line.trim().split(";");
    if (f.length < 100) return;
    for (const [operation, at] of STATUS_AT) {
      const [io, bw, iops, runtime] = [f[at], f[at + 1], f[at + 2], f[at + 3]].map(Number);
      if (!io || !bw || !runtime || Number.isNaN(iops)) continue;
      // a line of another layout would not hold together: io ≈ bw × runtime
      if (Math.abs((bw * runtime) / 1000 - io) > io * 0.05) continue;
      const extra = { operation, access: job.access, conditions: { ...job.conditions, terse_version: Number(f[0]) } };
      out.push(reading("fio", "throughput", { ...toolRate("fio", bw, "KiB/s"), note: `terse field ${at + 2}` }, i + 1, line, extra));
      if (iops) out.push(reading("fio", "iops", { value: iops ?? 0, unit: "IOPS", valueSi: iops ?? 0, siUnit: "IOPS", kind: "iops", note: `terse field ${at + 3}` }, i + 1, line, extra));
    }
  });
  return out;
}
