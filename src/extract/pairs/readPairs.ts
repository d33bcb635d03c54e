import type { Metric, Operation } from "../../model/vocabulary.ts";
import type { Conditions } from "../conditions.ts";
import { decideResult } from "../decision/decideResult.ts";
import { alternation, decisionWords as W } from "../decision/decisionWords.ts";
import type { Evidence } from "../decision/evidence.ts";
import { describesFigure, FRAMED_TITLE, labelText, RANGE_BETWEEN, RULE_LINE, type TypedLine, typedLines } from "../structure/typedLines.ts";
import { type Command, commandAccess, commandBlockSize, commandDirection, readCommand, shellLoop, shownConfiguration } from "../tools/commandLine.ts";
import { reading, type ToolReading } from "../tools/toolReading.ts";
import { distributionRows } from "./distribution.ts";
import { describe } from "../../grammar/describe.ts";
import { percentileOf } from "../../grammar/percentile.ts";
import { camelWords } from "../../normalise/normaliseText.ts";
import { descriptorOf } from "./descriptorOf.ts";
import { labelUnit, type PlacedQuantity, quantitiesOf, rateUnit } from "./quantitiesOf.ts";
import { conditionKeyForLabel, isGenericHeading, lexicon, streamingTool, metricsIn, operationsIn, protocolsIn, toolsIn } from "../../normalise/lexicon.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A number with a unit and the descriptor path that says what it is, nearest first. */
export interface Pair {
  line: number;
  raw: string;
  /** The stretch of the line it was read from (`speed = 11.6MB/sec, 2974.2 operations/sec.` of a line of several pairs). */
  segment: string;
  quantity: PlacedQuantity;
  /** The figure as written, with its unit (`3761 seconds`). */
  written: string;
  /** The words right before it on the line, after its `label:` and any figure before it (`Throughput`, `read`). */
  label: string;
  /** The line's `label:` when words stand between it and the figure (`Before:` in `Before: Throughput 733 MB/sec`). */
  lineLabel: string | null;
  /** The words after it, up to the next figure. */
  after: string;
  /** The label heading every labelled figure of its line (`Avg Latency` in `Avg Latency: NFS: 36 µs   SMB: 35 µs`), if any. */
  head: string | null;
  /** The label line of its section of output (`Data:`), if any. */
  blockLabel: string | null;
  /** Label lines its block label is indented under, outermost first (`SEQUENTIAL_READ` over `CPU Usage`). */
  outerLabels: string[];
  /** The label line over its run (`With atomic_t:`, followed by a blank line), if any. */
  runLabel: string | null;
  interval: boolean;
  /** The line lists settings (`PKey:0x7fff QKey:… MTU:2048Byte rate:10Gbps`): most of its pairs give no rate or time. */
  settingsLine: boolean;
  /** The line compares figures (`rate:20Gbps > group-rate:10Gbps`). */
  comparesFigures: boolean;
  /** The command of the last prompt above it in the block (`rados bench … seq`), if any. */
  command: Command | null;
  /** The one operation a line of several pairs names (`PUT` of `Loop 1: PUT time 120.0 secs, …, speed = 11.6MB/sec`), if any. */
  lineOperation: Operation | null;
  /** The line that numbers its run (`----RUN 2----`) or announces its step (`Running DD write benchmark with 3 threads...`), if any. */
  runMark: string | null;
  /** The settings the step announced over it names (`with 3 threads`, `qd=32`, `bs=1M`), as the descriptor grammar reads them. */
  stepSettings: StepSettings | null;
  /** How many rule lines (`---`) stand above it in its block: records a tool prints one after another (`ros2 topic echo`). */
  record: number;
  /** It follows a figure of another kind after a comma and takes that figure's label (`1302.17 obj/s` of `Average: 99.35 MiB/s, 1302.17 obj/s`). */
  sharesLabel: boolean;
  /** The operation a line of its block above it names on its own (`Operation: GET.` over warp's figures), if any. */
  blockOperation: Operation | null;
  /** The figure it restates in brackets (`3143 IOPS` before `(12572 KB/s)`): the same measurement, so the same words. */
  restates: string | null;
  /** The pair of that figure, where it was read on the same line (a restatement stands or falls with it). */
  restatesPair: Pair | null;
  /** The bytes its line says were moved in this time (`100000000 bytes received in 1.06 secs`), on the rate restating it too. */
  moved: number | null;
  /** It is an end of a range (`75.4Gb/s - 83Gb/s`): two figures of one kind joined by a dash or `to`, no one measured value. */
  ranged?: boolean;
  /** The time its line says it was measured over (`64.60 MB/s over 15784.930 secs`, `… over 494.75 seconds; 209.7 Mbytes/second`). */
  span?: string;
}

/** A figure the pair reader saw and refused, with the decision's reason. */
export interface Refusal {
  line: number;
  raw: string;
  reason: string;
}

/** A known benchmark's name, then an option (`dbench -s …`, `fio --name=…`): a command line shown without its prompt. */
function bareCommand(text: string): Command | null {
  if (!/^\s*[\w.+-]+\s+--?[A-Za-z]/.test(text) && !shellLoop(text)) return null;
  const c = readCommand(`$ ${text.trim()}`);
  return c && toolsIn(c.program).length > 0 && c.program.length > 1 ? c : null;
}

/** A rule line: three or more `-` or `=` alone. */
/** A title of words, with no figure, before an optional colon and bracketed remark (`PR results: (20% better)`). */
const TITLE = /^\s*(\p{L}[^\d:：()（）]{0,38}?)\s*[:：]?\s*(?:[(（][^)）]*[)）])?\s*$/u;
/** `a > b`, `x <= y` between figures of a line. */
const COMPARED = /\d\S*\s+[<>]=?\s+\S|\S\s+[<>]=?\s+\S*\d/;
/** A case, then a tool's test name written as one identifier (`tcp_bw`, `seq_read`). */
const TEST_NAME_AFTER_CASE = /^(\S.*?)\s+([a-z][a-z0-9]*_[a-z0-9_]+)$/i;
const RATE_OR_TIME = new Set(["throughput", "iops", "duration"]);
/** A stretch of a line as words: brackets dropped, no leading figures (`8  12345` of a progress line) unless `keepFigures` (`10GbE`). */
const words = (text: string, keepFigures = false) =>
  text.replace(/[()（）[\]]/g, " ").replace(keepFigures ? /^[^\p{L}\p{N}]+/u : /^[^\p{L}]+/u, "").replace(/[^\p{L}\p{N}%)]+$/u, "").replace(/\s+/g, " ").trim();

