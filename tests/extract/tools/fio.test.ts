import { describe, expect, it } from "vitest";
import { parseFio } from "../../../src/extract/tools/fio.ts";
import { brief, fixture, lines } from "./readings.ts";

const fio = (text: string) => brief(parseFio(lines(text)));
const rows = (text: string) => fio(text).map((x) => [x.metric, x.op, x.access, x.value, x.unit, x.block_size_bytes]);

describe("fio human output", () => {
  it("fio 3 (run here): IOPS with its k multiplier, BW as printed (binary), the job's mean lat; no percentiles or samples", () => {
    expect(rows(fixture("fio-randread.txt"))).toEqual([
      ["iops", "read", "random", 15800, "IOPS", 4096], ["throughput", "read", "random", 61.7, "MiB/s", 4096], ["latency", "read", "random", 60.94, "usec", 4096],
    ]);
    const [, bw] = fio(fixture("fio-randread.txt"));
    expect(bw?.si).toBeCloseTo(61.7 * 2 ** 20);
    expect(fio(fixture("fio-3.33-seqwrite.txt"))[0]).toMatchObject({ metric: "iops", op: "write", access: "sequential", value: 484, block_size_bytes: 1048576, queue_depth: 4 });
  });

  it("fio 3 with two groups (run here): each job keeps its own header; the run-status lines repeat them and are not read", () => {
    expect(rows(fixture("fio-3.33-two-groups.txt")).filter((r) => r[0] !== "latency")).toEqual([
      ["iops", "read", "sequential", 533, "IOPS", 1048576], ["throughput", "read", "sequential", 533, "MiB/s", 1048576],
      ["iops", "read", "random", 7927, "IOPS", 4096], ["throughput", "read", "random", 31, "MiB/s", 4096],
    ]);
  });

  it("fio 2.x `read : io=…, bw=…KB/s, iops=…`: KB is 1024 bytes before fio 3", () => {
    const r = fio(fixture("fio-2.2-randrw.txt"));
    expect(r.map((x) => [x.metric, x.op, x.access, x.value, x.unit, x.queue_depth])).toEqual([
      ["iops", "read", "random", 37756, "IOPS", 64], ["throughput", "read", "random", 151025, "KB/s", 64],
      ["iops", "write", "random", 12590, "IOPS", 64], ["throughput", "write", "random", 50363, "KB/s", 64],
    ]);
    expect(r[1]?.si).toBe(151025 * 1024);
    expect(rows(fixture("fio-old.txt"))).toEqual([["iops", "write", "sequential", 402, "IOPS", 1048576], ["throughput", "write", "sequential", 412345, "KB/s", 1048576]]);
  });

  it("fio 2.16 run status only (`READ: io=…, aggrb=…`): the group's lines are the results, with the one header above", () => {
    expect(rows(fixture("fio-2.16-runstatus.txt"))).toEqual([["throughput", "read", "sequential", 1126.5, "MB/s", 4096], ["throughput", "write", "sequential", 1126.1, "MB/s", 4096]]);
  });

  it("pasted run-status groups: a header applies to its own group only, and groups nothing tells apart are numbered", () => {
    const text = [
      "Run status group 0 (all jobs):",
      "  WRITE: bw=190MiB/s (199MB/s), 190MiB/s-190MiB/s (199MB/s-199MB/s), io=11.1GiB (12.0GB), run=60012-60012msec",
      "",
      "Disk stats (read/write):",
      "  sdb: ios=0/12235, merge=0/46, ticks=0/3959195, in_queue=3964198, util=99.90%",
      "randw: (g=0): rw=randwrite, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) 4096B-4096B, ioengine=libaio, iodepth=32",
      "",
      "Run status group 0 (all jobs):",
      "  WRITE: bw=5120KiB/s (5243kB/s), 5120KiB/s-5120KiB/s (5243kB/s-5243kB/s), io=300MiB (315MB), run=60001-60001msec",
      "",
      "Disk stats (read/write):",
      "  sdb: ios=0/99091, merge=0/1642, ticks=0/3922171, in_queue=3923568, util=99.87%",
      "",
      "Run status group 0 (all jobs):",
      "  WRITE: bw=185MiB/s (194MB/s), 185MiB/s-185MiB/s (194MB/s-194MB/s), io=10.8GiB (11.6GB), run=60003-60003msec",
    ].join("\n");
    expect(fio(text).map((x) => [x.op, x.access, x.value, x.block_size_bytes, x.run])).toEqual([
      ["write", null, 190, undefined, 1], ["write", "random", 5120, 4096, 2], ["write", null, 185, undefined, 3],
    ]);
  });

  it("prose and the progress line that look like fio output are not read", () => {
    expect(fio("The read: IOPS figure was about 50k and BW around 200 MB/s.\nJobs: 1 (f=1): [m(1)][100.0%][r=80.1MiB/s,w=26.6MiB/s][r=20.5k,w=6814 IOPS][eta 00m:00s]")).toEqual([]);
  });
});

describe("fio group_reporting", () => {
  it("a result line for several jobs (`jobs=4`) carries numjobs", () => {
    const text = "rr: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) 4096B-4096B, ioengine=libaio, iodepth=32\nrr: (groupid=0, jobs=4): err= 0: pid=901: Mon Jan  8 10:00:00 2024\n  read: IOPS=412k, BW=1609MiB/s (1687MB/s)(94.3GiB/60001msec)";
    expect(fio(text).map((x) => [x.metric, x.value, x.numjobs, x.queue_depth])).toEqual([["iops", 412000, 4, 32], ["throughput", 1609, 4, 32]]);
  });
});
