import { existsSync, readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildProgram } from "../src/cli.ts";
import { TABLES } from "../src/load/schema.ts";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const doc = (name: string) => readFileSync(new URL(`../docs/${name}`, import.meta.url), "utf8");

describe("the README stays true", () => {
  it("starts with the two set-up commands, and .ci/run runs exactly the README's install and test commands", () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    expect(firstBlock).toMatch(/^npm ci\b/m);
    expect(firstBlock).toMatch(/^npm start\b/m);
    expect(readme).toMatch(/^npm test\b/m);
    const ci = readFileSync(new URL("../.ci/run", import.meta.url), "utf8");
    expect(ci.split("\n").filter((l) => /^npm /.test(l))).toEqual(["npm ci", "npm test"]);
  });

  it("names every CLI command in the README and the reference, and every warehouse table in the schema", () => {
    for (const c of buildProgram().commands) {
      expect(readme, c.name()).toContain(`sokutei [--db PATH] ${c.name()}`);
      expect(doc("cli.md"), c.name()).toContain(`sokutei [--db PATH] ${c.name()}`);
    }
    for (const t of TABLES) expect(doc("schema.md"), t.name).toMatch(new RegExp(`\\| ${t.name} \\|`));
  });

  it("links only to files that exist", () => {
    const pages = [["README.md", readme], ...readdirSync(new URL("../docs/", import.meta.url)).filter((n) => n.endsWith(".md")).map((n) => [`docs/${n}`, doc(n)])] as const;
    for (const [name, text] of pages) {
      const base = new URL(name.startsWith("docs/") ? "../docs/" : "../", import.meta.url);
      for (const m of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        const target = m[1] ?? "";
        if (/^[a-z]+:/.test(target)) continue;
        expect(existsSync(new URL(target, base)), `${name} → ${target}`).toBe(true);
      }
    }
  });
});
