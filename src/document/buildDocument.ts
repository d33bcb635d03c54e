import type { AnyNode, Element } from "domhandler";
import type { Block, BlockKind, Document, RawCell, RawTable } from "./types.ts";
import { type MetaElements, readPageMeta } from "./readPageMeta.ts";
import { splitReports } from "./splitReports.ts";
import { load } from "./cheerioLoad.ts";
import { appendAll } from "../appendAll.ts";
import { pipeTable, tableAfterLead } from "./textTables.ts";
import { findQuantities } from "../normalise/parseQuantity.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { lexicon } from "../normalise/lexicon.ts";
import { escapeRegExp as escape } from "../normalise/escapeRegExp.ts";
import { flattenDeep } from "./flattenDeep.ts";
import { readCommand } from "../extract/tools/commandLine.ts";

export { load };

/** Elements that never hold report content. */
export const SKIP_TAGS = new Set(["script", "style", "noscript", "template", "nav", "footer", "aside", "form", "iframe", "select", "button", "head", "svg", "map", "object"]);
/** id/class words that mark site chrome rather than content. */
const CHROME_WORD = /^(nav|navi|navbar|navigation|gnav|globalnav|menu|menubar|footer|breadcrumbs?|sidebar|sidemenu|header|masthead|banner|pankuzu|copyright|share|social)$/;
export const BLOCK_TAGS = new Set([
  "p", "div", "section", "article", "main", "blockquote", "center", "ul", "ol", "li", "dl", "dt", "dd", "table",
  "pre", "xmp", "listing", "plaintext", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "body", "html", "figure", "figcaption", "address", "header", "fieldset",
]);
const HEADING = /^h([1-6])$/;
/** The permalink sign documentation generators put after a heading (Sphinx and MkDocs `¶`, a link icon, a lone `#`). */
const PERMALINK_MARK = /\s*(?:[¶🔗]|\s#)$/u;
/** Longest text kept for one block; a longer one is cut (a 50 MB single line must not sink the run). */
const MAX_BLOCK_CHARS = 200_000;
/** Most rows and cells kept of one table. */
const MAX_TABLE_ROWS = 2_000;
const MAX_TABLE_CELLS = 50_000;
/** Deepest nesting of containers walked as structure. */
const MAX_DEPTH = 200;

/**
 * Site chrome by its role or by a chrome word among its id/class words — unless it holds the report: an element around
 * the page's main landmark (`<main>`, `<article>`, `role="main"`) or around most of its text is a layout wrapper whose
 * class merely mentions the navigation beside it (Sphinx's `wy-nav-content`, `body class="has-sidebar"`).
 */
function isChrome(el: Element, holdsReport: (el: Element) => boolean): boolean {
  const role = (el.attribs.role ?? "").toLowerCase();
  if (role === "navigation" || role === "banner" || role === "contentinfo") return true;
  const words = `${el.attribs.id ?? ""} ${el.attribs.class ?? ""}`.toLowerCase().split(/[\s\-_]+/);
  return words.some((w) => CHROME_WORD.test(w)) && !holdsReport(el);
}

/** Whether an element is a page's main-content landmark. */
function isLandmark(el: Element): boolean {
  return el.name === "main" || el.name === "article" || (el.attribs.role ?? "").toLowerCase() === "main";
}

/** Characters of text under a node (whitespace left out), stopping once past `limit`. */
function textSize(node: AnyNode, limit = Number.POSITIVE_INFINITY): number {
  let size = 0;
  const stack: AnyNode[] = [node];
  while (stack.length && size <= limit) {
    const n = stack.pop() as AnyNode;
    if (n.type === "text") size += n.data.replace(/\s+/g, "").length;
    else if (n.type === "tag") {
      const el = n as Element;
      if (el.name === "script" || el.name === "style") continue;
      appendAll(stack, el.children);
    }
  }
  return size;
}

function foldLine(s: string): string {
  return s.replace(/[\s\u00a0]+/g, " ").trim();
}

/** Text of an element with `<br>` and block children as line breaks; `<pre>` keeps its own line breaks. Iterative, so
 * a page nested thousands of levels deep cannot overflow the stack. */
function textOf(node: AnyNode, pre = false): string {
  const parts: string[] = [];
  let size = 0;
  const stack: (AnyNode | string)[] = [node];
  while (stack.length && size < MAX_BLOCK_CHARS) {
    const n = stack.pop() as AnyNode | string;
    if (typeof n === "string") {
      parts.push(n);
      continue;
    }
    if (n.type === "text") {
      const t = pre ? n.data : n.data.replace(/[\r\n]+/g, " ");
      parts.push(t);
      size += t.length;
    } else if (n.type === "tag" || n.type === "script" || n.type === "style") {
      const el = n as Element;
      if (SKIP_TAGS.has(el.name)) continue;
      if (el.name === "br") {
        parts.push("\n");
        continue;
      }
      const block = BLOCK_TAGS.has(el.name) && el.name !== "body";
      if (block) parts.push("\n");
      if (block) stack.push("\n");
      for (let k = el.children.length - 1; k >= 0; k--) stack.push(el.children[k] as AnyNode);
    }
  }
  const text = parts.join("").slice(0, MAX_BLOCK_CHARS);
  if (pre) return text.replace(/\r\n?/g, "\n").replace(/\u00a0/g, " ").replace(/^\n+|\s+$/g, "");
  return text
    .split("\n")
    .map(foldLine)
    .filter((l) => l.length > 0)
    .join("\n");
}

/**
 * A table that lays out the page rather than holding data: a cell holds a heading, a nested table, a list or a
 * preformatted block, or prose (many paragraphs, or a long text). A cell that wraps its short text in a paragraph or
 * a few (Sphinx/docutils `<td><p>1.81 TiB</p></td>`, Word's `<td><p class=MsoNormal>`) is a data cell.
 */
function isLayoutTable(el: Element): boolean {
  for (const cell of cellsOf(el)) {
    const paragraphs = blockDescendants(cell);
    if (paragraphs < 0) return true;
    if (paragraphs > 0 && (paragraphs > MAX_CELL_PARAGRAPHS || textSize(cell, MAX_CELL_CHARS + 1) > MAX_CELL_CHARS)) return true;
  }
  return false;
}

/** The paragraphs a data cell may wrap its text in, and the length past which a cell of paragraphs is prose. */
const MAX_CELL_PARAGRAPHS = 3;
const MAX_CELL_CHARS = 240;

/** Blocks under an element: -1 when one is a heading, table, list or preformatted block, else the number of paragraphs. */
function blockDescendants(el: Element): number {
  let paragraphs = 0;
  const stack: AnyNode[] = [...el.children];
  while (stack.length) {
    const c = stack.pop() as AnyNode;
    if (c.type !== "tag") continue;
    const t = c as Element;
    if (t.name === "table" || HEADING.test(t.name) || t.name === "ul" || t.name === "ol" || t.name === "pre" || t.name === "dl") return -1;
    if (t.name === "p") paragraphs++;
    appendAll(stack, t.children);
  }
  return paragraphs;
}

function hasBlockDescendant(el: Element): boolean {
  return blockDescendants(el) !== 0;
}

/** A table that is only links (a menu). */
function isLinkTable(el: Element, text: string): boolean {
  if (!text) return true;
  let linkChars = 0;
  const walk = (n: AnyNode) => {
    if (n.type !== "tag") return;
    const t = n as Element;
    if (t.name === "a") linkChars += foldLine(textOf(t)).length;
    else t.children.forEach(walk);
  };
  walk(el);
  return linkChars / text.replace(/\s/g, "").length > 0.8;
}

function rowsOf(table: Element): Element[] {
  const rows: Element[] = [];
  const walk = (n: Element) => {
    for (const c of n.children) {
      if (c.type !== "tag") continue;
      const t = c as Element;
      if (t.name === "tr") rows.push(t);
      else if (t.name === "thead" || t.name === "tbody" || t.name === "tfoot") walk(t);
    }
  };
  walk(table);
  return rows;
}

function cellsOf(table: Element): Element[] {
  return rowsOf(table).flatMap((r) => r.children.filter((c): c is Element => c.type === "tag" && ((c as Element).name === "td" || (c as Element).name === "th")));
}

/** A cell of a code viewer's table that holds one line of the file (GitHub's `blob-code`, a `js-file-line`). */
const CODE_CELL = /(?:^|\s)(?:blob-code|js-file-line)(?:\s|$)/;
/** A cell that numbers the line (`blob-num`, `js-line-number`, or one carrying `data-line-number`). */
const LINE_NUMBER_CELL = /(?:^|\s)(?:blob-num|js-line-number)(?:\s|$)/;

/**
 * The text of a table that a code viewer lays out as the lines of a file (GitHub's blob view and gists: per row an
 * empty line-number cell and a cell holding the line), as the file's preformatted text; null for any other table.
 * Every row must hold one code cell and nothing else but line numbers, so a table of data is never read as a file.
 */
function codeListing(table: Element): string | null {
  const rows = rowsOf(table);
  if (!rows.length) return null;
  const lines: string[] = [];
  for (const tr of rows) {
    const cells = tr.children.filter((c): c is Element => c.type === "tag" && ((c as Element).name === "td" || (c as Element).name === "th"));
    const code = cells.filter((c) => CODE_CELL.test(c.attribs.class ?? ""));
    if (code.length !== 1 || !code[0]) return null;
    const numbers = cells.filter((c) => c !== code[0]);
    if (!numbers.every((c) => (LINE_NUMBER_CELL.test(c.attribs.class ?? "") || c.attribs["data-line-number"] !== undefined) && /^\s*\d*\s*$/.test(textOf(c)))) return null;
    lines.push(textOf(code[0], true));
  }
  return lines.join("\n").replace(/^\n+|\s+$/g, "");
}

function span(value: string | undefined): number {
  const n = Number.parseInt(value ?? "1", 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_TABLE_ROWS) : 1;
}

function readTable(table: Element): RawTable {
  const rows: RawCell[][] = [];
  let cells = 0;
  const all = rowsOf(table);
  for (const tr of all.slice(0, MAX_TABLE_ROWS)) {
    const row: RawCell[] = [];
    for (const c of tr.children) {
      if (c.type !== "tag") continue;
      const cell = c as Element;
      if (cell.name !== "td" && cell.name !== "th") continue;
      if (++cells > MAX_TABLE_CELLS) break;
      row.push({ text: textOf(cell), header: cell.name === "th", rowspan: span(cell.attribs.rowspan), colspan: span(cell.attribs.colspan) });
    }
    rows.push(row);
    if (cells > MAX_TABLE_CELLS) break;
  }
  const cut = all.length - rows.length;
  return cut > 0 ? { rows, clippedRows: cut } : { rows };
}

/** Where each block's text was read from: the parsed page and, by block index, the nodes whose text the block is. */
/** A plain number typeset as TeX for MathJax or KaTeX (`$$13.27$$s`, `\\(647.31\\) mbps`): the number as written. */
const TEX_NUMBER = /\$\$\s*(-?\d[\d.,]*)\s*\$\$|\\\(\s*(-?\d[\d.,]*)\s*\\\)/g;

export interface DocumentTrace {
  root: AnyNode | null;
  nodes: AnyNode[][];
}

/**
 * Turns an HTML page into blocks in reading order, with heading paths, locators and report spans. A `trace` receives
 * the parsed page and each block's nodes, for a view that marks the page itself (the annotated page).
 */
export function buildDocument(html: string, trace?: DocumentTrace): Document {
  const $ = load(html.replace(TEX_NUMBER, (_, a: string | undefined, b: string | undefined) => a ?? b ?? ""), { baseURI: undefined });
  flattenDeep($.root().get(0));
  if (trace) trace.root = $.root().get(0) ?? null;
  const ordinal = new Map<Element, string>();
  const counters = new Map<string, number>();
  // one walk numbers every element and picks out what the page metadata is read from
  const heads: MetaElements = { metas: [], titles: [], h1s: [], times: [], html: null };
  let firstBody = null as Element | null;
  const aroundLandmark = new Set<Element>();
  // in document order, with a stack rather than recursion, which a page nested thousands deep would exhaust
  const stack: AnyNode[] = [...($.root().get(0)?.children ?? [])].reverse();
  while (stack.length) {
    const node = stack.pop() as AnyNode;
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
    const el = node as Element;
    const n = (counters.get(el.name) ?? 0) + 1;
    counters.set(el.name, n);
    ordinal.set(el, `${el.name}[${n}]`);
    if (el.name === "meta") heads.metas.push(el);
    else if (el.name === "title") heads.titles.push(el);
    else if (el.name === "h1") heads.h1s.push(el);
    else if (el.name === "time" && el.attribs.datetime) heads.times.push(el);
    else if (el.name === "html") heads.html ??= el;
    else if (el.name === "body") firstBody ??= el;
    if (isLandmark(el)) for (let p = el.parent; p && p.type === "tag"; p = p.parent) aroundLandmark.add(p as Element);
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i] as AnyNode);
  }

  let pageText = -1;
  const holdsReport = (el: Element): boolean => {
    if (aroundLandmark.has(el)) return true;
    if (pageText < 0) pageText = textSize(firstBody ?? ($.root().get(0) as AnyNode));
    return pageText > 0 && textSize(el, pageText / 2) > pageText / 2;
  };

  const blocks: Block[] = [];
  // `label`: a bold paragraph standing as the heading of what follows, one level under the last real heading
  const headings: { level: number; text: string; label: boolean }[] = [];
  const path = () => headings.map((h) => h.text);
  const push = (kind: BlockKind, text: string, el: Element, extra: Partial<Block> = {}, nodes: AnyNode[] = [el]) => {
    if (!text && kind !== "table") return;
    trace?.nodes.push(nodes);
    blocks.push({ index: blocks.length, kind, text, headingPath: path(), locator: ordinal.get(el) ?? el.name, report: 0, ...extra });
  };

  // the list items whose nested lists are being walked, innermost last (-1: an item with no text of its own)
  const itemParents: number[] = [];

  // Inline runs between block elements become paragraphs, located as the k-th run of their parent: `div[3]/run2`.
  const runs = new Map<Element, number>();
  let depth = 0;
  const walkContainer = (container: Element) => {
    // past this depth a page is not laid out for reading: its text becomes one paragraph
    if (depth > MAX_DEPTH) {
      push("paragraph", textOf(container), container);
      return;
    }
    depth++;
    try {
      walkChildren(container);
    } finally {
      depth--;
    }
  };
  const walkChildren = (container: Element) => {
    let inline: AnyNode[] = [];
    const flush = () => {
      if (inline.length === 0) return;
      const nodes = inline;
      inline = [];
      const text = textOfNodes(nodes);
      if (!text) return;
      const k = (runs.get(container) ?? 0) + 1;
      runs.set(container, k);
      push("paragraph", text, container, { locator: `${ordinal.get(container) ?? container.name}/run${k}` }, nodes);
    };
    for (const child of container.children) {
      if (child.type === "text") {
        inline.push(child);
        continue;
      }
      if (child.type !== "tag") continue;
      const el = child as Element;
      if (SKIP_TAGS.has(el.name) || isChrome(el, holdsReport)) {
        flush();
        continue;
      }
      if (!BLOCK_TAGS.has(el.name)) {
        if (hasBlockDescendant(el)) {
          flush();
          walkContainer(el);
        } else inline.push(el);
        continue;
      }
      flush();
      visitBlock(el);
    }
    flush();
  };

  const lastTitleLevel = () => {
    for (let i = headings.length - 1; i >= 0; i--) if (!headings[i]?.label) return headings[i]?.level ?? 0;
    return 0;
  };
  const pushHeading = (text: string, el: Element, level: number, label: boolean) => {
    if (!text) return;
    while (headings.length && (headings[headings.length - 1]?.level ?? 0) >= level) headings.pop();
    push("heading", text, el, { level: Math.min(level, 6) });
    headings.push({ level, text, label });
  };

  const pushPreformatted = (text: string, el: Element) => {
    // a Markdown table pasted into a code block is a table
    const table = pipeTable(text);
    // a legend or a command over a blank line, then the table: the lines stay text, the table is a block of its own
    const after = table ? null : tableAfterLead(text);
    if (table) push("table", "", el, { table });
    else if (after) {
      push("pre", after.lead, el);
      push("table", "", el, { table: after.table, locator: `${ordinal.get(el) ?? el.name}/t` });
    } else push("pre", text, el);
  };

  const visitBlock = (el: Element) => {
    const h = HEADING.exec(el.name);
    if (h) {
      pushHeading(textOf(el).replace(/\n/g, " ").replace(PERMALINK_MARK, ""), el, Number(h[1]), false);
      return;
    }
    switch (el.name) {
      case "pre":
      case "xmp":
      case "listing":
      case "plaintext":
        pushPreformatted(textOf(el, true), el);
        return;
      case "li": {
        const parent = itemParents[itemParents.length - 1];
        const own = parent === undefined || parent < 0 ? {} : { parentItem: parent };
        if (hasBlockDescendant(el)) {
          const ownNodes = el.children.filter((c) => !(c.type === "tag" && ["ul", "ol", "table", "dl"].includes((c as Element).name)));
          const text = textOfNodes(ownNodes);
          push("list_item", text, el, own, ownNodes);
          // the items of its nested lists are under it: its text labels them
          const last = blocks[blocks.length - 1];
          itemParents.push(text && last ? last.index : (parent ?? -1));
          try {
            for (const c of el.children) if (c.type === "tag" && ["ul", "ol", "table", "dl", "pre"].includes((c as Element).name)) visitBlock(c as Element);
          } finally {
            itemParents.pop();
          }
        } else push("list_item", textOf(el), el, own);
        return;
      }
      case "dl":
        // a bulletin board's thread (2ch's `<dl class="thread">`): each `<dt>` heads a post, each `<dd>` is the post's
        // lines and logs, read as the page's own paragraphs and blocks rather than squeezed into one table cell
        if (isThreadOfPosts(el)) {
          for (const c of el.children) if (c.type === "tag" && ((c as Element).name === "dt" || (c as Element).name === "dd")) walkContainer(c as Element);
          return;
        }
        push("table", "", el, { table: readDefinitionList(el) });
        return;
      case "table": {
        if (isLayoutTable(el)) {
          for (const cell of cellsOf(el)) walkContainer(cell);
          return;
        }
        // a file shown by a code viewer (GitHub's blob and gist views): a line-number cell and the line's code per row
        const listing = codeListing(el);
        if (listing !== null) {
          pushPreformatted(listing, el);
          return;
        }
        const text = textOf(el);
        if (isLinkTable(el, text)) return;
        const captionEl = el.children.find((c): c is Element => c.type === "tag" && (c as Element).name === "caption");
        push("table", "", el, { table: readTable(el), caption: captionEl ? textOf(captionEl) : undefined });
        return;
      }
      case "hr":
        return;
      case "blockquote": {
        // a terminal session quoted as paragraphs (`<p>C:\Users\me>tracert host</p><p>… へのルートをトレースしています</p>
        // <p> 1  <1 ms …<br> 2 …</p>`): one block of output, as the session printed it
        const session = quotedSession(el);
        if (session !== null) push("pre", session, el);
        else walkContainer(el);
        return;
      }
      case "p":
        if (!hasBlockDescendant(el)) {
          const text = textOf(el);
          const table = pipeTable(text);
          if (isBoldLabel(el, text)) pushHeading(text.replace(BULLET, ""), el, lastTitleLevel() + 1, true);
          else if (table) push("table", "", el, { table });
          else push("paragraph", text, el);
          return;
        }
        walkContainer(el);
        return;
      default:
        walkContainer(el);
    }
  };

  const body = firstBody ?? $.root().get(0);
  if (body && body.type === "tag") walkContainer(body as Element);
  else if (body) for (const c of (body as unknown as { children: AnyNode[] }).children) if (c.type === "tag") visitBlock(c as Element);

  const meta = readPageMeta($, heads);
  const reports = splitReports(blocks, meta);
  return { meta, blocks, reports, truncated: !/<\/html\s*>\s*$/i.test(html.trimEnd()) && !/<\/body\s*>/i.test(html) };
}

