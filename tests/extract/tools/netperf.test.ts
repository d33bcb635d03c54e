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
      { metric: "throughput", value: 9388.14, unit: "10^6bits/sec", tool: "netperf", test: "TCP_STREAM", protocol: "TCP", elapsed_s: 20, message_size_bytes: 16384 },
      { metric: "iops", value: 18234.4, unit: "per sec", tool: "netperf", test: "TCP_RR", protocol: "TCP", elapsed_s: 20, request_size_bytes: 64, response_size_bytes: 64 },
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
