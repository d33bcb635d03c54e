import type { Block, Document } from "../document/types.ts";
import type { MeasurementDraft } from "../model/records.ts";
import { descriptorWords } from "../grammar/loadDescriptors.ts";
import { escapeRegExp } from "../normalise/escapeRegExp.ts";
import { isGenericHeading, lexicon, toolsIn } from "../normalise/lexicon.ts";
import { namesToolOnly } from "../grammar/describe.ts";
import { parseUnit } from "../normalise/parseQuantity.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { blockFinder } from "./blockOf.ts";
import { perDocument } from "./docIndex.ts";
import { stripNumbering } from "./conditions.ts";
import { decisionWords } from "./decision/decisionWords.ts";
import { meaningfulHeadings } from "./blockContext.ts";
import { logMessage, RULE_LINE } from "./structure/typedLines.ts";
import { expandGrid } from "./tables/expandGrid.ts";
import { isMissingCell } from "./tables/missingCell.ts";
import { labelledLines } from "./tables/labelledLines.ts";
import { pairedCell } from "./tables/pairedCell.ts";
import { bareCommand } from "./pageCommands.ts";
import { readCommand } from "./tools/commandLine.ts";
import { introduction } from "./tools/labelAbove.ts";
import { allMatches } from "../normalise/allMatches.ts";

