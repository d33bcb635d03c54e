import type { Operation } from "../../model/vocabulary.ts";
import { parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";

/** The header: `bench-write  io_size 4096 io_threads 16 bytes 1073741824 pattern seq` (Jewel) or `bench  type write io_size …`. */
const HEADER_RE = /^\s*bench(?:-(write)|\s+type\s+(\w+))\s+io_size\s+(\d+)\s+io_threads\s+(\d+)\s+bytes\s+(\d+)\s+pattern\s+(\w+)/;
/** The closing line: `elapsed:   222  ops:   132574  ops/sec:   595.21  bytes/sec: 4820692.25` (newer: `bytes/sec: 398 MiB/s`). */
const TOTAL_RE = /^\s*elapsed:\s*([\d.]+)\s+ops:\s*(\d+)\s+ops\/sec:\s*([\d.]+)\s+bytes\/sec:\s*([\d.]+)\s*([KMGT]i?B\/s)?\s*(?:#.*)?$/;

const OPERATIONS: Record<string, Operation> = { write: "write", read: "read", readwrite: "read_write", rw: "read_write" };

/**
 * Ceph's `rbd bench-write` / `rbd bench --io-type …`: the closing `elapsed: … ops/sec: … bytes/sec: …` line as IOPS and
 * throughput (plain bytes/sec, or 1024-based units in newer versions), with the header's I/O size, threads and pattern.
 * The per-second `SEC OPS OPS/SEC BYTES/SEC` lines are progress, not results.
 */
export function parseRbdBench(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let conditions: Conditions | null = null;
  let operation: Operation | null = null;
  let access: "sequential" | "random" | null = null;
  lines.forEach((line, i) => {
    const h = HEADER_RE.exec(line);
    if (h) {
      operation = OPERATIONS[(h[1] ?? h[2] ?? "").toLowerCase()] ?? null;
      access = /^seq/i.test(h[6] ?? "") ? "sequential" : /^rand/i.test(h[6] ?? "") ? "random" : null;
      conditions = { tool: "rbd bench", block_size_bytes: Number(h[3]), threads: Number(h[4]), file_size_bytes: Number(h[5]) };
      return;
    }
    const t = TOTAL_RE.exec(line);
    if (!t || !conditions) return;
    const extra = { operation, access, conditions: { ...conditions, elapsed_s: Number(t[1]) } };
    const iops = Number(t[3]);
    out.push(reading("rbd bench", "iops", { value: iops, unit: "ops/sec", valueSi: iops, siUnit: "IOPS", kind: "iops", note: null }, i + 1, line, extra));
    const value = Number(t[4]);
    const q = t[5] ? parseUnit(t[5]) : null;
    const valueSi = t[5] ? (q?.valueSi == null ? null : value * q.valueSi) : value;
    if (valueSi !== null) out.push(reading("rbd bench", "throughput", { value, unit: t[5] ?? "bytes/sec", valueSi, siUnit: "B/s", kind: "throughput", note: null }, i + 1, line, extra));
  });
  return out;
}
