import { describe, expect, it } from "vitest";
import { displayScale, parseDisplayHeader, toDisplayUnits } from "../../src/query/displayUnits.ts";

describe("display units", () => {
  it("pick the prefix the median value reaches, decimal as value_si reads it", () => {
    expect(displayScale("B/s", [2.5e8, 1.9e8, 4e5])).toEqual({ unit: "MB/s", factor: 1e6 });
    expect(displayScale("B/s", [3.2e9, 2.1e9])).toEqual({ unit: "GB/s", factor: 1e9 });
    expect(displayScale("B/s", [512])).toEqual({ unit: "B/s", factor: 1 });
    expect(displayScale("s", [5.8e-5, 1.2e-4, 9e-5])).toEqual({ unit: "µs", factor: 1e-6 });
    expect(displayScale("s", [53.47, 42.91])).toEqual({ unit: "s", factor: 1 });
    expect(displayScale("IOPS", [21879.4])).toEqual({ unit: "IOPS", factor: 1 });
  });

  it("convert every SI column of a metric to one unit, so B/s rows never stand beside MB/s rows", () => {
    const columns = ["metric", "si_unit", "a", "b", "ratio"];
    const rows = [
      { metric: "throughput", si_unit: "B/s", a: 192e6, b: 186e6, ratio: 0.969 },
      { metric: "throughput", si_unit: "B/s", a: 200812011.2, b: 195083907, ratio: 0.971 },
      { metric: "duration", si_unit: "s", a: 53.47, b: 55.04, ratio: 1.029 },
      { metric: "iops", si_unit: "IOPS", a: 16850.79, b: null, ratio: null },
    ];
    const out = toDisplayUnits(columns, rows, parseDisplayHeader("a, b"));
    expect(out.columns).toEqual(["metric", "unit", "a", "b", "ratio"]);
    expect(out.rows).toEqual([
      { metric: "throughput", unit: "MB/s", a: 192, b: 186, ratio: 0.969 },
      { metric: "throughput", unit: "MB/s", a: 200.8120112, b: 195.083907, ratio: 0.971 },
      { metric: "duration", unit: "s", a: 53.47, b: 55.04, ratio: 1.029 },
      { metric: "iops", unit: "IOPS", a: 16850.79, b: null, ratio: null },
    ]);
  });

  it("leave rows alone without SI columns or an si_unit column", () => {
    const rows = [{ unit: "MB/s", v: 1 }];
    expect(toDisplayUnits(["unit", "v"], rows, ["v"])).toEqual({ columns: ["unit", "v"], rows });
    expect(toDisplayUnits(["si_unit", "v"], [{ si_unit: "B/s", v: 1 }], [])).toEqual({ columns: ["si_unit", "v"], rows: [{ si_unit: "B/s", v: 1 }] });
  });
});
