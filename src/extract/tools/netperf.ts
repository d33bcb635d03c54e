import { describe } from "../../grammar/describe.ts";
import { parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { appendAll } from "../../appendAll.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

// `UDP UNIDIRECTIONAL SEND TEST` is netperf 2.4's banner of UDP_STREAM; 2.5+ prints `MIGRATED UDP STREAM TEST`
const BANNER_RE = /\b(TCP|UDP|SCTP)\s+(STREAM|MAERTS|SENDFILE|UNIDIRECTIONAL SEND|REQUEST\/RESPONSE|Connect\/Request\/Response|CRR|RR)\b.*\bTEST\b/i;
const NUMBER_RE = /^-?\d+(?:\.\d+)?$/;
/** A result column's unit: `10^6bits/sec`, `MBytes/sec`, `MBytes  /s` (-c/-C pads the unit to 8), `per sec`. */
const RESULT_FIELD = /^(?:(?:10\^\d+bits|[KMG]?Bytes|Trans)\/s(?:ec)?|per_sec)$/;

/** The test name a banner line prints (`TCP REQUEST/RESPONSE TEST` → TCP_RR, `UDP UNIDIRECTIONAL SEND TEST` → UDP_STREAM). */
function testOf(banner: RegExpExecArray): string {
  const kind = (banner[2] ?? "").toUpperCase();
  const short = kind === "REQUEST/RESPONSE" ? "RR" : kind === "CONNECT/REQUEST/RESPONSE" ? "CRR" : kind === "UNIDIRECTIONAL SEND" ? "STREAM" : kind;
  return `${(banner[1] ?? "").toUpperCase()}_${short}`;
}

/**
 * The fields of a units line (`bytes bytes bytes secs. MBytes  /s  % S  % S  us/KB us/KB`), one per number column:
 * a unit cut from its `/s`, `per sec` and a CPU column's `% S` are joined. Null when the line is no units line.
 */
export function unitFields(line: string): string[] | null {
  const t = line.trim().replace(/(\S)\s+\/s\b/g, "$1/s").replace(/\bper (sec|tran)\b/g, "per_$1").replace(/%\s*([A-Z?]{0,2})(?=\s|$)/g, "%$1");
  if (!/^bytes\s/.test(t) || !/\bsecs?\.?\s/.test(t)) return null;
  const fields = t.split(/\s+/);
  return fields.some((f) => RESULT_FIELD.test(f)) ? fields : null;
}

/** Columns of the result line of a test printed without headers (-P 0): where the elapsed time and the sizes are. */
function headerlessUnits(test: string, args: string[]): string[] {
  if (/_(RR|CRR)$/.test(test)) return ["bytes", "bytes", "bytes", "bytes", "secs.", "per_sec"];
  const f = args[args.indexOf("-f") + 1];
  const unit = args.includes("-f") && f ? ({ k: "10^3bits/sec", m: "10^6bits/sec", g: "10^9bits/sec", K: "KBytes/sec", M: "MBytes/sec", G: "GBytes/sec" } as Record<string, string>)[f] ?? "10^6bits/sec" : "10^6bits/sec";
  return ["bytes", "bytes", "bytes", "secs.", unit];
}

/** A throughput in netperf's own units: `-f K/M/G` Bytes are 2^10/2^20/2^30 bytes (netlib.c), `10^6bits` are decimal bits. */
function netperfRate(value: number, field: string): ToolReading["quantity"] | null {
  const bytes = /^([KMG]?)Bytes\//.exec(field);
  if (bytes) return toolRate("netperf", value, `${bytes[1] ?? ""}B`);
  const q = parseUnit(field);
  return q && q.kind === "throughput" && q.valueSi !== null ? { ...q, value, valueSi: value * q.valueSi } : null;
}

/**
 * netperf's classic result blocks: a banner (`MIGRATED TCP STREAM TEST …`, possibly wrapped), a units line and the
 * number lines under it; a result line without headers (-P 0) is read by the test its command line names. Columns are
 * placed from the right, so UDP_STREAM's shorter receiver line and -c/-C's CPU columns line up; a CPU column that is
 * negative or over 100 % was not measured. RR tests give transactions/s.
 */
export function parseNetperf(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const command = readCommand(lines[0] ?? "");
  const commanded = command?.program === "netperf" ? command : null;
  const commandTest = commanded ? commanded.args[commanded.args.indexOf("-t") + 1]?.toUpperCase() : undefined;
  let test: string | null = commanded && commanded.args.includes("-t") && commandTest && /^(TCP|UDP|SCTP)_/.test(commandTest) ? commandTest : commanded ? "TCP_STREAM" : null;
  let units: string[] | null = null;
  let lineInTest = 0;
  const headerless = commanded !== null && commanded.args.some((a, i) => a === "-P0" || (a === "-P" && commanded.args[i + 1] === "0"));
  if (headerless && test) units = headerlessUnits(test, commanded?.args ?? []);
  lines.forEach((line, i) => {
    const banner = BANNER_RE.exec(line);
    if (banner) {
      test = testOf(banner);
      units = null;
      lineInTest = 0;
      return;
    }
    const t = line.trim();
    if (!test) return;
    const fields = unitFields(t);
    if (fields) {
      units = fields;
      lineInTest = 0;
      return;
    }
    if (!units || !t) return;
    const cols = t.split(/\s+/);
    if (!cols.every((c) => NUMBER_RE.test(c))) {
      units = headerless && test ? units : null;
      return;
    }
    const resultField = units.findIndex((u) => RESULT_FIELD.test(u));
    const trailing = units.length - 1 - resultField;
    const at = cols.length - 1 - trailing;
    const elapsedAt = units.findIndex((u) => /^secs?\.?$/.test(u));
    const full = cols.length === units.length;
    // a line without an elapsed time (RR's second line: socket sizes only) holds no result
    const elapsed = full ? cols[elapsedAt] : cols.find((c, k) => k > 0 && k < at && c.includes("."));
    if (elapsed === undefined || at < 2) return;
    lineInTest++;
    const value = Number(cols[at]);
    const named = describe(test);
    const protocol = named.transport ?? test.split("_")[0];
    const conditions: Conditions = { tool: "netperf", test, elapsed_s: Number(elapsed) };
    if (protocol) conditions.protocol = protocol;
    // MAERTS (STREAM backwards) sends from the remote host to the one running netperf, as iperf's -R does
    if (named.direction === "reverse") conditions.reverse = true;
    const rr = /_(RR|CRR)$/.test(test);
    if (full && rr) {
      conditions.request_size_bytes = Number(cols[elapsedAt - 2]);
      conditions.response_size_bytes = Number(cols[elapsedAt - 1]);
    } else if (full) conditions.message_size_bytes = Number(cols[elapsedAt - 1] ?? NaN);
    if (test === "UDP_STREAM") conditions.side = lineInTest === 1 ? "sender" : "receiver";
    else if (lineInTest > 1) conditions.run = lineInTest;
    const unit = units[resultField] ?? "";
    const printed = unit.replace("per_sec", "per sec");
    if (rr || /per_sec|Trans/i.test(unit)) {
      out.push(reading("netperf", "iops", { value, unit: printed, valueSi: value, siUnit: "IOPS", kind: "iops", note: "transactions per second" }, i + 1, line, { operation: "transfer", conditions }));
    } else {
      const q = netperfRate(value, unit);
      if (q) out.push(reading("netperf", "throughput", { ...q, unit: printed }, i + 1, line, { operation: "transfer", conditions }));
    }
    appendAll(out, cpuReadings(units.slice(resultField + 1), cols.slice(at + 1), test, lineInTest, i + 1, line));
  });
  return out;
}

/** The CPU utilisation columns after the result (`% S` local, then remote; UDP_STREAM: one per line, sender then receiver). */
function cpuReadings(fields: string[], cols: string[], test: string, lineInTest: number, line: number, raw: string): ToolReading[] {
  const out: ToolReading[] = [];
  const cpu = fields.flatMap((f, k) => (f.startsWith("%") ? [k] : []));
  cpu.forEach((k, n) => {
    const v = Number(cols[k]);
    // netperf prints -1 (or garbage from a wrong -c rate) where it did not measure the CPU
    if (!Number.isFinite(v) || v < 0 || v > 100 || cols[k] === undefined) return;
    const udpStream = test === "UDP_STREAM";
    const host = udpStream ? (lineInTest === 1 ? "local" : "remote") : n === 0 ? "local" : "remote";
    const conditions: Conditions = { tool: "netperf", test, host };
    if (udpStream) conditions.side = lineInTest === 1 ? "sender" : "receiver";
    out.push(reading("netperf", "cpu_utilisation", { value: v, unit: "%", valueSi: v, siUnit: "%", kind: "cpu_utilisation", note: null }, line, raw, { conditions }));
  });
  return out;
}
