import type { Column, ColumnType, TableName } from "../load/schema.ts";
import type { ExportFormat } from "./exportDataset.ts";

/** A Table Schema field (https://specs.frictionlessdata.io/table-schema/) with the DuckDB type it came from. */
export interface SchemaField {
  name: string;
  type: "string" | "integer" | "number" | "boolean" | "date" | "datetime" | "object";
  description: string;
  /** `any` for datetimes: RFC 3339 with or without fractional seconds (the default format allows none). */
  format?: "any";
  constraints?: { required: true };
  duckdb_type: ColumnType;
}

/** DuckDB column types to Table Schema types: JSON columns hold objects, timestamps are UTC datetimes. */
export const TABLE_SCHEMA_TYPE: Record<ColumnType, SchemaField["type"]> = {
  VARCHAR: "string", INTEGER: "integer", BIGINT: "integer", DOUBLE: "number", BOOLEAN: "boolean", DATE: "date", TIMESTAMP: "datetime", JSON: "object",
};

/** The Table Schema field of a warehouse column. */
export function fieldOf(c: Column): SchemaField {
  return { name: c.name, type: TABLE_SCHEMA_TYPE[c.type], description: c.description, ...(c.type === "TIMESTAMP" ? { format: "any" as const } : {}), ...(c.notNull || c.primaryKey ? { constraints: { required: true } } : {}), duckdb_type: c.type };
}

/** Each table's references to another table's primary key, as Table Schema `foreignKeys`. */
const REFERENCES: Partial<Record<TableName, [string, TableName, string][]>> = {
  reports: [["source_id", "sources", "source_id"]],
  systems: [["report_id", "reports", "report_id"]],
  components: [["system_id", "systems", "system_id"], ["report_id", "reports", "report_id"]],
  measurements: [["report_id", "reports", "report_id"], ["system_id", "systems", "system_id"]],
  checks: [["report_id", "reports", "report_id"], ["claim_id", "measurements", "measurement_id"], ["evidence_id", "measurements", "measurement_id"]],
  rejects: [["source_id", "sources", "source_id"]],
};

/** A Table Schema foreign key: a field of this table that holds another resource's key. */
export interface ForeignKey { fields: string; reference: { resource: string; fields: string } }

/** The `foreignKeys` entry of a table's Table Schema (none for a table that references no other). */
export function foreignKeysOf(table: TableName): { foreignKeys?: ForeignKey[] } {
  const refs = REFERENCES[table];
  return refs ? { foreignKeys: refs.map(([fields, resource, key]) => ({ fields, reference: { resource, fields: key } })) } : {};
}

const fileName = (ref: string) => `CASE WHEN ${ref} LIKE 'file:%' THEN regexp_extract(${ref}, '[^/\\\\]*$') ELSE ${ref} END`;

/**
 * What the export publishes instead of a column that only makes sense on the exporter's machine: a local file's URL
 * becomes its file name (no folders of the exporter's disk), and `archive_path` (a file under the warehouse folder,
 * not shipped in the package) is left empty; `sha256` still names the archived bytes.
 */
const LOCAL_ONLY: Record<string, (ref: string) => string> = {
  "sources.url": fileName,
  "sources.final_url": fileName,
  "sources.archive_path": () => "CAST(NULL AS VARCHAR)",
};

/**
 * A CSV text cell that a spreadsheet would run as a formula (`= + - @`, tab or carriage return first) gets a leading
 * `'`, as OWASP advises for CSV meant to be opened in a spreadsheet; Parquet keeps the text as it is.
 */
export const csvTextExpr = (ref: string) => `CASE WHEN regexp_matches(${ref}, '^[-=+@\\t\\r]') THEN '''' || ${ref} ELSE ${ref} END`;

/**
 * The SELECT expression that exports a column of `table` (`prefix` names it in the FROM). Timestamps are stored naive
 * in UTC: Parquet gets them as UTC instants (TIMESTAMPTZ), CSV as ISO 8601 with `Z`. JSON stays JSON in Parquet (its
 * JSON logical type). Text in CSV is neutralised against formulas (see `csvTextExpr`).
 */
export function exportExpr(c: Column, format: ExportFormat, table: TableName, prefix = ""): string {
  const local = LOCAL_ONLY[`${table}.${c.name}`];
  const ref = local ? local(`${prefix}${c.name}`) : `${prefix}${c.name}`;
  if (c.type === "VARCHAR" && format === "csv") return `${csvTextExpr(ref)} AS ${c.name}`;
  if (local) return `${ref} AS ${c.name}`;
  if (c.type === "TIMESTAMP") {
    if (format === "parquet") return `timezone('UTC', ${ref}) AS ${c.name}`;
    return `CASE WHEN microsecond(${ref}) % 1000000 = 0 THEN strftime(${ref}, '%Y-%m-%dT%H:%M:%SZ') ELSE strftime(${ref}, '%Y-%m-%dT%H:%M:%S.%fZ') END AS ${c.name}`;
  }
  if (c.type === "JSON" && format === "csv") return `CAST(${ref} AS VARCHAR) AS ${c.name}`;
  return prefix ? `${ref} AS ${c.name}` : ref;
}
