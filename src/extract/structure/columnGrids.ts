import type { RawCell, RawTable } from "../../document/types.ts";
import { parseCellQuantity } from "../../normalise/parseQuantity.ts";
import { unitInText } from "../tables/unitScope.ts";
import { readCommand } from "../tools/commandLine.ts";
import { FRAMED_TITLE } from "./typedLines.ts";
import { allMatches } from "../../normalise/allMatches.ts";

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
  /**
   * The writer's paragraphs above the table within the same block (a mail or a README pasted whole into one `<pre>`):
   * each a run of lines between blank lines, joined, outside any earlier table and its title, in order. Only prose: a
   * paragraph of several words that ends a sentence or a lead (`.`, `:`, `。`) and is no command line.
   */
  above: string[];
  /**
   * The nearest title the output frames above the grid since the grid before it (`===== Test Passes for Read =====`),
   * without its frame: a heading of the lines under it, as a section heading is of a table.
   */
  heading: string | null;
}

const RESULT_KINDS = new Set(["throughput", "iops", "duration"]);
const FIGURE = /^[-+]?\d[\d,]*(?:\.\d+)?(?:[eE][-+]?\d+)?%?$/;
const words = (line: string) => line.trim().split(/\s+/).filter(Boolean);
/** `======  =======`, `----- ------`: a rule drawn under a header, one run of dashes or equals signs per column. */
const isRule = (line: string) => words(line).length >= 2 && words(line).every((w) => /^[-=]{2,}$/.test(w));
/** A row: two or more figures, and no more words than figures (nor more than five): a device, a data type, a label. */
function isRow(line: string): boolean {
  const w = words(line);
  const figures = w.filter((x) => FIGURE.test(x) || cellValue(x)).length;
  // a unit right after its figure (`550.1 MB/s`) is part of the figure, not a word of the row; such a row may open
  // with a label of up to five words (`Maximum transfer rate  6.1 MB/s  127.7 KB/s`)
  const units = w.filter((x, k) => k > 0 && FIGURE.test(w[k - 1] ?? "") && cellValue(`1 ${x}`)).length;
  return figures >= 2 && w.length - figures - units <= (units ? 5 : Math.min(5, figures));
}

/** A cell that is a figure with its unit (`550.1 MB/s`, `12.4ms`, `363.1 MB`): the unit is the cell's own. */
function cellValue(text: string) {
  const q = /\d/.test(text) ? parseCellQuantity(text) : null;
  return q && !q.bare ? q : null;
}

/** …a rate or a time. */
function cellRate(text: string) {
  const q = cellValue(text);
  return q && RESULT_KINDS.has(q.kind) ? q : null;
}
const MOST_ROWS = 500;
const MOST_WIDTH = 400;

interface Span {
  start: number;
  end: number;
}

/** The runs of dashes or equals signs of a rule line, as the columns they sit over. */
const ruleSpans = (line: string): Span[] => [...allMatches(line, /[-=]+/g)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));

