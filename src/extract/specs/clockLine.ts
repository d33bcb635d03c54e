import { normaliseText } from "../../normalise/normaliseText.ts";
import { partGrammar } from "./partGrammarData.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const CLOCK_LABELS = new Set(partGrammar.clock_labels.map((l) => l.toLowerCase()));
/** Words that name the clock only after the processor's word (`CPU Speed`, `CPU MHz`; a bare `Speed:` is a memory's or a link's). */
const AFTER_CPU = new Set(partGrammar.clock_labels_after_cpu.map((l) => l.toLowerCase()));

/**
 * The processor's clock a spec line gives under a label of its own (`CPU Frequency | Dual Core 2.0 burst up to 2.5 GHz`,
 * `クロック：2.4GHz`, `CPU Speed: 3699 MHz`): the first figure that is no count of cores, in its own unit or the next one the value names (the base
 * clock before a burst, never the bound `up to` names). Null when the label names no clock.
 */
export function clockOfLine(label: string, value: string): number | null {
  const l = normaliseText(label).toLowerCase().replace(/\s+/g, " ").trim();
  const after = l.replace(/^(?:cpu|processor)\s*/, "");
  if (!CLOCK_LABELS.has(l) && !CLOCK_LABELS.has(after) && !(after !== l && AFTER_CPU.has(after))) return null;
  const v = normaliseText(value);
  for (const m of allMatches(v, /(?<![\w.])(\d+(?:\.\d+)?)(?![\d.])/g)) {
    const after = v.slice(m.index + m[0].length);
    // a count of cores, a size (`4MB Cache`), or the bound a burst reaches (`up to 4.0 GHz`) is no base clock
    if (/^\s*-?\s*(?:cores?|threads?|コア|スレッド|[CT](?![A-Za-z]))/i.test(after) || /^\s*(?![GM]Hz)[A-Za-z%]/i.test(after) && !/^\s+[a-z]/.test(after)) continue;
    if (/(?:up to|max(?:imum)?|burst|boost|turbo|最大)\s*$/i.test(v.slice(0, m.index))) continue;
    const unit = /^\s*([GM])Hz/i.exec(after)?.[1] ?? /^[^\d]*?\d+(?:\.\d+)?\s*([GM])Hz/i.exec(after)?.[1];
    if (!unit) return null;
    return Number(m[1]) * (unit.toUpperCase() === "G" ? 1e9 : 1e6);
  }
  return null;
}
