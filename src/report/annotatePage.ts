import * as cheerio from "cheerio";
import type { Element, Text } from "domhandler";
import { buildDocument, type DocumentTrace } from "../document/buildDocument.ts";
import type { Document } from "../document/types.ts";
import type { Row } from "../load/warehouse.ts";
import { stripLoads } from "./annotateInert.ts";
import { type Mark, MarkSet } from "./annotateMarks.ts";
import { digitRuns, numbersIn, sameValue } from "./annotateNumbers.ts";
import { blockOf, type Located, locate, textNodesUnder } from "./annotateRegion.ts";
import { barHtml, BAR_STYLE, componentTitle, measurementTitle, type NotPlaced } from "./annotateText.ts";
import { inertPage } from "./inertPage.ts";

export { writeAnnotatedPages } from "./annotateWrite.ts";

/** A report's rows as the warehouse holds them: its measurements and components, and its page's rejects. */
export interface AnnotateRows {
  measurements: Row[];
  components: Row[];
  /** Rejects of the whole page: each is shown with the report whose part of the page it lies in. */
  rejects: Row[];
}

export interface AnnotateOptions {
  reportId: string;
  title: string;
  /** Position of the report on its page (0 for the first); the page's other reports are shown dimmed and unmarked. */
  reportIndex: number;
  /** Where the header's back link goes: the report's own page. */
  backHref: string;
  /** Link of a marked number to its row on the report's page; by default the report's page itself (`backHref`). */
  rowHref?: (measurementId: string) => string;
  /** Link of a passed-over or rejected number (its digits, its line, the text after it on the line), to add it as a row; none by default. */
  passedOverHref?: (digits: string, line: string, after: string) => string;
}

export interface AnnotatedPage {
  html: string;
  counts: { extracted: number; derived: number; rejected: number; parts: number; passedOver: number; notPlaced: number };
  notPlaced: NotPlaced[];
}

/** Elements whose text never shows as page text, or cannot hold a `<mark>`. */
const NO_TEXT = new Set(["script", "style", "noscript", "template", "head", "title", "textarea", "select", "option", "iframe", "noembed", "noframes", "object", "svg", "math"]);
const noText = (el: Element) => NO_TEXT.has(el.name);
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** A located stretch narrowed to where the row's raw text is in it (whitespace folded), or left whole when raw is not found there. */
function narrow(loc: Located, raw: string): Located {
  const want = raw.replace(/[\s\u00a0]+/g, " ").trim();
  if (!want) return loc;
  let folded = "";
  const back: number[] = [];
  for (let i = loc.start; i < loc.end; i++) {
    const ch = loc.region.text[i] as string;
    const space = /[\s\u00a0]/.test(ch);
    if (space && (folded.endsWith(" ") || folded === "")) continue;
    folded += space ? " " : ch;
    back.push(i);
  }
  const at = folded.indexOf(want);
  if (at < 0 || folded.indexOf(want, at + 1) >= 0) return loc;
  return { region: loc.region, start: back[at] ?? loc.start, end: (back[at + want.length - 1] ?? loc.end - 1) + 1 };
}

/** The report each text node of the page belongs to: that of the block it is read in, else that of the block before it. */
function reportOfText(doc: Document, trace: DocumentTrace): Map<Text, number> {
  const inBlock = new Map<Text, number>();
  for (const b of doc.blocks) for (const t of textNodesUnder(trace.nodes[b.index] ?? [], noText)) inBlock.set(t, b.report);
  const out = new Map<Text, number>();
  let current = 0;
  for (const t of textNodesUnder(trace.root ? [trace.root] : [], noText)) {
    current = inBlock.get(t) ?? current;
    out.set(t, current);
  }
  return out;
}

/**
 * The archived page of one report rendered inert with every number on it marked: extracted (linked to its row, what was
 * read on hover), rejected (the reason on hover), read as part of a component, or passed over; a bar at the top counts
 * them and lists the rows that could not be placed on the page rather than guessing where they are.
 */
