import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tools/${name}`, import.meta.url), "utf8");
const rows = (text: string): Record<string, any>[] => parseToolOutput(text).map((r) => ({ metric: r.metric, value: r.quantity.value, unit: r.quantity.unit, si: r.quantity.valueSi, ...r.conditions }));

describe("nuttcp 6.1.2 (run here on loopback)", () => {
  it("summaries (with %TX) apart from -i interval lines; -u, -N and -r from the command", () => {
    const r = rows(fixture("nuttcp.txt"));
    expect(r.filter((x) => x.line === "summary" && x.metric === "throughput").map((x) => [x.value, x.protocol, x.streams ?? 1, x.reverse ?? false])).toEqual([
      [6127.9998, "TCP", 1, false], [5274.7495, "TCP", 2, false], [63.2179, "UDP", 1, false], [4522.5269, "TCP", 1, true],
    ]);
    expect(r.filter((x) => x.line === "interval").map((x) => x.value)).toEqual([4038.0635, 6545.1577]);
    expect(r[0]?.si).toBeCloseTo(6127.9998e6 / 8);
  });
  it("the summary's %TX and %RX are the CPU use of the sending and the receiving end", () => {
    const cpu = rows(fixture("nuttcp.txt")).filter((x) => x.metric === "cpu_utilisation");
    expect(cpu.map((x) => [x.value, x.side, x.protocol])).toEqual([
      [14, "sender", "TCP"], [27, "receiver", "TCP"], [21, "sender", "TCP"], [13, "receiver", "TCP"],
      [24, "sender", "UDP"], [0, "receiver", "UDP"], [10, "sender", "TCP"], [20, "receiver", "TCP"],
    ]);
  });
});

describe("qperf 0.4.11 (run here on loopback)", () => {
  it("bw lines are throughputs, latency lines latencies; -v's costs, rates and times are not read", () => {
    expect(rows(fixture("qperf.txt")).map((x) => [x.metric, x.value, x.unit, x.test, x.protocol])).toEqual([
      ["throughput", 374, "MB/sec", "tcp_bw", "TCP"], ["latency", 15, "us", "tcp_lat", "TCP"], ["throughput", 995, "MB/sec", "tcp_bw", "TCP"],
    ]);
  });

  it("UDP bandwidth: send and receive sides", () => {
    const r = rows("udp_bw:\n    send_bw  =  1.21 GB/sec\n    recv_bw  =  1.19 GB/sec");
    expect(r.map((x) => [x.value, x.side, x.protocol])).toEqual([[1.21, "sender", "UDP"], [1.19, "receiver", "UDP"]]);
  });

  it("a sentence giving a bandwidth is not qperf output", () => {
    expect(parseToolOutput("The bw = 374 MB/sec we saw was lower than expected.")).toEqual([]);
  });
});
