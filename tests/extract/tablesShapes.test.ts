import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";
import { slashCell, slashHeader } from "../../src/extract/structure/slashLists.ts";
import { bracketUnitIn, joinVertical } from "../../src/extract/tables/tableNotes.ts";
import { titleDrive } from "../../src/extract/tables/tableScope.ts";

/** Table shapes of vendor and forum pages: units in corners and columns, notes and vertical headers, slashed pairs. */
const read = (file: string) => extractTables(buildDocument(decodeBytes(readFileSync(new URL(`../fixtures/tables5/${file}`, import.meta.url)), null, file).text));
const rowsOf = (file: string): Record<string, any>[] =>
  read(file).measurements.map((m) => ({ at: m.locator, metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, derived: m.derived ?? false, ...m.conditions }));
const inline = (body: string) => extractTables(buildDocument(`<html><head><title>Card notes</title></head><body><h1>Card notes</h1>${body}</body></html>`));

describe("a vendor table: unit in the corner, vertical row groups, IOPS in brackets, note rows", () => {
  const rows = rowsOf("vendor-corner-vertical-notes-ja.html");

  it("reads every figure with the corner's MB/s, the group's access and the note's IOPS for the brackets", () => {
    expect(rows.map((m) => [m.metric, m.op, m.access, m.value, m.unit, m.block_size_bytes ?? null])).toEqual([
      ["throughput", "read", "sequential", 43.9, "MB/s", null],
      ["throughput", "read", "sequential", 42.3, "MB/s", null],
      ["throughput", "write", "sequential", 39.6, "MB/s", null],
      ["throughput", "write", "sequential", 8.2, "MB/s", null],
      ["throughput", "read", "random", 10.77, "MB/s", 4096],
      ["iops", "read", "random", 2629.4, "IOPS", 4096],
      ["throughput", "read", "random", 6.57, "MB/s", 4096],
      ["iops", "read", "random", 1604, "IOPS", 4096],
      ["throughput", "write", "random", 2.61, "MB/s", 4096],
      ["iops", "write", "random", 637.2, "IOPS", 4096],
      ["throughput", "write", "random", 1.52, "MB/s", 4096],
      ["iops", "write", "random", 371.1, "IOPS", 4096],
    ]);
  });

  it("takes the drives from the column headers, not the parent header that only labels them", () => {
    expect(new Set(rows.map((m) => m.storage))).toEqual(new Set(["Samsung Pro+ 32GB", "SanDisk Ultra 16GB"]));
    expect(rows.every((m) => m.config === undefined)).toBe(true);
  });

  it("a drive spanning its own Read / Write sub-headers stays the storage", () => {
    const ex = inline(`<table border="1"><tr><th rowspan="2">Test</th><th colspan="2">Samsung Pro+ 32GB</th></tr>
      <tr><th>Read (MB/s)</th><th>Write (MB/s)</th></tr><tr><td>hdparm / dd</td><td>43.90</td><td>39.6</td></tr></table>`);
    expect(ex.measurements.map((m) => [m.operation, m.value, m.conditions.storage])).toEqual([
      ["read", 43.9, "Samsung Pro+ 32GB"],
      ["write", 39.6, "Samsung Pro+ 32GB"],
    ]);
  });

  it("reads no figure of the note rows (a bus limit, a slot's rating)", () => {
    expect(rows.some((m) => m.value === 104 || m.value === 50)).toBe(false);
  });

  it("without the note, the bracketed numbers have no unit and are rejected", () => {
    const ex = inline(`<table border="1"><tr><th colspan="2">単位：MB/s</th><th>Card A</th></tr>
      <tr><th>ランダム</th><th>4KB 読込</th><td>10.77<br>(2629.4)</td></tr></table>`);
    expect(ex.measurements.map((m) => [m.value, m.unit])).toEqual([[10.77, "MB/s"]]);
    expect(ex.rejects.map((r) => r.reason)).toContain("a second value in brackets whose unit no header names");
  });
});

describe("a column of units, one per row, beside a ratio column", () => {
  const rows = rowsOf("units-per-row-ratio-en.html");

  it("gives each result its row's unit and reads no ratio", () => {
    expect(rows.map((m) => [m.metric, m.op, m.access, m.value, m.unit])).toEqual([
      ["throughput", "read", "sequential", 43.9, "MB/s"],
      ["throughput", "write", "sequential", 39.6, "MB/s"],
      ["throughput", "read", "random", 10.77, "MB/s"],
      ["iops", "read", "random", 2629.4, "IOPS"],
      ["throughput", "write", "random", 2.61, "MB/s"],
      ["iops", "write", "random", 637.2, "IOPS"],
    ]);
  });

  it("takes the one drive the title names as the storage", () => {
    expect(rows.every((m) => m.storage === "Samsung Pro+ 32GB")).toBe(true);
  });

  it("reads `Q32 T1` in a column of its own as queue depth and threads", () => {
    const ex = inline(`<table border="1"><tr><th>Test</th><th>Q / T</th><th>Result</th><th>Unit</th></tr>
      <tr><td>Random read 4KiB</td><td>Q32 T1</td><td>181720.7</td><td>IOPS</td></tr></table>`);
    expect(ex.measurements[0]?.conditions).toMatchObject({ queue_depth: 32, threads: 1, block_size_bytes: 4096 });
  });
});

