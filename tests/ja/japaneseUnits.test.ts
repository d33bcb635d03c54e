import { describe, expect, it } from "vitest";
import { latinUnits, writtenUnit } from "../../src/ja/japaneseUnits.ts";

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
