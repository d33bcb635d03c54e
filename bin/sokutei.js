#!/usr/bin/env node
// Runs the compiled CLI (dist/, built by `npm install` / `npm ci`) when it is at least as new as every source file;
// otherwise the TypeScript sources through tsx, so an edit takes effect without a rebuild.
import { readdirSync, statSync } from "node:fs";

const root = new URL("../", import.meta.url);
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = new URL(e.name + (e.isDirectory() ? "/" : ""), dir);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
let built = 0;
try {
  built = statSync(new URL("dist/cli.js", root)).mtimeMs;
} catch {
  // not built
}
if (built && built >= newest(new URL("src/", root))) {
  await import("../dist/cli.js");
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/cli.ts");
}
