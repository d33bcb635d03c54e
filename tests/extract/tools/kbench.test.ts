import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";
import { parseKbench } from "../../../src/extract/tools/kbench.ts";

const text = readFileSync(new URL("../../fixtures/tools/kbench-summary.txt", import.meta.url), "utf8");

describe("kbench's FIO Benchmark Summary", () => {
  it("reads IOPS, bandwidth and latency, Random and Sequential, read / write, in each section's unit", () => {
    const r = parseKbench(text.split("\n"));
    expect(r.map((x) => [x.metric, x.operation, x.access, x.quantity.value, x.quantity.unit])).toEqual([
      ["iops", "read", "random", 35205, "IOPS"], ["iops", "write", "random", 765, "IOPS"],
      ["iops", "read", "sequential", 39286, "IOPS"], ["iops", "write", "sequential", 867, "IOPS"],
      ["throughput", "read", "random", 1117899, "KiB/s"], ["throughput", "write", "random", 95300, "KiB/s"],
      ["throughput", "read", "sequential", 1178934, "KiB/s"], ["throughput", "write", "sequential", 107599, "KiB/s"],
      ["latency", "read", "random", 120223, "ns"], ["latency", "write", "random", 6361935, "ns"],
      ["latency", "read", "sequential", 54457, "ns"], ["latency", "write", "sequential", 5398745, "ns"],
    ]);
    expect(r[4]?.quantity.valueSi).toBeCloseTo(1117899 * 1024);
    expect(r[8]?.quantity.valueSi).toBeCloseTo(120223e-9);
    expect(r.every((x) => x.tool === "fio")).toBe(true);
    // Size: 30G is the volume, not a result
    expect(r.some((x) => x.quantity.value === 30)).toBe(false);
  });

  it("without its banner the lines are nobody's output", () => {
    expect(parseKbench(text.replace("FIO Benchmark Summary", "").split("\n"))).toEqual([]);
  });

  it("the heading above a block that names the pool among other words is its storage, whole", () => {
    const doc = buildDocument(`<title>Storage classes</title><h1>Storage classes</h1><h2>ceph-block (Samsung SSD 990 PRO 1TB)</h2><pre>${text}</pre><h2>nfs-archive / nas.lan (raidz1 4x WD Red Plus 8 TB)</h2><pre>${text}</pre>`);
    const storages = [...new Set(extractToolOutputs(doc).measurements.map((m) => m.conditions.storage))];
    expect(storages).toEqual(["ceph-block (Samsung SSD 990 PRO 1TB)", "nfs-archive / nas.lan (raidz1 4x WD Red Plus 8 TB)"]);
  });
});
