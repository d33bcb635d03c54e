import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { definitionFor, loadDefinitions, parseDefinition } from "../../src/crawl/sourceDefinition.ts";
import { compilePattern } from "../../src/crawl/urlPattern.ts";

const sourcesDir = fileURLToPath(new URL("../../sources", import.meta.url));
const minimal = { name: "x", site: "X", start: ["https://www.example.com/tech/"], reports: ["/tech/*.html"] };
const parse = (extra: Record<string, unknown>) => parseDefinition(JSON.stringify({ ...minimal, ...extra }), "sources/x.json");

describe("URL patterns", () => {
  const u = (s: string) => new URL(s);
  it("a glob matches the path and query: * within a segment, ** across, ? as a plain character", () => {
    const one = compilePattern("/tech/*.html");
    expect(one.test(u("https://a.example/tech/r1.html"))).toBe(true);
    expect(one.test(u("https://a.example/tech/2010/r1.html"))).toBe(false);
    expect(compilePattern("/tech/**.html").test(u("https://a.example/tech/2010/r1.html"))).toBe(true);
    expect(compilePattern("/tech/index.php?id=*").test(u("https://a.example/tech/index.php?id=42"))).toBe(true);
    expect(compilePattern("/tech/index.php?id=*").test(u("https://a.example/tech/indexXphp?id=42"))).toBe(false);
    expect(compilePattern("/tech/").test(u("https://a.example/tech/?page=2"))).toBe(false);
  });

  it("a glob with :// matches the whole URL; re: searches a regular expression in it", () => {
    expect(compilePattern("https://a.example/blog/*/").test(u("https://a.example/blog/123/"))).toBe(true);
    expect(compilePattern("https://a.example/blog/*/").test(u("https://b.example/blog/123/"))).toBe(false);
    const re = compilePattern("re:/blog/\\d+/$");
    expect(re.test(u("https://a.example/blog/123/"))).toBe(true);
    expect(re.test(u("https://a.example/blog/tag/"))).toBe(false);
  });

  it("refuses what is not a pattern", () => {
    expect(() => compilePattern("tech/*.html")).toThrow(/starts with \//);
    expect(() => compilePattern("re:[")).toThrow(/invalid regular expression/);
    expect(() => compilePattern("/a/***")).toThrow(/\*\*\*/);
  });
});

describe("source definitions", () => {
  it("fills defaults and takes the site's hosts from the start URLs and hosts", () => {
    const d = parse({ hosts: ["Example.com"] });
    expect(d).toMatchObject({ maxPages: 200, maxDepth: 3, hosts: ["www.example.com", "example.com"] });
    expect(definitionFor([d], "https://example.com/tech/r1.html")?.name).toBe("x");
    expect(definitionFor([d], "https://other.example/tech/r1.html")).toBeUndefined();
    expect(parse({ charset: "x-sjis" }).charset).toBe("Shift_JIS");
  });

  it("names the file and the field of the first problem, on one line", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ start: [] }, "sources/x.json: start: at least one start URL"],
      [{ start: ["file:///etc/passwd"] }, "sources/x.json: start[0]: not an http(s) URL"],
      [{ reports: ["/a", "re:(?<"] }, "sources/x.json: reports[1]: invalid regular expression"],
      [{ exclude: ["*.pdf"] }, "sources/x.json: exclude[0]: a glob starts with /"],
      [{ max_pages: 0 }, "sources/x.json: max_pages:"],
      [{ delay_ms: 10 }, "sources/x.json: delay_ms: at least 500 ms"],
      [{ per_host: 8 }, "sources/x.json: per_host: at most 2"],
      [{ content: "div[" }, "sources/x.json: content: not a valid CSS selector"],
      [{ charset: "klingon" }, "sources/x.json: charset: unknown charset"],
      [{ startUrls: ["https://a.example/"] }, "sources/x.json: startUrls: unknown field"],
      [{ name: "y" }, 'sources/x.json: name: "y" differs from the file name (x)'],
    ];
    for (const [extra, message] of cases) {
      let caught: Error | undefined;
      try {
        parse(extra);
      } catch (err) {
        caught = err as Error;
      }
      expect(caught?.message, JSON.stringify(extra)).toContain(message);
      expect(caught?.message).not.toContain("\n");
    }
  });

  it("reads comments and trailing commas, keeping the // of URLs inside strings", () => {
    const text = `// a comment
{
  "name": "x", /* block */ "site": "X // not a comment",
  "start": ["https://www.example.com/tech/",],
  "reports": ["/tech/*.html"],
}
`;
    expect(parseDefinition(text, "sources/x.jsonc")).toMatchObject({ site: "X // not a comment", start: ["https://www.example.com/tech/"] });
  });

  it("says where a text that is not JSON goes wrong, as file:line:column", () => {
    const missingComma = '{\n  "name": "x"\n  "site": "X"\n}';
    expect(() => parseDefinition(missingComma, "sources/x.json")).toThrow(/^sources\/x\.json:3:3: not valid JSON \(comma expected\)$/);
    expect(() => parseDefinition('{ "name": "x", "start": [1 2] }', "sources/x.json")).toThrow(/^sources\/x\.json:1:28: not valid JSON \(comma expected\)$/);
    expect(() => parseDefinition("", "sources/x.json")).toThrow(/^sources\/x\.json:1:1: not valid JSON \(value expected\)$/);
  });

  it("the shipped definitions load, and the commented template is a valid definition", async () => {
    const defs = await loadDefinitions(sourcesDir);
    expect(defs.length).toBeGreaterThanOrEqual(2);
    for (const d of defs) expect(d.file.endsWith(`${d.name}.json`)).toBe(true);
    const template = readFileSync(`${sourcesDir}/_template.jsonc`, "utf8");
    const d = parseDefinition(template, "sources/example-vendor.jsonc");
    expect(d).toMatchObject({ name: "example-vendor", charset: "Shift_JIS", content: "#contents", delayMs: 2000, perHost: 1 });
    // every field of the format is shown in the template
    for (const key of ["name", "site", "start", "follow", "reports", "exclude", "hosts", "max_pages", "max_depth", "charset", "content", "delay_ms", "per_host"]) expect(template).toContain(`"${key}":`);
  });
});
