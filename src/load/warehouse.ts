import { dirname, resolve, sep } from "node:path";
import { createRequire } from "node:module";
import type { DuckDBAppender, DuckDBConnection, DuckDBResultReader, DuckDBValue } from "@duckdb/node-api";
import { UserError } from "../errors.ts";
import { makeFolder } from "../makeFolder.ts";
import { contractProblem } from "./checkContract.ts";
import { type Column, SCHEMA_VERSION, TABLES, type TableName, migrations, schemaSql, tableDef } from "./schema.ts";

// required, not imported: an ESM import of this CommonJS package makes Node scan every file of it for its named
// exports (cjs-module-lexer), ~130 ms of each cold start
const duckdb = createRequire(import.meta.url)("@duckdb/node-api") as typeof import("@duckdb/node-api");
const { DuckDBInstance, dateValue, timestampValue } = duckdb;
type DuckDBInstance = import("@duckdb/node-api").DuckDBInstance;

export type Row = Record<string, unknown>;

/** Rows of every derived table for one source snapshot, ready to load. */
export interface SourceRows {
  source: Row;
  reports: Row[];
  systems: Row[];
  components: Row[];
  measurements: Row[];
  checks: Row[];
  rejects: Row[];
}

const DERIVED: TableName[] = ["checks", "measurements", "components", "systems", "reports"];
/** The tables a source's rows fill, parents first (the order of the appends). */
const ROW_TABLES = ["reports", "systems", "components", "measurements", "checks", "rejects"] as const;

/**
 * DuckDB's allocator (jemalloc, inside libduckdb) returns the memory a task freed to the system from a thread of its
 * own, instead of keeping it for later allocations: without it a long batch's process kept growing with what its
 * checkpoints had allocated and freed (docs/performance.md, session 24).
 */
const ALLOCATOR = { allocator_background_threads: "true" };

/**
 * DuckDB's buffer pool while writing a file, at first (MiB). At its default (80 % of the machine's memory) a long batch
 * kept every block its checkpoints had written, growing with the database (~40 MiB of cached blocks, ~100 MiB of the
 * process at 10,000 sample pages); over this limit such blocks are evicted. The key indexes must fit, and grow with the
 * rows (~2.4 million keys fill 64 MiB): a load that runs out of it reopens the database with twice the limit and runs
 * again (`growMemory`), so the limit bounds a cache and never fails a load.
 */
export const WRITE_MEMORY_MIB = 64;
/** Past this (MiB) the limit is DuckDB's own default. */
const WRITE_MEMORY_MAX_MIB = 4096;
const OUT_OF_MEMORY = /could not allocate block|failed to pin block|out of memory/i;

/** Rows loaded between two checkpoints of a long batch (~6,000 pages of synthetic reports; about 10 MiB of DuckDB memory). */
export const CHECKPOINT_ROWS = 100_000;

const rowCount = (list: SourceRows[]) => list.reduce((n, r) => ROW_TABLES.reduce((m, t) => m + r[t].length, n + 1), 0);

/**
 * The one owner of the DuckDB connection: opens (and creates or migrates) the warehouse, loads a source in one
 * transaction with the appender, and runs queries with bound parameters. Call `close()` in a `finally`.
 */
export class Warehouse {
  private constructor(
    readonly path: string,
    private instance: DuckDBInstance,
    private conn: DuckDBConnection,
    private readonly checkpointRows = CHECKPOINT_ROWS,
    private memoryMiB = 0,
  ) {}

  get connection(): DuckDBConnection {
    return this.conn;
  }

  /**
   * Opens the database at `path` (":memory:" for a throwaway one), creating the schema on first use. DuckDB's access
   * to files other than the database is off and locked on every connection, so no SQL (a view in a hostile file, or
   * `query --sql`) reads or writes a file; `writableDir` (an existing folder) is the one exception, for export's COPY.
   */
  static async open(
    path: string,
    { readOnly = false, checkpointRows = CHECKPOINT_ROWS, writableDir = "", memoryMiB }: { readOnly?: boolean; checkpointRows?: number; writableDir?: string; memoryMiB?: number } = {},
  ): Promise<Warehouse> {
    if (path !== ":memory:") await makeFolder(dirname(resolve(path)));
    // a limit only for writing a file: a query keeps DuckDB's default, and an in-memory database is all buffers
    const limit = memoryMiB ?? (readOnly || writableDir || path === ":memory:" ? 0 : WRITE_MEMORY_MIB);
    const instance = await Warehouse.instanceOf(path, readOnly, writableDir, limit);
    const wh = new Warehouse(path, instance, await instance.connect(), checkpointRows, limit);
    try {
      // allowed_directories takes a list, which DuckDB's C config cannot: set in SQL before anything else runs
      if (writableDir) {
        await wh.connection.run(`SET allowed_directories = ['${(resolve(writableDir) + sep).replace(/'/g, "''")}']`);
        await wh.connection.run("SET enable_external_access = false");
        await wh.connection.run("SET lock_configuration = true");
      }
      await wh.ensureSchema(readOnly);
    } catch (err) {
      wh.close();
      throw err;
    }
    return wh;
  }

