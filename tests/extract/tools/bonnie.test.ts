import { describe, expect, it } from "vitest";
import { parseBonnie } from "../../../src/extract/tools/bonnie.ts";
import { brief, fixture, lines } from "./readings.ts";

const bonnie = (text: string) => brief(parseBonnie(lines(text)));

/** bonnie++ 1.03's table and CSV line, in the layout that version prints (no Concurrency or Latency rows). */
const V103 = [
  "Version  1.03       ------Sequential Output------ --Sequential Input- --Random-",
  "                    -Per Chr- --Block-- -Rewrite- -Per Chr- --Block-- --Seeks--",
  "Machine        Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec %CP  /sec %CP",
  "fileserv         4G 41234  92 78345  21 33456   8 40123  88 95432  10 312.5   0",
  "                    ------Sequential Create------ --------Random Create--------",
  "                    -Create-- --Read--- -Delete-- -Create-- --Read--- -Delete--",
  "              files  /sec %CP  /sec %CP  /sec %CP  /sec %CP  /sec %CP  /sec %CP",
  "                 16  2345  97 +++++ +++ +++++ +++  2410  98 +++++ +++  7012  96",
].join("\n");

describe("bonnie++", () => {
  it("2.00a (run here): `940k` in a /sec column is 940 K/sec; +++++ cells are no value; Latency rows are each test's slowest operation", () => {
    const r = bonnie(fixture("bonnie-2.00a.txt"));
    const rates = r.filter((x) => x.metric !== "latency");
    expect(rates.map((x) => [x.test, x.op, x.access, x.value, x.unit, x.si])).toEqual([
      ["Per Chr output", "write", "sequential", 940, "K/sec", 940 * 1024], ["Per Chr input", "read", "sequential", 1245, "K/sec", 1245 * 1024],
    ]);
    // an `m` suffix is MiB/s, as bonnie++'s own CSV (in K) shows
    const m = bonnie(fixture("bonnie-2.00a.txt").replace(/\b940k\b/, "358m"));
    expect(m[0]).toMatchObject({ value: 358, unit: "M/sec", si: 358 * 2 ** 20 });
    const lat = r.filter((x) => x.metric === "latency");
    expect(lat).toHaveLength(12);
    expect(lat[0]).toMatchObject({ test: "Per Chr output", value: 195, unit: "ms", statistic: "max", file_size_bytes: 256 * 2 ** 20 });
    expect(lat[7]).toMatchObject({ test: "Sequential Create Read", op: null, access: "sequential", value: 82, unit: "us" });
  });

  it("the CSV line printed under the table of the same run is not read twice", () => {
    const table = bonnie(fixture("bonnie-2.00a.txt"));
    const csvOnly = bonnie(fixture("bonnie-2.00a.txt").split("\n").filter((l) => /^\d\.\d\d,/.test(l)).join("\n"));
    expect(table).toHaveLength(14);
    // the 1.98+ CSV (two seek fields before putc) gives the same values as the table
    expect(csvOnly.map((x) => [x.test, x.metric, x.value])).toEqual(table.map((x) => [x.test, x.metric, x.value]).sort((a, b) => (a[1] === b[1] ? 0 : a[1] === "latency" ? 1 : -1)));
  });

  it("1.03 table: rates, seeks and file creation rates, no latency row", () => {
    const r = bonnie(V103);
    expect(r.map((x) => [x.test, x.metric, x.value])).toEqual([
      ["Per Chr output", "throughput", 41234], ["Block output", "throughput", 78345], ["Rewrite", "throughput", 33456],
      ["Per Chr input", "throughput", 40123], ["Block input", "throughput", 95432], ["Random Seeks", "iops", 312.5],
      ["Sequential Create Create", "iops", 2345], ["Random Create Create", "iops", 2410], ["Random Create Delete", "iops", 7012],
    ]);
    expect(r[0]).toMatchObject({ file_size_bytes: 4 * 2 ** 30, si: 41234 * 1024 });
  });

  it("1.03 CSV line (`name,size,putc,…`) and 1.96 CSV line", () => {
    expect(bonnie("fileserv,4G,41234,92,78345,21,33456,8,40123,88,95432,10,312.5,0,16,2345,97,+++++,+++,+++++,+++,2410,98,+++++,+++,7012,96").map((x) => x.value))
      .toEqual([41234, 78345, 33456, 40123, 95432, 312.5, 2345, 2410, 7012]);
    const v196 = bonnie("1.96,1.96,nas01,1,1400000000,16G,,812,97,98765,12,45678,6,2012,95,187654,9,456.7,11,16,,,,,9876,44,+++++,+++,12345,41,10234,45,+++++,+++,11876,40,12345us,2301ms,1200ms,9876us,123ms,98765us,456us,789us,1011us,321us,12us,654us");
    expect(v196.filter((x) => x.metric !== "latency").map((x) => x.value)).toEqual([812, 98765, 45678, 2012, 187654, 456.7, 9876, 12345, 10234, 11876]);
    expect(v196.filter((x) => x.metric === "latency").map((x) => [x.value, x.unit]).slice(0, 2)).toEqual([[12345, "us"], [2301, "ms"]]);
  });

  it("a comma-separated line of other data and prose about bonnie++ are not read", () => {
    expect(bonnie("host,2G,a,b,c\n2011-12-08,16G,1,2,3,4,5,6,7,8,9,10,11,12\nbonnie++ Per Chr output was 1148 K/sec and the Block input 229733 K/sec.")).toEqual([]);
  });
});

describe("bonnie++ 1.97 rows with tests left out and several machines", () => {
  // the table of a before/after post (find_string id 49135679804): -f left Per Chr empty, -m named each run
  const table = [
    "Version  1.97       ------Sequential Output------ --Sequential Input- --Random-",
    "Concurrency   1     -Per Chr- --Block-- -Rewrite- -Per Chr- --Block-- --Seeks--",
    "Machine        Size K/sec %CP K/sec %CP K/sec %CP K/sec %CP K/sec %CP  /sec %CP",
    "inez(old)        2G           35513  17 16987  11            46172  13 157.3   6",
    "Latency                        2113ms    1488ms             68443us    1952ms",
    "inez(new)        2G           87089  40 41527  27           102046  27  4145 178",
    "Latency                         836ms     229ms              7650us    8976us",
  ].join("\n");

  it("a Latency line with blanks puts each figure under its test; each machine name is the row's config", () => {
    const rows = parseBonnie(table.split("\n"));
    expect(rows.filter((r) => r.metric === "latency").map((r) => [r.conditions.test, r.quantity.value, r.quantity.unit, r.conditions.config])).toEqual([
      ["Block output", 2113, "ms", "inez(old)"], ["Rewrite", 1488, "ms", "inez(old)"], ["Block input", 68443, "us", "inez(old)"], ["Random Seeks", 1952, "ms", "inez(old)"],
      ["Block output", 836, "ms", "inez(new)"], ["Rewrite", 229, "ms", "inez(new)"], ["Block input", 7650, "us", "inez(new)"], ["Random Seeks", 8976, "us", "inez(new)"],
    ]);
    expect(new Set(rows.map((r) => r.conditions.config))).toEqual(new Set(["inez(old)", "inez(new)"]));
  });

  it("one machine in the block is only the host name: no config", () => {
    const one = table.split("\n").slice(0, 5);
    expect(parseBonnie(one).every((r) => r.conditions.config === undefined && r.conditions.machine === undefined)).toBe(true);
  });
});
