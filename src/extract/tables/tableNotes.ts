import { normaliseText } from "../../normalise/normaliseText.ts";
import { lexicon, metricsIn, termFinder } from "../../normalise/lexicon.ts";

const NOT_RATE = termFinder(lexicon.tables.not_rate_words);
import { describe } from "../../grammar/describe.ts";
import { type Quantity, parseCellQuantity, parseUnit } from "../../normalise/parseQuantity.ts";
import type { GridCell } from "./expandGrid.ts";
import { unitInText } from "./unitScope.ts";
import type { CellKind } from "./tableLayout.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/**
 * A header written vertically, one character per line (`シ<br>ー<br>ケ…`, common in Japanese row-group headers), as
 * the word it spells; any other text unchanged.
 */
export function joinVertical(text: string): string {
  const lines = text.split("\n").map((l) => l.trim());
  if (lines.length < 2 || !lines.every((l) => [...l].length === 1 && !/\d/.test(l))) return text;
  return lines.join("");
}

/** Words that open a note under or inside a table: `注1)`, `※`, `*`, `Note:`, `備考`, `参考`. */
const NOTE_MARK = /^\s*(?:注\s*\d*\s*[)）:：.]?|※|\*|†|‡|備考|参考|notes?\s*\d*\s*[:.)]|\(\s*注)/i;

/**
 * Rows inside a table body made of one cell spanning the whole width that is a note (opens with `注` / `※` / `Note`,
 * or states quantities in a sentence no column header applies to): their texts, with the rows blanked in `grid` so no
 * value of theirs is read as a result.
 */
export function takeNoteRows(grid: GridCell[][], kinds: CellKind[][], hr: number): string[] {
  const width = grid[0]?.length ?? 0;
  const notes: string[] = [];
  if (width < 2) return notes;
  for (let r = hr; r < grid.length; r++) {
    const row = grid[r] ?? [];
    const first = row[0];
    if (!first?.text || !row.every((x) => x.originRow === first.originRow && x.originCol === first.originCol)) continue;
    const kind = kinds[r]?.[0] ?? "empty";
    if (kind !== "mixed" && !(kind === "text" && NOTE_MARK.test(normaliseText(first.text)))) continue;
    notes.push(first.text);
    grid[r] = row.map((x) => ({ ...x, text: "" }));
    kinds[r] = row.map(() => "empty");
  }
  return notes;
}

/** The text of the corner cell(s) over the row headers and beside the column headers (`単位：MB/s` in a vendor table). */
export function cornerTexts(grid: GridCell[][], hr: number, hc: number): string[] {
  const out: string[] = [];
  for (let r = 0; r < hr; r++) {
    for (let c = 0; c < hc; c++) {
      const t = grid[r]?.[c]?.text ?? "";
      if (t && !out.includes(t)) out.push(t);
    }
  }
  return out;
}

// 括弧内は IOPS / 括弧内の数値はIOPS / (カッコ内: IOPS) / figures in brackets are IOPS / IOPS in parentheses
const JA_BRACKET = /(?:括弧|かっこ|カッコ|\(\s*\))(?:内|の中)(?:の(?:数値|数字|値))?\s*(?:は|が|:|：|=)\s*/g;
const EN_BRACKET = /\b(?:(?:figures|numbers|values)\s+)?in\s+(?:brackets|parentheses)\s*(?:are|=|:)?\s*(?:in\s+)?/gi;
const EN_BRACKET_AFTER = /([A-Za-z/]+)\s+(?:are\s+)?(?:shown\s+|given\s+)?in\s+(?:brackets|parentheses)/gi;

