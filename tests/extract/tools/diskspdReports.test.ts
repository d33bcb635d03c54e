import { describe, expect, it } from "vitest";
import { parseDiskspd } from "../../../src/extract/tools/diskspd.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture, lines } from "./readings.ts";

const diskspd = (text: string) => brief(parseDiskspd(lines(text)));

describe("DiskSpd", () => {
  it("a mixed random test with -L: each operation's total line gives its rate, I/O per second and average latency; Total IO and per-thread lines are not read", () => {
    expect(diskspd(fixture("diskspd-2-mix-latency.txt")).map((r) => [r.metric, r.op, r.access, r.value, r.unit, r.si, r.statistic ?? null])).toEqual([
      ["throughput", "read", "random", 233.16, "MiB/s", 233.16 * 2 ** 20, null],
      ["iops", "read", "random", 59687, "IOPS", 59687, null],
      ["latency", "read", "random", 0.171, "ms", 0.000171, "avg"],
      ["throughput", "write", "random", 99.95, "MiB/s", 99.95 * 2 ** 20, null],
      ["iops", "write", "random", 25586.47, "IOPS", 25586.47, null],
      ["latency", "write", "random", 0.224, "ms", 0.000224, "avg"],
    ]);
    expect(diskspd(fixture("diskspd-2-mix-latency.txt"))[0]).toMatchObject({ tool: "diskspd", block_size_bytes: 4096, queue_depth: 8, threads: 2 });
  });

  it("a sequential read test without -L: no latency column, and the all-zero Write IO table gives nothing", () => {
    expect(diskspd(fixture("diskspd-seqread-no-latency.txt")).map((r) => [r.metric, r.op, r.access, r.value, r.block_size_bytes])).toEqual([
      ["throughput", "read", "sequential", 3433.43, 1048576],
      ["iops", "read", "sequential", 3433.43, 1048576],
    ]);
  });

  it("only a Total IO table pasted: the operation comes from the write ratio, a mix being read_write", () => {
    const text = fixture("diskspd-2-mix-latency.txt").split("\nRead IO\n")[0] ?? "";
    expect(diskspd(text).map((r) => [r.metric, r.op, r.value])).toEqual([["throughput", "read_write", 333.11], ["iops", "read_write", 85273.47], ["latency", "read_write", 0.187]]);
  });

  it("output of other tools with a pipe-separated table is not DiskSpd's", () => {
    expect(diskspd("| thread | MB/s |\n|---|---|\n| 0 | 120 |\ntotal: 120 | 4")).toEqual([]);
    expect(parseToolOutput(fixture("diskspd-seqread-no-latency.txt")).every((r) => r.tool === "diskspd")).toBe(true);
  });
});
