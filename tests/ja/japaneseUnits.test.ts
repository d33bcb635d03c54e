import { describe, expect, it } from "vitest";
import { latinUnits, writtenNumber, writtenUnit } from "../../src/ja/japaneseUnits.ts";

describe("Japanese unit words", () => {
  it("rewrites bit and byte rates and small times to Latin units, keeping where each was written", () => {
    const { text, rewrites } = latinUnits("TCPで5.47Gビット/秒、UDPは105メガビット毎秒、遅延は541.17マイクロ秒、書き込み12キロバイト/秒");
    expect(text).toBe("TCPで5.47Gbit/s、UDPは105Mbit/s、遅延は541.17us、書き込み12KB/s");
    expect(rewrites.map((r) => r.written)).toEqual(["Gビット/秒", "メガビット毎秒", "マイクロ秒", "キロバイト/秒"]);
    const at = text.indexOf("Mbit/s");
    expect(writtenUnit("Mbit/s", at - 3, at + 6, rewrites)).toBe("メガビット毎秒");
    expect(writtenUnit("MB/s", 0, 2, rewrites)).toBe("MB/s");
  });

  it("leaves text without Japanese units as it is", () => {
    expect(latinUnits("約110MiB/秒で、125MB/秒")).toEqual({ text: "約110MiB/秒で、125MB/秒", rewrites: [] });
  });
});

describe("numbers counted in 万, 億 and 千", () => {
  it.each([
    ["約5万IOPS", "約50000IOPS"],
    ["約9.7万IOPS", "約97000IOPS"],
    ["8千IOPS", "8000IOPS"],
    ["2千万", "20000000"],
    ["1万5千", "15000"],
    ["1万2000 IOPS", "12000 IOPS"],
    ["1億2000万", "120000000"],
    ["1,200万", "12000000"],
  ])("%s reads as %s", (written, latin) => {
    const { text, rewrites } = latinUnits(written);
    expect(text).toBe(latin);
    expect(rewrites.filter((r) => r.number).map((r) => text.slice(r.at, r.at + r.length))).toEqual([latin.replace(/^約/, "").replace(/\s*IOPS$/, "")]);
  });

  it("a range takes the multiplier of its second number for its first only when that keeps the first smaller", () => {
    expect(latinUnits("3〜5万IOPS").text).toBe("30000〜50000IOPS");
    expect(latinUnits("20〜5万").text).toBe("20〜50000");
  });

  it("leaves words that only contain the characters, and malformed numbers, as they are", () => {
    for (const t of ["数万IOPS", "万一の場合", "5万3万"]) expect(latinUnits(t)).toEqual({ text: t, rewrites: [] });
  });

  it("a rewritten number is no unit: the unit of the value is still the one written after it", () => {
    const { text, rewrites } = latinUnits("約1.2万IOPS、5.47Gビット/秒");
    const at = text.indexOf("12000");
    expect(writtenUnit("IOPS", at, at + 9, rewrites)).toBe("IOPS");
    expect(writtenNumber(at, at + 9, rewrites)).toBe("1.2万");
    expect(writtenNumber(text.indexOf("5.47"), text.length, rewrites)).toBeNull();
  });
});

describe("English counts of I/Os", () => {
  it.each([
    ["about 12k read IOPS", "about 12000 IOPS read"],
    ["reached 450K IOPS", "reached 450000 IOPS"],
    ["1.2M IOPS in 4K random reads", "1200000 IOPS in 4K random reads"],
    ["5,000 random write IOPS", "5000 IOPS random write"],
  ])("%s reads as %s", (written, latin) => {
    expect(latinUnits(written).text).toBe(latin);
  });

  it("a block size before the unit is no count, and a plain count is left as it is", () => {
    for (const t of ["4K IOPS", "the 64K random read IOPS", "9000 IOPS"]) expect(latinUnits(t)).toEqual({ text: t, rewrites: [] });
  });
});
