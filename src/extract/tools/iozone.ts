import type { Operation } from "../../model/vocabulary.ts";
import type { Quantity } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";

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

/** kB/sec by default; ops/sec when run with -O. iozone's kB is 1024 bytes; value_si reads the printed prefix decimally. */
function rate(value: number, ops: boolean): Quantity {
  return ops
    ? { value, unit: "ops/sec", valueSi: value, siUnit: "IOPS", kind: "iops", note: null }
    : { value, unit: "kB/s", valueSi: value * 1000, siUnit: "B/s", kind: "throughput", note: "iozone kB is 1024 bytes" };
}

/** Right edge of each whitespace-separated token of a line. */
const tokenEnds = (line: string) => [...line.matchAll(/\S+/g)].map((m) => ({ text: m[0], end: (m.index ?? 0) + m[0].length }));

/**
 * iozone: the `-a` table (file size kB × record length, one column per test, right-aligned under the header) and the
 * throughput-mode `Children see throughput for N initial writers = … kB/sec` lines. Parent/min/max/avg lines repeat or
 * bound them and are not read.
 */
export function parseIozone(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const ops = lines.some((l) => /Output is in (?:operations|ops) per sec|\biozone\b.*\s-O\b/i.test(l));
  const base: Conditions = { tool: "iozone" };
  let columns: { test: string; end: number }[] | null = null;
  lines.forEach((line, i) => {
    const rec = /^\s*Record Size (\d+) kB/i.exec(line);
    if (rec) base.block_size_bytes = Number(rec[1]) * 1024;
    const file = /^\s*File size set to (\d+) kB/i.exec(line);
    if (file) base.file_size_bytes = Number(file[1]) * 1024;
    const tokens = tokenEnds(line);
    const names = tokens.map((t) => t.text.toLowerCase());
    if (names.length >= 3 && names.every((n, k) => n === HEADER[k])) {
      columns = tokens.map((t, k) => ({ test: TESTS[k] ?? "", end: t.end }));
      return;
    }
    const children = /^\s*Children see throughput for\s+(\d+)\s+([a-z -]+?)\s*=\s*([\d.]+)\s*(?:kB|KB|ops)\/sec/i.exec(line);
    if (children) {
      const test = (children[2] ?? "").toLowerCase();
      const [operation, access] = testMode(test);
      const conditions: Conditions = { ...base, test, threads: Number(children[1]) };
      out.push(reading("iozone", ops || /ops\/sec/.test(line) ? "iops" : "throughput", rate(Number(children[3]), ops || /ops\/sec/.test(line)), i + 1, line, { operation, access, conditions }));
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
      const conditions: Conditions = { ...base, test, file_size_bytes: kb * 1024, block_size_bytes: reclen * 1024 };
      out.push(reading("iozone", ops ? "iops" : "throughput", rate(Number(t.text), ops), i + 1, line, { operation, access, conditions }));
    });
  });
  return out;
}
