#!/usr/bin/env node
// Runs the compiled CLI (dist/, built by `npm install` / `npm ci`) when it is at least as new as every source file;
// otherwise the TypeScript sources through tsx, so an edit takes effect without a rebuild.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

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
 * dist/cli.cjs compiled with V8's code cache of an earlier run of the same command (dist/.cache/, written at the
 * first run's exit and whenever V8 turns the cache down): the functions that run skip their compiling. The cache's
 * name holds the bundle's size and time, so a rebuilt bundle never reads an old cache.
 */
const ASCII_MARK = "// sokutei: ascii\n"; // scripts/asciiScript.mjs
const WRAPPER = "(function (exports, require, module, __filename, __dirname, __sokutei_import) {";
function cachedMain() {
  const file = fileURLToPath(new URL("dist/cli.cjs", root));
  const { size, mtimeMs } = statSync(file);
  const command = process.argv.slice(2).find((a) => COMMANDS.has(a)) ?? "other";
  const cacheFile = fileURLToPath(new URL(`dist/.cache/${command}-${size}-${Math.round(mtimeMs)}.v8`, root));
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // the command's first run
  }
  // the build writes the bundle as the function called below, and as ASCII when it can (its first line says so), which
  // is read as one-byte text: no UTF-8 decoding of 4 MB, half the memory. A bundle of an older build is wrapped here.
  // The bundle's import() of an external package (charts, fetching) goes through this module's own loader.
  const bytes = readFileSync(file);
  let source = bytes.subarray(0, ASCII_MARK.length).toString("latin1") === ASCII_MARK ? bytes.toString("latin1") : bytes.toString("utf8");
  if (!source.startsWith(WRAPPER, source.startsWith(ASCII_MARK) ? ASCII_MARK.length : 0)) source = `${WRAPPER}${source}\n})`;
  const script = new vm.Script(source, { filename: file, cachedData });
  if (!cachedData || script.cachedDataRejected)
    process.once("exit", () => {
      try {
        mkdirSync(dirname(cacheFile), { recursive: true });
        writeFileSync(`${cacheFile}.${process.pid}`, script.createCachedData());
        renameSync(`${cacheFile}.${process.pid}`, cacheFile);
      } catch {
        // a read-only install: every run compiles, as without a cache
      }
    });
  const module = { exports: {}, filename: file, id: file, loaded: false, children: [], paths: [] };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file), (specifier) => import(specifier));
  return module.exports.main;
}

const built = mtime("dist/cli.js");
if (built && built >= newest(new URL("src/", root))) {
  if (mtime("dist/cli.cjs") >= built && !process.env.SOKUTEI_NO_CODE_CACHE) await cachedMain()(process.argv);
  else await import("../dist/cli.js");
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/cli.ts");
}
