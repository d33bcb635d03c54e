import { memoText } from "../normalise/memo.ts";
import type { RawCell, RawTable } from "./types.ts";

/** `|---|:---:|`, `--- | ---`: the line under a Markdown table's header (two or more dash cells). */
const SEPARATOR = {
  test: (line: string) => {
    if (!line.includes("|")) return false;
    const cells = cellsOf(line);
    return cells.length >= 2 && cells.every((c) => /^:?-{3,}:?$/.test(c));
  },
};
/** Most rows a text table is read for, as for an HTML table. */
const MAX_ROWS = 2_000;

/** The cells of one Markdown table line: split at unescaped pipes, the outer pipes dropped. */
function cellsOf(line: string): string[] {
  const t = line.trim().replace(/^\|/, "").replace(/(?<!\\)\|$/, "");
  return t.split(/(?<!\\)\|/).map((c) => c.replace(/\\\|/g, "|").trim());
}

const cell = (text: string, header: boolean): RawCell => ({ text, header, rowspan: 1, colspan: 1 });

/**
 * A Markdown pipe table written as text — pasted into a code block, or left unrendered in a paragraph — as the grid an
 * HTML table gives: the header line, the `|---|` separator under it, and rows of as many cells. Null unless the whole
 * text is that table (blank lines aside), so a log or a sentence with a pipe in it stays what it is.
 */
export function pipeTable(text: string): RawTable | null {
  const lines = text.split("\n").filter((l) => l.trim());
  if (lines.length < 3 || !SEPARATOR.test(lines[1] ?? "") || !(lines[0] ?? "").includes("|")) return null;
  const header = cellsOf(lines[0] ?? "");
  const width = header.length;
  if (width < 2 || cellsOf(lines[1] ?? "").length !== width) return null;
  const rows: RawCell[][] = [header.map((h) => cell(h, true))];
  for (const line of lines.slice(2, 2 + MAX_ROWS)) {
    if (!line.includes("|")) return null;
    const cells = cellsOf(line);
    if (cells.length !== width) return null;
    rows.push(cells.map((c) => cell(c, false)));
  }
  const clipped = lines.length - 2 - MAX_ROWS;
  return clipped > 0 ? { rows, clippedRows: clipped } : { rows };
}

/** A run of two or more spaces, or a tab: where the columns of a text table part. */
const GAP = /\t+|\s{2,}/;
/** A rule line of dashes, equals signs or box-drawing characters. */
const RULE = /^[\s\-=_+|─━┼┿╋]+$/;
const NUMBER = /^[~約]?[-+]?\d[\d,]*(?:\.\d+)?\s*(?:[A-Za-z/%µμ秒]{0,10})?$/;

/**
 * A table laid out with spaces in preformatted text (a header line of words over rows of figures, columns parted by two
 * or more spaces): the grid it would be in HTML. The header may leave the row-label column blank. Null unless every
 * line but rules is the header or a row of as many columns holding a figure, so a tool's log stays a log.
 */
export function alignedTable(text: string): RawTable | null {
  const lines = text.split("\n").filter((l) => l.trim() && !RULE.test(l));
  if (lines.length < 3 || lines.length > MAX_ROWS) return null;
  const split = (l: string) => l.trim().split(GAP).map((c) => c.trim());
  const header = split(lines[0] ?? "");
  if (header.length < 2 || header.some((h) => NUMBER.test(h))) return null;
  const rows = lines.slice(1).map(split);
  const width = rows[0]?.length ?? 0;
  if (width < 2 || (width !== header.length && width !== header.length + 1)) return null;
  for (const r of rows) {
    if (r.length !== width) return null;
    if (!r.slice(1).every((c) => NUMBER.test(c))) return null;
  }
  const head = width === header.length ? header : ["", ...header];
  return { rows: [head.map((h) => cell(h, true)), ...rows.map((r) => r.map((c) => cell(c, false)))] };
}

/** A block's text table, read once however many of its cells the annotated page marks. */
const textTableOf = memoText((text: string) => {
  const pipe = pipeTable(text);
  return { pipe, table: pipe ?? alignedTable(text) };
}, 200, Infinity, 2_000_000);

/**
 * Where the cell (row r, column c, 1-based as in a locator's `/r2/c3`) of a text table sits in the text it was read from,
 * as offsets into that text; null when the text is no text table or has no such cell.
 */
export function textTableCell(text: string, r: number, c: number): { start: number; end: number } | null {
  const { pipe, table } = textTableOf(text);
  const wanted = table?.rows[r - 1]?.[c - 1]?.text;
  if (!table || !wanted) return null;
  let offset = 0;
  let row = 0;
  for (const line of text.split("\n")) {
    const at = offset;
    offset += line.length + 1;
    if (!line.trim() || (pipe ? SEPARATOR.test(line) : RULE.test(line))) continue;
    if (++row !== r) continue;
    const k = line.indexOf(wanted);
    return k < 0 ? null : { start: at + k, end: at + k + wanted.length };
  }
  return null;
}
