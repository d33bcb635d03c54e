import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture } from "./readings.ts";

const rows = (name: string) => brief(parseToolOutput(fixture(name)));

describe("DiskSpd", () => {
  it("a mix run: the Read IO and Write IO total lines (MiB/s, I/O per s, AvgLat), not Total IO, the threads or the %-ile table", () => {
    const r = rows("diskspd-2.2-mix.txt");
    expect(r.map((x) => [x.metric, x.op, x.value])).toEqual([
      ["throughput", "read", 22.06], ["iops", "read", 2823.65], ["latency", "read", 1.731],
      ["throughput", "write", 9.45], ["iops", "write", 1209.53], ["latency", "write", 2.564],
    ]);
    expect(r[0]).toMatchObject({ access: "random", si: 22.06 * 2 ** 20, tool: "diskspd", block_size_bytes: 8192, queue_depth: 2, threads: 4, mix: "Read 70%/Write 30%" });
    expect(r[2]).toMatchObject({ unit: "ms", statistic: "avg" });
    expect(r[2]?.si).toBeCloseTo(0.001731, 9);
  });

  it("old DiskSpd's `MB/s` column is MiB/s (bytes / 1024 / 1024); a UNC target path is an SMB share; repeated sections are two runs", () => {
    const r = rows("diskspd-old-mbs.txt").filter((x) => x.metric === "throughput");
    expect(r.map((x) => [x.value, x.si, x.protocol])).toEqual([[1332.13, 1332.13 * 2 ** 20, undefined], [731.71, 731.71 * 2 ** 20, "SMB"]]);
  });

  it("only the Total IO section pasted: its total line, the operation from -w, sequential from -si, no latency without -L", () => {
    const r = rows("diskspd-total-only.txt");
    expect(r.map((x) => [x.metric, x.op, x.access, x.value])).toEqual([["throughput", "write", "sequential", 500.79], ["iops", "write", "sequential", 4006.4]]);
    expect(r[0]).toMatchObject({ block_size_bytes: 131072, queue_depth: 8, threads: 2 });
  });

  it("an idle section (0 I/Os) and text that only looks like a table give nothing", () => {
    expect(parseToolOutput("Read IO\nthread | bytes | I/Os | MiB/s | I/O per s | file\n------\ntotal: 0 | 0 | 0.00 | 0.00")).toEqual([]);
    expect(parseToolOutput("total: 120 | 44 | 3.2 | 9.1")).toEqual([]);
  });
});
