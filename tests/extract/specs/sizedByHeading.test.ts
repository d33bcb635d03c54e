import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const disks = (html: string) => extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${html}</body></html>`)).components.filter((c) => c.kind === "disk").map((c) => [c.model, c.capacityBytes]);

describe("a drive whose size is a sub-heading of its own heading", () => {
  it("is a disk of that name and size when the headings above speak of drives", () => {
    const section = (name: string, size: string) => `<h3>${name}</h3><h4>Size</h4><p>${size}</p><h4>Read</h4><p>30.5 MB/s</p>`;
    expect(disks(`<h1>Stick tests</h1><h2>Flash drives</h2>${section("Acme Swift", "32GB")}${section("Acme Tiny", "8 GiB")}`)).toEqual([
      ["Acme Swift", 32e9],
      ["Acme Tiny", 8 * 2 ** 30],
    ]);
  });

  it("names nothing when nothing above speaks of drives, or the size is not alone in its paragraph", () => {
    expect(disks(`<h1>Memory kits</h1><h3>Acme Fury</h3><h4>Size</h4><p>16GB</p>`)).toEqual([]);
    expect(disks(`<h1>Drive notes</h1><h3>Acme Swift</h3><h4>Size</h4><p>about 32GB, of which 29GB usable</p>`)).toEqual([]);
  });
});
