import type { Operation } from "../../model/vocabulary.ts";
import { parseSize, parseUnit, type Quantity } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolPrefix } from "../../normalise/toolUnits.ts";
import { allMatches } from "../../normalise/allMatches.ts";

type Access = "sequential" | "random";
interface Test { test: string; operation: Operation | null; access: Access; rate: "bytes" | "ops" }

/** bonnie++'s twelve tests in the order of its table and CSV line. */
const IO_TESTS: Test[] = [
  { test: "Per Chr output", operation: "write", access: "sequential", rate: "bytes" },
  { test: "Block output", operation: "write", access: "sequential", rate: "bytes" },
  { test: "Rewrite", operation: null, access: "sequential", rate: "bytes" },
  { test: "Per Chr input", operation: "read", access: "sequential", rate: "bytes" },
  { test: "Block input", operation: "read", access: "sequential", rate: "bytes" },
  { test: "Random Seeks", operation: null, access: "random", rate: "ops" },
];
// file creation, stat and deletion are metadata operations: no read/write direction
const FILE_TESTS: Test[] = ["Sequential", "Random"].flatMap((order) =>
  ["Create", "Read", "Delete"].map((op) => ({ test: `${order} Create ${op}`, operation: null, access: order === "Sequential" ? "sequential" as const : "random" as const, rate: "ops" as const })));

/** A rate cell: `126598` (K/sec column), `940k` or `1.2g` (bonnie++ 1.97+ `/sec` columns); `+++++` (too fast to measure) is none. */
function rate(cell: string, t: Test, kColumn: boolean): Quantity | null {
  const m = /^(\d+(?:\.\d+)?)([kmg]?)$/.exec(cell);
  if (!m) return null;
  const v = Number(m[1]);
  if (t.rate === "ops") return { value: v, unit: "/sec", valueSi: v, siUnit: "IOPS", kind: "iops", note: null };
  const prefix = m[2] ? m[2].toUpperCase() : kColumn ? "K" : "";
  // bonnie++ counts in KiB: its K column and its k/m/g suffixes are binary (`358m` is 366753 K in its own CSV)
  const f = toolPrefix("bonnie", prefix) ?? 1;
  return { value: v, unit: `${prefix}/sec`, valueSi: v * f, siUnit: "B/s", kind: "throughput", note: `bonnie++ ${prefix || "K"} is ${f} bytes` };
}

function latency(cell: string): Quantity | null {
  const m = /^(\d+(?:\.\d+)?)(us|ms|s)$/.exec(cell);
  const q = m ? parseUnit(m[2] ?? "") : null;
  return m && q?.valueSi != null ? { ...q, value: Number(m[1]), valueSi: Number(m[1]) * q.valueSi } : null;
}

/** Cells of a row with their right edges, after the leading label tokens. */
const cells = (line: string) => [...allMatches(line, /\S+/g)].map((m) => ({ text: m[0], end: (m.index ?? 0) + m[0].length }));

/** Rate cells in test order: every pair present, or placed under the header's columns when a skipped test (-f) left a gap. */
function pairs(values: { text: string; end: number }[], header: { end: number }[]): (string | null)[] {
  // a rate whose %CP is `+++` was too fast to time (bon_csv2txt prints such a `+++++` rate as `0k`)
  const timed = (k: number) => (values[k + 1]?.text === "+++" ? null : values[k]?.text ?? null);
  if (values.length === 12) return [0, 2, 4, 6, 8, 10].map(timed);
  const out: (string | null)[] = [null, null, null, null, null, null];
  for (const [n, v] of values.entries()) {
    const k = header.findIndex((h) => Math.abs(h.end - v.end) <= 2);
    if (k < 0) return [null, null, null, null, null, null];
    if (k % 2 === 0) out[k / 2] = timed(n);
  }
  return out;
}