  /** DuckDB's instance for `open` (`memoryMiB` 0: DuckDB's default limit), its errors said for a person. */
  private static async instanceOf(path: string, readOnly: boolean, writableDir: string, memoryMiB: number): Promise<DuckDBInstance> {
    const locked = { enable_external_access: "false", lock_configuration: "true" };
    try {
      return await DuckDBInstance.create(path, {
        ...(readOnly ? { access_mode: "READ_ONLY" } : {}), ...(writableDir ? {} : locked), ...ALLOCATOR, ...(memoryMiB ? { memory_limit: `${memoryMiB}MiB` } : {}),
      });
    } catch (err) {
      const msg = (err as Error).message;
      if (/lock/i.test(msg)) {
        const pid = /PID (\d+)/.exec(msg)?.[1];
        throw new UserError(`database ${path} is in use by another sokutei process${pid ? ` (pid ${pid})` : ""}`, "wait for it to finish, or use another --db");
      }
      if (/No such file|does not exist/i.test(msg) && readOnly) throw new UserError(`no database at ${path}`, "run `sokutei ingest` first, or pass --db");
      throw new UserError(`cannot open database ${path}: ${msg.split("\n")[0]}`);
    }
  }

  /**
   * After a write ran out of DuckDB's memory limit (its transaction rolled back): the database closed (a checkpoint)
   * and opened again with twice the limit, or DuckDB's default past `WRITE_MEMORY_MAX_MIB`. False when there was no
   * limit to raise (the error stands).
   */
  private async growMemory(err: unknown): Promise<boolean> {
    if (!this.memoryMiB || !OUT_OF_MEMORY.test(String((err as Error)?.message ?? err))) return false;
    this.memoryMiB = this.memoryMiB * 2 > WRITE_MEMORY_MAX_MIB ? 0 : this.memoryMiB * 2;
    this.close();
    this.instance = await Warehouse.instanceOf(this.path, false, "", this.memoryMiB);
    this.conn = await this.instance.connect();
    return true;
  }

  /**
   * Creates the schema in a new database or migrates an older one (when writing); refuses a database of another program
   * (tables but no `sokutei_meta`), and, when reading, one whose schema is not this sokutei's, rather than failing later
   * on a missing column.
   */
  private async ensureSchema(readOnly: boolean): Promise<void> {
    const c = this.connection;
    const count = async (sql: string) => Number((await c.runAndReadAll(sql)).getRowObjects()[0]?.n ?? 0);
    const hasMeta = await count("select count(*) as n from information_schema.tables where table_name = 'sokutei_meta'");
    if (!hasMeta && (readOnly || (await count("select count(*) as n from duckdb_tables() where not internal")) > 0)) {
      throw new UserError(`database ${this.path} is not a sokutei warehouse (it has no sokutei_meta table)`, "give the --db file sokutei ingest wrote, or a new file name");
    }
    const unfit = async (tables?: string[], missingOk = false) => {
      const problem = await contractProblem(c, tables, missingOk);
      if (problem) throw new UserError(`database ${this.path} is not a sokutei warehouse: ${problem}`, "give the --db file sokutei ingest wrote, or a new file name");
    };
    if (hasMeta) await unfit(["sokutei_meta"]);
    if (readOnly) {
      const found = await this.schemaVersion();
      if (found > SCHEMA_VERSION) throw new UserError(`database ${this.path} has schema version ${found}, newer than this sokutei (${SCHEMA_VERSION})`, "upgrade sokutei");
      if (found < SCHEMA_VERSION) throw new UserError(`database ${this.path} has schema version ${found}, older than this sokutei (${SCHEMA_VERSION})`, "upgrade it with `sokutei reprocess`, then run this again");
      await unfit();
      return;
    }
    if (!hasMeta) {
      await c.run("BEGIN TRANSACTION");
      await c.run(schemaSql());
      await c.run("INSERT INTO sokutei_meta VALUES ('schema_version', $v)", { v: String(SCHEMA_VERSION) });
      await c.run("COMMIT");
      return;
    }
    const found = Number((await c.runAndReadAll("select value from sokutei_meta where key = 'schema_version'")).getRowObjects()[0]?.value ?? 0);
    if (found > SCHEMA_VERSION) throw new UserError(`database ${this.path} has schema version ${found}, newer than this sokutei (${SCHEMA_VERSION})`, "upgrade sokutei");
    if (found < SCHEMA_VERSION) {
      await unfit(undefined, true);
      await c.run("BEGIN TRANSACTION");
      for (let v = found + 1; v <= SCHEMA_VERSION; v++) for (const stmt of migrations[v] ?? []) await c.run(stmt);
      await c.run("UPDATE sokutei_meta SET value = $v WHERE key = 'schema_version'", { v: String(SCHEMA_VERSION) });
      await c.run("COMMIT");
    }
    await unfit();
  }

