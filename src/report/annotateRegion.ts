import { textTableCell } from "../document/textTables.ts";
import type { AnyNode, Element, Text } from "domhandler";
import { BLOCK_TAGS, type DocumentTrace, SKIP_TAGS } from "../document/buildDocument.ts";
import type { Block, Document } from "../document/types.ts";
import { expandGrid } from "../extract/tables/expandGrid.ts";
import { appendAll } from "../appendAll.ts";

/** Where one character of a region's text lies in the page: a text node and an offset in it. */
export interface Spot {
  node: Text;
  offset: number;
}

/** Text of some nodes read as the document builder reads it, each character traced to its text node (null for the line breaks reading adds). */
export interface Region {
  text: string;
  at: (Spot | null)[];
}

/** A stretch of a region: `[start, end)` in its text. */
export interface Located {
  region: Region;
  start: number;
  end: number;
}

const isTag = (n: AnyNode): n is Element => n.type === "tag" || n.type === "script" || n.type === "style";

/** Reads nodes as `buildDocument`'s textOf does: skipped tags left out, `<br>` and block elements as line breaks. */
export function readRegion(nodes: AnyNode[], pre: boolean): Region {
  const chars: string[] = [];
  const at: (Spot | null)[] = [];
  const brk = () => {
    chars.push("\n");
    at.push(null);
  };
  const stack: (AnyNode | "\n")[] = [...nodes].reverse();
  while (stack.length) {
    const n = stack.pop() as AnyNode | "\n";
    if (n === "\n") brk();
    else if (n.type === "text") {
      const t = n as Text;
      for (let i = 0; i < t.data.length; i++) {
        const ch = t.data[i] as string;
        const line = ch === "\n" || ch === "\r";
        // outside <pre> a run of line ends reads as one space
        if (!pre && line && i > 0 && /[\r\n]/.test(t.data[i - 1] as string)) continue;
        chars.push(!pre && line ? " " : ch);
        at.push({ node: t, offset: i });
      }
    } else if (isTag(n)) {
      if (SKIP_TAGS.has(n.name)) continue;
      if (n.name === "br") {
        brk();
        continue;
      }
      const block = BLOCK_TAGS.has(n.name) && n.name !== "body";
      if (block) brk();
      if (block) stack.push("\n");
      for (let k = n.children.length - 1; k >= 0; k--) stack.push(n.children[k] as AnyNode);
    }
  }
  return { text: chars.join(""), at };
}

const linesCache = new WeakMap<Region, { start: number; end: number }[]>();

/** Line `n` (1-based) of a block's text as the extractors number lines: non-empty lines, or every line of a `<pre>` after its leading blank ones. */
export function lineOf(region: Region, n: number, pre: boolean): { start: number; end: number } | null {
  let lines = linesCache.get(region);
  if (!lines) {
    lines = [];
    let start = 0;
    let leading = pre;
    while (start <= region.text.length) {
      let end = region.text.indexOf("\n", start);
      if (end < 0) end = region.text.length;
      const line = region.text.slice(start, end);
      if (!(leading && line.length === 0)) {
        leading = false;
        if (pre || /[^\s\u00a0]/.test(line)) lines.push({ start, end });
      }
      start = end + 1;
    }
    linesCache.set(region, lines);
  }
  return lines[n - 1] ?? null;
}

function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  for (const c of table.children) {
    if (!isTag(c)) continue;
    if (c.name === "tr") rows.push(c);
    else if (c.name === "thead" || c.name === "tbody" || c.name === "tfoot") appendAll(rows, rowsOf(c));
  }
  return rows;
}

/** Rows of a table as the document builder reads them, each a list of cell elements; a `<dl>` gives term/description pairs. */
export function tableRows(el: Element): (Element | null)[][] {
  const known = rowsCache.get(el);
  if (known) return known;
  const rows = readRows(el);
  rowsCache.set(el, rows);
  return rows;
}

const rowsCache = new WeakMap<Element, (Element | null)[][]>();

function readRows(el: Element): (Element | null)[][] {
  if (el.name !== "dl") return rowsOf(el).map((tr) => tr.children.filter((c): c is Element => isTag(c) && (c.name === "td" || c.name === "th")));
  const rows: (Element | null)[][] = [];
  let current: (Element | null)[] | undefined;
  for (const c of el.children) {
    if (!isTag(c)) continue;
    if (c.name === "dt") rows.push((current = [c]));
    else if (c.name === "dd") {
      if (current && current.length === 1) current.push(c);
      else rows.push([null, c]);
    }
  }
  return rows;
}

