import { describe, expect, it } from "vitest";
import { parseFioTerse } from "../../../src/extract/tools/fioTerse.ts";
import { brief, lines } from "./readings.ts";

/** A terse v3 line as fio 3.x prints it: 5 header fields, 41 read fields, 41 write, 41 trim, CPU and disk fields. */
function terse(version: number, read: number[], write: number[]): string {
  const status = ([io, bw, iops, runtime]: number[]) => [io, bw, iops, runtime, 0, 0, "0.000000", "0.000000", 95, 40211, "812.4", "903.1",
    ...Array.from({ length: 20 }, (_, i) => `${(i + 1) * 5}.000000%=${100 + i}`), 98, 40214, "830.2", "905.5", 1000, 9000, "100.000000%", "4100.5", "310.2"];
  return [version, "fio-3.28", "job1", 0, 0, ...status(read), ...status(write), ...status([0, 0, 0, 0]), "1.2%", "6.3%", 1200, 0, 12,
    ...Array.from({ length: 17 }, () => "0.00%"), "sda", 5000, 0, 0, 0, 5000, 0, "0.00%"].join(";");
}

describe("fio terse (--minimal)", () => {
  it("reads bandwidth (KiB/s) and IOPS of each direction that moved data, with rw and bs from the command", () => {
    const text = ["$ fio --name=job1 --filename=t --rw=randrw --bs=4k --size=256m --runtime=10 --minimal", terse(3, [122880, 12288, 3072, 10000], [40960, 4096, 1024, 10000])].join("\n");
    expect(brief(parseFioTerse(lines(text))).map((r) => [r.metric, r.op, r.access, r.value, r.unit, r.si, r.block_size_bytes])).toEqual([
      ["throughput", "read", "random", 12288, "KiB/s", 12288 * 1024, 4096], ["iops", "read", "random", 3072, "IOPS", 3072, 4096],
      ["throughput", "write", "random", 4096, "KiB/s", 4096 * 1024, 4096], ["iops", "write", "random", 1024, "IOPS", 1024, 4096],
    ]);
  });

  it("skips the idle direction, accepts version 2, and rejects short or inconsistent lines", () => {
    expect(brief(parseFioTerse([terse(2, [61440, 20480, 20, 3000], [0, 0, 0, 0])])).map((r) => [r.op, r.value])).toEqual([["read", 20480], ["read", 20]]);
    expect(parseFioTerse(["3;fio-3.28;job1;0;0;61440;20480;20;3000"])).toEqual([]);
    // io does not equal bw × runtime: not the layout this reader knows
    expect(parseFioTerse([terse(3, [61440, 99999, 20, 3000], [0, 0, 0, 0])])).toEqual([]);
  });
});
