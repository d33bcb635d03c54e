import { describe, expect, it } from "vitest";
import { toolPrefix, toolRate, toolSize, toolSuffix } from "../../src/normalise/toolUnits.ts";

describe("a tool's units, as the unit table declares them", () => {
  it("reads a rate with the tool's prefixes and keeps the unit as printed", () => {
    expect(toolRate("curl", 12.5, "M")).toMatchObject({ unit: "M", valueSi: 12.5 * 2 ** 20, siUnit: "B/s", kind: "throughput", note: null });
    expect(toolRate("rsync", 12.5, "MB/s")).toMatchObject({ valueSi: 12.5e6 });
    expect(toolRate("wget", 3, "MB/s").valueSi).toBe(3 * 2 ** 20);
    expect(toolRate("ascp", 800, "Mb/s")).toMatchObject({ valueSi: 1e8, note: null });
    expect(toolRate("ftp", 1.5, "M/s")).toMatchObject({ valueSi: 1.5e6, note: null });
    expect(toolRate("ttcp", 8, "Mbit/sec").valueSi).toBe(2 ** 20);
    expect(toolRate("netperf", 10, "KB").valueSi).toBe(10240);
    expect(toolRate("sysbench", 2, "Mb/sec").valueSi).toBe(2 * 2 ** 20);
  });

  it("leaves the SI value empty, with a note, where the unit is ambiguous or unknown", () => {
    expect(toolRate("rsync", 4, "Mb/s")).toMatchObject({ valueSi: null, note: expect.stringMatching(/ambiguous/) });
    expect(toolRate("rsync", 4, "furlongs/s")).toMatchObject({ valueSi: null, note: expect.stringMatching(/not in the unit table/) });
  });

  it("reads sizes and suffixes with the tool's declared base", () => {
    expect(toolSize("scp", "1024MB")).toBe(2 ** 30);
    expect(toolSize("robocopy", "3.5 g")).toBe(Math.round(3.5 * 2 ** 30));
    expect(toolSize("rsync", "1,048,576")).toBe(1048576);
    expect(toolSize("scp", "lots")).toBeNull();
    expect([toolPrefix("dd", "k"), toolPrefix("fio", "m"), toolPrefix("speedtest", "K")]).toEqual([1024, 2 ** 20, 1000]);
    expect([toolSuffix("dd", "kB"), toolSuffix("dd", "K"), toolSuffix("dd", "b"), toolSuffix("dd", "x")]).toEqual([1000, 1024, 512, null]);
  });
});
