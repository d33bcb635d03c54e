import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compilePattern } from "../../src/crawl/urlPattern.ts";

/** The glob as the regular expression it means (the reference the matcher must agree with). */
const reference = (glob: string) =>
  new RegExp(`^${glob.split(/(\*\*|\*)/).map((p) => (p === "**" ? ".*" : p === "*" ? "[^/?#]*" : p.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))).join("")}$`);

describe("URL globs of source definitions", () => {
  it("match what their regular expression means, on any path and query", () => {
    const piece = fc.constantFrom("/", "a", "b", ".html", "?", "=", "-", "*", "**", "é");
    const glob = fc.array(piece, { minLength: 1, maxLength: 8 }).map((ps) => `/${ps.join("")}`).filter((g) => !/\*{3,}/.test(g));
    const path = fc.array(fc.constantFrom("/", "a", "b", ".html", "?", "=", "-", "é"), { maxLength: 12 }).map((ps) => `/${ps.join("")}`);
    fc.assert(
      fc.property(glob, path, (g, p) => {
        const url = new URL(`https://a.example${p}`);
        expect(compilePattern(g).test(url)).toBe(reference(g).test(url.pathname + url.search));
      }),
      { numRuns: 2000 },
    );
  });

  it("take time in proportion to the link, however many ** they hold: a long hostile link does not stall a crawl", () => {
    const link = new URL(`https://a.example/tech/${"a/".repeat(16_000)}b`);
    const started = Date.now();
    for (const g of ["/**/**/*.html", "/**/**/**/*.html", "/**/**/**/**/x", "/*/**/*/**/*/**.pdf"]) expect(compilePattern(g).test(link)).toBe(false);
    expect(compilePattern("/tech/**/b").test(link)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