/** The columns the rows fill: the runs of positions where some row prints a character. */
function rowSpans(lines: readonly string[]): Span[] {
  const width = lines.reduce((w, l) => Math.max(w, l.length), 0);
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

/** The columns with a column of units aligned after a column of figures (`550.1  MB/s` in every row) joined to it. */
function withUnits(spans: Span[], rows: readonly string[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const last = out[out.length - 1];
    const cellOf = (s: Span, row: string) => row.slice(s.start, s.end).trim();
    if (last && rows.every((r) => FIGURE.test(cellOf(last, r)) && cellValue(`1 ${cellOf(span, r)}`))) out[out.length - 1] = { start: last.start, end: span.end };
    else out.push({ ...span });
  }
  return out;
}

/**
 * The words of a line placed in the columns they overlap (or the nearest one), joined per column. `parted`: a header
 * with no rule under it whose cells hold several words must part its columns by two spaces, so a sentence over the
 * columns (`Percentage of the requests served within a certain time (ms)`) is no header.
 */
function cellsIn(line: string, spans: readonly Span[], parted = false): string[] | null {
  const cells: string[][] = spans.map(() => []);
  let last = { column: -1, end: 0 };
  let tight = false;
  for (const m of allMatches(line, /\S+/g)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    let best = -1;
    let score = -Infinity;
    spans.forEach((s, k) => {
      const overlap = Math.min(end, s.end) - Math.max(start, s.start);
      const gap = overlap > 0 ? overlap : -Math.min(Math.abs(start - s.end), Math.abs(s.start - end));
      if (gap > score) [best, score] = [k, gap];
    });
    if (best < 0) return null;
    if (last.column >= 0 && best !== last.column && start - last.end < 2) tight = true;
    last = { column: best, end };
    cells[best]!.push(m[0]);
  }
  if (parted && tight && cells.some((c) => c.length > 1)) return null;
  return cells.map((c) => c.join(" "));
}

/**
 * A group line over the header (`out-of-place   in-place` over two sets of `time algbw busbw`): each group heads the
 * columns nearer its middle than any other group's, from half the distance to the next group before the first.
 */
function groupsOver(line: string, spans: readonly Span[]): string[] {
  const groups = [...allMatches(line, /\S+/g)].map((m) => ({ text: m[0], centre: (m.index ?? 0) + m[0].length / 2 }));
  const first = groups[0];
  if (!first) return spans.map(() => "");
  const reach = groups.length > 1 ? ((groups[1]?.centre ?? 0) - first.centre) / 2 : (first.text.length + 1) / 2;
  return spans.map((s) => {
    const centre = (s.start + s.end) / 2;
    if (centre < first.centre - reach) return "";
    let best = first;
    for (const g of groups) if (Math.abs(g.centre - centre) < Math.abs(best.centre - centre)) best = g;
    return best.text;
  });
}

/** The unit a header names (`rxkB/s`, `kB_read/s`, `r/s`: a count per second the unit grammar does not know, no time). */
const unitOf = (header: string) => unitInText(header);

const cell = (text: string, header: boolean): RawCell => ({ text, header, rowspan: 1, colspan: 1 });
const isHeaderLine = (line: string) => /[\p{L}(（]/u.test(line) && line.length <= MOST_WIDTH && !readCommand(line) && !words(line).some((w) => FIGURE.test(w));

/** The short line right above a table's first line that names it (`RAID0 Write (287 MB/s)`), if it is no row nor command. */
function titleAbove(lines: readonly string[], first: number): string | null {
  const above = (lines[first - 1] ?? "").trim();
  return above && above.length <= 80 && !isRow(above) && !readCommand(above) ? above : null;
}

/** The grid over the run of rows `rows` (starting at line `first`), headed by the lines right above them; or null. */
function gridOver(lines: readonly string[], first: number, rows: number[]): ColumnGrid | null {
  const rule = isRule(lines[first - 1] ?? "") ? (lines[first - 1] ?? "") : null;
  // up to three header lines: a name line, a unit line under it (`(B)  (us)  (GB/s)`), a group line over them
  const spans = rule ? ruleSpans(rule) : withUnits(rowSpans(rows.map((k) => lines[k] ?? "")), rows.map((k) => lines[k] ?? ""));
  if (spans.length < 2) return null;
  const heads: number[] = [];
  // above the nearest, a name line over its unit line has as many words or more, and a group line fewer than half the
  // columns; a line of a few words (`Connection Times (ms)`) or that prints a figure (`Sequential write (301 MB/s)`)
  // names the table: its title, not a header line
  const stacks = (line: string) => !heads.length || (!/\d/.test(line) && (words(line).length * 2 < spans.length || words(line).length >= words(lines[heads[heads.length - 1] ?? 0] ?? "").length));
  for (let k = first - (rule ? 2 : 1); k >= 0 && heads.length < 3 && (lines[k] ?? "").trim() && isHeaderLine(lines[k] ?? "") && stacks(lines[k] ?? ""); k--) heads.unshift(k);
  if (!heads.length) return null;
  const body = rows.map((k) => cellsIn(lines[k] ?? "", spans));
  if (body.some((r) => !r)) return null;
  // a top line of fewer words than half the columns groups the columns under it
  const top = heads.length > 1 && words(lines[heads[0] ?? 0] ?? "").length * 2 < spans.length ? heads.shift() : undefined;
  const stacked = heads.map((k) => cellsIn(lines[k] ?? "", spans, !rule));
  if (stacked.some((h) => !h)) return null;
  const groups = top === undefined ? spans.map(() => "") : groupsOver(lines[top] ?? "", spans);
  const header = spans.map((_, c) => [groups[c], ...stacked.map((h) => h![c])].filter(Boolean).join(" "));
  // each column holds figures in every row or words in every row; a figure column's header names its unit
  const figures = spans.map((_, c) => body.every((r) => FIGURE.test(r![c] ?? "") || cellValue(r![c] ?? "")));
  // …but the first column may name its rows with words and numbers alike (`run` over `[W1]`, `1`, `2`): the rows' labels,
  // when its header names no unit
  const labels = (c: number) => c === 0 && !figures[0] && !(header[0] && unitOf(header[0]));
  const consistent = spans.every((_, c) => figures[c] || labels(c) || body.every((r) => !FIGURE.test(r![c] ?? "") && !cellValue(r![c] ?? "")));
  // …or its cells print their own (`Read` over `550.1 MB/s`)
  const units = header.map((h, c) => (figures[c] ? ((h ? unitOf(h) : null) ?? body.map((r) => cellRate(r![c] ?? "")).find(Boolean) ?? null) : null));
  // a header word over no column's figures (`Device:` wider than its labels aside) would be lost: not this layout
  if (!consistent || header.filter(Boolean).length < spans.length - 1) return null;
  // a header naming no result's unit (`BS(KB)  RHEL4U2  2.6.14` over a rule): still a table when a rule parts every
  // column's header from its rows; the unit is then the table reader's to find around it (a sentence stating it), or
  // its cells are refused for want of one
  const ruled = rule !== null && rows.length >= 2 && header.every(Boolean);
  if (!units.some((u) => u && RESULT_KINDS.has(u.kind)) && !ruled) return null;
  // `Time(s)` beside `Throughput(KB/s)`: the seconds each rate was measured over, a setting of the run and no result
  const rated = units.some((u) => u?.kind === "throughput" || u?.kind === "iops");
  // `%util` of a disk monitor is the device's busy share, no CPU's: a percentage is kept only under a header naming the CPU
  const keep = header.map((h, k) => !(rated && units[k]?.kind === "duration" && (units[k]?.valueSi ?? 0) >= 1) && !(unitInText(h)?.kind === "cpu_utilisation" && !/cpu/i.test(h)));
  const pick = (r: string[]) => r.filter((_, k) => keep[k]);
  const start = top ?? heads[0] ?? 0;
  const title = titleAbove(lines, start);
  return { table: { rows: [pick(header).map((h) => cell(h, true)), ...body.map((r) => pick(r!).map((c, k) => cell(c, k === 0 && labels(0))))] }, header: start, rows, title, above: [], heading: null };
}

/** A paragraph of prose: several words, ending a sentence or a lead-in, and no command typed at a prompt. */
const isProse = (text: string) => words(text).length >= 6 && /[.。:：!?！？]/.test(text) && !readCommand(text);

/** The prose paragraphs of `lines` from `from` up to (not including) `to`. */
function paragraphsAbove(lines: readonly string[], from: number, to: number): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const close = () => {
    const text = run.join(" ").replace(/\s+/g, " ").trim();
    if (text && isProse(text)) out.push(text);
    run = [];
  };
  for (let k = from; k < to; k++) {
    const line = lines[k] ?? "";
    // (a framed title, `===== Test Passes for Read =====`, heads what follows it: the grid's heading, no paragraph)
    if (FRAMED_TITLE.test(line)) close();
    else if (!line.trim()) close();
    else run.push(line.trim());
  }
  close();
  return out;
}

/** A shell comment's mark before a header or row (`#  size  count  time`), blanked so the columns keep their places. */
const uncommented = (line: string) => line.replace(/^(\s*)#(?=\s|$)/, "$1 ");

/**
 * `SlaveName<TAB>WriteThroughput(MB/s)` over `0@node1248<TAB>586.03`: a table a program printed with tabs between its
 * cells, however few figures a row has. Found where a header line of words (tab-parted, no figure) has two or more lines
 * under it of as many tab-parted cells; each column is all figures or all words (the first may name its rows with
 * either), and a figure column's header names a unit of a result. Line indices, as for the aligned grids.
 */
function tabGrid(lines: readonly string[], at: number): { header: number; rows: number[]; table: RawTable } | null {
  const cellsOf = (line: string) => line.split(/\t+/).map((c) => c.trim());
  const headerLine = lines[at] ?? "";
  if (!headerLine.includes("\t") || !isHeaderLine(headerLine.replace(/\t/g, "  "))) return null;
  const header = cellsOf(headerLine);
  if (header.length < 2 || header.some((h) => !h)) return null;
  const rows: number[] = [];
  for (let k = at + 1; k < lines.length && rows.length < MOST_ROWS && (lines[k] ?? "").includes("\t"); k++) {
    const cells = cellsOf(lines[k] ?? "");
    if (cells.length !== header.length || cells.some((c) => !c)) break;
    rows.push(k);
  }
  if (rows.length < 2) return null;
  const body = rows.map((k) => cellsOf(lines[k] ?? ""));
  const figure = (t: string) => FIGURE.test(t) || cellValue(t) !== null;
  const figures = header.map((_, c) => body.every((r) => figure(r[c] ?? "")));
  const words = header.map((_, c) => body.every((r) => !figure(r[c] ?? "")));
  if (!header.every((_, c) => figures[c] || words[c] || c === 0)) return null;
  const units = header.map((h, c) => (figures[c] && c > 0 ? unitOf(h) : null));
  if (!units.some((u) => u && RESULT_KINDS.has(u.kind))) return null;
  const labels = !figures[0];
  return { header: at, rows, table: { rows: [header.map((h) => cell(h, true)), ...body.map((r) => r.map((c, k) => cell(c, k === 0 && labels)))] } };
}

/** Every aligned columnar table in a block of preformatted text, in line order. */
export function columnGrids(text: string): ColumnGrid[] {
  const lines = text.split("\n").map(uncommented);
  const out: ColumnGrid[] = [];
  // tables printed with tabs between cells first: the lines they take are no aligned table's
  const taken = new Set<number>();
  if (text.includes("\t")) {
    for (let i = 0; i < lines.length; i++) {
      const grid = tabGrid(lines, i);
      if (!grid) continue;
      out.push({ table: grid.table, header: grid.header, rows: grid.rows, title: titleAbove(lines, i), above: [], heading: null });
      for (const k of [grid.header, ...grid.rows]) taken.add(k);
      i = grid.rows[grid.rows.length - 1] ?? i;
    }
  }
  // the paragraphs met so far, read once each: the lines between the last grid and the next are read when it is found
  let prose: string[] = [];
  let from = 0;
  for (let i = 0; i < lines.length; i++) {
    if (taken.has(i) || !isRow(lines[i] ?? "")) continue;
    const rows: number[] = [];
    for (let k = i; k < lines.length && rows.length < MOST_ROWS && (lines[k] ?? "").length <= MOST_WIDTH && isRow(lines[k] ?? ""); k++) rows.push(k);
    const grid = gridOver(lines, i, rows);
    if (grid) {
      const top = grid.title === null ? grid.header : grid.header - 1;
      prose = prose.concat(paragraphsAbove(lines, from, top));
      grid.above = prose;
      for (let k = top - 1; k >= from && grid.heading === null; k--) grid.heading = FRAMED_TITLE.exec(lines[k] ?? "")?.[2] ?? null;
      from = (rows[rows.length - 1] ?? top) + 1;
      out.push(grid);
    }
    i = rows[rows.length - 1] ?? i;
  }
  return out.sort((a, b) => a.header - b.header);
}
