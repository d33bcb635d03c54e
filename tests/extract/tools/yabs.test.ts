import { describe, expect, it } from "vitest";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture } from "./readings.ts";

const rows = (text: string) => brief(parseToolOutput(text).filter((r) => r.tool === "fio")).map((r) => [r.metric, r.op, r.value, Math.round(Number(r.si)), r.block_size_bytes]);

describe("yabs (Yet-Another-Bench-Script) fio table", () => {
  // layout and units as yabs.sh's format_speed / format_iops print them (1000-based bandwidth, `k` IOPS, fio --bs sizes)
  it("reads Read and Write per block size, bandwidth 1000-based, IOPS with k; the Total row and blank cells are not read", () => {
    const r = rows(fixture("yabs-fio-table.txt"));
    expect(r.slice(0, 4)).toEqual([
      ["throughput", "read", 61.6, 61600000, 4096], ["iops", "read", 15400, 15400, 4096],
      ["throughput", "read", 592.53, 592530000, 65536], ["iops", "read", 9200, 9200, 65536],
    ]);
    expect(r).toHaveLength(14);
    expect(r.filter((x) => x[4] === 1048576)).toEqual([["throughput", "read", 903.44, 903440, 1048576], ["iops", "read", 8, 8, 1048576]]);
    expect(r.some((x) => x[3] === 123400000 || x[3] === 2070000000)).toBe(false);
  });

  it("rows shaped like the table without the fio Disk Speed Tests title are not read", () => {
    expect(rows("Block Size | 4k (IOPS) | 64k (IOPS)\nRead | 61.60 MB/s (15.4k) | 592.53 MB/s (9.2k)\n")).toEqual([]);
  });
});
