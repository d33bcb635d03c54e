import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { unitInText, unitStatements } from "../../../src/extract/tables/unitScope.ts";

const page = (body: string) => `<html><head><title>box compare</title></head><body><h1>box compare</h1>${body}</body></html>`;

describe("the unit grammar: a word's count per second is no time", () => {
  it("reads/s and writes/s are operation rates; any other word before `/s` is a count the grammar does not know, never seconds", () => {
    expect(unitInText("rand reads/s")).toMatchObject({ unit: "reads/s", kind: "iops" });
    expect(unitInText("writes/sec")).toMatchObject({ unit: "writes/sec", kind: "iops" });
    for (const h of ["fsyncs/s", "cpu events/sec", "sql query/sec", "r/s", "rxkB/s"]) expect(unitInText(h)).toBeNull();
    // a time stays a time
    expect(unitInText("Time (s)")).toMatchObject({ kind: "duration" });
    expect(unitInText("elapsed s")).toMatchObject({ kind: "duration" });
  });

  it("a snake_case name ends in its unit after the underscore: `wall_ms`, `latency_us`, `throughput_mbps`", () => {
    expect(unitInText("read wall_ms")).toMatchObject({ unit: "ms", kind: "duration" });
    expect(unitInText("latency_us")).toMatchObject({ unit: "us", kind: "duration" });
    expect(unitInText("throughput_mbps")).toMatchObject({ kind: "throughput" });
    // a name whose last word is no unit states none (`rx_bytes` is a count of bytes, `kB_read/s` a count per second)
    expect(unitInText("rx_bytes")).toBeNull();
    expect(unitInText("kB_read/s")).toBeNull();
  });

  it("a unit statement may give its unit in brackets of its own, for the columns it names", () => {
    expect(unitStatements("cacheの単位: (MB/sec)")).toEqual([expect.objectContaining({ terms: ["cache"], unit: expect.objectContaining({ unit: "MB/sec" }) })]);
  });
});

describe("a table whose note, the first item of a list under it, gives the unit of some columns", () => {
  const TABLE = `<table><tr><th>host</th><th>cache seq write</th><th>cache seq read</th><th>rand reads/s</th><th>fsyncs/s</th><th>queries</th></tr>
<tr><td>boxA</td><td>8100.5</td><td>9020.25</td><td>1210.5</td><td>2400.75</td><td>30210</td></tr>
<tr><td>boxB</td><td>6020.5</td><td>7730.75</td><td>990.25</td><td>1980.5</td><td>29870</td></tr></table>`;

  it("the named columns take the note's unit, reads/s is an operation rate, and the other columns are refused for want of a unit", () => {
    const out = extractAll(buildDocument(page(`${TABLE}<ul><li>cacheの単位: (MB/sec)</li><li>queries are totals</li></ul>`)));
    const rows = out.measurements.map((m) => [m.metric, m.value, m.unit]);
    expect(rows).toEqual([
      ["throughput", 8100.5, "MB/s"],
      ["throughput", 9020.25, "MB/s"],
      ["iops", 1210.5, "reads/s"],
      ["throughput", 6020.5, "MB/s"],
      ["throughput", 7730.75, "MB/s"],
      ["iops", 990.25, "reads/s"],
    ]);
    // never seconds, never the note's unit spread over the table
    expect(out.measurements.some((m) => m.metric === "duration" || m.value === 2400.75 || m.value === 30210)).toBe(false);
  });
});
