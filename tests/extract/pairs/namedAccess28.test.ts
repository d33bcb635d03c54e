import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

describe("a test name a row was printed under speaks for its access before the block's context", () => {
  it("reads `4KB Q8T8 Read` as random under a lead-in that names sequential reads", () => {
    const x = extractAll(
      buildDocument(`<html><head><title>disk check</title></head><body><h1>disk check</h1><p>A sequential read test first, then the small blocks.</p><pre>$ ./diskcheck.sh /data
Sequential Q32T1 Read: 1820MB/s IOPS=227
4KB Q8T8 Read: 702MB/s IOPS=179712
4KB Q1T1 Read: 61MB/s IOPS=15616
</pre></body></html>`),
    );
    expect(x.measurements.filter((m) => m.metric === "throughput").map((m) => [m.value, m.access])).toEqual([
      [1820, "sequential"],
      [702, "random"],
      [61, "random"],
    ]);
  });
});
