import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const parts = (body: string) => {
  const out = extractAll(buildDocument(`<html><head><title>Install times</title></head><body><h1>Install times</h1>${body}</body></html>`));
  return out.components.map((c) => [c.system, c.kind, c.model, c.capacityBytes ?? null]);
};

describe("a table with a row per machine named by its first part", () => {
  it("reads every part column of each row, a header listing two kinds pairing them with the cell's pieces in order", () => {
    const body = `<table><thead><tr><th>CPU</th><th>RAM (GB)</th><th>Clean (s)</th><th>FileSystem &amp; Disk</th></tr></thead><tbody>
<tr><td>AMD Ryzen 7 5800X 8 Core</td><td>32</td><td>7.1</td><td>Ext4 : Samsung SSD 970 EVO 1TB</td></tr>
<tr><td>Intel Core i5-12400</td><td>16</td><td>9.4</td><td>NTFS : Crucial P5 Plus 2TB</td></tr></tbody></table>`;
    const got = parts(body);
    const systems = [...new Set(got.map((p) => p[0]))];
    expect(systems).toHaveLength(2);
    const of = (system: unknown) => got.filter((p) => p[0] === system).map((p) => [p[1], p[2]]);
    expect(of(systems[0])).toEqual(expect.arrayContaining([["cpu", expect.stringContaining("5800X")], ["filesystem", "Ext4"], ["disk", expect.stringContaining("970 EVO")]]));
    expect(of(systems[1])).toEqual(expect.arrayContaining([["cpu", expect.stringContaining("12400")], ["filesystem", "NTFS"], ["disk", expect.stringContaining("P5 Plus")]]));
    // `32` under `RAM (GB)` is the memory's size in the header's unit
    expect(got.find((p) => p[0] === systems[0] && p[1] === "memory")?.[3]).toBe(32 * 2 ** 30);
  });

  it("takes a cell whose pieces do not match the header's kinds as no part, and a results table with no part column as no machine", () => {
    const body = `<table><thead><tr><th>CPU</th><th>RAM (GB)</th><th>FileSystem &amp; Disk</th></tr></thead><tbody>
<tr><td>AMD Ryzen 7 5800X</td><td>32</td><td>Ext4 on a Samsung SSD 970 EVO 1TB</td></tr>
<tr><td>Intel Core i5-12400</td><td>16</td><td>NTFS</td></tr></tbody></table>`;
    expect(parts(body).filter((p) => p[1] === "filesystem")).toEqual([]);
    expect(parts(`<table><tr><th>Run</th><th>Read (MB/s)</th><th>Write (MB/s)</th></tr><tr><td>1</td><td>512</td><td>480</td></tr><tr><td>2</td><td>515</td><td>478</td></tr></table>`)).toEqual([]);
  });
});
