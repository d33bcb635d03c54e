import { describe, expect, it } from "vitest";
import { parseTraceroute } from "../../../src/extract/tools/traceroute.ts";

const read = (text: string) => parseTraceroute(text.split("\n")).map((r) => [r.conditions.hop, r.conditions.probe, r.quantity.value, r.conditions.host ?? null]);

describe("tracert and traceroute: each probe's time to each hop", () => {
  it("Windows in English: three probes a hop, `<1 ms` a bound and `*` a lost probe, neither a row", () => {
    const text = `Tracing route to files.example.org [198.51.100.20]
over a maximum of 30 hops:

  1    <1 ms    <1 ms    <1 ms  192.168.0.1
  2     7 ms     6 ms     9 ms  gw.isp.example [203.0.113.1]
  3     *        *        *     Request timed out.
  4    12 ms     *       11 ms  files.example.org [198.51.100.20]

Trace complete.`;
    expect(read(text)).toEqual([
      ["2", "1", 7, "gw.isp.example [203.0.113.1]"],
      ["2", "2", 6, "gw.isp.example [203.0.113.1]"],
      ["2", "3", 9, "gw.isp.example [203.0.113.1]"],
      ["4", "1", 12, "files.example.org [198.51.100.20]"],
      ["4", "3", 11, "files.example.org [198.51.100.20]"],
    ]);
    const [first] = parseTraceroute(text.split("\n"));
    expect(first).toMatchObject({ tool: "tracert", metric: "latency", quantity: { unit: "ms", valueSi: 0.007 } });
    expect(first?.conditions.target).toBe("files.example.org");
  });

  it("Windows in Japanese, under its command", () => {
    const text = `C:\\> tracert 10.20.30.1

10.20.30.1 へのルートをトレースしています
経由するホップ数は最大 30 です:

  1     1 ms    <1 ms     3 ms  10.20.0.254
  2     4 ms     4 ms     5 ms  10.20.30.1

トレースを完了しました。`;
    expect(read(text)).toEqual([
      ["1", "1", 1, "10.20.0.254"],
      ["1", "3", 3, "10.20.0.254"],
      ["2", "1", 4, "10.20.30.1"],
      ["2", "2", 4, "10.20.30.1"],
      ["2", "3", 5, "10.20.30.1"],
    ]);
  });

  it("traceroute: decimal times, a hop answered by two routers, a silent hop", () => {
    const text = `traceroute to mirror.example.com (192.0.2.80), 30 hops max, 60 byte packets
 1  router.lan (192.168.1.1)  0.431 ms  0.402 ms  0.398 ms
 2  * * *
 3  10.1.0.1 (10.1.0.1)  8.210 ms 10.1.0.5 (10.1.0.5)  8.702 ms  8.644 ms`;
    expect(read(text)).toEqual([
      ["1", "1", 0.431, "router.lan (192.168.1.1)"],
      ["1", "2", 0.402, "router.lan (192.168.1.1)"],
      ["1", "3", 0.398, "router.lan (192.168.1.1)"],
      ["3", "1", 8.21, "10.1.0.1 (10.1.0.1)"],
      ["3", "2", 8.702, "10.1.0.5 (10.1.0.5)"],
      ["3", "3", 8.644, "10.1.0.5 (10.1.0.5)"],
    ]);
  });

  it("reads nothing without a trace's opening line or command: numbered lines of times are no trace", () => {
    expect(read(`  1     7 ms     6 ms     9 ms  first try\n  2     5 ms     5 ms     6 ms  second try`)).toEqual([]);
  });
});