/** Every figure with a unit in the lines of a block, paired with its descriptor path (line label, words around it, the block's label line). */
export function pairsOf(lines: readonly TypedLine[]): Pair[] {
  const out: Pair[] = [];
  let blockLabel: string | null = null;
  let runLabel: string | null = null;
  // section labels by indent: `CPU Usage:` indented under `SEQUENTIAL_READ:` is read within it
  let sections: { indent: number; text: string }[] = [];
  let command: Command | null = null;
  let blockOperation: Operation | null = null;
  let runMark: string | null = null;
  let stepSettings: StepSettings | null = null;
  let record = 0;
  // captions over the figures (`6.9.0-rc1 +patched` over `NO_DELAY_DEQUEUE` over tbench's lines): outer first
  const captions = captionLines(lines);
  let stack: string[] = [];
  let lastKind: "caption" | "blank" | "other" = "blank";
  lines.forEach((line, i) => {
    if (RULE_LINE.test(line.text)) record++;
    // a caption after a blank line starts a new stack; right after another, it is nested in it; after figures, it
    // replaces the innermost (`DELAY_DEQUEUE` after the `NO_DELAY_DEQUEUE` lines, under the same tree)
    const caption = captions.get(i);
    if (caption !== undefined) {
      stack = lastKind === "blank" || !stack.length ? [caption] : lastKind === "caption" ? [...stack, caption] : [...stack.slice(0, -1), caption];
      [runLabel, blockLabel, sections] = [stack.join(" "), null, []];
    }
    // (a line of words between, `box waxes nostalgic`, parts what came before as a blank line does; a block with no
    // caption, most of them, never asks)
    lastKind = caption !== undefined ? "caption" : captions.size > 0 && figuredLine(line) ? "other" : "blank";
    const indent = /^\s*/.exec(line.text)?.[0].length ?? 0;
    if (line.kind === "label" && line.heads === "run") [runLabel, blockLabel, sections] = [labelText(line), null, []];
    else if (line.kind === "label") {
      blockLabel = labelText(line);
      sections = [...sections.filter((s) => s.indent < indent), { indent, text: blockLabel }];
    }
    // a benchmark's command pasted without a prompt (`dbench -s -t 60 -D /xfs 32` in a mail) starts its output as a prompt does
    const shown = line.kind === "prompt" ? line.command : line.kind === "text" ? bareCommand(line.text) : null;
    if (shown) [runLabel, blockLabel, sections, command, blockOperation, runMark, stepSettings] = [null, null, [], shown, null, null, null];
    // `----RUN 2----`, `=== Run #3 ===`: a line that only numbers a run starts that run (the labels printed in each run
    // are runs repeated, not progress); `****DIRECT-IO TEST****`: a framed title names what the lines below it show
    const framed = line.kind === "text" ? FRAMED_TITLE.exec(line.text)?.[2] : undefined;
    if (framed && describe(framed).run !== null) runMark = framed;
    else if (framed) [runLabel, blockLabel, sections, blockOperation] = [null, framed, [], null];
    // `MASTER results` over a rule line (`--------`): the title of the run below it
    const titled = line.kind === "text" && RULE_LINE.test(lines[i + 1]?.text ?? "") ? TITLE.exec(line.text)?.[1] : undefined;
    if (titled) [runLabel, blockLabel, sections, blockOperation, runMark, stepSettings] = [titled, null, [], null, null, null];
    if (line.kind === "label" && line.heads === "run") [blockOperation, runMark, stepSettings] = [null, null, null];
    blockOperation = operationLine(line.text) ?? blockOperation;
    // `Write (to SD) Run 1/3...`: a line announcing the step whose figures follow names its operation and its run
    const announced = announcedStep(line);
    // (each step announced is a run of its own: the same words printed under two announcements are two runs, not progress)
    // (a step within a step keeps the drive the outer one named: `Running DD write benchmark with 3 threads...` after
    // `Running benchmarks for pool: inferno`)
    if (announced) [blockOperation, runMark, stepSettings] = [announced.operation ?? blockOperation, announced.run ?? line.text.trim(), stepWithin(stepSettings, announced.settings)];
    // `Threads: 3`, `numjobs=8` alone on a line: the setting of the step whose figures follow
    const setting = settingStep(line);
    if (setting) [runMark, stepSettings] = [line.text.trim(), stepWithin(stepSettings, setting)];
    const outerLabels = sections.slice(0, -1).filter((s) => s.indent < indent).map((s) => s.text);
    if (line.kind !== "text" && line.kind !== "comment" && line.kind !== "interval") return;
    // the `Before:` that opens a line is the case of every pair split from it (`… max_latency=0.935 ms`)
    let lineCase: string | null = null;
    const labelled = line.segments.filter((g) => /[:=]/.test(g));
    // `IOPS:  NFS: 110.00   SMB: 112.00`: a head that is a unit is the unit of the line's bare figures
    const unitOf = (head: string | null) => (head && rateUnit(head) ? head : undefined);
    const unitInScope = unitOf(line.head ?? null);
    // …unless a figure is labelled by its unit alone (`Threads: 32 Size: 512 Time: 30 IO/s: 151373 MB/s: 73`): a tool
    // names its settings by parameter and prints what it measured under the unit
    const measured = (g: string) => quantitiesOf(g, labelUnit(g) ?? unitInScope).quantities.some((q) => RATE_OR_TIME.has(q.kind) || q.kind === "cpu_utilisation");
    const underUnit = (g: string) => rateUnit(g.split(/[:=：]/)[0] ?? "") && measured(g);
    const settingsLine = labelled.length >= 3 && labelled.filter(measured).length * 2 < labelled.length && !labelled.some(underUnit);
    const comparesFigures = COMPARED.test(line.text);
    const lineOps = line.segments.length > 1 ? operationsIn(line.segments[0] ?? "") : [];
    const lineOperation = lineOps.length === 1 ? (lineOps[0] ?? null) : null;
    let previous: Pair | undefined;
    line.segments.forEach((segment, s) => {
      const head = line.segmentHeads?.[s] ?? line.head ?? null;
      const { text, quantities } = quantitiesOf(segment, labelUnit(segment) ?? unitOf(head));
      // the `label:` opening the segment (`WRITE:` of `WRITE: 1073741824 Bytes (1,1 GB) kopiert, 234,011 s, 4,6 MB/s`)
      let segmentLabel = "";
      quantities.forEach((q, k) => {
        const before = text.slice(0, q.index);
        const colon = Math.max(before.lastIndexOf(":"), before.lastIndexOf("="), before.lastIndexOf("："));
        const prev = quantities[k - 1];
        const start = Math.max(colon + 1, prev ? prev.index + prev.length : 0);
        // `3143 IOPS (12572 KB/s)`, `1.62 MB/sec, 12.96 Mb/sec`: a figure in brackets right after another (`(1.04 Gbps)
        // [2.04 Mops/s]`: right after another's brackets), or in another
        // unit of its kind after a comma, is that measurement again, under its words
        const between = prev ? text.slice(prev.index + prev.length, q.index) : "";
        // `138.3 usec/IO = 3.5 Mbytes/s`: a figure given as equal to the one before it is that measurement in another form
        const restated =
          prev && (/^\s*[)）\]]?\s*[(（[]\s*(?:約|~|about\s)?\s*$/.test(between) || (/^\s*[,，]\s*$/.test(between) && prev.kind === q.kind && prev.unit !== q.unit) || (/^\s*[=＝]\s*$/.test(between) && prev.kind !== "size"))
            ? out[out.length - 1]
            : undefined;
        const own = colon >= 0 && (!prev || prev.index + prev.length <= colon) ? words(text.slice(0, colon), true) : "";
        // `Sequential Read: 2813MB/s IOPS=10`: a figure labelled only by its unit, after a figure of another kind on its
        // line, is that measurement again in another unit, under the same words
        const sameAgain = !restated && !prev && k === 0 && previous && previous.quantity.kind !== q.kind && own && rateUnit(own) ? previous : undefined;
        // `* Average: 99.35 MiB/s, 1302.17 obj/s`: a figure of another kind right after a comma shares the label (one
        // measurement given as a byte rate and an operation rate), and is no restatement
        const shared = !restated && prev && prev.kind !== q.kind && /^\s*[,，]\s*$/.test(between) ? out[out.length - 1] : undefined;
        const nearWords = (restated ?? sameAgain ?? shared)?.label ?? words(text.slice(start, q.index));
        if (k === 0) segmentLabel = own;
        // words between two figures of a segment that name nothing a descriptor reads (`kopiert`, `in`) do not replace
        // the segment's label: it still labels the later figures (`WRITE kopiert`)
        const later = k > 0 && !own && segmentLabel && !(restated ?? sameAgain ?? shared) && !nearWords.startsWith(segmentLabel);
        const near = later && !describesFigure(nearWords) ? [segmentLabel, nearWords].filter(Boolean).join(" ") : nearWords;
        // `Read 64.59  Write 64.62`: a figure its own words name before it leaves the words after it to the next figure
        // (…when its own words name an operation and so do the words after it: `85 MB/s write, 95 MB/s read` keeps its `write`)
        const nextWords = quantities[k + 1] ? text.slice(q.index + q.length, quantities[k + 1]!.index) : "";
        const end = quantities[k + 1] && near && !later && operationsIn(near).length && operationsIn(nextWords).length ? q.index + q.length : (quantities[k + 1]?.index ?? text.length);
        // `100000000 bytes received in 1.06 secs`, `transferred 10737418241 bytes in 419.33 seconds`: a size received, sent
        // or transferred, then `in` and a time — the time the transfer took
        // …and the rate after that time is the rate of the move (`copied, 7.0478 s, 149 MB/s`)
        const moved = restated ? restated.moved : shared?.moved != null && q.kind === "throughput" ? shared.moved : q.kind === "duration" && prev?.kind === "size" && movedIn(between) && MOVED.test(text.slice(0, q.index)) ? exactSize(out[out.length - 1], prev.valueSi) : null;
        if (near && own && lineCase === null && !sameAgain) lineCase = own;
        // `万兆 tcp_bw: 1.12 GB/sec`: words before a tool's test name (`tcp_bw`) are the case of the line's pairs
        const named = TEST_NAME_AFTER_CASE.exec(own);
        if (!near && named?.[1] && named[2] && lineCase === null && k === 0) lineCase = named[1];
        // `75.4Gb/s - 83Gb/s`: two figures of one kind joined by a dash or `to` are a range's ends
        const ranged = !!prev && prev.kind === q.kind && RANGE_BETWEEN.test(between);
        if (ranged && out.length) out[out.length - 1]!.ranged = true;
        // `64.60 over 15784.930 secs`, `over 494.755997 seconds; 209.7 Mbytes/second`: a rate and the time it was taken
        // over, either way round: the time is the run's length, and the rate one measured over it
        const spanned = prev?.kind === "duration" && SPAN_WORD.test(text.slice(0, prev.index)) && /^\s*[;,，、]?\s*$/.test(between);
        if (q.kind === "duration" && prev && prev.kind !== "duration" && SPAN_WORD.test(between) && out.length) out[out.length - 1]!.span = text.slice(q.index, q.index + q.length);
        const spannedBy = spanned && prev ? text.slice(prev.index, prev.index + prev.length) : undefined;
        // (…named by the words that open the line, before its span: `Rx_0 Total data bytes`, its bare count left out)
        const spanLabel = spannedBy && prev ? words(text.slice(0, prev.index).replace(SPAN_WORD, " ").replace(/(?<![\p{L}\p{N}_])\d[\d.,]*(?![\p{L}\p{N}_])/gu, " ")) : "";
        out.push({
          ...(ranged ? { ranged } : {}),
          line: line.n, raw: line.raw, segment, quantity: q, written: text.slice(q.index, q.index + q.length), label: near || (named?.[2] && lineCase === named[1] ? named[2] : own) || spanLabel,
          lineLabel: (sameAgain ?? restated) ? ((sameAgain ?? restated)?.lineLabel ?? null) : near && own ? own : lineCase, after: words(text.slice(q.index + q.length, end)), head, blockLabel, outerLabels, runLabel, interval: line.kind === "interval",
          settingsLine, comparesFigures, command, lineOperation, blockOperation, runMark, stepSettings, record, sharesLabel: shared !== undefined, restates: (restated ?? sameAgain)?.written ?? null, restatesPair: restated ?? sameAgain ?? null, moved,
          ...(spannedBy ? { span: spannedBy } : {}),
        });
        previous = out[out.length - 1];
      });
    });
  });
  return out;
}

