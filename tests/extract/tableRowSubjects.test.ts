import { describe, expect, it } from "vitest";
import { namesDrive, subjectKind } from "../../src/grammar/describe.ts";
import { headerConditionsOf } from "../../src/extract/tables/headerConditions.ts";
import { rows } from "../helpers/extractRows.ts";

describe("a drive letter", () => {
  it("names a drive, in the forms Windows pages write it", () => {
    for (const t of ["C:", "C:\\", "D:/", "Ｅ：", "Dドライブ", "D drive", "E Drive"]) expect(namesDrive(t), t).toBe(true);
    expect(subjectKind("F:\\")).toBe("storage");
  });

  it("is a letter standing alone: a word, a ratio or a label with a colon is none", () => {
    for (const t of ["CD:", "Note:", "c:", "1:", "Q1:", "Drive", "A: 300"]) expect(namesDrive(t), t).toBe(false);
  });

  it("is the storage of a header with no label over it", () => {
    expect(headerConditionsOf({ label: null, text: "C:\\" }, "C:\\")).toEqual({ storage: "C:\\" });
    expect(headerConditionsOf({ label: null, text: "Dドライブ" }, "Dドライブ")).toEqual({ storage: "Dドライブ" });
  });
});

// a drive benchmark's summary: letter, volume label and free / total space are the row's key columns
const DRIVES = `<h2>測定結果</h2><table>
<tr><th>ドライブ</th><th>ボリューム名</th><th>容量 (空き/総容量)</th><th>SEQ1M Q8 Read</th><th>RND4K Q1 Read</th></tr>
<tr><td>C:\\</td><td>System-NVMe</td><td>201.5G / 476.9G</td><td>3520.11 MB/s</td><td>55.20 MB/s</td></tr>
<tr><td>D:\\</td><td>Backup-HDD</td><td>1.2T / 1.8T</td><td>180.40 MB/s</td><td>0.71 MB/s</td></tr>
</table>`;

describe("a row named by two key columns", () => {
  it("keeps both as its subject, in the page's order, and the capacity apart from them", () => {
    const got = rows(DRIVES, "table");
    expect(got.map((r) => [r.access, r.value, r.storage])).toEqual([
      ["sequential", 3520.11, "C:\\ / System-NVMe"],
      ["random", 55.2, "C:\\ / System-NVMe"],
      ["sequential", 180.4, "D:\\ / Backup-HDD"],
      ["random", 0.71, "D:\\ / Backup-HDD"],
    ]);
    // the free / total space is a property of the drive, not a configuration that sets the rows apart
    expect(got.every((r) => r.config === undefined)).toBe(true);
    expect(got.map((r) => r.capacity)).toEqual(["201.5G / 476.9G", "201.5G / 476.9G", "1.2T / 1.8T", "1.2T / 1.8T"]);
  });

  it("does not take a bus column for a second name of the drive", () => {
    const got = rows(
      `<table><tr><th>Drive</th><th>Bus</th><th>Read (MB/s)</th></tr>
<tr><td>Intel X25-M G2</td><td>SATA 3G</td><td>250</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.storage, r.interface])).toEqual([["Intel X25-M G2", "SATA 3G"]]);
  });

  it("names the same subject once when two columns repeat it", () => {
    const got = rows(
      `<table><tr><th>Drive</th><th>Model</th><th>Read (MB/s)</th></tr>
<tr><td>Samsung 980</td><td>Samsung 980</td><td>3100</td></tr></table>`,
      "table",
    );
    expect(got[0]?.storage).toBe("Samsung 980");
  });
});

describe("a header under a label that is a kind of drive", () => {
  it("names the drive by both, kind first, once", () => {
    const got = rows(
      `<table><tr><th>.</th><th>HDD</th><th>SSD</th></tr>
<tr><td>型番</td><td>WD10EZEX</td><td>CT500MX500SSD1</td></tr>
<tr><td>読み込みシーケンシャル</td><td>180.2 MB/s</td><td>540.5 MB/s</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => r.storage)).toEqual(["HDD / WD10EZEX", "CT500MX500SSD1"]);
  });

  it("names the kind only over a header that says what was measured", () => {
    expect(headerConditionsOf({ label: "HDD", text: "Read" }, "Read")).toEqual({ storage: "HDD" });
    expect(headerConditionsOf({ label: "Drive", text: "Samsung 860" }, "Samsung 860")).toEqual({ storage: "Samsung 860" });
  });
});

describe("a capacity, size or usage column", () => {
  it("is kept under `capacity`, whatever its label's language", () => {
    expect(headerConditionsOf({ label: "Raw Size", text: "21.8 TiB" }, "21.8 TiB")).toEqual({ capacity: "21.8 TiB" });
    expect(headerConditionsOf({ label: "Used", text: "84%" }, "84%")).toEqual({ capacity: "84%" });
    expect(headerConditionsOf({ label: "容量", text: "1TB" }, "1TB")).toEqual({ capacity: "1TB" });
  });

  it("still tells apart rows that differ only by it (two capacities of one model)", () => {
    const got = rows(
      `<table><tr><th>Model</th><th>Capacity</th><th>Seq Read (MB/s)</th></tr>
<tr><td>Crucial P3</td><td>500GB</td><td>3480</td></tr>
<tr><td>Crucial P3</td><td>2TB</td><td>3510</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.value, r.capacity])).toEqual([
      [3480, "500GB"],
      [3510, "2TB"],
    ]);
  });
});

describe("a `Depth` column of a fio table", () => {
  it("is the queue depth, not a figure of the row's unit", () => {
    const got = rows(
      `<h2>Summary</h2><table><tr><th>Test</th><th>Block Size</th><th>Jobs</th><th>Depth</th><th>pool0</th></tr>
<tr><td>Rand Read IOPS</td><td>4 KiB</td><td>4</td><td>32</td><td>21,500</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.metric, r.value, r.queue_depth, r.threads])).toEqual([["iops", 21500, 32, 4]]);
  });
});
