import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { partsIn } from "../../src/extract/specs/proseSystems.ts";

const cpus = (body: string) =>
  extractAll(buildDocument(`<html><head><title>LAN copy notes</title></head><body>${body}</body></html>`))
    .components.filter((c) => c.kind === "cpu")
    .map((c) => [c.model, c.clockHz]);

describe("a processor written clock first", () => {
  it("`a 2.4 GHz Pentium 4`, `3.4GHz Core i7-2600`, `a 1.8 GHz Athlon 64`: family, number and clock", () => {
    expect(partsIn("the server (a 3.4GHz Core i7-2600) and a 1.8 GHz Athlon 64 laptop").map((p) => [p.kind, p.model, p.clockHz])).toEqual([
      ["cpu", "Core i7-2600", 3.4e9],
      ["cpu", "Athlon 64", 1.8e9],
    ]);
  });

  it("machines described in brackets of a result sentence become the report's processors", () => {
    expect(cpus("<p>CPU load was about 35% on the sender (a 2.4 GHz Pentium 4) and 60% on the receiver (a 1.6 GHz Celeron).</p>")).toEqual([
      ["Pentium 4", 2.4e9],
      ["Celeron", 1.6e9],
    ]);
  });

  it("a clock with no processor family after it is no part", () => {
    expect(partsIn("the radio runs at 2.4 GHz and the link at 5 GHz").filter((p) => p.kind === "cpu")).toEqual([]);
  });
});
