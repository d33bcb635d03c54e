import type { Row } from "../load/warehouse.ts";
import { SCALABLE, formatBytes, formatQuantity } from "../report/formatValue.ts";
import { csvRows } from "./csvRows.ts";
import { renderText } from "./renderTable.ts";

export { displayWidth } from "./fitWidth.ts";

export type OutputFormat = "table" | "csv" | "json" | "jsonl" | "markdown";
export const OUTPUT_FORMATS: OutputFormat[] = ["table", "csv", "json", "jsonl", "markdown"];

function cell(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "object") return JSON.stringify(v);
  if (typeof v === "number") return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(12)));
  return String(v);
}

/** A number for a person in a terminal: thousands separators, at most 6 significant decimals, sizes and units by column name. */
export function humanNumber(column: string, v: number): string {
  const plainText = Number.isInteger(v) ? v.toLocaleString("en-US") : Number(v.toPrecision(10)).toLocaleString("en-US", { maximumFractionDigits: 6 });
  // sizes in the prefix they were written with: decimal, unless an exact binary multiple (4 KiB blocks, 8 GiB memory)
  if (/_bytes(_each)?$/.test(column)) return formatBytes(v);
  if (/_pct$/.test(column)) return `${plainText}%`;
  if (/_mb_per_s$/.test(column)) return `${plainText} MB/s`;
  if (/(^|_)(s|seconds)$/.test(column) && !/_per_s$/.test(column)) return `${plainText} s`;
  if (/_hz$/.test(column)) return `${Number((v / 1e9).toPrecision(4))} GHz`;
  if (/_bps$/.test(column)) return `${Number((v / 1e9).toPrecision(4))} Gbit/s`;
  return plainText;
}

/** A row for JSON output: columns DuckDB typed JSON become nested values; every other column (VARCHAR too) stays as it is. */
export function jsonRow(columns: string[], row: Row, types: string[] = []): Row {
  const out: Row = {};
  columns.forEach((c, i) => {
    const v = row[c] ?? null;
    if (types[i] === "JSON" && typeof v === "string") {
      try {
        out[c] = JSON.parse(v) as unknown;
      } catch {
        out[c] = v;
      }
    } else out[c] = v;
  });
  return out;
}

/** Which unit column each value column is in: `value` → `unit`, `value_si` → `si_unit`, `X` → `X_unit`, plus the given ones. */
export function unitColumns(columns: string[], given: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of columns) {
    const unit = given[c] ?? (c === "value" ? "unit" : c === "value_si" ? "si_unit" : `${c}_unit`);
    if (columns.includes(unit) && unit !== c) out[c] = unit;
  }
  return out;
}

const RATIO = /^(ratio|gain|uplift)$|_ratio$/;

/** A value with its unit (`238.6 MB/s`, `16,850.79 IOPS`), a ratio as `×1.07`, or a number formatted by its column's name. */
export function humanValue(column: string, v: number, unit?: unknown): string {
  if (RATIO.test(column)) return `×${v.toFixed(2)}`;
  if (typeof unit !== "string" || !unit) return humanNumber(column, v);
  // a rate sokutei computed (derived B/s) is scaled with a decimal prefix, as the site shows it: 56.73 MB/s
  if (SCALABLE.has(unit)) return formatQuantity(v, unit);
  // six significant digits, but never fewer decimals than a report prints at most (16,850.79)
  const digits = Math.abs(v) >= 1000 ? Number(v.toFixed(2)) : Number(v.toPrecision(6));
  const text = digits.toLocaleString("en-US", { maximumFractionDigits: 6 });
  return unit === "%" ? `${text}%` : `${text} ${unit}`;
}

export interface TableOptions {
  /** Cut the table to this many terminal columns (no cut when absent); too many columns to fit turn it into one record per row. */
  width?: number;
  /**
   * Show each value with its unit (`238.6 MB/s`) and leave out the unit columns that absorbed: for canned comparisons
   * and `show`, whose columns are chosen for reading. Off for the user's own SQL, where every selected column stays.
   */
  absorbUnits?: boolean;
  /** Value column → the column naming its unit, beyond the naming convention of `unitColumns`. */
  units?: Record<string, string>;
}

/** Renders query rows in one of the CLI's output formats; `types` (DuckDB's, one per column) lets JSON columns nest; table and markdown format values for reading. */
export function formatRows(columns: string[], rows: Row[], format: OutputFormat, types: string[] = [], opts: TableOptions = {}): string {
  if (format === "json") return `${JSON.stringify(rows.map((r) => jsonRow(columns, r, types)))}\n`;
  if (format === "jsonl") return rows.map((r) => `${JSON.stringify(jsonRow(columns, r, types))}\n`).join("");
  if (format === "csv") return csvRows(columns, rows, types);
  const cells = rows.map((r) => columns.map((c) => cell(r[c])));
  const units = opts.absorbUnits ? unitColumns(columns, opts.units) : {};
  cells.forEach((line, i) =>
    columns.forEach((c, j) => {
      const v = rows[i]?.[c];
      if (typeof v === "number") line[j] = humanValue(c, v, units[c] ? rows[i]?.[units[c]] : undefined);
    }),
  );
  // a unit column whose unit now stands beside every value in it says nothing more
  return renderText(columns, rows, cells, format, opts.width, new Set(Object.values(units)));
}
