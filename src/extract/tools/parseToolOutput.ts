import type { Conditions } from "../conditions.ts";
import { schedulerOf } from "./ioScheduler.ts";
import { settingOf } from "./settingCommands.ts";
import { type Command, commandFacts, type Mount, readCommand, viewedFile } from "./commandLine.ts";
import { BLOCK_PARSERS, FALLBACK_GATE, FALLBACK_PARSER, TOOL_PARSERS } from "./registry.ts";
import { readersFor } from "./toolGates.ts";
import { readColumns } from "../pairs/readColumns.ts";
import { bareCommand } from "../pageCommands.ts";
import { columnGrids } from "../structure/columnGrids.ts";
import type { Refusal } from "../pairs/readPairs.ts";
import { distributionRows } from "../pairs/distribution.ts";
import { CLOSING_FRAME, LOG_LEVELS } from "../structure/typedLines.ts";
import type { ToolReading } from "./toolReading.ts";
import { appendAll } from "../../appendAll.ts";

export { clockSeconds, type ToolReading } from "./toolReading.ts";

const MAX_LINE = 2_000;


/**
 * Lines of a block cut where a shell prompt starts a new command; each part keeps its command line first. Successive
 * views of one saved file (`jq '.opts' out.json`, then `jq '.jobs[0]' out.json`) stay one part: they show one run.
 */
export function splitAtCommands(lines: string[], bare = false): { start: number; lines: string[]; command: Command | null }[] {
  const parts: { start: number; lines: string[]; command: Command | null }[] = [];
  lines.forEach((line, i) => {
    // (in a paragraph, a benchmark's command written without a prompt — a program run by its path with options,
    // `./bin/bench latency -a host` — starts its output as a prompt's does; in a <pre> the pair reader reads such lines)
    const command = readCommand(line) ?? (bare ? bareCommand(line) : null);
    const last = parts[parts.length - 1];
    const sameFile = command !== null && last !== undefined && viewedFile(command) !== null && viewedFile(command) === viewedFile(last.command);
    if ((command && !sameFile) || !last) parts.push({ start: i, lines: [line], command });
    else last.lines.push(line);
  });
  return parts;
}

/**
 * Every tool reading in a block of text, by structure, in line order. Each command shown at a prompt gives the
 * readings of the output under it what the output does not say (protocol, direction, streams, the path written);
 * `mounts` are the file systems the page mounts, which tell a copy onto a share from a local one. Readers whose gate the
 * block lacks are skipped (`gated` false runs every reader: the tests compare both). `preformatted` false (lines of a
 * paragraph or list item) lets the generic reader read only output under a command; what it refuses goes to `refused`.
 */
