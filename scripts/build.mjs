// Compiles src/ to dist/ (plain JavaScript: a cold `sokutei ingest` then skips tsx's transform, ~0.5 s) and copies
// the data files the code reads next to itself. Run by `npm install` / `npm ci` (the prepare script).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { createRequire } from "node:module";

const root = new URL("../", import.meta.url);
rmSync(new URL("dist/", root), { recursive: true, force: true });
let tsc;
try {
  tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
} catch {
  // an install without dev dependencies: bin/sokutei.js runs the sources through tsx instead
  console.warn("sokutei: typescript is not installed; not building dist/ (the CLI runs its sources through tsx)");
  process.exit(0);
}
execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: root, stdio: "inherit" });
// every data file beside the code (lexicon.json, partTerms.json, deviceTerms.json, …), so a new one needs no edit here
for (const rel of readdirSync(new URL("src/", root), { recursive: true })) {
  if (!String(rel).endsWith(".json")) continue;
  mkdirSync(new URL(`dist/${dirname(String(rel))}/`, root), { recursive: true });
  copyFileSync(new URL(`src/${rel}`, root), new URL(`dist/${rel}`, root));
}
