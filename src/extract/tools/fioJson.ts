import { describe } from "../../grammar/describe.ts";
import type { Operation } from "../../model/vocabulary.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { numberRuns } from "./numberRuns.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { appendAll } from "../../appendAll.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

type Json = Record<string, unknown>;
type Access = "sequential" | "random" | null;

/** `rw=` as operation and access: `randwrite` writes at random offsets; `rw`/`randrw` mix both directions. */
export function rwMode(rw: string): { operation: Operation | null; access: Access } {
  const mode = describe(`rw=${rw.trim()}`);
  return mode.tool === "fio" ? { operation: mode.operation, access: mode.access } : { operation: null, access: null };
}
const DIRECTIONS = ["read", "write", "trim"] as const;

/** The JSON objects of a block with the line each starts on: whole `--output-format=json` output or pieces cut out with jq. */
function jsonObjects(lines: string[]): { value: Json; line: number }[] {
  const out: { value: Json; line: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*\{/.test(lines[i] ?? "")) continue;
    let depth = 0;
    for (let j = i; j < lines.length && j < i + 20_000; j++) {
      for (const ch of (lines[j] ?? "").replace(/"(?:[^"\\]|\\.)*"/g, "")) depth += ch === "{" ? 1 : ch === "}" ? -1 : 0;
      if (depth > 0) continue;
      try {
        const value: unknown = JSON.parse(lines.slice(i, j + 1).join("\n"));
        if (value && typeof value === "object" && !Array.isArray(value)) out.push({ value: value as Json, line: i + 1 });
      } catch {
        // not JSON after all (a shell brace, a C block): skip it
      }
      i = j;
      break;
    }
  }
  return out;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : typeof v === "string" && /^\d+(?:\.\d+)?$/.test(v) ? Number(v) : null);

/** Conditions and mode from job options (`rw`, `bs`, `iodepth`, `numjobs`), as fio writes them in JSON (strings). */
function options(o: Json): { conditions: Conditions; operation: Operation | null; access: Access } {
  const conditions: Conditions = { tool: "fio" };
  const bs = typeof o.bs === "string" ? o.bs : typeof o.blocksize === "string" ? o.blocksize : null;
  const size = bs ? parseSize(/B$/i.test(bs) ? bs : `${bs}B`, true) : null;
  if (size) conditions.block_size_bytes = size;
  const depth = num(o.iodepth);
  if (depth !== null) conditions.queue_depth = depth;
  const jobs = num(o.numjobs);
  if (jobs !== null) conditions.numjobs = jobs;
  const mode = typeof o.rw === "string" ? rwMode(o.rw) : typeof o.readwrite === "string" ? rwMode(o.readwrite) : { operation: null, access: null };
  return { conditions, ...mode };
}

/** The mean total latency of a direction object: `lat_ns.mean` (fio 3), `lat.mean` in µs (fio 2), or a jq-flattened `lat_ns_mean`. */
function meanLatency(d: Json): { value: number; unit: string; factor: number } | null {
  const obj = (k: string) => (d[k] && typeof d[k] === "object" ? (d[k] as Json) : null);
  const ns = num(obj("lat_ns")?.mean) ?? num(d.lat_ns_mean) ?? num(d["lat_ns.mean"]);
  if (ns !== null) return { value: ns, unit: "ns", factor: 1e-9 };
  const us = num(obj("lat")?.mean) ?? num(d.lat_mean);
  return us !== null ? { value: us, unit: "us", factor: 1e-6 } : null;
}

/** Readings of one direction object (`{"iops": …, "bw": …, "lat_ns": {…}}`); bw is KiB/s in every fio version. */
function direction(d: Json, line: number, raw: string, operation: Operation | null, mode: ReturnType<typeof options>): ToolReading[] {
  const iops = num(d.iops);
  const bw = num(d.bw);
  if (iops === null || bw === null || (iops === 0 && bw === 0)) return [];
  const extra = { operation, access: mode.access, conditions: { ...mode.conditions } };
  const out = [
    reading("fio", "iops", { value: iops, unit: "IOPS", valueSi: iops, siUnit: "IOPS", kind: "iops", note: null }, line, raw, extra),
    reading("fio", "throughput", { ...toolRate("fio", bw, "KiB/s"), note: "fio JSON bw is KiB/s" }, line, raw, extra),
  ];
  const lat = meanLatency(d);
  if (lat) out.push(reading("fio", "latency", { value: lat.value, unit: lat.unit, valueSi: lat.value * lat.factor, siUnit: "s", kind: "duration", note: null }, line, raw, { ...extra, conditions: { ...extra.conditions, statistic: "mean" } }));
  return out;
}

/**
 * fio `--output-format=json`, pasted whole (`jobs[].read/write`, with `global options` and `job options`) or in pieces
 * (`jq '.jobs[0].write | {iops, bw}'`): the direction comes from the key, the jq path, or an `rw` that goes one way.
 */
export function parseFioJson(lines: string[]): ToolReading[] {
  if (!lines.some((l) => /"(?:iops|bw)"\s*:/.test(l))) return [];
  const out: ToolReading[] = [];
  let global: Json = {};
  let jqDirection: Operation | null = null;
  const objects = jsonObjects(lines);
  let k = 0;
  lines.forEach((l, i) => {
    // a jq filter naming one direction (`.jobs[0].write`) says what the next object is
    if (/\bjq\b/.test(l)) {
      const dir = /\.(read|write|trim)\b/.exec(l)?.[1];
      jqDirection = dir === "read" ? "read" : dir === "write" ? "write" : null;
    }
    const o = objects[k];
    if (!o || o.line !== i + 1) return;
    k++;
    const v = o.value;
    const raw = l;
    if (Array.isArray(v.jobs)) {
      const g = (v["global options"] as Json | undefined) ?? {};
      const jobReadings: ToolReading[] = [];
      const sets: number[] = [];
      (v.jobs as Json[]).forEach((job, n) => {
        const mode = options({ ...g, ...((job["job options"] as Json | undefined) ?? {}) });
        for (const dir of DIRECTIONS) {
          if (!job[dir] || typeof job[dir] !== "object") continue;
          const rs = direction(job[dir] as Json, o.line, raw, dir === "trim" ? null : dir, mode);
          appendAll(jobReadings, rs);
          appendAll(sets, rs.map(() => n));
        }
      });
      // jobs with the same options (numjobs without group_reporting) are runs to number
      appendAll(out, numberRuns(jobReadings, sets));
      return;
    }
    if ("rw" in v || "bs" in v || "iodepth" in v || "readwrite" in v) {
      global = { ...(v["global options"] as Json | undefined ?? {}), ...v };
      if (!("iops" in v)) return;
    }
    const mode = options(global);
    for (const dir of DIRECTIONS) if (v[dir] && typeof v[dir] === "object") appendAll(out, direction(v[dir] as Json, o.line, raw, dir === "trim" ? null : dir, mode));
    if ("iops" in v) {
      const operation = jqDirection ?? (mode.operation === "read_write" ? null : mode.operation);
      appendAll(out, direction(v, o.line, raw, operation, mode));
    }
  });
  return out;
}
