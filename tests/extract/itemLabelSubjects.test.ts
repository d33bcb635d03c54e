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
    expect(found.every(([, storage, config]) => storage === null && (config === null || !/Read test|We measured|Write speeds/.test(String(config))))).toBe(true);
  });

  it("records the parent item of a nested list item in the document, and none for a top-level item", () => {
    const doc = buildDocument(`<html><body><ul><li>Disk A<ul><li>100 MB/s</li></ul></li><li>Disk B</li></ul></body></html>`);
    const items = doc.blocks.filter((b) => b.kind === "list_item");
    expect(items.map((b) => [b.text, b.parentItem])).toEqual([["Disk A", undefined], ["100 MB/s", items[0]?.index], ["Disk B", undefined]]);
  });
});
