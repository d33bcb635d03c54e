import type { Access, Operation } from "../../model/vocabulary.ts";
import { abbreviatedOperation, describe, operationsNamed, testNameAlone } from "../../grammar/describe.ts";
import { accessIn, conditionKeyForLabel, isNetworkBenchmark, isStorageBenchmark, lexicon, metricsIn, termFinder, toolsIn } from "../../normalise/lexicon.ts";
import { memoText } from "../../normalise/memo.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { type Quantity, findQuantities, parseUnit } from "../../normalise/parseQuantity.ts";
import { isRefusal, parseUnitText } from "../../normalise/readQuantity.ts";
import { isBound, isBoundBefore } from "../prose/proseTerms.ts";
import { alternation } from "../decision/decisionWords.ts";
import { ddDirection } from "../tools/dd.ts";
import { isCpuTimeField } from "../tools/time.ts";
import { unitInText } from "./unitScope.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A header or cell without its unit in brackets, numbering and spacing: `Change (%)` → `change`. */
function bare(text: string): string {
  return normaliseText(text)
    .toLowerCase()
    .replace(/[(\[（［][^)\]）］]*[)\]）］]/g, " ")
    .replace(/^[\s※*#・]+|[\s:：*]+$/g, "")
    // a note mark after the label (`平均※2`, `Average*1`) points to a footnote; the label is the word before it
    .replace(/\s*[※*]\s*\d{0,2}$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** `qd1`, `4k`, `1m`, `t16`, `32`: a test name's size, queue-depth or thread mark. */
const TEST_MARK = /^(?:q|qd|t)?\d+(?:[kmg](?:i?b)?)?$/;
/**
 * True when a header is a tool's test name, alone or with the marks of its run (`randread`, `qd1-randread`,
 * `randwrite-4k-qd32`, `seqread 1m`): nothing in it but the test and its size, queue-depth and thread marks.
 */
export function isTestName(header: string, test: string, tool: string | null = null): boolean {
  const t = bare(header).replace(/\s+/g, "");
  const name = test.toLowerCase().replace(/\s+/g, "");
  const at = t.indexOf(name);
  if (at < 0) return false;
  // the header's words without the test's: marks of the run, or the tool's own name (`qperf tcp_bw`)
  const rest = `${t.slice(0, at)} ${t.slice(at + name.length)}`.split(/[\s\-_/]+/).filter(Boolean);
  return rest.every((x) => TEST_MARK.test(x) || (tool !== null && x === tool.toLowerCase()));
}

const isLatin = (term: string) => /^[a-z0-9%]/i.test(term);
const changeLatin = termFinder(lexicon.tables.change_words.filter(isLatin));
const changeJa = lexicon.tables.change_words.filter((t) => !isLatin(t));

/** A column or row of changes, ratios or differences (`Improvement`, `% change`, `vs`, `性能比`, `効果`, `差`): not results. */
export const isChangeLabel = memoText(function isChangeLabel(text: string): boolean {
  const t = bare(text);
  if (!t) return false;
  if (changeLatin(t)) return true;
  return changeJa.some((w) => t === w || t.endsWith(w) || t.startsWith(`${w}(`));
});

/** A row or column that summarises the others (`平均`, `Average`, `合計`, `Total`, `median`): the label is the aggregate word itself. */
export const isAggregateLabel = memoText(function isAggregateLabel(text: string): boolean {
  const t = bare(text);
  // `3回平均`, `3枚の平均`, `2-run average`: the aggregate of a counted set of runs or items
  if (/^\d+\s*(?:回|枚|台|本|件|種)(?:の)?(?:平均|合計)(?:値)?$/.test(t) || /^\d+\s*-?\s*(?:runs?|passes|pass|trials?|tests?)\s+(?:average|mean|avg\.?)$/.test(t)) return true;
  return lexicon.tables.aggregate_words.some((w) => t === w || (isLatin(w) ? t.startsWith(`${w} of `) : t === `${w}値`));
});

const score = termFinder(lexicon.tables.score_words);
/** A benchmark's score in points (AS SSD, PCMark): a number with no physical unit, never a measurement. */
export const isScoreLabel = (text: string): boolean => score(text) !== null;

const nominal = termFinder(lexicon.tables.nominal_words);
/** Nominal, theoretical, catalogue and interface figures (`公称`, `理論値`, `up to`, `スイッチング容量`): not measured. */
export const isNominalLabel = (text: string): boolean => nominal(text) !== null;

const limit = termFinder(lexicon.tables.limit_words);
const measured = termFinder(lexicon.tables.measured_words);
/**
 * A header naming a limit or rating (`Max IOPS per volume`, `シーケンシャルリード（最大）`, `Peak`, `MTBF`) with no header of
 * the cell saying it was measured (`実測値（最大）`, `Measured max`): a catalogue figure, not a result.
 */
export const namesLimit = (headers: { text: string }[]): boolean => headers.some((h) => limit(withoutRating(h.text)) !== null) && !headers.some((h) => measured(h.text) !== null || toolsIn(h.text).length > 0);
/** `RT-AC68U（最大1300Mbps、3×3）`: a bracketed aside with a figure rates the header's subject; it does not say what the cells are. */
const withoutRating = (text: string): string => normaliseText(text).replace(/[(（][^()（）]*\d[^()（）]*[)）]/g, " ");
const aggregate = termFinder(lexicon.tables.aggregate_words);
/** `Retr`, `Jitter`, `Streams`: a header over counts or settings a network benchmark prints beside its rates. */
/** `Retr`, `Jitter`, `Packets`: a header naming a count or a quantity that is no rate (lexicon `not_rate_words`), or null. */
export const notRate = termFinder(lexicon.tables.not_rate_words);
const OPERATION_RATE_TOOLS = new Set(lexicon.tables.operation_rate_tools.map((t) => t.toLowerCase()));
/** The kinds of rate (`iops`, `throughput`) whose units a text names as words (`IOPS性能を測定しました`, `in MB/s`), by the unit table. */
function rateKindsNamed(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of allMatches(text, /[A-Za-z][A-Za-z]*(?:\/[A-Za-z]+)?/g)) {
    const u = parseUnitText(m[0]);
    if (!isRefusal(u) && (u.dimension === "iops" || u.dimension === "throughput")) out.add(u.dimension);
  }
  return out;
}
/** Storage benchmarks whose result tables print rates with no unit (HDBENCH's Read / Write / RRead / RWrite). */
const RATE_TABLE_TOOLS = new Set(lexicon.tables.rate_table_tools);
const STORE_OPERATIONS = new Set(["read", "write", "read_write"]);
/** `avg. CPU util.` over bare figures up to 100: a processor's load, a percentage with its sign left out. */
export function unstatedLoad(value: number, headers: readonly { text: string }[]): Quantity | null {
  const named = headers.some((h) => metricsIn(h.text).includes("cpu_utilisation") && !unitInText(h.text));
  return named && value >= 0 && value <= 100 ? { value, unit: "%", valueSi: value, siUnit: "%", kind: "cpu_utilisation", note: "unit not stated: a processor's load is a percentage" } : null;
}

/**
 * `Reading1 | Reading2 | Average` under a page that names iperf: a network benchmark's figures with no unit written
 * anywhere are its rates, of a unit the page does not state. Only where a header says its cells are readings (a run, a
 * statistic beside the runs, throughput) and the tool in scope measures nothing but rates. A storage benchmark's
 * (`ORION`, `dd`) cells under a header naming a read or write, and with no tool a cell whose headers name both a read or
 * write and a block size (`1 KiB` over `R` / `W`: a media test), are rates the same way.
 */
export function unstatedRate(value: number, tool: string | null, headers: readonly { text: string }[], showsRuns: boolean, own = "", statesUnits = false, scope = ""): Quantity | null {
  if (headers.some((h) => unitInText(h.text) || notRate(h.text) !== null)) return null;
  // a column a setting label heads (`iodepth`, `Disks`, `Block size`) holds the runs' settings, not their rates
  if (own && conditionKeyForLabel(own) !== null) return null;
  const storeOp = headers.some((h) => operationsNamed(h.text).some((o) => STORE_OPERATIONS.has(o)));
  const rate = (why: string): Quantity => ({ value, unit: "", valueSi: null, siUnit: "B/s", kind: "throughput", note: `unit not stated: ${why}` });
  if (!tool) return !statesUnits && storeOp && headers.some((h) => describe(h.text).blockSizeBytes !== null) ? rate("a read or write by block size") : null;
  // a storage benchmark's table whose headers name no other measure (`Large/Small` over providers under `Oracle ORION`)
  if (isStorageBenchmark(tool) && !statesUnits && (storeOp || !headers.some((h) => metricsIn(h.text).length || describe(h.text).statistic))) {
    // a tool that reports operations per second as readily (fio): the unit its table's scope names, one of the two, or none
    if (!OPERATION_RATE_TOOLS.has(tool.toLowerCase())) return rate(`${tool} reports rates`);
    const named = rateKindsNamed(scope);
    if (named.size !== 1) return null;
    return named.has("iops") ? { value, unit: "IOPS", valueSi: value, siUnit: "IOPS", kind: "iops", note: `unit not stated: ${tool}'s table under a scope naming IOPS` } : rate(`${tool}'s table under a scope naming a byte rate`);
  }
  if (!(isNetworkBenchmark(tool) || RATE_TABLE_TOOLS.has(tool.toLowerCase()))) return null;
  // a statistic is read only beside the runs it sums up; alone (`Average Download Speed`) it sums up runs shown elsewhere
  const readings = headers.some((h) => describe(h.text).run !== null || (showsRuns && aggregate(h.text) !== null) || (metricsIn(h.text).includes("throughput") && !aggregate(h.text) && !describe(h.text).statistic) || (RATE_TABLE_TOOLS.has(tool.toLowerCase()) && describe(h.text).operation !== null));
  return readings ? rate(`${tool} reports rates`) : null;
}

/** The table's headings, caption or lead-in say it holds test results (`HD Tune`, `測定結果`, `Benchmark results`). */
export const saysMeasured = (text: string): boolean => measured(text) !== null || toolsIn(text).length > 0;

/** `Up to 10`, `最大 4,750`, `Max. 100`: a cell that states a bound rather than a value. */
const BOUND_CELL = /^\s*(?:up\s+to|最大|max\.?)\s*\d/i;

/**
 * The columns and rows (past the headers) in which some cell states a bound (`Up to 10` among `25`, `100`): a line of
 * published limits, whose plain figures are limits too. Result tables do not write `up to` in a cell; catalogues do.
 */
export function boundLines(grid: { text: string }[][], hr: number, hc: number): { cols: Set<number>; rows: Set<number> } {
  const cols = new Set<number>();
  const rows = new Set<number>();
  grid.forEach((row, r) => row.forEach((x, c) => {
    if (r < hr || c < hc || !BOUND_CELL.test(normaliseText(x.text))) return;
    cols.add(c);
    rows.add(r);
  }));
  return { cols, rows };
}

/** A `Max` / `Min` column beside a `Typical` one: the two columns of a datasheet's guaranteed range. */
function isDatasheetBound(text: string, siblings: string[]): boolean {
  return /^(?:max|min)(?:imum|\.)?$/.test(bare(text)) && siblings.some((s) => s !== text && bare(s) === "typical");
}

/** A cell that states a change rather than a value: a signed figure (`+12%`, `-36.9%`, `+52 µs`) or a factor (`1.3倍`, `x2.1`, `1.15x`). */
export function isChangeCell(text: string): boolean {
  const t = normaliseText(text).trim();
  // a plus sign (or an up / down mark) before a rate or time marks the figure as added to another; a minus may be a reading (`-40 dBm`)
  return /^[+\-±−▲△▼]\s*\d[\d.,]*\s*%$/.test(t) || /^[+±▲△▼]\s*\d[\d.,]*\s*[a-zµμ][a-zµμ/]{0,9}$/i.test(t) || /^\d[\d.,]*\s*倍$/.test(t) || /^[x×]\s*\d[\d.]*$/i.test(t) || /^\d[\d.,]*\s*[x×]$/i.test(t);
}

/** A header of the form `A / B` or `A vs B` where A and B name other headers of the table: a ratio of two of them. */
const ratioParts = (text: string): string[] => normaliseText(text).split(/\s*(?:\/|÷|\bvs\.?\b|対)\s*/i).map(bare).filter(Boolean);
export function isRatioHeader(text: string, others: string[]): boolean {
  const parts = ratioParts(text);
  if (parts.length !== 2) return false;
  // `Read/IOPS`, `Write/MB/s`: an operation over the unit of its cells, a sub-header written on one line, not a ratio
  if (parts.some((p) => parseUnit(p) !== null)) return false;
  // the rows or columns it divides are named on their own: names of the same `A / B` shape (`Throughput / RTT+CWND` beside
  // `Throughput / RTT`) are its siblings, conditions written alike, not its terms
  const names = others.filter((o) => ratioParts(o).length !== 2).map(bare).map((o) => o.replace(/\s+/g, ""));
  return parts.every((p) => names.some((n) => n && (n === p.replace(/\s+/g, "") || n.includes(p.replace(/\s+/g, "")))));
}

/** A cell whose one figure the words around it make a bound (`速度 ≥ 10 MB/s`, `10 MB/s以上である`), as they would in a sentence. */
function isBoundCell(cell: string): boolean {
  const text = normaliseText(cell);
  const figures = findQuantities(text).filter((q) => !q.bare);
  const q = figures.length === 1 ? figures[0] : undefined;
  return q !== undefined && (isBound(text.slice(q.index + q.length)) || isBoundBefore(text.slice(0, q.index)));
}

/**
 * Why a value cell is not a measured result, or null when it is: a change or ratio (its cell, or a column or row of
 * changes or of ratios between two other columns), a score, or a nominal / catalogue figure.
 */
export function whyNotResult(
  cell: string,
  cols: { text: string }[],
  rows: { text: string }[],
  colTexts: (h: number) => string[],
  rowTexts: (h: number) => string[],
  hr: number,
  measuredScope = false,
): string | null {
  if (isChangeCell(cell)) return "a change or factor, not a measured value";
  // `real | user | sys` columns of the shell's `time`: the run took the real time; user and sys are the CPU's share of it
  if (cols.some((h, i) => isCpuTimeField(h.text, colTexts(Math.min(i, hr - 1))))) return "a CPU time (`user` / `sys` of time), not the run's duration";
  if (isBoundCell(cell)) return "a bound (`≥ 10 MB/s`, `10 MB/s以上`), not a measured value";
  const all = [...cols, ...rows];
  if (all.some((h) => isChangeLabel(h.text))) return "a column or row of changes or ratios, not measured values";
  if (cols.some((h, i) => isRatioHeader(h.text, colTexts(Math.min(i, hr - 1)).filter((t) => t !== h.text)))) return "a ratio of two other columns";
  if (rows.some((h, i) => isRatioHeader(h.text, rowTexts(i).filter((t) => t !== h.text)))) return "a ratio of two other rows";
  if (all.some((h) => isScoreLabel(h.text))) return "a benchmark score in points, not a measurement";
  if (all.some((h) => isNominalLabel(h.text))) return "a nominal, theoretical or interface figure, not a measured result";
  if (!measuredScope && namesLimit(all)) return "a limit or rating (maximum, peak, MTBF, warranty), not a measured result";
  if (cols.some((h, i) => isDatasheetBound(h.text, colTexts(Math.min(i, hr - 1))))) return "a datasheet's guaranteed bound beside its typical value, not a measured result";
  return null;
}

/** `hdparm（読み）`, `dd (write)`, `fio [W]`: a bracket that holds only an operation word names the column's operation. */
export function bracketOperation(header: string): Operation | null {
  for (const m of allMatches(normaliseText(header), /[(\[]\s*([^()[\]]{1,12}?)\s*[)\]]/g)) {
    const word = m[1] ?? "";
    const short = abbreviatedOperation(word);
    const ops = short ? [short] : operationsNamed(word);
    if (ops.length === 1 && ops[0]) return ops[0];
  }
  return null;
}

/**
 * The operation the headers name. A header naming one operation wins over one that names several; `copy` with a
 * direction is that direction (`File copy write` → write); a read and a write from different headers are read_write;
 * a header naming two others gives its first (`Write, 1 stream` → write), never a read_write it does not say.
 */
export function operationOf(headers: string[], fallback: Operation | null): Operation | null {
  const single = new Set<Operation>();
  // a header naming several (`Write, 1 stream`: a write, and `stream` a transfer word) gives the first, as the grammar does
  const several = new Set<Operation>();
  for (const h of headers) {
    // `Reading1`, `3回目` number a run; they name no operation
    if (describe(h).run !== null) continue;
    // `Transfer Rate`, `転送速度` name the metric, not a network transfer; `Write Back` is a cache policy
    // `WriteThroughput(MB/s)`: a program's column named in upper camel case is read as its words
    let ops = operationsNamed(h);
    if (!ops.length && /[a-z][A-Z]/.test(h)) ops = operationsNamed(h.replace(/(?<=[a-z])(?=[A-Z][a-z])/g, " "));
    // `RRead`, `rndwr`, `qd1-randread`: a header that is a tool's test name (with a job name's parameters) names its operation
    const test = ops.length ? null : testNameAlone(bare(h));
    if (test?.operation) ops = [test.operation];
    else if (!ops.length) {
      // `qperf tcp_bw`: a tool's test name beside the tool's own name
      const named = describe(h);
      if (named.test && named.operation && isTestName(h, named.test, named.tool)) ops = [named.operation];
    }
    const bracketed = ops.length ? null : bracketOperation(h);
    if (bracketed) ops = [bracketed];
    if (ops.includes("copy") && ops.length > 1) ops = ops.filter((o) => o !== "copy");
    // `Stream Write`, `Single stream write`: a transfer word beside a read or a write says how it moved, not what was done
    if (ops.includes("transfer") && ops.some((o) => o === "read" || o === "write")) ops = ops.filter((o) => o !== "transfer");
    if (ops.length === 1 && ops[0]) single.add(ops[0]);
    else if (ops[0]) several.add(ops[0]);
  }
  const named = single.size ? single : several;
  if (named.size === 1) return [...named][0] ?? null;
  if (named.size > 1) return named.has("read") && named.has("write") ? "read_write" : null;
  return fallback;
}

/** With no operation written: a rate in bits per second is a network transfer; a tool that only reads gives reads. */
export function defaultOperation(q: Quantity, tool: string | null): Operation | null {
  if (tool && lexicon.tables.read_only_tools.includes(tool)) return "read";
  if (q.siUnit === "B/s" && /bit|bps|ビット|b\/s/i.test(q.unit) && !/B/.test(q.unit.replace(/bps/i, ""))) return "transfer";
  return null;
}

const cacheRead = termFinder(lexicon.tables.cache_read_words);

/**
 * Header cells of which some name a random pattern (`4k random read`, `randread`, `RND4K`) and none a sequential one:
 * such a table writes `random` where a test is random, so a read or write of it whose headers name no pattern (`4k read`
 * beside `4k random read`, `Disk Read` beside `4K Random Read`) is the sequential test. The labels of the opened sets
 * agree (unseen11, unseen15, unseen20: EBS fio, pibenchmarks tables). Read once per table.
 */
export function contrastsRandom(headers: string[]): boolean {
  let random = false;
  for (const h of headers) {
    const access = accessIn(h) ?? testNameAlone(bare(h))?.access ?? null;
    if (access === "sequential") return false;
    if (access === "random") random = true;
  }
  return random;
}

/** The header naming a read served from a cache (`Cache Disk Read (MB/s)`, hdparm -T): a test of its own, kept by name. */
export const cacheReadHeader = (headers: string[]): string | null => headers.find((h) => cacheRead(h) !== null && operationOf([h], null) === "read") ?? null;

/**
 * In a table that contrasts random tests with the rest: a read or write its own headers name, with no pattern and no
 * cache. The caller passes only rates: a time beside a random test (`Read latency` by `Random read IOPS`) may be its own.
 */
export function plainSequential(headers: string[], contrast: boolean): Access | null {
  if (!contrast || accessIn(headers.join(" \n ")) !== null || cacheReadHeader(headers) !== null) return null;
  const op = operationOf(headers, null);
  return op === "read" || op === "write" ? "sequential" : null;
}

/** True when some header is a fio random job (`randread`, `randwrite`, `randrw`): read once per table. */
export function namesRandomJob(headers: string[]): boolean {
  return headers.some((s) => {
    const d = describe(bare(s));
    return d.tool === "fio" && d.access === "random";
  });
}

/**
 * fio's `rw=` job names as headers (`randread`, `randwrite`, `randrw`): the operation and access each names. A plain
 * one-word `read` or `write` is fio's sequential job only beside a `randread`-style sibling; alone it names no access.
 */
export function fioJobOf(headers: string[], randomSibling: boolean): { operation: Operation; access: Access | null } | null {
  for (const h of headers) {
    const word = bare(h).replace(/\s+/g, "");
    const d = describe(word);
    const job = testNameAlone(word);
    if (job?.tool === "fio" && job.operation) return { operation: job.operation, access: job.access };
    if (d.tool === "fio" && d.operation && d.test && isTestName(word, d.test)) return { operation: d.operation, access: d.access };
    if (randomSibling && d.operation && d.tool === null && !d.access && !d.metric && operationsNamed(word).length === 1 && /^[a-z]+$/i.test(word)) return { operation: d.operation, access: "sequential" };
  }
  return null;
}

/** A header that is a dd command line (`dd if=/dev/zero of=./f bs=64k`): from /dev/zero a write, to /dev/null a read. */
export function commandOperation(headers: string[]): Operation | null {
  for (const h of headers) {
    const t = normaliseText(h).trim();
    if (/^(?:\$\s*)?dd\s+.*\b(?:if|of)=/.test(t)) return ddDirection(t);
  }
  return null;
}

/** `主な仕様は下表の通り`, `仕様表`, `Key specifications`, `spec sheet`, and a heading that is only the test environment (`検証環境`, `使用した H/Wスペック`, `Test setup`): words that introduce a product's or setup's specification. */
const SPEC_SHEET = /(?:主な|基本)(?:仕様|スペック)|(?:仕様|スペック)(?:は|を)?(?:下|以下|次)(?:の)?(?:表|とおり|通り)|仕様表|スペック表|(?:key|main|full)\s+spec(?:ification)?s(?![a-z])|spec(?:ification)?s?\s+(?:sheet|table)|specifications\s+(?:are|as\s+follows|below)/i;
const { heads, tails } = lexicon.prose.setup_headings;
/** A heading that is only the setup (lexicon `setup_headings`), perhaps with a bracketed note after it. */
const SETUP_HEADING = new RegExp(`^(?:${alternation(heads)})\\s*(?:${alternation(tails)})(?:\\s*[(（][^()（）]*[)）])?$`, "i");
export const introducesSpecSheet = (text: string): boolean => {
  const t = normaliseText(text).trim();
  return SPEC_SHEET.test(t) || SETUP_HEADING.test(t);
};

/** The text before a figure ends a range: a bare figure and a dash (`約20〜`), or only a dash or `to` after the figure before it. */
export const rangeEnd = (between: string, afterFigure: boolean): boolean => (afterFigure ? /^\s*(?:[〜~～–—-]|to)\s*$/i : /\d\s*[kKMG]?\s*(?:[〜~～–—-]|to)\s*$/i).test(between);