  async schemaVersion(): Promise<number> {
    const r = await this.connection.runAndReadAll("select value from sokutei_meta where key = 'schema_version'");
    return Number(r.getRowObjects()[0]?.value ?? 0);
  }

  /** Runs SQL with bound parameters and returns plain JSON-safe rows. */
  all(sql: string, params?: Record<string, unknown>): Promise<Row[]> {
    return this.exclusive(async () => plainRows(await this.connection.runAndReadAll(sql, params as Record<string, DuckDBValue> | undefined)));
  }

  /** Like `all`, also returning the column names and DuckDB types. */
  table(sql: string, params?: Record<string, unknown>): Promise<{ columns: string[]; types: string[]; rows: Row[] }> {
    return this.exclusive(async () => {
      const reader = await this.connection.runAndReadAll(sql, params as Record<string, DuckDBValue> | undefined);
      return { columns: reader.columnNames(), types: reader.columnTypes().map((t) => ("alias" in t && typeof t.alias === "string" ? t.alias : t.toString())), rows: plainRows(reader) };
    });
  }

  /** How many statements an SQL text holds, by DuckDB's own parser (a syntax error throws as running it would). */
  statementCount(sql: string): Promise<number> {
    return this.exclusive(async () => (await this.connection.extractStatements(sql)).count);
  }

  async hasSource(sourceId: string): Promise<boolean> {
    const rows = await this.all("select 1 from sources where source_id = $id", { id: sourceId });
    return rows.length > 0;
  }

  /** Runs a statement alone on the connection (for COPY and other writes that return nothing). */
  run(sql: string): Promise<void> {
    return this.exclusive(async () => void (await this.connection.run(sql)));
  }

  /** Counts of every contract table. */
  async counts(): Promise<Record<TableName, number>> {
    const out = {} as Record<TableName, number>;
    for (const t of TABLES) out[t.name] = Number((await this.all(`select count(*) as n from ${t.name}`))[0]?.n ?? 0);
    return out;
  }

  /**
   * Loads one snapshot in one transaction: the source row (if new), then its reports and everything under them,
   * replacing what earlier snapshots of the same URL (and an earlier run on this snapshot) had derived.
   */
  loadSource(rows: SourceRows): Promise<void> {
    return this.exclusive(() => this.loadSourceNow(rows));
  }

  private queue: Promise<unknown> = Promise.resolve();
  /** Rows committed since the last checkpoint this process ran. */
  private sinceCheckpoint = 0;

  /**
   * After a commit: a checkpoint every `checkpointRows` rows (`CHECKPOINT_ROWS` unless a test asks fewer). DuckDB holds committed rows and their key indexes in
   * memory until a checkpoint writes them out (48 → 0 MiB at 4,000 pages), so without one a long batch's memory grew
   * with the rows it had loaded.
   */
  private async committed(rows: number): Promise<void> {
    this.sinceCheckpoint += rows;
    if (this.sinceCheckpoint < this.checkpointRows) return;
    this.sinceCheckpoint = 0;
    // the rows are committed: a checkpoint short of memory is left to the close that `growMemory` makes
    await this.connection.run("CHECKPOINT").catch(async (err: unknown) => {
      if (!(await this.growMemory(err))) throw err;
    });
  }

