import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { namesAdapter } from "../../../src/normalise/lexicon.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>カードの速度</title></head><body>${body}</body></html>`)).measurements.filter((m) => !m.derived);
const table = (corner: string, rows: [string, number, number][], note = "") =>
  `<table><tr><th>${corner}</th><th>Read</th><th>Write</th></tr>${rows.map(([n, r, w]) => `<tr><td>${n}</td><td>${r}</td><td>${w}</td></tr>`).join("")}${note ? `<tr><td colspan="3">${note}</td></tr>` : ""}</table>`;

describe("what a drive was read through is an adapter (lexicon storage_adapter_words)", () => {
  it("card readers, slots and a drive's adapters or enclosures", () => {
    expect(namesAdapter("外付けUSBリーダー")).toBe(true);
    expect(namesAdapter("本体内蔵スロット")).toBe(true);
    expect(namesAdapter("USB 3.0 card reader")).toBe(true);
    expect(namesAdapter("Samsung 860 EVO")).toBe(false);
  });
});

describe("a table's corner that only names an adapter or a drive is every row's", () => {
  it("`外付けUSBリーダー` in the corner over the cards read through it", () => {
    const rows = page(`<p>速度を測ってみた。</p>${table("外付けUSBリーダー", [["Class 4 8GB", 11913, 6331]], "※単位はKバイト/秒")}`);
    expect(rows.map((m) => [m.value, m.operation, m.conditions.adapter])).toEqual([[11913, "read", "外付けUSBリーダー"], [6331, "write", "外付けUSBリーダー"]]);
  });

  it("a corner that names a measure or a unit is no subject", () => {
    const rows = page(table("単位：MB/s", [["Class 4 8GB", 21, 9]]));
    expect(rows.every((m) => m.conditions.adapter === undefined && m.conditions.storage === undefined)).toBe(true);
  });
});

describe("two tables of the same columns, one result set split in two, share the unit one note states", () => {
  it("the first table takes the unit of the note row under the second", () => {
    const rows = page(`${table("内蔵スロット", [["Class 4 8GB", 9510, 6742]])}${table("外付けUSBリーダー", [["Class 4 8GB", 11913, 6331]], "※単位はKバイト/秒")}`);
    expect(rows.map((m) => [m.value, m.unit, m.conditions.adapter])).toEqual([
      [9510, "Kバイト/秒", "内蔵スロット"], [6742, "Kバイト/秒", "内蔵スロット"], [11913, "Kバイト/秒", "外付けUSBリーダー"], [6331, "Kバイト/秒", "外付けUSBリーダー"],
    ]);
  });

  it("a table of other columns next to it takes no unit from its note", () => {
    const other = `<table><tr><th>カード</th><th>容量</th><th>価格</th></tr><tr><td>Class 4</td><td>8</td><td>3980</td></tr></table>`;
    const rows = page(`${other}${table("外付けUSBリーダー", [["Class 4 8GB", 11913, 6331]], "※単位はKバイト/秒")}`);
    expect(rows.map((m) => m.value)).toEqual([11913, 6331]);
  });
});

describe("a line of a block's text over a rule line titles the lines under it (an underlined heading)", () => {
  it("each run's figures keep their title as their section", () => {
    const body = `<pre>$ dd if=/dev/zero of=/mnt/t bs=1M count=512 oflag=direct
TEST 1 : cache on
----------------
536870912 bytes (537 MB) copied, 2.5 s, 215 MB/s

TEST 2 : cache off
----------------
536870912 bytes (537 MB) copied, 4.0 s, 134 MB/s
</pre>`;
    const rates = page(body).filter((m) => m.metric === "throughput");
    expect(rates.map((m) => [m.value, m.conditions.section])).toEqual([[215, "TEST 1 : cache on"], [134, "TEST 2 : cache off"]]);
  });
});

describe("a DNS name resolution's time is a latency (lexicon metric.latency)", () => {
  it("`平均名前解決速度` and `DNS lookup` over milliseconds", () => {
    const rows = page(`<table><tr><th>サーバー</th><th>平均名前解決速度</th><th>DNS lookup (ms)</th></tr><tr><td>1.1.1.1</td><td>7ms</td><td>9</td></tr></table>`);
    expect(rows.map((m) => [m.value, m.metric])).toEqual([[7, "latency"], [9, "latency"]]);
  });
});
