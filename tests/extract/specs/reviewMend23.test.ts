import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractSpecs } from "../../../src/extract/specs/extractSpecs.ts";
import { withBytes } from "../../../src/extract/specs/partList.ts";

const parts = (body: string) =>
  extractSpecs(buildDocument(`<html><head><title>Test | Lab</title></head><body>${body}</body></html>`)).components.map((c) => ({ kind: c.kind, capacity: c.capacityBytes }));

describe("a link rate after an interface word is not a size (review 23, finding 3)", () => {
  it("leaves SATA 6G / SAS 12G as they are and still restores the B of a size", () => {
    expect(withBytes("disk", "Crucial MX500 (SATA 6G接続)")).toBe("Crucial MX500 (SATA 6G接続)");
    expect(withBytes("disk", "WD Blue SATA 6G 2T")).toBe("WD Blue SATA 6G 2TB");
    expect(withBytes("disk", "Seagate SAS-3 12G 4T")).toBe("Seagate SAS-3 12G 4TB");
    expect(withBytes("disk", "SATA 320G HDD")).toBe("SATA 320GB HDD");
    expect(withBytes("disk", "1 T HDD")).toBe("1TB HDD");
  });

  it("reads one disk of its real size from a spec line naming the link", () => {
    const disks = parts("<h2>検証環境</h2><ul><li>SSD: Crucial MX500 (SATA 6G接続)</li><li>HDD: WD Blue SATA 6G 2TB</li></ul>").filter((p) => p.kind === "disk");
    expect(disks.some((d) => d.capacity === 6 * 10 ** 9 || d.capacity === 6 * 2 ** 30)).toBe(false);
    expect(disks.filter((d) => d.capacity !== null && d.capacity !== undefined && d.capacity < 10 ** 11)).toEqual([]);
  });
});
