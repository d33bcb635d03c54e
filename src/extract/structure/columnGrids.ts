import type { RawCell, RawTable } from "../../document/types.ts";
import { unitInText } from "../tables/unitScope.ts";
import { readCommand } from "../tools/commandLine.ts";

/**
 * A table a terminal printed inside a longer output: a header line of words over rows of figures, the columns aligned
 * by position (`Device  rMB/s  wMB/s` over `sda  0.00  94.28`; `Thread  Time(s) Throughput(KB/s)` over `======  =======`
 * and rows), found wherever it sits in a `<pre>` and given as the grid an HTML table would be.
 */
export interface ColumnGrid {
  table: RawTable;
  /** 0-based line of the header within the block's text. */
  header: number;
  /** 0-based lines of the rows. */
  rows: number[];
  /** The short line right above the header that names the table (`RAID0 Write (287 MB/s)`), if any. */
  title: string | null;
}

const FIGURE = /^[-+]?\d[\d,]*(?:\.\d+)?(?:[eE][-+]?\d+)?%?$/;
const words = (line: string) => line.trim().split(/\s+/).filter(Boolean);
/** `======  =======`, `----- ------`: a rule drawn under a header, one run of dashes or equals signs per column. */
const isRule = (line: string) => words(line).length >= 2 && words(line).every((w) => /^[-=]{2,}$/.test(w));
/** A row: an optional label of up to five words (the first a word, not a figure) then two or more figures. */
function isRow(line: string): boolean {
  const w = words(line);
  const first = w.findIndex((x) => FIGURE.test(x));
  return first >= 0 && first <= 5 && (first === 0 || /^[\p{L}_]/u.test(w[0] ?? "")) && w.length - first >= 2 && w.slice(first).every((x) => FIGURE.test(x));
}
const MOST_ROWS = 500;
const MOST_WIDTH = 400;

interface Span {
  start: number;
  end: number;
}

/** The runs of dashes or equals signs of a rule line, as the columns they sit over. */
const ruleSpans = (line: string): Span[] => [...line.matchAll(/[-=]+/g)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));

/** The columns the rows fill: the runs of positions where some row prints a character. */
function rowSpans(lines: readonly string[]): Span[] {
  const width = Math.max(...lines.map((l) => l.length));
  const used = Array.from({ length: width }, (_, k) => lines.some((l) => (l[k] ?? " ").trim() !== ""));
  const spans: Span[] = [];
  used.forEach((u, k) => {
    if (!u) return;
    const last = spans[spans.length - 1];
    if (last && last.end === k) last.end = k + 1;
    else spans.push({ start: k, end: k + 1 });
  });
  return spans;
}

/**
 * The words of a line placed in the columns they overlap (or the nearest one), joined per column. `parted`: words of
 * two columns must stand two spaces apart (a header with no rule under it), so a sentence over the columns is no header.
 */
function cellsIn(line: string, spans: readonly Span[], parted = false): string[] | null {
  const cells: string[][] = spans.map(() => []);
  let last = { column: -1, end: 0 };
  for (const m of line.matchAll(/\S+/g)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    let best = -1;
    let score = -Infinity;
    spans.forEach((s, k) => {
      const overlap = Math.min(end, s.end) - Math.max(start, s.start);
      const gap = overlap > 0 ? overlap : -Math.min(Math.abs(start - s.end), Math.abs(s.start - end));
      if (gap > score) [best, score] = [k, gap];
    });
    if (best < 0 || (parted && last.column >= 0 && best !== last.column && start - last.end < 2)) return null;
    last = { column: best, end };
    cells[best]!.push(m[0]);
  }
  return cells.map((c) => c.join(" "));
}

const cell = (text: string, header: boolean): RawCell => ({ text, header, rowspan: 1, colspan: 1 });

/** The grid starting at header line `i`, or null. */
function gridAt(lines: readonly string[], i: number): ColumnGrid | null {
  const head = lines[i] ?? "";
  if (!/\p{L}/u.test(head) || head.length > MOST_WIDTH || readCommand(head) || head.trim().split(/\s+/).length < 2) return null;
  if (head.trim().split(/\s+/).some((w) => FIGURE.test(w))) return null;
  const rule = isRule(lines[i + 1] ?? "") ? (lines[i + 1] ?? "") : null;
  const rows: number[] = [];
  for (let k = i + (rule ? 2 : 1); k < lines.length && rows.length < MOST_ROWS; k++) {
    const line = lines[k] ?? "";
    if (line.length > MOST_WIDTH || !isRow(line)) break;
    rows.push(k);
  }
  if (!rows.length) return null;
  const spans = rule ? ruleSpans(rule) : rowSpans(rows.map((k) => lines[k] ?? ""));
  if (spans.length < 2) return null;
  const header = cellsIn(head, spans, !rule);
  const body = rows.map((k) => cellsIn(lines[k] ?? "", spans));
  if (!header || body.some((r) => !r)) return null;
  // every column after the first holds a figure in every row, and the header names a unit over one of them
  const ok = body.every((r) => r!.slice(1).every((c) => FIGURE.test(c))) && header.slice(1).some((h) => h && unitInText(h));
  // a header word over no column's figures (`Device:` wider than its labels aside) would be lost: not this layout
  if (!ok || header.filter(Boolean).length < spans.length - 1) return null;
  // `Time(s)` beside `Throughput(KB/s)`: the seconds each rate was measured over, a setting of the run and no result
  const units = header.map((h) => (h ? unitInText(h) : null));
  const rated = units.some((u) => u?.kind === "throughput" || u?.kind === "iops");
  const keep = header.map((_, k) => !(rated && units[k]?.kind === "duration" && (units[k]?.valueSi ?? 0) >= 1));
  const pick = (r: string[]) => r.filter((_, k) => keep[k]);
  const above = (lines[i - 1] ?? "").trim();
  const title = above && above.length <= 80 && !isRow(above) && !readCommand(above) ? above : null;
  return { table: { rows: [pick(header).map((h) => cell(h, true)), ...body.map((r) => pick(r!).map((c) => cell(c, false)))] }, header: i, rows, title };
}

/** Every aligned columnar table in a block of preformatted text, in line order. */
export function columnGrids(text: string): ColumnGrid[] {
  const lines = text.split("\n");
  const out: ColumnGrid[] = [];
  for (let i = 0; i < lines.length; i++) {
    const grid = gridAt(lines, i);
    if (!grid) continue;
    out.push(grid);
    i = grid.rows[grid.rows.length - 1] ?? i;
  }
  return out;
}
