import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

/** Pages of the genre written here, not taken from the samples: English, another layout, other tools. */
describe("an English NAS blog post", () => {
  const bytes = readFileSync(new URL("../fixtures/extra/en-nas-blog.html", import.meta.url));
  const doc = buildDocument(decodeBytes(bytes, null, "en").text);
  const ex = extractAll(doc);
  const rows = ex.measurements.map((m) => [m.origin, m.metric, m.operation, m.access, m.value, m.unit]);

  it("finds the report, its date and every number", () => {
    expect(doc.reports).toEqual([{ part: null, title: "Testing a 10GbE NAS", publishedOn: "2015-04-02", firstBlock: 0 }]);
    expect(rows).toEqual([
      ["prose", "throughput", "write", "sequential", 412, "MB/s"],
      ["prose", "throughput", "read", "sequential", 980, "MB/s"],
      ["table", "iops", "read", null, 45000, "IOPS"],
      ["table", "iops", "write", null, 38500, "IOPS"],
      ["table", "iops", "read", null, 9800, "IOPS"],
      ["table", "iops", "write", null, 7100, "IOPS"],
      ["tool-output", "duration", "write", "sequential", 26.1, "s"],
      ["tool-output", "throughput", "write", "sequential", 411, "MB/s"],
    ]);
    expect(ex.measurements.find((m) => m.value === 980)?.conditions).toMatchObject({ approximate: true, protocol: "NFS" });
    expect(ex.measurements.find((m) => m.value === 9800)?.conditions).toMatchObject({ block_size_bytes: 65536 });
  });

  it("reads the test machine from its list", () => {
    expect(ex.systems).toHaveLength(1);
    expect(ex.components.map((c) => [c.kind, c.model])).toEqual([["cpu", "Xeon E5-2620 v3"], ["memory", "DDR4-2133"], ["os", "Ubuntu 14.04"], ["nic", "Intel X540-T2"]]);
    expect(ex.components.find((c) => c.kind === "nic")?.speedBps).toBe(10e9);
  });
});
