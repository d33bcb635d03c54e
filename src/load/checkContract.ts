import type { DuckDBConnection } from "@duckdb/node-api";
import { TABLES } from "./schema.ts";

const rowsOf = async (c: DuckDBConnection, sql: string) => (await c.runAndReadAll(sql)).getRowObjects();

/**
 * What makes an opened file unfit to be read as a sokutei warehouse, or null: a contract table (or `sokutei_meta`) that
 * is missing or is a view (a view can compute anything, a file's text included), or a macro that takes the name of one
 * of DuckDB's own functions (a stored macro wins over the built-in in every query). `tables` limits the check to those;
 * `missingOk` lets a table be absent (before a migration adds it).
 */
export async function contractProblem(c: DuckDBConnection, tables: string[] = ["sokutei_meta", ...TABLES.map((t) => t.name)], missingOk = false): Promise<string | null> {
  const found = new Map(
    (await rowsOf(c, "select table_name, table_type from information_schema.tables where table_catalog = current_database() and table_schema = 'main'"))
      .map((r) => [String(r.table_name), String(r.table_type)]),
  );
  for (const name of tables) {
    const type = found.get(name);
    if (type === undefined && missingOk) continue;
    if (type === undefined) return `it has no ${name} table`;
    if (type !== "BASE TABLE") return `${name} is a view, not a table`;
  }
  const shadows = await rowsOf(
    c,
    `select distinct f.function_name from duckdb_functions() f where not f.internal and f.database_name = current_database()
       and f.function_name in (select function_name from duckdb_functions() where internal) order by 1 limit 1`,
  );
  const name = shadows[0]?.function_name;
  return name === undefined ? null : `it defines a macro named ${String(name)}, which would replace DuckDB's own function`;
}
