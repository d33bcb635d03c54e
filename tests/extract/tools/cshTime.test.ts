import { describe, expect, it } from "vitest";
import { parseTime } from "../../../src/extract/tools/time.ts";
import { lines } from "./readings.ts";

const times = (text: string) => parseTime(lines(text)).map((r) => r.quantity.value);

describe("csh / tcsh time builtin", () => {
  it("the third field (elapsed, [h:]m:ss[.ss]) is the wall clock; user and system seconds are not", () => {
    expect(times("4.176u 0.001s 0:05.09 81.9%     0+0k 0+0io 0pf+0w")).toEqual([5.09]);
    expect(times("14.833u 8.455s 0:11.70 198.9%   0+0k 0+0io 0pf+0w")).toEqual([11.7]);
    expect(times("   37890.0u 31.7s 10:33:11 99% 61+110k 0+0io 0pf+0w")).toEqual([37991]);
    expect(times("29.7u 0.0s 0:29 99%")).toEqual([29]);
  });

  it("needs the CPU share after the clock and then the counters or the line's end", () => {
    expect(times("took 3.6u 0.2s 0:03.90 on a quiet box")).toEqual([]);
    expect(times("3.630u 0.274s 0:03.90 100.0% of one core, roughly")).toEqual([]);
  });
});
