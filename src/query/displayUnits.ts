import type { Row } from "../load/warehouse.ts";

/** A unit a person reads, as a multiple of its SI unit. */
interface Scale {
  unit: string;
  factor: number;
}

/** Display units per SI unit, smallest first: decimal prefixes, as `value_si` reads them (MB = 10^6 B). */
const SCALES: Record<string, Scale[]> = {
  "B/s": [{ unit: "B/s", factor: 1 }, { unit: "kB/s", factor: 1e3 }, { unit: "MB/s", factor: 1e6 }, { unit: "GB/s", factor: 1e9 }],
  s: [{ unit: "ns", factor: 1e-9 }, { unit: "µs", factor: 1e-6 }, { unit: "ms", factor: 1e-3 }, { unit: "s", factor: 1 }],
};

/** The display unit for SI values of this magnitude: the largest scale the median value reaches (an unscaled unit stays as it is). */
export function displayScale(siUnit: string, values: number[]): Scale {
  const scales = SCALES[siUnit];
  if (!scales) return { unit: siUnit, factor: 1 };
  const sorted = values.map(Math.abs).filter((v) => v > 0).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 1;
  return [...scales].reverse().find((s) => median >= s.factor) ?? (scales[0] as Scale);
}

/** `-- display: a,b`: columns holding SI values (in the row's `si_unit`) to show in one unit per metric. */
export function parseDisplayHeader(line: string | undefined): string[] {
  return (line ?? "").split(",").map((s) => s.trim()).filter(Boolean);
}

/**
 * Converts the SI columns to one display unit per metric (per `metric` column when the rows have one, and per SI
 * unit): the `si_unit` column becomes `unit`, so a comparison never shows B/s rows beside MB/s rows of one metric.
 */
export function toDisplayUnits(columns: string[], rows: Row[], siColumns: string[]): { columns: string[]; rows: Row[] } {
  if (!siColumns.length || !columns.includes("si_unit")) return { columns, rows };
  const group = (r: Row) => `${columns.includes("metric") ? String(r.metric) : ""}\u0000${String(r.si_unit)}`;
  const scales = new Map<string, Scale>();
  for (const key of new Set(rows.map(group))) {
    const members = rows.filter((r) => group(r) === key);
    const values = members.flatMap((r) => siColumns.map((c) => r[c]).filter((v): v is number => typeof v === "number"));
    scales.set(key, displayScale(String(members[0]?.si_unit ?? ""), values));
  }
  const outColumns = columns.map((c) => (c === "si_unit" ? "unit" : c));
  const outRows = rows.map((r) => {
    const scale = scales.get(group(r)) ?? { unit: String(r.si_unit), factor: 1 };
    const out: Row = {};
    for (const c of columns) {
      const v = r[c];
      if (c === "si_unit") out.unit = scale.unit;
      // twelve significant digits: every digit a report prints, without the float noise of the division
      else out[c] = siColumns.includes(c) && typeof v === "number" ? Number((v / scale.factor).toPrecision(12)) : (v ?? null);
    }
    return out;
  });
  return { columns: outColumns, rows: outRows };
}
