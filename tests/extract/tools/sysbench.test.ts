import { describe, expect, it } from "vitest";
import { parseSysbench } from "../../../src/extract/tools/sysbench.ts";
import { brief, fixture, lines } from "./readings.ts";

const sysbench = (text: string) => brief(parseSysbench(lines(text)));

describe("sysbench fileio", () => {
  it("0.4: `(167.07Mb/sec)` is 2^20 bytes a second, Requests/sec is IOPS, per-request statistics are latencies; amounts and total time are not", () => {
    const r = sysbench(fixture("sysbench-0.4-seqrd.txt"));
    expect(r.map((x) => [x.metric, x.op, x.access, x.value, x.unit, x.statistic])).toEqual([
      ["throughput", "read", "sequential", 167.07, "Mb/sec", undefined], ["iops", "read", "sequential", 10692.66, "Requests/sec", undefined],
      ["latency", "read", "sequential", 0.03, "ms", "min"], ["latency", "read", "sequential", 0.09, "ms", "avg"],
      ["latency", "read", "sequential", 9.99, "ms", "max"], ["latency", "read", "sequential", 0.47, "ms", "p95"],
    ]);
    expect(r[0]).toMatchObject({ si: 167.07 * 2 ** 20, block_size_bytes: 16384, threads: 1 });
  });

  it("0.5: `response time:` block, random r/w is read_write, threads from the options", () => {
    const r = sysbench(fixture("sysbench-0.5-rndrw.txt"));
    expect(r.map((x) => [x.metric, x.op, x.access, x.value])).toEqual([
      ["throughput", "read_write", "random", 29.944], ["iops", "read_write", "random", 1916.43],
      ["latency", "read_write", "random", 0.02], ["latency", "read_write", "random", 7.97], ["latency", "read_write", "random", 140.8], ["latency", "read_write", "random", 19.61],
    ]);
    expect(r[0]).toMatchObject({ threads: 16, block_size_bytes: 16384 });
  });

  it("1.0 (run here): reads/s and writes/s, read/written MiB/s, the Latency (ms) block without units on the values; sum is not a latency", () => {
    const r = sysbench(fixture("sysbench-1.0-rndrw.txt"));
    expect(r.map((x) => [x.metric, x.op, x.unit, x.statistic])).toEqual([
      ["iops", "read", "reads/s", undefined], ["iops", "write", "writes/s", undefined], ["throughput", "read", "MiB/s", undefined], ["throughput", "write", "MiB/s", undefined],
      ["latency", "read_write", "ms", "min"], ["latency", "read_write", "ms", "avg"], ["latency", "read_write", "ms", "max"], ["latency", "read_write", "ms", "p95"],
    ]);
    expect(r.every((x) => x.access === "random" && x.block_size_bytes === 16384)).toBe(true);
  });

  it("1.0: a read-only mode's 0.00 write rates are not results; the file size is `N files, X each`, not the block size", () => {
    const rw = sysbench(fixture("sysbench-1.0-rndrw.txt"));
    expect(rw.every((x) => x.file_size_bytes === 512 * 1024)).toBe(true);
    const seqrd = fixture("sysbench-1.0-rndrw.txt").replace("--file-test-mode=rndrw", "--file-test-mode=seqrd").replace("Doing random r/w test", "Doing sequential read test")
      .replace(/writes\/s:(\s+)[\d.]+/, "writes/s:$10.00").replace(/written, MiB\/s:(\s+)[\d.]+/, "written, MiB/s:$10.00");
    const r = sysbench(seqrd).filter((x) => x.metric !== "latency");
    expect(r.map((x) => [x.metric, x.op, x.access])).toEqual([["iops", "read", "sequential"], ["throughput", "read", "sequential"]]);
    // a mode that does write keeps a zero write rate: it is what the run measured
    const stalled = fixture("sysbench-1.0-rndrw.txt").replace(/writes\/s:(\s+)[\d.]+/, "writes/s:$10.00");
    expect(sysbench(stalled).filter((x) => x.metric === "iops").map((x) => [x.op, x.value])).toEqual([["read", 4324.62], ["write", 0]]);
  });

  it("sysbench cpu output and prose are not read as fileio", () => {
    expect(sysbench("sysbench cpu --cpu-max-prime=20000 run\nCPU speed:\n    events per second:  1234.56\nGeneral statistics:\n    total time:  10.0004s\nLatency (ms):\n         min:  0.79\n         avg:  0.81")).toEqual([]);
    expect(sysbench("Doing random r/w tests on the NAS gave Total transferred numbers that were poor.")).toEqual([]);
  });
});
