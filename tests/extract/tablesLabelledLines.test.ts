import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { labelledLines } from "../../src/extract/tables/labelledLines.ts";

const rows = (table: string) =>
  extractAll(buildDocument(`<html><head><title>Cards</title></head><body><h1>SD cards</h1>${table}</body></html>`)).measurements.map((m) => [m.value, m.operation, m.conditions.config ?? null, m.locator]);

describe("a cell of several labelled figures", () => {
  it("is parted into its lines, each a figure with its label", () => {
    expect(labelledLines("RPi3: 22.5\nRPi4: 40.2")).toEqual([{ label: "RPi3", value: "22.5" }, { label: "RPi4", value: "40.2" }]);
    expect(labelledLines("下り56.28Mbps\n上り14.60Mbps")?.map((l) => l.label)).toEqual(["下り", "上り"]);
    expect(labelledLines("RPi3: 22.5")).toBeNull();
    expect(labelledLines("22.5\n40.2")).toBeNull();
    expect(labelledLines("Samsung 980\n1TB")).toBeNull();
    expect(labelledLines("A: 1\nA: 2")).toBeNull();
  });

  it("gives each figure the header's unit and its own label beside the row's", () => {
    const table = `<table><tr><th>Card</th><th>Sequential Write<br>MB/s</th></tr><tr><td>SanDisk Extreme 128GB</td><td>RPi3: 22.5<br>RPi4: 40.2</td></tr></table>`;
    expect(rows(table)).toEqual([
      [22.5, "write", "RPi3", "table[1]/r2/c2/q1"],
      [40.2, "write", "RPi4", "table[1]/r2/c2/q2"],
    ]);
  });
});

describe("what a table header says beside its measure", () => {
  it("a maker's declaration is no result; a configuration the grammar knows is the row's config", () => {
    const table = `<table><tr><th>Card</th><th>Write Speed<br>Factory Declaration<br>MB/s</th><th>Sequential Write Test<br>MB/s</th><th>Sequential Write Test (Overclocked)<br>MB/s</th></tr>
      <tr><td>SanDisk Extreme 32GB</td><td>40</td><td>31.1</td><td>27.9</td></tr></table>`;
    expect(rows(table).map((r) => r.slice(0, 3))).toEqual([
      [31.1, "write", null],
      [27.9, "write", "Overclocked"],
    ]);
  });
});

describe("a storage benchmark's result table that prints no unit", () => {
  const read = (body: string) =>
    extractAll(buildDocument(`<html><head><title>microSD</title></head><body><h1>microSD benchmark</h1>${body}</body></html>`)).measurements.map((m) => [m.value, m.unit, m.valueSi, m.operation, m.access]);

  it("HDBENCH's columns (Read, Write, RRead, RWrite) are its rates, the unit not stated and no SI value guessed", () => {
    const table = `<table><tr><th></th><th>Read</th><th>Write</th><th>RRead</th><th>RWrite</th></tr><tr><td>A-DATA microSD 1GB</td><td>8867</td><td>3640</td><td>8843</td><td>811</td></tr></table>`;
    // beside the random RRead / RWrite, the plain Read / Write are the sequential tests (scope18: a table that writes `random`)
    expect(read(table)).toEqual([
      [8867, "", null, "read", "sequential"],
      [3640, "", null, "write", "sequential"],
      [8843, "", null, "read", "random"],
      [811, "", null, "write", "random"],
    ]);
  });

  it("a table of plain Read / Write figures that names no such tool stays unread", () => {
    expect(read(`<table><tr><th></th><th>Read</th><th>Write</th></tr><tr><td>A-DATA microSD 1GB</td><td>8867</td><td>3640</td></tr></table>`)).toEqual([]);
  });
});

describe("a row that names a group of rows", () => {
  it("is no header row: the rows under it keep their own names, not the group's word as a key", () => {
    const table = `<table><tr><th>Test</th><th>Value</th></tr><tr><td><strong>Network</strong></td><td></td></tr><tr><td>Proxmox to NAS TCP</td><td>940 Mbps</td></tr>
      <tr><td><strong>Storage</strong></td><td></td></tr><tr><td>Synology local write</td><td>220 MB/s</td></tr></table>`;
    const found = extractAll(buildDocument(`<html><head><title>Lab</title></head><body><h1>Lab</h1>${table}</body></html>`)).measurements;
    expect(found.map((m) => [m.value, m.conditions.network ?? null])).toEqual([
      [940, null],
      [220, null],
    ]);
    expect(found[0]?.conditions.config).toBe("Proxmox to NAS TCP");
  });
});
