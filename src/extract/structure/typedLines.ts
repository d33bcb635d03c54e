import { z } from "zod";
import { readDataFile } from "../../dataFile.ts";
import { describe, statedDirection } from "../../grammar/describe.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { findQuantities, parseUnit } from "../../normalise/parseQuantity.ts";
import { slashHeader, slashValues } from "./slashLists.ts";
import { type Command, readCommand } from "../tools/commandLine.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A line of words framed by two or more rule marks on each side (`----RUN 1----`, `****DIRECT-IO TEST****`, `=== Run 2 ===`): its words in group 2. */
export const FRAMED_TITLE = /^\s*([-=*#~_])\1+\s*([\p{L}][\p{L}\p{N} #.\-/]{0,38}?)\s*\1{2,}\s*$/u;

/** `75.4Gb/s - 83Gb/s`, `200 ~ 300 MB/s`: the text between two figures of one kind that makes them a range's ends. */
export const RANGE_BETWEEN = /^\s*(?:[-–—~〜～]|to)\s*$/i;

/** What one line of preformatted text is: a prompt's command, a shell comment, a label over the lines below, a per-interval report, or text. */
export type LineKind = "blank" | "prompt" | "comment" | "label" | "interval" | "text";

/** One line of a `<pre>`, `<br>` paragraph or list item, typed once and read by every reader the same way. */
export interface TypedLine {
  /** 1-based line number within the block. */
  n: number;
  raw: string;
  /** The line without its quote marks (`>`, `> >`) and, for a comment, without `#`. */
  text: string;
  kind: LineKind;
  /** How many quote marks the line carried. */
  quoted: number;
  command: Command | null;
  /** For a label line: whether it heads a run (a blank line follows: `With atomic_t:`) or a section of one run's output (`Time:`). */
  heads?: "run" | "section";
  /** The `label: value` pairs of the line, split where a second label starts (`tcp_bw: 1.12 GB/sec tcp_lat: 23.9 us`). */
  segments: string[];
  /** The label that opens a line of labelled figures and heads them all (`Avg Latency` in `Avg Latency: NFS: 36 µs   SMB: 35 µs`); its segments start after it. */
  head?: string;
  /**
   * The head over each segment, where a later segment opens a group of its own (`Latency` over `Min: 2624ns, Max: …, Avg: …`
   * in `Sent: 1.04 Gbps | Latency: Min: 2624ns, Max: 1303897ns, Avg: 6397ns`); the line's head before the first such group.
   */
  segmentHeads?: (string | null)[];
}

const QUOTES = /^\s*((?:>[ \t]?)+)/;
const MARKS = readDataFile(z.object({ log_levels: z.array(z.string().min(1)).min(1) }), new URL("./lineMarks.json", import.meta.url));
/** The level words of lineMarks.json as a pattern's alternation: the one list every reader of log lines uses. */
export const LOG_LEVELS = MARKS.log_levels.map(escapeRegExp).join("|");
const LEVEL = LOG_LEVELS;
/**
 * A logger's prefix (lineMarks.json): bracketed fields of which one is a level word (`[INFO] [1735889869.16] [node]: `),
 * or a level word and a colon opening the line with the logger's name after it (`INFO:root:`).
 */
const LOG_PREFIX = new RegExp(`^\\s*(?:(?:\\[[^\\]\\n]{0,60}\\]\\s*)*\\[\\s*(?:${LEVEL})\\s*\\](?:\\s*\\[[^\\]\\n]{0,60}\\])*\\s*:?|(?:${LEVEL}):(?:[\\w.]{1,40}:)?)\\s*(?=\\S)`);
const COMMENT = /^\s*#(?:[ \t]|$)/;
/** `Before:`, `With atomic_t:`, `FakeRAID1:`, `【virtio】`: a short line that names what the lines below it show. */
const LABEL = /^\s*(?:[^\s:：=#>][^:：=]{0,38}?[:：]|【[^】]{1,38}】|\[[^\]\d][^\]]{0,38}\])\s*$/;
/** A time stamp, an interval (`0.0- 1.0 sec`, `[  5]  2.00-3.00`) or a progress mark (`5%`, `3/10`) at the start of a line. */
const INTERVAL = /^\s*(?:\[\s*\d+\]\s*)?\d+(?:\.\d+)?\s*-\s*\d+(?:\.\d+)?\s*(?:sec|s)?\b|^\s*\d{1,2}:\d{2}:\d{2}\b|^\s*\d+(?:\.\d+)?%\s|^\s*(?:interval|progress|\d+\s*sec(?:onds)?\s*:)/i;
/**
 * Where a second `label: value` of a line may start: a one-word label and `:` or `=` then a figure; a unit as the label and
 * `:` (`IO/s: 151373 MB/s: 73`: each figure under the unit before it; `95.0 usec/IO = 10.3` is one figure restated); or
 * after three spaces, any label.
 */
const NEXT_PAIR = /(?<!\s)\s+(?=[\p{L}_][\p{L}\p{N}_.\-]{0,30}\s*[:=]\s*[\d.])|(?<!\s)\s+(?=[\p{L}][\p{L}_]{0,10}\/[\p{L}_]{1,10}\s*:\s*[\d.])|(?<!\s)\s{3,}(?=[\p{L}][\p{L}\p{N} _.\-]{0,30}[:=]\s*\S)/gu;

/** `Avg Latency:` before a labelled figure (`NFS: 36 µs`), or before a quoted string of them (`data: 'Download Speed: 10.71 Mbps, …'`): a label heading the labelled figures of its line. */
const HEAD = /^\s*([\p{L}][^:：=]{0,30}?)\s*[:：]\s*['"‘“「]?(?=[\p{L}][\p{L}\p{N} _.\-]{0,30}?\s*[:：=]\s*[\d.])/u;

/**
 * `| Latency:`, `, Latency:` closing a piece after its figures: a label with no value of its own, heading the labelled
 * figures that follow it (`Min: 2624ns, Max: …`). It starts the next piece instead.
 */
const DANGLING = /(?:^|[\s,;|，、])([\p{L}][\p{L}\p{N} _.\-]{0,30}?\s*[:：])\s*$/u;

/** A piece of a line that already gave its value: `label: 12`, or a rate or time (`Throughput 345.678 MB/sec`; not `Random 4K`). */
const holdsValue = (piece: string): boolean =>
  /[:=]\s*[\d.]/.test(piece) || findQuantities(piece).some((q) => !q.bare && q.kind !== "size");

/** Words right after a piece's last figure (`read` of `bytes read= 12884901888 read`). */
const TRAILING_WORDS = /(?<=\d)\s+(\p{L}[\p{L}\s]{0,20})$/u;
/**
 * Words after the last comma at the end of a piece (`, Upload` of `Download Speed: 10.38 Mbps, Upload`); the clause before
 * that comma must hold a figure (wordsAfterComma). Anchored at the comma, not at a digit before it: a digit then any
 * run of text would be retried from every digit of a long line.
 */
const AFTER_COMMA = /[,;，、]\s*(\p{L}[\p{L}\s]{0,20})$/u;
const SEPARATORS = ",;，、";
/** Words after a bar at the end of a piece (`| Avg` of `Average: 9.48 s | Avg`). */
const BAR_WORDS = /\|\s*(\p{L}[\p{L} ]{0,20})$/u;

/** The words after a piece's last comma when the clause before the comma holds a figure, or null. */
function wordsAfterComma(piece: string): string | null {
  const m = AFTER_COMMA.exec(piece);
  if (!m?.[1]) return null;
  const before = piece.slice(0, m.index);
  let start = before.length;
  while (start > 0 && !SEPARATORS.includes(before[start - 1] ?? "")) start--;
  return /\d/.test(before.slice(start)) ? m[1] : null;
}

/**
 * The words that close a piece after its last figure when they describe a figure — an operation, metric, access or
 * statistic the descriptor grammar reads (`read` in `bytes read= 12884901888 read time = 6.2 sec`, `AVG` in `… 12 MB/s
 * AVG lat= 3 ms`): the start of the next pair's label, not words after this figure. A unit or any other word stays.
 */
function wordsOfNextLabel(piece: string): string {
  // `Download Speed: 10.38 Mbps, Upload` before `Speed: 5.1 Mbps`: the words after the piece's last comma open the next label
  // `… (std: 0.12) | Avg` before `Speed: 10.55 MB/s`: the words after a bar open the next label
  const barred = BAR_WORDS.exec(piece)?.[1];
  if (barred && !findQuantities(`1 ${barred}`).some((q) => !q.bare)) return barred;
  const listed = wordsAfterComma(piece);
  if (listed && !findQuantities(`1 ${listed}`).some((q) => !q.bare) && says(describe(listed))) return listed;
  const m = TRAILING_WORDS.exec(piece);
  const trailing = m?.[1];
  if (!trailing || findQuantities(`1 ${trailing}`).some((q) => !q.bare)) return "";
  return says(describe(trailing)) ? (m?.[0] ?? "").replace(/^\s+/, "") : "";
}
const says = (d: ReturnType<typeof describe>) => d.operation !== null || d.metric !== null || d.access !== null || d.statistic !== null;
/** Whether words name what a figure is: an operation, metric, access or statistic the descriptor grammar reads. */
export const describesFigure = (text: string): boolean => says(describe(text));

/** Splits a line at each point where a further `label: value` or `label=value` pair starts after a figure of the one before. */
export function splitPairs(line: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const m of allMatches(line, NEXT_PAIR)) {
    const at = m.index ?? 0;
    if (at <= start || !holdsValue(line.slice(start, at))) continue;
    const piece = line.slice(start, at);
    const dangling = DANGLING.exec(piece);
    const labelAt = dangling?.[1] ? piece.length - dangling[0].length + dangling[0].indexOf(dangling[1]) : -1;
    const cut = dangling?.[1] && holdsValue(piece.slice(0, labelAt)) ? start + labelAt : at - wordsOfNextLabel(piece).length;
    pieces.push(line.slice(start, cut));
    start = cut;
  }
  pieces.push(line.slice(start));
  // `… [2.04 Mops/s] |` before `Latency: …`: a bar that only separated the pieces is no part of either
  return pieces.map((s) => s.trim().replace(/\s*\|$/, "")).filter(Boolean);
}

/**
 * A rule line of preformatted text (`-----`, `=====`, `_____`, `———`, `━━━`): what parts records (`---` between
 * `ros2 topic echo`'s messages) and underlines a title (`TEST 1 : prefetching on` over `————`). The one pattern the
 * readers of a block's lines share (a text table's separators, with `|` and `+`, are the table reader's own).
 */
export const RULE_LINE = /^\s*([-=_—–─━])\1{2,}\s*[-–—]?\s*$/;

/** `#    Threads: 1    #`: the `#` that closes a row of a box drawn with `#`, no part of what the row says. */
export const CLOSING_FRAME = /(?<=\S)[ \t]+#+[ \t]*$/;

/**
 * The lines of a block typed once: quote marks stripped per line (a mail body quotes some lines and not others), a shell
 * prompt's command recognised, a `# …` comment read for what it says (it may hold results), label lines and
 * per-interval lines marked, and the pairs of each line split.
 */
export function typedLines(text: string): TypedLine[] {
  const lines = text.split("\n").map((raw, i) => {
    const q = QUOTES.exec(raw);
    const quoted = q?.[1] ? (q[1].match(/>/g) ?? []).length : 0;
    let body = q ? raw.slice(q[0].length) : raw;
    // `[INFO] [1735889869.16] [node]: Received …`: the message is what the line says
    body = logMessage(body);
    // `# root@d199a88b8c1e:/mnt# dd …`: a prompt of a named host pasted behind a comment mark is that prompt
    const marked = COMMENT.test(body) ? readCommand(body.replace(/^\s*#[ \t]?/, "")) : null;
    const command = readCommand(body) ?? (marked?.host ? marked : null);
    let kind: LineKind = "text";
    if (!body.trim()) kind = "blank";
    else if (command) kind = "prompt";
    else if (COMMENT.test(body)) {
      body = body.replace(/^\s*#[ \t]?/, "").replace(CLOSING_FRAME, "");
      kind = LABEL.test(body) ? "label" : "comment";
    } else if (INTERVAL.test(body)) kind = "interval";
    else if (LABEL.test(body)) kind = "label";
    const line: TypedLine = { n: i + 1, raw, text: body, kind, quoted, command, segments: kind === "blank" ? [] : slashSegments(splitPairs(body)) };
    const head = kind === "text" || kind === "comment" ? HEAD.exec(line.segments[0] ?? "") : null;
    // a head needs a second labelled figure on its line: alone, `Date: Mon: 12` is one label with a colon in it
    if (head?.[1] && line.segments.length > 1) {
      line.head = head[1].trim();
      line.segments[0] = (line.segments[0] ?? "").slice(head[0].length);
    }
    if (kind === "text" || kind === "comment") line.segmentHeads = segmentHeads(line.segments, line.head ?? null);
    return line;
  });
  // a label heads a run when a blank line follows it, a section when the lines under it are indented; otherwise it is a
  // `key:` with an empty value (ab's `Server Software:`)
  const indent = (l: TypedLine | undefined) => /^\s*/.exec(l?.text ?? "")?.[0].replace(/\t/g, "        ").length ?? 0;
  lines.forEach((line, i) => {
    if (line.kind !== "label") return;
    const next = lines[i + 1];
    if (!next || next.kind === "blank") line.heads = "run";
    else if (indent(next) > indent(line) || namesWhatFollows(line, next)) line.heads = "section";
    else line.kind = "text";
  });
  return lines;
}

/**
 * The head over each segment of a line: a later segment that opens with a label over a labelled figure (`Latency: Min:
 * 2624ns`) heads itself and the segments after it, as the line's head heads those before; its label is cut from it. As
 * for the line's head, a second labelled figure must follow in its group (alone, `Date: Mon: 12` is one label).
 */
function segmentHeads(segments: string[], lineHead: string | null): (string | null)[] {
  let current = lineHead;
  return segments.map((segment, i) => {
    const opened = i > 0 && i + 1 < segments.length ? HEAD.exec(segment) : null;
    if (opened?.[1]) {
      current = opened[1].trim();
      segments[i] = segment.slice(opened[0].length);
    }
    return current;
  });
}

/** A `label:` or `label=` before the values of a segment: the label and the values. */
const LABELLED = /^([^:=：]*\p{L}[^:=：]*?)\s*[:=：]\s*(\S.*)$/u;
/** A label with its bracketed unit words moved to its end (`Average Latency (usec) Read` → `Average Latency Read (usec)`). */
function unitLast(label: string): string {
  const words = label.split(" ");
  const unit = (w: string) => /^[([].+[)\]]$/.test(w) && parseUnit(w.slice(1, -1)) !== null;
  return [...words.filter((w) => !unit(w)), ...words.filter(unit)].join(" ");
}
/** What one side of a slashed label names that another may not: operation, access, statistic, direction. */
const sideSays = (text: string) => {
  const d = describe(text);
  return JSON.stringify([d.operation, d.access, d.statistic, statedDirection(text)]);
};

/**
 * `Random Read/Write IOPS: 667/1018.`: a label naming alternatives over as many values parted by slashes is a segment per
 * value (`Random Read IOPS: 667`, `Random Write IOPS: 1018`), when the alternatives differ in what they name; a later
 * segment of the line with as many values and no alternatives of its own (`BW: 65.4MiB/s / 47.4MiB/s`) takes the line's
 * (`Random Read BW: 65.4MiB/s`, their unit words left out). A side printed empty (`46.21/`) gives no segment.
 */
function slashSegments(segments: string[]): string[] {
  if (!segments.some((s) => s.includes("/"))) return segments;
  let sides: string[] | null = null;
  const out: string[] = [];
  for (const segment of segments) {
    const m = LABELLED.exec(segment);
    const values = m?.[2] ? slashValues(m[2]) : null;
    if (!m?.[1] || !values) {
      out.push(segment);
      continue;
    }
    const label = m[1].trim();
    // a bracketed unit inside the label (`Average Latency (usec) Read/Write`) goes to each side's end, where it labels the value
    const own = slashHeader(label)?.map(unitLast) ?? null;
    const differ = (alts: string[]) => new Set(alts.map(sideSays)).size === alts.length;
    const mine = own && own.length === values.length && differ(own) ? own : null;
    const variants: string[] | null = mine ?? (sides && sides.length === values.length ? sides.map((s) => `${s} ${label}`) : null);
    if (!variants) {
      out.push(segment);
      continue;
    }
    if (mine) sides = mine.map((v) => v.split(" ").filter((w) => !parseUnit(w.replace(/^[([]|[)\]]$/g, ""))).join(" "));
    values.forEach((v, k) => {
      if (v !== null) out.push(`${variants[k]}: ${v}`);
    });
  }
  return out;
}

/** A line without the prefix its logger printed (`[INFO] [1735889869.16] [node]: `, `INFO:root:`), or the line as it is. */
export function logMessage(line: string): string {
  const logged = LOG_PREFIX.exec(line);
  return logged ? line.slice(logged[0].length) : line;
}

/**
 * `Synchronous random writes:` over `0.5 kbytes: 138.3 usec/IO` at the same indent: a label that names an operation,
 * access or metric (the descriptor grammar reads it) over a line of figures heads them; ab's `Server Software:` over
 * `Server Hostname:` names nothing and stays a key with an empty value.
 */
function namesWhatFollows(line: TypedLine, next: TypedLine): boolean {
  if (next.kind !== "text" || !findQuantities(next.text).some((q) => !q.bare && q.kind !== "size")) return false;
  const d = describe(labelText(line));
  return d.operation !== null || d.access !== null || d.metric !== null;
}

/** The label a label line gives the lines under it: its text without the colon or brackets. */
export const labelText = (line: TypedLine): string => line.text.trim().replace(/^[【[]|[】\]]$|[:：]$/g, "").trim();
