import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { typedLines } from "../../../src/extract/structure/typedLines.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Disk notes</title></head><body><h1>Disk notes</h1>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("structure: a unit printed after the last value of a slashed list", () => {
  it("is the unit of the bare values before it, spaced or not", () => {
    expect(typedLines("Seq Read/Write: 2100 / 1900 MB/s")[0]?.segments).toEqual(["Seq Read: 2100 MB/s", "Seq Write: 1900 MB/s"]);
    expect(typedLines("Min/Avg/Max latency: 0.2/0.7/3.1 ms")[0]?.segments).toEqual(["Min latency: 0.2 ms", "Avg latency: 0.7 ms", "Max latency: 3.1 ms"]);
    // values that print their own units keep them
    expect(typedLines("Read/Write: 120 MB/s / 95 MB/s")[0]?.segments).toEqual(["Read: 120 MB/s", "Write: 95 MB/s"]);
  });

  it("gives each statistic its value, not the last value under the first statistic", () => {
    const got = rows(`<pre>$ ./diskprobe /dev/sdb
Min/Avg/Max latency: 0.2/0.7/3.1 ms</pre>`).map((m) => [m.metric, m.value, m.unit, m.conditions.statistic ?? null]);
    expect(got).toEqual([
      ["latency", 0.2, "ms", "min"],
      ["latency", 0.7, "ms", "avg"],
      ["latency", 3.1, "ms", "max"],
    ]);
  });
});
