import { UserError } from "../errors.ts";
import type { Warehouse } from "../load/warehouse.ts";

/**
 * Runs user SQL; a DuckDB error becomes a UserError with DuckDB's message (which names the position). The connection
 * reaches no file (COPY, EXPORT DATABASE, ATTACH and read_* are refused), so the SQL cannot change anything on disk.
 */
export async function runSql(wh: Warehouse, sql: string, params?: Record<string, unknown>) {
  try {
    return await wh.table(sql, params);
  } catch (err) {
    const msg = (err as Error).message;
    if (/disabled by configuration/.test(msg)) {
      throw new UserError(`query reads the warehouse only: it cannot read or write files (${msg.split("\n")[0]?.trim()})`, "write results with --output FILE, or the whole dataset with `sokutei export`", 1);
    }
    const pos = /LINE (\d+):/.exec(msg);
    // DuckDB's caret line only means something under the SQL line it points into: keep the message's lines
    throw new UserError(`SQL error: ${msg.trim()}`, pos ? undefined : "check the SQL against the schema in the README", 1);
  }
}
