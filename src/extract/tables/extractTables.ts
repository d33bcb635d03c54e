import type { MeasurementDraft } from "../../model/records.ts";
import { headerPath } from "../linePaths.ts";
import { isBound, isBoundBefore, namesNominal } from "../prose/proseTerms.ts";
import { describe, subjectKind, withoutStatistic } from "../../grammar/describe.ts";
import type { Block, Document } from "../../document/types.ts";
import { type Extraction, emptyExtraction } from "../../model/records.ts";
import type { Access, Metric, Operation } from "../../model/vocabulary.ts";
import { accessIn, conditionKeyForLabel, isNetworkBenchmark, isStorageBenchmark, streamingTool, metricsIn, operationsIn, termFinder, processorLoadWords as CPU_WORDS } from "../../normalise/lexicon.ts";
import { memoText } from "../../normalise/memo.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { type Quantity, applyUnit, findQuantities, parseCellQuantity, parseUnit } from "../../normalise/parseQuantity.ts";
import { type BlockContext, blockContext, headerCondition, leadIn, reportConditions } from "../blockContext.ts";
import { type Conditions, conditionsFromText } from "../conditions.ts";
import { latinUnits } from "../../ja/japaneseUnits.ts";
import { pageBlockSize } from "../pageCommands.ts";
import { alternation, decisionWords } from "../decision/decisionWords.ts";
import { cellNote, shareRowNote } from "./cellNote.ts";
import { bracketUnitOf, mainUnitOf, pairedCell } from "./pairedCell.ts";
import { type GridCell, expandGrid } from "./expandGrid.ts";
import { isMissingCell } from "./missingCell.ts";
import { type Header, conditionText, headerConditionsOf, settleSubject, testNameConditions } from "./headerConditions.ts";
import { isLabelOfOthers, storageLines } from "./tableSubjects.ts";
import { type LegendEntry, readLegends } from "./readLegends.ts";
import { type CellKind, SETTING_KEYS, findLayout, isValue } from "./tableLayout.ts";

/** Condition keys a column of words names the subject of its row's results by (`Disk`, `Network`, `NIC`, `File system`). */
const SUBJECT_COLUMN_KEYS = new Set(["storage", "network", "adapter", "filesystem", "interface", "protocol", "raid", "path"]);
import { type TableDraft, keepApart } from "./keepApart.ts";
import { legendSides, slashVariants } from "./slashPair.ts";
import { slashCell } from "../structure/slashLists.ts";
import { readToolCells } from "./toolCells.ts";
import { methodText } from "../methodSection.ts";
import { labelledLines } from "./labelledLines.ts";
import { columnUnits, cornerTexts, firstCellUnit, joinVertical, rowUnits, rowWrittenUnits, takeNoteRows } from "./tableNotes.ts";
import { notRate, unstatedLoad, unstatedRate, boundLines, introducesSpecSheet, rangeEnd, saysMeasured, commandOperation, defaultOperation, fioJobOf, isAggregateLabel, isChangeCell, cacheReadHeader, contrastsRandom, plainSequential, isChangeLabel, namesRandomJob, operationOf, whyNotResult } from "./tableRoles.ts";
import { shareRunOperation } from "./rowOperation.ts";
import { patternColumns } from "./labelColumns.ts";
import { latencyStatistic } from "./latencyStatistic.ts";
import { percentileOf } from "../../grammar/percentile.ts";
import { countCell, countQuantity, iopsColumns } from "./countCell.ts";
import { markRatesFromTimes } from "./derivedRate.ts";
import { headerStatistic, summarisesByStatistic } from "./statisticColumns.ts";
import { coversHeaders, networkMedium, tableScope } from "./tableScope.ts";
import { sizeUnitIn, unitInText } from "./unitScope.ts";
import { clockQuantity, clockScope } from "./clockCells.ts";
import { isClockShape } from "../../normalise/parseDuration.ts";
import { appendAll } from "../../appendAll.ts";

/** The condition keys that name what a row measured, which two header columns may name together. */
const SUBJECT_KEYS = ["storage", "adapter"] as const;

/** `Table of results with mdraid`, `測定結果`: words that call what a table holds results (decisionWords `results_scope_words`). */
const RESULTS_SCOPE = new RegExp(alternation(decisionWords.results_scope_words), "i");
/** A bracket after a header's words, which may state the unit of its figures (`(ms)`, `[MB/s]`). */
const UNIT_BRACKET = /\s*[(（[［]([^()（）[\]［］]{1,12})[)）\]］]/g;


/** A value cell with its 万/億 numbers and Japanese unit words rewritten (`約5万` → `約50000`, `940メガビット毎秒`). */
const cellValue = (text: string): string => (/[万億千]|ビット|バイト|マイクロ秒|ミリ秒|ナノ秒/.test(text) ? latinUnits(normaliseText(text)).text : text);