/** The unit a note gives values written in brackets (`括弧内は IOPS`, `figures in brackets are IOPS`), or null. */
export function bracketUnitIn(text: string): Quantity | null {
  const t = normaliseText(text);
  for (const re of [JA_BRACKET, EN_BRACKET]) {
    for (const m of allMatches(t, re)) {
      const word = /^[A-Za-z/%]+/.exec(t.slice((m.index ?? 0) + m[0].length))?.[0];
      const u = word ? parseUnit(word) : null;
      if (u && u.kind !== "size") return u;
    }
  }
  for (const m of allMatches(t, EN_BRACKET_AFTER)) {
    const u = parseUnit(m[1] ?? "");
    if (u && u.kind !== "size") return u;
  }
  return null;
}

/** A cell that is nothing but a unit (`MB/s`, `IOPS`, `ms`, and a size's `MiB`), as that unit; null for anything else. */
function onlyUnit(text: string): Quantity | null {
  const t = normaliseText(text).trim();
  if (!t || /\d/.test(t)) return null;
  return parseUnit(t);
}

/**
 * A column of the body that holds only units (`| 4K Q1T1 read | 30.1 | MB/s |`, then `| … | 7350 | IOPS |`): each
 * row's unit, by row index; empty when the table has no such column. A row whose unit is a size (`| Size | 10 | 50 |
 * MiB |` over rows of `MiB/s`) holds the sizes the runs were made with, which the reader leaves as no measurement.
 */
export function rowUnits(grid: GridCell[][], hr: number): Map<number, Quantity> {
  const width = grid[0]?.length ?? 0;
  const out = new Map<number, Quantity>();
  for (let c = 0; c < width; c++) {
    const body = grid.slice(hr).map((row) => row[c]).filter((x): x is GridCell => !!x?.text && x.originCol === c);
    if (!body.length || !body.every((x) => onlyUnit(x.text))) continue;
    grid.slice(hr).forEach((row, i) => {
      const u = row[c]?.text ? onlyUnit(row[c]?.text ?? "") : null;
      if (u && !out.has(hr + i)) out.set(hr + i, u);
    });
  }
  return out;
}

/**
 * `29.757 | 29.721 | median 29.721 MB/s` down a column, `0.607 ms` over `4.560`, `9.154`: a unit an author writes in
 * some cells of a column and leaves off the rest, by column index. None for a column whose cells write two units, or
 * none at all; cells of words and figures (`0.22（13,228 IOPS）`) say nothing of the column's unit.
 */
const BRACKETED = /[(（][^)）]*[)）]/g;

/**
 * `3.21 GB/s | 6.20` over `3.34 | 6.63`: the unit written once, in the table's first value cell, for figures written
 * bare everywhere else; only where every unit the value cells write (outside brackets) is that one. By column: the first
 * cell's own, and each other that names the same test (`M6 | M3 Pro`, `Read | Write`), not a metric, a bracket, an access
 * pattern or a block size of its own (`Latency`, `Price ($)`, `Random 4K read` beside `Seq read`), whose unit may be another.
 */
