import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractSpecs } from "../../src/extract/specs/extractSpecs.ts";
import { kindOfPiece, partsOfLine } from "../../src/extract/specs/partList.ts";

describe("parts-list lines (unseen8 fix round)", () => {
  it("reads a count before a spindle class, a memory size without B, and NIC chip ids", () => {
    expect(partsOfLine("9* 7.2K HDD  MB010000GWAYN")[0]).toMatchObject({ kind: "disk", model: "MB010000GWAYN", count: 9 });
    expect(partsOfLine("1* Memory 64G")[0]).toMatchObject({ kind: "memory", capacityBytes: 64 * 2 ** 30 });
    expect(kindOfPiece("1* Mellanox Technologies MT27520 40G")).toBe("nic");
    expect(kindOfPiece("Intel 82574L")).toBe("nic");
    expect(kindOfPiece("Realtek RTL8111")).toBe("nic");
    expect(kindOfPiece("Memory usage 64 percent")).toBeNull();
  });
});

describe("a parts list pasted in <pre> under a hardware heading", () => {
  const parts = (body: string) => {
    const ex = extractSpecs(buildDocument(`<html><head><title>Test | Lab</title></head><body>${body}</body></html>`));
    return ex.components.map((c) => ({ kind: c.kind, count: c.count, capacity: c.capacityBytes }));
  };
  const list = "<pre>2* Intel Xeon Gold 6130\n1* Memory 64G\n9* 7.2K HDD  MB010000GWAYN</pre>";

  it("is read line by line under 'Test environment'", () => {
    expect(parts(`<h2>Test environment</h2>${list}`)).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: "memory", capacity: 64 * 2 ** 30 }),
      expect.objectContaining({ kind: "disk", count: 9 }),
    ]));
  });

  it("is not read as parts under a heading that names no hardware", () => {
    expect(parts(`<h2>Results</h2>${list}`).filter((p) => p.kind === "disk" || p.kind === "memory")).toEqual([]);
  });
});
