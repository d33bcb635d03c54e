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
/** `|-------------|`, `+-----+-----+`: a rule drawn across a whole text table (under its header, between or after rows). */
const RULE_ROW = /^[|+][-=+|:]*[-=]{3}[-=+|:]*$/;
const isRule = (line: string) => SEPARATOR.test(line) || RULE_ROW.test(line.trim());
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
  // a grid drawn with rules (`+----+----+`) may open with one above its header
  const lines = text.split("\n").filter((l) => l.trim());
  const top = lines[0] !== undefined && RULE_ROW.test(lines[0].trim()) && !SEPARATOR.test(lines[0]) ? 1 : 0;
  const [head, under] = [lines[top] ?? "", lines[top + 1] ?? ""];
  if (lines.length < top + 3 || !isRule(under) || !head.includes("|") || isRule(head)) return null;
  const header = cellsOf(head);
  const width = header.length;
  if (width < 2 || (SEPARATOR.test(under) && cellsOf(under).length !== width)) return null;
  const rows: RawCell[][] = [header.map((h) => cell(h, true))];
  const body = lines.slice(top + 2).filter((l) => !RULE_ROW.test(l.trim()));
  for (const line of body.slice(0, MAX_ROWS)) {
    if (!line.includes("|")) return null;
    const cells = cellsOf(line);
    if (cells.length !== width) return null;
    rows.push(cells.map((c) => cell(c, false)));
  }
  if (rows.length < 2) return null;
  const clipped = body.length - MAX_ROWS;
  return clipped > 0 ? { rows, clippedRows: clipped } : { rows };
}

/**
 * A text table that ends a block after lines of its own (a legend, a command), with or without a blank line: the lines before it and
 * the table, with the offset where the table starts. Null unless the text is that (a whole-text table is `pipeTable`'s).
 */
export function tableAfterLead(text: string): { lead: string; table: RawTable; offset: number } | null {
  const lines = text.split("\n");
  let offset = 0;
  for (let i = 0; i < lines.length - 1; i++) {
    offset += (lines[i] ?? "").length + 1;
    const line = lines[i] ?? "";
    const next = lines[i + 1] ?? "";
    // a command line that pipes (`curl -s …/fio-cdm | sh /dev/stdin /var/tmp/`) leads a table whose header opens with a
    // pipe over its `|---|` rule; a line opening with `|` or `+` is the table's own
    const piped = line.includes("|") && !/^\s*[|+]/.test(line) && /^\s*\|/.test(next) && isRule(lines[i + 2] ?? "");
    if ((line.includes("|") && !piped) || !next.includes("|")) continue;
    // over a blank line, or right over the table's header (`# fio-cdm /mnt/x 8g` then `| | Read(MB/s)|…`): that line is the lead's
    const lead = lines.slice(0, line.trim() ? i + 1 : i).join("\n").trimEnd();
    const table = lead ? pipeTable(lines.slice(i + 1).join("\n")) : null;
    if (table) return { lead, table, offset };
  }
  return null;
}

/** A run of two or more spaces, or a tab: where the columns of a text table part. */
const GAP = /\t+|\s{2,}/;
/** A comma parting the columns of comma-separated values (`0, 38833`); not one inside a figure (`1,234`). */
const COMMA = /\s*,\s*(?!\d{3}(?!\d))|,\s+/;
/** A rule line of dashes, equals signs or box-drawing characters. */
const RULE = /^[\s\-=_+|─━┼┿╋]+$/;
const NUMBER = /^[~約]?[-+]?\d[\d,]*(?:\.\d+)?\s*(?:[A-Za-z/%µμ秒]{0,10})?$/;

/** `2--8`, `20-30`, `10〜12`: a range in a column of figures, which keeps the column one of figures. */
const RANGE = /^[~約]?\d[\d,.]*\s*(?:-{1,2}|〜|~|–)\s*\d[\d,.]*\s*(?:[A-Za-z/%µμ秒]{0,10})?$/;

/**
 * A table laid out with spaces in preformatted text (a header line of words over rows, columns parted by two or more
 * spaces, or by commas when its header's are: comma-separated values): the grid it would be in HTML. The header may leave the row-label column blank. Null unless every line but
 * rules is the header or a row of as many columns, every row holds a figure, and a column after the first holds only
 * figures (or ranges of them) — so a tool's log stays a log. Text columns (`SATA 6G`, `USB 2.0`) are kept as text.
 */
export function alignedTable(text: string): RawTable | null {
  const lines = text.split("\n").filter((l) => l.trim() && !RULE.test(l));
  if (lines.length < 3 || lines.length > MAX_ROWS) return null;
  // columns parted by spaces, or by commas where the header's are (`Disk Range(in 4k blocks), IOPS` over `0, 38833`)
  const byComma = (lines[0] ?? "").trim().split(GAP).length < 2 && /\S\s*,\s*\S/.test(lines[0] ?? "");
  const split = (l: string) => l.trim().split(byComma ? COMMA : GAP).map((c) => c.trim());
  const header = split(lines[0] ?? "");
  if (header.length < 2 || header.some((h) => NUMBER.test(h))) return null;
  const rows = lines.slice(1).map(split);
  const width = rows[0]?.length ?? 0;
  if (width < 2 || (width !== header.length && width !== header.length + 1)) return null;
  for (const r of rows) {
    if (r.length !== width || !r.slice(1).some((c) => NUMBER.test(c))) return null;
  }
  const figures = (k: number) => rows.every((r) => NUMBER.test(r[k] ?? "") || RANGE.test(r[k] ?? ""));
  if (!Array.from({ length: width - 1 }, (_, k) => k + 1).some(figures)) return null;
  const head = width === header.length ? header : ["", ...header];
  return { rows: [head.map((h) => cell(h, true)), ...rows.map((r) => r.map((c) => cell(c, false)))] };
}

/** A block's text table, read once however many of its cells the annotated page marks. */
const textTableOf = memoText((text: string) => {
  const pipe = pipeTable(text);
  if (pipe) return { pipe, table: pipe, offset: 0 };
  const after = tableAfterLead(text);
  if (after) return { pipe: after.table, table: after.table, offset: after.offset };
  return { pipe: null, table: alignedTable(text), offset: 0 };
}, 200, Infinity, 2_000_000);

/**
 * Where the cell (row r, column c, 1-based as in a locator's `/r2/c3`) of a text table sits in the text it was read from,
 * as offsets into that text; null when the text is no text table or has no such cell.
 */
export function textTableCell(text: string, r: number, c: number): { start: number; end: number } | null {
  const { pipe, table, offset: start } = textTableOf(text);
  const wanted = table?.rows[r - 1]?.[c - 1]?.text;
  if (!table || !wanted) return null;
  let offset = start;
  let row = 0;
  for (const line of text.slice(start).split("\n")) {
    const at = offset;
    offset += line.length + 1;
    if (!line.trim() || (pipe ? isRule(line) : RULE.test(line))) continue;
    if (++row !== r) continue;
    const k = line.indexOf(wanted);
    return k < 0 ? null : { start: at + k, end: at + k + wanted.length };
  }
  return null;
}
