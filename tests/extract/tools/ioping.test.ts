import { describe, expect, it } from "vitest";
import { parseIoping } from "../../../src/extract/tools/ioping.ts";
import { brief, fixture, lines } from "./readings.ts";

const ioping = (text: string) => brief(parseIoping(lines(text)));

describe("ioping", () => {
  it("ioping 1.3 (run here): the statistics give iops (k expanded), throughput and min/avg/max; per-request lines are samples", () => {
    const r = ioping(fixture("ioping-1.3-default.txt"));
    expect(r.map((x) => [x.metric, x.op, x.access, x.value, x.unit, x.statistic])).toEqual([
      ["iops", "read", "random", 4390, "iops", undefined], ["throughput", "read", "random", 17.2, "MiB/s", undefined],
      ["latency", "read", "random", 111, "us", "min"], ["latency", "read", "random", 227.6, "us", "avg"], ["latency", "read", "random", 425.7, "us", "max"],
    ]);
    expect(r[1]?.si).toBeCloseTo(17.2 * 2 ** 20);
  });

  it("-L is sequential; the `generated … requests` line and mdev are not results", () => {
    const r = ioping(fixture("ioping-1.3-rapid-linear.txt"));
    expect(r.map((x) => [x.metric, x.access, x.value, x.unit])).toEqual([
      ["iops", "sequential", 2480, "iops"], ["throughput", "sequential", 618.9, "MiB/s"],
      ["latency", "sequential", 191, "us"], ["latency", "sequential", 403.9, "us"], ["latency", "sequential", 18.5, "ms"],
    ]);
  });

  it("old ioping (0.x): `mb/s` is size / 2^20 per second and min/avg/max share one unit", () => {
    const r = ioping(fixture("ioping-0.6-format.txt"));
    expect(r.map((x) => [x.metric, x.value, x.unit, x.si])).toEqual([
      ["iops", 4237, "iops", 4237], ["throughput", 16.6, "mb/s", 16.6 * 2 ** 20],
      ["latency", 0.2, "ms", 0.0002], ["latency", 0.2, "ms", 0.0002], ["latency", 0.3, "ms", 0.0003],
    ]);
  });

  it("without a summary, the per-request latencies are read, warmup excluded", () => {
    const text = fixture("ioping-1.3-default.txt").split("\n--- ")[0] ?? "";
    expect(ioping(text).map((x) => [x.metric, x.op, x.value, x.unit, x.request])).toEqual([
      ["latency", "read", 425.7, "us", 2], ["latency", "read", 185.3, "us", 3], ["latency", "read", 188.3, "us", 4], ["latency", "read", 111, "us", 5],
    ]);
  });

  it("prose about ioping is not read", () => {
    expect(ioping("ioping showed 220 requests completed quickly, about 73 iops and 292.9 KiB/s on the old disk.")).toEqual([]);
  });
});

describe("ioping runs", () => {
  it("two summaries in one block that nothing tells apart are numbered; the -R and -RL pair is told apart by access", () => {
    const one = fixture("ioping-1.3-rapid-linear.txt").split("\n").slice(1).join("\n");
    const twice = ioping(`${one}\n${one}`);
    expect(twice.filter((x) => x.metric === "iops").map((x) => x.run)).toEqual([1, 2]);
    const pair = ioping(`${fixture("ioping-1.3-default.txt")}\n${fixture("ioping-1.3-rapid-linear.txt")}`);
    expect(pair.some((x) => x.run !== undefined)).toBe(false);
  });
});
