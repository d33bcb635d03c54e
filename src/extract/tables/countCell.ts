import { normaliseText } from "../../normalise/normaliseText.ts";
import type { Quantity } from "../../normalise/parseQuantity.ts";
import type { GridCell } from "./expandGrid.ts";
import { unitTable } from "../../normalise/unitTable.ts";

const COUNT = /^(\d+(?:\.\d+)?)\s*([kKM])$/;
const IOPS_WORD = /(?<![a-z])(?:iops|io\/s)(?![a-z])/i;

/**
 * `16.9k`, `165k`, `1.2M` under an IOPS header: a count with a thousands / millions multiplier, as fio prints IOPS
 * (`IOPS=16.9k`) and authors copy them into tables. A whole power of two (`4k`, `64K`, `1M`) may be a block size
 * and is not read as a count.
 */
export function countCell(text: string): { value: number; written: string } | null {
  const t = normaliseText(text).trim();
  const m = COUNT.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  if (Number.isInteger(n) && (n & (n - 1)) === 0) return null;
  const factor = unitTable.counts[m[2] ?? "k"] ?? 1e3;
  return { value: Math.round(n * factor * 1000) / 1000, written: t };
}

/** Columns with a header-like cell (a `<th>` or a text cell) that names IOPS: where `16.9k` is a count. */
export function iopsColumns(grid: GridCell[][], isText: (text: string) => boolean): Set<number> {
  const out = new Set<number>();
  grid.forEach((row) => row.forEach((x, c) => {
    if ((x.header || isText(x.text)) && IOPS_WORD.test(normaliseText(x.text))) out.add(c);
  }));
  return out;
}

/** The count a `16.9k` cell states, given the unit its headers name: only a count unit (IOPS) takes a multiplier. */
export function countQuantity(text: string, unit: Quantity | null): Quantity | null {
  const n = countCell(text);
  if (!n || unit?.kind !== "iops") return null;
  return { value: n.value, unit: "IOPS", valueSi: n.value, siUnit: "IOPS", kind: "iops", note: `written ${n.written}` };
}
