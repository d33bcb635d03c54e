import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const read = (body: string) => extractAll(buildDocument(`<html><head><title>dbench on ext4</title></head><body>${body}</body></html>`)).measurements.filter((m) => !m.derived);

describe("a column of a benchmark's concurrency (`clients`, `procs`)", () => {
  it("holds the runs' setting, not rates: the row's figures take it as threads", () => {
    const rows = read(`<p>dbench 8 -D . で測定した。</p><table><tr><th></th><th>Throughput</th><th>clients</th><th>procs</th><th>max_latency</th></tr>
<tr><td>barrier=1</td><td>2.77 MB/sec</td><td>8</td><td>8</td><td>1098.3 ms</td></tr><tr><td>barrier=0</td><td>137.6 MB/sec</td><td>8</td><td>8</td><td>287.7 ms</td></tr></table>`);
    expect(rows.map((m) => [m.metric, m.value, m.conditions.threads ?? null])).toEqual([
      ["throughput", 2.77, 8], ["latency", 1098.3, 8], ["throughput", 137.6, 8], ["latency", 287.7, 8],
    ]);
  });
});