/**
 * The lines of a quote that is a terminal session pasted as paragraphs: two or more `<p>` and nothing else, the first
 * a command at a prompt (`$ …`, `C:\…>`, `PS …>`); null for any other quote (a mail's or a forum's words).
 */
function quotedSession(el: Element): string | null {
  const kids = el.children.filter((c) => c.type === "tag") as Element[];
  if (kids.length < 2 || kids.some((k) => k.name !== "p" || hasBlockDescendant(k))) return null;
  const lines = kids.map((k) => textOf(k, true).replace(/\u00a0/g, " ").replace(/\s+$/, ""));
  const first = (lines[0] ?? "").split("\n")[0] ?? "";
  return readCommand(first) ? lines.join("\n") : null;
}

/** The mark a label line starts with (`■ Laptop`, `● 結果`). */
const BULLET = new RegExp(`^[${escape(lexicon.bullet_marks).replace(/-/g, "\\-")}]+\\s*`);
/** Where a sentence ends: a title does not. */
const SENTENCE_END = /[。．.!?！？]$/;

/**
 * A paragraph that is one bold run and nothing else (`<p><strong>Scenario A: Tab S7 as Server</strong></p>`), short,
 * no sentence and stating no figure: the author's heading for what follows, written without a heading element.
 */
/** A paragraph holding a number with a unit (read by the one unit grammar) states a figure; it does not title a section. */
const statesFigure = (text: string): boolean => findQuantities(normaliseText(text)).some((q) => !q.bare);

