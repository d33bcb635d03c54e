import type { Column, ColumnType } from "../load/schema.ts";
import type { ExportFormat } from "./exportDataset.ts";

/** A Table Schema field (https://specs.frictionlessdata.io/table-schema/) with the DuckDB type it came from. */
export interface SchemaField {
  name: string;
  type: "string" | "integer" | "number" | "boolean" | "date" | "datetime" | "object";
  description: string;
  constraints?: { required: true };
  duckdb_type: ColumnType;
}

/** DuckDB column types to Table Schema types: JSON columns hold objects, timestamps are UTC datetimes. */
export const TABLE_SCHEMA_TYPE: Record<ColumnType, SchemaField["type"]> = {
  VARCHAR: "string", INTEGER: "integer", BIGINT: "integer", DOUBLE: "number", BOOLEAN: "boolean", DATE: "date", TIMESTAMP: "datetime", JSON: "object",
};

/** The Table Schema field of a warehouse column. */
export function fieldOf(c: Column): SchemaField {
  return { name: c.name, type: TABLE_SCHEMA_TYPE[c.type], description: c.description, ...(c.notNull || c.primaryKey ? { constraints: { required: true } } : {}), duckdb_type: c.type };
}

/**
 * The SELECT expression that exports a column (`prefix` names its table). Timestamps are stored naive in UTC: Parquet
 * gets them as UTC instants (TIMESTAMPTZ), CSV as ISO 8601 with `Z`. JSON stays JSON in Parquet (its JSON logical type).
 */
export function exportExpr(c: Column, format: ExportFormat, prefix = ""): string {
  const ref = `${prefix}${c.name}`;
  if (c.type === "TIMESTAMP") {
    if (format === "parquet") return `timezone('UTC', ${ref}) AS ${c.name}`;
    return `CASE WHEN microsecond(${ref}) % 1000000 = 0 THEN strftime(${ref}, '%Y-%m-%dT%H:%M:%SZ') ELSE strftime(${ref}, '%Y-%m-%dT%H:%M:%S.%fZ') END AS ${c.name}`;
  }
  if (c.type === "JSON" && format === "csv") return `CAST(${ref} AS VARCHAR) AS ${c.name}`;
  return prefix ? `${ref} AS ${c.name}` : ref;
}