/** Most words a caption line holds (`6.1.87-eevdf - naked eevdf +fixes`); a longer line is a sentence of the writer's. */
const CAPTION_WORDS = 6;
/** A line holding a rate or a time. */
const figuredLine = (l: TypedLine | undefined): boolean => !!l && (l.kind === "text" || l.kind === "comment" || l.kind === "interval") && quantitiesOf(l.text).quantities.some((q) => RATE_OR_TIME.has(q.kind));
/** A version alone (`4.19.312`, `6.1.87-cfs`): a kernel's or a program's, naming the build the figures under it ran on. */
const VERSION = /^v?\d+\.\d+\.\d[\w.+-]*$/;
/** A line left open on a comma, a dash, a bracket or a joining word: the next line continues it. */
const CONTINUED = /(?:[,，、\-–—(（/&+]|\b(?:and|or|with|of|the|a|an|to|in|on|for|by|vs\.?))\s*$/i;
/** Words parted by runs of spaces (`Category     Test     Result`): a table's header line, which heads columns, not a case. */
const COLUMNS = /\S(?: {2,}|\t)\S/;
/** A Japanese line ending in a verb or a particle (`…数十秒待つと通信速度が表示される`): a clause, where a caption is a noun phrase. */
const ENDS_IN_HIRAGANA = /[\u3040-\u309f][^\p{L}\p{N}]*$/u;
/** An option or a path (`mytool -x /mnt/a 16`): a command's words, typed without a prompt, caption nothing. */
const COMMAND_LIKE = /\s--?[A-Za-z]|(?:^|\s)\.{0,2}\/\w/;
/** Where a line ends or breaks as a sentence, a label or a list does (`.`, `:`, `,`, `?`): no caption does. */
const SENTENCE_MARK = /[.:：。!?！？,，;；]\s*$|[。:：]|,\s/;

/**
 * The lines that caption the figures after them (`6.9.0.gc942a0c-master +eevdf.current`, `NO_DELAY_DEQUEUE`, `ext4`):
 * a short line of text with no figure of its own and no sentence mark, followed (a caption nested under it aside) by a
 * line holding a rate or a time. By index, with its text.
 */
function captionLines(lines: readonly TypedLine[]): Map<number, string> {
  const out = new Map<number, string>();
  const bare = (l: TypedLine) => {
    const t = l.text.trim();
    return l.kind === "text" && !l.command && !/^\s*(?:#|\/\/|;|--\s)/.test(l.raw) && (/\p{L}/u.test(t) || VERSION.test(t)) && t.length <= 60 && t.split(/\s+/).length <= CAPTION_WORDS && !SENTENCE_MARK.test(t) && !COLUMNS.test(t) && !ENDS_IN_HIRAGANA.test(t) && !/[=]/.test(t) && !COMMAND_LIKE.test(t) && !FRAMED_TITLE.test(t) && describe(t).run === null && !quantitiesOf(t).quantities.length && !bareCommand(t);
  };
  for (let i = lines.length - 1; i >= 0; i--) {
    const l = lines[i];
    // (a line that goes on from the one before, `…offloading engine, XFS,` then `2x 1G port trunked`, is its sentence's end)
    const before = lines[i - 1];
    const continues = before !== undefined && before.kind === "text" && CONTINUED.test(before.text);
    if (l && bare(l) && !continues && (figuredLine(lines[i + 1]) || out.has(i + 1))) out.set(i, l.text.trim());
  }
  return out;
}

/**
 * `Write (to SD) Run 1/3...`, `Reading back…`: a line of text ending in an ellipsis, with no figure of a rate or time, that
 * announces the step whose output follows: the one read or write it names, and its run when it numbers one.
 */
const NUMBERED_WORD = /(\p{L}+)\s*#?\s*(\d{1,2})(?:\s*(?:\/|of)\s*\d{1,2})?(?![\d.])/gu;
/**
 * A line that only sets a thread count, queue depth or block size (`Threads: 3`, `iodepth=32`) or names the drive or
 * adapter (`Disk: nvme0n1`) of the figures after it, with no figure measured: the step those figures belong to.
 */
/** `io_block_size 262144`: a snake_case name (one underscore at least), white space, a value. */
const SETTING_NAME_VALUE = /^\s*\p{L}[\p{L}\p{N}]*_[\p{L}\p{N}_]*\s+\d\S*\s*$/u;
function settingStep(line: TypedLine): StepSettings | null {
  if ((line.kind !== "text" && line.kind !== "comment") || line.segments.length !== 1 || line.text.trim().length > 40) return null;
  const at = /[:=]/.exec(line.text);
  // `io_block_size 262144`, `numjobs 4`: a program's setting printed as its name and its value, with no mark between
  const named = !at && SETTING_NAME_VALUE.test(line.text);
  if ((!at && !named) || quantitiesOf(line.text).quantities.some((q) => RATE_OR_TIME.has(q.kind) || q.kind === "latency")) return null;
  const d = describe(line.text);
  if (d.metric !== null || d.operation !== null) return null;
  if (!at) return stepSettingsOf(d);
  // the label's last word names what the value is (`Disk: nvme0n1`, `Running benchmarks for pool: inferno`), or the value
  // names a drive or an adapter itself under a label of a few words (`Model: INTEL SSDPE21D960GA`)
  const value = line.text.slice(at.index + 1).trim();
  const label = line.text.slice(0, at.index).trim();
  const labelKey = conditionKeyForLabel(label.split(/\s+/).at(-1) ?? "");
  const kind = !value ? undefined : labelKey === "storage" || labelKey === "adapter" ? labelKey : label.split(/\s+/).length <= 3 ? describe(value).subject?.kind : undefined;
  const subject = kind === "storage" || kind === "adapter" ? { kind, text: value } : null;
  return stepSettingsOf(d, subject);
}

/** The settings a step's line states through the descriptor grammar (and the drive it names), or null when it states none. */
function stepSettingsOf(d: ReturnType<typeof describe>, subject: StepSettings["subject"] = null): StepSettings | null {
  return d.threads !== null || d.queueDepth !== null || d.blockSizeBytes !== null || subject ? { threads: d.threads, queueDepth: d.queueDepth, blockSizeBytes: d.blockSizeBytes, subject } : null;
}

/** A step's settings within the step around it: its own, and the drive the outer one named when it names none. */
function stepWithin(outer: StepSettings | null, inner: StepSettings | null): StepSettings | null {
  const subject = inner?.subject ?? outer?.subject ?? null;
  const tool = inner?.tool ?? outer?.tool ?? null;
  return inner || subject || tool ? { threads: null, queueDepth: null, blockSizeBytes: null, ...inner, subject, tool } : null;
}

/** What an announced step sets for the figures under it: its thread count, queue depth and block size. */
export interface StepSettings {
  threads: number | null;
  queueDepth: number | null;
  blockSizeBytes: number | null;
  /** The drive or adapter the step is run on, named by its label (`Disk: nvme0n1`). */
  subject?: { kind: "storage" | "adapter"; text: string } | null;
  /** The one benchmark tool the step's announcement names (`Running DD write benchmark…`). */
  tool?: string | null;
}
function announcedStep(line: TypedLine): { operation: Operation | null; run: string | null; settings: StepSettings | null } | null {
  if (line.kind !== "text" || !/(?:\.{3}|…)\s*$/.test(line.text) || line.segments.length > 1) return null;
  if (quantitiesOf(line.text).quantities.some((q) => RATE_OR_TIME.has(q.kind))) return null;
  const ops = operationsIn(line.text);
  const operation = ops.length === 1 && (ops[0] === "read" || ops[0] === "write") ? ops[0] : null;
  // `Run 1/3`, `pass 2 of 5`: a word the run grammar reads before its number (and the count of runs after it)
  const numbered = [...allMatches(line.text, NUMBERED_WORD)].some((m) => describe(`${m[1]} ${m[2]}`).run !== null);
  const run = numbered ? line.text.trim() : null;
  // (the one tool it names runs the step: `Running DD write benchmark with 3 threads...`)
  const tools = toolsIn(line.text);
  const settings = stepSettingsOf(describe(line.text));
  const tool = tools.length === 1 ? tools[0]! : null;
  return operation || run ? { operation, run, settings: tool ? { threads: null, queueDepth: null, blockSizeBytes: null, ...settings, tool } : settings } : null;
}

/** `Operation: GET.`, `Mode: write`: a line that names the one operation of the figures after it, and holds no figure. */
const OPERATION_LINE = new RegExp(`^\\s*(?:${alternation(W.operation_line_labels)})\\s*[:=]\\s*([\\p{L}_-]+)(?![\\p{L}\\p{N}_-])`, "iu");
function operationLine(text: string): Operation | null {
  const named = OPERATION_LINE.exec(text)?.[1];
  const ops = named && !/\d/.test(text.slice(0, text.search(/[.;,]|$/))) ? operationsIn(named) : [];
  // as for a figure's own words, only a read or a write: a mixed load the line names is not one the pair can confirm
  return ops.length === 1 && (ops[0] === "read" || ops[0] === "write") ? ops[0] : null;
}

const re = (terms: readonly string[]) => new RegExp(alternation(terms), "i");
const MEASURED = re(W.measured_label_words);
const SETTING = re(W.setting_label_words);
const RESULT_IF_DONE = new RegExp(alternation(W.setting_words_unless_operation), "gi");
const RATE_OF_OPERATION = re(W.setting_words_unless_operation);
const ACTIVITY = re(W.measured_activity_words);
/** `… to RamNode Atlanta (USA)`, `… from CacheFly`: the far end a label names last, after what was measured. */
const FAR_END = /\s+(?:to|from)\s+\p{Lu}[\p{L}\p{N}.-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}.-]*|\([^()]*\)))*\s*$/u;
const PERCENTILE = new RegExp(`${alternation(W.percentile_words)}|(?<![a-z])p\\d{2}|\\d+(?:\\.\\d+)?\\s*(?:th|%)|[<>]=?`, "i");
const DURATION = re(W.duration_label_words);
const RUN_LENGTH = re(W.run_length_words);
const SET_RUN_LENGTH = re(W.set_run_length_words);
/** `10s test`, `60 second run`: the words right after a time that make it the run's set length. */
const RUN_AFTER = new RegExp(`^(?:${alternation(W.run_length_after_words)})(?![\\p{L}])`, "iu");
const NETWORK = re(W.network_label_words);
const SECTION = re(W.section_words);
const REQUESTS = re(W.request_words);
const COUNT = re(W.count_labels);
const COMPARISON = re(W.comparison_words);
const CPU = re(lexicon.prose.cpu_words);
const MOVED = re(W.moved_size_verbs);
/** `over` (decisionWords `span_before_words`) ending the words before a time: the time is the span a figure was taken over. */
const SPAN_WORD = new RegExp(`(?:^|\\s)(?:${alternation(W.span_before_words)})\\s*$`, "i");
/**
 * The words between a size and a time: `in`, after at most two words (`received in`, `bytes sent in`), or a verb of
 * moving it and a comma (`copied, 234.011 s`, dd's line in any language it prints).
 */
