import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";

const page = (body: string) => buildDocument(`<html><head><title>Drive datasheet</title></head><body><h1>Drive datasheet</h1>${body}</body></html>`);
const found = (body: string) => extractTables(page(body)).measurements.map((m) => [m.value, m.unit]);

describe("datasheet qualifiers", () => {
  it("a column of typical / maximum seek times in a datasheet gives no measurement", () => {
    const body = `<table border="1"><caption>Average seek time</caption><tr><th>Operation</th><th>Typical (ms)</th><th>Max (ms)</th></tr>
      <tr><td>Random read</td><td>7.6</td><td>9.0</td></tr><tr><td>Random write</td><td>8.1</td><td>9.5</td></tr></table>`;
    expect(found(body)).toEqual([]);
  });

  it("a row labelled as the typical rate, its unit in the cell, gives no measurement", () => {
    const body = `<table border="1"><caption>Media transfer rate</caption><tr><th colspan="2">Outer zone</th></tr>
      <tr><td>Burst - typical</td><td>142.0 MB/s</td></tr><tr><td>Sustained read - typical</td><td>118.5 MB/s</td></tr></table>`;
    expect(found(body)).toEqual([]);
  });

  it("a measured table without a datasheet qualifier still reads", () => {
    const body = `<table border="1"><tr><th>Operation</th><th>Latency (ms)</th></tr><tr><td>Random read</td><td>7.6</td></tr></table>`;
    expect(found(body)).toEqual([[7.6, "ms"]]);
  });

  it("the whole page's extraction reads no typical rate from a datasheet row, in a table or as a line", () => {
    const body = `<table border="1"><caption>Media transfer rate</caption><tr><td>Sustained read - typical</td><td>118.5 MB/s</td></tr></table>
      <p>Sustained read - typical 97.0 MB/s</p>`;
    expect(extractAll(page(body)).measurements.map((m) => m.value)).toEqual([]);
  });
});

describe("a unit written right after a bracketed note in a header", () => {
  it("`ツール（書き）MB/s` is a rate in MB/s, not seconds", () => {
    const body = `<table border="1"><tr><th>カード</th><th>dd（書き）MB/s</th></tr><tr><td>card A</td><td>41</td></tr></table>`;
    expect(found(body)).toEqual([[41, "MB/s"]]);
  });
});
