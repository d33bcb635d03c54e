import type { MeasurementDraft } from "../../model/records.ts";
import { accessIn, metricsIn, operationsIn } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { maxOf, pushTo } from "../../appendAll.ts";

/** A measurement read from a table cell, with where it sits and the headers over it and beside it. */
export interface TableDraft {
  m: MeasurementDraft;
  r: number;
  c: number;
  aggregate: "row" | "col" | null;
  rowHeaders: string[];
  colHeaders: string[];
}

const identity = (d: TableDraft) => JSON.stringify([d.m.metric, d.m.operation, d.m.access, Object.entries(d.m.conditions).sort(([a], [b]) => a.localeCompare(b))]);

/** A header that names a test (`Transfer Rate Minimum`, `Burst Rate`) is kept as `test`; any other as `config`. */
function keyFor(text: string): "test" | "config" {
  return operationsIn(text).length || accessIn(text) || metricsIn(text).length ? "test" : "config";
}

/**
 * Keeps apart rows that no condition tells apart (`Transfer Rate Minimum` / `Maximum`, `RAID6` / `RAID6 (degraded)`):
 * the header that differs between them becomes a `test` or `config` condition; rows whose headers are all the same
 * (repeated runs of one test) are numbered with `run` in reading order; an average or total row's figures are told
 * apart among themselves the same way, but never numbered as runs.
 */
export function keepApart(drafts: TableDraft[]): void {
  const groups = new Map<string, TableDraft[]>();
  // an average row's figures are kept apart among themselves, by the column each one sums up
  for (const d of drafts) pushTo(groups, `${d.m.derived ? "derived" : "read"} ${identity(d)}`, d);
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    // two columns that happen to give the same figure (`95 | 95`) are still told apart by their headers; only runs need
    // figures that differ, for one figure printed twice is no two runs
    const sameFigure = new Set(group.map((d) => d.m.value)).size < 2;
    for (const axis of ["rowHeaders", "colHeaders"] as const) {
      const width = maxOf(group.map((d) => d[axis].length));
      for (let i = width - 1; i >= 0; i--) {
        const texts = group.map((d) => normaliseText(d[axis][i] ?? "").replace(/\s+/g, " ").trim());
        if (new Set(texts).size < 2) continue;
        group.forEach((d, j) => {
          const t = texts[j];
          if (!t) return;
          const key = keyFor(t);
          const prior = d.m.conditions[key];
          d.m.conditions = { ...d.m.conditions, [key]: prior !== undefined && !String(prior).includes(t) ? `${prior} ${t}` : t };
        });
        break;
      }
    }
    const still = new Map<string, TableDraft[]>();
    for (const d of group) pushTo(still, identity(d), d);
    for (const same of still.values()) if (same.length > 1 && !sameFigure && !same[0]?.m.derived) same.forEach((d, j) => (d.m.conditions = { ...d.m.conditions, run: j + 1 }));
  }
}
