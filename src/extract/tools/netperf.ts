import { parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";

const BANNER_RE = /\b(TCP|UDP|SCTP)\s+(STREAM|MAERTS|SENDFILE|REQUEST\/RESPONSE|Connect\/Request\/Response|CRR|RR)\b.*\bTEST\b/i;
const NUMBER_RE = /^-?\d+(?:\.\d+)?$/;

/** The test name a banner line prints (`TCP REQUEST/RESPONSE TEST` → TCP_RR). */
function testOf(banner: RegExpExecArray): string {
  const kind = (banner[2] ?? "").toUpperCase();
  const short = kind === "REQUEST/RESPONSE" ? "RR" : kind === "CONNECT/REQUEST/RESPONSE" ? "CRR" : kind;
  return `${(banner[1] ?? "").toUpperCase()}_${short}`;
}

/** Columns of the result line of a test printed without headers (-P 0): where the elapsed time and the sizes are. */
function headerlessUnits(test: string, args: string[]): string[] {
  if (/_(RR|CRR)$/.test(test)) return ["bytes", "bytes", "bytes", "bytes", "secs.", "per sec"];
  const f = args[args.indexOf("-f") + 1];
  const unit = args.includes("-f") && f ? ({ k: "10^3bits/sec", m: "10^6bits/sec", g: "10^9bits/sec", K: "KBytes/sec", M: "MBytes/sec", G: "GBytes/sec" } as Record<string, string>)[f] ?? "10^6bits/sec" : "10^6bits/sec";
  return ["bytes", "bytes", "bytes", "secs.", unit];
}

/**
 * netperf's classic result blocks: a banner (`MIGRATED TCP STREAM TEST …`), a units line (`bytes bytes bytes secs.
 * 10^6bits/sec`, `… secs. per sec`) and the number lines under it; a result line without headers (-P 0) is read by
 * the test its command line names. UDP_STREAM's second line is the receiver's count; RR tests give transactions/s.
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
    if (/\bsecs?\.?\s/.test(t) && /(bits\/sec|Bytes\/sec|bytes\/sec|per sec|Trans\.?\/sec)\s*$/i.test(t)) {
      units = t.split(/\s+/);
      if (/per sec$/i.test(t)) units = [...units.slice(0, -2), "per sec"];
      lineInTest = 0;
      return;
    }
    if (!units || !t) return;
    const cols = t.split(/\s+/);
    if (!cols.every((c) => NUMBER_RE.test(c))) {
      units = headerless && test ? units : null;
      return;
    }
    const elapsedAt = units.findIndex((u) => /^secs?\.?$/.test(u));
    const full = cols.length === units.length;
    // a line without an elapsed time (RR's second line: socket sizes only) holds no result
    const elapsed = full ? cols[elapsedAt] : cols.find((c, k) => k > 0 && k < cols.length - 1 && c.includes("."));
    if (elapsed === undefined || cols.length < 3) return;
    lineInTest++;
    const value = Number(cols[cols.length - 1]);
    const [protocol] = test.split("_");
    const conditions: Conditions = { tool: "netperf", test, elapsed_s: Number(elapsed) };
    if (protocol) conditions.protocol = protocol;
    // MAERTS (STREAM backwards) sends from the remote host to the one running netperf, as iperf's -R does
    if (/_MAERTS$/.test(test)) conditions.reverse = true;
    const rr = /_(RR|CRR)$/.test(test);
    if (full && rr) {
      conditions.request_size_bytes = Number(cols[elapsedAt - 2]);
      conditions.response_size_bytes = Number(cols[elapsedAt - 1]);
    } else if (full) conditions.message_size_bytes = Number(cols[elapsedAt - 1] ?? NaN);
    if (test === "UDP_STREAM") conditions.side = lineInTest === 1 ? "sender" : "receiver";
    else if (lineInTest > 1) conditions.run = lineInTest;
    const unit = units[units.length - 1] ?? "";
    const q = parseUnit(unit);
    if (rr || /per sec|Trans/i.test(unit)) {
      out.push(reading("netperf", "iops", { value, unit, valueSi: value, siUnit: "IOPS", kind: "iops", note: "transactions per second" }, i + 1, line, { operation: "transfer", conditions }));
    } else if (q && q.kind === "throughput") {
      out.push(reading("netperf", "throughput", { ...q, value, valueSi: q.valueSi === null ? null : value * q.valueSi }, i + 1, line, { operation: "transfer", conditions }));
    }
  });
  return out;
}
