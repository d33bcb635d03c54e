import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

const rows = (text: string): Record<string, any>[] =>
  parseToolOutput(text).map((r) => ({ tool: r.tool, metric: r.metric, op: r.operation, value: r.quantity.value, unit: r.quantity.unit, ...r.conditions }));

// betterspeedtest.sh's log: a banner per run, then Download and Upload each followed by the pings taken under that load
const run = (at: string, down: string, up: string) => `${at} Testing against netperf-west.bufferbloat.net (ipv4) with 4 simultaneous sessions while pinging gstatic.com (30 seconds in each direction)
.............................
 Download:  ${down} Mbps
  Latency: (in msec, 31 pings, 0.00% packet loss)
      Min: 11.204
    10pct: 12.010
   Median: 24.330
      Avg: 27.118
    90pct: 41.907
      Max: 66.015
.............................
   Upload:  ${up} Mbps
  Latency: (in msec, 30 pings, 3.33% packet loss)
      Min: 10.870
   Median: 13.002
      Avg: 14.441
      Max: 22.517`;

describe("betterspeedtest.sh", () => {
  it("each run's Download (read) and Upload (write), told apart by the banner's start time; the loaded pings are not read", () => {
    const r = rows(`${run("2019-03-02 06:00:01", "41.37", "9.82")}\n${run("2019-03-02 18:00:02", "23.05", "9.61")}`);
    expect(r.map((x) => [x.tool, x.metric, x.op, x.value, x.run, x.sessions])).toEqual([
      ["betterspeedtest", "throughput", "read", 41.37, "06:00", 4], ["betterspeedtest", "throughput", "write", 9.82, "06:00", 4],
      ["betterspeedtest", "throughput", "read", 23.05, "18:00", 4], ["betterspeedtest", "throughput", "write", 9.61, "18:00", 4],
    ]);
  });

  it("a Download line with no banner or speedtest mark around it is not betterspeedtest's: the generic pair reader reads it by its own words", () => {
    const r = rows(" Download:  41.37 Mbps\n   Upload:  9.82 Mbps");
    expect(r.map((x) => [x.tool, x.value, x.sessions])).toEqual([["generic", 41.37, undefined], ["generic", 9.82, undefined]]);
  });
});
