import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";
import { operationsIn } from "../../normalise/lexicon.ts";

/** Lines only speedtest-cli (sivel) or Ookla's Speedtest CLI print: where their `Download:` lines are theirs. */
const MARKS = /^(?:Retrieving speedtest\.net configuration|Testing (?:download|upload) speed|Hosted by .*\]:\s*[\d.]+ ms|Speedtest by Ookla|Result URL: https?:\/\/www\.speedtest\.net)/;
/** betterspeedtest.sh (CeroWrt / OpenWrt): `2016-10-11 07:01:00 Testing against HOST (ipv4) with 5 simultaneous sessions while pinging …`. */
const BETTER_RE = /^(?:\d{4}-\d\d-\d\d\s+(\d\d:\d\d)(?::\d\d)?\s+)?Testing against \S+ \(ipv[46]\) with (\d+) simultaneous sessions\b/;
/** The progress dots before a result on its line, with the `Testing download speed` (or `Test download`) that opens them. */
const PROGRESS_DOTS = /^[^.]{0,40}?\.+\s*(?=(?:Download|Upload):)/;
/** `Download: 363.33 Mbit/s` (speedtest-cli; `Mbyte/s` with --bytes), `Download:  1220.60 Mbps (data used: 1.8 GB)` (Ookla). */
const RATE_RE = /^(Download|Upload):\s+(\d+(?:\.\d+)?)\s+(Mbit\/s|Mbyte\/s|Kbit\/s|Gbit\/s|Mbps|Gbps|kbps|MB\/s)(?:\s+\(data used:.*\))?\s*$/;
/** `Hosted by X (City) [13.91 km]: 16.457 ms`, `Ping: 15.469 ms` (--simple), `Idle Latency: 54.27 ms (jitter: …)`, `Latency: 17.47 ms (0.47 ms jitter)`. */
const LATENCY_RE = /^(?:Hosted by .*\]:|Ping:|(?:Idle )?Latency:)\s+(\d+(?:\.\d+)?)\s+ms\b/;

/** `Testing from Comcast Cable (203.0.113.7)...` (speedtest-cli), `ISP: Comcast Cable` (Ookla): the provider the test ran over. */
const ISP_RE = /^(?:Testing from (.+?) \([^()]+\)\.{0,3}|ISP:\s+(.+?))\s*$/;

/**
 * Internet speed tests: speedtest-cli's, Ookla Speedtest CLI's and betterspeedtest.sh's Download and Upload rates (transfers, their direction a condition) in decimal
 * units, and the idle latency (ping) to the server. Read only inside their output (their own progress or banner
 * lines, a `speedtest` command, or --simple's three lines together), each with the provider its banner names as `network`; Ookla's loaded latencies under each rate, jitter
 * and packet loss are not read.
 */
export function parseSpeedtest(lines: string[]): ToolReading[] {
  // the progress dots run into the result (`Testing download speed……Download: 916.39 Mbit/s`), or wrap onto its line
  // (`.Download: 44.50 Mbit/s`) when the terminal is narrow: the result is what follows them
  const plain = lines.map((l) => l.trim());
  const trimmed = plain.map((l) => l.replace(PROGRESS_DOTS, ""));
  const command = lines.map(readCommand).find((c) => c && /^speedtest(?:-cli)?$|^speedtest\.py$/.test(c.program));
  const simple = ["Ping:", "Download:", "Upload:"].every((w) => trimmed.some((l) => l.startsWith(w)));
  const ookla = trimmed.some((l) => /^Speedtest by Ookla|^Idle Latency:/.test(l));
  const better = trimmed.some((l) => BETTER_RE.test(l));
  if (!command && !simple && !better && !plain.some((l) => MARKS.test(l))) return [];
  const tool = better ? "betterspeedtest" : ookla ? "Speedtest" : "speedtest-cli";
  const out: ToolReading[] = [];
  // betterspeedtest's runs follow each other in one log: each takes its start time and session count from its banner
  let run: Conditions = {};
  // the provider a run's banner names is the network its rates and ping crossed (as a carrier's name is)
  let isp: Conditions = {};
  trimmed.forEach((line, i) => {
    const raw = lines[i] ?? "";
    const banner = BETTER_RE.exec(line);
    if (banner) run = { ...(banner[1] ? { run: banner[1] } : {}), sessions: Number(banner[2]) };
    const provider = ISP_RE.exec(line);
    if (provider) isp = { network: (provider[1] ?? provider[2] ?? "").trim() };
    const conditions: Conditions = { tool, ...run, ...isp };
    const r = RATE_RE.exec(line);
    if (r?.[1] && r[2] && r[3]) {
      const q = toolRate("speedtest", Number(r[2]), r[3]);
      out.push(reading(tool, "throughput", q, i + 1, raw, { operation: operationsIn(r[1])[0] ?? null, conditions: { ...conditions, test: r[1].toLowerCase() } }));
      return;
    }
    const l = LATENCY_RE.exec(line);
    if (l?.[1]) {
      const v = Number(l[1]);
      out.push(reading(tool, "latency", { value: v, unit: "ms", valueSi: v / 1e3, siUnit: "s", kind: "latency", note: "round trip to the test server" }, i + 1, raw, { conditions: { ...conditions, test: "ping" } }));
    }
  });
  return out;
}
