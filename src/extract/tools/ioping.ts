import { parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { numberRuns } from "./numberRuns.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { appendAll } from "../../appendAll.ts";
import { unitTable } from "../../normalise/unitTable.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/** `37.6 k` as ioping prints large counts (k, M multipliers after a space). */
const COUNT = String.raw`([\d.]+)\s*([kM]?)`;
/** `220 requests completed in 3.01 s[, 880 KiB read], 73 iops, 292.9 KiB/s` (old: `… 4950 iops, 19.3 mb/s`). */
const SUMMARY_RE = new RegExp(String.raw`^\s*${COUNT}\s+requests completed in [\d.]+\s*[mu]?s,(?:\s*[\d.]+\s*[kMGT]?i?B\s+(read|written),)?\s*${COUNT}\s*iops,\s*([\d.]+)\s*([kMGT]?i?[Bb]\/s)\s*$`, "i");
/** `generated 10.2 k requests in 5.00 s, 2.48 GiB, 2.03 k iops, 508.6 MiB/s`: the whole run by the wall clock (ioping 1.0+). */
const GENERATED_RE = new RegExp(String.raw`^\s*generated\s+${COUNT}\s+requests in [\d.]+\s*[mu]?s,\s*[\d.]+\s*[kMGT]?i?B,\s*${COUNT}\s*iops,\s*([\d.]+)\s*([kMGT]?i?B\/s)\s*$`, "i");
/** A script's section title over ioping's output (nench: `ioping: seek rate`, `ioping: sequential read speed`). */
const TITLE_RE = /^\s*ioping:\s*(.*?(?:seek|random|sequential|linear).*?)\s*$/i;
/** `min/avg/max/mdev = 3.89 ms / 13.7 ms / 21.9 ms / 3.88 ms` (old: `= 0.2/0.2/0.2/0.0 ms`); mdev is a spread, not a latency. */
const STATS_RE = /^\s*min\/avg\/max\/mdev\s*=\s*(.+)$/;
/** One request: `4 KiB <<< /dev/sda (…): request=2 time=13.7 ms` (new) or `4096 bytes from . (ext4 /dev/sda1): request=1 time=0.2 ms` (old). */
const REQUEST_RE = /^\s*[\d.]+\s*(?:[kKMG]i?B|bytes)\s+(<<<|>>>|from|to)\s.*\brequest=(\d+)\s+time=([\d.]+)\s*(ms|us|s|ns)\b(.*)$/;

/** `2.03 k` as 2030 (rounded to the printed digits: 2.03 × 1000 is not exact in floating point). */
const count = (v: string | undefined, k: string | undefined) => Math.round(Number(v) * (k === "k" || k === "M" ? (unitTable.counts[k] ?? 1) : 1) * 1e6) / 1e6;

/** ioping: the statistics summary (iops, throughput, min/avg/max latency), or the per-request latencies when no summary was pasted. */
export function parseIoping(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  if (!lines.some((l) => /\bioping\b|request=\d+ time=/.test(l))) return out;
  let access: "sequential" | "random" | null = null;
  let operation: "read" | "write" | null = null;
  const requests: ToolReading[] = [];
  let summarised = false;
  let test: string | null = null;
  // each `--- … ioping statistics ---` header starts a run; runs nothing else tells apart get numbers
  let run = 0;
  const runs: number[] = [];
  lines.forEach((line, i) => {
    const cmd = /(?:^|[\s$#])ioping\s+(.*)$/.exec(line);
    if (cmd && !/statistics/.test(line)) {
      const args = ` ${cmd[1] ?? ""} `;
      // ioping reads at random offsets unless told -L (linear); it reads unless told -W
      access = /\s-[A-Za-z]*L|--linear\b/.test(args) ? "sequential" : "random";
      operation = /\s-[A-Za-z]*W|--write\b/.test(args) ? "write" : "read";
      return;
    }
    if (/ioping statistics ---/.test(line)) run++;
    const title = TITLE_RE.exec(line)?.[1]?.toLowerCase();
    if (title) {
      access = /seek|random/.test(title) ? "random" : "sequential";
      operation = /write/.test(title) ? "write" : "read";
      test = title;
      run++;
      return;
    }
    const conditions: Conditions = test ? { tool: "ioping", test } : { tool: "ioping" };
    // the `generated` line restates the run by the wall clock: read only where ioping's own summary line is missing
    const g = GENERATED_RE.exec(line);
    const s = SUMMARY_RE.exec(line) ?? (g && !SUMMARY_RE.test(previous(lines, i)) ? [g[0], g[1], g[2], undefined, g[3], g[4], g[5], g[6]] : null);
    if (s) {
      summarised = true;
      if (!run) run = 1;
      if (s[3]) operation = s[3] === "written" ? "write" : "read";
      const iops = count(s[4], s[5]);
      out.push(reading("ioping", "iops", { value: iops, unit: "iops", valueSi: iops, siUnit: "IOPS", kind: "iops", note: null }, i + 1, line, { operation, access, conditions }));
      const q = toolRate("ioping", Number(s[6]), s[7] ?? "");
      if (q.kind === "throughput" && q.valueSi !== null) out.push(reading("ioping", "throughput", q, i + 1, line, { operation, access, conditions }));
      while (runs.length < out.length) runs.push(run);
      return;
    }
    const st = STATS_RE.exec(line);
    if (st) {
      summarised = true;
      appendAll(out, statistics(st[1] ?? "", i + 1, line, operation, access, test));
      while (runs.length < out.length) runs.push(run);
      return;
    }
    const r = REQUEST_RE.exec(line);
    if (r && !/warmup/.test(r[5] ?? "")) {
      const op = r[1] === ">>>" || r[1] === "to" ? "write" : "read";
      const q = parseUnit(r[4] ?? "");
      const v = Number(r[3]);
      if (q?.valueSi != null) requests.push(reading("ioping", "latency", { ...q, value: v, valueSi: v * q.valueSi }, i + 1, line, { operation: op, access, conditions: { ...conditions, request: Number(r[2]) } }));
    }
  });
  // ioping reads at random offsets unless told otherwise: where its output is pasted without the command or a word
  // naming the direction, that is what it did, unless the page's command or label says otherwise (extractToolOutputs)
  const defaults = (r: ToolReading): ToolReading => ({ ...r, ...(r.operation === null ? { defaultOperation: "read" as const } : {}), ...(r.access === null ? { defaultAccess: "random" as const } : {}) });
  return summarised ? numberRuns(out, runs).map(defaults) : requests;
}

/** min, avg and max of a `min/avg/max/mdev` line, each with its own unit or the one unit at the end. */
function statistics(text: string, line: number, raw: string, operation: "read" | "write" | null, access: "sequential" | "random" | null, test: string | null): ToolReading[] {
  const parts = text.split("/").map((p) => p.trim());
  const tail = /([mun]?s)\s*$/.exec(parts[parts.length - 1] ?? "")?.[1] ?? "";
  return ["min", "avg", "max"].flatMap((statistic, k) => {
    const m = /^([\d.]+)\s*([mun]?s)?$/.exec(parts[k] ?? "");
    const unit = m?.[2] ?? tail;
    const q = m && unit ? parseUnit(unit) : null;
    if (!m || !q || q.valueSi === null) return [];
    const v = Number(m[1]);
    return [reading("ioping", "latency", { ...q, value: v, valueSi: v * q.valueSi }, line, raw, { operation, access, conditions: test ? { tool: "ioping", test, statistic } : { tool: "ioping", statistic } })];
  });
}

/** The nearest non-blank line above line `i`. */
function previous(lines: string[], i: number): string {
  for (let k = i - 1; k >= 0; k--) if (lines[k]?.trim()) return lines[k] ?? "";
  return "";
}
