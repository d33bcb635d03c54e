import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { readPairs, type Refusal } from "../../../src/extract/pairs/readPairs.ts";
import { columnGrids } from "../../../src/extract/structure/columnGrids.ts";
import { typedLines } from "../../../src/extract/structure/typedLines.ts";
import { unitInText } from "../../../src/extract/tables/unitScope.ts";

const rows = (pre: string, lead = "<p>Runs on the lab box.</p>") =>
  extractAll(buildDocument(`<html><head><title>storage notes</title></head><body><h1>storage notes</h1>${lead}<pre>${pre}</pre></body></html>`)).measurements.filter(
    (m) => !m.derived,
  );

describe("a unit as a label (`IO/s: 88123 MB/s: 344`) among a tool's settings", () => {
  it("splits the line at each unit label and reads each figure in the unit before it", () => {
    const [line] = typedLines("Threads: 8 Size:  4096  WRITE Time:  20 IO/s:  88123 MB/s:  344");
    expect(line?.segments).toEqual(["Threads: 8", "Size:  4096", "WRITE Time:  20", "IO/s:  88123", "MB/s:  344"]);
  });

  it("keeps both figures although most of the line's labels are settings", () => {
    const got = readPairs(["# blkbench -t 8 -s 4096 -o write /dev/sdb", "Threads: 8 Size:  4096  WRITE Time:  20 IO/s:  88123 MB/s:  344"], null);
    expect(got.map((r) => [r.metric, r.quantity.value, r.quantity.unit])).toEqual([
      ["iops", 88123, "IO/s"],
      ["throughput", 344, "MB/s"],
    ]);
  });

  it("a line of settings with no figure under its unit stays a line of settings", () => {
    const refused: Refusal[] = [];
    expect(readPairs(["Threads: 8 Size: 4096 Depth: 32 Rate limit: 200 MB/s", "Threads: 4 Size: 512 Depth: 1 Rate limit: 50 MB/s"], null, refused)).toEqual([]);
    expect(refused.some((r) => /line of settings|setting/.test(r.reason))).toBe(true);
  });
});

describe("a slashed list of statistics after a name (`eth1 rtt min/avg/max/mdev = …`)", () => {
  it("gives each statistic its own figure, the mean deviation with its statistic (the grammar reads mdev as one)", () => {
    const got = readPairs(["eth1 rtt min/avg/max/mdev = 0.101/0.155/0.302/0.044 ms", "eth2 rtt min/avg/max/mdev = 0.120/0.181/0.350/0.051 ms"], null);
    expect(got.map((r) => [r.metric, r.quantity.value, r.conditions.statistic])).toEqual([
      ["latency", 0.101, "min"],
      ["latency", 0.155, "avg"],
      ["latency", 0.302, "max"],
      ["latency", 0.044, "stddev"],
      ["latency", 0.12, "min"],
      ["latency", 0.181, "avg"],
      ["latency", 0.35, "max"],
      ["latency", 0.051, "stddev"],
    ]);
  });
});

// a benchmark's own report: a configuration listing every test, then one framed section per test with a run table
const REPORT = `Bench settings
 Tests:        Read,Write
 Iterations:   3

##### Write phase #####
chunk 256 KB
pass      millisec      MB/s
[warm]       410       624.39
1            388       659.79
2            392       653.06
3            401       638.40
`;

describe("a run table in a <pre> whose first column names the runs in words and numbers", () => {
  it("is a grid, its first column the rows' labels, the framed title among the paragraphs over it", () => {
    const [grid] = columnGrids(REPORT);
    expect(grid?.table.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["pass", "millisec", "MB/s"],
      ["[warm]", "410", "624.39"],
      ["1", "388", "659.79"],
      ["2", "392", "653.06"],
      ["3", "401", "638.40"],
    ]);
    expect(grid?.table.rows.slice(1).every((r) => r[0]?.header === true)).toBe(true);
    expect(grid?.heading).toBe("Write phase");
  });

  it("reads each run's time and rate: the run from the first column, the operation from the nearest title that names one", () => {
    const got = rows(REPORT).map((m) => [m.metric, m.operation, m.value, m.unit, m.conditions.run]);
    expect(got).toEqual([
      ["duration", "write", 410, "millisec", "[warm]"],
      ["throughput", "write", 624.39, "MB/s", "[warm]"],
      ["duration", "write", 388, "millisec", 1],
      ["throughput", "write", 659.79, "MB/s", 1],
      ["duration", "write", 392, "millisec", 2],
      ["throughput", "write", 653.06, "MB/s", 2],
      ["duration", "write", 401, "millisec", 3],
      ["throughput", "write", 638.4, "MB/s", 3],
    ]);
  });

  it("a first column of words and numbers under a header that names a unit is no label column", () => {
    expect(columnGrids("ms        MB/s      IOPS\nn/a       12.5      3200\n4.1       80.1      19555\n")).toEqual([]);
  });
});

