import { UserError } from "../errors.ts";
import type { Warehouse } from "../load/warehouse.ts";

/** Runs user SQL; a DuckDB error becomes a UserError with DuckDB's message (which names the position). */
export async function runSql(wh: Warehouse, sql: string, params?: Record<string, unknown>) {
  try {
    return await wh.table(sql, params);
  } catch (err) {
    const msg = (err as Error).message;
    const pos = /LINE (\d+):/.exec(msg);
    // DuckDB's caret line only means something under the SQL line it points into: keep the message's lines
    throw new UserError(`SQL error: ${msg.trim()}`, pos ? undefined : "check the SQL against the schema in the README", 1);
  }
}
