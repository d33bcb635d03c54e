import { describe as group, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";
import { slashCell, slashHeader } from "../../src/extract/structure/slashLists.ts";
import { describe, withoutStatistic } from "../../src/grammar/describe.ts";
import { percentileOf } from "../../src/grammar/percentile.ts";
import { spreadCell } from "../../src/extract/tables/spreadCell.ts";

/** Statistics as a descriptor field, and cells of several figures (round 21): inputs of our own. */
const page = (body: string) => buildDocument(`<html><head><title>Latency notes</title></head><body><h1>Latency notes</h1>${body}</body></html>`);
const rows = (body: string) =>
  extractTables(page(body)).measurements.map((m) => ({ metric: m.metric, value: m.value, unit: m.unit, statistic: m.conditions.statistic ?? null, config: m.conditions.config ?? null, path: m.conditions.path ?? null, spread: m.conditions.spread ?? null }));

group("a statistic is a field of the descriptor grammar", () => {
  it("reads percentiles beside the grammar's words, and keeps a capital P under 50 a model name", () => {
    expect(describe("p95").statistic).toBe("p95");
    expect(describe("P99.9 latency").statistic).toBe("p99.9");
    expect(describe("99th percentile").statistic).toBe("p99");
    expect(describe("P50 (median)").statistic).toBe("median");
    expect(describe("中央値").statistic).toBe("median");
    expect(percentileOf("Crucial P3 1TB")).toBeNull();
    expect(describe("Huawei P30").statistic).toBeNull();
  });

  it("lets another statistic beside `total` say which statistic of the total it is", () => {
    expect(describe("total p99").statistic).toBe("p99");
    expect(describe("total max (ms)").statistic).toBe("max");
    expect(describe("Total").statistic).toBe("total");
  });

  it("gives the words a statistic is of, without the statistic", () => {
    expect(withoutStatistic("Leg A p95 (ms)")).toBe("Leg A (ms)");
    expect(withoutStatistic("total max")).toBe("total");
    expect(withoutStatistic("Average Seek Time")).toBe("Seek Time");
  });
});

group("a row label that names a statistic gives the row its statistic, never its configuration", () => {
  it("a label/value table of statistics under a metric heading", () => {
    const got = rows(`<h2>Downlink one-way delay</h2><table><tr><th>Metric</th><th>Value</th></tr>
      <tr><td>median</td><td>410 μs</td></tr><tr><td>mean</td><td>655 μs</td></tr><tr><td>p95</td><td>2,210 μs</td></tr>
      <tr><td>p99</td><td>2,870 μs</td></tr><tr><td>max</td><td>9,100 μs</td></tr></table>`);
    expect(got.map((r) => [r.metric, r.value, r.statistic])).toEqual([
      ["latency", 410, "median"],
      ["latency", 655, "avg"],
      ["latency", 2210, "p95"],
      ["latency", 2870, "p99"],
      ["latency", 9100, "max"],
    ]);
    expect(got.some((r) => /p9|max|median/.test(String(r.config)))).toBe(false);
  });

  it("percentile columns beside a path column: the row's label is its path, the column its statistic", () => {
    const got = rows(`<table><tr><th>Path</th><th>median</th><th>p95</th><th>p99</th></tr>
      <tr><td>host leg</td><td>120 μs</td><td>310 μs</td><td>450 μs</td></tr></table>`);
    expect(got.map((r) => [r.value, r.statistic, r.path])).toEqual([
      [120, "median", "host leg"],
      [310, "p95", "host leg"],
      [450, "p99", "host leg"],
    ]);
  });
});

group("several figures in one cell, split by a header of the same arity", () => {
  it("splits a header into as many readings as it names alternatives", () => {
    expect(slashHeader("Leg A p95 / p99 / max (ms)")).toEqual(["Leg A p95 (ms)", "Leg A p99 (ms)", "Leg A max (ms)"]);
    expect(slashHeader("read/write/mixed IOPS")).toEqual(["read IOPS", "write IOPS", "mixed IOPS"]);
    expect(slashCell("107 / 249 / 582")).toEqual(["107", "249", "582"]);
    expect(slashCell("1.1 / —")).toEqual(["1.1", null]);
    expect(slashCell("— / —")).toBeNull();
    expect(slashCell("2024/01/15")).toBeNull();
  });

  it("reads each part with the statistic its place in the header names, and a dash as a missing part", () => {
    const got = rows(`<table><tr><th>Measure</th><th>idle</th><th>loaded</th></tr>
      <tr><td>queue wait p95 / p99 / max (ms)</td><td>~0.4 / — / —</td><td>107 / 249 / 582</td></tr>
      <tr><td>air leg p99 / max (ms)</td><td>1.1 / —</td><td>49 / 172</td></tr></table>`);
    expect(got.map((r) => [r.metric, r.value, r.unit, r.statistic, r.config])).toEqual([
      ["latency", 0.4, "ms", "p95", "idle queue wait"],
      ["latency", 107, "ms", "p95", "loaded queue wait"],
      ["latency", 249, "ms", "p99", "loaded queue wait"],
      ["latency", 582, "ms", "max", "loaded queue wait"],
      ["latency", 1.1, "ms", "p99", "idle air leg"],
      ["latency", 49, "ms", "p99", "loaded air leg"],
      ["latency", 172, "ms", "max", "loaded air leg"],
    ]);
  });

  it("leaves a cell whose parts no header names unread", () => {
    const got = rows(`<table><tr><th>Setup</th><th>Latency (ms)</th></tr><tr><td>lab</td><td>107 / 249 / 582</td></tr></table>`);
    expect(got).toEqual([]);
  });
});

group("a figure given with its spread (`a ± b`)", () => {
  it("is the figure, with the spread a condition and no row of its own", () => {
    expect(spreadCell("1090.518 ± 190.292")).toEqual({ value: "1090.518", spread: "190.292" });
    expect(spreadCell("12.3 +/- 0.5 ms")).toEqual({ value: "12.3 ms", spread: "0.5 ms" });
    expect(spreadCell("12.3 ms")).toBeNull();
    const got = rows(`<table><tr><th>Step</th><th>Fast (ms)</th><th>Safe (ms)</th></tr><tr><td>detect</td><td>1090.5 ± 190.3</td><td>1037.9 ± 208.7</td></tr>
      <tr><td>commit</td><td>505.5 ± 121.2</td><td>465.4 ± 93.2</td></tr></table>`);
    expect(got.map((r) => [r.value, r.unit, r.statistic, r.spread, r.config])).toEqual([
      [1090.5, "ms", "avg", "190.3", "detect"],
      [1037.9, "ms", "avg", "208.7", "detect"],
      [505.5, "ms", "avg", "121.2", "commit"],
      [465.4, "ms", "avg", "93.2", "commit"],
    ]);
  });
});
