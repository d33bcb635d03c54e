import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
let dir: string;

/** A copy of the project's entry and build script over its sources, built into its own dist/ as `npm ci` would (the build parses the bundle to write it as ASCII: seconds of CPU, minutes on a loaded machine). */
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "sokutei-build-"));
  for (const d of ["bin", "scripts"]) mkdirSync(join(dir, d));
  for (const f of ["sokutei.js", "cachedScript.js", "v8Flags.js", "v8Flags.d.ts"]) copyFileSync(join(root, "bin", f), join(dir, "bin", f));
  for (const f of ["build.mjs", "asciiScript.mjs"]) copyFileSync(join(root, "scripts", f), join(dir, "scripts", f));
  // the build reads the sources by their own path: a copy, not a link
  cpSync(join(root, "src"), join(dir, "src"), { recursive: true });
  for (const d of ["node_modules", "queries", "warehouse"]) symlinkSync(join(root, d), join(dir, d));
  copyFileSync(join(root, "package.json"), join(dir, "package.json"));
  execFileSync(process.execPath, [join(dir, "scripts/build.mjs")], { cwd: dir });
}, 300_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, [join(dir, "bin/sokutei.js"), ...args], { encoding: "utf8", env: { ...process.env, ...env } });

describe("the built CLI with V8's code cache", () => {
  it("writes a cache per command at the first run and gives the same output with it, without it and from the ES modules", () => {
    const db = join(dir, "w.duckdb");
    const page = join(root, "tests/fixtures/pages/hpc-10gbe-switch.html");
    // on a worker (a one-page batch is derived on the main thread, below)
    const first = run(["--db", db, "ingest", "--no-progress", "--workers", "1", page]);
    expect(first).toMatch(/1 loaded, 0 unchanged, 0 failed \(29 measurements/);
    expect(readdirSync(join(dir, "dist/.cache")).filter((f) => f.startsWith("ingest-"))).toHaveLength(1);
    // the extraction worker's own bundle, saved once its first page was derived
    expect(readdirSync(join(dir, "dist/.cache")).filter((f) => f.startsWith("deriveWorker-"))).toHaveLength(1);
    const sql = ["--db", db, "query", "--sql", "select metric, count(*) n from measurements group by all order by all", "--format", "csv"];
    const uncached = run(sql);
    const cached = run(sql);
    expect(cached).toBe(uncached);
    expect(run(sql, { SOKUTEI_NO_CODE_CACHE: "1" })).toBe(cached);
    expect(cached).toMatch(/^metric,n\n/);
    // a later ingest reads the cache and needs no new one: V8 takes it (a cache it turns down, as one written under
    // other V8 flags than the next run compiles with, is written anew at every exit)
    const written = () => Object.fromEntries(readdirSync(join(dir, "dist/.cache")).map((f) => [f, statSync(join(dir, "dist/.cache", f)).mtimeMs]));
    const before = written();
    expect(run(["--db", db, "ingest", "--no-progress", "--workers", "1", "--force", page])).toMatch(/29 measurements/);
    expect(written()).toEqual(before);
    // a one-page ingest derives on the main thread and keeps a cache of its own, with the extractors, read first after
    expect(run(["--db", db, "ingest", "--no-progress", "--force", page])).toMatch(/29 measurements/);
    const derived = written();
    expect(Object.keys(derived).sort()).toEqual([expect.stringMatching(/^deriveWorker-\d+-\d+\.v8$/), expect.stringMatching(/^ingest-\d+-\d+\.v8$/), expect.stringMatching(/^ingest-derive-\d+-\d+\.v8$/), expect.stringMatching(/^query-\d+-\d+\.v8$/)]);
    expect(run(["--db", db, "ingest", "--no-progress", "--force", page])).toMatch(/29 measurements/);
    expect(run(["--db", db, "ingest", "--no-progress", "--workers", "1", "--force", page])).toMatch(/29 measurements/);
    expect(written()).toEqual(derived);
  }, 300_000);

  it("is one ASCII script (read as one-byte text), and so is the worker's, whose rows are those of the ES modules, which keep the non-ASCII text", () => {
    for (const f of ["dist/cli.cjs", "dist/deriveWorker.cjs"]) {
      const cjs = readFileSync(join(dir, f), "latin1");
      expect(cjs.startsWith("// sokutei: ascii\n(function (exports, require, module, __filename, __dirname, __sokutei_import) {")).toBe(true);
      expect(/[^\x00-\x7f]/.test(cjs)).toBe(false);
    }
    // the bundle's String.raw patterns and regular expressions of Japanese units and durations, escaped, read the same
    const pages = ["tests/fixtures/pages/hpc-10gbe-switch.html", "sources/samples/hpc-raid0-sas5ir.html", "sources/samples/exblog-iscsi-suse.html"].map((p) => join(root, p));
    const sql = "select metric, value, unit, operation, access, conditions::varchar c from measurements order by all";
    const rows = (env: Record<string, string>) => {
      const db = join(dir, `rows-${Object.keys(env).length}.duckdb`);
      run(["--db", db, "ingest", "--no-progress", ...pages], env);
      return run(["--db", db, "query", "--sql", sql, "--format", "csv"], env);
    };
    const cached = rows({});
    expect(cached.split("\n").length).toBeGreaterThan(40);
    expect(rows({ SOKUTEI_NO_CODE_CACHE: "1" })).toBe(cached);
  }, 300_000);
});