function isBoldLabel(el: Element, text: string): boolean {
  if (text.length < 2 || text.length > 80 || text.includes("\n") || SENTENCE_END.test(text) || statesFigure(text)) return false;
  const kids = el.children.filter((c) => !(c.type === "text" && !c.data.trim()));
  if (kids.length !== 1 || kids[0]?.type !== "tag") return false;
  // old pages wrap the bold run in presentational tags (`<p><font face="Verdana"><b>Test Setup</b></font></p>`)
  const only = kids[0] as Element;
  if (only.name === "font" || only.name === "span") return isBoldLabel(only, text);
  return (only.name === "strong" || only.name === "b") && foldLine(textOf(only)) === text;
}

function textOfNodes(nodes: AnyNode[]): string {
  const wrapper = { type: "tag", name: "span", attribs: {}, children: nodes } as unknown as Element;
  return textOf(wrapper);
}

/** A `<dl>` whose descriptions hold a `<pre>` log or several `<br>` lines is posts, not terms and their definitions. */
function isThreadOfPosts(dl: Element): boolean {
  return dl.children.some((c) => {
    if (c.type !== "tag" || (c as Element).name !== "dd") return false;
    const dd = c as Element;
    let breaks = 0;
    const stack: AnyNode[] = [...dd.children];
    while (stack.length) {
      const n = stack.pop() as AnyNode;
      if (n.type !== "tag") continue;
      const t = n as Element;
      if (t.name === "pre") return true;
      if (t.name === "br") breaks++;
      appendAll(stack, t.children);
    }
    return breaks >= 3;
  });
}

/** A `<dl>` becomes a two-column table: term, description. */
function readDefinitionList(dl: Element): RawTable {
  const rows: RawCell[][] = [];
  let current: RawCell[] | undefined;
  for (const c of dl.children) {
    if (c.type !== "tag") continue;
    const el = c as Element;
    if (el.name === "dt") {
      current = [{ text: textOf(el), header: true, rowspan: 1, colspan: 1 }];
      rows.push(current);
    } else if (el.name === "dd") {
      const cell = { text: textOf(el), header: false, rowspan: 1, colspan: 1 };
      if (current && current.length === 1) current.push(cell);
      else rows.push([{ text: "", header: true, rowspan: 1, colspan: 1 }, cell]);
    }
  }
  return { rows };
}