/**
 * bonnie++: the human table (1.03 to 2.0: rates, %CP, and the Latency row under each data row) and the CSV line
 * (`1.96,1.96,name,…` or 1.03 `name,size,…`). %CP is not recorded; a CSV line repeating a table above it is read once.
 */
export function parseBonnie(lines: string[]): ToolReading[] {
  if (!lines.some((l) => /-Per Chr-|Sequential Create|^\s*\d\.\d\d[a-z]?,\d\.\d\d[a-z]?,|\+\+\+\+\+,\+\+\+/.test(l))) return [];
  const out: ToolReading[] = [];
  const tableRuns = new Set<string>();
  let section: { tests: Test[]; header: { end: number }[]; kColumn: boolean; last: Test[] | null; conditions: Conditions } | null = null;
  const emit = (t: Test, metric: "rate" | "latency", cell: string | null, line: number, raw: string, conditions: Conditions, kColumn: boolean) => {
    const q = cell === null ? null : metric === "latency" ? latency(cell) : rate(cell, t, kColumn);
    if (!q) return;
    const m = metric === "latency" ? "latency" : t.rate === "ops" ? "iops" : "throughput";
    // bonnie++ reports the slowest single operation as a test's latency
    const extra: Conditions = metric === "latency" ? { statistic: "max" } : {};
    out.push(reading("bonnie++", m, q, line, raw, { operation: t.operation, access: t.access, conditions: { tool: "bonnie++", test: t.test, ...conditions, ...extra } }));
  };
  lines.forEach((line, i) => {
    const t = line.trim();
    if (/^(?:Machine\s+Size|Name:Size etc)\s/.test(t)) {
      const hdr = cells(line).slice(/^Machine/.test(t) ? 2 : 3);
      section = { tests: IO_TESTS, header: hdr, kColumn: /K\/sec/.test(t), last: null, conditions: {} };
      return;
    }
    // bon_csv2txt heads the file tests `files:max:min  /sec %CP …`
    if (/^files(?::max:min)?\s+\/sec/.test(t)) {
      section = { tests: FILE_TESTS, header: cells(line).slice(1), kColumn: false, last: null, conditions: {} };
      return;
    }
    if (!section) return;
    const s = section;
    if (/^Latency\s/.test(t) && s.last) {
      const lat = cells(line).slice(1);
      const values = lat.length === 6 ? lat.map((c) => c.text) : latencyColumns(lat, s.header);
      values.forEach((v, k) => {
        if (v === null) return;
        const test = s.last?.[k];
        if (test) emit(test, "latency", v, i + 1, line, s.conditions, false);
      });
      s.last = null;
      return;
    }
    const row = cells(line);
    // bon_csv2txt writes the size with the chunk size and seek processes after it: `256M::8192:5`
    const sizeText = /^(\d+(?:\.\d+)?[KMGT]?)(?::[\d:]*)?$/.exec(row[1]?.text ?? "")?.[1];
    if (s.tests === IO_TESTS && row.length >= 3 && sizeText && !/^Version/.test(t)) {
      const size = parseSize(`${sizeText}B`, true);
      s.conditions = { ...(size ? { file_size_bytes: size } : {}), machine: row[0]?.text ?? "" };
      tableRuns.add(`${row[0]?.text}|${sizeText}|${(row[2]?.text ?? "").replace(/[kmg]$/, "")}`);
      pairs(row.slice(2), s.header).forEach((cell, k) => { const test = IO_TESTS[k]; if (test) emit(test, "rate", cell, i + 1, line, s.conditions, s.kColumn); });
      s.last = IO_TESTS;
      return;
    }
    // bon_csv2txt puts the machine name before the file count
    const named = !/^\d/.test(row[0]?.text ?? "") && /^\d+(?::[\d:/]+)?$/.test(row[1]?.text ?? "") ? 1 : 0;
    if (s.tests === FILE_TESTS && /^\d+(?::[\d:/]+)?$/.test(row[named]?.text ?? "") && row.length >= 2 + named) {
      pairs(row.slice(1 + named), s.header).forEach((cell, k) => { const test = FILE_TESTS[k]; if (test) emit(test, "rate", cell, i + 1, line, s.conditions, false); });
      s.last = FILE_TESTS;
    }
  });
  lines.forEach((line, i) => csvLine(line, i + 1, tableRuns, emit));
  return machinesAsConfig(out);
}

