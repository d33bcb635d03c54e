import { UserError } from "../errors.ts";
import type { Row, Warehouse } from "../load/warehouse.ts";
import { runSql } from "../query/runSql.ts";

export interface Limits {
  /** Longest a query may run before it is interrupted, in ms. */
  timeMs: number;
  /** Most rows a query returns; more are cut and `truncated` says so. */
  rows: number;
}

export const DEFAULT_LIMITS: Limits = { timeMs: 10_000, rows: 5_000 };

/**
 * Runs SQL on a read-only warehouse under a time limit (DuckDB's interrupt) and a row limit (the statement is wrapped
 * in `select * from (…) limit N + 1`, so a huge result is never materialised).
 */
export async function boundedQuery(wh: Warehouse, sql: string, limits: Limits = DEFAULT_LIMITS, params?: Record<string, unknown>): Promise<{ columns: string[]; types: string[]; rows: Row[]; truncated: boolean }> {
  const body = sql.trim().replace(/;\s*$/, "");
  if (!body) throw new UserError("the SQL is empty", "write a select");
  const wrapped = /^\s*(select|with|from|values|table)\b/i.test(body) ? `select * from (\n${body}\n) limit ${limits.rows + 1}` : body;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    wh.connection.interrupt();
  }, limits.timeMs);
  try {
    const r = await runSql(wh, wrapped, params);
    return { ...r, rows: r.rows.slice(0, limits.rows), truncated: r.rows.length > limits.rows };
  } catch (err) {
    if (timedOut) throw new UserError(`the query ran over the time limit of ${limits.timeMs / 1000} s and was stopped`, "narrow it, or start serve with a larger --time-limit", 1);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
