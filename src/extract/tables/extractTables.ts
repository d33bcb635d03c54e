import type { Block, Document } from "../../document/types.ts";
import { type Extraction, type MeasurementDraft, emptyExtraction } from "../../model/records.ts";
import type { Access, Metric, Operation } from "../../model/vocabulary.ts";
import { accessIn, conditionKeyForLabel, isGenericHeading, metricsIn, operationsIn } from "../../normalise/lexicon.ts";
import { memoText } from "../../normalise/memo.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { type Quantity, applyUnit, findQuantities, parseCellQuantity, parseSize, parseUnit } from "../../normalise/parseQuantity.ts";
import { type BlockContext, blockContext, fileSizeFromLabel, headerCondition, reportConditions } from "../blockContext.ts";
import { type Conditions, conditionsFromText } from "../conditions.ts";
import { type GridCell, expandGrid } from "./expandGrid.ts";
import { type LegendEntry, readLegends } from "./readLegends.ts";

type CellKind = "empty" | "missing" | "number" | "measure" | "size" | "text" | "mixed";

/** Cells that stand for "no value": no measurement, never a zero. */
const MISSING = /^(?:-+|—+|―+|–+|‐|ー|n\/?a|未測定|未計測|測定不可|なし|無し|×|\*+|…|\?|tbd|―)$/i;

const classify = memoText(function classify(text: string): CellKind {
  if (text.length > 500) return "text"; // no value cell is this long
  const t = normaliseText(text);
  if (!t) return "empty";
  if (MISSING.test(t)) return "missing";
  const q = parseCellQuantity(t);
  if (q) return q.bare ? "number" : q.kind === "size" ? "size" : "measure";
  return findQuantities(t).some((x) => !x.bare && x.kind !== "size") ? "mixed" : "text";
});

const isValue = (k: CellKind) => k === "number" || k === "measure";

/** A unit stated in a header or caption: `(MB/s)`, `[IOPS]`, `単位：MB/s`, or a header that is only a unit. */
export const unitInText = memoText(function unitInText(text: string): Quantity | null {
  const t = normaliseText(text);
  const groups = [...t.matchAll(/[(\[（［]\s*(?:単位\s*[:：]?\s*)?([^)\]）］]+)[)\]）］]/g)].map((m) => m[1] ?? "");
  const labelled = /単位\s*[:：]\s*(\S+)/.exec(t)?.[1];
  for (const g of [...groups, labelled ?? "", t]) {
    const u = g ? parseUnit(g.trim()) : null;
    if (u && u.kind !== "size") return u;
  }
  const words = t.split(/[\s/]+/).filter(Boolean);
  const last = words[words.length - 1];
  const u = last ? parseUnit(last) : null;
  return u && u.kind !== "size" ? u : null;
});

/** True for a two-column list of `label | : value` pairs: a spec list, not a result table. */
function isKeyValueTable(grid: GridCell[][]): boolean {
  const width = grid[0]?.length ?? 0;
  if (width > 2) return false;
  if (width <= 1) return true;
  const rows = grid.filter((r) => r.some((c) => c.text));
  const colon = rows.filter((r) => /^\s*[:：]/.test(r[1]?.text ?? "") || /[:：]\s*$/.test(r[0]?.text ?? "")).length;
  const bulleted = rows.filter((r) => /^\s*[・•●◆◇■□\-*]/.test(r[0]?.text ?? "")).length;
  const headerRow = rows[0]?.every((c) => c.header || classify(c.text) === "text") && rows.slice(1).some((r) => isValue(classify(r[1]?.text ?? "")));
  return colon >= rows.length / 2 || bulleted >= rows.length / 2 || !headerRow;
}

interface Header {
  label: string | null;
  text: string;
}

function expandCode(text: string, legends: Map<string, LegendEntry>): { text: string; unit: Quantity | null } {
  const entry = legends.get(normaliseText(text).toUpperCase());
  return entry ? { text: entry.expansion, unit: entry.unit } : { text, unit: null };
}

/** The lines of a cell that are not measurements: the condition a mixed cell states for its row. */
const conditionText = memoText(function conditionText(text: string): string {
  return text
    .split("\n")
    .filter((l) => !findQuantities(normaliseText(l)).some((q) => !q.bare && q.kind !== "size"))
    .join(" ")
    .trim();
});

/**
 * Conditions a header states: its labelled key (`BlockSize` column → block_size_bytes), a size fused with an operation
 * (`10GB書き込み` → file_size_bytes) or with an access pattern (`Random 4KB` → block_size_bytes), free-text conditions,
 * and otherwise — when the header names neither an operation, a metric nor a unit — the header itself as `subject`
 * (the drive, card or configuration the row or column is about).
 */
