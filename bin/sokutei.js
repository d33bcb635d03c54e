#!/usr/bin/env node
// Runs the compiled CLI (dist/, built by `npm install` / `npm ci`) when it is at least as new as every source file;
// otherwise the TypeScript sources through tsx, so an edit takes effect without a rebuild.
import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runCached } from "./cachedScript.js";
import { setV8Flags } from "./v8Flags.js";

const root = new URL("../", import.meta.url);
function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = new URL(e.name + (e.isDirectory() ? "/" : ""), dir);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
const mtime = (rel) => {
  try {
    return statSync(new URL(rel, root)).mtimeMs;
  } catch {
    return 0;
  }
};

const COMMANDS = new Set(["ingest", "crawl", "sources", "reprocess", "query", "queries", "chart", "report", "export", "show"]);

/**
 * dist/cli.cjs compiled with the code cache of an earlier run of the same command, written at this run's exit when
 * needed. A run that derived pages on its own thread (a small batch, src/ingest/derivePool.ts) writes a cache of its
 * own, which holds the extractors' compiled code too and is read first.
 */
function cachedMain() {
  const command = process.argv.slice(2).find((a) => COMMANDS.has(a)) ?? "other";
  const { exports, save } = runCached(fileURLToPath(new URL("dist/cli.cjs", root)), [`${command}-derive`, command]);
  process.once("exit", () => save(globalThis.__sokutei_derived_here ? `${command}-derive` : command));
  return exports.main;
}

// before anything is compiled: the code cache is checked against the flags it was written under (bin/v8Flags.js)
setV8Flags();
const built = mtime("dist/cli.js");
if (built && built >= newest(new URL("src/", root))) {
  if (mtime("dist/cli.cjs") >= built && !process.env.SOKUTEI_NO_CODE_CACHE) await cachedMain()(process.argv);
  else await import("../dist/cli.js");
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/cli.ts");
}
