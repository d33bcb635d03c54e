// A CommonJS bundle of dist/ compiled with V8's code cache of an earlier run (dist/.cache/): the functions that ran
// then skip their compiling. Used by bin/sokutei.js for the CLI and by the extraction worker's entry for its bundle.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { threadId } from "node:worker_threads";
import vm from "node:vm";

const ASCII_MARK = "// sokutei: ascii\n"; // scripts/asciiScript.mjs
const WRAPPER = "(function (exports, require, module, __filename, __dirname, __sokutei_import) {";

/**
 * Runs `file` (a bundle scripts/build.mjs wrote) with the first of the caches `names` beside it that exists, and
 * returns its exports and `save(name)`, which writes the cache `name` (one of `names`) when there was none, V8 turned
 * it down, or `name` comes before the one read (a richer cache: the CLI's, after a run that derived pages on its own
 * thread); call it once the work it should hold has run. The cache's name holds the bundle's size and time, so a
 * rebuilt bundle never reads an old cache.
 */
export function runCached(file, names) {
  const { size, mtimeMs } = statSync(file);
  const list = typeof names === "string" ? [names] : names;
  const cacheFileOf = (name) => `${dirname(file)}/.cache/${name}-${size}-${Math.round(mtimeMs)}.v8`;
  let cachedData;
  let read = list.length;
  for (let i = 0; i < list.length && cachedData === undefined; i++) {
    try {
      cachedData = readFileSync(cacheFileOf(list[i]));
      read = i;
    } catch {
      // not written yet
    }
  }
  // the build writes the bundle as the function called below, and as ASCII when it can (its first line says so), which
  // is read as one-byte text: no UTF-8 decoding of 4 MB, half the memory. A bundle of an older build is wrapped here.
  // The bundle's import() of an external package (charts, fetching) goes through this module's own loader.
  const bytes = readFileSync(file);
  let source = bytes.subarray(0, ASCII_MARK.length).toString("latin1") === ASCII_MARK ? bytes.toString("latin1") : bytes.toString("utf8");
  if (!source.startsWith(WRAPPER, source.startsWith(ASCII_MARK) ? ASCII_MARK.length : 0)) source = `${WRAPPER}${source}\n})`;
  const script = new vm.Script(source, { filename: file, cachedData });
  const stale = !cachedData || script.cachedDataRejected;
  const save = (name = list[0]) => {
    if (!stale && list.indexOf(name) >= read) return;
    const cacheFile = cacheFileOf(name);
    try {
      mkdirSync(dirname(cacheFile), { recursive: true });
      const tmp = `${cacheFile}.${process.pid}-${threadId}`;
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, cacheFile);
    } catch {
      // a read-only install: every run compiles, as without a cache
    }
  };
  const module = { exports: {}, filename: file, id: file, loaded: false, children: [], paths: [] };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file), (specifier) => import(specifier));
  return { exports: module.exports, save };
}
