import { parseUnit } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";

/** `[  5]   0.00-10.00  sec  1.10 GBytes   943 Mbits/sec    0   sender`, with iperf3's `[TX-C]` tag of --bidir. */
const LINE_RE = /^\[\s*(\*?\w+)\s*\](?:\[(TX|RX)-([CS])\])?\s*([\d.]+)\s*-\s*([\d.]+)\s+sec\s+([\d.]+)\s+([KMGT]?Bytes|bits)\s+([\d.]+)\s+([KMGT]?bits\/sec|[KMGT]?Bytes\/sec)(.*)$/;
/** iperf3 -V: `CPU Utilization: local/sender 5.8% (0.0%u/5.8%s), remote/receiver 3.1% (0.5%u/2.6%s)` (the u/s split not read). */
const CPU_RE = /^CPU Utilization:\s+local\/(sender|receiver)\s+([\d.]+)%\s+\([^)]*\),\s+remote\/(sender|receiver)\s+([\d.]+)%/;
const CONNECTED_RE = /^\[\s*\*?(\d+)\s*\]\s+local\s+\S+\s+port\s+(\d+)\s+connected (?:with|to)\s+\S+\s+port\s+(\d+)(\s+\(reverse\))?/;

interface IperfLine {
  index: number;
  id: string;
  start: number;
  end: number;
  value: number;
  unit: string;
  side: string | null;
  report: boolean;
  /** After iperf3's `Server output:` (--get-server-output): the server's own lines, repeated in the client's block. */
  remote: boolean;
  tag: string | null;
  raw: string;
}

/**
 * iperf 2 and iperf3 result lines. Summaries (iperf3's sender/receiver lines; iperf 2's whole-test line of each
 * stream and its Server Report) are told from interval lines; each line says which side measured it, which stream
 * (`sum` for [SUM]) and, for iperf 2's -d, whether it is the stream coming back (reverse).
 */
