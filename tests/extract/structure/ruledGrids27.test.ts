import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { columnGrids } from "../../../src/extract/structure/columnGrids.ts";

// a mail pasted whole into one `<pre>`: the unit is stated once in its opening paragraph, the tables under it are ruled
const MAIL = (opening: string) => `${opening}
We used one SATA disk per run and the stock scheduler.

Sequential reads:
BS(KB)   oldkern   newkern
------   -------   -------
     4      40.1      38.2
    16      80.5      79.9
    64      98.0      97.7

Writes lost less than reads did.

Sequential writes:
BS(KB)   oldkern   newkern
------   -------   -------
     4      21.0      20.4
    64      90.2      88.8
`;
const WITH_UNIT = MAIL("I compared two kernels on the same box, and all figures below are in MB/s (higher is better).");
const WITHOUT_UNIT = MAIL("I compared two kernels on the same box, running each test three times over.");
const page = (pre: string) => `<html><head><title>kernel regression</title></head><body><pre>${pre}</pre></body></html>`;

describe("a ruled table without units in a <pre>, and the writer's paragraphs above it", () => {
  it("is a grid: the rule under the header draws the columns; the prose paragraphs above it in the block are its lead", () => {
    const grids = columnGrids(WITH_UNIT);
    expect(grids.map((g) => g.title)).toEqual(["Sequential reads:", "Sequential writes:"]);
    expect(grids[0]?.table.rows[0]?.map((c) => c.text)).toEqual(["BS(KB)", "oldkern", "newkern"]);
    // lines between blank lines are one paragraph, joined
    expect(grids[0]?.above).toEqual(["I compared two kernels on the same box, and all figures below are in MB/s (higher is better). We used one SATA disk per run and the stock scheduler."]);
    // the first table's rows and title are no paragraph of the second's lead
    expect(grids[1]?.above).toEqual([grids[0]?.above[0], "Writes lost less than reads did."]);
  });

  it("the unit the opening paragraph states is every table's; a bare size under `BS(KB)` is in KB; the title names the operation", () => {
    const rows = extractAll(buildDocument(page(WITH_UNIT))).measurements.map((m) => [m.operation, m.value, m.unit, m.conditions.block_size_bytes, m.conditions.config]);
    expect(rows).toEqual([
      ["read", 40.1, "MB/s", 4096, "oldkern"],
      ["read", 38.2, "MB/s", 4096, "newkern"],
      ["read", 80.5, "MB/s", 16384, "oldkern"],
      ["read", 79.9, "MB/s", 16384, "newkern"],
      ["read", 98, "MB/s", 65536, "oldkern"],
      ["read", 97.7, "MB/s", 65536, "newkern"],
      ["write", 21, "MB/s", 4096, "oldkern"],
      ["write", 20.4, "MB/s", 4096, "newkern"],
      ["write", 90.2, "MB/s", 65536, "oldkern"],
      ["write", 88.8, "MB/s", 65536, "newkern"],
    ]);
  });

  it("with no unit stated anywhere, the cells are refused for want of one, never guessed", () => {
    const out = extractAll(buildDocument(page(WITHOUT_UNIT)));
    expect(out.measurements).toEqual([]);
    expect(out.rejects.filter((r) => /no unit/.test(r.reason)).length).toBeGreaterThanOrEqual(10);
  });

  it("a ruled table of words, or one without a header word over each column, is still no grid", () => {
    expect(columnGrids("Name   Model\n----   -----\nsda    WD40\nsdb    WD40")).toEqual([]);
    expect(columnGrids("        oldkern   newkern\n------  -------   -------\n     4     40.1      38.2\n    16     80.5      79.9")).toEqual([]);
  });
});