/**
 * The Machine column is the run's label (`-m`, the host name by default): when one block's rows name several, the
 * names are what tells the runs apart (`inez(old)` / `inez(new)`), so each becomes the row's `config`; one name is
 * only the host and is dropped.
 */
function machinesAsConfig(out: ToolReading[]): ToolReading[] {
  const names = new Set(out.map((r) => r.conditions.machine).filter((n) => typeof n === "string" && n));
  for (const r of out) {
    const { machine, ...rest } = r.conditions;
    r.conditions = names.size > 1 && typeof machine === "string" && machine && rest.config === undefined ? { ...rest, config: machine } : rest;
  }
  return out;
}

/**
 * A Latency line with tests left out (`-f` skips Per Chr; bonnie++ prints blanks there): each figure sits under its
 * test, its right edge two columns past the test's rate column. A figure under no test voids the line.
 */
function latencyColumns(lat: { text: string; end: number }[], header: { end: number }[]): (string | null)[] {
  const out: (string | null)[] = [null, null, null, null, null, null];
  for (const c of lat) {
    const k = [0, 1, 2, 3, 4, 5].find((t) => Math.abs((header[2 * t]?.end ?? -99) + 2 - c.end) <= 2);
    if (k === undefined) return [];
    out[k] = c.text;
  }
  return out;
}

type Emit = (t: Test, metric: "rate" | "latency", cell: string | null, line: number, raw: string, conditions: Conditions, kColumn: boolean) => void;

/** The CSV line: 1.96/1.97 (`ver,ver,name,conc,seed,size,chunk,putc,…`), 1.98+ (two seek fields before putc), 1.03 (`name,size,putc,…`). */
function csvLine(line: string, n: number, tableRuns: Set<string>, emit: Emit): void {
  const f = line.trim().split(",");
  let at: number;
  let name: string;
  let size: string;
  if (/^\d\.\d\d[a-z]?$/.test(f[0] ?? "") && f.length >= 36) {
    at = Number(f[0]) >= 1.98 ? 9 : 7;
    name = f[2] ?? "";
    size = f[5] ?? "";
  } else if (/^\d+(?:\.\d+)?[KMGT]$/.test(f[1] ?? "") && f.length >= 14 && f.length <= 30 && /^[\w.-]+$/.test(f[0] ?? "")) {
    at = 2;
    name = f[0] ?? "";
    size = f[1] ?? "";
  } else return;
  if (!f.slice(at, at + 12).every((c) => /^(?:\d+(?:\.\d+)?|\+{3,5}|)$/.test(c))) return;
  // the table printed just above the CSV line of the same run already gave these values
  if (tableRuns.has(`${name}|${size}|${f[at]}`)) return;
  const bytes = parseSize(`${size}B`, true);
  const conditions: Conditions = { ...(bytes ? { file_size_bytes: bytes } : {}), machine: name };
  IO_TESTS.forEach((t, k) => emit(t, "rate", f[at + 2 * k] || null, n, line, conditions, true));
  const files = at + 12;
  // 1.96+: files, max_size, min_size, num_dirs, chunk, then six create pairs, then twelve latencies; 1.03: files, then pairs
  const create = at === 2 ? files + 1 : files + 5;
  FILE_TESTS.forEach((t, k) => emit(t, "rate", f[create + 2 * k] || null, n, line, conditions, false));
  if (at === 2) return;
  const lat = create + 12;
  [...IO_TESTS, ...FILE_TESTS].forEach((t, k) => emit(t, "latency", f[lat + k] || null, n, line, conditions, false));
}
