import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildProgram } from "../src/cli.ts";
import { TABLES } from "../src/load/schema.ts";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("the README stays true", () => {
  it("starts with the two set-up commands, and .ci/run runs exactly the README's install and test commands", () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    expect(firstBlock).toMatch(/^npm ci\b/m);
    expect(firstBlock).toMatch(/^npm start\b/m);
    expect(readme).toMatch(/^npm test\b/m);
    const ci = readFileSync(new URL("../.ci/run", import.meta.url), "utf8");
    expect(ci.split("\n").filter((l) => /^npm /.test(l))).toEqual(["npm ci", "npm test"]);
  });

  it("names every CLI command and every warehouse table", () => {
    for (const c of buildProgram().commands) expect(readme, c.name()).toContain(`sokutei [--db PATH] ${c.name()}`);
    for (const t of TABLES) expect(readme, t.name).toMatch(new RegExp(`\\| ${t.name} \\|`));
  });
});