  /** Runs `fn` alone on the connection: a DuckDB connection is not for concurrent use, and a load is one transaction. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Loads several sources in one transaction (a commit per page is most of the cost of a load): all of them or,
   * when that fails, each on its own, so one bad source does not cost the others. Returns each one's error or null.
   */
  loadSources(list: SourceRows[]): Promise<(Error | null)[]> {
    const oneByOne = async () => {
      const out: (Error | null)[] = [];
      for (const rows of list) out.push(await this.loadSourceNow(rows).then(() => null, (e: unknown) => (e instanceof Error ? e : new Error(String(e)))));
      return out;
    };
    return this.exclusive(async () => {
      if (list.length === 1 || new Set(list.map((r) => String(r.source.url))).size < list.length) return oneByOne();
      try {
        await this.inTransaction(() => this.writeSources(list));
        await this.committed(rowCount(list));
        return list.map(() => null);
      } catch {
        return oneByOne();
      }
    });
  }

  private async loadSourceNow(rows: SourceRows): Promise<void> {
    await this.inTransaction(() => this.writeSources([rows]));
    await this.committed(rowCount([rows]));
  }

  /** Runs `write` in one transaction, again with more memory when it ran out of DuckDB's limit (`growMemory`). */
  private async inTransaction(write: () => Promise<void>): Promise<void> {
    for (;;) {
      await this.connection.run("BEGIN TRANSACTION");
      try {
        await write();
        await this.connection.run("COMMIT");
        return;
      } catch (err) {
        await this.connection.run("ROLLBACK").catch(() => undefined);
        if (!(await this.growMemory(err))) throw err;
      }
    }
  }

  /**
   * Writes whole sources inside the current transaction, each replacing an earlier snapshot of its URL, with one
   * appender per table for the lot. A snapshot fetched before the URL's current one goes in superseded, deriving
   * nothing: which capture is current depends on `fetched_at` (then on arrival), never on argument order. The URLs of
   * `list` must be distinct.
   */
  private async writeSources(list: SourceRows[]): Promise<void> {
    const c = this.connection;
    const params: Record<string, string> = {};
    list.forEach((r, i) => {
      params[`u${i}`] = String(r.source.url);
      params[`s${i}`] = String(r.source.source_id);
    });
    const names = list.map((_r, i) => `$u${i}`).join(", ");
    const ids = list.map((_r, i) => `$s${i}`).join(", ");
    const prior = await c.runAndReadAll(`select distinct url, source_id from sources where url in (${names}) or source_id in (${ids})`, params);
    const seen = prior.getRowObjects();
    const older = new Set<SourceRows>();
    // a URL seen for the first time has nothing to replace: skip the deletes (the common case of a batch)
    for (const rows of seen.length ? list : []) {
      const url = String(rows.source.url);
      const sid = String(rows.source.source_id);
      if (!seen.some((x) => x.url === url || x.source_id === sid)) continue;
      const p = { url, sid };
      const newer = await c.runAndReadAll(
        "select 1 from sources where url = $url and source_id <> $sid and not coalesce(superseded, false) and fetched_at > cast($at as timestamp)",
        { ...p, at: timestampText(rows.source.fetched_at) },
      );
      if (newer.getRowObjects().length) {
        older.add(rows);
        for (const t of DERIVED) await c.run(`DELETE FROM ${t} WHERE report_id IN (SELECT report_id FROM reports WHERE source_id = $sid)`, { sid });
        await c.run("DELETE FROM rejects WHERE source_id = $sid", { sid });
        await c.run("DELETE FROM sources WHERE source_id = $sid", { sid });
        continue;
      }
      const sameUrl = "select source_id from sources where url = $url";
      for (const t of DERIVED) await c.run(`DELETE FROM ${t} WHERE report_id IN (SELECT report_id FROM reports WHERE source_id IN (${sameUrl}) OR source_id = $sid)`, p);
      await c.run(`DELETE FROM rejects WHERE source_id IN (${sameUrl}) OR source_id = $sid`, p);
      await c.run("UPDATE sources SET superseded = true WHERE url = $url AND source_id <> $sid", p);
      await c.run("DELETE FROM sources WHERE source_id = $sid", { sid });
    }
    await this.append("sources", list.map((r) => ({ ...r.source, superseded: older.has(r) })));
    const current = list.filter((r) => !older.has(r));
    for (const t of ROW_TABLES) await this.append(t, current.flatMap((r) => r[t]));
  }

