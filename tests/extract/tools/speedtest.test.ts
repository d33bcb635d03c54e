import { describe, expect, it } from "vitest";
import { parseSpeedtest } from "../../../src/extract/tools/speedtest.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture, lines } from "./readings.ts";

const rows = (text: string) => brief(parseToolOutput(text).filter((r) => /speedtest/i.test(r.tool))).map((r) => [r.tool, r.metric, r.op, r.value, r.unit, r.si]);

describe("internet speed tests", () => {
  it("speedtest-cli: the server's ping, Download a read and Upload a write in decimal megabits; --simple the same three lines", () => {
    expect(rows(fixture("speedtest-cli-sivel.txt"))).toEqual([
      ["speedtest-cli", "latency", null, 16.457, "ms", 16.457 / 1e3],
      ["speedtest-cli", "throughput", "read", 363.33, "Mbit/s", (363.33e6) / 8],
      ["speedtest-cli", "throughput", "write", 8.47, "Mbit/s", (8.47e6) / 8],
      ["speedtest-cli", "latency", null, 15.469, "ms", 15.469 / 1e3],
      ["speedtest-cli", "throughput", "read", 421.14, "Mbit/s", (421.14e6) / 8],
      ["speedtest-cli", "throughput", "write", 8.39, "Mbit/s", (8.39e6) / 8],
    ]);
  });

  it("Ookla's Speedtest CLI: idle latency and both rates; the loaded latencies, jitter and packet loss are not read", () => {
    expect(rows(fixture("speedtest-ookla.txt"))).toEqual([
      ["Speedtest", "latency", null, 54.27, "ms", 54.27 / 1e3],
      ["Speedtest", "throughput", "read", 1220.6, "Mbps", (1220.6e6) / 8],
      ["Speedtest", "throughput", "write", 142.28, "Mbps", (142.28e6) / 8],
    ]);
  });

  it("speedtest-cli --bytes gives decimal megabytes", () => {
    expect(rows("Testing download speed......\nDownload: 218.03 Mbyte/s")[0]).toEqual(["speedtest-cli", "throughput", "read", 218.03, "Mbyte/s", 218.03e6]);
  });

  it("a Download: line outside a speed test's output is not read", () => {
    expect(parseSpeedtest(lines("Download: 100 Mbps\nThe plan promises fast uploads."))).toEqual([]);
    expect(parseSpeedtest(lines("Our ISP says Download: 500 Mbps and Upload: 50 Mbps."))).toEqual([]);
  });
});

describe("the provider a speed test's banner names", () => {
  it("is the network of its rates and ping: speedtest-cli's `Testing from …` and Ookla's `ISP:`", () => {
    const net = (text: string) => parseToolOutput(text).filter((r) => /speedtest/i.test(r.tool)).map((r) => r.conditions.network);
    // the --simple run after it prints no banner: it names no provider
    expect(net(fixture("speedtest-cli-sivel.txt"))).toEqual(["Cox Communications", "Cox Communications", "Cox Communications", undefined, undefined, undefined]);
    expect(new Set(net(fixture("speedtest-ookla.txt")))).toEqual(new Set(["ReliableSite.Net LLC"]));
  });
});
