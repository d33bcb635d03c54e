import * as cheerio from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { appendAll } from "../appendAll.ts";
import { flattenDeep } from "../document/flattenDeep.ts";

/**
 * The text of a page as a browser renders it, for text fragments: whitespace collapsed outside `<pre>`, "\n" at every
 * block boundary and `<br>` (a text directive never matches across one), and where each element's text lies.
 */
export interface PageText {
  text: string;
  /** Element by locator head (`table[3]`), numbered as the document builder numbers them. */
  elements: Map<string, Element>;
  /** [start, end) of each element's text in `text`. */
  spans: Map<Element, [number, number]>;
}

/** Elements a browser does not render, or that the inert copy of a page removes. */
const HIDDEN = new Set(["head", "script", "style", "title", "template", "noscript", "iframe", "frame", "frameset", "object", "embed", "applet", "portal", "base", "link", "meta", "select", "textarea", "svg", "map", "datalist"]);
/** Elements a text directive treats as their own block. */
const BLOCKS = new Set([
  "address", "article", "aside", "blockquote", "body", "caption", "center", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption",
  "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "html", "legend", "li", "listing", "main", "menu", "nav",
  "ol", "p", "plaintext", "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "xmp", "img", "input", "button",
]);
const PRE = new Set(["pre", "xmp", "listing", "plaintext", "textarea"]);

function hiddenByStyle(el: Element): boolean {
  return "hidden" in el.attribs || /display\s*:\s*none|visibility\s*:\s*hidden/i.test(el.attribs.style ?? "");
}

/** Reads the rendered text of a page (decoded HTML, before or after it is made inert). */
export function pageText(html: string): PageText {
  const $ = cheerio.load(html);
  flattenDeep($.root().get(0));
  const out: string[] = [];
  let length = 0;
  let last = "\n";
  const emit = (s: string) => {
    if (!s) return;
    out.push(s);
    length += s.length;
    last = s[s.length - 1] ?? last;
  };
  const boundary = () => {
    if (last === " ") {
      // a space before a block boundary is not rendered
      const prev = out.pop() ?? "";
      out.push(prev.slice(0, -1));
      length -= 1;
      last = prev.length > 1 ? (prev[prev.length - 2] ?? "\n") : "\n";
    }
    if (last !== "\n") emit("\n");
  };
  const elements = new Map<string, Element>();
  const spans = new Map<Element, [number, number]>();
  const counters = new Map<string, number>();
  // iterative walk in document order: [node, inPre, hidden] entries, and closers for elements
  type Item = { node: AnyNode; pre: boolean; hidden: boolean } | { close: Element; block: boolean };
  const stack: Item[] = [...($.root().get(0)?.children ?? [])].reverse().map((node) => ({ node, pre: false, hidden: false }));
  while (stack.length) {
    const item = stack.pop() as Item;
    if ("close" in item) {
      if (item.block) boundary();
      const span = spans.get(item.close);
      if (span) span[1] = last === "\n" ? Math.max(span[0], length - 1) : length;
      continue;
    }
    const { node, pre, hidden } = item;
    if (node.type === "text") {
      if (hidden) continue;
      if (pre) {
        for (const [i, line] of node.data.replace(/\r\n?/g, "\n").replace(/\u00a0/g, " ").split("\n").entries()) {
          if (i > 0) boundary();
          emit(line);
        }
      } else {
        let t = node.data.replace(/[\t\n\r\f ]+/g, " ").replace(/\u00a0/g, " ");
        if (t.startsWith(" ") && (last === " " || last === "\n")) t = t.slice(1);
        emit(t);
      }
      continue;
    }
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
    const el = node as Element;
    const n = (counters.get(el.name) ?? 0) + 1;
    counters.set(el.name, n);
    elements.set(`${el.name}[${n}]`, el);
    const hide = hidden || HIDDEN.has(el.name) || hiddenByStyle(el);
    const block = !hide && BLOCKS.has(el.name);
    if (!hide && el.name === "br") boundary();
    if (block) boundary();
    spans.set(el, [length, length]);
    stack.push({ close: el, block });
    const inPre = pre || PRE.has(el.name);
    for (let k = el.children.length - 1; k >= 0; k--) stack.push({ node: el.children[k] as AnyNode, pre: inPre, hidden: hide });
  }
  return { text: out.join(""), elements, spans };
}

function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  for (const c of table.children) {
    if (c.type !== "tag") continue;
    const t = c as Element;
    if (t.name === "tr") rows.push(t);
    else if (t.name === "thead" || t.name === "tbody" || t.name === "tfoot") appendAll(rows, rowsOf(t));
  }
  return rows;
}

/** Most cells of one table's expanded grid. */
const MAX_GRID_CELLS = 200_000;
/** Each table's grid, rowspans and colspans expanded, once per table. */
const grids = new WeakMap<Element, Map<string, Element>>();

function gridOf(table: Element): Map<string, Element> {
  const known = grids.get(table);
  if (known) return known;
  const taken = new Map<string, Element>();
  for (const [r, tr] of rowsOf(table).entries()) {
    let c = 0;
    for (const child of tr.children) {
      if (child.type !== "tag" || ((child as Element).name !== "td" && (child as Element).name !== "th")) continue;
      const cell = child as Element;
      while (taken.has(`${r},${c}`)) c++;
      const rs = Math.max(1, Math.min(Number.parseInt(cell.attribs.rowspan ?? "1", 10) || 1, 2000));
      const cs = Math.max(1, Math.min(Number.parseInt(cell.attribs.colspan ?? "1", 10) || 1, 1000));
      for (let i = 0; i < rs; i++) for (let j = 0; j < cs; j++) taken.set(`${r + i},${c + j}`, cell);
      c += cs;
      if (taken.size > MAX_GRID_CELLS) break; // a hostile span is not expanded past this
    }
    if (taken.size > MAX_GRID_CELLS) break;
  }
  grids.set(table, taken);
  return taken;
}

/** The cell element at a row and column of a table's grid, rowspans and colspans expanded (1-based, as locators count). */
function cellAt(table: Element, row: number, col: number): Element | undefined {
  return gridOf(table).get(`${row - 1},${col - 1}`);
}

/**
 * The part of the page text a locator names: `table[2]/r3/c4` → that cell, `table[2]/r3` → that row, `pre[1]/l5` →
 * the fifth line of the block, `div[7]/run3/l2` → the block; null when the locator names nothing on the page.
 */
export function locate(page: PageText, locator: string): { start: number; end: number; line: number | null } | null {
  const [head, ...rest] = locator.split("/");
  let el = head ? page.elements.get(head) : undefined;
  if (!el) return null;
  let line: number | null = null;
  const row = /^r(\d+)$/.exec(rest[0] ?? "");
  const col = /^c(\d+)$/.exec(rest[1] ?? "");
  if (el.name === "table" && row) {
    const r = Number(row[1]);
    el = col ? cellAt(el, r, Number(col[1])) : rowsOf(el)[r - 1];
  }
  const l = rest.map((s) => /^l(\d+)$/.exec(s)).find(Boolean);
  if (l) line = Number(l[1]);
  const span = el ? page.spans.get(el) : undefined;
  return span ? { start: span[0], end: span[1], line } : null;
}
