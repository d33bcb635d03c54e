import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TABLES } from "../src/load/schema.ts";
import { ACCESSES, METRICS, OPERATIONS, ORIGINS, SI_UNITS } from "../src/model/vocabulary.ts";

const root = new URL("../", import.meta.url);
const read = (rel: string) => readFileSync(new URL(rel, root), "utf8");
const readme = read("README.md");
/** Every file under a folder of the project, as paths relative to the root. */
const filesUnder = (rel: string): string[] =>
  readdirSync(new URL(rel, root), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === "fixtures" ? [] : filesUnder(`${rel}${e.name}/`)) : [`${rel}${e.name}`],
  );

describe("the README reads as a reference, not a history", () => {
  it("names no internal issue number and no session", () => {
    expect(readme.match(/(?<![\w&/])#\d+\b/g) ?? []).toEqual([]);
    expect(readme.match(/\bsessions? \d+\b/gi) ?? []).toEqual([]);
  });

  it("gives the accuracy as one dated table with the command that reproduces it", () => {
    const section = readme.split(/^## Accuracy$/m)[1]?.split(/^## /m)[0] ?? "";
    expect(section).toMatch(/Measured on \d{4}-\d{2}-\d{2}/);
    expect(section).toMatch(/`npx sokutei score [^`]+`/);
    expect(section.match(/^\| labelled set \|/gm)).toHaveLength(1);
    expect(section.split("\n").length).toBeLessThan(30);
  });
});

describe("the reference says what the code does", () => {
  it("docs/schema.md lists every column of every table in that table's row", () => {
    const schema = read("docs/schema.md");
    for (const t of TABLES) {
      const row = schema.split("\n").find((l) => l.startsWith(`| ${t.name} |`)) ?? "";
      for (const c of t.columns) expect(row, `${t.name}.${c.name}`).toMatch(new RegExp(`\\b${c.name}\\b`));
    }
  });

  it("docs/schema.md names every value of the closed vocabulary", () => {
    const schema = read("docs/schema.md");
    for (const v of [...METRICS, ...OPERATIONS, ...ACCESSES, ...ORIGINS]) expect(schema, v).toMatch(new RegExp(`\\b${v}\\b`));
    for (const u of SI_UNITS) expect(schema, u).toContain(`\`${u}\``);
  });

  it("the output docs name exactly the JSON columns as JSON (derived_from is a VARCHAR)", () => {
    const json = TABLES.flatMap((t) => t.columns.filter((c) => c.type === "JSON").map((c) => c.name)).sort();
    const line = read("docs/charts-and-output.md").split("\n").find((l) => l.startsWith("| `json` |")) ?? "";
    const named = [...(/JSON columns \(([^)]*)\)/.exec(line)?.[1] ?? "").matchAll(/`(\w+)`/g)].map((m) => m[1]).sort();
    expect(named).toEqual([...new Set(json)].sort());
  });

  it("every docs/… or README path that the code shows a person exists, and no message sends one to the README for the schema", () => {
    for (const file of filesUnder("src/").filter((f) => f.endsWith(".ts"))) {
      const text = read(file);
      for (const m of text.matchAll(/\bdocs\/[\w-]+\.md\b/g)) expect(() => read(m[0]), `${file} → ${m[0]}`).not.toThrow();
      expect(text, file).not.toMatch(/\((?:see )?README\)|in the README/);
    }
  });

  it("every test that drives Chromium names, when skipped, why", () => {
    const browserTests = filesUnder("tests/").filter((f) => f.endsWith(".test.ts") && f !== "tests/docsTrue.test.ts" && /from "playwright-core"|\/usr\/bin\/chromium/.test(read(f)));
    expect(browserTests.length).toBeGreaterThanOrEqual(7);
    for (const f of browserTests) {
      const text = read(f);
      const skips = [...text.matchAll(/\.skipIf\(([^)]*)\)\(([^,]*),/g)];
      expect(skips.length, f).toBeGreaterThan(0);
      for (const s of skips) expect(s[2], `${f}: ${s[0]}`).toMatch(/^inChromium\(/);
    }
  });
});

describe("the CLI synopses name every option", () => {
  /** The synopsis lines of one command in a document's code blocks: its `sokutei [--db PATH] NAME` line and the indented lines after it. */
  const synopsis = (text: string, name: string) => {
    const lines = text.split("\n");
    const out: string[] = [];
    lines.forEach((l, i) => {
      if (!l.includes(`sokutei [--db PATH] ${name} `) && !l.endsWith(`sokutei [--db PATH] ${name}`)) return;
      out.push(l);
      for (let j = i + 1; j < lines.length && /^\s+\[?-/.test(lines[j] ?? ""); j++) out.push(lines[j] ?? "");
    });
    return out.join("\n");
  };

  it("the README's CLI block is docs/cli.md's", () => {
    const block = (text: string) => /```\n(npx sokutei \[--db PATH\] ingest[\s\S]*?)```/.exec(text)?.[1];
    expect(block(readme)).toBeTruthy();
    expect(block(readme)).toBe(block(read("docs/cli.md")));
  });

  it("in the README and in docs/cli.md", async () => {
    const { buildProgram } = await import("../src/cli.ts");
    for (const [doc, text] of [["README.md", readme], ["docs/cli.md", read("docs/cli.md")]] as const) {
      for (const c of buildProgram().commands) {
        const lines = synopsis(text, c.name());
        for (const o of c.options) {
          if (!o.long || o.long === "--help") continue;
          const named = [o.long, o.short].filter(Boolean).map((f) => `${f}(?![\\w-])`).join("|");
          expect(lines, `${doc}: ${c.name()} ${o.long}`).toMatch(new RegExp(`(?<![\\w-])(${named})`));
        }
      }
    }
  });
});
