import { describe, expect, it } from "vitest";
import { parsePing } from "../../../src/extract/tools/ping.ts";
import { parseIoping } from "../../../src/extract/tools/ioping.ts";
import { brief, lines } from "./readings.ts";

/** statistic, value, unit, seconds (rounded past floating-point noise), tool, target */
const ping = (text: string) => brief(parsePing(lines(text))).map((r) => [r.statistic, r.value, r.unit, Number((r.si as number).toPrecision(9)), r.tool, r.target ?? null]);

describe("ping and fping summaries", () => {
  it("iputils: min/avg/max of `rtt min/avg/max/mdev`, for the host of the statistics header; mdev is the round trips' stddev", () => {
    const out = ["--- 192.168.1.207 ping statistics ---", "10 packets transmitted, 10 received, 0% packet loss, time 9212ms", "rtt min/avg/max/mdev = 0.140/0.162/0.183/0.020 ms"].join("\n");
    expect(ping(out)).toEqual([
      ["min", 0.14, "ms", 0.14e-3, "ping", "192.168.1.207"],
      ["avg", 0.162, "ms", 0.162e-3, "ping", "192.168.1.207"],
      ["max", 0.183, "ms", 0.183e-3, "ping", "192.168.1.207"],
      ["stddev", 0.02, "ms", 0.02e-3, "ping", "192.168.1.207"],
    ]);
  });

  it("BSD/macOS `round-trip min/avg/max/stddev`, busybox `round-trip min/avg/max` and iputils with `, pipe 2`", () => {
    expect(ping("round-trip min/avg/max/stddev = 355.194/396.181/434.791/27.450 ms").map((r) => r[1])).toEqual([355.194, 396.181, 434.791, 27.45]);
    expect(ping("round-trip min/avg/max = 0.081/0.090/0.110 ms").map((r) => r[1])).toEqual([0.081, 0.09, 0.11]);
    expect(ping("rtt min/avg/max/mdev = 1.021/1.514/2.007/0.493 ms, pipe 2").map((r) => r[1])).toEqual([1.021, 1.514, 2.007, 0.493]);
  });

  it("Windows in English and in Japanese: the line under the round-trip heading, named figures in printed order", () => {
    const en = ["Ping statistics for 217.146.188.192:", "    Packets: Sent = 4, Received = 4, Lost = 0 (0% loss),", "Approximate round trip times in milli-seconds:", "    Minimum = 19ms, Maximum = 22ms, Average = 20ms"].join("\n");
    expect(ping(en)).toEqual([
      ["min", 19, "ms", 0.019, "ping", "217.146.188.192"],
      ["max", 22, "ms", 0.022, "ping", "217.146.188.192"],
      ["avg", 20, "ms", 0.02, "ping", "217.146.188.192"],
    ]);
    const ja = ["192.168.200.1 の ping 統計:", "    パケット数: 送信 = 4、受信 = 4、損失 = 0 (0% の損失)、", "ラウンド トリップの概算時間 (ミリ秒):", "    最小 = 0ms、最大 = 25ms、平均 = 6ms"].join("\n");
    expect(ping(ja).map((r) => [r[0], r[1], r[5]])).toEqual([["min", 0, "192.168.200.1"], ["max", 25, "192.168.200.1"], ["avg", 6, "192.168.200.1"]]);
  });

  it("fping: per target, min/avg/max in milliseconds; a target that lost every packet has none", () => {
    const out = ["1.1.1.1              : xmt/rcv/%loss = 2/2/0%, min/avg/max = 12.6/13.7/14.9", "192.168.59.1         : xmt/rcv/%loss = 2/0/100%"].join("\n");
    expect(ping(out)).toEqual([
      ["min", 12.6, "ms", 12.6e-3, "fping", "1.1.1.1"],
      ["avg", 13.7, "ms", 13.7e-3, "fping", "1.1.1.1"],
      ["max", 14.9, "ms", 14.9e-3, "fping", "1.1.1.1"],
    ]);
  });

  it("not ping's: ioping's bare `min/avg/max/mdev` line, PsPing's statistics, a Minimum line without the round-trip heading", () => {
    const iop = ["4 requests completed in 3.0 s, 5.6 k iops, 21.9 MiB/s", "min/avg/max/mdev = 0.1/0.2/0.3/0.0 ms"].join("\n");
    expect(ping(iop)).toEqual([]);
    expect(parseIoping(lines(`ioping -c 4 .\n${iop}`)).filter((r) => r.metric === "latency")).toHaveLength(3);
    expect(ping(["TCP roundtrip latency statistics (post warmup):", "  Sent = 100, Size = 8192, Total Bytes: 819200,", "  Minimum = 0.19ms, Maxiumum = 0.58ms, Average = 0.27ms"].join("\n"))).toEqual([]);
    expect(ping("  Minimum = 0ms, Maximum = 1ms, Average = 0ms")).toEqual([]);
  });
});
