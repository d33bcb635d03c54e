import { describe, expect, it } from "vitest";
import { parseSockperf } from "../../../src/extract/tools/sockperf.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture, lines } from "./readings.ts";

const rows = (text: string) => brief(parseToolOutput(text).filter((r) => r.tool === "sockperf"));

describe("sockperf summaries (3.7 run here over loopback, 3.10 pasted)", () => {
  it("throughput mode: BandWidth in 1024-based MBps, the message size from its note, UDP from the target line; the Mbps bracket and message rate are not rows", () => {
    expect(rows(fixture("sockperf-3.7-throughput.txt"))).toEqual([
      { metric: "throughput", op: "transfer", access: null, value: 103.106, unit: "MBps", si: 103.106 * 2 ** 20, tool: "sockperf", test: "throughput", message_size_bytes: 1400, protocol: "UDP" },
    ]);
    expect(rows(fixture("sockperf-3.10-tcp-tp.txt"))).toMatchObject([{ metric: "throughput", value: 178.418, protocol: "TCP", test: "throughput" }]);
  });

  it("ping-pong and under-load: the summary latency (half the round trip) in microseconds, not the percentiles", () => {
    expect(rows(fixture("sockperf-3.7-ping-pong.txt")).map((r) => [r.metric, r.value, r.si, r.test, r.protocol, r.statistic])).toEqual([["latency", 13.456, 13.456e-6, "ping-pong", "UDP", "avg"]]);
    expect(rows(fixture("sockperf-3.7-under-load.txt")).map((r) => [r.metric, r.value, r.test])).toEqual([["latency", 851.818, "under-load"]]);
  });

  it("lines quoting sockperf's wording outside its output are not read", () => {
    expect(parseSockperf(lines("Summary: BandWidth is 900 MBps according to the vendor."))).toEqual([]);
  });
});
