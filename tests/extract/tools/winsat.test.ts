import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseWinsat } from "../../../src/extract/tools/winsat.ts";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/tools/${name}`, import.meta.url), "utf8");
const parse = (text: string) => parseWinsat(text.split("\n"));

describe("winsat disk", () => {
  it("Windows 7: disk MB/s lines and latency lines; subscores, run times and responsiveness units are not results", () => {
    const r = parse(fixture("winsat-win7.txt"));
    expect(r.map((x) => [x.metric, x.operation, x.access, x.quantity.value, x.quantity.unit, x.conditions.test ?? null])).toEqual([
      ["throughput", "read", "sequential", 111.23, "MB/s", null],
      ["throughput", "read", "random", 2.43, "MB/s", null],
      ["throughput", "write", "sequential", 116.12, "MB/s", null],
      ["latency", null, null, 6.72, "ms", "Average Read Time with Sequential Writes"],
      ["latency", null, null, 30.732, "ms", "Latency: 95th Percentile"],
      ["latency", null, null, 56.218, "ms", "Latency: Maximum"],
      ["latency", null, null, 15.075, "ms", "Average Read Time with Random Writes"],
    ]);
    expect(r.every((x) => x.conditions.run === "winsat disk -drive c" && x.conditions.block_size_bytes === undefined)).toBe(true);
    expect(r[4]?.quantity.valueSi).toBeCloseTo(0.030732);
  });

  it("Chinese-localised output: the disk lines stay English, the latency labels are kept as printed; zero video times are not read", () => {
    const r = parse(fixture("winsat-zh.txt"));
    expect(r).toHaveLength(7);
    expect(r.filter((x) => x.metric === "latency").map((x) => x.conditions.test)).toEqual(["顺序写操作的平均读取时间", "延迟: 95%", "延迟: 最大", "随机写操作的平均读取时间"]);
    expect(r[0]).toMatchObject({ operation: "read", access: "random", quantity: { value: 674.46 }, conditions: { run: "winsat disk -drive D:" } });
  });

  it("the disk lines alone (a script's summary) are read; one look-alike line in a sentence is not", () => {
    expect(parse(fixture("winsat-summary.txt")).map((x) => x.quantity.value)).toEqual([317.33, 513.18, 515.21]);
    expect(parse("Disk  Sequential 64.0 Read 500 MB/s")).toEqual([]);
    expect(parse("Latency: Maximum 8.4 ms was the worst we saw")).toEqual([]);
  });
});

describe("several winsat runs in one block", () => {
  it("each takes the command shown above it; the same command again is numbered", () => {
    const zh = fixture("winsat-zh.txt").split("\n");
    const r = parseWinsat([...zh, ...fixture("winsat-win7.txt").split("\n"), ...zh]);
    expect([...new Set(r.map((x) => x.conditions.run))]).toEqual(["winsat disk -drive D:", "winsat disk -drive c", "winsat disk -drive D: (2)"]);
  });
});

describe("winsat without its command line", () => {
  it("a localised title line still marks the latency lines as its own", () => {
    const zh = fixture("winsat-zh.txt").split("\n").slice(1);
    expect(parseWinsat(zh).filter((x) => x.metric === "latency")).toHaveLength(4);
    const bare = zh.filter((l) => !l.includes("评估工具"));
    expect(parseWinsat(bare).map((x) => x.metric)).toEqual(["throughput", "throughput", "throughput"]);
  });
});
