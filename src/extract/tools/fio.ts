import { parseSize, parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";

/** fio's per-direction summary lines, new (`read: IOPS=12.3k, BW=48.1MiB/s (50.4MB/s)`) and old (`read : io=…, bw=…KB/s, iops=…`). */
export function parseFio(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let jobConds: Conditions = { tool: "fio" };
  let access: "sequential" | "random" | null = null;
  lines.forEach((line, i) => {
    const job = /rw=(\w+).*?bs=(?:\(R\)\s*)?(\d+(?:\.\d+)?[KMG]?i?B?)/.exec(line);
    if (job) {
      access = /rand/.test(job[1] ?? "") ? "random" : "sequential";
      const bs = job[2] ?? "";
      const size = parseSize(/B$/i.test(bs) ? bs : `${bs}B`, true);
      jobConds = { tool: "fio" };
      if (size) jobConds.block_size_bytes = size;
    }
    const m = /^\s*(read|write|trim)\s*:\s*(.*)$/.exec(line);
    if (!m) return;
    const op = m[1] === "write" ? "write" : m[1] === "read" ? "read" : null;
    const body = m[2] ?? "";
    const iops = /\biops\s*[=:]\s*([\d.]+)([kKmM]?)/i.exec(body);
    if (iops) {
      const f = iops[2] ? (/k/i.test(iops[2]) ? 1e3 : 1e6) : 1;
      const v = Number(iops[1]) * f;
      out.push(reading("fio", "iops", { value: v, unit: "IOPS", valueSi: v, siUnit: "IOPS", kind: "iops", note: null }, i + 1, line, { operation: op, access, conditions: { ...jobConds } }));
    }
    const bw = /\bbw\s*=\s*([\d.]+)\s*([KMGT]?i?B\/s)/i.exec(body);
    if (bw) {
      const q = parseUnit(bw[2] ?? "");
      if (q) out.push(reading("fio", "throughput", { ...q, value: Number(bw[1]), valueSi: q.valueSi === null ? null : Number(bw[1]) * q.valueSi }, i + 1, line, { operation: op, access, conditions: { ...jobConds } }));
    }
  });
  return out;
}
