import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, type ToolReading } from "./toolReading.ts";
import { operationsIn } from "../../normalise/lexicon.ts";

/** `speedtest-cli --csv-header`: the columns its `--csv` rows follow (later forks add Jitter and Peak columns). */
const HEADER = /^Server ID,Sponsor,Server Name,Timestamp,Distance,Ping,/;

/** One CSV record, with double-quoted fields that may hold commas. */
function fields(line: string): string[] {
  const out: string[] = [];
  const re = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    out.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? ""));
    if (re.lastIndex >= line.length) break;
  }
  return out;
}

/**
 * speedtest-cli's `--csv` rows under their header: Ping (ms) to the server and Download / Upload in bits per second,
 * each row one run (`run` in order) against the Sponsor's server (`host`). Distance, Share and the Peak columns of
 * later forks are not read; rows without the header are not read (nothing else names the columns).
 */
export function parseSpeedtestCsv(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let columns: string[] | null = null;
  let run = 0;
  lines.forEach((line, i) => {
    const t = line.trim();
    if (HEADER.test(t)) {
      columns = t.split(",");
      return;
    }
    // the `--csv` run typed after the `--csv-header` one keeps the columns
    if (!columns || readCommand(line)) return;
    const f = fields(t);
    if (f.length !== columns.length || !/^\d+$/.test(f[0] ?? "")) {
      columns = null;
      return;
    }
    run++;
    const at = (name: string) => Number(f[columns?.indexOf(name) ?? -1] ?? NaN);
    const base: Conditions = { tool: "speedtest-cli", host: f[1] ?? "", run };
    const ping = at("Ping");
    if (Number.isFinite(ping) && ping > 0) {
      out.push(reading("speedtest-cli", "latency", { value: ping, unit: "ms", valueSi: ping / 1e3, siUnit: "s", kind: "latency", note: "round trip to the test server" }, i + 1, line, { conditions: { ...base, test: "ping" } }));
    }
    for (const name of ["Download", "Upload"]) {
      const bps = at(name);
      if (!Number.isFinite(bps) || bps <= 0) continue;
      out.push(reading("speedtest-cli", "throughput", { value: bps, unit: "bit/s", valueSi: bps / 8, siUnit: "B/s", kind: "throughput", note: null }, i + 1, line, { operation: operationsIn(name)[0] ?? null, conditions: { ...base, test: name.toLowerCase() } }));
    }
  });
  return out;
}
