import type { Operation } from "../../model/vocabulary.ts";
import type { Quantity } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, seconds, type ToolReading } from "./toolReading.ts";
import { toolPrefix, toolRate } from "../../normalise/toolUnits.ts";
import { allMatches } from "../../normalise/allMatches.ts";

type Access = "sequential" | "random" | null;

/** The second header line of iozone's auto-mode table, in its fixed column order; the line above qualifies columns 7–11. */
const HEADER = ["kb", "reclen", "write", "rewrite", "read", "reread", "read", "write", "read", "rewrite", "read", "fwrite", "frewrite", "fread", "freread"];
const TESTS = ["", "", "write", "rewrite", "read", "reread", "random read", "random write", "bkwd read", "record rewrite", "stride read", "fwrite", "frewrite", "fread", "freread"];

/** Direction and access of a test; backward, stride and record-rewrite runs follow neither pattern. */
function testMode(test: string): [Operation | null, Access] {
  const op: Operation | null = /mixed/.test(test) ? "read_write" : /writ/.test(test) ? "write" : /read/.test(test) ? "read" : null;
  const access: Access = /random/.test(test) ? "random" : /bkwd|backward|reverse|stride|record|mixed/.test(test) ? null : "sequential";
  return [op, access];
}

/** iozone's sizes are in kB of 1024 bytes (units.json). */
const KB = toolPrefix("iozone", "k") ?? 1024;

/** kB/sec by default; ops/sec when run with -O. iozone's kB is 1024 bytes; value_si reads the printed prefix decimally. */
function rate(value: number, ops: boolean): Quantity {
  return ops
    ? { value, unit: "ops/sec", valueSi: value, siUnit: "IOPS", kind: "iops", note: null }
    : { ...toolRate("iozone", value, "kB/s"), note: "iozone kB is 1024 bytes" };
}

/** Right edge of each whitespace-separated token of a line. */
const tokenEnds = (line: string) => [...allMatches(line, /\S+/g)].map((m) => ({ text: m[0], end: (m.index ?? 0) + m[0].length }));

/** The words over a test column in iozone's first header line (`random  random    bkwd   record   stride`). */
const QUALIFIER = /(?<![a-z])(?:random|bkwd|record|stride)(?![a-z])/i;

/**
 * The writer's label in the corner of the table (`SanDisk Extreme A1          random    random` over `kB  reclen  write…`):
 * the text before iozone's own qualifiers on the line above the header, naming the run.
 */
function cornerLabel(above: string): string | null {
  // iozone's own line holds nothing but its qualifiers, right-aligned over the test columns
  const text = above.slice(0, QUALIFIER.exec(above)?.index ?? 0).trim();
  return text.length <= 60 && /\p{L}/u.test(text) && !/^iozone\b|[:=]/i.test(text) ? text : null;
}

/**
 * iozone: the `-a` table (file size kB × record length, one column per test, right-aligned under the header) and the
 * throughput-mode `Children see` / `Parent sees throughput for N initial writers = … kB/sec` lines (timed by the
 * children and by the parent: two results, `statistic` children / parent), with `-+u`'s wall time as the test's
 * duration and its CPU utilisation. Min/Max/Avg per process are per-process statistics and are not read.
 */
export function parseIozone(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const ops = lines.some((l) => /Output is in (?:operations|ops) per sec|\biozone\b.*\s-O\b/i.test(l));
  const base: Conditions = { tool: "iozone" };
  let columns: { test: string; end: number }[] | null = null;
  let corner: string | null = null;
  let last: { test: string; operation: Operation | null; access: Access; threads: number } | null = null;
  lines.forEach((line, i) => {
    const rec = /^\s*Record Size (\d+) kB/i.exec(line);
    if (rec) base.block_size_bytes = Number(rec[1]) * KB;
    const file = /^\s*File size set to (\d+) kB/i.exec(line);
    if (file) base.file_size_bytes = Number(file[1]) * KB;
    const tokens = tokenEnds(line);
    const names = tokens.map((t) => t.text.toLowerCase());
    if (names.length >= 3 && names.every((n, k) => n === HEADER[k])) {
      columns = tokens.map((t, k) => ({ test: TESTS[k] ?? "", end: t.end }));
      corner = cornerLabel(lines[i - 1] ?? "");
      return;
    }
    const children = /^\s*(Children see|Parent sees) throughput for\s+(\d+)\s+([a-z -]+?)\s*=\s*([\d.]+)\s*(?:kB|KB|ops)\/sec/i.exec(line);
    if (children) {
      const test = (children[3] ?? "").toLowerCase();
      const [operation, access] = testMode(test);
      const statistic = /^parent/i.test(children[1] ?? "") ? "parent" : "children";
      const conditions: Conditions = { ...base, test, threads: Number(children[2]), statistic };
      const isOps = ops || /ops\/sec/.test(line);
      out.push(reading("iozone", isOps ? "iops" : "throughput", rate(Number(children[4]), isOps), i + 1, line, { operation, access, conditions }));
      last = { test, operation, access, threads: Number(children[2]) };
      return;
    }
    // `-+u`: `CPU Utilization: Wall time 2.515 CPU time 1.996 CPU utilization 79.37 %` closes the test above it
    const cpu = last && /^\s*CPU utili[sz]ation:\s*Wall time\s+([\d.]+)\s+CPU time\s+[\d.]+(?:\s+CPU utili[sz]ation\s+([\d.]+)\s*%)?/i.exec(line);
    if (cpu && last) {
      const extra = { operation: last.operation, access: last.access, conditions: { ...base, test: last.test, threads: last.threads } };
      out.push(reading("iozone", "duration", seconds(Number(cpu[1])), i + 1, line, { ...extra, conditions: { ...extra.conditions, statistic: "wall time" } }));
      const pct = Number(cpu[2]);
      if (cpu[2] && pct >= 0 && pct <= 100 * Math.max(1, last.threads)) {
        out.push(reading("iozone", "cpu_utilisation", { value: pct, unit: "%", valueSi: pct, siUnit: "%", kind: "cpu_utilisation", note: null }, i + 1, line, extra));
      }
      last = null;
      return;
    }
    if (!columns) return;
    if (!tokens.length || !tokens.every((t) => /^\d+$/.test(t.text))) {
      if (tokens.length && !/^iozone test complete/i.test(line.trim())) columns = null;
      return;
    }
    const cols = columns;
    // each value sits under its column's right edge; when the paste lost the alignment, values fill columns in order
    const aligned = tokens.map((t) => cols.findIndex((c) => Math.abs(c.end - t.end) <= 2));
    const index = aligned.every((k, n) => k >= 0 && (n === 0 || k > (aligned[n - 1] ?? -1))) ? aligned : tokens.map((_, n) => n);
    const kb = Number(tokens[index.indexOf(0)]?.text ?? NaN);
    const reclen = Number(tokens[index.indexOf(1)]?.text ?? NaN);
    if (!Number.isFinite(kb) || !Number.isFinite(reclen)) return;
    tokens.forEach((t, n) => {
      const test = cols[index[n] ?? -1]?.test;
      if (!test) return;
      const [operation, access] = testMode(test);
      const conditions: Conditions = { ...base, ...(corner ? { label: corner } : {}), test, file_size_bytes: kb * KB, block_size_bytes: reclen * KB };
      out.push(reading("iozone", ops ? "iops" : "throughput", rate(Number(t.text), ops), i + 1, line, { operation, access, conditions }));
    });
  });
  return out;
}
