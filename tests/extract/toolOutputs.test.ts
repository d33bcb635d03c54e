import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractToolOutputs } from "../../src/extract/tools/extractToolOutputs.ts";
import { clockSeconds, parseToolOutput } from "../../src/extract/tools/parseToolOutput.ts";

const tool = (name: string) => readFileSync(new URL(`../fixtures/tools/${name}`, import.meta.url), "utf8");
const brief = (text: string): Record<string, any>[] => parseToolOutput(text).map((r) => ({ tool: r.tool, metric: r.metric, op: r.operation, value: r.quantity.value, unit: r.quantity.unit, si: r.quantity.valueSi, ...r.conditions }));

// dd and fio cases live in tests/extract/tools/{dd,fio}.test.ts with the other storage tools
describe("tool outputs, as the tools print them", () => {
  it("GNU time: default line, -v, and the shell's real", () => {
    expect(brief(tool("time-default.txt")).filter((r) => r.tool === "time")).toHaveLength(1);
    const v = brief(tool("time-v.txt"));
    expect(v).toHaveLength(1);
    expect(v[0]?.value).toBeCloseTo(clockSeconds(/Elapsed.*: (\S+)$/m.exec(tool("time-v.txt"))?.[1] ?? "") ?? -1);
    expect(brief(tool("time-bash.txt"))).toEqual([{ tool: "time", metric: "duration", op: null, value: 0.203, unit: "s", si: 0.203 }]);
    expect(brief("0.00user 11.05system 1:02:42.91elapsed 25%CPU (0avgtext+0avgdata 0maxresident)k")[0]?.value).toBeCloseTo(3762.91);
  });

  it("iperf3 (run here on loopback): intervals and the sender/receiver summary", () => {
    const r = brief(tool("iperf3.txt"));
    expect(r).toHaveLength(5);
    expect(r.every((x) => x.tool === "iperf3" && x.unit === "Gbits/sec" && x.op === "transfer")).toBe(true);
    expect(r.filter((x) => x.line === "summary").map((x) => x.side)).toEqual(["sender", "receiver"]);
    expect(r.filter((x) => x.line === "interval")).toHaveLength(3);
    const sender = r.find((x) => x.side === "sender");
    expect(sender?.si).toBeCloseTo(((sender?.value ?? 0) * 1e9) / 8);
  });

  it("iperf 2", () => {
    expect(brief(tool("iperf2.txt"))).toEqual([
      { tool: "iperf", metric: "throughput", op: "transfer", value: 9.39, unit: "Gbits/sec", si: 9.39e9 / 8, protocol: "TCP", line: "summary", elapsed_s: 10, side: "sender" },
    ]);
  });

  it("netperf UDP_STREAM: send and receive lines", () => {
    expect(brief(tool("netperf-udp.txt"))).toEqual([
      { tool: "netperf", metric: "throughput", op: "transfer", value: 9517.52, unit: "10^6bits/sec", si: 9517.52e6 / 8, test: "UDP_STREAM", protocol: "UDP", elapsed_s: 10, message_size_bytes: 65507, side: "sender" },
      { tool: "netperf", metric: "throughput", op: "transfer", value: 9517.52, unit: "10^6bits/sec", si: 9517.52e6 / 8, test: "UDP_STREAM", protocol: "UDP", elapsed_s: 10, side: "receiver" },
    ]);
  });

  it("netperf with -f K (KBytes/sec): netperf's KBytes are 1024 bytes (netlib.c divides by 1024.0)", () => {
    expect(brief(tool("netperf-tcp-k.txt"))).toEqual([
      { tool: "netperf", metric: "throughput", op: "transfer", value: 1191534.58, unit: "KBytes/sec", si: 1191534.58 * 1024, test: "TCP_STREAM", protocol: "TCP", elapsed_s: 10, message_size_bytes: 16384 },
    ]);
  });

  it("the heading above a time output sets operation and file size, and a throughput is derived", () => {
    const doc = buildDocument("<title>Disk tests</title><h2>RAID5 (H/W)</h2><h3>20GB write time</h3><pre>0.01user 20.1system 1:40.00elapsed 20%CPU (0avgtext+0avgdata 0maxresident)k</pre>");
    const ms = extractToolOutputs(doc).measurements;
    expect(ms.map((m) => [m.metric, m.operation, m.value, m.unit, m.derived ?? false])).toEqual([["duration", "write", 100, "s", false], ["throughput", "write", 20 * 2 ** 30 / 100, "B/s", true]]);
    expect(ms[1]?.derivedFrom).toEqual([ms[0]?.key]);
    expect(ms[0]?.conditions).toMatchObject({ raid: "hardware RAID5", file_size_bytes: 20 * 2 ** 30, tool: "time" });
  });

  it("text that is not tool output yields nothing", () => {
    expect(parseToolOutput("The read test took 42 seconds and wrote 10 GB.\n[note] see below")).toEqual([]);
  });
});
