import type { Block, Document } from "../../document/types.ts";
import { findQuantities, type Quantity } from "../../normalise/parseQuantity.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { perDocument } from "../docIndex.ts";
import { unitInText } from "./unitScope.ts";

/** Each figure the report's sentences, items and headings state with a rate, count or time unit: value → its quantities. */
const statedFigures = (doc: Document): Map<number, Map<number, Quantity[]>> =>
  perDocument(doc, "statedFigures", (d) => {
    const byReport = new Map<number, Map<number, Quantity[]>>();
    for (const b of d.blocks) {
      if (b.kind === "table" || b.kind === "pre") continue;
      const figures = byReport.get(b.report) ?? new Map<number, Quantity[]>();
      byReport.set(b.report, figures);
      for (const q of findQuantities(normaliseText(b.text))) {
        if (q.bare || q.kind === "size") continue;
        const list = figures.get(q.value) ?? [];
        list.push(q);
        figures.set(q.value, list);
      }
    }
    return byReport;
  });

const statesUnit = (text: string): boolean => unitInText(text) !== null || findQuantities(normaliseText(text)).some((q) => !q.bare && q.kind !== "size");

const BARE = /^\s*[約~〜≒]?\s*(\d+(?:\.\d+)?)\s*$/;

/**
 * The unit a table with no unit of its own takes from the report's text when that text restates two or more of its
 * figures (or one precise one), every one with the same unit (`4 KiBで3.56、1 MiBで9.73 MB/s` under a table of 3.56 … 9.73): the author's
 * own restatement, not a guess. One figure of three significant digits is enough; null when the restated units differ.
 */
export function restatedUnit(doc: Document, block: Block): Quantity | null {
  const figures = statedFigures(doc).get(block.report);
  if (!figures?.size) return null;
  // a table that states a unit anywhere leaves its other columns without one on purpose (`Gbit/s | Retr`)
  if ((block.table?.rows ?? []).some((row) => row.some((cell) => statesUnit(cell.text)))) return null;
  const units = new Map<string, Quantity>();
  const restated = new Set<number>();
  for (const row of block.table?.rows ?? []) {
    for (const cell of row) {
      const m = BARE.exec(normaliseText(cell.text));
      if (!m?.[1] || !m[1].includes(".")) continue;
      const value = Number(m[1]);
      for (const q of figures.get(value) ?? []) {
        units.set(q.unit, q);
        restated.add(value);
      }
    }
  }
  // one restated figure is enough when it has three significant digits or more (`9.73`): a coincidence is then unlikely
  const telling = [...restated].some((v) => String(v).replace(/^0\.0*|\./g, "").length >= 3);
  if (units.size !== 1 || (restated.size < 2 && !telling)) return null;
  const q = [...units.values()][0]!;
  return { ...q, value: 1, valueSi: q.valueSi === null ? null : q.valueSi / q.value };
}
