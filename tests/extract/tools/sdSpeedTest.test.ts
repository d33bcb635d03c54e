import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractToolOutputs } from "../../../src/extract/tools/extractToolOutputs.ts";
import { parseToolOutput } from "../../../src/extract/tools/parseToolOutput.ts";
import { brief, fixture } from "./readings.ts";

describe("Raspberry Pi Diagnostics SD Card Speed Test", () => {
  it("the summary lines are results, the target a threshold condition, `Run N` the run; fio's semicolon lines repeat them", () => {
    const r = brief(parseToolOutput(fixture("agnostics-sdtest.txt")));
    expect(r.map((x) => [x.metric, x.op, x.access, x.value, x.run])).toEqual([
      ["throughput", "write", "sequential", 30871, 1], ["iops", "write", "random", 657, 1], ["iops", "read", "random", 2755, 1],
      ["throughput", "write", "sequential", 29940, 2], ["iops", "write", "random", 449, 2], ["iops", "read", "random", 2721, 2],
    ]);
    expect(r[0]).toMatchObject({ unit: "KB/sec", si: 30871 * 1024, target_kb_per_s: 10000 });
    expect(r[1]).toMatchObject({ target_iops: 500 });
    expect(r.some((x) => x.value === 10000 || x.value === 500 || x.value === 1500)).toBe(false);
  });

  it("the first versions printed no unit: KB/sec for the sequential write, IOPS for the random tests, as the script reads fio", () => {
    const r = brief(parseToolOutput("Sequential write speed 14294 (target 10000) - PASS\nRandom read speed 1825 (target 1500) - PASS"));
    expect(r.map((x) => [x.metric, x.value, x.unit])).toEqual([["throughput", 14294, "KB/sec"], ["iops", 1825, "IOPS"]]);
  });

  it("as list items under a card's heading; a heading naming the speed test itself is not the storage", () => {
    const doc = buildDocument(`<title>cards</title><h2>SanDisk Extreme 64GB</h2><ul><li>Sequential write speed 31006 KB/sec (target 10000) - PASS</li><li>Random read speed 3890 IOPS (target 1500) - PASS</li></ul>
      <h2>The SD Card Speed Test</h2><pre>Random write speed 720 IOPS (target 500) - PASS</pre>`);
    const ms = extractToolOutputs(doc).measurements;
    expect(ms.map((m) => [m.value, m.conditions.storage])).toEqual([[31006, "SanDisk Extreme 64GB"], [3890, "SanDisk Extreme 64GB"], [720, undefined]]);
  });
});
