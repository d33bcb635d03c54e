import type { Operation } from "../../model/vocabulary.ts";
import type { Conditions } from "../conditions.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { appendAll } from "../../appendAll.ts";
import { toolRate, toolSize } from "../../normalise/toolUnits.ts";

/** The program at the start of a typed line (after any prompt), or DiskSpd's own `Command Line:` echo. */
const COMMAND_RE = /(?:^|[>$#]\s*|Command Line:\s*)"?(?:[^\s"]*[\\/])?diskspd(?:\.exe)?"?\s+(.*)$/i;
const SECTION_RE = /^(Total|Read|Write) IO$/;

interface Setup {
  conditions: Conditions;
  access: "sequential" | "random" | null;
  writePct: number | null;
}

/** A DiskSpd size (`64K`, `1M`, `8192`, `8KiB`) in bytes: DiskSpd's K/M/G are binary. */
function size(text: string): number | undefined {
  return toolSize("diskspd", text) ?? undefined;
}

/** What a DiskSpd command line sets: -b block size, -o outstanding I/Os per thread, -t/-F threads, -r/-s access, -w write %. */
export function diskspdSetup(args: string): Setup {
  const conditions: Conditions = { tool: "diskspd" };
  let access: Setup["access"] = "sequential";
  let writePct: number | null = 0;
  for (const a of args.split(/\s+/)) {
    const m = /^[-/]([a-zA-Z]+?)(.*)$/.exec(a);
    if (!m) continue;
    const [flag, rest = ""] = [m[1] ?? "", m[2] ?? ""];
    const bytes = flag === "b" ? size(rest) : undefined;
    if (bytes !== undefined) conditions.block_size_bytes = bytes;
    else if (flag === "o" && /^\d+$/.test(rest)) conditions.queue_depth = Number(rest);
    else if ((flag === "t" || flag === "F") && /^\d+$/.test(rest)) conditions.threads = Number(rest);
    else if (flag === "w" && /^\d+$/.test(rest)) writePct = Number(rest);
    // -rs<pct> mixes random and sequential I/O: no single access pattern
    else if (flag === "rs" || (flag === "r" && rest.startsWith("s"))) access = null;
    else if (flag === "r") access = "random";
    else if (flag === "s" || flag === "si") access = "sequential";
  }
  if (writePct !== null && writePct > 0 && writePct < 100) conditions.mix = `Read ${100 - writePct}%/Write ${writePct}%`;
  return { conditions, access, writePct };
}

/** The `Input parameters:` lines DiskSpd prints when no command line was pasted above them. */
function readInputLine(line: string, setup: Setup): void {
  const t = line.trim();
  let m: RegExpExecArray | null;
  if ((m = /^performing (read|write) test$/.exec(t))) setup.writePct = m[1] === "write" ? 100 : 0;
  else if ((m = /^performing mix test \(read\/write ratio: (\d+)\/(\d+)\)$/.exec(t))) {
    setup.writePct = Number(m[2]);
    setup.conditions.mix = `Read ${m[1]}%/Write ${m[2]}%`;
  } else if ((m = /^block size: (\S+)$/.exec(t))) {
    const bytes = size(m[1] ?? "");
    if (bytes !== undefined) setup.conditions.block_size_bytes = bytes;
  }
  else if (/^using random I\/O\b/.test(t)) setup.access = "random";
  else if (/^using (?:interlocked )?sequential I\/O\b/.test(t)) setup.access = "sequential";
  else if (/^using mixed random\/sequential I\/O\b/.test(t)) setup.access = null;
  else if ((m = /^number of outstanding I\/O operations(?: per thread)?: (\d+)$/.exec(t))) setup.conditions.queue_depth = Number(m[1]);
  else if ((m = /^thread count:\s+(\d+)$/.exec(t))) setup.conditions.threads = Number(m[1]);
}

interface Total { section: string; cells: string[]; header: string[]; line: number; raw: string; unc: boolean }

/**
 * Microsoft DiskSpd's text results: the `total:` line of the Read IO and Write IO sections (MiB/s, I/O per s, AvgLat
 * with -L), with block size, queue depth, threads, access and mix from the command line or the input parameters.
 * Per-thread lines split the total and the Total IO section repeats it; it is read only when no Read/Write section
 * was pasted. LatStdDev, the %-ile table and the CPU table are spreads and bookkeeping, not results.
 */
export function parseDiskspd(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let setup: Setup = { conditions: { tool: "diskspd" }, access: null, writePct: null };
  let section: string | null = null;
  let header: string[] | null = null;
  let run: Total[] = [];
  let unc = false;
  const flush = () => {
    if (run.length) appendAll(out, runReadings(run, setup));
    run = [];
  };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const command = COMMAND_RE.exec(line);
    if (command) {
      const next = diskspdSetup(command[1] ?? "");
      // DiskSpd echoes the command typed above it: the same run
      if (!run.length) setup = { ...next, conditions: { ...setup.conditions, ...next.conditions } };
      else {
        flush();
        setup = next;
      }
      return;
    }
    readInputLine(line, setup);
    const s = SECTION_RE.exec(line);
    if (s) {
      // a section met again starts the next run's results
      if (run.some((r) => r.section === s[1])) flush();
      section = s[1] ?? null;
      header = null;
      return;
    }
    if (section && /^thread\s*\|/.test(line)) {
      header = line.split("|").map((c) => c.trim());
      unc = false;
      return;
    }
    // a thread's line names its target file: a UNC path (`\\server\share\…`) is on an SMB share
    if (section && header && /^\d+\s*\|/.test(line) && /^\\\\/.test(line.split("|").pop()?.trim() ?? "")) unc = true;
    if (section && header && /^total:/.test(line)) {
      run.push({ section, header, cells: line.replace(/^total:/, "").split("|").map((c) => c.trim()), line: i + 1, raw, unc });
      section = null;
    }
  });
  flush();
  return out;
}