function conditionsOfHeader(h: Header): Conditions {
  const text = conditionText(h.text) || h.text;
  const own = headerCondition(h.label, text);
  if (Object.keys(own).length) return own;
  const out: Conditions = { ...conditionsFromText(text) };
  delete out.protocol;
  delete out.tool;
  const fileSize = fileSizeFromLabel(text);
  if (fileSize) out.file_size_bytes = fileSize;
  else if (accessIn(text)) {
    const block = parseSize(text, true);
    if (block) out.block_size_bytes = block;
  }
  const says = operationsIn(text).length || accessIn(text) || metricsIn(text).length || unitInText(text);
  if (!Object.keys(out).length && !says && !isGenericHeading(text)) out.subject = text.replace(/\s+/g, " ").trim();
  return out;
}

const headerMemo = memoText((key: string) => {
  const [label, text] = key.split("\u0000");
  return conditionsOfHeader({ label: label || null, text: text ?? "" });
});
const headerConditionsOf = (h: Header) => headerMemo(`${h.label ?? ""}\u0000${h.text}`);

function metricFor(q: Quantity, words: string): Metric {
  if (q.kind === "duration" && metricsIn(words).includes("latency")) return "latency";
  return q.kind === "size" ? "throughput" : q.kind;
}

/**
 * A unit note printed right under a table (`(単位：MB/s)`, `※単位は IOPS`, `Units: MB/s`): the short paragraph that
 * follows the table in the same report and says nothing but its unit.
 */
function unitNoteAfter(doc: Document, block: Block): Quantity | null {
  const next = doc.blocks[block.index + 1];
  if (!next || next.report !== block.report || next.kind !== "paragraph") return null;
  const t = normaliseText(next.text.split("\n")[0] ?? "");
  if (t.length > 40 || !/単位|\bunits?\b/i.test(t)) return null;
  const bare = t.replace(/^[※*(（\s]+|[)）\s]+$/g, "").replace(/^(単位|units?)\s*(は|:)?\s*/i, "");
  return unitInText(`(${bare})`) ?? unitInText(t);
}