function movedIn(between: string): boolean {
  const said = words(between).toLowerCase().split(" ");
  const last = said[said.length - 1] ?? "";
  return said.length <= 3 && (last === "in" || (MOVED.test(last) && /[,，、]\s*$/.test(between)));
}

/** The case a figure was measured in: the line's own label, the run's label or the block's label line, unless it only names a section or what was measured. */
function caseOf(pair: Pair, program: string | null): string | null {
  // a run's label is the case its writer gives; a label line within the run names a section of the output
  for (const label of [pair.lineLabel, pair.runLabel, pair.blockLabel]) {
    if (!label || isGenericHeading(label) || label.toLowerCase() === program) continue;
    const rest = label.replace(SECTION, "").replace(MEASURED, "").replace(/[^\p{L}\p{N}]/gu, "");
    if (rest) return label;
  }
  return null;
}
const AVERAGED = new Set(["mean", "median"]);
/** `TCP_RR_Transaction_Rate`, `UDP_RR`: a rate of operations the descriptor grammar places over a transport or a protocol. */
const overTransport = (descriptor: string): boolean => {
  const d = describe(descriptor);
  return d.transport !== null || d.protocol !== null;
};
/** The percentile a label names, its words parted by `_` too (`TCP_RR_Latency_p99` → p99). */
const labelPercentile = (label: string) => percentileOf(camelWords(label).replace(/_/g, " "));
/** The size a pair gives, as first written where it restates another (`536870912 Bytes (0,5 GB)`: the bytes). */
const exactSize = (pair: Pair | undefined, size: number | null): number | null =>
  pair?.restatesPair?.quantity.kind === "size" && pair.restatesPair.quantity.valueSi !== null ? pair.restatesPair.quantity.valueSi : size;
