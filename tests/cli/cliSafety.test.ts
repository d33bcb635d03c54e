import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sokutei } from "../helpers/runCli.ts";

const page = new URL("../fixtures/pages/hpc-raid0-sas5ir.html", import.meta.url).pathname;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sokutei-cli-safety-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("usage errors", () => {
  it("exit 2 with one line, before anything is written", async () => {
    const db = join(dir, "bad", "w.duckdb");
    for (const args of [["ingest", "--workers", "-1", page], ["ingest", "--workers", "abc", page], ["ingest", "--concurrency", "0", page], ["ingest", "--nope", page], ["query", "--format", "xml"], ["ingest"]]) {
      const r = await sokutei(["--db", db, ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr.trimEnd().split("\n"), args.join(" ")).toHaveLength(1);
      expect(r.stderr).toMatch(/^sokutei: /);
      expect(r.stdout).toBe("");
    }
    expect(existsSync(join(dir, "bad"))).toBe(false);
  });
});

describe("readers open the warehouse read-only", () => {
  it("query --sql cannot drop or delete, and reprocess still works after trying", async () => {
    const db = join(dir, "w.duckdb");
    expect((await sokutei(["--db", db, "ingest", page])).code).toBe(0);
    const before = await sokutei(["--db", db, "query", "--sql", "select count(*) as n from measurements", "--format", "json"]);
    for (const sql of ["DROP TABLE rejects", "DELETE FROM measurements", "UPDATE sources SET superseded = true", "CREATE TABLE x (a int)"]) {
      const r = await sokutei(["--db", db, "query", "--sql", sql]);
      expect(r.code, sql).toBe(1);
      expect(r.stderr, sql).toMatch(/read-only/);
    }
    expect((await sokutei(["--db", db, "query", "--sql", "select count(*) as n from measurements", "--format", "json"])).stdout).toBe(before.stdout);
    const again = await sokutei(["--db", db, "reprocess"]);
    expect(again.code).toBe(0);
    expect(readdirSync(dir)).toContain("w.duckdb");
  });
});
