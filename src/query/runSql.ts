import { UserError } from "../errors.ts";
import type { Warehouse } from "../load/warehouse.ts";

/**
 * Runs user SQL; a DuckDB error becomes a UserError with DuckDB's message (which names the position). The connection
 * reaches no file (COPY, EXPORT DATABASE, ATTACH and read_* are refused), so the SQL cannot change anything on disk.
 * SQL of several statements is refused before any runs: one result is printed, and the others would be lost without a word.
 */
export async function runSql(wh: Warehouse, sql: string, params?: Record<string, unknown>) {
  let count = 1;
  try {
    count = await wh.statementCount(sql);
    if (count <= 1) return await wh.table(sql, params);
  } catch (err) {
    const msg = (err as Error).message;
    if (/disabled by configuration/.test(msg)) {
      throw new UserError(`query reads the warehouse only: it cannot read or write files (${msg.split("\n")[0]?.trim()})`, "write results with --output FILE, or the whole dataset with `sokutei export`", 1);
    }
    const pos = /LINE (\d+):/.exec(msg);
    // DuckDB's caret line only means something under the SQL line it points into: keep the message's lines
    throw new UserError(`SQL error: ${msg.trim()}`, pos ? undefined : "check the SQL against the schema in docs/schema.md", 1);
  }
  throw new UserError(`the SQL holds ${count} statements; query runs one and prints its rows`, "run each statement with its own --sql", 2);
}