/** The latency word a descriptor holds, as the descriptor grammar reads it, or null. */
const latencyNamed = (descriptor: string): string | null => (metricsIn(descriptor).includes("latency") ? descriptor : null);
const first = (r: RegExp, text: string) => r.exec(text)?.[0] ?? null;
/** `over a 60 s run`, `for a 30-minute test`: the run-length words `over a` and `for a` right before the figure or before a time. */
const SPAN = /\b(?:over|for)\s+an?(?:\s*$|\s+\d[\d.,]*\s*-?\s*(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?)\b)/i;
/** The words of a label naming a run's length (`duration`, `elapsed`, `over a 60 s run`); `over a` or `for a` before no time (`round trip over a LAN`, `time for a 4K read`) are none. */
const runLengthIn = (r: RegExp, label: string): string | null => {
  const w = first(r, label);
  return w && /^(?:over|for) a$/i.test(w.trim()) && !SPAN.test(label) ? null : w;
};

/** The metric a pair's unit and descriptor give: rates as they are, a time only when its words say latency or time taken. */
function metricOf(pair: Pair, descriptor: string): Metric | null {
  const q = pair.quantity;
  if (q.kind === "throughput" || q.kind === "iops") return q.kind;
  // a percentage is a result only as the CPU's share (`CPU Usage:` over `User: 0.03%`)
  if (q.kind === "cpu_utilisation") return first(CPU, descriptor) ? "cpu_utilisation" : null;
  if (q.kind !== "duration") return null;
  if (q.perOperation) return "latency";
  if (pair.moved !== null) return "duration";
  // `duration: 9.01 s` under `Ping test:`, `over a 60 s run` under `Latency:`: a time its own words call the run's length
  if (runLengthIn(RUN_LENGTH, pair.label) && !latencyNamed(pair.label)) return "duration";
  // `Running 10s test @ http://…/ping`: a time the word after it makes the run's length (whatever the URL says)
  if (RUN_AFTER.test(pair.after)) return "duration";
  // the descriptor grammar's latency words (`latency`, `lat`, `ping`, `RTT`, `応答時間`): one list for every structure
  if (latencyNamed(descriptor)) return "latency";
  if (first(DURATION, descriptor)) return "duration";
  // `Time: 9.60 s` under `Write (to SD) Run 1/3...`: the time of the read or write the line or its block names
  return operationTime(pair) ? "duration" : null;
}
const OPERATION_TIME = new Set(W.operation_time_labels.map((w) => w.toLowerCase()));
const operationTime = (pair: Pair): string | null => ((pair.lineOperation ?? pair.blockOperation) && OPERATION_TIME.has(pair.label.trim().toLowerCase()) ? pair.label : null);

