import { describe, expect, it } from "vitest";
import { stripNumbering } from "../../src/extract/conditions.ts";

describe("stripNumbering", () => {
  it("strips list numbering but keeps a dotted version that starts a heading", () => {
    expect(stripNumbering("1. Chelsio T420-CR")).toBe("Chelsio T420-CR");
    expect(stripNumbering("2) Bridged")).toBe("Bridged");
    expect(stripNumbering("2.4.21 の場合")).toBe("2.4.21 の場合");
    expect(stripNumbering("2.6 kernel")).toBe("2.6 kernel");
  });
});
