import type { Block, Document } from "../document/types.ts";
import type { MeasurementDraft } from "../model/records.ts";
import { descriptorWords } from "../grammar/loadDescriptors.ts";
import { escapeRegExp } from "../normalise/escapeRegExp.ts";
import { lexicon } from "../normalise/lexicon.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { blockFinder } from "./blockOf.ts";
import { meaningfulHeadings } from "./blockContext.ts";
import { expandGrid } from "./tables/expandGrid.ts";
import { bareCommand } from "./pageCommands.ts";
import { readCommand } from "./tools/commandLine.ts";

/** Longest descriptor text kept (a longer heading or label is a sentence of the page, not a name of what was measured). */
const MAX_DESCRIPTOR = 120;
/** A row's locator inside its table's grid: `table[3]/r4/c2`, `table[3]/r4/c2/q1` (the first of a slashed pair). */
const GRID_AT = /\/r(\d+)\/c(\d+)(?:\/|$)/;
/** A cell that holds a figure rather than a name: digits with at most a unit or a mark around them. */
const FIGURE_CELL = /^[^\p{L}]*\d[\d.,\s]*(?:[\p{L}/%µμ]{0,6}[^\p{L}]*)$/u;
/** Where a clause ends before a figure: a sentence end, a line break, a semicolon or a list separator. */
const CLAUSE_END = /[。．！？!?;；\n]|\.\s/g;
/** What a label may start or end with that is no part of it (`- `, `・`, `:`, `=`, an opening bracket). */
const LABEL_EDGES = /^[\s\-–—・*•●○■□◆◇※>|,，、:：=(（[［]+|[\s\-–—・*•:：=,，、(（[［|]+$/g;
/** A number with a Latin unit (`0.00-10.01 sec`, `487 MBytes`): a field of a line, not a word of its label. */
const FIELD = /\d[\d.,]*\s*[A-Za-zµμ/%]{0,8}/g;
/** A figure with its unit at the end of a label, and a bracket opening after it. */
const TRAILING_FIELD = /\s*\d[\d.,]*\s*[A-Za-zµμ/%]{0,8}\s*[(（]?$/;
/** What ends a clause before its figure and names nothing: an approximation (`約`, `about`) or a case marker (`で`). */
const LABEL_TAIL = new RegExp(
  String.raw`\s*(?:${[...lexicon.prose.approximate_before, ...descriptorWords.subject_markers.figure_case_markers]
    .sort((a, b) => b.length - a.length)
    .map((w) => (/^[a-z]/i.test(w) ? `(?<![a-z])${escapeRegExp(w)}` : escapeRegExp(w)))
    .join("|")})\s*$`,
  "iu",
);
/** A row's line inside its block: `pre[2]/l7`, `p[3]/l2/q1`. */
const LINE_AT = /\/l(\d+)(?:\/|$)/;
/** A line that only names what follows it: words, then a colon (`Thread pool 2:`, `旧SSD：`), no figure. */
const LABEL_LINE = /^[^\d:：]*\p{L}[^:：]*[:：]\s*$/u;
/** A shell prompt or a command line: no label. */
const PROMPT = /^\s*(?:[$#%>]|\S+@\S+[:~])/;
/** A number printed in a line, with thousands separators. */
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

/** Text flattened the way a reader compares names: NFKC, lower case, no spaces, hyphens, underscores or dots. */
const flat = (text: string) => normaliseText(text).toLowerCase().replace(/[\s\-_.]/g, "");

/**
 * The one scoping rule for what a page writes around each figure (issue #24, layer 3): every row carries the descriptor
 * path its structure gives it, as written, whatever its reader kept —
 * - `section`: the nearest heading that says something about the block (not the page's or report's title, a part marker
 *   or a generic `Results`);
 * - `row` and `column`: a table cell's row label cells and its column's header cells;
 * - `label`: for a figure in a sentence, a list item or a line, the words of its clause before it (`ThinPoolでなかったら`,
 *   `Mac scp reports`, `Network`), else the label line over its line in the block (`Thread pool 2:`);
 * - `command`: for a line of pasted output, the command typed above it in the block, as typed.
 * A text the row's conditions already hold (a reader made it the row's `config` or `storage`) is not repeated, nor one
 * longer than a name can be. The keys are descriptive, never typed: the grammar's fields (operation, block size, network…)
 * are what readers derive from them; these keep what the page said so a user (and a label) can tell runs apart.
 */
export function attachDescriptorPaths(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  const sections = new Map<Block, string | null>();
  for (const m of rows) {
    const block = blockOf(m.locator);
    if (!block) continue;
    let have = flat(JSON.stringify(m.conditions));
    const add: Record<string, string> = {};
    const keep = (key: string, text: string | null) => {
      const t = text ? squeeze(text) : "";
      const f = flat(t);
      if (!f || t.length > MAX_DESCRIPTOR || have.includes(f) || m.conditions[key] !== undefined) return;
      add[key] = t;
      have += `|${f}`;
    };
    if (!sections.has(block)) sections.set(block, meaningfulHeadings(doc, block).at(-1) ?? null);
    keep("section", sections.get(block) ?? null);
    const at = GRID_AT.exec(m.locator);
    if (block.table && at) {
      const { row, column } = cellHeaders(block, Number(at[1]) - 1, Number(at[2]) - 1);
      keep("row", row);
      keep("column", column);
    } else if (m.origin !== "table") {
      const line = LINE_AT.exec(m.locator);
      const scope = line ? lineScope(block) : null;
      const index = Number(line?.[1] ?? 0) - 1;
      keep("label", clauseBefore(m.raw ?? "", m.value, m.origin === "tool-output") ?? scope?.labels[index] ?? null);
      keep("command", scope?.commands[index] ?? null);
    }
    if (Object.keys(add).length) m.conditions = { ...m.conditions, ...add };
  }
}

const squeeze = (s: string) => s.replace(/\s+/g, " ").trim();

/** For each line of a block: the label line over it (up to a blank line) and the command typed above it, read once. */
interface LineScope {
  labels: (string | null)[];
  commands: (string | null)[];
}
const lineScopes = new WeakMap<Block, LineScope>();

/**
 * What scopes each line of a block, in one pass: the label line over it (`Thread pool 2:` over an iozone table pasted
 * three times: the nearest line above, up to the first blank line, that only names what follows it), and the command
 * typed above it (`$ iperf -c 2.0.0.20 -P 5` over its report, as typed; pre blocks only).
 */
function lineScope(block: Block): LineScope {
  let scope = lineScopes.get(block);
  if (scope) return scope;
  scope = { labels: [], commands: [] };
  let label: string | null = null;
  let command: string | null = null;
  for (const raw of block.text.split("\n")) {
    scope.labels.push(label);
    scope.commands.push(command);
    const t = raw.trim();
    if (!t) label = null;
    else if (t.length <= 60 && LABEL_LINE.test(t) && !PROMPT.test(t)) label = t.replace(/[:：]\s*$/, "").trim();
    if (block.kind === "pre" && t) command = (readCommand(raw) ?? bareCommand(raw))?.text ?? command;
  }
  lineScopes.set(block, scope);
  return scope;
}

/** How many rows a table's header takes: the leading rows none of whose data cells holds a figure, read once per table. */
const headerRowCounts = new WeakMap<object, number>();
function headerRows(grid: { text: string; header: boolean }[][]): number {
  let n = headerRowCounts.get(grid);
  if (n !== undefined) return n;
  n = 0;
  while (n < grid.length && (grid[n] ?? []).every((x) => x.header || !FIGURE_CELL.test(normaliseText(x.text)))) n++;
  headerRowCounts.set(grid, n);
  return n;
}

/** The names a cell's row and column give it: the row's cells before it that are not figures, the header cells above it. */
function cellHeaders(block: Block, r: number, c: number): { row: string | null; column: string | null } {
  let grid;
  try {
    grid = expandGrid(block.table!);
  } catch {
    return { row: null, column: null };
  }
  const line = grid[r];
  if (!line) return { row: null, column: null };
  const names = (cells: { text: string; originRow: number; originCol: number }[]) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const x of cells) {
      const key = `${x.originRow}:${x.originCol}`;
      const t = squeeze(x.text);
      if (seen.has(key) || !t) continue;
      seen.add(key);
      if (!out.includes(t)) out.push(t);
    }
    return out.length ? out.join(" / ") : null;
  };
  const row = names(line.slice(0, c).filter((x, j) => x.header || j === 0 || !/\d/.test(x.text)));
  // the column's cells in the table's header rows (a row label column's `<th>` in every row makes no row a header row)
  const above = [];
  for (let i = 0; i < Math.min(r, headerRows(grid)); i++) {
    const x = grid[i]?.[c];
    if (x) above.push(x);
  }
  return { row, column: names(above) };
}

/**
 * The words of a figure's clause before it in its line or sentence: from the clause's start to the first printed number
 * equal to the figure. A tool's line gives one only when it is a `label: value` (or `label = value`) line; its other
 * fields (`[SUM] 0.00-10.01 sec 487 MBytes`) name nothing.
 */
function clauseBefore(raw: string, value: number, toolLine: boolean): string | null {
  let at = -1;
  for (const x of raw.matchAll(NUMBER)) {
    const v = Number(x[0].replace(/,/g, ""));
    if (Math.abs(v - value) <= 0.005 * Math.max(Math.abs(v), Math.abs(value), 1e-12)) {
      at = x.index ?? -1;
      break;
    }
  }
  if (at <= 0) return null;
  let before = raw.slice(0, at);
  let cut = -1;
  for (const e of before.matchAll(CLAUSE_END)) cut = (e.index ?? 0) + e[0].length;
  if (cut > 0) before = before.slice(cut);
  if (toolLine && !/[:：=]\s*[~約≒]?\s*$/.test(before)) return null;
  // `1GBを1回書き込み 1200MB/s (0.871秒)`: the time's label is the rate's, not the rate itself
  for (let cut = before.replace(TRAILING_FIELD, ""); cut !== before; cut = before.replace(TRAILING_FIELD, "")) before = cut;
  for (let cut = before.replace(LABEL_TAIL, ""); cut !== before; cut = before.replace(LABEL_TAIL, "")) before = cut;
  const label = squeeze(before.replace(LABEL_EDGES, ""));
  // a label names something: a word of letters, not only numbers and units of the line's other fields
  return /\p{L}{2,}/u.test(label.replace(FIELD, "")) ? label : null;
}
