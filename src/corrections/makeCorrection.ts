import { UserError } from "../errors.ts";
import type { Row, Warehouse } from "../load/warehouse.ts";
import { METRICS, ACCESSES, OPERATIONS, ORIGINS } from "../model/vocabulary.ts";
import { didYouMean } from "../query/suggest.ts";
import { type CorrectedRow, addCorrection, correctionsDir } from "./correctionFile.ts";

/** Fields a person may change on a row; conditions replace the row's whole set. */
export interface RowChanges {
  metric?: string;
  operation?: string | null;
  access?: string | null;
  unit?: string;
  value?: number;
  conditions?: Record<string, unknown>;
}

const now = () => new Date().toISOString();

function checkVocabulary(c: RowChanges & { origin?: string }): void {
  const check = (name: string, v: string | null | undefined, allowed: readonly string[]) => {
    if (v !== undefined && v !== null && !allowed.includes(v)) throw new UserError(`${name} ${v} is not in the vocabulary`, didYouMean(v, allowed, "allowed"), 2);
  };
  check("metric", c.metric, METRICS);
  check("operation", c.operation, OPERATIONS);
  check("access", c.access, ACCESSES);
  check("origin", c.origin, ORIGINS);
  if (c.value !== undefined && !Number.isFinite(c.value)) throw new UserError("the value is not a number", "write it as digits, e.g. 123.4", 2);
}

async function rowOf(wh: Warehouse, measurementId: string): Promise<Row> {
  const m = (await wh.all("select m.*, cast(m.conditions as varchar) as conditions_text, s.url from measurements m join reports r using (report_id) join sources s on s.source_id = r.source_id where m.measurement_id = $id", { id: measurementId }))[0];
  if (!m) throw new UserError(`no measurement ${measurementId}`, "see `sokutei show REPORT_ID` or the measurements list of `sokutei serve`", 2);
  if (m.derived) throw new UserError(`measurement ${measurementId} is derived (computed by sokutei)`, "correct the rows it was computed from", 2);
  return m;
}

const refOf = (m: Row) => ({ locator: String(m.locator ?? ""), value: Number(m.value), metric: String(m.metric) });

/** Records that an extracted row is not a result; returns the corrections file written. */
export async function markWrong(wh: Warehouse, measurementId: string, reason: string, by: string): Promise<string> {
  if (!reason.trim()) throw new UserError("say why the row is wrong", "give a reason", 2);
  const m = await rowOf(wh, measurementId);
  return addCorrection(correctionsDir(wh.path), String(m.url), { wrong: { ...refOf(m), reason: reason.trim(), by, at: now() } });
}

/** Records new fields of an extracted row (the rest kept as extracted); returns the corrections file written. */
export async function changeRow(wh: Warehouse, measurementId: string, changes: RowChanges, by: string): Promise<string> {
  checkVocabulary(changes);
  const m = await rowOf(wh, measurementId);
  const row: CorrectedRow = {
    metric: changes.metric ?? String(m.metric), operation: changes.operation !== undefined ? changes.operation : ((m.operation as string | null) ?? null),
    access: changes.access !== undefined ? changes.access : ((m.access as string | null) ?? null), value: changes.value ?? Number(m.value), unit: changes.unit ?? String(m.unit ?? ""),
    origin: String(m.origin), conditions: changes.conditions ?? JSON.parse(String(m.conditions_text ?? "{}")), locator: (m.locator as string | null) ?? null, raw: (m.raw as string | null) ?? null,
    of: refOf(m), by, at: now(),
  };
  return addCorrection(correctionsDir(wh.path), String(m.url), { row: row });
}

/** Records a number the extraction passed over, as a row of the report's page; returns the corrections file written. */
export async function addRow(wh: Warehouse, reportId: string, row: Required<Pick<RowChanges, "metric" | "value" | "unit">> & RowChanges & { origin?: string; raw?: string; locator?: string }, by: string): Promise<string> {
  checkVocabulary(row);
  const r = (await wh.all("select s.url from reports r join sources s on s.source_id = r.source_id where r.report_id = $id", { id: reportId }))[0];
  if (!r) throw new UserError(`no report ${reportId}`, "see `select report_id, title from reports`", 2);
  const added: CorrectedRow = {
    metric: row.metric, operation: row.operation ?? null, access: row.access ?? null, value: row.value, unit: row.unit, origin: row.origin ?? "prose",
    conditions: row.conditions ?? {}, locator: row.locator ?? null, raw: row.raw ?? null, by, at: now(),
  };
  return addCorrection(correctionsDir(wh.path), String(r.url), { row: added });
}

/** Parses `k=v` condition pairs; a number-looking value becomes a number (block_size_bytes=4096). */
export function parseConditions(pairs: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of pairs) {
    const i = p.indexOf("=");
    if (i <= 0) throw new UserError(`condition ${p} is not k=v`, "write it as key=value", 2);
    const v = p.slice(i + 1).trim();
    out[p.slice(0, i).trim()] = /^-?\d+(?:\.\d+)?$/.test(v) ? Number(v) : v === "true" ? true : v === "false" ? false : v;
  }
  return out;
}
