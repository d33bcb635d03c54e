import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { alignedTable } from "../../../src/document/textTables.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

describe("comma-separated values in preformatted text are a table", () => {
  it("parts columns by commas where the header's are, and never inside a grouped figure", () => {
    expect(alignedTable("Queue depth, IOPS\n1, 12040\n4, 40110\n16, 91500")?.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Queue depth", "IOPS"], ["1", "12040"], ["4", "40110"], ["16", "91500"],
    ]);
    // `1,234` may be a grouped figure or two columns: rows of uneven width are no table
    expect(alignedTable("size,read,write\n4k,1,234,5\n8k,2,300")).toBeNull();
  });

  it("reads its figures under the header's unit, the row's first cell as the case", () => {
    const x = extractAll(buildDocument(`<html><body><h1>NVMe random reads</h1><pre>Queue depth, IOPS
1, 12040
4, 40110</pre></body></html>`));
    expect(x.measurements.map((m) => [m.metric, m.value, m.unit])).toEqual([["iops", 12040, "IOPS"], ["iops", 40110, "IOPS"]]);
  });
});
