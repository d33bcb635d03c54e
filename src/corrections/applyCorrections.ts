import type { Row, SourceRows } from "../load/warehouse.ts";
import { parseUnit } from "../normalise/parseQuantity.ts";
import type { CorrectedRow, CorrectionFile, RowRef } from "./correctionFile.ts";

const SAME_VALUE = 1e-9;

/** The extracted row a reference names: same locator and metric, the same value. */
function findRow(rows: Row[], ref: RowRef): Row | undefined {
  return rows.find((m) => !m.corrected && m.locator === ref.locator && m.metric === ref.metric && Math.abs(Number(m.value) - ref.value) <= SAME_VALUE * Math.max(1, Math.abs(ref.value)));
}

/** The SI value and unit of a corrected row's value in its unit (null when the unit is not one sokutei reads). */
function si(value: number, unit: string): { value_si: number | null; si_unit: string | null } {
  const q = parseUnit(unit);
  return q ? { value_si: q.valueSi === null ? null : value * q.valueSi, si_unit: q.siUnit } : { value_si: null, si_unit: null };
}

const fields = (r: CorrectedRow) => ({
  metric: r.metric, operation: r.operation ?? null, access: r.access ?? null, value: r.value, unit: r.unit, ...si(r.value, r.unit),
  conditions: r.conditions ?? {}, corrected: true, corrected_by: r.by, corrected_at: new Date(r.at),
});

/**
 * A source's rows with a person's corrections applied: rows marked wrong leave `measurements` (and the checks that
 * cite them) and become `rejects` rows of stage `correction`; changed rows take the corrected fields; added rows join
 * the first report. Every corrected row says so (`corrected`, `corrected_by`, `corrected_at`) and keeps its locator
 * and raw text. A correction whose row is no longer extracted is reported in `unmatched`.
 */
export function applyCorrections(rows: SourceRows, c: CorrectionFile | undefined): { rows: SourceRows; unmatched: string[] } {
  if (!c || (!c.measurements.length && !c.wrong.length)) return { rows, unmatched: [] };
  const unmatched: string[] = [];
  let measurements = rows.measurements.map((m) => ({ ...m }));
  const rejects = [...rows.rejects];
  const sid = String(rows.source.source_id);
  const dropped = new Set<string>();
  for (const w of c.wrong) {
    const m = findRow(measurements, w);
    if (!m) {
      unmatched.push(`wrong ${w.metric} ${w.value} at ${w.locator}`);
      continue;
    }
    dropped.add(String(m.measurement_id));
    rejects.push({ reject_id: `${sid}-x${rejects.length + 1}`, source_id: sid, stage: "correction", locator: m.locator, raw: m.raw, reason: `marked wrong by ${w.by} at ${w.at}: ${w.reason}` });
  }
  measurements = measurements.filter((m) => !dropped.has(String(m.measurement_id)));
  const report = rows.reports[0];
  let added = 0;
  for (const r of c.measurements) {
    if (r.of) {
      const m = findRow(measurements, r.of);
      if (m) Object.assign(m, fields(r));
      else unmatched.push(`change of ${r.of.metric} ${r.of.value} at ${r.of.locator}`);
      continue;
    }
    if (!report) {
      unmatched.push(`added ${r.metric} ${r.value}: the page has no report`);
      continue;
    }
    added++;
    measurements.push({
      measurement_id: `${String(report.report_id)}-c${added}`, report_id: report.report_id, system_id: null, origin: r.origin, derived: false, derived_from: null,
      raw: r.raw ?? null, locator: r.locator ?? null, context: null, note: null, position: 1_000_000 + added, ...fields(r),
    });
  }
  const checks = rows.checks.filter((k) => !dropped.has(String(k.claim_id)) && !dropped.has(String(k.evidence_id)));
  return { rows: { ...rows, measurements, checks, rejects }, unmatched };
}
