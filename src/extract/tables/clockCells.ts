import type { Block, Document } from "../../document/types.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { type ClockPart, clockFormIn, isClockShape, namesNoDuration, namesTimeTaken, readClock } from "../../normalise/parseDuration.ts";
import type { Quantity } from "../../normalise/parseQuantity.ts";
import { leadIn } from "../blockContext.ts";
import { methodText } from "../methodSection.ts";
import type { GridCell } from "./expandGrid.ts";

/** A table whose clock forms are durations, with the form its headers declare (null: read the form from the cell). */
export interface ClockScope {
  form: ClockPart[] | null;
}

const clockCell = (text: string) => isClockShape(normaliseText(text));

/**
 * Whether a table's clock forms (`0:00:36`, `00:01.2`) are durations: its headers or caption declare the form
 * (`elapsed (min:s)`) or name a time taken (`所要時間`, `Transfer time`); or its heading, lead-in or the report's method
 * section names one (`ダウンロードの時間がどう変化するかを計測`) and every figure of the table is a clock form. Never where
 * a header or the caption names a time of day, a date, a ratio or a port (`時刻`, `timestamp`, `aspect`).
 */
export function clockScope(doc: Document, block: Block, grid: GridCell[][]): ClockScope | null {
  const cells = grid.flat();
  if (!cells.some((c) => clockCell(c.text))) return null;
  const labels = [...cells.filter((c) => c.text.trim() && !clockCell(c.text)).map((c) => normaliseText(c.text)), normaliseText(block.caption ?? "")];
  if (labels.some(namesNoDuration)) return null;
  const declared = labels.map(clockFormIn).find((f) => f !== null) ?? null;
  if (declared) return { form: declared };
  if (labels.some(namesTimeTaken)) return { form: null };
  // the body's figures, past the first row and column that label them: all clock forms
  const body = grid.slice(1).flatMap((row) => row.slice(1)).map((c) => normaliseText(c.text).trim()).filter((t) => /\d/.test(t));
  if (!body.length || !body.every((t) => isClockShape(t))) return null;
  const context = [...block.headingPath, ...leadIn(doc, block).map((b) => b.text), methodText(doc, block.report)].map(normaliseText).join("\n");
  return namesTimeTaken(context) ? { form: null } : null;
}

/** A clock-form cell under a clock scope as a duration in seconds, by the form its own headers declare or the table's. */
export function clockQuantity(text: string, headers: readonly string[], scope: ClockScope): (Quantity & { bare: boolean }) | null {
  const form = headers.map((h) => clockFormIn(normaliseText(h))).find((f) => f !== null) ?? scope.form;
  const read = readClock(normaliseText(text), form);
  return read ? { value: read.seconds, unit: "s", valueSi: read.seconds, siUnit: "s", kind: "duration", note: `written ${read.written}`, bare: false } : null;
}