const classify = memoText(function classify(text: string): CellKind {
  if (text.length > 500) return "text"; // no value cell is this long
  const t = normaliseText(text);
  if (!t) return "empty";
  if (isMissingCell(t)) return "missing";
  const q = parseCellQuantity(cellValue(cellNote(t)?.value ?? pairedCell(t)?.main ?? slashCell(t)?.find((x) => x !== null) ?? labelledLines(text)?.[0]?.value ?? t));
  if (q) return q.bare ? "number" : q.kind === "size" ? "size" : "measure";
  return findQuantities(t).some((x) => !x.bare && x.kind !== "size") ? "mixed" : "text";
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

function expandCode(text: string, legends: Map<string, LegendEntry>): { text: string; unit: Quantity | null } {
  const entry = legends.get(normaliseText(text).toUpperCase());
  return entry ? { text: entry.expansion, unit: entry.unit } : { text, unit: null };
}

const onlyLatency = (metrics: readonly Metric[]): boolean => metrics.length > 0 && metrics.every((m) => m === "latency");

/**
 * `レイテンシ評価（ping RTT）` › `測定結果` over a table of times: the nearest heading that names a measure says what the
 * times under it are, when it names latency and no other measure (`Boot time` under `Latency` names its own); null when
 * that heading is the nearest one (already the table's section) or names another measure.
 */
function timeHeading(path: readonly string[]): string | null {
  for (let i = path.length - 1; i >= 0; i--) {
    const metrics = metricsIn(path[i] ?? "");
    if (metrics.length) return i < path.length - 1 && onlyLatency(metrics) ? (path[i] ?? null) : null;
  }
  return null;
}

/** A time under a header, or under a nearest heading or caption, that names latency (`Latency`, `レイテンシ`) is a latency. */
function metricFor(q: Quantity, words: string, section = ""): Metric {
  // (a time the cell's own headers call the run's, `read wall_ms`, `Elapsed`, stays a duration whatever the section names)
  const own = q.kind === "duration" ? metricsIn(words) : [];
  if (q.kind === "duration" && (own.includes("latency") || (!own.includes("duration") && metricsIn(section).includes("latency")))) return "latency";
  return q.kind === "size" ? "throughput" : q.kind;
}

/**
 * `16 KB QD1 | 0.074 ms`: a time under less than a second measured at an I/O size and queue depth, or per operation
 * (`µs/op`), is how long one I/O took — a latency, whatever word the header uses for time.
 */
function perIo(q: Quantity, conditions: Conditions, words: string): boolean {
  if (q.kind !== "duration") return false;
  if (q.perOperation) return true;
  // (`Elapsed (s)`, `Runtime` beside `4 KB | QD1`: the whole run's length, however short)
  if (RUN_LENGTH(words) !== null) return false;
  return q.valueSi !== null && q.valueSi < 1 && conditions.block_size_bytes !== undefined && conditions.queue_depth !== undefined;
}
/** A header naming a run's length (`Elapsed`, `Runtime`, `Duration`); not `for a`, `over a`, which a latency's header may hold. */
const RUN_LENGTH = termFinder(decisionWords.run_length_words.filter((w) => !/^(?:over|for) a$/.test(w)));

/** A rate with no operation named, over a network link or from a network tool and with no drive or path in view: a transfer. */
function overLink(q: Quantity, conditions: Conditions): Operation | null {
  if (q.kind !== "throughput" && q.kind !== "size") return null;
  if (conditions.storage !== undefined || conditions.path !== undefined) return null;
  const tool = typeof conditions.tool === "string" ? conditions.tool : "";
  return conditions.network !== undefined || isNetworkBenchmark(tool) ? "transfer" : null;
}


/**
 * The texts around a table that may be a legend of its cells: its own (caption, corner and note rows), then the line over
 * it and the first lines under it, which are the page's sentences (`own: false`).
 */
function cellLegends(doc: Document, block: Block, inTable: string[]): { text: string; own: boolean }[] {
  const next = doc.blocks[block.index + 1];
  const under = next && next.report === block.report && next.kind === "paragraph" ? next.text.split("\n").slice(0, 2) : [];
  const over = leadIn(doc, block, 1)[0]?.text.split("\n").slice(-1) ?? [];
  return [...[block.caption ?? "", ...inTable].map((text) => ({ text, own: true })), ...[...over, ...under].map((text) => ({ text, own: false }))].filter((l) => l.text);
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
  grid = grid.map((row) => row.map((x) => (x.text.includes("\n") ? { ...x, text: joinVertical(x.text) } : x)));
  if (grid.length < 2 || isKeyValueTable(grid)) return;
  const ctx: BlockContext = blockContext(doc, block);
  const section = `${block.headingPath.at(-1) ?? ""}\n${block.caption ?? ""}`;
  // a table its heading or caption calls a standard deviation (`Standard deviation of test results`) holds the spread
  // of runs the page does not print: no result of its own (a tool's `Stddev` line beside its mean is read elsewhere)
  const label = leadIn(doc, block, 1)[0]?.text;
  if ([block.headingPath.at(-1), block.caption, label && label.length <= 60 ? label : undefined].some((t) => t && describe(t).statistic === "stddev")) {
    out.rejects.push({ stage: "extract", locator: block.locator, raw: section.trim().slice(0, 200), reason: "a table of standard deviations: the spread of runs, not a measured value" });
    return;
  }
  // `… copied, 29.4537 seconds, 36.5 MB/s` in each cell: lines of a tool's output, read by its reader under the cell's headers
  readToolCells(block, grid, ctx, reportConds, out, (t) => classify(t) === "text");
  // `16.9k` under an IOPS header is a count; elsewhere the same cell is words
  const iopsCols = iopsColumns(grid, (t) => classify(t) === "text");
  // `0:00:36` under `所要時間`, `00:01.2` under `elapsed (min:s)`: clock forms the page says are times taken are figures
  const clocks = clockScope(doc, block, grid);
  // (a table whose every figure stands among words is read only where its scope says it holds results: otherwise it is
  // a plan's, an environment's or a product's description, `x8 @ 8GT/s … 63 Gbps`)
  const layout = findLayout(grid, (text, c) => (iopsCols.has(c) && countCell(text) ? "number" : clocks && isClockShape(normaliseText(text)) ? "measure" : classify(text)), RESULTS_SCOPE.test(`${ctx.text}\n${section}`));
  if (!layout) return; // all text: a layout or notes table
  const { hr, hc, kinds } = layout;
  grid = layout.grid;
  const height = grid.length;
  const width = grid[0]?.length ?? 0;

  const notes = takeNoteRows(grid, kinds, hr);
  const unitOfRow = rowUnits(grid, hr);
  const unitOfColumn = columnUnits(grid, hr, hc);
  const unitOfFirstCell = firstCellUnit(grid, hr, hc);
  const rowWritten = rowWrittenUnits(grid, hr, hc);
  // what a benchmark's bare figures may be rates of: the page's title, the report's method and the table's own context
  let rateScopeText: string | undefined;
  const rateScope = () => (rateScopeText ??= [doc.meta.title ?? "", methodText(doc, block.report), ctx.text].join("\n"));
  // `ping（ms）の応答性の結果は以下の通り：` right over a table: the sentence that introduces it names latency and no other
  // measure, so the times under it are latencies, as under a heading or caption that names one
  const introMetrics = label ? metricsIn(label) : [];
  const metricScope = [onlyLatency(introMetrics) ? label : null, timeHeading(block.headingPath)].reduce<string>((s, t) => (t ? `${s}\n${t}` : s), section);
  const scope = tableScope(doc, block, ctx, [...cornerTexts(grid, hr, hc), ...notes]);
  // a corner that only names what the rows were read through or on (`外付けUSBリーダー` over the cards, `NVMe SSD`) is
  // every row's adapter or drive, as a heading over the table would be
  const corner = cornerSubject(cornerTexts(grid, hr, hc));
  if (corner && scope.conditions[corner.kind] === undefined && ctx.conditions[corner.kind] === undefined) scope.conditions = { ...scope.conditions, [corner.kind]: corner.text };
  const labelOf = (c: number) => (hr > 0 ? normaliseText(grid[hr - 1]?.[c]?.text ?? "") || null : null);
  const base = (r: number, c: number) => `${block.locator.replace(/\[(\d+)\]/g, "$1")}-r${r + 1}c${c + 1}`;
  const colTexts = (h: number) => (grid[h] ?? []).slice(hc).map((x) => x.text);
  const rowTexts = (h: number) => grid.slice(hr).map((row) => row[h]?.text ?? "");
  const drafts: TableDraft[] = [];
  // what a legend in the table's scope may say of slashed cells: its caption, the line over it, the note under it, its corner
  let legendLines: { text: string; own: boolean }[] | undefined;
  const legendTexts = () => (legendLines ??= cellLegends(doc, block, [...cornerTexts(grid, hr, hc), ...notes]));
  // setting columns after the results (`… | 1 MiB` under `Block size`): each row's settings are conditions of its results
  const settingCols = Array.from({ length: width }, (_, c) => c).filter((c) => c >= hc && SETTING_KEYS.has(conditionKeyForLabel(labelOf(c) ?? "") ?? ""));
  // …and columns of words among them whose header names what the row ran on (`Disk`, `FileSystem & Disk`, `Network`, `NIC`):
  // each row's cell is that subject of its results (`Ext4 : WD Black SN850 500GB`)
  const subjectCols = Array.from({ length: width }, (_, c) => c).filter((c) => {
    if (c < hc || settingCols.includes(c) || !SUBJECT_COLUMN_KEYS.has(conditionKeyForLabel(labelOf(c) ?? "") ?? "")) return false;
    const filled = grid.slice(hr).map((_, i) => kinds[hr + i]?.[c] ?? "empty").filter((k) => k !== "empty" && k !== "missing");
    return filled.length >= 2 && filled.every((k) => k === "text");
  });
  const rowSettings = (r: number): Conditions => [...settingCols, ...subjectCols].reduce<Conditions>((all, c) => Object.assign(all, headerCondition(labelOf(c) ?? "", grid[r]?.[c]?.text ?? "")), {});
  const storageLine = storageLines(grid, hr, hc);
  // a table whose own headers name access patterns varies them itself: the lead-in's access is not the table's
  // a column of `rw` / `mode` words among the values labels its rows as a header column would
  const patternCols = patternColumns(grid, kinds, hr, hc, settingCols);
  const isHeaderCell = (r: number, c: number) => r < hr || c < hc || (r >= hr && patternCols.includes(c));
  const headerAccess = grid.some((row, r) => row.some((x, c) => isHeaderCell(r, c) && accessIn(x.text) !== null));
  const ctxAccess = headerAccess ? null : ctx.access;
  // the corner over the row labels names the table's pattern (`Sequential Read` over `4K | 8K | …`): it holds for every
  // row, before the `random` a small block size alone would suggest
  const cornerAccess = accessIn(cornerTexts(grid, hr, hc).join(" \n "));
  // a header cell naming fio's random job makes its plain `read` / `write` siblings the sequential jobs
  const timePercentiles = grid.some((row, r) => row.some((x, c) => isHeaderCell(r, c) && percentileOf(x.text) !== null));
  const headerCells = grid.flatMap((row, r) => row.filter((_, c) => isHeaderCell(r, c)).map((x) => x.text));
  const randomJob = namesRandomJob(headerCells);
  // `4k read` beside `4k random read`: where the table writes `random`, a read or write that names no pattern is sequential
  const contrast = contrastsRandom(headerCells);
  // `Min | Max | Average | Std Dev (Mbps)`: each cell is the statistic its header names, of runs the page does not show
  const byStatistic = summarisesByStatistic(grid.flatMap((row, r) => row.filter((_, c) => isHeaderCell(r, c)).map((x) => x.text)));
  const statisticOf = (headers: readonly Header[]) => (byStatistic ? (headers.map((h) => headerStatistic(h.text)).find(Boolean) ?? null) : null);

  // a column of published limits (`Up to 10` among plain figures) holds no result
  const bounds = boundLines(grid, hr, hc);
  // `Maximum` / `Burst Rate` under a tool's heading are its readings; in a catalogue they are ratings
  const measuredScope = saysMeasured(`${ctx.text}\n${section}`);
  const tool = { ...reportConds, ...ctx.conditions, ...scope.conditions }.tool;
  // `RRead | RWrite`: headers that are one tool's test names say whose output the table holds
  const headerTool = grid.flatMap((row, r) => row.filter((_, c) => isHeaderCell(r, c)).map((x) => describe(x.text).tool)).find((t) => t !== null) ?? null;
  const tableTool = typeof tool === "string" ? tool : headerTool;
  const showsRuns = grid.some((row, r) => row.some((x, c) => isHeaderCell(r, c) && describe(x.text).run !== null));
  // a header anywhere in the table stating a unit: the table says its units, so a cell under none is no unstated rate
  const statesUnits = grid.some((row, r) => row.some((x, c) => isHeaderCell(r, c) && unitInText(x.text) !== null));
  // `主な仕様は下表の通り`, `Key specifications`: a table the page introduces as the product's specification, with no word of testing
  const specSheet = !measuredScope && introducesSpecSheet(`${ctx.text}\n${section}`);
  // what a cell's header path says, for the values of a cell that labels them itself (`W-316MB/s, R-210MB/s`)
  const pathOf = (headers: Header[]): PathFields => {
    const conditions: Conditions = { ...reportConds, ...ctx.conditions, ...scope.conditions };
    for (const h of headers) {
      if (isAggregateLabel(h.text) || isLabelOfOthers(h, headers)) continue;
      Object.assign(conditions, settleSubject(headerConditionsOf(h, conditionText(h.text)), h.text, storageLine.has(h.text)));
    }
    const texts = headers.map((h) => h.text);
    return { conditions, operation: operationOf(texts, null) ?? ctx.operation, access: accessIn(texts.join(" \n ")) ?? ctxAccess, words: texts.join(" \n "), around: ctx.text, path: ctx.path };
  };
  for (let r = hr; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const cell = grid[r]?.[c];
      if (!cell || cell.originRow !== r || cell.originCol !== c) continue;
      const kind = kinds[r]?.[c] ?? "empty";
      // `Sony (C10 70MB/s) 16GB` naming a row: the rating is part of the name, not a result
      if (kind === "mixed" && c < hc && kinds[r]?.some(isValue)) continue;
      // `52% loss` under `Efficiency Loss`: a change, whatever words the cell adds
      const changeColumn = kind === "mixed" && Array.from({ length: hr }, (_, h) => grid[h]?.[c]?.text ?? "").some((t) => isChangeLabel(t));
      const colHeaders: Header[] = [];
      for (let h = 0; h < hr; h++) {
        const text = grid[h]?.[c]?.text ?? "";
        if (text && !colHeaders.some((x) => x.text === text)) colHeaders.push({ label: colHeaders[colHeaders.length - 1]?.text ?? null, text });
      }
      const rowHeaders: Header[] = [];
      for (let h = 0; h < hc; h++) {
        const text = grid[r]?.[h]?.text ?? "";
        if (text) rowHeaders.push({ label: labelOf(h), text });
      }
      for (const h of patternCols) {
        const text = grid[r]?.[h]?.text ?? "";
        if (text) rowHeaders.push({ label: labelOf(h), text });
      }
      if (kind === "mixed" && (isChangeCell(cell.text) || changeColumn)) out.rejects.push({ stage: "extract", locator: `${block.locator}/r${r + 1}/c${c + 1}`, raw: cell.text, reason: "a change or factor, not a measured value" });
      else if (kind === "mixed") {
        const before = out.measurements.length;
        readMixedCell(block, pathOf(c < hc ? colHeaders : [...colHeaders, ...rowHeaders]), cell, labelOf(c), base(r, c), r, c, out);
        if (layout.worded) for (const m of out.measurements.slice(before)) wordedOnly.add(m);
      }
      if (c < hc || !isValue(kind)) continue;

      const at = `${block.locator}/r${r + 1}/c${c + 1}`;
      const notResult = bounds.cols.has(c) || bounds.rows.has(r) ? "a line of published limits (`up to` figures), not measured values" : specSheet ? "a specification table the page introduces as such, not measured results" : whyNotResult(cell.text, colHeaders, rowHeaders, colTexts, rowTexts, hr, measuredScope || byStatistic);
      if (notResult) {
        out.rejects.push({ stage: "extract", locator: at, raw: cell.text, reason: notResult });
        continue;
      }
      if (statisticOf([...colHeaders, ...rowHeaders]) === "stddev") {
        out.rejects.push({ stage: "extract", locator: at, raw: cell.text, reason: "a spread of runs (standard deviation), not a measured value" });
        continue;
      }
      let legendUnit: Quantity | null = null;
      const expandedAll = [...colHeaders, ...rowHeaders].map((h) => {
        const e = expandCode(h.text, legends);
        legendUnit ??= e.unit;
        return { ...h, text: e.text };
      });
      const note = cellNote(cell.text);
      const pair = note ? null : pairedCell(cell.text);
      // `9.8 / 5.7` under `読み / 書き MB/s`: each value reads the header as its own alternative
      const slash = note || pair ? null : slashCell(cell.text);
      // `3,800 IOPS / 0.26 ms`: parts that carry units of different kinds say themselves which is which
      // `9.99/0.94` with `(左がダウンロード速度、右がアップロード速度)` under the table: each part takes its side as one more header
      const sides = slash ? legendSides(legendTexts(), slash.length) : null;
      const variants = slash ? (slashVariants(expandedAll, slash.length) ?? (unitsTellApart(slash) ? slash.map(() => expandedAll) : null) ?? sides?.map((text) => [...expandedAll, { label: null, text }]) ?? null) : null;
      if (slash && !variants) {
        out.rejects.push({ stage: "extract", locator: at, raw: cell.text, reason: "two values split by a slash, and no header says which is which" });
        continue;
      }
      // `RPi3: 22.5<br>RPi4: 40.2`: each line's label is one more header of its figure
      const lined = note || pair || slash ? null : labelledLines(cell.text);
      const lineHeaders = lined?.map((l) => [...expandedAll, { label: null, text: l.label }]) ?? null;
      const two = pair !== null || slash !== null || lined !== null;
      const parts = slash?.map((p) => p ?? "") ?? (pair ? [pair.main, pair.bracketed] : lined ? lined.map((l) => l.value) : [note?.value ?? cell.text]);
      const draftOf = (quantity: Quantity, i: number, expanded: Header[]): TableDraft => {
        const words = expanded.map((h) => h.text).join(" \n ");
        const headerTexts = expanded.map((h) => h.text);
        const fio = fioJobOf(headerTexts, randomJob);
        const conditions: Conditions = { ...reportConds, ...ctx.conditions, ...scope.conditions };
        let nameAccess: Access | null = null;
        const summary = statisticOf(expanded);
        // a configuration named by two headers (a column's state, a row's test) is both, not the last one read
        // the setup the context names (`Wifi Router: Dlink 816`) stays beside the configurations the headers add
        const outer = conditions.config;
        const configs: string[] = typeof outer === "string" ? [outer] : [];
        // a row's drive or adapter named by two of its key columns (`C:\` | `Win11-64-SSD`) is both, in the page's order
        const subjects: Record<"storage" | "adapter", string[]> = { storage: [], adapter: [] };
        for (const named of expanded) {
          if (isAggregateLabel(named.text) || isLabelOfOthers(named, expanded)) continue;
          // `②AP滞留 p95 (ms)` among statistics: the statistic is the row's `statistic`, the rest says what it is of
          // (its unit bracket is the figure's unit, read from the header as written)
          const ofWhat = summary && headerStatistic(named.text) ? withoutStatistic(named.text).replace(UNIT_BRACKET, (m, u: string) => (parseUnit(u.trim()) ? "" : m)).trim() : null;
          if (ofWhat !== null && !/[\p{L}\p{N}]/u.test(ofWhat)) continue;
          const h = ofWhat === null ? named : { ...named, text: ofWhat };
          const own = settleSubject(headerConditionsOf(h, conditionText(h.text)), h.text, storageLine.has(h.text));
          Object.assign(conditions, own);
          // a label over numbered headers (`パケットサイズ（バイト）` over `64 | 1514`) names their parameter, not a configuration
          const overNumbers = expanded.some((o) => o.label === h.text && /^[\d.,\s]+$/.test(o.text));
          if (typeof own.config === "string" && !overNumbers && !configs.includes(own.config)) configs.push(own.config);
          if (configs.length > 1) conditions.config = configs.join(" ");
          for (const key of SUBJECT_KEYS) {
            const name = own[key];
            if (typeof name !== "string") continue;
            // a name another already holds adds nothing (`HDD` beside `HDD / ST9250421AS`); one it holds gives way to it
            const list = subjects[key];
            const lower = name.toLowerCase();
            if (list.some((n) => n.toLowerCase().includes(lower))) continue;
            subjects[key] = [...list.filter((n) => !lower.includes(n.toLowerCase())), name];
            if (subjects[key].length > 1) conditions[key] = subjects[key].join(" / ");
          }
          if (!SETTING_KEYS.has((h.label && conditionKeyForLabel(h.label)) || "")) nameAccess ??= testNameConditions(conditionText(h.text) || h.text).access;
          const medium = networkMedium(h.text);
          if (medium && conditions.network === undefined) conditions.network = medium;
          // `STA→AP` in a row's or column's header: the link the figure was measured along
          const path = headerPath(h.text);
          if (path && conditions.path === undefined) conditions.path = path;
        }
        // a read served from a cache beside the drive's own reads is told apart by its name, whatever scope fills later
        const cached = cacheReadHeader(headerTexts);
        if (cached) conditions.test ??= normaliseText(cached).trim();
        if (!settingCols.includes(c)) Object.assign(conditions, rowSettings(r));
        if (note) Object.assign(conditions, note.conditions);
        // `約9.0`: the author rounded the figure (of a slashed cell, the part that says so: `~0.4 / — / —`)
        if (/^\s*[約~〜≒]/.test(normaliseText(slash ? (parts[i] ?? "") : cell.text))) conditions.approximate = true;
        if (conditions.nfs_version !== undefined) conditions.protocol ??= "NFS";
        const tool = typeof conditions.tool === "string" ? conditions.tool : null;
        const byDefault = defaultOperation(quantity, tool);
        // what the report's method section says was done (`…をコピーし`) names what an unlabelled rate measured; a read-only tool
        // still reads, and a network tool's rate in bits is still a transfer (`Upload test results` is no step of iperf3's)
        // a header's dimension naming the operation (`read size` over `4 KiB`) before the lead-in's words
        const operation = operationOf(headerTexts, null) ?? operationOf(expanded.map((h) => h.label ?? "").filter(Boolean), null) ?? fio?.operation ?? commandOperation(headerTexts) ?? ctx.operation ?? (byDefault === "read" || (byDefault === "transfer" && tool && isNetworkBenchmark(tool)) ? byDefault : (scope.method ?? byDefault)) ?? overLink(quantity, conditions);
        // a table of a disk benchmark's results (its tool named in the table's scope) under the page's commands of it, all of
        // one block size (`fio … -bs=4k`); a table naming no tool may be of another test the page ran (a file copy)
        if (tool && isStorageBenchmark(tool) && quantity.kind !== "duration" && conditions.block_size_bytes === undefined && conditions.file_size_bytes === undefined) {
          const bs = pageBlockSize(doc, block.report, tool);
          if (bs !== null) conditions.block_size_bytes = bs;
        }
        const access: Access | null =
          accessIn(words) ?? fio?.access ?? expanded.map((h) => describe(h.text)).find((d) => d.test && d.access)?.access ?? plainSequential(headerTexts, contrast && (quantity.kind === "throughput" || quantity.kind === "iops")) ?? (tool && streamingTool(tool) ? "sequential" : null) ?? cornerAccess ?? ctxAccess ?? nameAccess ?? (conditions.file_size_bytes !== undefined && !conditions.block_size_bytes && quantity.kind === "throughput" ? "sequential" : null);
        // `p99`, or `avg` beside percentiles: a statistic of per-request times, which is a latency and no aggregate of cells
        const statistic = quantity.kind === "duration" ? latencyStatistic(headerTexts, timePercentiles) : null;
        if (statistic ?? summary) conditions.statistic = (statistic ?? summary)!;
        const aggregate = statistic || summary ? null : colHeaders.some((h) => isAggregateLabel(h.text)) ? "col" : rowHeaders.some((h) => isAggregateLabel(h.text)) ? "row" : null;
        return {
          r,
          c,
          aggregate,
          rowHeaders: rowHeaders.map((h) => h.text),
          colHeaders: colHeaders.map((h) => h.text),
          m: {
            key: two ? `${base(r, c)}q${i + 1}` : base(r, c),
            report: block.report,
            metric: statistic || perIo(quantity, conditions, words) || (pair?.latencyAt && i === 1) ? "latency" : metricFor(quantity, words, metricScope),
            operation,
            access,
            value: quantity.value,
            unit: quantity.unit,
            valueSi: quantity.valueSi,
            siUnit: quantity.siUnit === "B" ? "B/s" : quantity.siUnit,
            conditions,
            origin: "table",
            raw: cell.text,
            locator: two ? `${at}/q${i + 1}` : at,
            context: ctx.path,
            note: quantity.note,
          },
        };
      };
      let mainUnit: Quantity | null = null;
      for (let i = 0; i < parts.length; i++) {
        const counted = countCell(parts[i] ?? "");
        const expanded = variants?.[i] ?? lineHeaders?.[i] ?? expandedAll;
        const words = expanded.map((h) => h.text).join(" \n ");
        const headerTexts = expanded.map((h) => h.text);
        const clocked = clocks && isClockShape(normaliseText(parts[i] ?? "")) ? clockQuantity(parts[i] ?? "", headerTexts, clocks) : null;
        if (clocks && !clocked && isClockShape(normaliseText(parts[i] ?? ""))) {
          out.rejects.push({ stage: "extract", locator: at, raw: cell.text, reason: "a clock form of two whole fields (minutes and seconds, or hours and minutes) whose form no header declares" });
          continue;
        }
        const q: (Quantity & { bare: boolean }) | null = counted ? { value: counted.value, unit: "", valueSi: null, siUnit: "IOPS", kind: "iops", note: null, bare: true } : (clocked ?? parseCellQuantity(cellValue(parts[i] ?? "")));
        if (!q) continue;
        // a unit the column's other cells write (`29.721 MB/s` on its median row) before one stated for the whole table;
        // not for a row of another quantity in the same column (`Retransmits | 0` under `38.1 Gbps`)
        // (a percentage other cells of the column write, `速度比 119.0%` under the rates, is a ratio row's: the unit the
        // table's scope states, `(単位:KB/S)`, wins over it)
        const seen = unitOfColumn.get(c);
        const written = seen?.kind === "cpu_utilisation" && scope.unitFor(headerTexts) ? undefined : seen;
        // …or the one the table's first value cell writes, where no cell writes another (`3.21 GB/s` then bare figures)
        const writtenOnce = written ?? unitOfFirstCell.get(c);
        const columnUnit = writtenOnce && coversHeaders(writtenOnce, headerTexts) && !headerTexts.some((h) => notRate(h) !== null) ? writtenOnce : null;
        // the cell's own column and row headers, innermost: what names its figures
        const leaves = { ...(colHeaders.at(-1)?.text ? { column: colHeaders.at(-1)!.text } : {}), ...(rowHeaders.at(-1)?.text ? { row: rowHeaders.at(-1)!.text } : {}) };
        const headerUnit = () => unitOfRow.get(r) ?? legendUnit ?? expanded.map((h) => unitInText(h.text)).find(Boolean) ?? columnUnit ?? scope.unitFor(headerTexts, leaves) ?? (rowWritten.columns.has(c) ? rowWritten.rows.get(r) : undefined) ?? iopsFromWords(words);
        // `24.34 MB/s (6086)` under `4k (IOPS)`: the bracketed value takes the unit the header names in brackets
        const unit: Quantity | null = !q.bare ? null : !pair ? headerUnit() : i === 0 ? (legendUnit ?? mainUnitOf(headerTexts) ?? scope.unitFor(headerTexts)) : mainUnit ? (bracketUnitOf(headerTexts) ?? scope.bracketUnit) : null;
        // `Size (bytes)` right above a cell, and no header naming a rate: the column holds sizes (a header over size labels does not)
        if (q.bare && !unitOfRow.get(r) && !legendUnit && sizeUnitIn(colHeaders[colHeaders.length - 1]?.text ?? "") && !expanded.some((h) => unitInText(h.text))) {
          out.rejects.push({ stage: "extract", locator: at, raw: cell.text, reason: "a size under a header that states a size unit, not a measured value" });
          continue;
        }
        // a first column of bare numbers under no row header is the rows' index (`Large/Small` 1…10), not rates
        const unstated = q.bare && !unit && !pair && !slash && !(c === 0 && hc === 0) ? (unstatedLoad(q.value, expanded) ?? unstatedRate(q.value, tableTool, expanded, showsRuns, colHeaders[colHeaders.length - 1]?.text ?? "", statesUnits, rateScope())) : null;
        if (q.bare && !unit && !unstated) {
          const reason = i === 1 ? "a second value in brackets whose unit no header names" : "number with no unit in its cell, headers, legend, caption or the sentences around the table";
          out.rejects.push({ stage: "extract", locator: at, raw: cell.text, reason });
          continue;
        }
        // a unit written in Japanese words stays as the page wrote it
        const jaUnit = q.bare ? undefined : latinUnits(normaliseText(parts[i] ?? "")).rewrites.find((x) => !x.number)?.written;
        // `16.9k`: the multiplier is read only where the headers name a count (IOPS)
        const count = counted ? countQuantity(parts[i] ?? "", unit) : null;
        if (counted && !count) {
          out.rejects.push({ stage: "extract", locator: at, raw: cell.text, reason: "a figure with a k / M multiplier under a header that names no count (IOPS)" });
          continue;
        }
        const quantity: Quantity = unstated ?? count ?? (q.bare && unit ? applyUnit(q.value, unit) : jaUnit ? { ...q, unit: jaUnit } : q);
        if (quantity.kind === "size") continue;
        if (i === 0) mainUnit = quantity;
        else if (pair && quantity.kind === mainUnit?.kind) {
          out.rejects.push({ stage: "extract", locator: at, raw: cell.text, reason: "the same figure restated in brackets in another unit" });
          continue;
        }
        if (quantity.kind === "cpu_utilisation" && !CPU_WORDS.test(`${words}\n${ctx.text}`)) {
          out.rejects.push({ stage: "extract", locator: at, raw: cell.text, reason: "a percentage where no CPU load is named: a share or change, not a measurement" });
          continue;
        }
        drafts.push(draftOf(quantity, i, expanded));
      }
    }
  }
  // an average or total row (column) is derived from the other cells of its column (row)
  for (const d of drafts) {
    if (!d.aggregate) continue;
    const from = drafts.filter((o) => !o.aggregate && (d.aggregate === "row" ? o.c === d.c : o.r === d.r)).map((o) => o.m.key);
    d.m.derived = true;
    d.m.derivedFrom = from;
  }
  shareRunOperation(drafts);
  markRatesFromTimes(drafts);
  shareRowNote(drafts);
  keepApart(drafts);
  appendAll(out.measurements, drafts.map((d) => d.m));
}

/** True when every part of a split cell carries its own unit and no two units measure the same kind. */
function unitsTellApart(parts: readonly (string | null)[]): boolean {
  const qs = parts.map((p) => (p === null ? null : parseCellQuantity(cellValue(p))));
  return qs.every((q) => q && !q.bare) && new Set(qs.map((q) => q?.kind)).size === parts.length;
}

function iopsFromWords(words: string): Quantity | null {
  return /(?<![a-z])(iops|io\/s)(?![a-z])/i.test(words) ? parseUnit("IOPS") : null;
}

/** `Local I/O : W-316MB/s, R-210MB/s` in a cell: each value with the operation letter or word before it. */
/** What a cell's header path says: conditions, operation and access, and its words. */
interface PathFields {
  conditions: Conditions;
  operation: Operation | null;
  access: Access | null;
  words: string;
  /** The headings and lead-in around the table. */
  around: string;
  path: string;
}

function readMixedCell(block: Block, ctx: PathFields, cell: GridCell, label: string | null, key: string, r: number, c: number, out: Extraction): void {
  const conditions: Conditions = { ...ctx.conditions };
  const own = conditionText(cell.text);
  const labelKey = label ? conditionKeyForLabel(label) : null;
  if (own && labelKey) Object.assign(conditions, headerCondition(label, own));
  else if (own) Object.assign(conditions, conditionsFromText(own));
  // each line of the cell: its label (the text before its first value) applies to every value on the line
  let n = 0;
  for (const line of cell.text.split("\n").map(normaliseText)) {
    // `99.8% - 99.9%` under `Durability`: a percentage is a processor's load only where some word says so
    const qs = findQuantities(line).filter((q) => !q.bare && q.kind !== "size" && (q.kind !== "cpu_utilisation" || CPU_WORDS.test(`${label ?? ""}\n${line}\n${ctx.around}`)));
    if (!qs.length) continue;
    const lineConds = conditionsFromText(line.slice(0, qs[0]?.index ?? 0));
    qs.forEach((q, i) => {
      const before = line.slice(i === 0 ? 0 : (qs[i - 1]?.index ?? 0) + (qs[i - 1]?.length ?? 0), q.index);
      const nextQ = qs[i + 1];
      // `約20〜30 MB/s`, `100-300 MB/s`: either end of a range is no one measured value
      if (rangeEnd(before, i > 0) || (nextQ && rangeEnd(line.slice(q.index + q.length, nextQ.index), true))) {
        out.rejects.push({ stage: "extract", locator: `${block.locator}/r${r + 1}/c${c + 1}`, raw: cell.text, reason: "a range of values, not one measured value" });
        return;
      }
      // `速度 ≥ 10 MB/s`, `10 MB/s以上である`: a bound the words around the figure state, as in a sentence
      if (isBoundBefore(before) || isBound(line.slice(q.index + q.length, nextQ?.index)) || namesNominal(before)) {
        out.rejects.push({ stage: "extract", locator: `${block.locator}/r${r + 1}/c${c + 1}`, raw: cell.text, reason: "a bound or rating (`≥ 10 MB/s`, `10 MB/s以上`, `up to 550 MB/s`), not a measured value" });
        return;
      }
      const letter = /(?:^|[\s,、;:(])([WRwr])\s*[-:=]?\s*$/.exec(before)?.[1];
      const ops = letter ? operationsIn(letter) : operationsIn(before.split(/[,、;:]/).pop() ?? "");
      n++;
      out.measurements.push({
        key: `${key}q${n}`,
        report: block.report,
        metric: metricFor(q, `${before}\n${ctx.words}`),
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

/**
 * Measurements from every result table of the page, and from `grids` (tables printed inside preformatted text, read as
 * tables where they sit, with what their block says of them: the tool that printed them).
 */
export function extractTables(doc: Document, grids: readonly { block: Block; conditions: Conditions }[] = []): Extraction {
  const out = emptyExtraction();
  const legends = readLegends(doc);
  const reportConds = new Map<number, Conditions>();
  const conditionsOf = (block: Block) => {
    if (!reportConds.has(block.report)) reportConds.set(block.report, reportConditions(doc, block.report));
    return reportConds.get(block.report) ?? {};
  };
  for (const block of doc.blocks) if (block.kind === "table") readTable(doc, block, legends, conditionsOf(block), out);
  for (const grid of grids) readTable(doc, grid.block, legends, { ...conditionsOf(grid.block), ...grid.conditions }, out);
  // a table of figures among words that restates what another table of the report gives (a summary's `ext4: 535 MB/s vs
  // 9p: 147 MB/s` over the results table): the other table's row is the result
  const figure = (m: MeasurementDraft) => `${m.report}|${m.metric}|${m.value}|${m.unit}`;
  const stated = new Set(out.measurements.filter((m) => !wordedOnly.has(m) && !m.derived).map(figure));
  out.measurements = out.measurements.filter((m) => {
    if (!wordedOnly.has(m) || !stated.has(figure(m))) return true;
    out.rejects.push({ stage: "extract", locator: m.locator, raw: m.raw, reason: "a table of figures among words restating a figure another table of the report gives" });
    return false;
  });
  return out;
}

/** Rows read from a table whose every figure stands among words (its layout found only so): a summary, maybe. */
const wordedOnly = new WeakSet<MeasurementDraft>();

/** Longest corner read as a subject: a name, not a note. */
const CORNER_SUBJECT_MAX = 40;

/**
 * The one corner text of a table that names an adapter or a drive and nothing a figure is (no unit, measure, operation,
 * tool or statistic): the table's subject, by the descriptor grammar's reading of it. Null otherwise.
 */
function cornerSubject(texts: string[]): { kind: "adapter" | "storage"; text: string } | null {
  if (texts.length !== 1) return null;
  const t = normaliseText(texts[0] ?? "").trim();
  if (!t || t.length > CORNER_SUBJECT_MAX || /\d\s*[%/]|単位|unit/i.test(t)) return null;
  const d = describe(t);
  if (d.metric || d.operation || d.access || d.tool || d.statistic || d.test || unitInText(t)) return null;
  const kind = subjectKind(t);
  return kind === "config" ? null : { kind, text: t };
}
