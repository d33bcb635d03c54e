import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Warehouse } from "../../src/load/warehouse.ts";
import { sokutei } from "../helpers/runCli.ts";

const page = new URL("../fixtures/pages/hpc-raid0-sas5ir.html", import.meta.url).pathname;
const secret = "sokutei-secret-line-7f3a";
let dir: string;
let secretFile: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sokutei-hostile-views-"));
  secretFile = join(dir, "secret.txt");
  const { writeFileSync } = await import("node:fs");
  writeFileSync(secretFile, `${secret}\n`);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs statements on a DuckDB file with nothing locked, as the maker of a hostile warehouse would. */
async function asAttacker(path: string, statements: string[]): Promise<void> {
  const db = await DuckDBInstance.create(path);
  const c = await db.connect();
  try {
    for (const s of statements) await c.run(s);
  } finally {
    c.closeSync();
    db.closeSync();
  }
}

describe("a warehouse whose contract table is a view over a file", () => {
  it("is refused by every reader in one line: nothing of the file reaches a page, a CSV or the terminal", async () => {
    const db = join(dir, "views.duckdb");
    expect((await sokutei(["--db", db, "ingest", "--no-progress", page])).code).toBe(0);
    await asAttacker(db, ["drop table checks", `create view checks as select content as check_id, '' as report_id, '' as claim_id, null as evidence_id, null as relation, null as ratio, null as verdict, null as note from read_text('${secretFile}')`,
      "drop table systems", `create view systems as select content as system_id, (select min(report_id) from reports) as report_id, content as name, null as role, content as label, 1 as count, '' as locator from read_text('${secretFile}')`]);
    const runs = [["report", join(dir, "site")], ["export", "--format", "csv", "--out", join(dir, "data")], ["query", "systems"], ["query", "--sql", "select * from systems"], ["show", "x"], ["ingest", "--no-progress", page]];
    for (const args of runs) {
      const r = await sokutei(["--db", db, ...args]);
      expect(`${r.stdout}${r.stderr}`, args.join(" ")).not.toContain(secret);
      expect(r.stderr, args.join(" ")).toMatch(/^sokutei: database .*views\.duckdb is not a sokutei warehouse: (checks|systems) is a view, not a table/);
      expect(r.code, args.join(" ")).toBe(2);
    }
    expect(existsSync(join(dir, "site")) || existsSync(join(dir, "data"))).toBe(false);
  }, 180_000);

  it("a missing contract table is refused too, by its name", async () => {
    const db = join(dir, "missing.duckdb");
    expect((await sokutei(["--db", db, "ingest", "--no-progress", page])).code).toBe(0);
    await asAttacker(db, ["drop table rejects"]);
    const r = await sokutei(["--db", db, "query", "--sql", "select 1"]);
    expect(r.stderr).toMatch(/is not a sokutei warehouse: it has no rejects table/);
    expect(r.code).toBe(2);
  }, 60_000);

  it("an older schema holding a view is refused before any migration runs on it", async () => {
    const db = join(dir, "old-view.duckdb");
    expect((await sokutei(["--db", db, "ingest", "--no-progress", page])).code).toBe(0);
    await asAttacker(db, ["drop table crawls", "create table s2 as select * exclude (found_by) from sources", "drop table sources",
      `create view sources as select * from s2`, "update sokutei_meta set value = '1' where key = 'schema_version'"]);
    for (const args of [["ingest", "--no-progress", page], ["reprocess"]]) {
      const r = await sokutei(["--db", db, ...args]);
      expect(r.stderr, args.join(" ")).toMatch(/^sokutei: database .* is not a sokutei warehouse: sources is a view, not a table/);
      expect(r.code, args.join(" ")).toBe(2);
    }
  }, 60_000);

  it("a macro that takes the name of a DuckDB function is refused: it would change what every query computes", async () => {
    const db = join(dir, "macro.duckdb");
    expect((await sokutei(["--db", db, "ingest", "--no-progress", page])).code).toBe(0);
    await asAttacker(db, ["create macro lower(x) as 'forged'"]);
    const r = await sokutei(["--db", db, "query", "--sql", "select lower('A') as a"]);
    expect(r.stdout).not.toContain("forged");
    expect(r.stderr).toMatch(/is not a sokutei warehouse: it defines a macro named lower/);
    expect(r.code).toBe(2);
  }, 60_000);
});