export function annotatePage(html: string, rows: AnnotateRows, opts: AnnotateOptions): AnnotatedPage {
  const trace: DocumentTrace = { root: null, nodes: [] };
  const doc = buildDocument(html, trace);
  const marks = new MarkSet();
  const notPlaced: NotPlaced[] = [];
  const rowHref = opts.rowHref ?? (() => opts.backHref);
  const counts = { extracted: 0, derived: 0, rejected: 0, parts: 0, passedOver: 0, notPlaced: 0 };
  const unplaced = (what: NotPlaced["what"], r: Row, why: string) => notPlaced.push({ what, id: str(r.measurement_id ?? r.reject_id ?? r.component_id), locator: str(r.locator), raw: str(r.raw), why });
  const mine = (locator: string) => (blockOf(doc, locator)?.block.report ?? -1) === opts.reportIndex;

  const placed = new Map<string, ReturnType<MarkSet["add"]>>();
  for (const m of rows.measurements.filter((r) => !r.derived)) {
    const loc = locate(doc, trace, str(m.locator));
    if (!loc) {
      unplaced("measurement", m, "its locator names nothing on this page");
      continue;
    }
    const id = str(m.measurement_id);
    const mark = { kind: "m" as const, id: `m-${id}`, title: measurementTitle(m), href: rowHref(id) };
    const inBlock = () => placeInBlock(doc, trace, marks, str(m.locator), Number(m.value), mark);
    const here = placeValue(marks, narrow(loc, str(m.raw)), Number(m.value), mark);
    const elsewhere = here ? null : inBlock();
    const done = here ?? elsewhere?.placed;
    if (done) {
      placed.set(id, done);
      counts.extracted++;
    } else if ((elsewhere?.printings ?? 0) > 1) unplaced("measurement", m, `${str(m.value)} is not on the line its locator points to, and is printed ${elsewhere?.printings} times in the block`);
    else unplaced("measurement", m, `${str(m.value)} is not printed where its locator points`);
  }
  for (const d of rows.measurements.filter((r) => r.derived)) {
    const source = str(d.derived_from).split(",").map((s) => placed.get(s.trim())).find(Boolean);
    if (!source) {
      unplaced("measurement", d, "computed by sokutei from numbers not placed on the page");
      continue;
    }
    (source.anchors ??= []).push(`m-${str(d.measurement_id)}`);
    source.title = `${source.title}\n\ncomputed from it:\n${measurementTitle(d)}`;
    counts.derived++;
  }

  const pageRejects: Row[] = [];
  for (const x of rows.rejects) {
    if (!x.locator) {
      pageRejects.push(x);
      continue;
    }
    if (!blockOf(doc, str(x.locator))) {
      if (opts.reportIndex === 0) unplaced("reject", x, "its locator names nothing on this page");
      continue;
    }
    if (!mine(str(x.locator))) continue;
    const loc = locate(doc, trace, str(x.locator));
    const near = loc ? narrow(loc, str(x.raw)) : null;
    if (!near) {
      unplaced("reject", x, "its locator names nothing on this page");
      continue;
    }
    const mark = { kind: "x" as const, id: `x-${str(x.reject_id)}`, title: `rejected: ${str(x.reason)}` };
    if (!markRuns(marks, near, mark, numbersIn(str(x.reason)).flatMap((p) => p.values), opts.passedOverHref)) {
      // every number there was read by another extractor: the reject is noted on its mark
      const taken = readAlready(marks, near);
      if (!taken) {
        unplaced("reject", x, "no number where it points");
        continue;
      }
      (taken.anchors ??= []).push(mark.id);
      taken.title = `${taken.title ?? ""}\n\nalso ${mark.title}`;
    }
    counts.rejected++;
  }

  for (const c of rows.components) {
    if (!c.locator || c.locator === "title") continue; // the page's <title>, not shown in the page
    const loc = locate(doc, trace, str(c.locator));
    const near = loc ? narrow(loc, str(c.raw)) : null;
    if (near && markRuns(marks, near, { kind: "c", title: componentTitle(c) }, [])) counts.parts++;
    else if (/\d/.test(str(c.raw)) && !near) unplaced("component", c, "its locator names nothing on this page");
  }

  const reportOf = reportOfText(doc, trace);
  for (const [t, r] of reportOf) {
    if (r !== opts.reportIndex) continue;
    for (const run of digitRuns(t.data)) {
      if (!marks.free(t, run.start, run.end)) continue;
      const href = opts.passedOverHref ? linkOf(t.data, run.start, run.end, opts.passedOverHref) : undefined;
      marks.addRaw(t, { ...run, kind: "p", title: "passed over: not read as a result", ...(href ? { href } : {}) });
      counts.passedOver++;
    }
  }
  marks.apply();
  if (doc.reports.length > 1) dimOtherReports(doc, trace, opts.reportIndex);
  counts.notPlaced = notPlaced.length;

  const root = trace.root;
  if (!root) return { html: inertPage(html), counts, notPlaced };
  stripLoads(root);
  const $ = cheerio.load(root as never);
  $("[id]").each((_, el) => void (/^(?:m|x)-/.test($(el).attr("id") ?? "") && !$(el).is("mark.sk, span.sk-anchor") && $(el).removeAttr("id")));
  const part = doc.reports.length > 1 ? { n: opts.reportIndex + 1, of: doc.reports.length } : null;
  const bar = barHtml({ title: opts.title, backHref: opts.backHref, counts, notPlaced, pageRejects, part });
  if ($("body").length) $("body").first().prepend(bar);
  else $.root().children().first().append(`<body>${bar}</body>`);
  $("title").remove();
  $("head").first().append(`<title>${escapeText(`annotated: ${opts.title}`)}</title><style>${BAR_STYLE}</style>`);
  return { html: inertPage($.html()), counts, notPlaced };
}

