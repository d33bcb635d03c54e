import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Cards</title></head><body><h1>Card speeds</h1>${body}</body></html>`)).measurements.map((m) => [m.value, m.conditions.storage ?? null, m.conditions.config ?? null]);

describe("an item that only names something labels the items nested under it", () => {
  it("gives their figures its name: the drive when it names one, else the configuration", () => {
    const body = `<ul><li><strong>Samsung EVO Plus 64GB</strong>:<ul><li>Sequential read 92.5 MB/s</li></ul></li>
      <li>Board rev 3 (SDIO high):<ul><li>Sequential read 41.2 MB/s</li></ul></li></ul>`;
    expect(rows(body)).toEqual([
      [92.5, "Samsung EVO Plus 64GB", null],
      [41.2, null, "Board rev 3 (SDIO high)"],
    ]);
  });

  it("is no label when it states a figure, a sentence or what was measured", () => {
    const body = `<ul><li>Read test at 90 MB/s:<ul><li>Sequential read 92.5 MB/s</li></ul></li>
      <li>We measured each card three times. Results:<ul><li>Sequential read 41.2 MB/s</li></ul></li>
      <li>Write speeds:<ul><li>Sequential 20.1 MB/s</li></ul></li></ul>`;
    const found = rows(body);
    expect(found.map((r) => r[0])).toEqual([90, 92.5, 41.2, 20.1]);
    expect(found.every(([, storage, config]) => storage === null && (config === null || !/Read test|We measured|Write speeds/.test(String(config))))).toBe(true);
  });

  it("records the parent item of a nested list item in the document, and none for a top-level item", () => {
    const doc = buildDocument(`<html><body><ul><li>Disk A<ul><li>100 MB/s</li></ul></li><li>Disk B</li></ul></body></html>`);
    const items = doc.blocks.filter((b) => b.kind === "list_item");
    expect(items.map((b) => [b.text, b.parentItem])).toEqual([["Disk A", undefined], ["100 MB/s", items[0]?.index], ["Disk B", undefined]]);
  });
});

describe("a first line that describes the test heads the figures under it in its paragraph or item", () => {
  const read = (body: string) =>
    extractAll(buildDocument(`<html><head><title>NAS</title></head><body><h1>NAS over NFS</h1>${body}</body></html>`)).measurements.map((m) => [m.value, m.operation, m.access, m.conditions.block_size_bytes ?? null]);

  it("gives them its access and block size (`4K random I/O` over `WRITE bandwidth: 23.0MiB/s`)", () => {
    const body = `<ul><li><p>4K random I/O</p><p><code>WRITE bandwidth: 23.0MiB/s</code></p></li><li><p>Sequential read, 128K blocks</p><p><code>bandwidth: 110MiB/s</code></p></li></ul>`;
    expect(read(body)).toEqual([
      [23, "write", "random", 4096],
      [110, "read", "sequential", 131072],
    ]);
  });

  it("says nothing when the first line holds a figure of its own, or describes nothing", () => {
    const body = `<ul><li><p>Random 4K at 12 MB/s before tuning</p><p>after: 30 MB/s write</p></li><li><p>Linux server</p><p>WRITE bandwidth: 80.5MiB/s</p></li></ul>`;
    const found = read(body);
    expect(found.find((r) => r[0] === 30)?.slice(2)).toEqual([null, null]);
    expect(found.find((r) => r[0] === 80.5)?.slice(2)).toEqual([null, null]);
  });
});

describe("a label line right above a table heads it as an innermost heading would", () => {
  const read = (above: string) =>
    extractAll(buildDocument(`<html><head><title>Cards</title></head><body><h1>SD</h1><p>${above}</p><table><tr><th></th><th>Read MB/s</th></tr><tr><td>A-DATA microSD 1GB</td><td>8.9</td></tr></table></body></html>`)).measurements.map((m) => m.conditions.config ?? null);

  it("gives its rows the label as their configuration", () => expect(read("前回結果")).toEqual(["前回結果"]));
  it("but not a sentence, a `label: value` line or a generic heading", () => {
    expect(read("The previous reader gave lower figures, as the table shows.")).toEqual([null]);
    expect(read("Reader: BN-SDCKP3")).toEqual([null]);
    expect(read("Results")).toEqual([null]);
  });
});

describe("a Japanese paragraph that opens on a named topic", () => {
  const read = (p: string) =>
    extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>中継機</title></head><body><h1>中継機の置き場所</h1><p>${p}</p></body></html>`)).measurements.map((m) => [m.value, m.conditions.config ?? m.conditions.storage ?? null]);

  it("gives the paragraph's figures that topic", () => {
    expect(read("候補点1は、親機を置いた場所のすぐ上。ここでは5GHz帯で105Mbpsと速かった。")).toEqual([[105, "候補点1"]]);
    expect(read("候補点2は階段付近なので見通しが良い。計測してみると97Mbpsとやや落ちた。")).toEqual([[97, "候補点2"]]);
  });

  it("gives none when it opens on a pointer, a run or a tool", () => {
    expect(read("今回は、計測してみると97Mbpsとやや落ちた。")).toEqual([[97, null]]);
    expect(read("2回目は97Mbpsとやや落ちた。")).toEqual([[97, null]]);
  });
});
