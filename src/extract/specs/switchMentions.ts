import { linkSpeedIn } from "./parseSpecValue.ts";
import type { Mention } from "./partMentions.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A link rate where a model should be (`10Gbps`, `10G`, `40GbE`). */
export const SPEED_WORD = /^\d+(?:\.\d+)?\s*(?:G|M)(?:bE|bps|b|igabit)?$/i;
/** `switch SN2700`, `a Dell 8132 10GbE switch`, `スイッチ XS708T`: a switch named by the word for it, before or after its model. */
export function switches(t: string): Mention[] {
  const out: Mention[] = [];
  // both patterns read the word for a switch and a model number with a digit in it
  if (!/\d/.test(t) || !/switch|スイッチ/i.test(t)) return out;
  for (const m of allMatches(t, /(?<![A-Za-z])(?:switch|スイッチ)\s+([A-Z][A-Z0-9\-]*\d[\w\-+]*)(?![\w-])/gi)) {
    out.push({ kind: "switch", model: m[1] ?? null, speedBps: linkSpeedIn(t.slice(Math.max(0, m.index - 20), m.index)), attrs: {}, at: m.index, end: m.index + m[0].length });
  }
  for (const m of allMatches(t, /(?<![\w-])((?:[A-Z][A-Za-z]+\s+)?)([A-Z0-9][\w\-+]*\d[\w\-+]*)\s+((?:\d+(?:\.\d+)?\s*G(?:bE|bps|b|igabit)?\s+)?)(?:(?:managed|unmanaged|smart|L[23]|Ethernet|network)\s+)?(?:switch(?:es)?|スイッチ)(?![A-Za-z])/g)) {
    const vendor = m[1]?.trim() || null;
    if (SPEED_WORD.test(m[2] ?? "") || (vendor && /^(a|an|the|two|one|and|or|with)$/i.test(vendor))) continue;
    if (out.some((o) => m.index < o.end && m.index + m[0].length > o.at)) continue;
    out.push({ kind: "switch", vendor, model: vendor ? `${vendor} ${m[2]}` : m[2] ?? null, speedBps: linkSpeedIn(m[3] ?? ""), attrs: {}, at: m.index, end: m.index + m[0].length });
  }
  return out;
}
