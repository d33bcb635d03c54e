import { readFileSync, readdirSync } from "node:fs";
import { z } from "zod";
import { UserError } from "../errors.ts";
import type { Row, Warehouse } from "../load/warehouse.ts";
import { ACCESSES, COMPONENT_KINDS, METRICS, OPERATIONS, ORIGINS } from "../model/vocabulary.ts";
import { parseDisplayHeader, toDisplayUnits } from "./displayUnits.ts";
import { humanNumber } from "./formatRows.ts";
import { runSql } from "./runSql.ts";
import { didYouMean } from "./suggest.ts";

/** Parameters named after a column of the closed vocabulary take only its values. */
export const VOCABULARY_PARAMS: Record<string, readonly string[]> = { metric: METRICS, access: ACCESSES, operation: OPERATIONS, kind: COMPONENT_KINDS, origin: ORIGINS };

export interface QueryParam {
  name: string;
  type: "string" | "number" | "integer" | "boolean";
  default: string | null;
  description: string;
}

/** A canned comparison read from `queries/NAME.sql` and its header comment. */
export interface CannedQuery {
  name: string;
  description: string;
  params: QueryParam[];
  /** `-- pivot: COLUMN -> VALUE`: one output column per distinct COLUMN, holding VALUE. */
  pivot: { column: string; value: string } | null;
  /** `-- chart: bars x=… y=… series=…`, for `sokutei chart`. */
  chart: string | null;
  /** `-- display: a,b`: columns of SI values shown in one unit per metric (see displayUnits.ts). */
  display: string[];
  sql: string;
  file: string;
}

export const QUERIES_DIR = new URL("../../queries/", import.meta.url);

const HEADER_PARAM = /^--\s*param:\s*(\w+)\s+(string|number|integer|boolean)(?:\s*=\s*(.*?))?\s*(?:--\s*(.*))?$/;

/** Parses one query file; throws a UserError naming the file when its header is incomplete. */
export function parseQueryFile(file: string, text: string): CannedQuery {
  const header = text.split("\n").filter((l) => l.startsWith("--"));
  const get = (key: string) => header.map((l) => new RegExp(`^--\\s*${key}:\\s*(.*)$`).exec(l)?.[1]?.trim()).find(Boolean);
  const name = get("name");
  const description = get("description");
  if (!name || !description) throw new UserError(`query file ${file} needs '-- name:' and '-- description:' header lines`);
  const params = header.flatMap((l) => {
    const m = HEADER_PARAM.exec(l);
    return m ? [{ name: m[1] ?? "", type: (m[2] ?? "string") as QueryParam["type"], default: m[3] ?? null, description: m[4]?.trim() ?? "" }] : [];
  });
  const pivot = /^(\w+)\s*->\s*(\w+)$/.exec(get("pivot") ?? "");
  return { name, description, params, pivot: pivot ? { column: pivot[1] ?? "", value: pivot[2] ?? "" } : null, chart: get("chart") ?? null, display: parseDisplayHeader(get("display")), sql: text, file };
}

/** Every canned query in `queries/`, by name. */
export function listQueries(dir: URL = QUERIES_DIR): CannedQuery[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => parseQueryFile(f, readFileSync(new URL(f, dir), "utf8")));
}

export function findQuery(name: string, dir: URL = QUERIES_DIR): CannedQuery {
  const all = listQueries(dir);
  const q = all.find((x) => x.name === name);
  if (!q) throw new UserError(`no canned query named ${name}`, didYouMean(name, all.map((x) => x.name), "known"), 2);
  return q;
}

const TYPES = {
  string: z.string(),
  number: z.coerce.number().refine(Number.isFinite, "must be a number"),
  integer: z.coerce.number().int(),
  boolean: z.enum(["true", "false"]).transform((v) => v === "true"),
} as const;

/** Validates `k=v` parameters against the query's declared ones: unknown or missing ones are clear errors. */
export function bindParams(q: CannedQuery, given: Record<string, string>): Record<string, unknown> {
  const known = new Set(q.params.map((p) => p.name));
  for (const k of Object.keys(given)) {
    if (!known.has(k)) throw new UserError(`query ${q.name} has no parameter ${k}`, q.params.length ? didYouMean(k, [...known], "its parameters") : "it takes none", 2);
  }
  const out: Record<string, unknown> = {};
  for (const p of q.params) {
    const raw = given[p.name] ?? p.default;
    if (raw === null || raw === undefined) throw new UserError(`query ${q.name} needs --param ${p.name}=…`, p.description || undefined, 2);
    const parsed = TYPES[p.type].safeParse(raw);
    if (!parsed.success) throw new UserError(`parameter ${p.name}=${raw} is not a ${p.type}`, parsed.error.issues[0]?.message, 2);
    const allowed = VOCABULARY_PARAMS[p.name];
    if (allowed && !allowed.includes(String(parsed.data))) throw new UserError(`parameter ${p.name}=${raw} is not in the vocabulary`, didYouMean(String(raw), allowed, "allowed"), 2);
    out[p.name] = parsed.data;
  }
  return out;
}

/** Turns long rows into one column per distinct value of `column` (in order of first appearance). */
export function pivotRows(columns: string[], rows: Row[], pivot: { column: string; value: string }): { columns: string[]; rows: Row[] } {
  const keys = columns.filter((c) => c !== pivot.column && c !== pivot.value);
  const spread: string[] = [];
  const groups = new Map<string, Row>();
  for (const r of rows) {
    const v = r[pivot.column];
    // a numeric column (block_size_bytes) names its columns as the table prints its values: `512 B`, `4 KiB`
    const col = typeof v === "number" ? humanNumber(pivot.column, v) : String(v);
    if (!spread.includes(col)) spread.push(col);
    const id = JSON.stringify(keys.map((k) => r[k]));
    const g = groups.get(id) ?? Object.fromEntries(keys.map((k) => [k, r[k]]));
    g[col] = r[pivot.value];
    groups.set(id, g);
  }
  return { columns: [...keys, ...spread], rows: [...groups.values()].map((g) => Object.fromEntries([...keys, ...spread].map((c) => [c, g[c] ?? null]))) };
}

/** Runs a canned query with validated, bound parameters (never pasted into the SQL); `units` names the unit column of each value column. */
export async function runCanned(wh: Warehouse, name: string, given: Record<string, string> = {}, dir?: URL, { long = false } = {}) {
  const q = findQuery(name, dir);
  const params = bindParams(q, given);
  const used = Object.fromEntries(Object.entries(params).filter(([k]) => new RegExp(`\\$${k}\\b`).test(q.sql)));
  const raw = await runSql(wh, q.sql, Object.keys(used).length ? used : undefined);
  const result = { ...toDisplayUnits(raw.columns, raw.rows, q.display), types: raw.types };
  const inUnit = (cols: string[]): Record<string, string> => (result.columns.includes("unit") ? Object.fromEntries(cols.map((c) => [c, "unit"])) : {});
  if (!q.pivot || long) return { ...result, units: inUnit(q.display.filter((c) => result.columns.includes(c))) };
  const pivoted = pivotRows(result.columns, result.rows, q.pivot);
  const spread = q.display.includes(q.pivot.value) ? pivoted.columns.filter((c) => !result.columns.includes(c)) : [];
  return { ...pivoted, types: pivoted.columns.map((c) => result.types[result.columns.indexOf(c)] ?? result.types[result.columns.indexOf(q.pivot?.value ?? "")] ?? ""), units: inUnit(spread) };
}