type Placed = ReturnType<MarkSet["add"]>;

/** The link of a number not read as a result: its digits, its line, and the rest of the line after it. */
function linkOf(text: string, start: number, end: number, link: NonNullable<AnnotateOptions["passedOverHref"]>): string {
  const lineEnd = text.indexOf("\n", end);
  const stop = lineEnd < 0 ? text.length : lineEnd;
  return link(text.slice(start, end), text.slice(text.lastIndexOf("\n", start) + 1, stop), text.slice(end, stop));
}

/**
 * Marks the first printing of a value in a located stretch that no other row holds. A number already marked for a row
 * of the same value (one `約110MB/秒` that stands for reads and writes alike) gets this row's anchor too.
 */
function placeValue(marks: MarkSet, near: Located, value: number, mark: Omit<Mark, "start" | "end">): Placed {
  const found = numbersIn(near.region.text.slice(near.start, near.end)).filter((p) => p.values.some((v) => sameValue(v, value)));
  for (const p of found) {
    const done = marks.add(near, near.start + p.start, near.start + p.end, mark);
    if (done) return done;
  }
  for (const p of found) {
    const parts = MarkSet.pieces(near, near.start + p.start, near.start + p.end);
    const first = parts?.[0];
    const shared = parts?.length === 1 && first ? marks.covering(first.node, first.start, first.end, "m") : undefined;
    if (!shared) continue;
    (shared.anchors ??= []).push(mark.id ?? "");
    shared.title = `${shared.title ?? ""}\n\nthe same number, read as well as:\n${mark.title ?? ""}`;
    return shared;
  }
  return null;
}

/** Where a line's locator misses its number (a JSON document read from its opening line), the one printing of the value in the whole block. */
function placeInBlock(doc: Document, trace: DocumentTrace, marks: MarkSet, locator: string, value: number, mark: Omit<Mark, "start" | "end">): { placed: Placed; printings: number } {
  const found = blockOf(doc, locator);
  const whole = found && found.block.kind === "pre" && /^l\d+$/.test(found.rest[0] ?? "") ? locate(doc, trace, found.block.locator) : null;
  if (!whole) return { placed: null, printings: 0 };
  const hits = numbersIn(whole.region.text).filter((p) => p.values.some((v) => sameValue(v, value)));
  const printings = new Set(hits.map((p) => p.start)).size;
  return { placed: printings === 1 && hits[0] ? marks.add(whole, hits[0].start, hits[0].end, mark) : null, printings };
}

/** The extracted mark on a number of a located stretch, when every number there is taken. */
function readAlready(marks: MarkSet, near: Located): Mark | undefined {
  for (const r of digitRuns(near.region.text.slice(near.start, near.end))) {
    const first = MarkSet.pieces(near, near.start + r.start, near.start + r.end)?.[0];
    const m = first ? marks.covering(first.node, first.start, first.end, "m") ?? marks.covering(first.node, first.start, first.end, "x") : undefined;
    if (m) return m;
  }
  return undefined;
}

/** Marks a located stretch's digit runs that are still free; when `only` holds values, just the runs that print one of them. */
function markRuns(marks: MarkSet, near: Located, mark: { kind: "x" | "c"; id?: string; title: string }, only: number[], link?: AnnotateOptions["passedOverHref"]): boolean {
  const text = near.region.text.slice(near.start, near.end);
  let runs = digitRuns(text).filter((r) => {
    const parts = MarkSet.pieces(near, near.start + r.start, near.start + r.end);
    return parts?.every((p) => marks.free(p.node, p.start, p.end));
  });
  const named = runs.filter((r) => only.some((v) => numbersIn(text.slice(r.start, r.end)).some((p) => p.values.some((x) => sameValue(x, v)))));
  if (named.length) runs = named;
  let first = true;
  for (const r of runs) {
    const href = link ? linkOf(text, r.start, r.end, link) : undefined;
    marks.add(near, near.start + r.start, near.start + r.end, { ...(first ? mark : { kind: mark.kind, title: mark.title }), ...(href ? { href } : {}) });
    first = false;
  }
  return runs.length > 0;
}

/** Dims the blocks of the page's other reports and anchors the first block of this one (`#sk-report`). */
function dimOtherReports(doc: Document, trace: DocumentTrace, index: number): void {
  let anchored = false;
  for (const b of doc.blocks) {
    const nodes = trace.nodes[b.index] ?? [];
    const el = nodes[0];
    if (nodes.length !== 1 || el?.type !== "tag") continue;
    if (b.report !== index) el.attribs.class = `${el.attribs.class ?? ""} sk-other`.trim();
    else if (!anchored && !el.attribs.id) {
      el.attribs.id = "sk-report";
      anchored = true;
    }
  }
}

function escapeText(s: string): string {
  return s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c] ?? c);
}
