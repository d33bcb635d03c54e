import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { blockContext } from "../../src/extract/blockContext.ts";

/** The array a report's title names applies to every block of the report: its tables and its tool outputs alike. */
describe("a RAID level in the report's title", () => {
  const contextOf = (title: string, heading = "Results") => {
    const doc = buildDocument(`<html><head><title>${title}</title></head><body><h1>${title}</h1><h2>${heading}</h2><pre>dd output</pre></body></html>`);
    const pre = doc.blocks.find((b) => b.kind === "pre");
    if (!pre) throw new Error("no pre block");
    return blockContext(doc, pre).conditions;
  };

  it("is the raid of blocks under headings that name none", () => {
    expect(contextOf("ROCK 5B USB3 RAID0 iozone").raid).toBe("RAID0");
  });

  it("gives way to a heading that names another level, and is not read from a title that names two", () => {
    expect(contextOf("ROCK 5B USB3 RAID0 iozone", "RAID1 mirror").raid).toBe("RAID1");
    expect(contextOf("RAID0 vs RAID5 on four drives").raid).toBeUndefined();
  });
});
