import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";
import { leadInSettings } from "../../src/extract/tables/leadInSettings.ts";
import { latencyStatistic } from "../../src/extract/tables/latencyStatistic.ts";
import { countCell } from "../../src/extract/tables/countCell.ts";
import { isRatioHeader } from "../../src/extract/tables/tableRoles.ts";

const page = (body: string) => buildDocument(`<html><head><title>Storage notes</title></head><body>${body}</body></html>`);
const rows = (body: string): Record<string, any>[] =>
  extractTables(page(body)).measurements.map((m) => ({ metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, derived: m.derived ?? false, ...m.conditions }));

// shapes of real fio summary tables: tests/fixtures/tables9 (three public notes) and unseen8's apollo summary
describe("table semantics: pattern columns, k counts, latency statistics, lead-in settings", () => {
  it("an `rw` column of Sequential / Random among the values gives each row its access, and `Read/IOPS` is a sub-header, not a ratio", () => {
    const found = rows(`<h2>Summary</h2><table border="1">
      <tr><th>Type</th><th>Block</th><th>iodepth</th><th>ioengine</th><th>numjobs</th><th>rw</th><th>Read</th><th>Read/IOPS</th><th>Write</th><th>Write/IOPS</th></tr>
      <tr><td>hdd</td><td>1M</td><td>64</td><td>libaio</td><td>8</td><td>Sequential</td><td>812MiB/s</td><td>805</td><td>416MiB/s</td><td>416</td></tr>
      <tr><td>hdd</td><td>8k</td><td>1</td><td>psync</td><td>100</td><td>Random</td><td>132MiB/s</td><td>16.9k</td><td>33.1MiB/s</td><td>4234</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.op, m.access, m.value, m.unit, m.block_size_bytes, m.queue_depth, m.threads])).toEqual([
      ["throughput", "read", "sequential", 812, "MiB/s", 1048576, 64, 8],
      ["iops", "read", "sequential", 805, "IOPS", 1048576, 64, 8],
      ["throughput", "write", "sequential", 416, "MiB/s", 1048576, 64, 8],
      ["iops", "write", "sequential", 416, "IOPS", 1048576, 64, 8],
      ["throughput", "read", "random", 132, "MiB/s", 8192, 1, 100],
      ["iops", "read", "random", 16900, "IOPS", 8192, 1, 100],
      ["throughput", "write", "random", 33.1, "MiB/s", 8192, 1, 100],
      ["iops", "write", "random", 4234, "IOPS", 8192, 1, 100],
    ]);
    expect(isRatioHeader("Read/IOPS", ["Read", "Write", "Write/IOPS"])).toBe(false);
    expect(isRatioHeader("Read/Write", ["Read", "Write"])).toBe(true);
  });

  it("a `mode` column of fio job names after the settings, k-multiplied IOPS, and avg / p99 times as latency statistics", () => {
    const found = rows(`<p>bs=4k, size=1 GiB, 60 s measurement, 10 s warmup.</p><table>
      <tr><th>numjobs</th><th>iodepth</th><th>mode</th><th>IOPS</th><th>BW</th><th>avg</th><th>p99</th></tr>
      <tr><td>1</td><td>16</td><td>randwrite</td><td>518k</td><td>2023 MiB/s</td><td>31 µs</td><td>47 µs</td></tr>
      <tr><td>1</td><td>16</td><td>randread</td><td>640k</td><td>2501 MiB/s</td><td>25 µs</td><td>40 µs</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.op, m.access, m.value, m.derived, m.statistic ?? null, m.block_size_bytes, m.queue_depth])).toEqual([
      ["iops", "write", "random", 518000, false, null, 4096, 16],
      ["throughput", "write", "random", 2023, false, null, 4096, 16],
      ["latency", "write", "random", 31, false, "avg", 4096, 16],
      ["latency", "write", "random", 47, false, "p99", 4096, 16],
      ["iops", "read", "random", 640000, false, null, 4096, 16],
      ["throughput", "read", "random", 2501, false, null, 4096, 16],
      ["latency", "read", "random", 25, false, "avg", 4096, 16],
      ["latency", "read", "random", 40, false, "p99", 4096, 16],
    ]);
  });

  it("a k multiplier is read only under an IOPS header, and a whole power of two may be a block size", () => {
    expect(countCell("16.9k")?.value).toBe(16900);
    expect(countCell("1.2M")?.value).toBe(1200000);
    expect(countCell("64k")).toBeNull();
    expect(countCell("1M")).toBeNull();
    const found = rows(`<table border="1"><tr><th>test</th><th>files</th><th>MB/s</th></tr><tr><td>copy</td><td>165k</td><td>120</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.value])).toEqual([["throughput", 120]]);
  });

  it("an average column with no percentile beside it stays an aggregate of the other cells", () => {
    expect(latencyStatistic(["avg"], false)).toBeNull();
    expect(latencyStatistic(["avg"], true)).toBe("avg");
    expect(latencyStatistic(["p99.9"], false)).toBe("p99.9");
    expect(latencyStatistic(["99th percentile (ms)"], false)).toBe("p99");
  });

  it("fio options and an NFS version in the sentences over a table are its settings; a sweep of values is none", () => {
    expect(leadInSettings(["/dev/shm (tmpfs), bs=4k, size=1 GiB, 60 s measurement", "through the kernel NFSv3 client"])).toEqual({ block_size_bytes: 4096, nfs_version: 3 });
    expect(leadInSettings(["fio --bs=1M --iodepth=32 --numjobs=4 --rw=read"])).toEqual({ block_size_bytes: 1048576, queue_depth: 32, threads: 4 });
    expect(leadInSettings(["bs=4k first, then bs=1M"])).toEqual({});
    // a sentence that states results is not the table's description
    expect(leadInSettings(["with bs=4k we saw 120 MB/s"])).toEqual({});
  });

  it("a column of other words (ioengine, notes) among the values does not label its rows", () => {
    const found = rows(`<table border="1"><tr><th>Drive</th><th>Read (MB/s)</th><th>note</th></tr>
      <tr><td>SSD A</td><td>500</td><td>faster than write</td></tr><tr><td>SSD B</td><td>480</td><td>cold cache</td></tr></table>`);
    expect(found.map((m) => m.op)).toEqual(["read", "read"]);
  });
});