export function parseToolOutput(text: string, mounts: readonly Mount[] = [], gated = true, preformatted = true, refused?: Refusal[]): ToolReading[] {
  // no tool prints a line this long; regexes over such a line would only cost time
  // a carriage return redraws the line (progress meters): what the terminal showed is the last redraw
  const lines = unquoted(text.split("\n").map((l) => (l.length > MAX_LINE ? "" : l.split("\r").filter((x) => x.trim()).pop() ?? "")));
  const out: ToolReading[] = [];
  const parts = splitAtCommands(lines, !preformatted);
  const readers = gated ? readersFor(TOOL_PARSERS, lines) : TOOL_PARSERS;
  // output that spans several commands (fio JSON cut out with several jq calls) is read whole, then placed in its part
  const whole = BLOCK_PARSERS.flatMap((parse) => parse(lines));
  // a setting a part shows or sets (the I/O scheduler) holds for the runs after it
  const settled: Conditions[] = [];
  parts.forEach((part, k) => settled.push({ ...(settled[k - 1] ?? {}), ...schedulerOf(part.command, part.lines.slice(1)), ...settingOf(part.command) }));
  parts.forEach((part, segment) => {
    const carried = settled[segment] ?? {};
    const facts = part.command ? commandFacts(part.command, mounts) : null;
    const own = whole.filter((r) => r.line - 1 >= part.start && r.line - 1 < part.start + part.lines.length).map((r) => ({ ...r, line: r.line - part.start }));
    for (const r of [...readers.flatMap((parse) => parse(part.lines)), ...own]) {
      const conditions = facts ? { ...carried, ...facts.conditions, ...r.conditions } : { ...carried, ...r.conditions };
      // `time` reports on whatever it ran: the program timed names the test (`time cp …` beside `time rsync …`)
      if (r.tool === "time" && part.command?.timed && conditions.test === undefined) conditions.test = part.command.program;
      out.push({ ...r, line: r.line + part.start, segment, conditions, operation: r.operation ?? facts?.operation ?? null });
    }
  });
  // a block no reader knows may still be a tool's summary: the generic reader runs last, and only then. `time` reports
  // on whatever it ran and says nothing of the program's own output (`./test … 1:29.71 total` under its `write time=`
  // lines): a block only `time` read is still unread
  const timedOnly = out.every((r) => r.tool === "time");
  const timeLines = new Set(out.map((r) => r.line));
  // (lines of a paragraph with no command among them are left to prose: nothing below reads them, not even the grid)
  if (timedOnly && (preformatted || parts.some((part) => part.command)) && FALLBACK_GATE.test(lines.join("\n"))) {
    // `Minimum-Latency:  58.3 ms  59.0 ms` under `QUIC  TCP`: a report of two or more columns, each headed by its case,
    // is a grid — the pair reader would read each line by its label only; it leaves such rows to the grid's reader
    // (…but the percentiles under a distribution's title, `Latency Distribution` over `50%  49.00us`, are the pair reader's)
    const percentileRows = new Set(distributionRows(lines).map((d) => d.index + 1));
    const gridRows = new Set(columnGrids(lines.join("\n")).filter(headedColumns).flatMap((g) => g.rows.map((k) => k + 1)).filter((k) => !percentileRows.has(k)));
    parts.forEach((part, segment) => {
      // lines in a paragraph are a writer's own list (prose reads them with their context) unless a command printed them
      if (!preformatted && !part.command) return;
      const seen: Refusal[] = [];
      const pairs = FALLBACK_PARSER(part.lines, part.command, seen).filter((r) => !gridRows.has(r.line + part.start) && !timeLines.has(r.line + part.start));
      // a columnar report's rows hold figures under headers, not beside labels: read where the pair reader read nothing
      const columns = readColumns(part.lines, part.command).filter((c) => !pairs.some((p) => p.line === c.line) && !timeLines.has(c.line + part.start));
      // the command over the output gives its figures what it gives any reader's (the directory it ran on, the protocol)
      const facts = part.command ? commandFacts(part.command, mounts) : null;
      for (const r of [...pairs, ...columns]) out.push({ ...r, line: r.line + part.start, segment, conditions: { ...settled[segment], ...facts?.conditions, ...r.conditions }, operation: r.operation ?? facts?.operation ?? null });
      if (refused) appendAll(refused, seen.map((x) => ({ ...x, line: x.line + part.start })));
    });
  }
  return out.sort((a, b) => a.line - b.line);
}

/** A grid of two or more figure columns, each under a header word (`QUIC`, `TCP`): its columns are cases, not one run. */
function headedColumns(grid: { table: { rows: { text: string }[][] } }): boolean {
  const [header, first] = grid.table.rows;
  if (!header || !first) return false;
  const headed = first.filter((c, k) => /^[-+]?\d/.test(c.text.trim()) && (header[k]?.text.trim() ?? "") !== "");
  return headed.length >= 2;
}

/** A paste quoted in a mail or forum reply (lines that start with `>`, at any depth) is read without its quote marks. */
export function unquoted(lines: string[]): string[] {
  // `>> # hdparm -t …` in a reply to a reply: a mail quotes each line as deep as its author's turn, above or below the
  // new text; the output it quotes is the same
  const bare = lines.map((l) => l.replace(ARROW_NOTE, ""));
  if (bare.filter((l) => QUOTE_MARKS.test(l)).length < 2) return uncommented(unstamped(bare));
  return uncommented(unstamped(bare.map((l) => l.replace(QUOTE_MARKS, ""))));
}

