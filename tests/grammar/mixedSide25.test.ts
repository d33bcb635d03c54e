import { describe as suite, expect, it } from "vitest";
import { describe, operationsNamed } from "../../src/grammar/describe.ts";

suite("one side of a mixed load named beside the mix", () => {
  it("is that side (`Mixed Read BW`), never when the mix itself spells both sides or gives its ratio", () => {
    expect(operationsNamed("Mixed Read BW")).toEqual(["read"]);
    expect(describe("Mixed Write IOPS").operation).toBe("write");
    expect(describe("Read/Write").operation).toBe("read_write");
    expect(describe("Sequential read/write").operation).toBe("read_write");
    expect(describe("Random mixed (70% read)").operation).toBe("read_write");
  });
});
