import { normaliseText } from "../../normalise/normaliseText.ts";
import { headerCondition } from "../blockContext.ts";
import type { Conditions } from "../conditions.ts";

/** `Write size:  4194304`, `Threads: 8`: a `label: value` line of a tool's output that states a setting of the test. */
const SETTING_LINE = /^\s*([A-Za-z][A-Za-z ()/-]{1,28}?|[^\x00-\x7f:：]{1,16})\s*[:：]\s*(\S[^:：]{0,24}?)\s*$/;
/** The keys such a line may set: the test's sizes, queue depth and threads. */
const KEYS = new Set(["block_size_bytes", "file_size_bytes", "queue_depth", "threads"]);

/**
 * The settings a tool block's own `label: value` lines state (rados bench's `Write size: 4194304` before its summary),
 * each with the 1-based line it is on: a reading takes those stated above it in the same block.
 */
export function blockSettings(text: string): { line: number; conditions: Conditions }[] {
  const out: { line: number; conditions: Conditions }[] = [];
  text.split("\n").forEach((raw, i) => {
    const m = SETTING_LINE.exec(normaliseText(raw));
    if (!m?.[1] || !m[2]) return;
    const conditions = Object.fromEntries(Object.entries(headerCondition(m[1], m[2])).filter(([k]) => KEYS.has(k)));
    if (Object.keys(conditions).length) out.push({ line: i + 1, conditions });
  });
  return out;
}

/** The settings stated above `line`, the nearest winning. */
export function settingsAbove(settings: readonly { line: number; conditions: Conditions }[], line: number): Conditions {
  const out: Conditions = {};
  for (const s of settings) if (s.line < line) Object.assign(out, s.conditions);
  return out;
}
