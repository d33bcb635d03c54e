import { parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { appendAll } from "../../appendAll.ts";
import { toolPrefix } from "../../normalise/toolUnits.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** `OMNI Send TEST from …`, `OMNI TEST from …` (2.5+), or a migrated test's banner when omni output was asked for. */
const OMNI_BANNER = /^\s*OMNI\b.*\bTEST\b/;
const MIGRATED_BANNER = /^\s*MIGRATED\s+(TCP|UDP|SCTP)\s+(STREAM|MAERTS|REQUEST\/RESPONSE|Connect\/Request\/Response)\s+TEST\b/i;
/** The column names netperf prints for the selectors read here (nettest_omni.c set_output_elt, lines joined by a space). */
const NAMES: Record<string, string> = {
  throughput: "THROUGHPUT", "throughput units": "THROUGHPUT_UNITS", "local cpu util %": "LOCAL_CPU_UTIL", "remote cpu util %": "REMOTE_CPU_UTIL",
  "mean latency microseconds": "MEAN_LATENCY", "transaction rate tran/s": "TRANSACTION_RATE", "elapsed time (sec)": "ELAPSED_TIME",
  protocol: "PROTOCOL", direction: "DIRECTION",
};
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The selectors a command asked for after `--` with -o (CSV), -O (columns) or -k (key=value), in order. */
function commandSelectors(text: string): string[] | null {
  const tail = text.split(/\s--\s/)[1];
  const m = tail ? /(?:^|\s)-[oOk]\s*(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(tail) : null;
  const list = m ? (m[1] ?? m[2] ?? m[3] ?? "") : "";
  return list ? list.split(",").map((s) => s.trim().toUpperCase()).filter(Boolean) : null;
}

/** Column names of the human-readable (-O) header: the words stacked above each value, placed by where the value starts. */
function stackedNames(header: string[], row: string): string[] {
  const starts = [...allMatches(row, /\S+/g)].map((m) => m.index ?? 0);
  const names = starts.map(() => [] as string[]);
  for (const line of header) {
    for (const w of allMatches(line, /\S+/g)) {
      const at = w.index ?? 0;
      let col = starts.length - 1;
      while (col > 0 && (starts[col] ?? 0) > at) col--;
      names[col]?.push(w[0]);
    }
  }
  return names.map((n) => n.join(" ").toLowerCase());
}

/** The test a banner names: OMNI, or the migrated test's classic name. */
function bannerTest(line: string): string | null {
  if (OMNI_BANNER.test(line)) return "OMNI";
  const m = MIGRATED_BANNER.exec(line);
  if (!m) return null;
  const kind = (m[2] ?? "").toUpperCase();
  return `${(m[1] ?? "").toUpperCase()}_${kind === "REQUEST/RESPONSE" ? "RR" : kind === "CONNECT/REQUEST/RESPONSE" ? "CRR" : kind}`;
}

/** Readings of one set of omni values by selector: throughput in its units (Trans/s is a transaction rate), CPU, mean latency. */
function readValues(values: Map<string, string>, test: string, protocolArg: string | null, defaultUnits: string, line: number, raw: string): ToolReading[] {
  const out: ToolReading[] = [];
  const conditions: Conditions = { tool: "netperf", test };
  const protocol = values.get("PROTOCOL") ?? protocolArg ?? (/^(TCP|UDP|SCTP)_/.exec(test)?.[1] ?? null);
  if (protocol) conditions.protocol = protocol.toUpperCase();
  const elapsed = Number(values.get("ELAPSED_TIME"));
  if (values.has("ELAPSED_TIME") && Number.isFinite(elapsed)) conditions.elapsed_s = elapsed;
  // -d maerts / Receive: the data came from netserver to the host running netperf
  if (/^Receive$/i.test(values.get("DIRECTION") ?? "")) conditions.reverse = true;
  const tput = values.get("THROUGHPUT");
  const units = values.get("THROUGHPUT_UNITS") ?? defaultUnits;
  if (tput && NUMBER.test(tput) && units) {
    const value = Number(tput);
    if (/^Trans\/s$/i.test(units)) out.push(reading("netperf", "iops", { value, unit: units, valueSi: value, siUnit: "IOPS", kind: "iops", note: "transactions per second" }, line, raw, { operation: "transfer", conditions }));
    else {
      const bytes = /^([KMG]?)Bytes\/s$/.exec(units);
      const q = bytes ? null : parseUnit(units);
      // netperf's KBytes/MBytes/GBytes are 2^10/2^20/2^30 bytes (netlib.c), its 10^Nbits decimal bits
      const si = bytes ? value * (toolPrefix("netperf", bytes[1] ?? "") ?? 1) : q && q.kind === "throughput" && q.valueSi !== null ? value * q.valueSi : null;
      if (si !== null) out.push(reading("netperf", "throughput", { value, unit: units, valueSi: si, siUnit: "B/s", kind: "throughput", note: null }, line, raw, { operation: "transfer", conditions }));
    }
  }
  const rate = values.get("TRANSACTION_RATE");
  if (rate && NUMBER.test(rate) && !(units && /^Trans\/s$/i.test(units))) {
    const value = Number(rate);
    out.push(reading("netperf", "iops", { value, unit: "Tran/s", valueSi: value, siUnit: "IOPS", kind: "iops", note: "transactions per second" }, line, raw, { operation: "transfer", conditions }));
  }
  for (const [key, host] of [["LOCAL_CPU_UTIL", "local"], ["REMOTE_CPU_UTIL", "remote"]] as const) {
    const v = Number(values.get(key));
    // netperf prints -1 where it did not measure the CPU
    if (values.has(key) && Number.isFinite(v) && v >= 0 && v <= 100) {
      out.push(reading("netperf", "cpu_utilisation", { value: v, unit: "%", valueSi: v, siUnit: "%", kind: "cpu_utilisation", note: null }, line, raw, { conditions: { ...conditions, host } }));
    }
  }
  const mean = values.get("MEAN_LATENCY");
  if (mean && NUMBER.test(mean) && Number(mean) > 0) {
    const v = Number(mean);
    out.push(reading("netperf", "latency", { value: v, unit: "us", valueSi: v / 1e6, siUnit: "s", kind: "latency", note: "mean of the transaction times (-j)" }, line, raw, { operation: "transfer", conditions: { ...conditions, statistic: "avg" } }));
  }
  return out;
}

/**
 * netperf's omni output (2.5+): `KEY=value` lines (-k), a CSV header and row (-o), or columns whose names are stacked
 * over up to four lines (-O), after an `OMNI … TEST` banner or a migrated test's banner. THROUGHPUT is read in its
 * THROUGHPUT_UNITS (Trans/s: a transaction rate), LOCAL/REMOTE_CPU_UTIL as CPU, MEAN_LATENCY as latency; sizes,
 * STDDEV_LATENCY and confidence figures are not results. Without a banner (-P 0) the command line's selectors name the values.
 */
export function parseNetperfOmni(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const command = readCommand(lines[0] ?? "");
  // netperf run inside another command (`docker run … netperf …`, `ssh host netperf …`) is read from its own name on
  const inner = command && command.program !== "netperf" ? /(?:^|\s)(?:\S*\/)?netperf\s.*$/.exec(command.text)?.[0] : null;
  const commanded = command?.program === "netperf" ? command : inner ? { ...command, program: "netperf", text: inner } : null;
  const selectors = commanded ? commandSelectors(commanded.text) : null;
  const [globals = "", specific = ""] = commanded ? commanded.text.split(/\s--(?:\s|$)/) : [];
  const protocolArg = /(?:^|\s)-T\s*(\w+)/.exec(specific)?.[1] ?? null;
  const commandTest = /\s-t\s*(\w+)/.exec(globals)?.[1]?.toUpperCase() ?? null;
  // without THROUGHPUT_UNITS the unit is the one -f sets (default m: 10^6bits/s), or transactions for a request/response test
  const rr = /_RR$/.test(commandTest ?? "") || /(?:^|\s)-d\s*rr\b/i.test(specific);
  const format = /(?:^|\s)-f\s*([kmgKMG])\b/.exec(globals)?.[1] ?? "m";
  const defaultUnits = rr ? "Trans/s" : ({ k: "10^3bits/s", m: "10^6bits/s", g: "10^9bits/s", K: "KBytes/s", M: "MBytes/s", G: "GBytes/s" } as Record<string, string>)[format] ?? "10^6bits/s";
  let test: string | null = selectors && commanded ? (commandTest ?? "OMNI") : null;
  let keyval = new Map<string, string>();
  let keyLine = 0;
  let header: string[] = [];
  const flushKeyval = () => {
    if (keyval.size && test) appendAll(out, readValues(keyval, test, protocolArg, defaultUnits, keyLine, `${[...keyval].map(([k, v]) => `${k}=${v}`).join(" ")}`));
    keyval = new Map();
    keyLine = 0;
  };
  lines.forEach((raw, i) => {
    const banner = bannerTest(raw);
    if (banner) {
      flushKeyval();
      test = banner;
      header = [];
      return;
    }
    if (!test || !raw.trim() || (i === 0 && command)) return;
    const kv = /^\s*([A-Z][A-Z0-9_]+)=(.*)$/.exec(raw);
    if (kv?.[1]) {
      keyval.set(kv[1], (kv[2] ?? "").trim());
      if (kv[1] === "THROUGHPUT" || !keyLine) keyLine = i + 1;
      return;
    }
    flushKeyval();
    const csv = raw.includes(",") ? raw.split(",").map((c) => c.trim()) : null;
    const cells = csv ?? raw.trim().split(/\s+/);
    if (!cells.some((c) => NUMBER.test(c))) {
      header.push(raw);
      return;
    }
    // a CSV header line names each column once; -O stacks the words of each name over several lines
    const names = csv ? (header.length === 1 ? (header[0] ?? "").split(",").map((c) => c.trim().toLowerCase()) : null) : header.length ? stackedNames(header, raw) : null;
    const keys = names ? names.map((n) => NAMES[n] ?? "") : selectors;
    header = [];
    if (!keys || keys.length !== cells.length) return;
    const values = new Map(keys.map((k, n) => [k, cells[n] ?? ""] as const).filter(([k]) => k));
    appendAll(out, readValues(values, test, protocolArg, defaultUnits, i + 1, raw));
  });
  flushKeyval();
  return out;
}
