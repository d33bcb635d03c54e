import type { ComponentDraft } from "../../model/records.ts";

/** A line that starts with a unit's number before its part (`Drive #1 – WDC …`, `HDD2: ST4000…`, `Disk 3 - …`). */
const UNIT_NUMBER = /^\s*[A-Za-z\u3000-\u9fff]{2,12}\s*(?:#|No\.?\s*)?(\d{1,2})\s*[–—\-:：)）]/;

/** Whether two lines are two numbered units (`Drive #1 – …`, `Drive #2 – …`), which name the same product twice on purpose. */
export function otherUnit(a: string, b: string): boolean {
  const x = UNIT_NUMBER.exec(a)?.[1];
  const y = UNIT_NUMBER.exec(b)?.[1];
  return Boolean(x && y && x !== y);
}

/**
 * Units of one machine listed one per line by number with the same product (`Drive #1 – WDC WD5002ABYS`, `Drive #2 – WDC WD5002ABYS`)
 * are one part counted: the first line's part takes the count and the sizes' sum, as a `2 x` line would give.
 */
export function countNumberedUnits(components: ComponentDraft[]): ComponentDraft[] {
  const first = new Map<string, ComponentDraft>();
  return components.filter((c) => {
    if (c.kind !== "disk" || !c.model || (c.count ?? 1) !== 1 || !UNIT_NUMBER.test(c.raw)) return true;
    const key = `${c.report}|${c.system}|${c.model}|${c.capacityBytes}`;
    const unit = first.get(key);
    if (!unit) {
      first.set(key, c);
      return true;
    }
    unit.count = (unit.count ?? 1) + 1;
    const each = Number(unit.attrs?.capacity_bytes_each ?? 0);
    if (each) unit.capacityBytes = each * unit.count;
    return false;
  });
}
