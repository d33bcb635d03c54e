import { describe, expect, it } from "vitest";
import { digitRuns, numbersIn, sameValue } from "../../src/report/annotateNumbers.ts";

const readings = (text: string) => numbersIn(text).map((p) => [text.slice(p.start, p.end), p.values]);
const find = (text: string, value: number) => numbersIn(text).filter((p) => p.values.some((v) => sameValue(v, value))).map((p) => text.slice(p.start, p.end));

describe("numbersIn", () => {
  it("reads a printed number in the forms tools and people write it", () => {
    expect(find("67108864 bytes (67 MB, 64 MiB) copied, 0.613576 s, 109 MB/s", 0.613576)).toEqual(["0.613576"]);
    expect(find("iops=1,234, runt= 5001msec", 1234)).toEqual(["1,234"]);
    expect(find("2048000000 Bytes (2,0 GB, 1,9 GiB) kopiert, 21,1111 s, 97,0 MB/s", 21.1111)).toEqual(["21,1111"]);
    expect(find("avg latency .68 ms", 0.68)).toEqual([".68"]);
    expect(find("101.1 k requests completed in 3.00 s, 37.6 k iops", 37600)).toEqual(["37.6"]);
    expect(find("write: IOPS=10.2k, BW=39.8MiB/s", 10200)).toEqual(["10.2"]);
    expect(find("読み込み １２３．４ＭＢ／秒", 123.4)).toEqual(["１２３．４"]);
  });

  it("reads minutes and seconds as one duration", () => {
    expect(find('W - 7"54 秒 R - 1"34 秒', 474)).toEqual(['7"54']);
    expect(find("0.00user 11.05system 0:42.91elapsed 25%CPU", 42.91)).toEqual(["0:42.91", "42.91"]);
    expect(find("real 1:02:03", 3723)).toEqual(["1:02:03"]);
    expect(find("コピーに 2分16秒 かかった", 136)).toEqual(["2分16秒"]);
  });

  it("does not take a unit's prefix for a multiplier, nor the middle of a longer number", () => {
    expect(readings("245MB/s")).toEqual([["245", [245]]]);
    expect(find("1.2.3", 2)).toEqual([]);
  });
});

describe("digitRuns", () => {
  it("gives each number a reader sees once, with its decimal and grouping marks", () => {
    const text = "2010/03/10: 1,204.7 MB/s（４ＫＢ）";
    expect(digitRuns(text).map((r) => text.slice(r.start, r.end))).toEqual(["2010", "03", "10", "1,204.7", "４"]);
  });
});