/** `real 0m18.216s <--- だいたい18秒ね`, `… 112 MB/s  ← 遅い`: a note the writer points at an output line with an arrow. */
const ARROW_NOTE = /\s+(?:<-+|<=+|←|⇐)(?:\s.*)?$/;

/** The quote marks that open a line (`> > `, `>>`). */
const QUOTE_MARKS = /^\s*(?:> ?)+/;

/**
 * `2020/08/10 04:10:36 [10732] `, `2024-06-20T11:35:05.123Z `: the date, time and process a log file writes before each
 * line; and what a logger adds around them: the journal's `Jan 14 01:02:53 host prog[69305]: ` before, a level and the
 * logger's names (`INFO main sc_sysinfo: `; the level words are lineMarks.json's, as typedLines' bracketed levels),
 * bracketed tags (`[Relaychain] `) and pictographs (`🏁 `) after.
 */
const LOG_STAMP = new RegExp(
  String.raw`^\s*(?:[A-Z][a-z]{2}\s+\d{1,2}\s+\d\d:\d\d:\d\d\s+[\w.-]+\s+[\w.-]+(?:\[\d+\])?:\s+)?\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ T]\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?\s+(?:\[\d+\]\s+)?(?:(?:${LOG_LEVELS})\s+(?:[\w.-]+\s+)?[\w.:-]+:\s+)?`,
  "u",
);
/** One bracketed tag (`[Relaychain] `) or pictograph (`🏁 `) a logger writes after its stamp. */
const LOG_TAG = /^(?:\[[^\]\d\s][^\]]{0,30}\]|\p{Extended_Pictographic}\uFE0F?)\s*/u;

/** A line without its log stamp and the tags after it. */
function withoutStamp(line: string): string {
  let rest = line.replace(LOG_STAMP, "");
  if (rest === line) return line;
  for (let k = 0; k < 4; k++) {
    const tag = LOG_TAG.exec(rest);
    if (!tag) break;
    rest = rest.slice(tag[0].length);
  }
  return rest;
}

/**
 * A log whose lines (most of them, or a run of three or more under other output such as `systemctl status`) start with a
 * date and time is read without those stamps, as the tool printed each line.
 */
export function unstamped(lines: string[]): string[] {
  const text = lines.filter((l) => l.trim());
  const stamped = text.filter((l) => LOG_STAMP.test(l)).length;
  return stamped >= 3 || (stamped >= 2 && stamped * 2 > text.length) ? lines.map(withoutStamp) : lines;
}

/** A comment line as notes and scripts paste output under a command: `# 1024+0 records in`, `#`, `#------`. */
const COMMENTED = /^\s*#(?:[ \t]|$|[-=]{3,})/;

/**
 * Output pasted as shell comments under its command (a run of two or more `# …` lines that are not a root prompt's
 * commands) is read without the `# `; a note the writer adds after a second ` # ` on such a line is cut, and so is the
 * `#` closing a row of a box drawn with `#`.
 */
export function uncommented(lines: string[]): string[] {
  const out = [...lines];
  let start = -1;
  const close = (end: number) => {
    if (end - start >= 2) {
      for (let k = start; k < end; k++) out[k] = (lines[k] ?? "").replace(/^\s*#[ \t]?/, "").replace(/\s+#\s.*$/, "").replace(CLOSING_FRAME, "");
    }
    start = -1;
  };
  lines.forEach((l, i) => {
    // a root prompt's command (`# dd if=…`) is no comment: it ends a run
    if (COMMENTED.test(l) && !readCommand(l)) { if (start < 0) start = i; }
    else if (start >= 0) close(i);
  });
  if (start >= 0) close(lines.length);
  return out;
}
