import { describe, expect, it } from "vitest";
import { compoundDurations, wholeCompoundDuration } from "../../src/normalise/parseDuration.ts";
import { parseCellQuantity } from "../../src/normalise/parseQuantity.ts";

const seconds = (text: string) => compoundDurations(text).map((d) => d.seconds);

describe("durations written in parts", () => {
  it("reads Japanese hours and minutes, minutes and seconds, and a stopwatch's hundredths after 秒", () => {
    expect(seconds("大体1時間30分で保存できた")).toEqual([5400]);
    expect(seconds("1時間5分30秒かかった")).toEqual([3930]);
    expect(seconds("6分38秒37")).toEqual([398.37]);
    expect(seconds("37秒59")).toEqual([37.59]);
    expect(seconds("17分34秒。5分29秒。")).toEqual([1054, 329]);
    expect(seconds("5分半と1時間半")).toEqual([330, 5400]);
  });

  it("reads the shell's compact forms, English units spelled out and minute/second marks", () => {
    expect(seconds("it took 3196m20.040s")).toEqual([191780.04]);
    expect(seconds("1m23.4s and 1h2m3s and 2h 10m")).toEqual([83.4, 3723, 7800]);
    expect(seconds("4 min 12 s, then 1 hour 5 minutes")).toEqual([252, 3900]);
    expect(seconds(`W - 1'23"`)).toEqual([83]);
  });

  it("leaves single-unit figures, counts after 秒 and sizes alone", () => {
    expect(seconds("83秒")).toEqual([]);
    expect(seconds("30秒10回")).toEqual([]);
    expect(seconds("10m cable, 5s timeout")).toEqual([]);
    expect(seconds("1GB 100MB")).toEqual([]);
  });

  it("makes a table cell that is one written-in-parts duration a duration in seconds", () => {
    expect(wholeCompoundDuration("6分38秒37")?.seconds).toBe(398.37);
    expect(wholeCompoundDuration("6分38秒37 (平均)")).toBeNull();
    const q = parseCellQuantity("3分46秒58");
    expect([q?.kind, q?.value, q?.unit, q?.valueSi, q?.note]).toEqual(["duration", 226.58, "s", 226.58, "written 3分46秒58"]);
    expect(parseCellQuantity("約1時間5分")?.value).toBe(3900);
  });
});
