import { carrierNamed, carriersIn, labelsResult } from "../../grammar/scopeDescriptors.ts";
import type { Block, Document } from "../../document/types.ts";
import { type Extraction, type MeasurementDraft, emptyExtraction } from "../../model/records.ts";
import type { Operation } from "../../model/vocabulary.ts";
import { accessIn, isNetworkBenchmark, lexicon, namesStorage, protocolsIn, streamingTool, toolsIn, withoutLineDirections } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { applyUnit, findQuantities } from "../../normalise/parseQuantity.ts";
import { abbreviatedOperation, describe, operationsNamed, statedDirection } from "../../grammar/describe.ts";
import { testNameConditions } from "../tables/headerConditions.ts";
import { conditionsFromText, FLAG_CONDITIONS } from "../conditions.ts";
import type { Conditions } from "../conditions.ts";
import { headingOperation, headingRaid, headingSetting, networkIn, sectionConditions, sectionOperation } from "./proseContext.ts";
import { fileWords, isHypotheticalHeading, isSummaryHeading, namesLatency, operationsListed, proseOperations, tuningIn } from "./proseTerms.ts";
import { type ProseState, readSentence, type SentenceRefusal, type ValueReading } from "./readSentence.ts";
import { storageHeading } from "../tables/tableScope.ts";
import { OTHER_RESULTS } from "./sentenceParts.ts";
import { driveNamed } from "./proseStorage.ts";
import { restatedRow } from "./restatedRow.ts";
import { namesTimeMeasured } from "./sentenceSetup.ts";
import { commandBefore } from "./commandBefore.ts";
import { saysTimeMeasured } from "./timedProse.ts";
import { methodProtocol } from "../methodSection.ts";
import { withDeclaredUnit, withLabelUnits } from "../pairs/quantitiesOf.ts";

/** True when a heading path is a section or one of its subsections. */
const within = (context: string, section: string): boolean => context === section || context.startsWith(`${section} > `);
import { leadValues, listLabel, openingCase, paragraphBeforeList } from "./listLeadIn.ts";
import { KANA_TEXT, type Unit, lineOf, pathIn, unitsOf } from "./proseUnits.ts";
import { prefixMultiplier } from "../../normalise/readQuantity.ts";
import { allMatches } from "../../normalise/allMatches.ts";

export { pathIn, splitSentences } from "./proseUnits.ts";

const MAX_SENTENCE = 2_000;
/** A heading mark opening a line (`■`, `◆`, `●`, `□`, `◇`). */
const MARKED_LINE = /^\s*[■□◆◇●]+\s*/;
/** Tools that measure the network: a value they give is a transfer, whatever the text said before. */
/** `10GBのファイル`, `a 35 GB file`: the size of the file a sentence copied, read as GiB as operating systems show it. */
const FILE_SIZE = /(\d+(?:\.\d+)?)\s*([KMGT])i?B\s*(?:の[^、。,]{0,12}?ファイル|(?:test\s+)?file)/i;
/** True when a size written before a file word (`1TBのファイル…`) is the end of the drive's name (`970 PRO 1TB`). */
const capacityOf = (storage: unknown, written: string): boolean => {
  const size = /^\d+(?:\.\d+)?\s*[KMGT]i?B/i.exec(written)?.[0].replace(/\s+/g, "");
  return typeof storage === "string" && size !== undefined && storage.replace(/\s+/g, "").endsWith(size);
};
/** Units in bits (`Mbps`, `Gbit/s`, `Mb/Sec`, `Kビット/秒`): the way networks are measured. */
const BIT_UNIT = /b(?:ps|its?|\/s|\/S|\/sec|\/Sec|\/SEC)|ビット/;
/** `the network backup test`, `over the network`: the sentence says its figures were moved across a network. */
const NETWORK_TEST = /(?<![a-z])network\s+(?:backup|copy|copies|transfers?|tests?|throughput|speed|performance)|(?:over|through|across|via)\s+the\s+(?:network|lan|wire)(?![a-z])/i;

/** Tools whose output is rates they measured over a run: the length of the run is a setting of the test, not a result. */
const BENCHMARKS = new Set(["netperf", "iperf", "iperf3", "fio", "iozone", "bonnie++", "hdparm", "iometer", "crystaldiskmark", "hd tune", "as ssd", "atto", "winsat", "nuttcp", "qperf", "ioping", "sysbench", "diskspd"]);

