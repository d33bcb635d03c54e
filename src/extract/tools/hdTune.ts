import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseNumber, parseUnit } from "../../normalise/parseQuantity.ts";
import type { Operation } from "../../model/vocabulary.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";

const TOOL = "HD Tune";
/** Where a summary line starts, for a summary whose line breaks a page lost. */
const LABEL_START = /Transfer Rate (?:Minimum|Maximum|Average)|Access Time|Burst Rate|CPU Usage/gi;
const PIECE_START = /(?=\b(?:Transfer Rate (?:Minimum|Maximum|Average)|Access Time|Burst Rate|CPU Usage)\s*:)/i;
/** `Transfer Rate Minimum : 72.0 MB/sec`, `Access Time : 13.6 ms`, `Burst Rate : 176.3 MB/sec`. */
const LINE = /^(Transfer Rate (?:Minimum|Maximum|Average)|Access Time|Burst Rate)\s*:\s*(\d[\d,]*(?:\.\d+)?)\s*([KMG]B\/s(?:ec)?|ms)\s*$/i;

/**
 * HD Tune's (and HD Tune Pro's) copied benchmark summary: transfer rate minimum, maximum and average, access time and
 * burst rate, with the drive its first line names. The benchmark reads unless a `Write transfer rate` line says it
 * wrote; CPU Usage is the tool's own load, not a result of the drive, and is left out.
 */
export function parseHdTune(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let base: Conditions = { tool: TOOL };
  let operation: Operation = "read";
  let named = false;
  lines.forEach((raw, i) => {
    const text = normaliseText(raw).replace(/^(?:[>|]\s*)+/, "");
    // a paragraph without `<br>` runs the summary into one line: split it before each label
    const parts = (text.match(LABEL_START) ?? []).length >= 2 ? text.split(PIECE_START).map((p) => p.trim()).filter(Boolean) : [text];
    for (const line of parts) read(line, parts.length > 1 ? line : raw, i);
  });

  function read(line: string, raw: string, i: number): void {
    const head = /^HD Tune(?: Pro)?(?: [\d.]+)?\s*:\s*(.+?)\s+Benchmark\b/i.exec(line);
    if (head?.[1]) {
      named = true;
      base = { tool: TOOL, storage: head[1].trim() };
      operation = "read";
      return;
    }
    const section = /^(Read|Write) transfer rate$/i.exec(line);
    if (section) {
      operation = /^w/i.test(section[1] ?? "") ? "write" : "read";
      return;
    }
    const m = LINE.exec(line);
    if (!m?.[1] || !m[2] || !m[3]) return;
    const q = parseUnit(m[3]);
    if (!q) return;
    const value = parseNumber(m[2]);
    const test = m[1].replace(/\s+/g, " ");
    const latency = /^Access/i.test(m[1]);
    const quantity = latency ? { ...q, value, valueSi: value * 1e-3, kind: "latency" as const } : { ...q, value, valueSi: q.valueSi === null ? null : value * q.valueSi };
    out.push(reading(TOOL, latency ? "latency" : "throughput", quantity, i + 1, raw, { operation, conditions: { ...base, test } }));
  }
  // without its title line, only the set of its labels (not one look-alike sentence) is HD Tune's summary
  const labels = new Set(out.map((r) => r.conditions.test));
  return named || labels.size >= 3 ? out : [];
}