/** The evidence a pair's own words give, for and against, gathered the same way for every pair. */
function pairEvidence(pair: Pair, descriptor: string, metric: Metric | null, repeated: boolean, restatesKept: boolean, distribution: boolean): Evidence[] {
  const out: Evidence[] = [];
  // a label is a few words; a longer stretch of text or one that ends a sentence is the writer's prose, which prose reads
  // with its context (a tool's line of several `label = value` pairs is judged pair by pair)
  // (the far end a label names last, `Testing Network IO to RamNode New York City (USA)`, is a name, not words of a sentence)
  if (pair.segment.length > 100 || pair.label.replace(FAR_END, "").split(/\s+/).length > 5 || /[.。]$/.test(pair.label)) out.push({ kind: "sentence", words: pair.label.slice(0, 40) });
  const count = first(COUNT, [pair.lineLabel ?? "", pair.blockLabel ?? ""].join(" "));
  if (count) out.push({ kind: "count", words: count });
  // `Difference: 1.82%`: a figure that compares two others
  const compared = first(COMPARISON, [pair.head ?? "", pair.label].join(" "));
  if (compared) out.push({ kind: "arithmetic", words: compared });
  if (pair.settingsLine) out.push({ kind: "setting", words: "a line of settings" });
  // `cat /etc/shaper.conf`: a configuration file shown states what was set, whatever its keys say (`sendRate: 500Mbps`)
  const configuration = shownConfiguration(pair.command);
  if (configuration) out.push({ kind: "setting", words: `${configuration} (a configuration file shown)` });
  if (pair.comparesFigures) out.push({ kind: "bound", words: "figures compared with < or >" });
  // `Write speed = 120.5 MB/s` names a result; ethtool's `Speed: 1000Mb/s` or a `Write speed limit` a setting
  // …and so does an activity measured wherever it is printed (`I/O speed : 47.7 MB/s`)
  const setting = first(SETTING, operationsIn(pair.label).length || pair.lineOperation || pair.blockOperation || ACTIVITY.test(pair.label) ? pair.label.replace(RESULT_IF_DONE, " ") : pair.label);
  if (setting) out.push({ kind: "setting", words: setting });
  // `over a 60 s run`, `duration: 30 s`: how long the run was set to go, not what it measured
  const runLength = metric === "duration" ? runLengthIn(SET_RUN_LENGTH, pair.label) : null;
  if (runLength) out.push({ kind: "setting", words: `${runLength} (the run's length)` });
  else if (metric === "duration" && RUN_AFTER.test(pair.after)) out.push({ kind: "setting", words: `${pair.written} ${pair.after.split(/\s+/)[0]} (the run's length)` });
  const percentile = first(PERCENTILE, pair.label);
  // `TCP_RR_Latency_p99  371 us`, `99th percentile: 3.1 ms`: the one percentile a summary line names as its label is that
  // statistic of the run's latency, kept with it; several on a line (`1.00th=[…], 5.00th=[…]`) are a distribution, and
  // a bucket's bound (`<= 10 ms`, `50%`) is none
  const summary = percentile !== null && !distribution && metric === "latency" && labelPercentile(pair.label) !== null;
  if (percentile && !summary) out.push({ kind: "percentile", words: percentile });
  if (pair.ranged) out.push({ kind: "spread", words: `${pair.written} (an end of a range)` });
  if (pair.interval || repeated) out.push({ kind: "interval", words: repeated ? `${pair.label} (printed again and again)` : pair.raw.trim().slice(0, 20) });
  const measured =
    first(MEASURED, descriptor) ??
    (metric === "duration" || metric === "latency" ? (metric === "latency" ? latencyNamed(descriptor) : (first(DURATION, descriptor) ?? operationTime(pair))) : metric === "cpu_utilisation" ? first(CPU, descriptor) : null) ??
    (pair.head && rateUnit(pair.head) ? pair.head : null) ??
    // `tps = 525.7`, `IOPS: 14`: a label that is the rate's unit names what was counted per second
    (pair.label && rateUnit(pair.label) ? `${pair.label} (the rate's unit as its label)` : null) ??
    // `Download speed: 732.04Mbps`, `Average writing speed: 30.56 MB/s`: the speed or rate of an operation the lexicon
    // names (a bare `Download: 41.37 Mbps` may be a plan's)
    ((operationsIn(pair.label).length || pair.lineOperation || pair.blockOperation) && RATE_OF_OPERATION.test(pair.label) ? pair.label : null) ??
    // `I/O speed : 47.7 MB/s`, `Testing Network IO to …: 3.90MB/s`: a rate of an activity measured wherever it is printed
    (pair.quantity.kind === "throughput" && ACTIVITY.test(pair.label) ? pair.label : null) ??
    (pair.moved !== null ? `${pair.label} (a size moved in a time)` : null) ??
    // `64.60 MB/s over 15784.930 secs`: a rate taken over a stated time is an average the run measured
    (pair.span !== undefined && pair.quantity.kind === "throughput" ? `${pair.written} over ${pair.span} (a rate over a run's length)` : null) ??
    // `138.3 usec/IO`: a time per operation is what one operation took, as measured
    (pair.quantity.perOperation ? `${pair.written} (a time per operation)` : null) ??
    // `= 3.5 Mbytes/s` after a kept `138.3 usec/IO`: the same measurement again, in another unit
    (restatesKept ? `${pair.written} (restates ${pair.restates ?? "a kept figure"})` : null) ??
    // `* Average: 99.35 MiB/s`, `50% Median: 104.7MiB/s`: a mean or median is taken over runs or samples, never stated
    // of a plan or a part (a maximum may be a rating, so it does not count)
    (metric && AVERAGED.has(describe(pair.label).statistic ?? "") ? `${pair.label} (a statistic of measured samples)` : null) ??
    // `Run 1: 2017.87 MB/s`, `2回目: 41.2 秒`: a label that only numbers a run gives what that run measured (a word glued
    // to its number, `pass11`, is as often a device's name: camcontrol's `pass11: 600.000MB/s transfers`)
    (metric && describe(pair.label).run !== null && !/\p{L}\d/u.test(pair.label) ? `${pair.label} (a numbered run)` : null);
  if (measured) out.push({ kind: "measured", words: measured });
  return out;
}

