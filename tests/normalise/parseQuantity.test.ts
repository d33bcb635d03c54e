import { describe, expect, it } from "vitest";
import { normaliseText } from "../../src/normalise/normaliseText.ts";
import { findQuantities, parseCellQuantity } from "../../src/normalise/parseQuantity.ts";
import { unitForHeaders, unitStatements } from "../../src/extract/tables/unitScope.ts";

const one = (text: string) => {
  const q = findQuantities(normaliseText(text))[0];
  return q && [q.value, q.unit, q.valueSi, q.kind];
};

describe("the unit grammar", () => {
  it.each([
    ["110 MB / s", [110, "MB / s", 110e6, "throughput"]],
    ["110MB /秒", [110, "MB /秒", 110e6, "throughput"]],
    ["9.4Gビット/秒", [9.4, "Gビット/秒", 9.4e9 / 8, "throughput"]],
    ["940メガビット毎秒", [940, "メガビット毎秒", 940e6 / 8, "throughput"]],
    ["110メガバイト毎秒", [110, "メガバイト毎秒", 110e6, "throughput"]],
    ["１１０ＭＢ／ｓ", [110, "MB/s", 110e6, "throughput"]],
    ["34 MBps", [34, "MBps", 34e6, "throughput"]],
    [".68 ms", [0.68, "ms", 0.68e-3, "duration"]],
    ["95 MBit/s", [95, "MBit/s", 95e6 / 8, "throughput"]],
    ["12 GBits/sec", [12, "GBits/sec", 12e9 / 8, "throughput"]],
    ["7,5 MBit/s", [7.5, "MBit/s", 7.5e6 / 8, "throughput"]],
    ["46,93 MB/s", [46.93, "MB/s", 46.93e6, "throughput"]],
    ["1,234 MB/s", [1234, "MB/s", 1234e6, "throughput"]],
    ["205.26M bytes/sec", [205.26, "M bytes/sec", 205.26e6, "throughput"]],
    ["12 M bits/sec", [12, "M bits/sec", 12e6 / 8, "throughput"]],
  ])("%s", (text, want) => {
    expect(one(text)).toEqual(want);
  });

  it("reads the micro sign (U+00B5) as the Greek mu of microseconds", () => {
    expect(findQuantities("36091.93 \u00b5s")[0]).toMatchObject({ value: 36091.93, kind: "duration", valueSi: 0.03609193 });
  });

  it("a comma in a list of figures is no decimal comma", () => {
    expect(findQuantities("4,8,16 MB/s").map((q) => q.value)).not.toContain(4.8);
  });

  it("a spaced lower-case Mb / s is still ambiguous (bits or bytes) and gets no SI value", () => {
    expect(one("12 Mb / s")?.[2]).toBeNull();
  });

  it("a cell keeps its value when a footnote mark follows it; a sign or text around it makes it no single quantity", () => {
    expect(parseCellQuantity("1.0 Gbps*")?.value).toBe(1);
    expect(parseCellQuantity("450MB/s※1")?.value).toBe(450);
    expect(parseCellQuantity("+12%")).toBeNull();
    expect(parseCellQuantity("up to 550MB/s")).toBeNull();
  });
});

describe("unit statements around a table", () => {
  const units = (text: string) => unitStatements(text).map((s) => [s.terms, s.unit.unit]);
  it("reads Japanese and English statements for the whole table", () => {
    expect(units("数値の単位はMB/秒")).toEqual([[[], "MB/秒"]]);
    expect(units("iozoneの表の単位はKB/s。")).toEqual([[[], "KB/s"]]);
    expect(units("以下の表はすべてIOPS")).toEqual([[[], "IOPS"]]);
    expect(units("All figures in MB/s.")).toEqual([[[], "MB/s"]]);
    expect(units("表1 スループット（単位：Mbps）")).toEqual([[[], "Mbps"]]);
  });

  it("limits a statement to the columns it names, and picks the longest name a header starts with", () => {
    const st = unitStatements("下の表のSeq・4K・4K-64Thrdの単位はMB/s、Acc.timeの単位はms。");
    expect(st.map((s) => [s.terms, s.unit.unit])).toEqual([[["Seq", "4K", "4K-64Thrd"], "MB/s"], [["Acc.time"], "ms"]]);
    expect(unitForHeaders(st, ["4K-64Thrd Read"])?.unit).toBe("MB/s");
    expect(unitForHeaders(st, ["Acc.time Write"])?.unit).toBe("ms");
    expect(unitForHeaders(st, ["Score"])).toBeNull();
  });

  it("says nothing of sentences that only mention a unit", () => {
    expect(unitStatements("どの構成でもMB/sで見るとほぼ同じだった")).toEqual([]);
    expect(unitStatements("The drive is rated at 550 MB/s.")).toEqual([]);
  });
});