export function firstCellUnit(grid: GridCell[][], hr: number, hc: number): Map<number, Quantity> {
  const out = new Map<number, Quantity>();
  const first = grid[hr]?.[hc];
  const q = first?.text ? parseCellQuantity(first.text) : null;
  if (!q || q.bare || q.kind === "size") return out;
  const units = new Set<string>();
  for (const row of grid.slice(hr)) {
    for (const x of row.slice(hc)) {
      const written = x?.text ? parseCellQuantity(x.text.replace(BRACKETED, "").trim()) : null;
      if (written && !written.bare) units.add(written.unit);
    }
  }
  const unit = units.size === 1 ? parseUnit(q.unit) : null;
  if (!unit) return out;
  const headerOf = (c: number) => grid.slice(0, hr).map((row) => normaliseText(row[c]?.text ?? "")).join(" ");
  const test = (header: string) => { const d = describe(header); return `${d.access}/${d.blockSizeBytes}`; };
  const own = test(headerOf(hc));
  const width = grid[hr]?.length ?? 0;
  for (let c = hc; c < width; c++) {
    const header = headerOf(c);
    if (c === hc || (!metricsIn(header).length && !/[(（[［]/.test(header) && test(header) === own)) out.set(c, unit);
  }
  return out;
}

/**
 * `Windows Defender | 210.88 MB/s | 161.73`: a row that writes its unit in its first value cell and leaves the others bare, under
 * columns of setups (`U3S6 | 54/60GB`) rather than measures: the row's unit for its cells in the columns that are bare in
 * every row. Only where every unit the table's value cells write (outside brackets) is that one, and no value column's
 * header names a metric, a unit or a bracketed remark; a unit the table's scope states comes first.
 */
export function rowWrittenUnits(grid: GridCell[][], hr: number, hc: number): { rows: Map<number, Quantity>; columns: Set<number> } {
  const out = { rows: new Map<number, Quantity>(), columns: new Set<number>() };
  const width = grid[0]?.length ?? 0;
  const headerOf = (c: number) => grid.slice(0, hr).map((row) => normaliseText(row[c]?.text ?? "")).join(" ");
  // (a column of counts beside the rates, `Retr`, `Jitter`, `Lost`, is no setup's either: lexicon not_rate_words)
  for (let c = hc; c < width; c++) if (metricsIn(headerOf(c)).length || /[(（[［]/.test(headerOf(c)) || unitInText(headerOf(c)) || NOT_RATE(headerOf(c)) !== null) return out;
  // …nor columns of different tests (`Seq read` beside `Random 4K read`): their units may differ
  const test = (c: number) => { const d = describe(headerOf(c)); return `${d.access}/${d.blockSizeBytes}`; };
  for (let c = hc + 1; c < width; c++) if (test(c) !== test(hc)) return out;
  for (let c = hc; c < width; c++) {
    const figures = grid.slice(hr).map((row) => row[c]).filter((x): x is GridCell => !!x?.text && x.originCol === c).map((x) => parseCellQuantity(x.text));
    if (figures.length && figures.every((q) => q !== null && q.bare)) out.columns.add(c);
  }
  if (!out.columns.size) return out;
  // …and the table's value cells write one unit, no other anywhere (`512 MB/s` beside `1200 IOPS`: a bare figure's is unknown)
  const units = new Set(grid.slice(hr).flatMap((row) => row.slice(hc).map((x) => (x?.text ? parseCellQuantity(x.text.replace(BRACKETED, "").trim()) : null)).filter((q) => q !== null && !q.bare).map((q) => q!.unit)));
  if (units.size !== 1) return out;
  grid.slice(hr).forEach((row, i) => {
    // the unit written in the row's first value cell and no other (a writer's unit at the head of each row)
    const cells = row.slice(hc).map((x) => (x?.text ? parseCellQuantity(x.text.replace(BRACKETED, "").trim()) : null));
    const written = cells.filter((q) => q !== null && !q.bare);
    if (written.length !== 1 || cells[0] !== written[0]) return;
    const u = parseUnit(written[0]?.unit ?? "");
    if (u && u.kind !== "size" && u.kind !== "cpu_utilisation") out.rows.set(hr + i, u);
  });
  return out;
}

export function columnUnits(grid: GridCell[][], hr: number, hc: number): Map<number, Quantity> {
  const width = grid[0]?.length ?? 0;
  const out = new Map<number, Quantity>();
  for (let c = hc; c < width; c++) {
    const cells = grid.slice(hr).map((row) => row[c]).filter((x): x is GridCell => !!x?.text && x.originCol === c);
    const figures = cells.map((x) => parseCellQuantity(x.text)).filter((q) => q !== null);
    const written = figures.filter((q) => !q.bare);
    if (!written.length || written.length === figures.length || new Set(written.map((q) => q.unit)).size > 1) continue;
    const u = parseUnit(written[0]?.unit ?? "");
    if (u && u.kind !== "size") out.set(c, u);
  }
  return out;
}
