import type { Extraction } from "../../model/records.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { addMeasuredDrives } from "./measuredDrives.ts";

const key = (s: unknown) => normaliseText(String(s ?? "")).toLowerCase().replace(/[\s\-_.()（）]/g, "");
const NAMED_PART = new Set(["disk", "nic", "raid_controller", "raid_array", "nas", "switch"]);

/**
 * Adds the drives the figures name as their storage (measuredDrives.ts), then points each measurement without a system at the machine it was measured on: the machine of the drive whose tool output
 * holds it (`attrs.measured_in`), of the drive or adapter its `storage` / `adapter` condition names (one machine only),
 * else the report's only machine.
 */
export function linkMeasurements(ex: Extraction): void {
  addMeasuredDrives(ex);
  const outputs = ex.components.filter((c) => c.system && typeof c.attrs?.measured_in === "string");
  // each named part's model key, read once rather than once per measurement
  const parts = ex.components.filter((c) => c.system && NAMED_PART.has(c.kind) && c.model).map((c) => ({ c, model: key(c.model) })).filter((p) => p.model.length >= 4);
  for (const m of ex.measurements) {
    if (m.system) continue;
    const measuredOn = outputs.find((c) => c.report === m.report && m.locator && (m.locator === c.attrs?.measured_in || m.locator.startsWith(`${c.attrs?.measured_in}/`)));
    if (measuredOn?.system) {
      m.system = measuredOn.system;
      continue;
    }
    const named = [m.conditions.storage, m.conditions.adapter].filter((v) => typeof v === "string").map(key);
    const owners = new Set(
      parts.filter(({ c, model }) => c.report === m.report && named.some((n) => n.length >= 4 && (n.includes(model) || model.includes(n)))).map(({ c }) => c.system),
    );
    const only = ex.systems.filter((s) => s.report === m.report);
    const system = owners.size === 1 ? [...owners][0] : owners.size === 0 && only.length === 1 ? only[0]?.key : null;
    if (system) m.system = system;
  }
}