/** Longest descriptor text kept (a longer heading or label is a sentence of the page, not a name of what was measured). */
const MAX_DESCRIPTOR = 120;
/** Longest introduction kept as a block's `lead`: a sentence (`The first test I ran connected the containers using the host network … with the following result:`), as introduction() reads one. */
const MAX_LEAD = 200;
/** A row's locator inside its table's grid: `table[3]/r4/c2`, `table[3]/r4/c2/q1` (the first of a slashed pair). */
const GRID_AT = /\/r(\d+)\/c(\d+)(?:\/|$)/;
/** A cell that holds a figure rather than a name: digits with at most a unit or a mark around them. */
const FIGURE_CELL = /^[^\p{L}]*\d[\d.,\s]*(?:[\p{L}/%µμ]{0,6}[^\p{L}]*)$/u;
/** Where a clause ends before a figure: a sentence end, a line break, a semicolon; a period only before a new sentence (`seq. writes` goes on). */
const CLAUSE_END = /[。．！？!?;；\n]|\.\s+(?=[\p{Lu}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;
/** What a label may start or end with that is no part of it (`- `, `・`, `:`, `=`, an opening bracket). */
const LABEL_EDGES = /^[\s\-–—・*•●○■□◆◇※>|,，、:：=(（[［]+|[\s\-–—・*•:：=,，、(（[［|]+$/g;
/** A number with a Latin unit (`0.00-10.01 sec`, `487 MBytes`): a field of a line, not a word of its label. */
const FIELD = /(?<![A-Za-z\d.,])\d[\d.,]*\s*[A-Za-zµμ/%]{0,8}/g;
/** The same, at the start of a text: a figure with its unit, where the next figure's label begins. */
const FIELD_AT = /^\d[\d.,]*\s*[A-Za-zµμ/%]{0,8}/;
/** A figure with its unit at the end of a label, and a bracket opening after it. */
const TRAILING_FIELD = /\s*(?<![A-Za-z\d.,])\d[\d.,]*\s*[A-Za-zµμ/%]{0,8}\s*[(（]?$/;
/** What ends a clause before its figure and names nothing: an approximation (`約`, `about`) or a case marker (`で`). */
const LABEL_TAIL = new RegExp(
  String.raw`\s*(?:${[...new Set([...lexicon.prose.approximate_before, ...decisionWords.figure_approximate_before, ...descriptorWords.subject_markers.figure_case_markers])]
    .sort((a, b) => b.length - a.length)
    .map((w) => (/^[a-z]/i.test(w) ? `(?<![a-z])${escapeRegExp(w)}` : escapeRegExp(w)))
    .join("|")})\s*$`,
  "iu",
);
/** The `/q2` of a row's locator: the second figure of one cell or line. */
const PAIR_AT = /\/q\d+$/;
/** A row's line inside its block: `pre[2]/l7`, `p[3]/l2/q1`. */
const LINE_AT = /\/l(\d+)(?:\/|$)/;
/** A line that only names what follows it: words, then a colon (`Thread pool 2:`, `旧SSD：`), no figure. */
const LABEL_LINE = /^[^\d:：]*\p{L}[^:：]*[:：]\s*$/u;
/** A rate or a time with its unit: a line holding one states a result, and introduces nothing. */
const RESULT_IN = /\d\s*(?:[KMGT]i?B|[KMG]bit|[KMG]?bps|IOPS|ms|µs|us|sec)\b/i;
/** A shell prompt or a command line: no label. */
const PROMPT = /^\s*(?:[$#%>]|\S+@\S+[:~])/;
/** A number printed in a line, with thousands separators; not the digits of a word (`RND4K`, `Q32T1`, `SEQ1M`). */
const NUMBER = /(?<![A-Za-z\d.,])\d[\d,]*(?:\.\d+)?/g;

/** Text flattened the way a reader compares names: NFKC, lower case, no spaces, hyphens, underscores or dots. */
const flat = (text: string) => normaliseText(text).toLowerCase().replace(/[\s\-_.]/g, "");

/**
 * The one scoping rule for what a page writes around each figure (issue #24, layer 3): every row carries the descriptor
 * path its structure gives it, as written, whatever its reader kept —
 * - `section`: the nearest heading that says something about the block (not the page's or report's title, a part marker
 *   or a generic `Results`);
 * - `lead`: for a table or a block of output, the label line or sentence right over it that introduces it
 *   (`MASTER results`, `Directly from chunkserver, totally skipping fuse and lizard:`, `外付けHDDに書き込んだ結果：`);
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
  const sections = new Map<Block, { last: string; parent: string | null } | null>();
  const leads = new Map<Block, string | null>();
  // the figures each line or sentence gives rows: where one figure's clause ends and the next one's begins
  const figuresOf = new Map<string, number[]>();
  for (const m of rows) {
    const key = m.locator.replace(PAIR_AT, "");
    const list = figuresOf.get(key);
    if (list) list.push(m.value);
    else figuresOf.set(key, [m.value]);
  }
  for (const m of rows) {
    const block = blockOf(m.locator);
    if (!block) continue;
    // what the row says already: its conditions' values (not their keys: a column `R` is no part of `storage`)
    const have = Object.values(m.conditions).map((v) => flat(String(v)));
    const said = (f: string) => have.some((h) => h === f || (f.length >= 3 && h.includes(f)));
    const add: Record<string, string> = {};
    const keep = (key: string, text: string | null, longest = MAX_DESCRIPTOR) => {
      const t = text ? squeeze(text) : "";
      const f = flat(t);
      if (!f || t.length > longest || said(f) || m.conditions[key] !== undefined) return;
      add[key] = t;
      have.push(f);
    };
    if (!sections.has(block)) sections.set(block, sectionOf(doc, block));
    // the parent that tells a repeated heading apart, unless the row says it already (its `config`, `storage`)
    const section = sections.get(block) ?? null;
    // …and under it, the title a block's own text underlines (`TEST 1 : prefetching on` over `————`), innermost
    const titled = m.origin !== "table" && LINE_AT.test(m.locator) ? lineScope(block).titles[Number(LINE_AT.exec(m.locator)?.[1] ?? 0) - 1] : null;
    const heading = section && section.parent !== null && !said(flat(section.parent)) ? `${section.parent} > ${section.last}` : (section?.last ?? null);
    keep("section", titled ? (heading ? `${heading} > ${titled}` : titled) : heading);
    // the sentence or label line right over a table or a block of output that introduces it (`MASTER results`,
    // `Directly from chunkserver, totally skipping fuse and lizard:`); inside a block of output, the nearest sentence
    // above a line that ends in a colon (`here is result for 6 years old SATA Intel 710 Series SSD:`) comes first
    const inBlock = block.kind === "pre" && m.origin !== "table" ? lineScope(block).intros[Number(LINE_AT.exec(m.locator)?.[1] ?? 0) - 1] : null;
    // (results pasted as a paragraph's `<br>` lines are a block of output too)
    const lined = (block.kind === "paragraph" || block.kind === "list_item") && LINE_AT.test(m.locator);
    if (block.kind === "pre" || block.table || lined) {
      if (!leads.has(block)) leads.set(block, leadOf(doc, block));
      keep("lead", inBlock ?? leads.get(block) ?? null, MAX_LEAD);
    }
    const at = GRID_AT.exec(m.locator);
    if (block.table && at) {
      const { row, column } = cellHeaders(block, Number(at[1]) - 1, Number(at[2]) - 1);
      keep("row", row);
      keep("column", column);
    } else if (m.origin !== "table") {
      const line = LINE_AT.exec(m.locator);
      const scope = line ? lineScope(block) : null;
      const index = Number(line?.[1] ?? 0) - 1;
      keep("label", clauseBefore(m.raw ?? "", m.value, figuresOf.get(m.locator.replace(PAIR_AT, "")) ?? [], m.origin === "tool-output") ?? scope?.labels[index] ?? null);
      keep("command", scope?.commands[index] ?? null);
    }
    if (Object.keys(add).length) m.conditions = { ...m.conditions, ...add };
  }
}

const squeeze = (s: string) => s.replace(/\s+/g, " ").trim();

/** `Description:`, `Setup:`, `構成：` (descriptors.json `subject_markers.lead_labels`): a label whose value says what the run was. */
const LEAD_LABEL = new RegExp(`^(?:${descriptorWords.subject_markers.lead_labels.map(escapeRegExp).join("|")})\\s*[:：]\\s*\\S`, "iu");
/** A line of column names printed apart from their rows (` Category    Test    Result`): words parted by runs of spaces, no figure. */
const COLUMN_NAMES = /^\s*[\p{L}][^\d.。:：!?]*?\S\s{2,}\S[^\d.。:：!?]*$/u;

/**
 * What introduces a table or a block of output: the sentence or label line right over it (introduction), or a one-line
 * `label: value` paragraph there whose label says the value describes the run (`Description: Samsung PM991a … PCIe Gen
 * 2`). A block holding only the column names of the block after it (GitHub's rendering of unfenced text) stands between
 * them and the text over it.
 */
function leadOf(doc: Document, block: Block): string | null {
  let over = block;
  const prev = doc.blocks[block.index - 1];
  if (prev && prev.report === block.report && prev.kind === "pre" && prev.text.trim().split("\n").length === 1 && COLUMN_NAMES.test(prev.text)) over = prev;
  const intro = introduction(doc, over) ?? describedAbove(doc, over);
  if (intro && !namesToolOnly(intro) && !isGenericHeading(intro)) return intro;
  // output printed by the command in the block before it (`vs CH with virtio-net:` over the command, then its output;
  // `Non-vhost QEMU:` over the command, `iperf3 result:`, then the output): the command's introduction is the output's
  const command = doc.blocks[over.index - (intro ? 2 : 1)];
  if (command && command.report === block.report && command.kind === "pre" && onlyCommands(command.text)) {
    const outer = introduction(doc, command) ?? describedAbove(doc, command);
    if (outer && !namesToolOnly(outer) && !isGenericHeading(outer)) return outer;
  }
  return intro;
}

/** The one-line `label: value` paragraph right over a block whose label says the value describes the run (`Description: …`), or null. */
function describedAbove(doc: Document, block: Block): string | null {
  const above = doc.blocks[block.index - 1];
  if (!above || above.report !== block.report || above.kind !== "paragraph") return null;
  const line = normaliseText(above.text).trim();
  return !line.includes("\n") && LEAD_LABEL.test(line) && !RESULT_IN.test(line) ? line : null;
}

/** A program at the start of a line, and an option after it (`qemu-system-x86_64 -machine q35 …`, `target/debug/cloud-hypervisor --kernel …`). */
const PROGRAM_FIRST = /^[\w.~/-]+\s/;
const OPTION = /\s--?[A-Za-z]/;
/** True when a block holds commands only, and no figure of a result: one to three lines, each a command typed or shown. */
function onlyCommands(text: string): boolean {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  return lines.length > 0 && lines.length <= 3 && lines.every((l) => !RESULT_IN.test(l) && (readCommand(l) !== null || bareCommand(l) !== null || (PROGRAM_FIRST.test(l) && OPTION.test(l))));
}

/**
 * The nearest meaningful heading over a block; where the page repeats that heading under other parents (`Average
 * throughput per process` under `NSS-HA 7.3` and again under `NVME-SSD Scratch Server`), the parent that tells the
 * two apart goes before it (`NSS-HA 7.3 > Average throughput per process`).
 */
function sectionOf(doc: Document, block: Block): { last: string; parent: string | null } | null {
  const headings = meaningfulHeadings(doc, block);
  const last = headings.at(-1);
  if (!last) return null;
  // (`2. Chelsio S320E-LP-CR`: the parent's name, not its number)
  const parent = headings.at(-2) ?? null;
  return { last, parent: parent !== null && (headingParents(doc).get(last)?.size ?? 0) > 1 ? stripNumbering(parent) : null };
}

/** For each heading text of a page, the distinct heading paths it stands under. */
const headingParents = (doc: Document): Map<string, Set<string>> =>
  perDocument(doc, "headingParents", (d) => {
    const out = new Map<string, Set<string>>();
    for (const b of d.blocks) {
      const last = b.headingPath.at(-1);
      if (last === undefined) continue;
      const parents = out.get(last) ?? new Set<string>();
      parents.add(b.headingPath.slice(0, -1).join("\n"));
      out.set(last, parents);
    }
    return out;
  });

/** For each line of a block: the label line over it (up to a blank line) and the command typed above it, read once. */
interface LineScope {
  labels: (string | null)[];
  commands: (string | null)[];
  /** The sentence ending in a colon above the line in its block (`here is result for … SSD:`), up to the next one. */
  intros: (string | null)[];
  /** The line over a rule line above it (`TEST 1 : prefetching on` over `————`), a heading written in plain text, up to the next one. */
  titles: (string | null)[];
}
/** A rule line: three or more dashes, long dashes, equals signs or underscores alone. */
const lineScopes = new WeakMap<Block, LineScope>();

/**
 * What scopes each line of a block, in one pass: the label line over it (`Thread pool 2:` over an iozone table pasted
 * three times: the nearest line above, up to the first blank line, that only names what follows it), and the command
 * typed above it (`$ iperf -c 2.0.0.20 -P 5` over its report, as typed; pre blocks only).
 */
function lineScope(block: Block): LineScope {
  let scope = lineScopes.get(block);
  if (scope) return scope;
  scope = { labels: [], commands: [], intros: [], titles: [] };
  let title: string | null = null;
  const lines = block.text.split("\n");
  let intro: string | null = null;
  let label: string | null = null;
  let command: string | null = null;
  // commands typed since the label line: the second one starts a run the label no longer names
  let runs = 0;
  let before = "";
  lines.forEach((raw, i) => {
    scope.labels.push(label);
    scope.commands.push(command);
    scope.intros.push(intro);
    scope.titles.push(title);
    const t = raw.trim();
    // a line of words right over a rule line is the title of what follows, as Markdown's underlined heading is
    if (t && /\p{L}/u.test(t) && t.length <= MAX_DESCRIPTOR && !RULE_LINE.test(t) && RULE_LINE.test(lines[i + 1] ?? "") && !PROMPT.test(t) && !RESULT_IN.test(t)) title = t.replace(LABEL_EDGES, "").trim();
    const typed = t && block.kind === "pre" ? (readCommand(raw) ?? bareCommand(raw)) : null;
    // after a bare `#` only a benchmark the lexicon knows is a command (`# drop caches before reading` is a comment)
    const run = typed && (!t.startsWith("#") || toolsIn(typed.program)[0] === typed.program) ? typed : null;
    // a writer's sentence introducing what follows: seven words or more (a tool's `Run status group 0 (all jobs):` has fewer), a colon at its end, no figure with a unit of a result
    // (not the tail of a sentence wrapped over lines, `…the only real advise you can` / `generalize here, so take the
    // following with a grain of salt:`, a mail's hard-wrapped prose: its last line alone says nothing of what follows)
    const tail = /^\p{Ll}/u.test(t) && /[\p{Ll},]$/u.test(before);
    if (t && !tail && t.length <= MAX_DESCRIPTOR && /[:：]$/.test(t) && t.split(/\s+/).length >= 7 && !PROMPT.test(t) && !RESULT_IN.test(t)) intro = t.replace(LABEL_EDGES, "").trim();
    before = t;
    if (!t) label = null;
    else if (t.length <= 60 && LABEL_LINE.test(t) && !PROMPT.test(t)) {
      label = t.replace(/[:：]\s*$/, "").trim();
      runs = 0;
    }
    if (run) {
      command = run.text;
      if (++runs > 1) label = null;
    }
  });
  lineScopes.set(block, scope);
  return scope;
}

/** How many rows a table's header takes: the leading rows none of whose data cells holds a figure, read once per table. */
const headerRowCounts = new WeakMap<object, number>();
function headerRows(grid: { text: string; header: boolean }[][]): number {
  let n = headerRowCounts.get(grid);
  if (n !== undefined) return n;
  n = 0;
  // a cell of two figures (`25339 IOPS (0.8 ms)`, `25339 IOps@7.6ms`, `IOPS=162k, BW=633MiB/s`) is a figure too: its row is no header row
  const figure = (text: string) => FIGURE_CELL.test(normaliseText(text)) || pairedCell(text) !== null || labelledLines(text) !== null;
  while (n < grid.length && (grid[n] ?? []).every((x) => x.header || !figure(x.text))) n++;
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
  // a row's names: its header cells, its first cell, and its other cells of words (not a figure, a unit or a dash)
  const row = names(line.slice(0, c).filter((x, j) => x.header || j === 0 || (!/\d/.test(x.text) && !isMissingCell(x.text) && !parseUnit(x.text))));
  // the column's cells in the table's header rows (a row label column's `<th>` in every row makes no row a header row)
  const above = [];
  for (let i = 0; i < Math.min(r, headerRows(grid)); i++) {
    const x = grid[i]?.[c];
    if (x) above.push(x);
  }
  return { row, column: names(above) };
}

/** `text` with `tail` taken off its end as often as it matches. */
function stripAll(text: string, tail: RegExp): string {
  for (let cut = text.replace(tail, ""); cut !== text; cut = text.replace(tail, "")) text = cut;
  return text;
}

const near = (a: number, b: number) => Math.abs(a - b) <= 0.005 * Math.max(Math.abs(a), Math.abs(b), 1e-12);

/**
 * The words of a figure's clause before it in its line or sentence: from the clause's start, or from the end of the
 * figure of another row before it in the clause (`WRITE 265.0MB/s、READ 373.9MB/s` → `READ`), to the figure. A figure
 * right after another one's slash or bracket (`BW: 2690MiB/s / 1770MiB/s`, `1200MB/s (0.871秒)`) shares that one's
 * label. None when the figure is printed twice in the line (which one is meant is unknown). A tool's line gives one only
 * as `label: value` (or `label = value`), and then only the key before the value (`bw` of `read : io=16384MB, bw=…`).
 */
function clauseBefore(line: string, value: number, others: readonly number[], toolLine: boolean): string | null {
  // a logger's level, time stamp and name before the message are no words of its label
  const raw = toolLine ? logMessage(line) : line;
  const numbers = [...allMatches(raw, NUMBER)].map((x) => ({ at: x.index ?? 0, text: x[0], value: Number(x[0].replace(/,/g, "")) }));
  const same = numbers.filter((x) => near(x.value, value));
  if (same.length !== 1) return null;
  let figure = same[0]!;
  for (let hops = 0; hops < 8; hops++) {
    let start = 0;
    for (const e of allMatches(raw.slice(0, figure.at), CLAUSE_END)) start = (e.index ?? 0) + e[0].length;
    // the figure of another row just before it in the clause ends this one's label
    const at = figure.at;
    const previous = numbers.filter((x) => x.at >= start && x.at < at && others.some((o) => near(o, x.value))).at(-1);
    if (previous) start = previous.at + (FIELD_AT.exec(raw.slice(previous.at))?.[0].length ?? previous.text.length);
    let before = raw.slice(start, at);
    if (previous && /^[\s/／(（]*$/.test(before)) {
      figure = previous;
      continue;
    }
    if (toolLine) {
      const key = stripAll(before, LABEL_TAIL);
      if (!/[:：=]\s*$/.test(key)) return null;
      before = key.split(/[,;|]/).at(-1) ?? key;
    }
    // `1GBを1回書き込み 1200MB/s`: figures no row was made of stay (a size, a count); a bare one at the end does not
    before = stripAll(stripAll(before, TRAILING_FIELD), LABEL_TAIL);
    const label = squeeze(before.replace(LABEL_EDGES, ""));
    // a label names something: a word of letters, not only numbers and units of the line's other fields
    return /\p{L}{2,}/u.test(label.replace(FIELD, "")) ? label : null;
  }
  return null;
}