/** Reads a result table into measurements: one per numeric cell, with every header that applies as a condition. */
function readTable(doc: Document, block: Block, legends: Map<string, LegendEntry>, reportConds: Conditions, out: Extraction): void {
  if (!block.table) return;
  if (block.table.clippedRows) out.rejects.push({ stage: "extract", locator: block.locator, raw: "", reason: `table over the size limit: ${block.table.clippedRows} rows past the first ${block.table.rows.length} not read` });
  let grid: GridCell[][];
  try {
    grid = expandGrid(block.table);
  } catch (err) {
    out.rejects.push({ stage: "extract", locator: block.locator, raw: "", reason: (err as Error).message });
    return;
  }
  if (grid.length < 2 || isKeyValueTable(grid)) return;
  const kinds = grid.map((row) => row.map((c) => (c.header && classify(c.text) !== "number" && classify(c.text) !== "measure" ? "text" : classify(c.text))));
  const height = grid.length;
  const width = grid[0]?.length ?? 0;
  let hr = 0;
  while (hr < height && !(kinds[hr] ?? []).some(isValue)) hr++;
  if (hr === height) return; // all text: a layout or notes table
  let hc = 0;
  while (hc < width && kinds.slice(hr).every((row) => !isValue(row[hc] ?? "empty"))) hc++;
  if (hc === width) return;

  const ctx: BlockContext = blockContext(doc, block);
  const ctxUnit = unitInText(ctx.text.split("\n").filter((l) => /単位|unit|[(\[（]/i.test(l)).join(" ")) ?? unitNoteAfter(doc, block);
  const labelOf = (c: number) => (hr > 0 ? normaliseText(grid[hr - 1]?.[c]?.text ?? "") || null : null);
  const base = (prefix: string, r: number, c: number) => `${block.locator.replace(/\[(\d+)\]/g, "$1")}-${prefix}r${r + 1}c${c + 1}`;

  for (let r = hr; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const cell = grid[r]?.[c];
      if (!cell || cell.originRow !== r || cell.originCol !== c) continue;
      const kind = kinds[r]?.[c] ?? "empty";
      if (kind === "mixed") readMixedCell(block, ctx, cell, labelOf(c), `${base("", r, c)}`, r, c, out);
      if (c < hc || !isValue(kind)) continue;

      const colHeaders: Header[] = [];
      for (let h = 0; h < hr; h++) {
        const text = grid[h]?.[c]?.text ?? "";
        if (text && !colHeaders.some((x) => x.text === text)) colHeaders.push({ label: null, text });
      }
      const rowHeaders: Header[] = [];
      for (let h = 0; h < hc; h++) {
        const text = grid[r]?.[h]?.text ?? "";
        if (text) rowHeaders.push({ label: labelOf(h), text });
      }
      let legendUnit: Quantity | null = null;
      const expanded = [...colHeaders, ...rowHeaders].map((h) => {
        const e = expandCode(h.text, legends);
        legendUnit ??= e.unit;
        return { ...h, text: e.text };
      });
      const words = expanded.map((h) => h.text).join(" \n ");
      const q = parseCellQuantity(cell.text);
      if (!q) continue;
      const unit = !q.bare ? null : legendUnit ?? expanded.map((h) => unitInText(h.text)).find(Boolean) ?? ctxUnit ?? iopsFromWords(words);
      if (q.bare && !unit) {
        out.rejects.push({ stage: "extract", locator: `${block.locator}/r${r + 1}/c${c + 1}`, raw: cell.text, reason: "number with no unit in its cell, headers, legend or caption" });
        continue;
      }
      const quantity = q.bare && unit ? applyUnit(q.value, unit) : q;
      if (quantity.kind === "size") continue;

      const conditions: Conditions = { ...reportConds, ...ctx.conditions };
      for (const h of expanded) Object.assign(conditions, headerConditionsOf(h));
      if (conditions.nfs_version !== undefined) conditions.protocol ??= "NFS";
      const ops = [...new Set(expanded.flatMap((h) => operationsIn(h.text)))] as Operation[];
      const operation = ops.length === 1 ? (ops[0] ?? null) : ops.length > 1 ? "read_write" : ctx.operation;
      const access: Access | null = accessIn(words) ?? ctx.access ?? (conditions.file_size_bytes !== undefined && !conditions.block_size_bytes ? "sequential" : null);
      const m: MeasurementDraft = {
        key: base("", r, c),
        report: block.report,
        metric: metricFor(quantity, words),
        operation,
        access,
        value: quantity.value,
        unit: quantity.unit,
        valueSi: quantity.valueSi,
        siUnit: quantity.siUnit === "B" ? "B/s" : quantity.siUnit,
        conditions,
        origin: "table",
        raw: cell.text,
        locator: `${block.locator}/r${r + 1}/c${c + 1}`,
        context: ctx.path,
        note: quantity.note,
      };
      out.measurements.push(m);
    }
  }
}

function iopsFromWords(words: string): Quantity | null {
  return /(?<![a-z])(iops|io\/s)(?![a-z])/i.test(words) ? parseUnit("IOPS") : null;
}

/** `Local I/O : W-316MB/s, R-210MB/s` in a cell: each value with the operation letter or word before it. */
function readMixedCell(block: Block, ctx: BlockContext, cell: GridCell, label: string | null, key: string, r: number, c: number, out: Extraction): void {
  const conditions: Conditions = {};
  const own = conditionText(cell.text);
  const labelKey = label ? conditionKeyForLabel(label) : null;
  if (own && labelKey) Object.assign(conditions, headerCondition(label, own));
  else if (own) Object.assign(conditions, conditionsFromText(own));
  // each line of the cell: its label (the text before its first value) applies to every value on the line
  let n = 0;
  for (const line of cell.text.split("\n").map(normaliseText)) {
    const qs = findQuantities(line).filter((q) => !q.bare && q.kind !== "size");
    if (!qs.length) continue;
    const lineConds = conditionsFromText(line.slice(0, qs[0]?.index ?? 0));
    qs.forEach((q, i) => {
      const before = line.slice(i === 0 ? 0 : (qs[i - 1]?.index ?? 0) + (qs[i - 1]?.length ?? 0), q.index);
      const letter = /(?:^|[\s,、;:(])([WRwr])\s*[-:=]?\s*$/.exec(before)?.[1];
      const ops = letter ? operationsIn(letter) : operationsIn(before.split(/[,、;:]/).pop() ?? "");
      n++;
      out.measurements.push({
        key: `${key}q${n}`,
        report: block.report,
        metric: metricFor(q, before),
        operation: ops.length === 1 ? (ops[0] ?? null) : ctx.operation,
        access: accessIn(before) ?? ctx.access,
        value: q.value,
        unit: q.unit,
        valueSi: q.valueSi,
        siUnit: q.siUnit === "B" ? "B/s" : q.siUnit,
        conditions: { ...conditions, ...lineConds },
        origin: "table",
        raw: cell.text,
        locator: `${block.locator}/r${r + 1}/c${c + 1}/q${n}`,
        context: ctx.path,
        note: q.note,
      });
    });
  }
}

/** Measurements from every result table of the page. */
export function extractTables(doc: Document): Extraction {
  const out = emptyExtraction();
  const legends = readLegends(doc);
  const reportConds = new Map<number, Conditions>();
  for (const block of doc.blocks) {
    if (block.kind !== "table") continue;
    if (!reportConds.has(block.report)) reportConds.set(block.report, reportConditions(doc, block.report));
    readTable(doc, block, legends, reportConds.get(block.report) ?? {}, out);
  }
  return out;
}
