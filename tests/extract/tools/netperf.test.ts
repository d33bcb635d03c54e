import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tools/${name}`, import.meta.url), "utf8");
const rows = (text: string) => parseToolOutput(text).map((r) => ({ metric: r.metric, value: r.quantity.value, unit: r.quantity.unit, ...r.conditions }));

describe("netperf", () => {
  it("several tests in one block, each read under its own banner: RR as transactions/s, MAERTS as throughput", () => {
    expect(rows(fixture("netperf-session.txt"))).toEqual([
      { metric: "iops", value: 4127.51, unit: "per sec", tool: "netperf", test: "TCP_RR", protocol: "TCP", elapsed_s: 10, request_size_bytes: 1, response_size_bytes: 1 },
      { metric: "throughput", value: 911.37, unit: "10^6bits/sec", tool: "netperf", test: "TCP_MAERTS", protocol: "TCP", reverse: true, elapsed_s: 10, message_size_bytes: 131072 },
      { metric: "throughput", value: 915.02, unit: "10^6bits/sec", tool: "netperf", test: "TCP_MAERTS", protocol: "TCP", reverse: true, elapsed_s: 10, message_size_bytes: 131072 },
    ]);
  });

  it("the RR test's second line (socket sizes only) is no result", () => {
    expect(rows(fixture("netperf-session.txt")).some((r) => r.value === 131072)).toBe(false);
  });

  it("-P 0: the result line without headers is read by the test its command names", () => {
    expect(rows(fixture("netperf-p0.txt"))).toEqual([
      { metric: "throughput", value: 9388.14, unit: "10^6bits/sec", tool: "netperf", test: "TCP_STREAM", protocol: "TCP", elapsed_s: 20, message_size_bytes: 16384, prompt_host: "lab" },
      { metric: "iops", value: 18234.4, unit: "per sec", tool: "netperf", test: "TCP_RR", protocol: "TCP", elapsed_s: 20, request_size_bytes: 64, response_size_bytes: 64, prompt_host: "lab" },
    ]);
  });

  it("two runs of one test in one block are numbered", () => {
    const doc = buildDocument(`<title>netperf</title><h2>LAN</h2><pre>${fixture("netperf-session.txt")}</pre>`);
    const maerts = extractToolOutputs(doc).measurements.filter((m) => m.conditions.test === "TCP_MAERTS");
    expect(maerts.map((m) => [m.value, m.conditions.run])).toEqual([[911.37, 1], [915.02, 2]]);
    expect(extractToolOutputs(doc).measurements.find((m) => m.conditions.test === "TCP_RR")?.conditions.run).toBeUndefined();
  });

  it("a table of numbers under prose that names netperf is not read", () => {
    expect(parseToolOutput("netperf gave these (Mbit/s):\n87380 16384 16384 10.00 941.2\n87380 16384 16384 10.00 940.8")).toEqual([]);
  });
});

describe("netperf units and CPU columns", () => {
  const cpu = (text: string) => parseToolOutput(text).filter((r) => r.metric === "cpu_utilisation").map((r) => [r.quantity.value, r.conditions.host, r.conditions.side]);
  const tput = (text: string) => parseToolOutput(text).filter((r) => r.metric !== "cpu_utilisation").map((r) => [r.quantity.value, r.quantity.unit, r.quantity.valueSi, r.conditions.side]);

  it("-f M with -c/-C (`MBytes  /s`, then CPU and service-demand columns): the throughput column, not the last one", () => {
    expect(tput(fixture("netperf-2.4-fM-cpu.txt"))).toEqual([[286.45, "MBytes/s", 286.45 * 2 ** 20, undefined], [782.55, "MBytes/sec", 782.55 * 2 ** 20, undefined]]);
    expect(cpu(fixture("netperf-2.4-fM-cpu.txt"))).toEqual([[40.2, "local", undefined], [25.28, "remote", undefined]]);
  });

  it("UDP_STREAM with a CPU column: sender and receiver lines line up from the right; negative CPU figures (a wrong -c rate) give no row", () => {
    expect(tput(fixture("netperf-udp-cpu-negative.txt"))).toEqual([[82551.3, "KBytes/sec", 82551.3 * 1024, "sender"], [82519.3, "KBytes/sec", 82519.3 * 1024, "receiver"]]);
    expect(cpu(fixture("netperf-udp-cpu-negative.txt"))).toEqual([]);
  });

  it("netperf 2.4's `UDP UNIDIRECTIONAL SEND TEST` banner wrapped onto two lines, indented, without a prompt", () => {
    const r = parseToolOutput(fixture("netperf-udp-2.4-wrapped.txt"));
    expect(r.map((x) => [x.quantity.value, x.conditions.test, x.conditions.side, x.conditions.elapsed_s])).toEqual([[5600.15, "UDP_STREAM", "sender", 30], [5307.36, "UDP_STREAM", "receiver", 30]]);
    expect(r[0]?.conditions.message_size_bytes).toBe(512);
  });

  it("RR with CPU columns: the rate column (not the service demand) as transactions/s; UDP_STREAM's CPU per line is the sender's, then the receiver's", () => {
    const r = parseToolOutput(fixture("netperf-rr-udp-cpu.txt"));
    expect(r.filter((x) => x.metric === "iops").map((x) => x.quantity.value)).toEqual([30823.39]);
    expect(r.filter((x) => x.metric === "throughput").map((x) => [x.quantity.value, x.conditions.side])).toEqual([[22728.8, "sender"], [22719.0, "receiver"]]);
    expect(cpu(fixture("netperf-rr-udp-cpu.txt"))).toEqual([[14, "local", undefined], [14.01, "remote", undefined], [0.92, "local", "sender"], [1.37, "remote", "receiver"]]);
  });
});
