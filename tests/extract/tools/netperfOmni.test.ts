import { describe, expect, it } from "vitest";
import { parseNetperfOmni } from "../../../src/extract/tools/netperfOmni.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture, lines } from "./readings.ts";

const omni = (text: string) => brief(parseToolOutput(text).filter((r) => r.tool === "netperf"));

describe("netperf omni output (-k key=value, -o CSV, -O columns)", () => {
  it("the manual's examples: each style gives the transaction rate its THROUGHPUT_UNITS names", () => {
    expect(omni(fixture("netperf-omni-manual.txt")).map((r) => [r.metric, r.op, r.value, r.unit, r.test])).toEqual([
      ["iops", "transfer", 59092.65, "Trans/s", "OMNI"],
      ["iops", "transfer", 60999.07, "Trans/s", "OMNI"],
      ["iops", "transfer", 60492.57, "Trans/s", "OMNI"],
      ["iops", "transfer", 60074.74, "Trans/s", "TCP_RR"],
    ]);
  });

  it("-O columns placed by where each value starts: throughput in its unit, CPU, elapsed time and protocol; -1 and sizes are no readings", () => {
    const r = omni(fixture("netperf-omni-stream-cpu.txt"));
    expect(r.map((x) => [x.metric, x.value, x.unit, x.host ?? null])).toEqual([["throughput", 941.52, "10^6bits/s", null], ["cpu_utilisation", 6.84, "%", "local"]]);
    expect(r[0]).toMatchObject({ si: 941.52e6 / 8, protocol: "UDP", elapsed_s: 30, test: "OMNI" });
  });

  it("-P 0 -o prints values only: the command's selectors name them, and Receive is the reverse direction", () => {
    expect(omni(fixture("netperf-omni-concurrent.txt"))).toMatchObject([{ metric: "throughput", value: 805.26, unit: "10^6bits/s", reverse: true }]);
  });

  it("netperf run inside docker, with -T and -O naming the columns of a stacked header", () => {
    const text = [
      "$ docker run --rm img netperf -H 10.0.0.2 -l 10 -c -j -t OMNI -- -T tcp -O THROUGHPUT,THROUGHPUT_UNITS,MEAN_LATENCY,LOCAL_CPU_UTIL",
      "OMNI Send TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 10.0.0.2 () port 0 AF_INET",
      "Throughput Throughput  Mean         Local ",
      "           Units       Latency      CPU   ",
      "                       Microseconds Util  ",
      "                                    %     ",
      "9412.77    10^6bits/s  11.40        21.09 ",
    ].join("\n");
    expect(omni(text).map((r) => [r.metric, r.value, r.protocol, r.statistic ?? null])).toEqual([
      ["throughput", 9412.77, "TCP", null], ["cpu_utilisation", 21.09, "TCP", null], ["latency", 11.4, "TCP", "avg"],
    ]);
  });

  it("a classic migrated table is left to the classic reader, and KEY=value lines outside netperf output are not read", () => {
    expect(parseNetperfOmni(lines(fixture("netperf-tcp-k.txt")))).toEqual([]);
    expect(parseNetperfOmni(["export THROUGHPUT=940", "THROUGHPUT_UNITS=10^6bits/s"])).toEqual([]);
    expect(parseNetperfOmni(["The OMNI test reports Throughput and Throughput Units columns, e.g. 941.52 10^6bits/s."])).toEqual([]);
  });
});
