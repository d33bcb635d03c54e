import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseAsSsd } from "../../../src/extract/tools/asSsd.ts";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tools/${name}`, import.meta.url), "utf8");
const parse = (text: string) => parseAsSsd(text.split("\n"));

describe("AS SSD Benchmark text", () => {
  it("MB/s view: Seq, 4K (4 KiB), 4K-64Threads (64 threads) and access times, with the drive from Name:; scores left out", () => {
    const r = parse(fixture("asssd-mbs.txt"));
    expect(r.map((x) => [x.metric, x.operation, x.access, x.quantity.value, x.quantity.unit, x.conditions.block_size_bytes ?? null, x.conditions.threads ?? null])).toEqual([
      ["throughput", "read", "sequential", 2863.65, "MB/s", null, null],
      ["throughput", "write", "sequential", 2127.69, "MB/s", null, null],
      ["throughput", "read", "random", 49.57, "MB/s", 4096, null],
      ["throughput", "write", "random", 89.19, "MB/s", 4096, null],
      ["throughput", "read", "random", 790.21, "MB/s", 4096, 64],
      ["throughput", "write", "random", 1066.48, "MB/s", 4096, 64],
      ["latency", "read", null, 0.09, "ms", null, null],
      ["latency", "write", null, 0.046, "ms", null, null],
    ]);
    expect(r.every((x) => x.conditions.storage === "Samsung SSD 970 EVO Plus 250GB" && x.conditions.tool === "AS SSD")).toBe(true);
    expect(r[6]?.quantity.valueSi).toBeCloseTo(0.00009);
  });

  it("IOPS view: the 16MB section is sequential with its block size; the 512B section (inverse access times) is not read", () => {
    const r = parse(fixture("asssd-iops.txt"));
    expect(r.map((x) => [x.metric, x.operation, x.access, x.quantity.value, x.conditions.block_size_bytes ?? null])).toEqual([
      ["iops", "read", "sequential", 154.29, 16 * 2 ** 20],
      ["iops", "write", "sequential", 67.34, 16 * 2 ** 20],
      ["iops", "read", "random", 15521, 4096],
      ["iops", "write", "random", 31267, 4096],
      ["iops", "read", "random", 114103, 4096],
      ["iops", "write", "random", 66393, 4096],
    ]);
  });

  it("Read:/Write: lines of a prose list are not its output", () => {
    expect(parse("Results:\nRead: 550 MB/s\nWrite: 520 MB/s")).toEqual([]);
    expect(parse("Sequential:\nRead: 550 MB/s\nWrite: 520 MB/s")).toEqual([]);
  });
});