describe("tools named in column headers and two results in one slashed cell", () => {
  it("the tool is the method, the bracket the operation; `読み / 書き` splits the cell", () => {
    const rows = rowsOf("card-summary-tool-headers-ja.html");
    expect(rows.filter((m) => m.storage === "Samsung Pro+ 32GB").map((m) => [m.tool, m.op, m.access, m.value, m.block_size_bytes ?? null])).toEqual([
      ["hdparm", "read", "sequential", 43.9, null],
      ["dd", "write", "sequential", 39.6, null],
      ["iozone", "read", "random", 10.77, 4096],
      ["iozone", "write", "random", 2.61, 4096],
    ]);
    // a card name the lexicon does not know, in the column of cards, is a drive too
    expect(rows.filter((m) => m.value === 6.6).map((m) => m.storage)).toEqual(["NOOBS 付属カード 8GB"]);
    expect(rows).toHaveLength(12);
  });

  it("`Seq. Read/Write` and `4K Random R/W` over `21.75/18.7`; a slashed cell no header explains is rejected", () => {
    const ex = read("slash-pairs-en.html");
    expect(ex.measurements.map((m) => [m.operation, m.access, m.value])).toEqual([
      ["read", "sequential", 21.75],
      ["write", "sequential", 18.7],
      ["read", "random", 8.31],
      ["write", "random", 1.75],
      ["read", "sequential", 17.78],
      ["write", "sequential", 9],
      ["read", "random", 5.75],
      ["write", "random", 0.21],
    ]);
    // the rating inside a card's name (`C10 70MB/s`) is not a result either
    expect(ex.measurements.some((m) => m.value === 70 || m.value === 15.38)).toBe(false);
    expect(ex.rejects.map((r) => r.reason)).toContain("two values split by a slash, and no header says which is which");
  });

  it("dates and fractions are not pairs", () => {
    const ex = inline(`<table border="1"><tr><th>Date</th><th>Read / Write (MB/s)</th></tr><tr><td>3/15</td><td>120 / 95</td></tr></table>`);
    expect(ex.measurements.map((m) => [m.operation, m.value])).toEqual([["read", 120], ["write", 95]]);
  });
});

describe("averages in tables", () => {
  it("`3枚平均` rows and `2-run average` columns are derived, never results", () => {
    const rows = rowsOf("averages-ja.html");
    expect(rows.filter((m) => m.derived).map((m) => m.value)).toEqual([38.53, 2.39, 21.85]);
    expect(rows.filter((m) => !m.derived).map((m) => m.value)).toEqual([39.6, 2.61, 37.4, 2.83, 38.6, 1.74, 21.3, 22.4]);
  });
});

describe("a drive noted in the cells of a row", () => {
  it("is the whole row's drive when every noted cell names it", () => {
    const ex = inline(`<table border="1"><tr><th>規格</th><th>読み込み (MB/s)</th><th>書き込み (MB/s)</th><th>60GB 転送時間 (分)</th></tr>
      <tr><td>2.5GbE</td><td>283</td><td>279</td><td>約3.7</td></tr>
      <tr><td>10GbE</td><td>558 (SSD)</td><td>552 (SSD)</td><td>約1.8</td></tr></table>`);
    expect(ex.measurements.map((m) => [m.value, m.conditions.storage ?? null])).toEqual([
      [283, null],
      [279, null],
      [3.7, null],
      [558, "SSD"],
      [552, "SSD"],
      [1.8, "SSD"],
    ]);
  });
});

describe("the pieces those shapes are read with", () => {
  it("joins a vertical header, and nothing with figures in it", () => {
    expect(joinVertical("ラ\nン\nダ\nム")).toBe("ランダム");
    expect(joinVertical("1\n2")).toBe("1\n2");
    expect(joinVertical("Read\n(MB/s)")).toBe("Read\n(MB/s)");
  });

  it("finds the unit a note gives bracketed values", () => {
    expect(bracketUnitIn("注1）4KB の欄の括弧内は IOPS。")?.unit).toBe("IOPS");
    expect(bracketUnitIn("Figures in brackets are IOPS.")?.unit).toBe("IOPS");
    expect(bracketUnitIn("IOPS in parentheses")?.unit).toBe("IOPS");
    expect(bracketUnitIn("括弧内は参考値")).toBeNull();
  });

  it("splits a slashed header into its two readings, never at a unit's slash", () => {
    expect(slashHeader("iozone 4K ランダム 読み / 書き MB/s")).toEqual(["iozone 4K ランダム Read MB/s", "iozone 4K ランダム Write MB/s"]);
    expect(slashHeader("Seq. Read/Write (MB/s)")).toEqual(["Seq. Read (MB/s)", "Seq. Write (MB/s)"]);
    expect(slashHeader("Sequential Read / Sequential Write")).toEqual(["Sequential Read", "Sequential Write"]);
    expect(slashHeader("Throughput (MB/s)")).toBeNull();
    expect(slashHeader("Sony (C10 70MB/s) 16GB")).toBeNull();
    expect(slashCell("550/520")).toEqual(["550", "520"]);
    expect(slashCell("2024/01")).toBeNull();
  });

  it("takes the one drive a title names, none when it names two", () => {
    expect(titleDrive("M.2 SSD results, one figure per row")).toBe("M.2 SSD");
    expect(titleDrive("Crucial MX500のベンチマーク")).toBe("Crucial MX500");
    expect(titleDrive("HDDからSSDへの換装")).toBeNull();
    expect(titleDrive("Testing a 10GbE NAS")).toBeNull();
  });
});