describe("units spelled out in a header", () => {
  it("reads a header that is wholly a unit the table spells (`microsec`, `(microseconds)`, `(Ops/sec)`); a frequency is none", () => {
    expect(unitInText("microsec")?.valueSi).toBe(1e-6);
    expect(unitInText("time (microseconds)")?.kind).toBe("duration");
    expect(unitInText("Rate (Ops/sec)")?.kind).toBe("iops");
    expect(unitInText("Clock (GHz)")).toBeNull();
  });
});

describe("a table row that writes its unit in one cell and leaves the others bare", () => {
  const table = (head: string) =>
    extractAll(
      buildDocument(
        `<html><head><title>drive fill test</title></head><body><h1>drive fill test</h1><table><tr><th>Trace</th>${head}</tr><tr><td>Overall score</td><td>41000</td><td>30500</td></tr><tr><td>photo import</td><td>250.5 MB/s</td><td>201.25</td></tr><tr><td>game load</td><td>190.75 MB/s</td><td>120.5</td></tr></table></body></html>`,
      ),
    );

  it("gives the row's unit to its bare cells under columns of setups; a row writing no unit stays unread", () => {
    const x = table("<th>Empty drive</th><th>90% full</th>");
    expect(x.measurements.map((m) => [m.value, m.unit])).toEqual([
      [250.5, "MB/s"],
      [201.25, "MB/s"],
      [190.75, "MB/s"],
      [120.5, "MB/s"],
    ]);
    expect(x.rejects.filter((r) => r.raw === "41000" || r.raw === "30500")).toHaveLength(2);
  });

  it("does not when a column's header names a measure of its own", () => {
    const x = table("<th>Throughput</th><th>IOPS</th>");
    expect(x.measurements.some((m) => m.value === 201.25 && m.unit === "MB/s")).toBe(false);
  });
});

describe("a benchmark's table of bare figures, of a tool that reports operation rates as readily as byte rates (fio)", () => {
  const page = (lead: string) =>
    extractAll(
      buildDocument(
        `<html><head><title>volume tiers</title></head><body><h1>volume tiers</h1><p>${lead}</p><table><tr><th></th><th>Tier A</th><th>Tier B</th></tr><tr><td>4k random read</td><td>3100</td><td>5200</td></tr><tr><td>4k random write</td><td>2900</td><td>4800</td></tr></table></body></html>`,
      ),
    );

  it("reads them as IOPS where the table's scope names IOPS, as byte rates where it names one, and refuses them otherwise", () => {
    expect(page("We ran fio against each tier and measured IOPS.").measurements.map((m) => [m.metric, m.value, m.unit])).toEqual([
      ["iops", 3100, "IOPS"],
      ["iops", 5200, "IOPS"],
      ["iops", 2900, "IOPS"],
      ["iops", 4800, "IOPS"],
    ]);
    expect(page("We ran fio against each tier; the figures are in MB/s.").measurements.every((m) => m.metric === "throughput")).toBe(true);
    const neither = page("We ran fio against each tier.");
    expect(neither.measurements).toEqual([]);
    expect(neither.rejects.filter((r) => /no unit/.test(r.reason))).toHaveLength(4);
  });
});

describe("a table a program printed with tabs between its cells", () => {
  const OUT = "***** Results *****\nWorker\tReadThroughput(MB/s)\nw0@host-a\t412.5\nw1@host-b\t398.25\nw2@host-c\t405.75\n";

  it("is a grid however few figures a row has: a header of words over rows of as many tab-parted cells", () => {
    const [grid] = columnGrids(OUT);
    expect(grid?.table.rows.map((r) => r.map((c) => c.text))).toEqual([
      ["Worker", "ReadThroughput(MB/s)"],
      ["w0@host-a", "412.5"],
      ["w1@host-b", "398.25"],
      ["w2@host-c", "405.75"],
    ]);
    expect(grid?.title).toBe("***** Results *****");
  });

  it("reads each row's figure in the header's unit, the operation from the camel-case header", () => {
    expect(rows(OUT).map((m) => [m.operation, m.value, m.unit])).toEqual([
      ["read", 412.5, "MB/s"],
      ["read", 398.25, "MB/s"],
      ["read", 405.75, "MB/s"],
    ]);
  });

  it("needs a header naming a result's unit: tab-parted settings are no table of results", () => {
    expect(columnGrids("key\tvalue\nblock.size\t4096\nthreads\t8\n")).toEqual([]);
  });
});