/** The cell covering grid position (r, c), 0-based, with rowspan and colspan expanded as the table extractor expands them. */
function cellAt(el: Element, r: number, c: number): Element | null {
  const rows = tableRows(el);
  if (el.name === "dl") return rows[r]?.[c] ?? null;
  let grid = gridCache.get(el);
  if (!grid) {
    const raw = { rows: rows.map((row, i) => row.map((cell, k) => ({ text: `${i}:${k}`, header: false, rowspan: span(cell?.attribs.rowspan), colspan: span(cell?.attribs.colspan) }))) };
    try {
      grid = expandGrid(raw);
    } catch {
      grid = []; // past the largest grid the table extractor reads: nothing in it was extracted
    }
    gridCache.set(el, grid);
  }
  const key = grid[r]?.[c]?.text;
  if (!key) return null;
  const [i, k] = key.split(":").map(Number);
  return rows[i ?? -1]?.[k ?? -1] ?? null;
}

const gridCache = new WeakMap<Element, ReturnType<typeof expandGrid>>();

function span(value: string | undefined): number {
  const n = Number.parseInt(value ?? "1", 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 2000) : 1;
}

const blockIndex = new WeakMap<Document, Map<string, Block>>();
const regionCache = new WeakMap<AnyNode[], Region>();

/** The block a locator starts with (`table[3]`, `div[2]/run1`) and the steps after it (`r2`, `c4`, `l6`). */
export function blockOf(doc: Document, locator: string): { block: Block; rest: string[] } | null {
  const segs = locator.split("/");
  let byLocator = blockIndex.get(doc);
  if (!byLocator) blockIndex.set(doc, (byLocator = new Map(doc.blocks.map((b) => [b.locator, b]))));
  const two = byLocator.get(`${segs[0]}/${segs[1]}`);
  if (two && segs.length > 1) return { block: two, rest: segs.slice(2) };
  const one = byLocator.get(segs[0] ?? "");
  return one ? { block: one, rest: segs.slice(1) } : null;
}

/**
 * The stretch of the page a locator names: a block, a line of it (`/l6`), a table row (`/r2`), a cell (`/r2/c4`, with a
 * quantity index `/q1` that stays inside the cell) or a caption; null when the locator names nothing on this page.
 */
export function locate(doc: Document, trace: DocumentTrace, locator: string): Located | null {
  const found = blockOf(doc, locator);
  if (!found) return null;
  const { block, rest } = found;
  const nodes = trace.nodes[block.index];
  if (!nodes) return null;
  const pre = block.kind === "pre";
  const whole = (ns: AnyNode[], isPre = false): Located => {
    const region = readRegion(ns, isPre);
    return { region, start: 0, end: region.text.length };
  };
  let blockRegion = regionCache.get(nodes);
  if (!blockRegion) regionCache.set(nodes, (blockRegion = readRegion(nodes, pre)));
  if (rest.length === 0) return { region: blockRegion, start: 0, end: blockRegion.text.length };
  const [first, second] = rest;
  const el = nodes[0];
  const line = /^l(\d+)$/.exec(first ?? "");
  if (line) {
    const region = blockRegion;
    const span = lineOf(region, Number(line[1]), pre);
    return span ? { region, ...span } : null;
  }
  if (!el || !isTag(el)) return null;
  if (first === "caption") {
    const caption = el.children.find((c): c is Element => isTag(c) && c.name === "caption");
    return caption ? whole([caption]) : null;
  }
  const row = /^r(\d+)$/.exec(first ?? "");
  if (!row) return null;
  const col = /^c(\d+)$/.exec(second ?? "");
  // a table written as text (a Markdown or space-aligned table in a `<pre>` or paragraph): the cell's stretch of the text
  if (el.name !== "table" && el.name !== "dl") {
    const cell = col ? textTableCell(blockRegion.text, Number(row[1]), Number(col[1])) : null;
    return cell ? { region: blockRegion, ...cell } : { region: blockRegion, start: 0, end: blockRegion.text.length };
  }
  if (!col) {
    const cells = tableRows(el)[Number(row[1]) - 1];
    return cells ? whole(cells.filter((c): c is Element => c !== null)) : null;
  }
  const cell = cellAt(el, Number(row[1]) - 1, Number(col[1]) - 1);
  return cell ? whole([cell]) : null;
}

/** Every text node under some nodes, in document order, skipping what never shows as text. */
export function textNodesUnder(nodes: AnyNode[], skip: (el: Element) => boolean): Text[] {
  const out: Text[] = [];
  const stack: AnyNode[] = [...nodes].reverse();
  while (stack.length) {
    const n = stack.pop() as AnyNode;
    if (n.type === "text") out.push(n as Text);
    else if (isTag(n) && !skip(n)) for (let k = n.children.length - 1; k >= 0; k--) stack.push(n.children[k] as AnyNode);
    else if (n.type === "root") for (let k = (n as unknown as Element).children.length - 1; k >= 0; k--) stack.push((n as unknown as Element).children[k] as AnyNode);
  }
  return out;
}
