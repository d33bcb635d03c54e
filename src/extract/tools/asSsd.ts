import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseNumber, parseSize, parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";

const TOOL = "AS SSD";

interface Section {
  test: "seq" | "4k" | "4k-64" | "access" | "score";
  conditions: Conditions;
}

/** A section title of AS SSD's copied results, in MB/s view (`Sequential:`) or IOPS view (`16MB`, `512B`). */
function sectionOf(line: string): Section | null {
  const t = line.replace(/:\s*$/, "").trim().toLowerCase();
  if (t === "sequential" || t === "seq") return { test: "seq", conditions: {} };
  if (/^\d+\s*mb$/.test(t)) {
    const size = parseSize(t.toUpperCase(), true);
    return { test: "seq", conditions: size ? { block_size_bytes: size } : {} };
  }
  if (t === "4k") return { test: "4k", conditions: { block_size_bytes: 4096 } };
  if (/^4k-64\s*thr(?:ea)?ds?$/.test(t)) return { test: "4k-64", conditions: { block_size_bytes: 4096, threads: 64 } };
  if (/^(access times?|acc\.?\s*time)$/.test(t) || /^\d+\s*b$/.test(t)) return { test: "access", conditions: {} };
  if (/^(total\s+)?score$/.test(t)) return { test: "score", conditions: {} };
  return null;
}

/**
 * AS SSD Benchmark's copied results (2.x): `Sequential:`, `4K:`, `4K-64Threads:` and `Access Times:` sections with
 * `Read:`/`Write:` lines, in MB/s or (IOPS view) iops, and the drive from `Name:`. Scores are points, not measurements;
 * the IOPS view's access-time section only restates the access times as their inverse and is left out.
 */
export function parseAsSsd(lines: string[]): ToolReading[] {
  const named = lines.some((l) => /AS SSD Benchmark/i.test(l));
  const base: Conditions = { tool: TOOL };
  let section: Section | null = null;
  const out: ToolReading[] = [];
  const sections = new Set<string>();
  lines.forEach((raw, i) => {
    const line = normaliseText(raw).replace(/^(?:[>|]\s*)+/, "");
    const name = /^Name\s*:\s*(.+)$/i.exec(line);
    if (name?.[1] && !section) {
      base.storage = name[1].replace(/\s+ATA Device$/i, "").trim();
      return;
    }
    const s = sectionOf(line);
    if (s) {
      section = s;
      return;
    }
    const m = /^(Read|Write)\s*:\s*(\d[\d,]*(?:\.\d+)?)\s*(MB\/s|ms|iops)\s*$/i.exec(line);
    const current = section as Section | null;
    if (!m?.[2] || !m[3] || !current || current.test === "score") return;
    const operation = /^w/i.test(m[1] ?? "") ? "write" : "read";
    const value = parseNumber(m[2]);
    const unit = m[3].toLowerCase();
    const conditions = { ...base, ...current.conditions };
    sections.add(current.test);
    if (current.test === "access") {
      if (unit !== "ms") return;
      out.push(reading(TOOL, "latency", { value, unit: "ms", valueSi: value * 1e-3, siUnit: "s", kind: "latency", note: null }, i + 1, raw, { operation, conditions: { ...conditions, test: "Access Time" } }));
      return;
    }
    const access = current.test === "seq" ? "sequential" : "random";
    if (unit === "iops") {
      out.push(reading(TOOL, "iops", { value, unit: "IOPS", valueSi: value, siUnit: "IOPS", kind: "iops", note: null }, i + 1, raw, { operation, access, conditions }));
      return;
    }
    const q = parseUnit(m[3]);
    if (q) out.push(reading(TOOL, "throughput", { ...q, value, valueSi: q.valueSi === null ? null : value * q.valueSi }, i + 1, raw, { operation, access, conditions }));
  });
  // `Read: … MB/s` lines alone are common in prose lists: only the tool's name or its set of sections makes them its output
  return named || sections.size >= 3 ? out : [];
}
