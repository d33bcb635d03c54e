import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findQuantities } from "../../src/normalise/parseQuantity.ts";
import { checkUnitTable, spellings } from "../../src/normalise/unitTable.ts";
import { scanUnit, unitScannerOf } from "../../src/normalise/unitScanner.ts";

const raw = () => JSON.parse(readFileSync(new URL("../../src/normalise/units.json", import.meta.url), "utf8"));
const found = (text: string) => findQuantities(text).map((q) => (q.bare ? [q.value] : [q.value, q.unit, q.valueSi]));

describe("the unit scanner generated from the unit table", () => {
  it("finds every spelling the table lets free text carry, whole, after a number", () => {
    let n = 0;
    for (const [key, s] of spellings) {
      if (!s.scan) continue;
      const text = `12 ${key} next`;
      expect(scanUnit(text, 3), key).toEqual({ end: 3 + key.length });
      n++;
    }
    expect(n).toBeGreaterThan(1000);
  });

  it("finds a spelling added to the table with no code edit, and not one marked scan: false", () => {
    const table = raw();
    table.units.push({ canonical: "B/s", dimension: "throughput", stems: ["oktet"], rate: true, prefixed: true, factor: 1 });
    table.units.push({ canonical: "ms", dimension: "duration", spellings: ["millisekunden"], factor: 1e-3, scan: false });
    const scan = unitScannerOf(checkUnitTable(table));
    expect(scan("5 Moktet/s", 2)).toEqual({ end: 10 });
    expect(scan("5 kilooktet per second", 2)).toEqual({ end: 22 });
    expect(scan("5 millisekunden", 2)).toBeNull();
    expect(scanUnit("5 Moktet/s", 2)).toBeNull();
  });

  it("ends a unit at a word boundary: no unit is read from the head of a longer word", () => {
    expect(found("976773168 sectors, 12 users, 3 mstflint, 2 minor, 16m, 10MBpsx")).toEqual([[976773168], [12], [3], [2], [16], [10]]);
    expect(found("34MBps then 34MB ps")).toEqual([[34, "MBps", 34e6], [34, "MB", 34e6]]);
    // `/secs` is per second (session 26, `4.5 MB/secs`); a longer word after `/sec` is no unit: the size stays a size
    expect(found("10 MB/secs")).toEqual([[10, "MB/secs", 10e6]]);
    expect(found("10 MB/secret")).toEqual([[10, "MB", 10e6]]);
    expect(found("K8s and 5s")).toEqual([[5, "s", 5]]);
  });

  it("reads the longest spelling: whole words, not their heads", () => {
    expect(found("took 12 seconds, then 3 minutes and 4.5 usec")).toEqual([[12, "seconds", 12], [3, "minutes", 180], [4.5, "usec", 4.5e-6]]);
    expect(found("1,000 megabytes per second; 1 gigabit per second")).toEqual([[1000, "megabytes per second", 1e9], [1, "gigabit per second", 1.25e8]]);
    expect(found("20 MB/second, 128ギガバイト")).toEqual([[20, "MB/second", 20e6], [128, "ギガバイト", 128e9]]);
  });

  it("lets white space stand where the table's key reading does", () => {
    expect(found("205.26M bytes/sec, 12 MB / s, 25 MB  per   sec, 940 10^6bits/sec")).toEqual([
      [205.26, "M bytes/sec", 205.26e6],
      [12, "MB / s", 12e6],
      [25, "MB  per   sec", 25e6],
      [940, "10^6bits/sec", 940e6 / 8],
    ]);
  });

  it("reads a count word of the table before IOPS as a count, but not a power-of-two K that may be a block size", () => {
    expect(found("20k iops, 1.3 million IOPS, 1.2万IOPS")).toEqual([[20000, "iops", 20000], [1.3e6, "IOPS", 1.3e6], [12000, "IOPS", 12000]]);
    expect(findQuantities("64K IOPS")).toMatchObject([{ value: 64, bare: true, length: 2 }]);
  });
});
