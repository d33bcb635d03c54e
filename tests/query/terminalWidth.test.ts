import { describe, expect, it } from "vitest";
import { fitColumns, truncateToWidth } from "../../src/query/fitWidth.ts";
import { displayWidth, formatRows, humanValue, unitColumns } from "../../src/query/formatRows.ts";

describe("terminal widths", () => {
  it("are measured by string-width: wide CJK 2, combining marks 0, emoji sequences 2, ambiguous symbols 1", () => {
    expect(displayWidth("転送速度")).toBe(8);
    expect(displayWidth("ﾃｽﾄ")).toBe(3); // half-width katakana
    expect(displayWidth("e\u0301")).toBe(1); // e + combining acute
    expect(displayWidth("👍🏽")).toBe(2); // emoji with a skin-tone modifier
    expect(displayWidth("±×°")).toBe(3);
    expect(displayWidth("\u001b[31mred\u001b[39m")).toBe(3);
  });

  it("cut with an ellipsis between grapheme clusters, never inside a wide character or a combining sequence", () => {
    expect(truncateToWidth("short", 10)).toBe("short");
    expect(truncateToWidth("転送速度測定", 6)).toBe("転送…");
    expect(displayWidth(truncateToWidth("転送速度測定", 6))).toBe(5); // a wide character does not fit the last odd column
    expect(truncateToWidth("cafe\u0301e\u0301e\u0301e\u0301", 6)).toBe("cafe\u0301e\u0301…");
    expect(truncateToWidth("👍🏽👍🏽👍🏽", 4)).toBe("👍🏽…");
  });

  it("columns give way widest first, numbers last", () => {
    expect(fitColumns([40, 10, 10], 40)).toEqual([16, 10, 10]);
    expect(fitColumns([30, 30, 9], 40, [0, 0, 9])).toEqual([13, 14, 9]);
    expect(fitColumns([10, 10], 100)).toEqual([10, 10]);
  });

  it("a table with --width fits every line in it; without, nothing is cut", () => {
    const rows = [{ report: "10GbE対応スイッチを用いた基本接続テスト（第1回）", adapter: "Chelsio S320E-LP-CR", value: 16850.79, unit: "IOPS" }];
    const cut = formatRows(["report", "adapter", "value", "unit"], rows, "table", [], { width: 60, absorbUnits: true });
    for (const line of cut.trimEnd().split("\n")) expect(displayWidth(line), line).toBeLessThanOrEqual(60);
    expect(cut).toContain("16,850.79 IOPS"); // the number keeps its width; text gives way
    expect(cut).toContain("…");
    // too narrow for readable columns: one record per row, every field on its own line
    const records = formatRows(["report", "adapter", "value", "unit"], rows, "table", [], { width: 40, absorbUnits: true });
    for (const line of records.trimEnd().split("\n")) expect(displayWidth(line), line).toBeLessThanOrEqual(40);
    expect(records).toMatch(/^adapter  Chelsio S320E-LP-CR$/m);
    expect(records).toMatch(/^value    16,850.79 IOPS$/m);
    const full = formatRows(["report", "adapter", "value", "unit"], rows, "table");
    expect(full).toContain("10GbE対応スイッチを用いた基本接続テスト（第1回）");
    expect(full).not.toContain("…");
  });
});

describe("values per unit in table and markdown, raw in csv and json", () => {
  const columns = ["metric", "value", "unit", "block_size_bytes", "ratio", "claim", "claim_unit"];
  const rows = [{ metric: "throughput", value: 238.6, unit: "MB/s", block_size_bytes: 4096, ratio: 1.0666, claim: 2.5, claim_unit: "Gbps" }];

  it("a value takes the unit of its unit column (value → unit, X → X_unit, or one given)", () => {
    expect(unitColumns(columns)).toEqual({ value: "unit", claim: "claim_unit" });
    expect(unitColumns(["v3", "v4", "unit"], { v3: "unit", v4: "unit" })).toEqual({ v3: "unit", v4: "unit" });
    expect(humanValue("value", 238.6, "MB/s")).toBe("238.6 MB/s");
    expect(humanValue("value", 16850.79, "IOPS")).toBe("16,850.79 IOPS");
    expect(humanValue("value", 200.8120112, "MB/s")).toBe("200.812 MB/s");
    expect(humanValue("cpu", 12.5, "%")).toBe("12.5%");
    expect(humanValue("gain", 1.0666)).toBe("×1.07");
    // a derived rate in SI base units reads as the site shows it, with a decimal prefix
    expect(humanValue("value", 56725983.15, "B/s")).toBe("56.73 MB/s");
    expect(humanValue("value", 3006477107, "B")).toBe("3.01 GB");
  });

  it("table and markdown show `238.6 MB/s`, `4 KiB`, `×1.07`; the unit columns they absorbed go", () => {
    for (const format of ["table", "markdown"] as const) {
      const text = formatRows(columns, rows, format, [], { absorbUnits: true });
      for (const s of ["238.6 MB/s", "4 KiB", "×1.07", "2.5 Gbps"]) expect(text, format).toContain(s);
      expect(text.split("\n")[0], format).not.toMatch(/\bunit\b/);
      // the user's own SQL keeps every column it selected
      expect(formatRows(columns, rows, format).split("\n")[0], format).toMatch(/\bunit\b.*\bclaim_unit\b/);
    }
  });

  it("csv and json keep every column and the raw numbers", () => {
    expect(formatRows(columns, rows, "csv")).toBe("metric,value,unit,block_size_bytes,ratio,claim,claim_unit\nthroughput,238.6,MB/s,4096,1.0666,2.5,Gbps\n");
    expect(JSON.parse(formatRows(columns, rows, "json"))).toEqual(rows);
  });
});

describe("displayWidth's printable-ASCII path", () => {
  it("gives string-width's answer for any string", async () => {
    const fc = (await import("fast-check")).default;
    const stringWidth = (await import("string-width")).default;
    fc.assert(fc.property(fc.string({ unit: "binary-ascii" }), (s) => displayWidth(s) === stringWidth(s)), { numRuns: 3_000 });
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom("a", " ", "~", "\t", "\u001b[31m", "日", "ｱ", "\u0301", "é", "😀") }), (s) => displayWidth(s) === stringWidth(s)), { numRuns: 3_000 });
  });
});
