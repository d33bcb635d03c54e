import { parseNumber, parseUnit, type Quantity } from "../../normalise/parseQuantity.ts";
import type { Access, Operation } from "../../model/vocabulary.ts";
import { reading, type ToolReading } from "./toolReading.ts";

/** kbench's banner: Longhorn's fio wrapper prints one `FIO Benchmark Summary` block per run. */
const BANNER = /^\s*FIO Benchmark Summary\s*$/i;
/** A section heading: `IOPS (Read/Write)`, `Bandwidth in KiB/sec (Read/Write)`, `Latency in ns (Read/Write)`. */
const SECTION = /^\s*(IOPS|Bandwidth\s+in\s+(\S+)|Latency\s+in\s+(ns|us|μs|ms))\s*\(\s*Read\s*\/\s*Write\s*\)\s*$/i;
/** A test line of a section: `Random:  90,546 / 73,514`, `Sequential: …` (read first, then write). */
const LINE = /^\s*(Random|Sequential)\s*:\s*(\d[\d,]*(?:\.\d+)?)\s*\/\s*(\d[\d,]*(?:\.\d+)?)\s*$/i;
const LATENCY_SCALE: Record<string, number> = { ns: 1e-9, us: 1e-6, μs: 1e-6, ms: 1e-3 };

/** The quantity of one figure under a section: IOPS, a bandwidth in the section's unit, or a mean latency. */
function quantityOf(section: { kind: "iops" | "throughput" | "latency"; unit: string }, value: number): Quantity | null {
  if (section.kind === "iops") return { value, unit: "IOPS", valueSi: value, siUnit: "IOPS", kind: "iops", note: null };
  if (section.kind === "latency") {
    const f = LATENCY_SCALE[section.unit];
    return f === undefined ? null : { value, unit: section.unit === "μs" ? "us" : section.unit, valueSi: value * f, siUnit: "s", kind: "latency", note: null };
  }
  const u = parseUnit(section.unit.replace(/\/sec$/i, "/s"));
  return u && u.kind === "throughput" && u.valueSi !== null ? { ...u, value, valueSi: value * u.valueSi } : null;
}

/**
 * kbench's `FIO Benchmark Summary` (the fio wrapper of the Longhorn project): IOPS, bandwidth and latency sections,
 * each with a Random and a Sequential line of `read / write` figures. Recorded as fio, which ran the jobs.
 * The comparison summary (`… vs …`) has other columns and is not read.
 */
export function parseKbench(lines: string[]): ToolReading[] {
  if (!lines.some((l) => BANNER.test(l))) return [];
  const out: ToolReading[] = [];
  let section: { kind: "iops" | "throughput" | "latency"; unit: string } | null = null;
  lines.forEach((line, i) => {
    if (BANNER.test(line)) section = null;
    const s = SECTION.exec(line);
    if (s) {
      section = s[3] ? { kind: "latency", unit: s[3] } : s[2] ? { kind: "throughput", unit: s[2] } : { kind: "iops", unit: "IOPS" };
      return;
    }
    const m = LINE.exec(line);
    const current = section as { kind: "iops" | "throughput" | "latency"; unit: string } | null;
    if (!m || !current) {
      // a blank line keeps the section; any other line (`CPU Idleness: 68%`) is none of its tests
      return;
    }
    const access: Access = /^r/i.test(m[1] ?? "") ? "random" : "sequential";
    ([["read", m[2]], ["write", m[3]]] as [Operation, string | undefined][]).forEach(([operation, text]) => {
      const q = text ? quantityOf(current, parseNumber(text)) : null;
      if (q) out.push(reading("fio", current.kind, q, i + 1, line, { operation, access, conditions: { tool: "fio" } }));
    });
  });
  return out;
}
