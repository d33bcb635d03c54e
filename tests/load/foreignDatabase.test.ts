import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sokutei } from "../helpers/runCli.ts";

const page = new URL("../fixtures/pages/hpc-raid0-sas5ir.html", import.meta.url).pathname;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sokutei-foreign-db-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs statements on a DuckDB file directly, as another program (or another sokutei) would have. */
async function withDb<T>(path: string, fn: (run: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> {
  const db = await DuckDBInstance.create(path);
  const c = await db.connect();
  try {
    return await fn(async (sql) => (await c.runAndReadAll(sql)).getRowObjects() as Record<string, unknown>[]);
  } finally {
    c.closeSync();
    db.closeSync();
  }
}

const READERS = (out: string) => [["query", "--sql", "select 1"], ["report", join(out, "site")]];

describe("a database sokutei did not write, or wrote with another schema", () => {
  it("of another program: every command refuses it in one line, and ingest adds no table to it", async () => {
    const db = join(dir, "other.duckdb");
    await withDb(db, (run) => run("create table t (a int)"));
    for (const args of [...READERS(dir), ["ingest", "--no-progress", page]]) {
      const r = await sokutei(["--db", db, ...args]);
      expect(r.stderr, args.join(" ")).toMatch(/^sokutei: database .*other\.duckdb is not a sokutei warehouse \(it has no sokutei_meta table\)/);
      expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(r.code, args.join(" ")).toBe(2);
    }
    expect(await withDb(db, (run) => run("select table_name from duckdb_tables() where not internal"))).toEqual([{ table_name: "t" }]);
    expect(existsSync(join(dir, "site")) || existsSync(join(dir, "data"))).toBe(false);
  }, 120_000);

  it("of a newer or older schema: readers refuse it by its version instead of failing on a column, and reprocess upgrades an older one", async () => {
    const db = join(dir, "w.duckdb");
    expect((await sokutei(["--db", db, "ingest", "--no-progress", page])).code).toBe(0);
    await withDb(db, (run) => run("update sokutei_meta set value = '99' where key = 'schema_version'"));
    for (const args of READERS(dir)) {
      const r = await sokutei(["--db", db, ...args]);
      expect(r.stderr, args.join(" ")).toMatch(/^sokutei: database .* has schema version 99, newer than this sokutei \(\d+\) \(upgrade sokutei\)\n$/);
      expect(r.code).toBe(2);
    }
    // version 1 had no sources.found_by and no crawls table
    await withDb(db, async (run) => {
      await run("drop table crawls");
      await run("alter table sources drop column found_by");
      await run("update sokutei_meta set value = '1' where key = 'schema_version'");
    });
    const old = await sokutei(["--db", db, "export", "--out", join(dir, "data")]);
    expect(old.stderr).toMatch(/has schema version 1, older than this sokutei .*sokutei reprocess/);
    expect(old.code).toBe(2);
    expect((await sokutei(["--db", db, "reprocess"])).code).toBe(0);
    const after = await sokutei(["--db", db, "query", "--sql", "select count(*) > 0 as ok, count(found_by) as found from sources", "--format", "json"]);
    expect(JSON.parse(after.stdout)).toEqual([{ ok: true, found: 0 }]);
  }, 120_000);
});
