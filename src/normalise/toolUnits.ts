import type { Quantity } from "./parseQuantity.ts";
import { isRefusal, kindOf, parseUnitText, prefixMultiplier, siValue } from "./readQuantity.ts";
import { unitTable } from "./unitTable.ts";

/**
 * A rate a tool prints, with the unit as written, read through the unit table with the prefixes the table declares for
 * `tool` (curl's `k` is 1024 bytes, ascp's `Mb/s` megabits); a unit in bytes is the tool's rate column (`KBytes`).
 */
export function toolRate(tool: string, value: number, unit: string): Quantity {
  let r = parseUnitText(unit, { tool });
  if (!isRefusal(r) && r.dimension === "size") r = parseUnitText(`${unit}/s`, { tool });
  const kind = isRefusal(r) ? null : kindOf(r.dimension);
  if (isRefusal(r) || !kind || kind === "size" || r.siUnit === "Hz" || r.siUnit === "B") {
    return { value, unit, valueSi: null, siUnit: "B/s", kind: "throughput", note: `unit ${unit} is not in the unit table` };
  }
  const note = r.ambiguous ? `unit ${unit} is ambiguous (${r.ambiguous}); value_si left empty` : null;
  return { value, unit, valueSi: siValue(value, r), siUnit: r.siUnit, kind, note };
}

/** A size a tool prints (`1024MB`, `6.11G`, `10485760K`, `1,048,576`) in bytes, with the tool's declared prefixes. */
export function toolSize(tool: string, text: string): number | null {
  const m = /^([\d.,]+)\s*([kKmMgGtT]?i?)(?:B|bytes?)?$/i.exec(text.trim());
  if (!m?.[1]) return null;
  const declared = unitTable.tools[tool];
  const f = prefixMultiplier(m[2] ?? "", { binary: declared?.size_binary ?? declared?.binary ?? false });
  const n = Number(m[1].replace(/,/g, ""));
  return f !== null && Number.isFinite(n) ? Math.round(n * f) : null;
}

/** What a prefix a tool prints in a size (`K`, `m`, `Gi`, `""`) multiplies by, as the table declares for the tool; null when none. */
export function toolPrefix(tool: string, prefix: string): number | null {
  const declared = unitTable.tools[tool];
  return prefixMultiplier(prefix, { binary: declared?.size_binary ?? declared?.binary ?? false });
}

/** A tool's own size suffix (dd's `bs=1k`, `1kB`, `2b`): the table's suffixes for the tool, else its prefixes; null when unknown. */
export function toolSuffix(tool: string, suffix: string): number | null {
  return unitTable.tools[tool]?.suffixes?.[suffix] ?? null;
}
