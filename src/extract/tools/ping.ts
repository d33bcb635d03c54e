import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { allMatches } from "../../normalise/allMatches.ts";

type Statistic = "min" | "avg" | "max" | "stddev";

/**
 * The Unix summary: iputils `rtt min/avg/max/mdev = 0.140/0.162/0.183/0.020 ms[, pipe 2]`, BSD and macOS
 * `round-trip min/avg/max/stddev = … ms`, busybox `round-trip min/avg/max = … ms`, Solaris `round-trip (ms)  min/avg/max/stddev = …`.
 * The line must start with `rtt` or `round-trip`: ioping's bare `min/avg/max/mdev = …` line is ioping's.
 */
const UNIX_RE = /^\s*(?:rtt|round-trip)\s+(\(ms\)\s+)?min\/avg\/max(?:\/(?:mdev|stddev|std-dev))?\s*=\s*([\d.]+)\/([\d.]+)\/([\d.]+)(?:\/([\d.]+))?\s*(ms|us|µs|s)?\b/;
/** fping -c / -C summary per target: `10.0.0.5 : xmt/rcv/%loss = 5/5/0%, min/avg/max = 0.79/0.86/0.94` (milliseconds, no unit printed). */
const FPING_RE = /^\s*(\S+)\s*:\s*xmt\/rcv\/%loss\s*=\s*\d+\/\d+\/[\d.]+%,\s*min\/avg\/max\s*=\s*([\d.]+)\/([\d.]+)\/([\d.]+)\s*(ms)?\s*$/;
/** Windows ping's heading over its times, in English and Japanese: `Approximate round trip times in milli-seconds:`, `ラウンド トリップの概算時間 (ミリ秒):`. */
const WINDOWS_HEAD_RE = /^\s*(?:Approximate round trip times in milli-?seconds|ラウンド\s*トリップの概算時間\s*[(（]ミリ秒[)）])\s*[:：]\s*$/i;
/** `Minimum = 0ms, Maximum = 1ms, Average = 0ms` / `最小 = 0ms、最大 = 1ms、平均 = 0ms`: each name and its value, in the order printed. */
const WINDOWS_PART_RE = /(Minimum|Maximum|Average|最小|最大|平均)\s*=\s*(\d+)\s*ms/g;
const WINDOWS_NAMES: Record<string, Statistic> = { Minimum: "min", Maximum: "max", Average: "avg", 最小: "min", 最大: "max", 平均: "avg" };

/** `--- 192.168.1.207 ping statistics ---`, `Ping statistics for 8.8.8.8:`, `192.168.1.12 の ping 統計:`: the host the summary below is for. */
const TARGET_RES = [/^\s*---\s*(\S+)\s+ping6?\s+statistics\s*---\s*$/, /^\s*Ping statistics for\s+(\S+?)\s*:\s*$/i, /^\s*(\S+)\s+の\s*ping\s*統計\s*[:：]\s*$/];

const ms = (value: number, unit: string) => {
  const per = unit === "s" ? 1 : unit === "ms" ? 1e-3 : 1e-6;
  return { value, unit, valueSi: value * per, siUnit: "s" as const, kind: "latency" as const, note: null };
};

/**
 * ping's closing statistics (iputils, BSD/macOS, busybox, Solaris, Windows in English and Japanese) and fping's
 * per-target summary: the minimum, average and maximum round-trip times as latencies with their `statistic`, and the
 * spread it prints (mdev / stddev) with statistic `stddev`, as the pair reader keeps a tool's printed spread; the
 * per-reply `time=` lines are not read where a summary closes them.
 */
export function parsePing(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let target: string | null = null;
  let windowsTimes = false;
  const push = (tool: string, stats: [Statistic, string][], unit: string, line: number, raw: string, host: string | null) => {
    for (const [statistic, text] of stats) {
      const value = Number(text);
      if (!Number.isFinite(value)) continue;
      const conditions: Conditions = { tool, statistic, ...(host ? { target: host } : {}) };
      out.push(reading(tool, "latency", ms(value, unit), line, raw, { conditions }));
    }
  };
  lines.forEach((line, i) => {
    const head = TARGET_RES.map((re) => re.exec(line)?.[1]).find((h) => h);
    if (head) {
      target = head;
      return;
    }
    if (WINDOWS_HEAD_RE.test(line)) {
      windowsTimes = true;
      return;
    }
    const u = UNIX_RE.exec(line);
    if (u) {
      // Solaris prints the unit before the names (`round-trip (ms)`); the others after the figures
      const unit = u[6] === "µs" ? "us" : u[6] ?? (u[1] ? "ms" : "");
      // the spread ping prints (`mdev`, `stddev`) is the grammar's stddev of the same round trips, kept as such
      const spread: [Statistic, string][] = u[5] ? [["stddev", u[5]]] : [];
      if (unit) push("ping", [["min", u[2] ?? ""], ["avg", u[3] ?? ""], ["max", u[4] ?? ""], ...spread], unit, i + 1, line, target);
      target = null;
      return;
    }
    const f = FPING_RE.exec(line);
    if (f) {
      push("fping", [["min", f[2] ?? ""], ["avg", f[3] ?? ""], ["max", f[4] ?? ""]], "ms", i + 1, line, f[1] ?? null);
      return;
    }
    if (windowsTimes && line.trim()) {
      const parts = [...allMatches(line, WINDOWS_PART_RE)];
      windowsTimes = false;
      if (parts.length === 3) push("ping", parts.map((p) => [WINDOWS_NAMES[p[1] ?? ""] ?? "avg", p[2] ?? ""]), "ms", i + 1, line, target);
      target = null;
    }
  });
  return out;
}
