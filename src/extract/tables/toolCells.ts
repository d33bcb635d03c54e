import { minOf } from "../../appendAll.ts";
import type { Block } from "../../document/types.ts";
import type { Extraction, MeasurementDraft } from "../../model/records.ts";
import { accessIn, movesOverNetwork } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import type { BlockContext } from "../blockContext.ts";
import type { Conditions } from "../conditions.ts";
import { parseToolOutput, type ToolReading } from "../tools/parseToolOutput.ts";
import type { GridCell } from "./expandGrid.ts";
import { type Header, conditionText, headerConditionsOf, settleSubject } from "./headerConditions.ts";
import { type TableDraft, keepApart } from "./keepApart.ts";
import { isAggregateLabel, operationOf } from "./tableRoles.ts";

/** A cell short enough to be one or a few lines of output and holding at least two figures (`… copied, 29.4 s, 36.5 MB/s`). */
const MAY_BE_OUTPUT = /\d[^\d]+\d/;

/**
 * What a tool's reader reads in one cell: its summary line pasted as the cell's text (a dd line per run and target).
 * Only a named tool's reader counts here: the generic pair reader reads a paragraph's lines only under a command, and a
 * cell has none, so a cell of `label: value` words stays the table's (labelledLines) to read.
 */
function cellReadings(text: string): ToolReading[] {
  if (text.length < 16 || text.length > 600 || !MAY_BE_OUTPUT.test(text)) return [];
  return parseToolOutput(normaliseText(text), [], true, false).filter((r) => r.tool !== "time");
}

/**
 * A table whose value cells are lines of a tool's output (`1073741824 bytes (1.1 GB) copied, 29.4537 seconds, 36.5 MB/s`
 * under `NFS | iSCSI | ローカルHDD`, beside `Write1回目`): each cell is read by the tool's own reader, and the rows and
 * columns before the first such cell are its headers, whose conditions, operation and access the figures take where the
 * line does not say them; rows over them hold only words (a row of figures over the output lines makes the table the table's own
 * to read). Two or more such cells make the table one of output lines; the cells read are blanked in
 * `grid` so the table's own reading does not see their figures again. Returns how many cells were read.
 */
export function readToolCells(block: Block, grid: GridCell[][], ctx: BlockContext, reportConds: Conditions, out: Extraction, isText: (text: string) => boolean): number {
  const found: { r: number; c: number; readings: ToolReading[] }[] = [];
  grid.forEach((row, r) => row.forEach((cell, c) => {
    if (cell.originRow !== r || cell.originCol !== c) return;
    const readings = cellReadings(cell.text);
    if (readings.length) found.push({ r, c, readings });
  }));
  if (found.length < 2) return 0;
  const hr = minOf(found.map((f) => f.r));
  const hc = minOf(found.map((f) => f.c));
  // a table of output lines with no header row or column says nothing of what each line is: left to the tool readers' gates
  if (hr === 0 && hc === 0) return 0;
  // the rows over the first output cell are headers only when they hold words over the output columns: a row of figures
  // above the output lines is data, and a table that mixes both is left to the table's own reading
  if (grid.slice(0, hr).some((row) => row.slice(hc).some((x) => x.text.trim() && !isText(x.text)))) return 0;
  const drafts: TableDraft[] = [];
  for (const { r, c, readings } of found) {
    const headers: Header[] = [];
    for (let h = 0; h < hr; h++) {
      const text = normaliseText(grid[h]?.[c]?.text ?? "").trim();
      if (text && !headers.some((x) => x.text === text)) headers.push({ label: headers[headers.length - 1]?.text ?? null, text });
    }
    const colCount = headers.length;
    for (let h = 0; h < hc; h++) {
      const text = normaliseText(grid[r]?.[h]?.text ?? "").trim();
      if (text) headers.push({ label: hr > 0 ? normaliseText(grid[hr - 1]?.[h]?.text ?? "").trim() || null : null, text });
    }
    const own: Conditions = {};
    for (const h of headers) if (!isAggregateLabel(h.text)) Object.assign(own, settleSubject(headerConditionsOf(h, conditionText(h.text)), h.text, false));
    const texts = headers.map((h) => h.text);
    const operation = operationOf(texts, null);
    const access = accessIn(texts.join(" \n "));
    readings.forEach((x, i) => {
      const m: MeasurementDraft = {
        key: `${block.locator.replace(/\[(\d+)\]/g, "$1")}-r${r + 1}c${c + 1}t${i + 1}`,
        report: block.report,
        metric: x.metric,
        operation: x.operation ?? operation ?? ctx.operation ?? x.defaultOperation ?? null,
        // a transfer over a network has no access pattern, as in the tool's own reading (extractToolOutputs)
        access: x.access ?? access ?? (movesOverNetwork(x.tool) ? null : ctx.access),
        value: x.quantity.value,
        unit: x.quantity.unit,
        valueSi: x.quantity.valueSi,
        siUnit: x.quantity.siUnit === "B" ? "B/s" : x.quantity.siUnit,
        conditions: { ...reportConds, ...ctx.conditions, ...own, ...x.conditions },
        origin: "table",
        raw: x.raw,
        locator: `${block.locator}/r${r + 1}/c${c + 1}/t${i + 1}`,
        context: ctx.path,
        note: x.quantity.note,
      };
      drafts.push({ m, r, c, aggregate: null, rowHeaders: texts.slice(colCount), colHeaders: texts.slice(0, colCount) });
    });
    const cell = grid[r]?.[c];
    if (cell) grid[r]![c] = { ...cell, text: "" };
  }
  // `Write1回目` beside `Write2回目`: runs no condition tells apart keep the header that differs, as a table's cells do
  keepApart(drafts);
  for (const d of drafts) out.measurements.push(d.m);
  return found.length;
}
