import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/**
 * The line that opens a trace, naming its target: Windows `Tracing route to host [1.2.3.4]` (English) or
 * `host [1.2.3.4] へのルートをトレースしています` (Japanese), traceroute's `traceroute to host (1.2.3.4), 30 hops max, …`.
 */
const HEADS: readonly { re: RegExp; tool: string }[] = [
  { re: /^\s*Tracing route to\s+(\S+)/i, tool: "tracert" },
  { re: /^\s*(\S+)(?:\s+\[[^\]]+\])?\s+へのルートをトレースしています/, tool: "tracert" },
  { re: /^\s*traceroute6?\s+to\s+(\S+)/i, tool: "traceroute" },
];
/** A Windows hop: its number, three probes (`<1 ms`, `12 ms`, `*`), then the router that answered (or a message). */
const WINDOWS_HOP = /^\s*(\d{1,2})\s+((?:(?:<?\s*\d+\s*ms|\*)\s+){2}(?:<?\s*\d+\s*ms|\*))\s+(.*?)\s*$/;
const WINDOWS_PROBE = /(<)?\s*(\d+)\s*ms|\*/g;
/** A traceroute hop: its number, then names, addresses, times (`0.512 ms`) and `*` in any order. */
const UNIX_HOP = /^\s*(\d{1,2})\s+(\S.*?)\s*$/;
/** A further router answering a hop's probes, on a line of its own under the hop: indented, no hop number, its times. */
const CONTINUATION = /^\s+[^\s\d].*\d\s*ms\b/;
const UNIX_FIELD = /(\d+(?:\.\d+)?)\s*ms\b|(\*)|(\S+(?:\s+\([^)]*\))?)/g;

const ms = (value: number) => ({ value, unit: "ms", valueSi: value / 1000, siUnit: "s" as const, kind: "latency" as const, note: null });

/**
 * Windows tracert (English and Japanese) and traceroute output: each probe's round-trip time to each hop is a latency,
 * with the `hop`, the `probe` (1–3) and the `host` that answered; `<1 ms` is a bound and `*` a probe lost, neither a
 * result. A block is read only under its trace's opening line or a `tracert` / `traceroute` command.
 */
export function parseTraceroute(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let trace: { tool: string; target: string | null } | null = null;
  lines.forEach((line, i) => {
    const command = readCommand(line);
    // the host among the arguments: not an option, nor a number (`-h 30`, traceroute's packet length `1400`)
    if (command && /^(?:tracert|traceroute6?)(?:\.exe)?$/i.test(command.program)) {
      trace = { tool: command.program.toLowerCase().startsWith("tracert") ? "tracert" : "traceroute", target: command.args.find((a) => !a.startsWith("-") && !/^\d+$/.test(a)) ?? null };
      return;
    }
    const head = HEADS.map((h) => ({ m: h.re.exec(line), tool: h.tool })).find((h) => h.m);
    if (head?.m) {
      trace = { tool: head.tool, target: head.m[1] ?? null };
      return;
    }
    if (!trace) return;
    const current: { tool: string; target: string | null } = trace;
    const push = (hop: string, probe: number, value: number, host: string) => {
      const conditions: Conditions = { tool: current.tool, hop, probe: String(probe), ...(host ? { host } : {}), ...(current.target ? { target: current.target } : {}) };
      out.push(reading(current.tool, "latency", ms(value), i + 1, line, { conditions }));
    };
    const win = WINDOWS_HOP.exec(line);
    if (win?.[1] && win[2]) {
      let probe = 0;
      for (const p of allMatches(win[2], WINDOWS_PROBE)) {
        probe++;
        // `<1 ms`: faster than the clock can tell, a bound; `*`: no answer
        if (p[0] !== "*" && !p[1]) push(win[1], probe, Number(p[2]), win[3] ?? "");
      }
      return;
    }
    if (current.tool !== "traceroute") return;
    const unix = UNIX_HOP.exec(line);
    if (!unix?.[1] || !unix[2] || !/\d\s*ms\b|\*/.test(unix[2])) {
      // traceroute prints its hops and nothing between them but a hop's further routers (an indented line of times):
      // any other line ends the trace (a ping after it: `3 packets transmitted, …, time 2003ms` is no hop 3)
      if (!CONTINUATION.test(line)) trace = null;
      return;
    }
    let probe = 0;
    let host = "";
    for (const f of allMatches(unix[2], UNIX_FIELD)) {
      if (f[1]) push(unix[1], ++probe, Number(f[1]), host);
      else if (f[2]) probe++;
      else if (f[3] && !/^!/.test(f[3])) host = f[3];
    }
  });
  return out;
}