/**
 * The generic pair reader: results of a tool no reader knows, read from its pairs (PostMark, ApacheBench, dbench/tbench,
 * lmbench-style comments, vendor tools), each kept or refused by the one decision. A block with one result counts only
 * under the command that printed it; otherwise it needs two. Refusals go to `refused` when given.
 */
export function readPairs(lines: string[], command: Command | null, refused?: Refusal[]): ToolReading[] {
  const program = command?.program ?? null;
  // a load tool pointed at a URL or a host moved its bytes over the network
  const overUrl = command?.args.some((a) => /^["']?(?:https?:\/\/|\d{1,3}(?:\.\d{1,3}){3}(?![\d.])|localhost\b)/.test(a)) ?? false;
  // the percentiles a block prints under a line naming their distribution (`Latency Distribution`, `Percentage of the
  // requests served within a certain time (ms)`): read as such, and no pairs of their own
  const distribution = distributionRows(lines);
  const inDistribution = new Set(distribution.map((d) => d.index + 1));
  const pairs = pairsOf(typedLines(lines.join("\n"))).filter((p) => !inDistribution.has(p.line));
  // the same words printed again and again within one run of the block are a progress or interval report
  // (under each command again, the same label is another run's)
  // (…and a record a rule line parts from the one before, `---` between `ros2 topic echo`'s messages, is another record)
  const keyOf = (p: Pair) => [p.command?.text ?? "", p.runLabel, p.runMark, p.record, p.blockLabel, p.head, p.lineLabel, p.label || p.after].join("|").toLowerCase();
  const count = new Map<string, number>();
  // …unless each line moved the same size (`100000000 bytes received in 1.06 secs` six times): runs repeated, not progress
  const sizes = new Map<string, Set<number | null>>();
  for (const p of pairs) {
    if (!RATE_OR_TIME.has(p.quantity.kind)) continue;
    // a figure sharing the label of the one before it (`speed = 3.2MB/sec, 200.0 operations/sec`) or restating it
    // (`138.3 usec/IO = 3.5 Mbytes/s`) is that label printed once
    if (!p.sharesLabel && !p.restatesPair) count.set(keyOf(p), (count.get(keyOf(p)) ?? 0) + 1);
    sizes.set(keyOf(p), (sizes.get(keyOf(p)) ?? new Set()).add(p.moved));
  }
  // …but the last time the words come, printed less indented than every time before (the interval report indented under
  // its timestamps, then `Disk data rates (MB/s) overall: …` flush after it), is the run's summary, not its progress
  const outdentedLast = new Set<Pair>();
  const byKey = new Map<string, Pair[]>();
  for (const p of pairs) if (RATE_OR_TIME.has(p.quantity.kind) && !p.sharesLabel && !p.restatesPair) byKey.set(keyOf(p), [...(byKey.get(keyOf(p)) ?? []), p]);
  const indentOf = (p: Pair) => /^\s*/.exec(p.raw)?.[0].length ?? 0;
  for (const group of byKey.values()) {
    const last = group[group.length - 1];
    if (group.length > 2 && last && group.slice(0, -1).every((p) => indentOf(p) > indentOf(last))) outdentedLast.add(last);
  }
  // …or the command above is a loop (`for i in 1 2 3; do tbench 8 10; done`): each time the words come again is its next pass
  const runs = (p: Pair) => (p.moved !== null && sizes.get(keyOf(p))?.size === 1) || p.command?.repeats !== undefined;
  const passes = new Map<string, number>();
  const percentilesOnLine = new Map<number, number>();
  for (const p of pairs) if (PERCENTILE.test(p.label)) percentilesOnLine.set(p.line, (percentilesOnLine.get(p.line) ?? 0) + 1);
  const kept: { pair: Pair; metric: Metric; descriptor: string }[] = [];
  const keptPairs = new Set<Pair>();
  for (const pair of pairs) {
    // a figure whose unit its label gave (`Transfer/sec: 212.89KB` is KB/s) is described with that unit, never as a size
    const written = pair.written.includes(pair.quantity.unit) ? pair.written : `${pair.quantity.value} ${pair.quantity.unit}`;
    const descriptor = camelWords([pair.head ?? "", pair.label, pair.restates ?? "", written, pair.after, pair.blockLabel ?? "", ...pair.outerLabels].join(" "));
    const metric = metricOf(pair, descriptor);
    const restatesKept = pair.restatesPair !== null && keptPairs.has(pair.restatesPair);
    const evidence = pairEvidence(pair, descriptor, metric, (count.get(keyOf(pair)) ?? 0) > 2 && !runs(pair) && !outdentedLast.has(pair), restatesKept, (percentilesOnLine.get(pair.line) ?? 0) > 1);
    const decision = decideResult({ metric, needsMeasured: true }, evidence);
    if ("reject" in decision) {
      if (metric) refused?.push({ line: pair.line, raw: pair.raw, reason: `generic pair reader: ${decision.reject}` });
    } else if (metric) {
      kept.push({ pair, metric, descriptor });
      keptPairs.add(pair);
    }
  }
  // (two lines at least: one share and time alone is no distribution)
  const percentiles = distribution.length < 2 ? [] : distribution.map((d) =>
    reading(program ?? "generic", "latency", { ...d.quantity, kind: "latency" }, d.index + 1, lines[d.index] ?? "", {
      conditions: { test: d.title, statistic: d.percent === 100 ? "max" : `p${d.percent}`, ...(program ? { tool: program } : {}) },
      labelsRead: true,
    }),
  );
  if (kept.length < (program ? 1 : 2)) return percentiles;
  // a block that counts requests or messages per second is a client–server load test: its byte rate crossed the network
  const commands = new Set(kept.map((k) => k.pair.command?.text.trim()).filter(Boolean));
  const overNetwork = overUrl || kept.some((k) => k.metric === "iops" && NETWORK.test(k.descriptor));
  // a restatement is its figure's measurement in another unit (`(1.04 Gbps) [2.04 Mops/s]`): the operation its figure was read with
  const operations = new Map<Pair, Operation | null>();
  return [...kept.map(({ pair, metric, descriptor }) => {
    const fields = descriptorOf(descriptor);
    const conditions: Conditions = { test: [pair.head, pair.label || pair.blockLabel || pair.after].filter(Boolean).join(": ") };
    // `tps = 525.7 (including connections establishing)`: a bracketed remark after the figure tells it from its twin
    if (pair.label && pair.after && (pair.segment.includes(`(${pair.after})`) || pair.segment.includes(`（${pair.after}）`))) conditions.test = `${conditions.test} (${pair.after})`;
    // `NFS: 110.00   SMB: 112.00`: a case that names a protocol is the protocol it was measured over
    const protocols = protocolsIn(pair.label);
    if (pair.head && protocols.length === 1 && protocols[0]) conditions.protocol = protocols[0];
    // the benchmark typed at the prompt above the figure (`dd …` inside a `docker run` session) before the block's first program
    if (pair.command && toolsIn(pair.command.program).length) conditions.tool = pair.command.program;
    else if (program) conditions.tool = program;
    // runs told apart only by their commands (`dbench … /xfs 32`, `dbench … /ext4 1`): the command is the case
    const measuredIn = caseOf(pair, program) ?? (commands.size > 1 && pair.command ? pair.command.text.trim() : null);
    if (measuredIn) conditions.label = measuredIn;
    if (fields.blockSizeBytes) conditions.block_size_bytes = fields.blockSizeBytes;
    // the step announced over the figure (`Running DD write benchmark with 3 threads...`) set what its own words do not
    const step = pair.stepSettings;
    if (step?.blockSizeBytes && conditions.block_size_bytes === undefined) conditions.block_size_bytes = step.blockSizeBytes;
    if (step?.threads) conditions.threads = step.threads;
    if (step?.queueDepth) conditions.queue_depth = step.queueDepth;
    if (step?.subject) conditions[step.subject.kind] = step.subject.text;
    if (step?.tool && conditions.tool === undefined) conditions.tool = step.tool;
    // the pass of a loop that printed the words again (`for i in 1 2 3; do …`): the first, the second …
    if (pair.command?.repeats !== undefined && (count.get(keyOf(pair)) ?? 0) > 1) {
      const pass = (passes.get(keyOf(pair)) ?? 0) + 1;
      passes.set(keyOf(pair), pass);
      conditions.run = pass;
    }
    if (pair.moved !== null) conditions.file_size_bytes = pair.moved;
    if (fields.statistic) conditions.statistic = fields.statistic;
    else {
      const percentile = metric === "latency" ? labelPercentile(pair.label) : null;
      if (percentile) conditions.statistic = percentile;
    }
    const bits = /bit|ビット|bps/i.test(pair.quantity.unit);
    // a rate in bits, of a load test, or over a named network protocol (`tcp_bw`) is a network transfer (corpus conventions)
    const network = overNetwork || bits || pair.moved !== null || protocolsIn(descriptor).length > 0 || NETWORK.test(descriptor);
    // the prompt a figure stands under says what its run did when its words do not (`rados bench … seq`)
    // (dd's `if=` / `of=`, fio's `--rw=`, a mode word), with the block size it runs with (`bs=100M`)
    const mode = pair.command ? { operation: commandDirection(pair.command), access: commandAccess(pair.command) } : null;
    const ranBlock = pair.command ? commandBlockSize(pair.command) : null;
    if (conditions.block_size_bytes === undefined && ranBlock) conditions.block_size_bytes = ranBlock;
    const restated = pair.restatesPair ? operations.get(pair.restatesPair) : undefined;
    const operation: Operation | null = fields.operation ?? pair.lineOperation ?? pair.blockOperation ?? mode?.operation ?? restated ?? ((metric !== "iops" && pair.moved !== null) || (metric === "throughput" && network) || (metric === "iops" && (REQUESTS.test(descriptor) || overTransport(descriptor))) ? "transfer" : null);
    operations.set(pair, operation);
    const { index: _i, length: _l, ...quantity } = pair.quantity;
    // a step a streaming tool ran (`Running DD write benchmark…`) read or wrote sequentially, as the tool's own output would say
    const streamed = step?.tool && streamingTool(step.tool) ? "sequential" : null;
    return reading(program ?? "generic", metric, { ...quantity, kind: metric }, pair.line, pair.raw, { operation, access: fields.access ?? mode?.access ?? streamed, conditions, labelsRead: true });
  }), ...percentiles].sort((a, b) => a.line - b.line);
}
