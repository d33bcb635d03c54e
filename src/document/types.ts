/** One cell of a table as written: spans not yet expanded. */
export interface RawCell {
  text: string;
  header: boolean;
  rowspan: number;
  colspan: number;
}

export interface RawTable {
  rows: RawCell[][];
  /** Rows past the size limit (2,000 rows, 50,000 cells) that were not read. */
  clippedRows?: number;
}

export type BlockKind = "heading" | "paragraph" | "list_item" | "table" | "pre";

/** A unit of content in reading order, with the headings it sits under and a locator to find it again. */
export interface Block {
  index: number;
  kind: BlockKind;
  /** Heading level 1–6, for headings. */
  level?: number;
  /** Text as printed, whitespace folded within lines; `<br>` and newlines in `<pre>` kept as "\n". */
  text: string;
  /** Headings above this block, outermost first (for a heading: those above it). */
  headingPath: string[];
  /** `tag[n]`: the n-th element of that tag in the page, in document order (1-based). */
  locator: string;
  table?: RawTable;
  /** Caption of a table (`<caption>`), or text of an image's alt. */
  caption?: string;
  /** For a table carved out of a `<pre>`: the writer's prose paragraphs above it in that block (its own lead-in). */
  above?: string[];
  /** Report this block belongs to (index into Document.reports). */
  report: number;
  /** For a list item inside another item's nested list: the index of that item's block (its label, `Samsung 980:` over `<ul><li>…`). */
  parentItem?: number;
}

export interface ReportSpan {
  /** Part number of a serial report (第3回 → 3), null when the page is one report. */
  part: number | null;
  title: string;
  publishedOn: string | null;
  firstBlock: number;
}

export interface PageMeta {
  title: string | null;
  siteName: string | null;
  publishedOn: string | null;
  language: string | null;
  description: string | null;
}

export interface Document {
  meta: PageMeta;
  blocks: Block[];
  reports: ReportSpan[];
  /** True when the HTML ended before its closing tags (a truncated download). */
  truncated: boolean;
}
