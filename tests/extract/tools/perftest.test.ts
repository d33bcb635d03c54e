import { describe, expect, it } from "vitest";
import { parsePerftest } from "../../../src/extract/tools/perftest.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture, lines } from "./readings.ts";

const rows = (text: string) => brief(parseToolOutput(text).filter((r) => /^ib_/.test(r.tool)));

describe("perftest (ib_*_bw, ib_*_lat) result tables", () => {
  it("ib_send_bw over RoCE with -D: BW average in 2^20-byte MB/sec past a CPU warning; peak 0.00 and the message rate are not rows", () => {
    expect(rows(fixture("perftest-send-bw-roce.txt"))).toEqual([{
      metric: "throughput", op: "transfer", access: null, value: 11288.12, unit: "MB/sec", si: 11288.12 * 2 ** 20,
      test: "Send BW Test", qps: 1, connection_type: "UD", network: "RoCE", tool: "ib_send_bw", message_size_bytes: 4096, statistic: "avg", prompt_host: "s52",
    }]);
  });

  it("ib_read_lat on InfiniBand: t_avg in microseconds", () => {
    expect(rows(fixture("perftest-read-lat-ib.txt")).map((r) => [r.metric, r.value, r.si, r.tool, r.network, r.statistic, r.message_size_bytes])).toEqual([
      ["latency", 1.8, 1.8 / 1e6, "ib_read_lat", "InfiniBand", "avg", 2],
    ]);
  });

  it("--report_gbits with -a: one row per message size in decimal gigabits; an old latency table without t_avg gives t_typical", () => {
    const bw = [
      "$ ib_write_bw -a --report_gbits 10.0.0.2",
      " #bytes     #iterations    BW peak[Gb/sec]    BW average[Gb/sec]   MsgRate[Mpps]",
      " 65536      5000             97.62              97.58                0.186117",
      " 131072     5000             97.91              97.90                0.093365",
    ].join("\n");
    expect(rows(bw).map((r) => [r.value, r.si, r.message_size_bytes, r.tool])).toEqual([[97.58, 97.58e9 / 8, 65536, "ib_write_bw"], [97.9, 97.9e9 / 8, 131072, "ib_write_bw"]]);
    const old = ["$ ib_write_lat 10.0.0.2", " #bytes #iterations    t_min[usec]    t_max[usec]  t_typical[usec]", "       2        1000           1.15          10.72             1.18"].join("\n");
    expect(rows(old).map((r) => [r.metric, r.value, r.statistic])).toEqual([["latency", 1.18, "median"]]);
  });

  it("a table header quoted in a script or a sentence gives nothing without rows of its width", () => {
    expect(parsePerftest(lines('msg="#bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]"\necho $msg 65536'))).toEqual([]);
  });
});