describe("every connection has external file access off, locked", () => {
  for (const readOnly of [false, true]) {
    it(`${readOnly ? "read-only" : "read-write"}: no file read or written, and the setting cannot be turned back on`, async () => {
      const db = join(dir, `locked-${readOnly}.duckdb`);
      (await Warehouse.open(db)).close();
      const wh = await Warehouse.open(db, { readOnly });
      try {
        await expect(wh.all(`select * from read_text('${secretFile}')`)).rejects.toThrow(/disabled by configuration/);
        await expect(wh.run(`COPY (select 1 as a) TO '${join(dir, `out-${readOnly}.csv`)}' (FORMAT csv)`)).rejects.toThrow(/disabled by configuration/);
        await expect(wh.run(`ATTACH '${join(dir, "other.duckdb")}' AS other`)).rejects.toThrow(/disabled by configuration/);
        for (const s of ["SET enable_external_access = true", "SET lock_configuration = false", "SET allowed_directories = ['/']"]) await expect(wh.run(s), s).rejects.toThrow(/locked|Cannot/);
        expect(await wh.all("select current_setting('enable_external_access') as e, current_setting('lock_configuration') as l")).toEqual([{ e: false, l: true }]);
      } finally {
        wh.close();
      }
      expect(existsSync(join(dir, `out-${readOnly}.csv`)) || existsSync(join(dir, "other.duckdb"))).toBe(false);
    });
  }
});

describe("export's connection", () => {
  it("writes into its one allowed folder and nowhere else, reads no file, and cannot widen the setting", async () => {
    const db = join(dir, "export-scope.duckdb");
    (await Warehouse.open(db)).close();
    const { mkdirSync } = await import("node:fs");
    const staging = join(dir, ".data.partial-1-AbCdEf");
    mkdirSync(staging);
    const wh = await Warehouse.open(db, { readOnly: true, writableDir: staging });
    try {
      await wh.run(`COPY (select 1 as a) TO '${join(staging, "ok.csv")}' (FORMAT csv)`);
      await expect(wh.run(`COPY (select 1 as a) TO '${join(staging, "..", "escaped.csv")}' (FORMAT csv)`)).rejects.toThrow(/disabled by configuration/);
      await expect(wh.run(`COPY (select 1 as a) TO '${join(dir, "beside.csv")}' (FORMAT csv)`)).rejects.toThrow(/disabled by configuration/);
      await expect(wh.all(`select * from read_text('${secretFile}')`)).rejects.toThrow(/disabled by configuration/);
      await expect(wh.run("SET allowed_directories = ['/']")).rejects.toThrow(/locked/);
      await expect(wh.run("SET enable_external_access = true")).rejects.toThrow(/locked/);
    } finally {
      wh.close();
    }
    expect(existsSync(join(staging, "ok.csv"))).toBe(true);
    expect(existsSync(join(dir, "escaped.csv")) || existsSync(join(dir, "beside.csv"))).toBe(false);
  });
});

describe("query cannot write files", () => {
  it("COPY onto the open warehouse, EXPORT DATABASE and ATTACH are refused in one line and the warehouse is unchanged", async () => {
    const db = join(dir, "copy.duckdb");
    expect((await sokutei(["--db", db, "ingest", "--no-progress", page])).code).toBe(0);
    const before = readFileSync(db);
    const size = statSync(db).size;
    for (const sql of [`COPY (select 'x' as a) TO '${db}' (FORMAT csv)`, `EXPORT DATABASE '${join(dir, "dump")}'`, `ATTACH '${join(dir, "new.duckdb")}' AS n`, `select * from read_csv('${secretFile}')`]) {
      const r = await sokutei(["--db", db, "query", "--sql", sql]);
      expect(r.code, sql).toBe(1);
      expect(r.stderr, sql).toMatch(/query reads the warehouse only: it cannot read or write files/);
      expect(r.stderr, sql).not.toContain(secret);
    }
    expect(statSync(db).size).toBe(size);
    expect(readFileSync(db).equals(before)).toBe(true);
    expect(existsSync(join(dir, "dump")) || existsSync(join(dir, "new.duckdb"))).toBe(false);
  }, 60_000);
});
