import type { MeasurementDraft } from "../model/records.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { findQuantities } from "../normalise/parseQuantity.ts";

/** An arrow between two ends of a copy or a link (`->`, `→`, `=>`, `⇒`). */
const ARROW = /\s*(?:-+>|→|=+>|⇒|⟶)\s*/u;
const LONGEST = 120;

/**
 * `Movies from unRAID (HDD) -> openelec 3.0.6 -> i get speed 16mb/s`, `PC → NAS: 110 MB/s`: the ends a line's arrows join
 * before a figure are the path the figure was measured along, kept whole in `path` (the first figure of the line only,
 * and only where no reader gave a path).
 */
export function arrowPaths(rows: MeasurementDraft[]): void {
  for (const m of rows) {
    if (m.origin !== "prose" || m.conditions.path !== undefined) continue;
    const n = Number(/\/l(\d+)$/.exec(m.locator)?.[1] ?? 0);
    const lines = m.raw.split("\n");
    const line = normaliseText((lines.length === 1 ? lines[0] : lines[n - 1]) ?? "");
    if (!ARROW.test(line)) continue;
    const figures = findQuantities(line).filter((q) => !q.bare && q.kind !== "size");
    const first = figures[0];
    if (!first || first.value !== m.value) continue;
    const before = line.slice(0, first.index).replace(/[\s:：=、,]+$/u, "").trim();
    const ends = before.split(ARROW).map((e) => e.trim());
    if (ends.length < 2 || ends.some((e) => !e) || before.length > LONGEST) continue;
    m.conditions = { ...m.conditions, path: ends.join(" -> ") };
  }
}
