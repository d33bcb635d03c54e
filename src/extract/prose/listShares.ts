import type { ValueReading } from "./readSentence.ts";

const LISTED_MEMBER = "unit written once after the figures";
/**
 * `83.9k and 84.2k IOPS on random reads`: figures listed before the one that carries the unit share what follows it;
 * `335.96 MB/s read and 336.84 MB/s write, which is 83.9k and 84.2k IOPS`: a list naming no operation restates the
 * figures just before it, one by one, and takes their operations.
 */
export function shareListOperations(out: ValueReading[]): void {
  for (let h = 0; h < out.length; h++) {
    const head = out[h] as ValueReading;
    if (head.note?.startsWith(LISTED_MEMBER)) continue;
    let start = h;
    while (start > 0 && out[start - 1]?.note?.startsWith(LISTED_MEMBER) && out[start - 1]?.unit === head.unit) start--;
    if (start === h) continue;
    const group = out.slice(start, h + 1);
    const before = out.slice(Math.max(0, start - group.length), start);
    const parallel = !group.some((r) => r.ownOps) && before.length === group.length && before.every((r) => r.ops.length === 1) && new Set(before.map((r) => r.ops[0])).size === group.length;
    group.forEach((r, j) => {
      if (parallel) r.ops = [...(before[j]?.ops ?? [])];
      else if (r !== head && !r.ownOps) Object.assign(r, { ops: [...head.ops], access: r.access ?? head.access });
    });
  }
}