/** The readings of one run's total lines: Read IO and Write IO when shown (and not idle), else Total IO. */
function runReadings(run: Total[], setup: Setup): ToolReading[] {
  const split = run.filter((r) => r.section !== "Total");
  const chosen = split.length ? split : run;
  const out: ToolReading[] = [];
  for (const t of chosen) {
    // the thread column has no cell on the total line
    const cell = (name: RegExp) => {
      const k = t.header.findIndex((h) => name.test(h));
      return k > 0 ? t.cells[k - 1] : undefined;
    };
    const ios = Number(cell(/^I\/Os$/));
    if (!Number.isFinite(ios) || ios <= 0) continue;
    const operation: Operation | null = t.section === "Read" ? "read" : t.section === "Write" ? "write"
      : setup.writePct === 0 ? "read" : setup.writePct === 100 ? "write" : setup.writePct === null ? null : "read_write";
    const extra = { operation, access: setup.access, conditions: { ...setup.conditions, ...(t.unc ? { protocol: "SMB" } : {}) } };
    // DiskSpd divides bytes by 1024 twice: its `MB/s` (before 2.0.17) is the later `MiB/s`
    const mibUnit = t.header.find((h) => /^Mi?B\/s$/.test(h));
    const mib = Number(cell(/^Mi?B\/s$/));
    if (mibUnit && Number.isFinite(mib)) out.push(reading("diskspd", "throughput", toolRate("diskspd", mib, mibUnit), t.line, t.raw, extra));
    const iops = Number(cell(/^I\/O per s$/));
    if (Number.isFinite(iops)) out.push(reading("diskspd", "iops", { value: iops, unit: "IOPS", valueSi: iops, siUnit: "IOPS", kind: "iops", note: "I/O per s" }, t.line, t.raw, extra));
    const lat = Number(cell(/^AvgLat$/));
    if (cell(/^AvgLat$/) !== undefined && Number.isFinite(lat)) {
      out.push(reading("diskspd", "latency", { value: lat, unit: "ms", valueSi: lat / 1000, siUnit: "s", kind: "latency", note: "AvgLat" }, t.line, t.raw, { ...extra, conditions: { ...extra.conditions, statistic: "avg" } }));
    }
  }
  return out;
}
