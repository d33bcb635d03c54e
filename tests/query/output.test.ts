import { describe, expect, it } from "vitest";
import { bindParams, findQuery } from "../../src/query/cannedQueries.ts";
import { formatRows, humanNumber, jsonRow } from "../../src/query/formatRows.ts";
import { closest, didYouMean, editDistance } from "../../src/query/suggest.ts";

const cols = ["metric", "conditions", "raw_text", "value_si"];
const types = ["VARCHAR", "JSON", "VARCHAR", "DOUBLE"];
const rows = [
  { metric: "throughput", conditions: '{"tool":"fio","block_size_bytes":4096}', raw_text: '{"not":"json column"}', value_si: 250231140.52668378 },
  { metric: "iops", conditions: null, raw_text: "x", value_si: 512 },
];

describe("query output for tools", () => {
  it("json nests JSON-typed columns and leaves VARCHAR ones as strings", () => {
    const out = JSON.parse(formatRows(cols, rows, "json", types)) as Record<string, unknown>[];
    expect(out[0]?.conditions).toEqual({ tool: "fio", block_size_bytes: 4096 });
    expect(out[0]?.raw_text).toBe('{"not":"json column"}');
    expect(out[1]?.conditions).toBeNull();
    // raw numbers, never formatted
    expect(out[0]?.value_si).toBe(250231140.52668378);
  });

  it("jsonl prints one object a line, nested the same way", () => {
    const lines = formatRows(cols, rows, "jsonl", types).trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ metric: "throughput", conditions: { tool: "fio" } });
    expect(formatRows(cols, [], "jsonl", types)).toBe("");
  });

  it("without types (or for an unparsable value) a column stays as it is", () => {
    expect(jsonRow(["c"], { c: '{"a":1}' })).toEqual({ c: '{"a":1}' });
    expect(jsonRow(["c"], { c: "{broken" }, ["JSON"])).toEqual({ c: "{broken" });
  });

  it("csv keeps values raw; table formats them per unit", () => {
    expect(formatRows(["size_bytes"], [{ size_bytes: 512 }, { size_bytes: 4096 }], "csv")).toBe("size_bytes\n512\n4096\n");
    const table = formatRows(["size_bytes"], [{ size_bytes: 512 }, { size_bytes: 4096 }], "table");
    expect(table).toContain("512 B");
    expect(table).toContain("4 KiB");
    expect(humanNumber("block_size_bytes", 512)).toBe("512 B");
  });

  it("table shows sizes with the prefix they were written with: decimal unless an exact binary multiple, as the site does", () => {
    // a 750 GB disk is not 698.5 GiB, a 2 TB one not 1.8 TiB; 8 GiB of memory stays binary
    expect(humanNumber("capacity_bytes", 750e9)).toBe("750 GB");
    expect(humanNumber("capacity_bytes", 2e12)).toBe("2 TB");
    expect(humanNumber("file_size_bytes", 3.01e9)).toBe("3.01 GB");
    expect(humanNumber("capacity_bytes", 8 * 2 ** 30)).toBe("8 GiB");
    const table = formatRows(["model", "capacity_bytes"], [{ model: "ST3750640AS", capacity_bytes: 750e9 }], "table");
    expect(table).toContain("750 GB");
  });
});

describe("suggestions", () => {
  it("edit distance counts insertions, deletions and substitutions", () => {
    expect(editDistance("sytems", "systems")).toBe(1);
    expect(editDistance("randon", "random")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("names the closest known name, or lists them all when none is close", () => {
    expect(closest("sytems", ["claims", "systems", "copy-times"])).toEqual(["systems"]);
    expect(didYouMean("zzzzzz", ["a", "b"], "known")).toBe("known: a, b");
  });
});

describe("canned query parameters", () => {
  it("a vocabulary parameter rejects a value outside it, naming the allowed ones", () => {
    const q = findQuery("adapters-by-block-size");
    expect(() => bindParams(q, { access: "randon" })).toThrow(/access=randon is not in the vocabulary/);
    try {
      bindParams(q, { access: "randon" });
    } catch (err) {
      expect((err as { hint?: string }).hint).toMatch(/did you mean random\?.*sequential, random/);
      expect((err as { code?: number }).code).toBe(2);
    }
    expect(bindParams(q, { access: "random" })).toMatchObject({ access: "random" });
  });

  it("an unknown query name suggests the nearest one", () => {
    expect(() => findQuery("sytems")).toThrow(expect.objectContaining({ hint: expect.stringMatching(/^did you mean systems\?/) }));
  });
});
