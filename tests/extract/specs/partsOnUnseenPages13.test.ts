import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (html: string) => extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${html}</body></html>`));
const parts = (html: string) => extract(html).components.map((c) => [c.kind, c.vendor, c.model, c.capacityBytes ?? c.clockHz ?? null]);

describe("parts on unseen pages: constructions of round 13", () => {
  it("reads a drive after its maker's possessive, and two sizes of one line as two drives", () => {
    expect(parts(`<p>Both beat the Verbatim Store-n-Go 16 GB and Lexar's JumpDrive P20 32 GB by far, while Lexar's JumpDrive P20 64 GB kept up.</p>`)).toEqual([
      ["disk", "Verbatim", "Store-n-Go", 16e9],
      ["disk", "Lexar", "JumpDrive P20", 32e9],
      ["disk", "Lexar", "JumpDrive P20", 64e9],
    ]);
    // the possessive before a drive noun names a drive already named, not a product
    expect(parts(`<p>Lexar's stick wins the write test at 120 MB/s.</p>`)).toEqual([]);
  });

  it("reads a drive maker written with one capital, a card format after it, and a size in brackets after it", () => {
    expect(parts(`<p>I compared two cards: Adata (Adata Premier Class 10) and Transcend (16 GB class 10). The Adata card was slower.</p>`)).toEqual([
      ["disk", "Adata", "Premier Class 10", null],
      ["disk", "Transcend", null, 16e9],
    ]);
    expect(parts(`<p>The root file system sits on a cheap Lexar microSD card bought last year.</p>`)).toEqual([["disk", "Lexar", null, null]]);
  });

  it("reads a NIC whose noun stands between its maker and its model, or after the model", () => {
    expect(parts(`<h2>Trying the Broadcom NIC BCM5719-4P</h2><p>Four ports gave 3.7 Gbps in total.</p>`).filter((p) => p[0] === "nic")).toEqual([["nic", "Broadcom", "BCM5719-4P", null]]);
    expect(parts(`<p>With the Intel I350-T2 NIC the two links gave 1.8 Gbps.</p>`).filter((p) => p[0] === "nic").map((p) => p[2])).toEqual(["I350-T2"]);
  });
});
