import { parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";

/** netperf's classic result block: a units line (`bytes bytes bytes secs. 10^6bits/sec`) and the number lines below it. */
export function parseNetperf(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const header = lines.findIndex((l) => /\b(TCP|UDP|SCTP)[ _](STREAM|MAERTS|RR|CRR|SENDFILE)\b.*TEST/i.test(l));
  const unitsAt = lines.findIndex((l, i) => i > header && /secs?\.?/.test(l) && /(bits\/sec|Bytes\/sec|bytes\/sec|Trans\.\/sec|per sec)/i.test(l));
  if (unitsAt < 0) return out;
  const test = header >= 0 ? /(TCP|UDP|SCTP)[ _](STREAM|MAERTS|RR|CRR|SENDFILE)/i.exec(lines[header] ?? "") : null;
  const units = (lines[unitsAt] ?? "").trim().split(/\s+/);
  const thrUnit = units[units.length - 1] ?? "";
  const q = parseUnit(thrUnit);
  const elapsedCol = units.findIndex((u) => /^secs?\.?$/.test(u));
  for (let i = unitsAt + 1; i < lines.length; i++) {
    const cols = (lines[i] ?? "").trim().split(/\s+/);
    if (!cols[0]) continue;
    if (!cols.every((c) => /^-?\d+(?:\.\d+)?$/.test(c))) break;
    const nums = cols.map(Number);
    const value = nums[nums.length - 1] ?? NaN;
    const conditions: Conditions = { tool: "netperf" };
    if (test) conditions.test = `${test[1]?.toUpperCase()}_${test[2]?.toUpperCase()}`;
    const full = cols.length === units.length;
    const elapsed = full ? nums[elapsedCol] : nums[cols.findIndex((c, k) => k > 0 && c.includes("."))];
    if (elapsed !== undefined) conditions.elapsed_s = elapsed;
    if (full && /STREAM|MAERTS|SENDFILE/i.test(test?.[2] ?? "STREAM")) {
      const message = nums[elapsedCol - 1];
      if (message !== undefined) conditions.message_size_bytes = message;
    }
    if (/UDP/i.test(test?.[1] ?? "")) conditions.direction = full ? "send" : "receive";
    if (q && q.kind === "throughput") {
      out.push(reading("netperf", "throughput", { ...q, value, valueSi: q.valueSi === null ? null : value * q.valueSi }, i + 1, lines[i] ?? "", { operation: "transfer", conditions }));
    } else if (/Trans/i.test(thrUnit)) {
      out.push(reading("netperf", "iops", { value, unit: "Trans./sec", valueSi: value, siUnit: "IOPS", kind: "iops", note: "transactions per second" }, i + 1, lines[i] ?? "", { operation: "transfer", conditions }));
    }
  }
  return out;
}
