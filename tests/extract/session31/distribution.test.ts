import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { distributionRows } from "../../../src/extract/pairs/distribution.ts";

// ApacheBench's and wrk's layouts, figures of our own
const AB = `$ ab -n 5000 -c 50 http://10.0.0.7/
Requests per second:    4210.55 [#/sec] (mean)
Time per request:       11.875 [ms] (mean)

Percentage of the requests served within a certain time (ms)
  50%     10
  90%     14
  99%     21
 100%     35 (longest request)`;

const WRK = `$ wrk -t2 -c20 -d10s --latency http://10.0.0.7/
Running 10s test @ http://10.0.0.7/
  2 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   210.10us  120.31us   5.20ms   95.10%
    Req/Sec    45.10k     2.31k   49.80k    71.00%
  Latency Distribution
     50%  190.00us
     75%  240.00us
     99%  610.00us
  897102 requests in 10.01s, 130.20MB read
Requests/sec:  89620.18
Transfer/sec:     13.01MB`;

const percentiles = (text: string) => parseToolOutput(text).filter((r) => r.metric === "latency" && /^p\d|max/.test(String(r.conditions.statistic)) && r.conditions.test !== "Latency");

describe("the percentiles printed under a distribution's title (decisionWords distribution_label_words)", () => {
  it("ab: the title gives the unit, each `NN%  time` line is that percentile of the request times, 100% the longest", () => {
    expect(percentiles(AB).map((r) => [r.conditions.statistic, r.quantity.value, r.quantity.unit])).toEqual([["p50", 10, "ms"], ["p90", 14, "ms"], ["p99", 21, "ms"], ["max", 35, "ms"]]);
  });

  it("wrk: each line carries its own unit; the rates after the list stay the pair reader's", () => {
    const rows = parseToolOutput(WRK);
    expect(percentiles(WRK).map((r) => [r.conditions.statistic, r.quantity.value, r.quantity.unit])).toEqual([["p50", 190, "us"], ["p75", 240, "us"], ["p99", 610, "us"]]);
    expect(rows.find((r) => r.quantity.value === 89620.18)?.metric).toBe("iops");
    expect(rows.some((r) => r.quantity.value === 10 && r.quantity.unit === "s")).toBe(false);
  });

  it("a share with no time under it, or a list with no distribution's title, gives no percentile", () => {
    expect(distributionRows(["CPU distribution", " 50%  idle", " 30%  user"])).toEqual([]);
    expect(distributionRows(["Results", " 50%  12 ms", " 90%  15 ms"])).toEqual([]);
  });
});
