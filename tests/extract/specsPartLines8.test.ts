import { describe, expect, it } from "vitest";
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
