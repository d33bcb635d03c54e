// Compiles src/ to dist/ (plain JavaScript: a cold `sokutei ingest` then skips tsx's transform, ~0.5 s) and copies
// the data files the code reads next to itself. Run by `npm install` / `npm ci` (the prepare script).
import { execFileSync } from "node:child_process";
import { copyFileSync, rmSync } from "node:fs";
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
copyFileSync(new URL("src/normalise/lexicon.json", root), new URL("dist/normalise/lexicon.json", root));
copyFileSync(new URL("src/extract/specs/partTerms.json", root), new URL("dist/extract/specs/partTerms.json", root));
copyFileSync(new URL("src/extract/tools/deviceTerms.json", root), new URL("dist/extract/tools/deviceTerms.json", root));