/** The block sits within two blocks of tool output, and every such output is a benchmark's (winsat, iperf…), none a copy's. */
function besideBenchmark(doc: Document, block: Block, others: MeasurementDraft[]): boolean {
  const at = doc.blocks.indexOf(block);
  const near = new Set(doc.blocks.slice(Math.max(0, at - 2), at + 3).filter((b) => b !== block).map((b) => b.locator));
  const tools = others.filter((o) => o.origin === "tool-output" && near.has(o.locator.split("/")[0] ?? "")).map((o) => String(o.conditions.tool ?? ""));
  return tools.length > 0 && tools.every((t) => BENCHMARKS.has(t.toLowerCase()));
}

/** A rounded time within 3 % (and half a minute) of a time already read. */
function restatesTime(seconds: number | null, earlier: MeasurementDraft[]): boolean {
  if (seconds === null) return false;
  return earlier.some((o) => o.valueSi !== null && Math.abs(o.valueSi - seconds) <= Math.min(30, 0.03 * seconds));
}

/** `7"54` (minutes and seconds), `1分34秒`, `42.9秒`, `1:02:03`, each with the W/R letter before it. */
const DURATION = /(?<![\d.])(?:(R\/W|RW|W|R)\s*-?\s*)?(?:(\d+)"(\d{1,2})(?!\d)(?:\s*秒)?|(\d+)\s*分\s*(\d+(?:\.\d+)?)\s*秒|(\d+(?:\.\d+)?)\s*秒|(\d+):(\d{2}):(\d{2})(?!\d))/g;

/** The size of the file a page says it copied (`2.8Gb の … DVD.ISO ファイル`), in bytes; `Gb` read as GiB, as OSes show file sizes. */
function copiedFileSize(doc: Document, report: number): number | null {
  const sizes = new Set<number>();
  for (const b of doc.blocks) {
    if (b.report !== report || (b.kind !== "paragraph" && b.kind !== "list_item")) continue;
    for (const line of b.text.split("\n")) {
      const t = normaliseText(line);
      if (!fileWords.some((w) => t.toLowerCase().includes(w))) continue;
      const m = /(\d+(?:\.\d+)?)\s*([KMGT])(b|B|iB)\s*の[^。]*?(?:ファイル|file|iso|イメージ)/i.exec(t);
      if (m) sizes.add(Math.floor(Number(m[1]) * (prefixMultiplier(m[2]?.toUpperCase() ?? "K", { binary: true }) ?? 1)));
    }
  }
  return sizes.size === 1 ? ([...sizes][0] ?? null) : null;
}

/** The operation of a time's letter (`W`, `R`; `RW` is a copy when the line names one, else mixed I/O). */
function opFromLetter(letter: string | undefined, text: string): Operation | null {
  if (!letter) return null;
  return abbreviatedOperation(letter) ?? (operationsListed(text).includes("copy") ? "copy" : "read_write");
}

function unitConditions(u: Unit, headingText: string): Conditions {
  const out: Conditions = {};
  const own = normaliseText(u.text);
  const protocols = protocolsIn(own);
  const tools = toolsIn(own);
  // the paragraph's set-up lines (`I'm using SMB1 protocol:`) name the protocol before the heading does
  const hp = u.paraLead && protocolsIn(u.lead ?? "").length === 1 ? protocolsIn(u.lead ?? "") : protocolsIn(headingText);
  const ht = toolsIn(headingText);
  const protocol = protocols.length === 1 ? protocols[0] : protocols.length === 0 && hp.length === 1 ? hp[0] : undefined;
  const tool = tools.length === 1 ? tools[0] : tools.length === 0 && ht.length === 1 ? ht[0] : undefined;
  if (protocol) out.protocol = protocol;
  if (tool) out.tool = tool;
  const fromText = { ...conditionsFromText(headingText), ...conditionsFromText(own) };
  for (const k of FLAG_CONDITIONS) if (fromText[k]) out[k] = true;
  return out;
}

/**
 * Values stated in sentences, headings, list items and two-column lists: throughputs with their unit, and durations
 * (`7"54` = 474 s) with the W/R letter and the `A <--> B` path of their line. `others` are the page's measurements from
 * tables and tool output: an approximate value in a summary section that only restates one of them is not new.
 */
export function extractProse(doc: Document, others: MeasurementDraft[] = []): Extraction {
  const out = emptyExtraction();
  const seen = new Map<string, MeasurementDraft>();
  let lastPath: string | null = null;
  let n = 0;
  const sizes = new Map<number, number | null>();
  let state: ProseState = { ops: [], access: null };
  // the figures other structures of the page give as results: a sentence's refusal of one of them is a restatement
  // (made at the first refusal: most pages refuse no figure)
  let givenElsewhere: Set<string> | undefined;
  let lastLine = "";
  let timed: { context: string; op: Operation | null } | null = null;
  /** The lines of a paragraph read since its last sentence ended (a sentence broken over `<br>` lines). */
  let openLine: { block: Block; text: string } | null = null;
  /** The last line of a paragraph opened by a heading mark (`■ …`), which heads the lines after it. */
  let marked: { block: Block; text: string } | null = null;
  // `pingを30回送信し、平均の応答時間を計測しました`: a section that says it measured a latency makes its and its
  // subsections' small times latencies, as a heading naming one does
  let latencyMeasured: string | null = null;
  /** The operation the report's result sentences named last (one only), for sentences that name none. */
  const running = new Map<number, { op: Operation | null; context: string; subjects: Set<string> }>();
  // `モバイル回線の下り速度のトップ5は以下`: a line's direction in the scope is no reading of its own (the figures are transfers)
  const scopeOps = (scope: string) => {
    const t = scope.replace(OTHER_RESULTS, " ");
    return proseOperations(statedDirection(t) ? withoutLineDirections(t) : t).filter((o) => o !== "transfer");
  };
  // lines a tool parser read (tool output pasted as `<br>` lines of a paragraph) are its, not prose
  const claimed = new Set(others.filter((o) => o.origin === "tool-output").map((o) => o.locator));
  const readBlocks = new Set(others.map((o) => o.locator.split("/")[0] ?? ""));
  // so are the rows of a two-column table the table reader took as a result table (`リンク速度 | iperfの実効速度`)
  for (const o of others) if (o.origin === "table" && /^table\[\d+\]\/r\d+\//.test(o.locator)) claimed.add(o.locator.split("/").slice(0, 2).join("/"));
  for (const u of unitsOf(doc)) {
    if (claimed.has(u.locator)) continue;
    // a "sentence" this long is data or garbage, not prose: regexes over it would only cost time
    if (u.text.length > MAX_SENTENCE) {
      out.rejects.push({ stage: "extract", locator: u.locator, raw: u.text.slice(0, 200), reason: `text of ${u.text.length} characters without a sentence break: not read as prose` });
      continue;
    }
    // `time(ms) = 4448`: the unit a label's bracket states is its figure's
    const text = withDeclaredUnit(withLabelUnits(normaliseText(u.text)), u.declaredUnit, (w) => operationsNamed(w).length > 0);
    const path = text.includes(">") ? pathIn(text) : null;
    if (path) lastPath = path;
    if (u.block.kind === "heading") lastPath = path;
    // `…コピーするのにかかった時間を計測。`: a sentence saying a time was measured needs no figure of its own to set the
    // section's next bare times (read before the figureless sentences are passed over)
    // (a sentence broken over a paragraph's lines, `…USBメモリにコピーするのに` / `かかった時間を計測。`, names its operation
    // on an earlier line: the lines since the last one that ended a sentence are read with it)
    const sentence: string = openLine?.block === u.block ? `${openLine.text}${text}` : text;
    openLine = /[。．.!?！？]\s*$/.test(text) ? null : { block: u.block, text: sentence };
    // `■PQI miniSD 512MB` alone on a line of the paragraph: the writer's heading over the lines after it
    if (u.block.kind !== "heading" && MARKED_LINE.test(text) && !/[。．!?！？]\s*$/.test(text) && !findQuantities(text).some((q) => !q.bare && q.kind !== "size")) marked = { block: u.block, text: text.replace(MARKED_LINE, "").trim() };
    if (u.block.kind !== "heading" && saysTimeMeasured(text)) {
      const here = u.block.headingPath.join(" > ");
      timed = { context: here, op: proseOperations(sentence)[0] ?? null };
      if (namesLatency(text)) latencyMeasured = here;
    }
    // no digit, no value: the rest reads values
    if (!/\d/.test(text)) continue;
    // a worked exercise (`例題`) makes its figures up
    if (u.block.headingPath.some(isHypotheticalHeading) || (u.block.kind === "heading" && isHypotheticalHeading(u.block.text))) {
      out.rejects.push({ stage: "extract", locator: u.locator, raw: u.text.slice(0, 200), reason: "a worked example's figures, not measured" });
      continue;
    }
    const headingText = u.block.kind === "heading" ? u.block.text : (u.block.headingPath[u.block.headingPath.length - 1] ?? "");
    const inSummary = u.block.headingPath.some(isSummaryHeading);
    const base = unitConditions(u, headingText);
    const push = (m: Omit<MeasurementDraft, "key" | "report" | "origin" | "locator" | "context" | "raw">) => {
      out.measurements.push({ ...m, key: `p${String(++n).padStart(4, "0")}`, report: u.block.report, origin: "prose", raw: u.text, locator: u.locator, context: u.block.headingPath.join(" > ") });
      return out.measurements[out.measurements.length - 1] as MeasurementDraft;
    };

    // durations (the times read here are the line's: the sentence reader's reading of their parts, `54 秒` of `1"54 秒`, is not)
    let durationsRead = 0;
    for (const d of allMatches(text, DURATION)) {
      const seconds =
        d[2] !== undefined ? Number(d[2]) * 60 + Number(d[3]) : d[4] !== undefined ? Number(d[4]) * 60 + Number(d[5]) : d[7] !== undefined ? Number(d[7]) * 3600 + Number(d[8]) * 60 + Number(d[9]) : Number(d[6]);
      // bare seconds and clock times are durations only on a line that names a path or an operation letter
      if (!(seconds > 0) || ((d[6] !== undefined || d[7] !== undefined) && !d[1] && !path)) continue;
      const linePath = path ?? lastPath;
      if (!linePath) continue;
      if (!sizes.has(u.block.report)) sizes.set(u.block.report, copiedFileSize(doc, u.block.report));
      const size = sizes.get(u.block.report) ?? null;
      const conditions: Conditions = { ...base, path: linePath };
      if (size) conditions.file_size_bytes = size;
      const op = opFromLetter(d[1], text) ?? (proseOperations(text)[0] ?? "copy");
      const m = push({ metric: "duration", operation: op, access: null, value: seconds, unit: "s", valueSi: seconds, siUnit: "s", conditions, derived: false, derivedFrom: [], note: d[2] !== undefined ? `written ${d[0].trim()} (minutes"seconds)` : null, system: null, position: 0 });
      durationsRead++;
      if (size) {
        push({ metric: "throughput", operation: op, access: null, value: size / seconds, unit: "B/s", valueSi: size / seconds, siUnit: "B/s", conditions, derived: true, derivedFrom: [m.key], note: `derived: file_size_bytes ${size} / ${seconds} s`, system: null, position: 0 });
      }
    }

    // throughputs, IOPS, latencies, CPU loads and times taken, read sentence by sentence
    const context = u.block.headingPath.join(" > ");
    // a time said measured in a section covers its subsections (`5M write` over `buffer write`, `overwrite`)
    const timedHere = !!timed && within(context, timed.context) && u.block.kind !== "heading";
    // the access the lines above in the paragraph, or the list's lead-in (`The tool output shows sequential read rate:`), name
    // is the items' own, as the operation it names is — not a lead-in stating figures of its own (`SEQ 1M Write は ~120 MB/s
    // で頭打ち…残る候補は:`), which describes its own results
    const leadAccess = u.lead && (u.paraLead || !findQuantities(u.lead).some((q) => !q.bare)) ? accessIn(u.lead) : null;
    // a heading naming a latency (`Latency (Best → Worst):`, `ping の結果`) makes the small times of the lines under it latencies
    if (u.locator !== lastLine || u.block.kind === "heading") state = { ops: [], access: u.block.kind === "heading" ? null : (leadAccess ?? accessIn(headingText)), timed: u.block.kind !== "heading" && (namesTimeMeasured(headingText) || timedHere), latency: u.block.kind !== "heading" && (namesLatency(headingText) || (latencyMeasured !== null && within(context, latencyMeasured))) };
    lastLine = u.locator;
    // a figure alone under a lead-in that names its unit (`2cd948c with IOPS results:` over `375605.052`)
    const alone = u.block.kind === "heading" ? [] : leadValues(text, u.lead);
    for (const a of alone) {
      const q = applyUnit(a.value, a.unit);
      const drive = base.storage === undefined ? storageHeading(doc, u.block) : null;
      // a line of named figures (`NFS: Per-Character 1747, Block 211632`) is its case's; the lead-in and the name its test
      const conditions: Conditions = { ...base, ...(drive ? { storage: drive } : {}), config: a.case ?? a.config, ...(a.test ? { test: a.test } : {}), ...(a.run ? { run: a.run } : {}) };
      push({ metric: q.kind === "size" ? "throughput" : q.kind, operation: a.op ?? null, access: a.access ?? null, value: q.value, unit: q.unit, valueSi: q.valueSi, siUnit: q.siUnit === "B" ? "B/s" : q.siUnit, conditions, derived: false, derivedFrom: [], note: `unit from the lead-in: ${a.unit.unit}`, system: null, position: 0 });
    }
    if (alone.length) continue;
    const refusals: SentenceRefusal[] = [];
    const readings = readSentence(text, state, refusals);
    // each figure of a rate or a time the sentence holds and states as no result, with why (one row per figure and reason)
    for (const f of refusals) {
      // a figure another structure of the page gives as a result (`最大 601.7MB/s を記録` under the table holding it) is
      // that result restated, not refused
      if (readings.some((r) => r.value === f.value && r.unit === f.unit) || (givenElsewhere ??= new Set(others.map((m) => `${m.value}|${m.unit}`))).has(`${f.value}|${f.unit}`)) continue;
      out.rejects.push({ stage: "extract", locator: u.locator, raw: u.text.slice(0, 200), reason: `prose value ${f.value} ${f.unit}: ${f.reason}` });
    }
    const listPara = paragraphBeforeList(doc, u.block);
    const caseLabel = u.block.kind === "list_item" || (u.block.kind === "paragraph" && u.block.text.includes("\n")) ? listLabel(text) : null;
    // a list item's values take the operation its lead-in names, and pass it on as a sentence naming it would
    const named = operationsListed(text).length || !u.lead ? operationsListed(text) : scopeOps(u.lead);
    const subjects = [...protocolsIn(text), ...readings.flatMap((r) => r.tools)];
    if (readings.length && named.length) running.set(u.block.report, { op: named.length === 1 ? (named[0] ?? null) : null, context, subjects: new Set(subjects) });
    // the operation of the report's last result carries to its section, and beyond it to sentences about the same tool or protocol
    const last = running.get(u.block.report);
    const sameSubject = !!last && subjects.some((x) => last.subjects.has(x));
    const carried = last && (last.context === context || sameSubject) ? last.op : null;
    if (carried && last) for (const x of subjects) last.subjects.add(x);
    // the operations each reading was kept with, for the bracketed restatements of it
    const keptOps = new Map<ValueReading, (Operation | null)[]>();
    for (const r of readings) {
      if (r.metric === "duration" && (path || durationsRead)) continue;
      // an approximate figure in a conclusion summarises the page's results (`約50Mbit/秒`): where tables or tool outputs give them, it is not one
      if (r.approximate && inSummary && others.some((o) => o.report === u.block.report && !o.derived && o.metric === r.metric)) continue;
      // `Nearly 100k IOPS each way`: a figure put as near a result the page measured rounds that result, it is no new one
      if (/(?<![a-z])(?:nearly|almost|just\s+(?:under|over))\s*$/i.test(r.before) && others.some((o) => o.report === u.block.report && !o.derived && o.metric === r.metric && o.valueSi && r.valueSi && Math.abs(o.valueSi / r.valueSi - 1) <= 0.05)) continue;
      // the sentence's own tool, else the network benchmark its section is about (`Intel MPI Benchmarks実行`)
      const networkTool = r.tools.length ? r.tools.some((t) => isNetworkBenchmark(t)) : base.tool !== undefined && isNetworkBenchmark(String(base.tool));
      // a command shown just above without output (`fio … --rw=write`) is what the sentence reports on, when it names no tool
      const command = r.tools.length || u.block.kind === "heading" ? null : commandBefore(doc, u.block, readBlocks);
      const fallback = (networkTool ? "transfer" : null) ?? scopeOps(u.scope)[0] ?? command?.operation ?? sectionOperation(others, context, text) ?? (r.metric === "duration" && timed && within(context, timed.context) ? timed.op : null) ?? headingOperation(doc, u.block.headingPath) ?? (BIT_UNIT.test(r.unit) && !sameSubject ? null : carried) ?? "transfer";
      // a tool that only reads (hdparm's timings, HD Tune's curve) gives reads, whatever word the sentence used for moving data
      const sayTools = r.tools.length ? r.tools : base.tool && !toolsIn(text).length ? [String(base.tool)] : command ? [command.tool] : [];
      const readOnly = sayTools.length > 0 && sayTools.every((t) => lexicon.tables.read_only_tools.includes(t));
      const toolAccess = sayTools.length === 1 && streamingTool(sayTools[0] ?? "") ? "sequential" : null;
      // the drive an English sentence names for the value; copying onto it with no source drive named is writing it
      const drive = driveNamed(text, r.upTo, r.before);
      // `下り`/`上り`: a line's (or an iperf report's) two directions, transfers (a copy's are read or written: completeDescriptors)
      const directional = r.directional === true;
      // an I/O rate is never a network transfer: with no operation named it stays without one
      const ops: (Operation | null)[] = directional ? ["transfer"] : readOnly && r.ops.every((o) => o === "transfer") ? ["read"] : r.ops.length ? (drive?.into && r.ops.length === 1 && r.ops[0] === "copy" ? ["write"] : r.ops) : [r.metric === "iops" && fallback === "transfer" && !networkTool ? null : fallback];
      // what the sentence names is read value by value; the heading's protocol or tool only fills a sentence naming none
      // …and a sentence naming none takes the one protocol the report's method names (`測定方法は…FTPで…ダウンロードし`):
      // a figure kept on other evidence, never evidence of its own
      const methodProto = !r.protocols.length && !protocolsIn(text).length ? methodProtocol(doc, u.block.report) : null;
      const protocols = r.protocols.length ? r.protocols : base.protocol && !protocolsIn(text).length ? [String(base.protocol)] : typeof r.conditions.transport === "string" ? [r.conditions.transport] : methodProto ? [methodProto] : [undefined];
      const tools = r.tools.length ? r.tools : base.tool && !toolsIn(text).length ? [String(base.tool)] : command ? [command.tool] : [undefined];
      // a rate no operation was named for is a network transfer only where the text is about a network
      // (…or the case a list line's label names is a network medium, through the grammar's network words: `802.11nのみ(5GHz) 6.98 MB/s`)
      const network = networkIn(text, false) ?? networkIn(headingText, true) ?? (caseLabel ? describe(caseLabel.value).network : null);
      // a figure that restates a tool's output just above takes that output's operation, access and conditions
      const restated = restatedRow(doc, u.block, others, r.metric, r.valueSi, r.approximate);
      // `So roughly 800 MiB/s streaming.` under fio's output: the figure it restates says what was measured
      // (`3回ともほぼ同じで250MB/s前後` matches one run of three: a summary over runs, which the rejects below judge)
      const restatesTool = restated?.operation != null && restated.whole;
      // `4.01Mbps(502.06KB/sec)`: a restatement in brackets is read as the result it restates was, or not at all
      if (r.restates) {
        const primary = keptOps.get(r.restates);
        if (!primary) continue;
        ops.length = 0;
        for (const o of primary) ops.push(o);
      }
      const unexplained = !r.restates && !restatesTool && !r.ops.length && fallback === "transfer" && r.metric === "throughput" && !r.rateWord && !networkTool && (!protocols[0] || protocols[0] === methodProto) && !lastPath && !network && !BIT_UNIT.test(r.unit) && !NETWORK_TEST.test(text) && !NETWORK_TEST.test(lineOf(u));
      // `Test results: 3508 MB/s`: a line labelled as the result is one, its operation left unknown rather than guessed
      if (unexplained && labelsResult(text)) ops.splice(0, ops.length, null);
      else if (unexplained) {
        out.rejects.push({ stage: "extract", locator: u.locator, raw: u.text.slice(0, 200), reason: `prose value ${r.value} ${r.unit}: no operation named and nothing says it is a network transfer` });
        continue;
      }
      // `約2分半かかった` next to a benchmark's output: how long the test ran, not a time the benchmark measured
      if (r.metric === "duration" && besideBenchmark(doc, u.block, others)) {
        out.rejects.push({ stage: "extract", locator: u.locator, raw: u.text.slice(0, 200), reason: `prose value ${r.value} ${r.unit}: how long the benchmark beside it ran` });
        continue;
      }
      // `5分半`, `約3分47秒` after the precise time was given: a rounded restatement of a time the report already holds
      if (r.metric === "duration" && (r.approximate || /半/.test(r.note ?? "")) && restatesTime(r.valueSi, [...out.measurements, ...others].filter((o) => o.report === u.block.report && o.metric === "duration" && o.locator !== u.locator))) {
        out.rejects.push({ stage: "extract", locator: u.locator, raw: u.text.slice(0, 200), reason: `prose value ${r.value} ${r.unit}: a rounded restatement of a time given before` });
        continue;
      }
      // an I/O rate names no operation and no network tool or protocol: a rating (`a baseline of 3,000 IOPS`), not a test's reading
      if (!restatesTool && !r.ops.length && fallback === "transfer" && r.metric === "iops" && !networkTool && !protocols[0]) {
        out.rejects.push({ stage: "extract", locator: u.locator, raw: u.text.slice(0, 200), reason: `prose value ${r.value} ${r.unit}: an I/O rate with no operation, tool or protocol named` });
        continue;
      }
      // an operation carried from an earlier clause does not outweigh the output the figure restates
      const restatedOps = restated?.operation && (!r.ops.length || !r.ownOps || r.ops.includes(restated.operation)) ? [restated.operation] : null;
      keptOps.set(r, restatedOps ?? ops);
      for (const protocol of protocols)
        for (const tool of tools)
          for (const operation of restatedOps ?? ops) {
            const conditions: Conditions = { ...sectionConditions(others, context, text), ...base };
            delete conditions.protocol;
            delete conditions.tool;
            if (protocol) conditions.protocol = protocol;
            if (tool) conditions.tool = tool;
            for (const k of ["streams", "raid", "network", "target_bps", "test", "run", "config", "block_size_bytes", "queue_depth", "threads", "subject"]) if (r.conditions[k] !== undefined) conditions[k] = r.conditions[k] as string | number;
            if (conditions.storage === undefined && r.conditions.storage !== undefined) conditions.storage = r.conditions.storage as string;
            // the drive a marked line above names in the paragraph (`■PQI miniSD 512MB` over its times) is nearer than the section's
            if (r.conditions.storage === undefined && marked?.block === u.block && namesStorage(marked.text)) conditions.storage = marked.text;
            // `on one nvme 4k rand write, queue=128` above the figures: the block size of the test they report
            const setUp = u.paraLead && conditions.block_size_bytes === undefined && (r.metric === "iops" || r.metric === "throughput") ? testNameConditions(u.lead ?? "").conditions.block_size_bytes : undefined;
            if (typeof setUp === "number" && setUp < 64 * 2 ** 20) conditions.block_size_bytes = setUp;
            // `RAID 0` / `RAID 1` sections: the level the nearest heading names is that of every figure under it
            if (conditions.raid === undefined) {
              const raid = headingRaid(u.block.headingPath);
              if (raid) conditions.raid = raid;
            }
            if (network && !conditions.network) conditions.network = network;
            if (r.lineDirection && conditions.direction === undefined) conditions.direction = r.lineDirection;
            // …or the one direction its lead-in states, for a rate the sentence names no operation of
            else if (conditions.direction === undefined && !r.ownOps && r.metric === "throughput") {
              const scoped = statedDirection(`${u.lead ?? listPara ?? ""}\n${u.scope}`.replace(OTHER_RESULTS, " "));
              if (scoped) conditions.direction = scoped;
            }
            // `WiMAXが74.6Mbps`: the carrier the sentence names last before the figure is the network it ran over
            // …else the one network its lead-in or nearest heading names (`モバイル回線の下り速度のトップ5は以下`)
            const carrier = conditions.network === undefined ? (carrierNamed(r.upTo) ?? onlyCarrier(u.scope) ?? onlyCarrier(u.lead ?? listPara ?? "") ?? onlyCarrier(u.block.headingPath[u.block.headingPath.length - 1] ?? "")) : null;
            if (carrier) conditions.network = carrier;
            // the subject that is the network says it once, as the network
            if (conditions.subject !== undefined && conditions.subject === conditions.network) delete conditions.subject;
            // the label of a result list's line (`Wi-Fi 6 AP: 582 Mbps`) is the case its values were measured in
            const listCase = caseLabel && r.upTo.length >= caseLabel.end ? caseLabel : null;
            if (listCase && conditions[listCase.key] === undefined) conditions[listCase.key] = listCase.value;
            const setting = u.block.kind === "heading" ? null : headingSetting(doc, u.block);
            if (setting && conditions.config === undefined) conditions.config = setting;
            // a line's own case under a heading's setting is both (`5G SA` over `ドコモ 1.2Gbps`), the heading's first
            else if (setting && listCase?.key === "config" && conditions.config === listCase.value && !setting.includes(listCase.value)) conditions.config = `${setting} ${listCase.value}`;
            const opening = conditions.config === undefined && !KANA_TEXT.test(text) ? openingCase(text) : null;
            if (opening) conditions.config = opening;
            const tuning = tuningIn(u.scope) ?? tuningIn(r.before);
            if (tuning && (conditions.protocol || conditions.tool)) conditions.tuning = tuning;
            if (r.approximate) conditions.approximate = true;
            if (restatedOps && restated) {
              // `平均は` before a tool's own summary names that summary, not an average the author took
              if (conditions.test === "average" || conditions.test === "minimum") delete conditions.test;
              Object.assign(conditions, { ...restated.conditions, ...conditions });
              // the tool whose output the figure restates, not a word the sentence put before it
              if (typeof restated.conditions.tool === "string") conditions.tool = restated.conditions.tool;
            }
            // the drive the sentence names (`NVMe SSDは…`) over the bare drive word read from it (`SSD`)
            if (drive && (conditions.storage === undefined || (drive.storage !== conditions.storage && drive.storage.includes(String(conditions.storage))))) conditions.storage = drive.storage;
            // a heading naming a drive (`Toshiba Exceria M303 … 64GB`, `Crucial BX500`) names the one the lines under it measured
            const driveHeading = conditions.storage === undefined && u.block.kind !== "heading" ? storageHeading(doc, u.block) : null;
            if (driveHeading) conditions.storage = driveHeading;
            // a size in a list label or before the value of a local test is nominal (decimal); `10GBのファイル` is as an OS shows it
            const label = /(\d+(?:\.\d+)?)\s*([KMGT])B/.exec(u.label ?? r.before);
            // the file named between the previous value and this one is this value's; a sentence's only file belongs to every value
            const size = FILE_SIZE.exec(r.before) ?? (readings.some((o) => FILE_SIZE.test(o.before)) ? null : FILE_SIZE.exec(text));
            if (label && (conditions.local_io || (u.label && /ファイル|file/i.test(r.before)))) conditions.file_size_bytes = Number(label[1]) * (prefixMultiplier(label[2] ?? "K") ?? 1);
            // `970 PRO 1TBのファイルコピー`: a size that ends the drive's name is its capacity, not the file's
            else if (size && r.metric !== "cpu_utilisation" && r.metric !== "latency" && !capacityOf(conditions.storage, size[0])) conditions.file_size_bytes = Math.round(Number(size[1]) * (prefixMultiplier(size[2] ?? "K", { binary: true }) ?? 1));
            const key = `${u.block.report}|${r.metric}|${r.value}|${r.unit}|${operation}|${r.access}|${conditions.protocol ?? ""}|${conditions.tool ?? ""}|${conditions.test ?? ""}|${conditions.run ?? ""}|${listCase?.value ?? ""}`;
            const dup = seen.get(key);
            // the same value again in its block (of the same case: two lines of a list may hold one time), in a paragraph under the heading that stated it, or in its section about the same drive, is a restatement
            if (dup && (dup.locator.split("/")[0] === u.block.locator || u.block.headingPath.includes(dup.raw) || (dup.context === context && driveHeading !== null && dup.conditions.storage === driveHeading))) {
              dup.conditions = { ...conditions, ...dup.conditions };
              continue;
            }
            // an average of runs the page gives is derived from them; one of runs it does not give is not a measurement
            const runs = r.ofRuns ? [...out.measurements.filter((o) => o.locator.split("/")[0] === u.block.locator), ...others.filter((o) => o.context === context)].filter((o) => !o.derived && o.metric === r.metric && o.operation === operation) : [];
            if (r.ofRuns && !runs.length) {
              out.rejects.push({ stage: "extract", locator: u.locator, raw: u.text.slice(0, 200), reason: `prose value ${r.value} ${r.unit} is an average of runs the page does not give` });
              continue;
            }
            // `平均：1分23秒` after `1回目：…`, `2回目：…` of the same section: the average of the runs just listed
            const listedRuns = !r.ofRuns && r.conditions.test === "average" ? out.measurements.filter((o) => o.report === u.block.report && o.context === context && !o.derived && o.metric === r.metric && o.conditions.run !== undefined) : [];
            if (listedRuns.length >= 2) {
              push({ metric: r.metric, operation, access: r.access, value: r.value, unit: r.unit, valueSi: r.valueSi, siUnit: r.siUnit, conditions, derived: true, derivedFrom: listedRuns.map((o) => o.key), note: "derived: the average of the runs listed before it", system: null, position: 0 });
              continue;
            }
            const m = push({ metric: r.metric, operation, access: (restatedOps && restated?.access) || r.access || toolAccess || (command && ops.includes(command.operation) ? command.access : null), value: r.value, unit: r.unit, valueSi: r.valueSi, siUnit: r.siUnit, conditions, derived: r.ofRuns, derivedFrom: runs.map((o) => o.key), note: r.ofRuns ? "derived: the average of the runs it follows" : r.note, system: null, position: 0 });
            seen.set(key, m);
          }
    }
  }
  return out;
}

/** The one mobile or fixed network a text names, or null when it names none or several. */
function onlyCarrier(text: string): string | null {
  const named = carriersIn(text);
  return named.length === 1 ? (named[0] ?? null) : null;
}