  /**
   * Replaces what snapshots already in the warehouse had derived (reprocess): for the whole batch one DELETE per
   * table, then one append per table, in one transaction; when that fails, each source on its own. Returns each
   * source's error or null.
   */
  replaceSources(list: SourceRows[]): Promise<(Error | null)[]> {
    const inTransaction = async (part: SourceRows[]) => {
      await this.inTransaction(() => this.rewriteSources(part));
      await this.committed(rowCount(part));
    };
    const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));
    return this.exclusive(async () => {
      try {
        await inTransaction(list);
        return list.map(() => null);
      } catch (err) {
        if (list.length === 1) return [asError(err)];
        const out: (Error | null)[] = [];
        for (const rows of list) out.push(await inTransaction([rows]).then(() => null, asError));
        return out;
      }
    });
  }

  private async rewriteSources(list: SourceRows[]): Promise<void> {
    const params = Object.fromEntries(list.map((r, i) => [`s${i}`, String(r.source.source_id)]));
    const ids = list.map((_r, i) => `$s${i}`).join(", ");
    for (const t of DERIVED) await this.connection.run(`DELETE FROM ${t} WHERE report_id IN (SELECT report_id FROM reports WHERE source_id IN (${ids}))`, params);
    for (const t of ["rejects", "sources"]) await this.connection.run(`DELETE FROM ${t} WHERE source_id IN (${ids})`, params);
    await this.append("sources", list.map((r) => ({ ...r.source, superseded: false })));
    for (const t of ROW_TABLES) await this.append(t, list.flatMap((r) => r[t]));
  }

  /** Bulk-inserts rows through DuckDB's appender, converting each value to its column's type. */
  async append(name: TableName, rows: Row[]): Promise<void> {
    if (rows.length === 0) return;
    const def = tableDef(name);
    const appender = await this.connection.createAppender(name);
    try {
      for (const row of rows) {
        for (const column of def.columns) appendValue(appender, column, row[column.name]);
        appender.endRow();
      }
      appender.flushSync();
    } catch (err) {
      // closing an appender whose flush failed fails again (the transaction is aborted): the first error is the one to tell
      try {
        appender.closeSync();
      } catch {}
      throw err;
    }
    appender.closeSync();
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}

const DAY_MS = 86_400_000;

/** A TIMESTAMP value as DuckDB reads it back from text (UTC, no zone). */
function timestampText(value: unknown): string {
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? "1970-01-01 00:00:00" : d.toISOString().replace("T", " ").replace("Z", "");
}

/** Rows as plain values: integers as numbers (when exact), dates and timestamps as ISO-like strings, JSON as text. */
function plainRows(reader: DuckDBResultReader): Row[] {
  const raw = reader.getRowObjects();
  const json = reader.getRowObjectsJson() as Row[];
  return raw.map((r, i) => {
    const out: Row = {};
    for (const [k, v] of Object.entries(r)) {
      if (typeof v === "bigint") out[k] = v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(v) : v.toString();
      else out[k] = json[i]?.[k] ?? null;
    }
    return out;
  });
}

function appendValue(a: DuckDBAppender, column: Column, value: unknown): void {
  if (value === null || value === undefined) {
    a.appendNull();
    return;
  }
  switch (column.type) {
    case "VARCHAR":
      a.appendVarchar(String(value));
      return;
    case "JSON":
      a.appendVarchar(typeof value === "string" ? value : JSON.stringify(value));
      return;
    case "INTEGER":
      a.appendInteger(Math.trunc(Number(value)));
      return;
    case "BIGINT":
      a.appendBigInt(BigInt(Math.round(Number(value))));
      return;
    case "DOUBLE":
      a.appendDouble(Number(value));
      return;
    case "BOOLEAN":
      a.appendBoolean(Boolean(value));
      return;
    case "DATE": {
      const ms = Date.parse(`${String(value)}T00:00:00Z`);
      a.appendDate(dateValue(Math.round(ms / DAY_MS)));
      return;
    }
    case "TIMESTAMP": {
      const d = value instanceof Date ? value : new Date(String(value));
      a.appendTimestamp(timestampValue(BigInt(d.getTime()) * 1000n));
      return;
    }
  }
}
