import { stringify } from "csv-stringify/sync";
import type { Row } from "../load/warehouse.ts";

/** DuckDB types whose values may arrive as text (wide integers, decimals) but are numbers: never neutralised. */
const NUMERIC_TYPE = /^(DECIMAL|NUMERIC|HUGEINT|UHUGEINT|BIGINT|UBIGINT|INTEGER|SMALLINT|TINYINT|DOUBLE|FLOAT|REAL)/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A value as a CSV cell: numbers with every digit (the shortest text that reads back as the same double), JSON as
 * text, and text that a spreadsheet would run as a formula (`= + - @`, tab or carriage return first) after a `'`.
 */
export function csvCell(v: unknown, type = ""): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "object") return JSON.stringify(v);
  const text = String(v);
  if (typeof v !== "string" || NUMERIC_TYPE.test(type) || (!type && PLAIN_NUMBER.test(text))) return text;
  return /^[-=+@\t\r]/.test(text) ? `'${text}` : text;
}

/** Query rows as RFC 4180 CSV with a header line (csv-stringify quotes what needs quoting). */
export function csvRows(columns: string[], rows: Row[], types: string[] = []): string {
  return stringify([columns, ...rows.map((r) => columns.map((c, i) => csvCell(r[c], types[i])))], { record_delimiter: "unix" });
}