export function parseIperf(lines: string[]): ToolReading[] {
  const command = readCommand(lines[0] ?? "");
  const iperf3 = command ? command.program === "iperf3" : lines.some((l) => /iperf3|\b(sender|receiver)\s*$|\bRetr\b|\bBitrate\b|^\s*iperf Done\.|^\s*(?:- ){10}|(?<!\/)\bTotal Datagrams\b/.test(l));
  const tool = iperf3 ? "iperf3" : "iperf";
  const text = lines.join("\n");
  // iperf 2.1 prints the range of its -d listener (`ports 5390-5398`): the first is the one peers connect back to
  const listening = Number(/Server listening on \w+ ports? (\d+)/.exec(text)?.[1] ?? NaN);
  const clientToo = /Client connecting to/.test(text);
  // a server answering -d/-r prints `Client connecting to` too, but only after a peer connected to it; a client's own
  // -d listener banner comes before its `Client connecting to` and its first connection
  const firstConnected = lines.findIndex((l) => CONNECTED_RE.test(l.trim()));
  const firstClient = lines.findIndex((l) => /Client connecting to/.test(l));
  const servedFirst = /Server listening/.test(text) && (!clientToo || (firstConnected >= 0 && firstConnected < firstClient));
  const server = command ? command.args.includes("-s") || command.args.includes("--server") : servedFirst;
  const protocol = /\bUDP port\b|\bJitter\b|Lost\/Total/.test(text) ? "UDP" : /\bTCP (?:port|window)\b|\bRetr\b/.test(text) ? "TCP" : null;
  const reverseMode = /Reverse mode, remote host/.test(text);
  const inbound = new Set<string>();
  const reversed = new Set<string>();
  const found: IperfLine[] = [];
  let report = false;
  let remote = false;
  lines.forEach((line, i) => {
    const t = line.trim();
    if (/Server Report:/.test(t)) report = true;
    if (/^Server output:/.test(t)) remote = true;
    const c = CONNECTED_RE.exec(t);
    if (c?.[1] && Number(c[2]) === listening) inbound.add(c[1]);
    if (c?.[1] && c[4]) reversed.add(c[1]);
    // a server's connection from a port other than the one it listens on is its own stream back to a -d/-r client (2.0.x marks none)
    if (c?.[1] && server && Number.isFinite(listening) && Number(c[2]) !== listening) reversed.add(c[1]);
    const m = LINE_RE.exec(t);
    if (!m) return;
    const side = /\b(sender|receiver)\s*$/.exec(m[10] ?? "")?.[1] ?? null;
    // iperf 2.1 stars the id of a stream that runs the other way (-R, -r)
    const id = (m[1] ?? "").replace(/^\*/, "");
    if (m[1]?.startsWith("*")) reversed.add(id);
    found.push({ index: i, id, start: Number(m[4]), end: Number(m[5]), value: Number(m[8]), unit: m[9] ?? "", side, report, remote, tag: m[2] ? `${m[2]}-${m[3]}` : null, raw: line });
  });
  // iperf3 before 3.2 closes a UDP client run with one unmarked line per stream, each followed by `[ 4] Sent N datagrams`,
  // and a [SUM] line over the same span: those are the summaries (no sender/receiver word to say so)
  const closing = new Set<IperfLine>();
  if (iperf3) {
    for (const f of found) {
      const next = lines.slice(f.index + 1).find((l) => l.trim())?.trim() ?? "";
      const sent = /^\[\s*(\w+)\s*\]\s+Sent\s+\d+\s+datagrams/.exec(next);
      if (f.side === null && sent?.[1] === f.id) closing.add(f);
    }
    for (const f of found) {
      if (f.id === "SUM" && f.side === null && [...closing].some((c) => c.index < f.index && c.start === f.start && c.end === f.end)) closing.add(f);
    }
  }
  if (!found.length) return [];
  const ids = new Set(found.filter((f) => f.id !== "SUM").map((f) => f.id));
  const hasSum = found.some((f) => f.id === "SUM");
  // iperf 2's summary of a stream: the line from 0 to its last end (interval lines end earlier)
  const lastEnd = new Map<string, number>();
  const part = (f: IperfLine) => `${f.id}/${f.report}/${f.remote}`;
  for (const f of found) lastEnd.set(part(f), Math.max(lastEnd.get(part(f)) ?? 0, f.end));
  // a stream whose lines all start at 0 and none of which is marked a summary prints no progress: each of its lines is a
  // run's summary (a loop of short runs, an excerpt of one line)
  const progressing = new Set(found.filter((f) => f.start > 0 || f.side !== null || closing.has(f)).map(part));
  const out: ToolReading[] = [];
  for (const f of found) {
    const q = parseUnit(f.unit);
    if (!q) continue;
    const summary = f.side !== null || closing.has(f) || (f.start === 0 && !progressing.has(part(f))) || (!iperf3 && f.start === 0 && f.end === lastEnd.get(part(f)));
    const conditions: Conditions = { tool };
    if (protocol) conditions.protocol = protocol;
    if (summary) {
      conditions.line = "summary";
      conditions.elapsed_s = Math.round((f.end - f.start) * 1000) / 1000;
    } else {
      conditions.line = "interval";
      conditions.interval_start_s = f.start;
      conditions.interval_end_s = f.end;
    }
    if (f.remote) conditions.output = "server";
    if (f.id === "SUM") conditions.stream = "sum";
    else if (ids.size > 1) conditions.stream = f.id;
    if (hasSum && ids.size > 1) conditions.streams = ids.size;
    const back = (inbound.has(f.id) && !server) || reversed.has(f.id);
    if (f.side) conditions.side = f.side;
    // a server's stream back to a -d/-r client (starred, `(reverse)`) is the server sending
    else if (server && reversed.has(f.id) && !/\bms\s+\d+\/\s*\d+/.test(f.raw)) conditions.side = "sender";
    // only the receiving end can count lost datagrams: an iperf 2 UDP line with jitter and Lost/Total is the receiver's report
    else if (f.report || server || back || /\bms\s+\d+\/\s*\d+/.test(f.raw)) conditions.side = "receiver";
    else if (!iperf3) conditions.side = "sender";
    if (back || reverseMode || f.tag === "RX-C") conditions.reverse = true;
    if (f.tag) conditions.bidirectional = true;
    out.push(reading(tool, "throughput", { ...q, value: f.value, valueSi: q.valueSi === null ? null : f.value * q.valueSi }, f.index + 1, f.raw, { operation: "transfer", conditions }));
  }
  lines.forEach((line, i) => {
    const c = CPU_RE.exec(line.trim());
    if (!c) return;
    for (const [host, side, value] of [["local", c[1], Number(c[2])], ["remote", c[3], Number(c[4])]] as const) {
      if (!side || !Number.isFinite(value) || value > 100) continue;
      const conditions: Conditions = { tool, side, host, ...(protocol ? { protocol } : {}) };
      out.push(reading(tool, "cpu_utilisation", { value, unit: "%", valueSi: value, siUnit: "%", kind: "cpu_utilisation", note: null }, i + 1, line, { conditions }));
    }
  });
  return out;
}
