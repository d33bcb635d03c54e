import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tools/${name}`, import.meta.url), "utf8");
const rows = (text: string): Record<string, any>[] => parseToolOutput(text).map((r) => ({ value: r.quantity.value, unit: r.quantity.unit, si: r.quantity.valueSi, ...r.conditions }));
const summaries = (text: string) => rows(text).filter((r) => r.line === "summary");

describe("iperf3 (run here on loopback, 3.12)", () => {
  it("-P 3 -R: per-stream and [SUM] summaries, sender and receiver, reverse from the command and the banner", () => {
    const s = summaries(fixture("iperf3-reverse-parallel.txt"));
    expect(s).toHaveLength(8);
    const sum = s.filter((r) => r.stream === "sum");
    expect(sum.map((r) => [r.value, r.side])).toEqual([[3.92, "sender"], [3.92, "receiver"]]);
    expect(s.every((r) => r.reverse === true && r.streams === 3 && r.protocol === "TCP" && r.tool === "iperf3")).toBe(true);
    expect(sum[0]?.si).toBeCloseTo(3.92e9 / 8);
    // the banner alone says reverse, when the command line is not shown
    const bare = fixture("iperf3-reverse-parallel.txt").split("\n").slice(1).join("\n");
    expect(summaries(bare).every((r) => r.reverse === true)).toBe(true);
  });

  it("interval lines are kept apart from the summaries by their interval", () => {
    const intervals = rows(fixture("iperf3-reverse-parallel.txt")).filter((r) => r.line === "interval");
    expect(intervals).toHaveLength(8);
    expect(intervals.find((r) => r.stream === "sum" && r.interval_start_s === 1)?.value).toBe(4.39);
  });

  it("--bidir: the client's receiving stream ([RX-C]) is the reverse one", () => {
    const s = summaries(fixture("iperf3-bidir.txt"));
    expect(s.map((r) => [r.value, r.side, r.reverse ?? false])).toEqual([[3.51, "sender", false], [3.49, "receiver", false], [2.72, "sender", true], [2.69, "receiver", true]]);
    expect(s.every((r) => r.bidirectional === true)).toBe(true);
  });

  it("UDP: protocol from -u and from the jitter columns; jitter and loss are not throughputs", () => {
    const s = summaries(fixture("iperf3-udp.txt"));
    expect(s.map((r) => [r.value, r.unit, r.side, r.protocol])).toEqual([[99.9, "Mbits/sec", "sender", "UDP"], [97.6, "Mbits/sec", "receiver", "UDP"]]);
    expect(rows(fixture("iperf3-udp.txt"))).toHaveLength(4);
  });
});

describe("iperf 2 (run here on loopback, 2.1.8)", () => {
  it("-P 2 -i 1: the whole-test line of each stream and of [SUM] is the summary, the others intervals", () => {
    const s = summaries(fixture("iperf2-parallel-interval.txt"));
    expect(s.map((r) => [r.stream, r.value])).toEqual([["2", 3.35], ["1", 3.1], ["sum", 6.5]]);
    expect(s.every((r) => r.streams === 2 && r.side === "sender" && r.tool === "iperf")).toBe(true);
    expect(rows(fixture("iperf2-parallel-interval.txt")).filter((r) => r.line === "interval")).toHaveLength(6);
  });

  it("UDP: the client line is the sender's, the Server Report the receiver's", () => {
    expect(summaries(fixture("iperf2-udp-server-report.txt")).map((r) => [r.value, r.side, r.protocol])).toEqual([[52.3, "sender", "UDP"], [52.3, "receiver", "UDP"]]);
  });

  it("-d: the stream that connects back to the client's listener is the reverse direction", () => {
    expect(summaries(fixture("iperf2-dualtest.txt")).map((r) => [r.value, r.side, r.reverse ?? false])).toEqual([[8.62, "receiver", true], [8.34, "sender", false]]);
  });

  it("-R of 2.1: the starred stream is received from the server", () => {
    expect(summaries(fixture("iperf2-reverse.txt"))).toMatchObject([{ value: 17.4, side: "receiver", reverse: true }]);
  });

  it("server side: every stream is received", () => {
    const s = summaries(fixture("iperf2-server.txt"));
    expect(s.map((r) => [r.stream, r.value, r.side])).toEqual([["1", 3.14, "receiver"], ["2", 3.39, "receiver"], ["sum", 6.53, "receiver"]]);
  });

  it("iperf 1.x/2.0 with bits as the transfer column", () => {
    const text = "[  6] local 10.0.0.2 port 5001 connected with 10.0.0.1 port 40000\n[ ID] Interval       Transfer     Bandwidth\n[  6]  0.0-600.0 sec  1411200000000 bits  2.35 Gbits/sec";
    expect(summaries(text)).toMatchObject([{ value: 2.35, unit: "Gbits/sec", elapsed_s: 600 }]);
  });

  it("prose that quotes an iperf figure is not read as output", () => {
    expect(parseToolOutput("The link did 941 Mbits/sec over 0.00-10.00 sec in our test (iperf3, sender).")).toEqual([]);
  });
});

describe("iperf3 -J (3.12, run here)", () => {
  it("the sender's and receiver's sums with protocol, streams and reverse from the report itself", () => {
    const r = rows(fixture("iperf3-json.txt")).filter((x) => x.unit === "bits/sec");
    expect(r.map((x) => [x.side, x.protocol, x.streams, x.reverse])).toEqual([["sender", "TCP", 2, false], ["receiver", "TCP", 2, false]]);
    expect(r[0]?.value).toBeCloseTo(4186876481.12, 0);
    expect(r[0]?.si).toBeCloseTo(4186876481.12 / 8, 0);
    expect(rows(fixture("iperf3-json-udp.txt")).filter((x) => x.unit === "bits/sec").map((x) => [x.side, x.protocol])).toEqual([["sender", "UDP"], ["receiver", "UDP"]]);
  });

  it("end.cpu_utilization_percent: host_total is the local end's CPU, remote_total the server's; -R swaps which side each one is", () => {
    const cpu = (text: string) => parseToolOutput(text).filter((r) => r.metric === "cpu_utilisation").map((r) => [r.quantity.value, r.conditions.host, r.conditions.side]);
    expect(cpu(fixture("iperf3-json.txt"))).toEqual([[19.9153727344864, "local", "sender"], [9.33530286531069, "remote", "receiver"]]);
    expect(cpu(fixture("iperf3-json.txt").replace(/"reverse":\s*0/, '"reverse": 1'))).toEqual([[19.9153727344864, "local", "receiver"], [9.33530286531069, "remote", "sender"]]);
    // the user and system parts only split host_total
    expect(cpu(fixture("iperf3-json-udp.txt")).map((r) => r[0])).toEqual([2.12346552290863, 0.48130699589464626]);
  });

  it("a report cut short is not read", () => {
    const cut = fixture("iperf3-json.txt").split("\n").slice(0, -20).join("\n");
    expect(rows(cut)).toEqual([]);
  });
});

describe("iperf3 --get-server-output", () => {
  it("the server's repeated lines are told apart from the client's", () => {
    const text = [
      "$ iperf3 -c 10.0.0.2 --get-server-output",
      "[ ID] Interval           Transfer     Bitrate         Retr",
      "[  5]   0.00-10.00  sec  1.09 GBytes   938 Mbits/sec    0             sender",
      "[  5]   0.00-10.04  sec  1.09 GBytes   934 Mbits/sec                  receiver",
      "",
      "Server output:",
      "Accepted connection from 10.0.0.1, port 41000",
      "[  5] local 10.0.0.2 port 5201 connected to 10.0.0.1 port 41002",
      "[ ID] Interval           Transfer     Bitrate",
      "[  5]   0.00-1.00   sec   107 MBytes   897 Mbits/sec",
      "[  5]   0.00-10.04  sec  1.09 GBytes   934 Mbits/sec                  receiver",
    ].join("\n");
    const s = summaries(text);
    expect(s.map((r) => [r.value, r.side, r.output ?? "client"])).toEqual([[938, "sender", "client"], [934, "receiver", "client"], [934, "receiver", "server"]]);
  });
});

describe("lines that all start at 0", () => {
  it("are each a run's summary when no line of the stream shows progress or is marked as the summary", () => {
    const loop = [
      "$ for i in a b c; do iperf -c $i; done",
      "[  3]  0.0-10.0 sec   648 MBytes   543 Mbits/sec",
      "[  3]  0.0-10.0 sec   601 MBytes   504 Mbits/sec",
      "[  3]  0.0-10.1 sec  39.2 MBytes  32.5 Mbits/sec",
    ].join("\n");
    expect(parseToolOutput(loop).map((r) => [r.quantity.value, r.conditions.line])).toEqual([[543, "summary"], [504, "summary"], [32.5, "summary"]]);
    const excerpt = ["[ ID] Interval           Transfer     Bitrate         Retr", "[  5]   0.00-10.00  sec  1.10 GBytes   943 Mbits/sec    0"].join("\n");
    expect(parseToolOutput(excerpt).map((r) => [r.quantity.value, r.conditions.line])).toEqual([[943, "summary"]]);
  });
});
