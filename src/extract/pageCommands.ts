import type { Block, Document } from "../document/types.ts";
import type { Access, Operation } from "../model/vocabulary.ts";
import { isStorageBenchmark, toolsIn } from "../normalise/lexicon.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { stripNumbering } from "./conditions.ts";
import { perDocument } from "./docIndex.ts";
import { type Command, commandAccess, commandBlockSize, commandDirection, readCommand, shellLoop } from "./tools/commandLine.ts";

/** A command the page shows, with the block it stands in and the comment line right over it (`# シーケンシャル書き込み`), if any. */
interface PageCommand {
  block: number;
  report: number;
  command: Command;
  label?: string;
  /** A job of a job file the page shows (`[random-read]` under `[global]`), not a command line. */
  jobFile?: boolean;
}

/** Shell comment lines and bullets a writer labels a command with: `# 1回目`, `// write`, `-- read --`. */
const COMMENT = /^\s*(?:#+|\/\/|--)\s*(.+?)\s*(?:-{2,})?\s*$/u;

/**
 * The lines of a code block as commands read them: a line continued with a trailing backslash joined to the next
 * (`fio --name=w \` / `--rw=write --bs=1M`), each with the comment line right over it, if any.
 */
function commandLines(text: string): { line: string; label?: string }[] {
  const out: { line: string; label?: string }[] = [];
  let pending = "";
  let label: string | undefined;
  for (const raw of text.split("\n")) {
    if (/\\\s*$/.test(raw)) {
      pending += `${raw.replace(/\\\s*$/, "")} `;
      continue;
    }
    const line = pending + raw;
    pending = "";
    if (!line.trim()) {
      label = undefined;
      continue;
    }
    out.push({ line, ...(label ? { label } : {}) });
    label = COMMENT.exec(line)?.[1];
  }
  if (pending) out.push({ line: pending, ...(label ? { label } : {}) });
  return out;
}

/** An option token (`-t`, `--rw=read`, `bs=1M`) that starts after white space, as every token after a command's first does. */
const OPTION_AFTER_SPACE = /\s(?:--?[A-Za-z]|[a-z]+=)/;

/**
 * `diskspd -d10 -w0 -s d:\tmp.dat` on a line of its own in a code block: a benchmark's command shown without a prompt
 * (its program is a tool the lexicon knows, or a program run by its path, and an option follows it).
 */
export function bareCommand(line: string): Command | null {
  const text = normaliseText(line);
  // `for i in 1 2 3; do tbench.sh 8 10; done`: a loop over a benchmark is a command whatever options its body has
  if (shellLoop(text)) {
    const c = readCommand(`$ ${text.trim()}`);
    return c && toolsIn(c.program)[0] === c.program ? c : null;
  }
  // an option after the program is what every such command has: a line without one (most lines of prose) is none
  if (!OPTION_AFTER_SPACE.test(text)) return null;
  // `time dd if=… of=/dev/null bs=16k`, `sudo hdparm -t /dev/sda`: the program after a timing or privilege prefix
  const tokens = text.trim().replace(/^(?:(?:time|sudo)\s+){1,2}/, "").split(/\s+/);
  // `./build/…/bin/hadronio netty benchmark latency -a 10.0.0.1`: a program run by its path is a command whatever its name
  const path = /^(?:\.{1,2}\/|\/)[\w.\/-]*[\w-]$/.test(tokens[0] ?? "") && !/\/dev\//.test(tokens[0] ?? "") ? (tokens[0] ?? "") : null;
  const program = (path ? (path.split("/").pop() ?? "") : (tokens[0] ?? "")).replace(/\.exe$/i, "").toLowerCase();
  if (!program || (!path && toolsIn(program)[0] !== program) || !tokens.slice(1).some((t) => /^--?[A-Za-z]|^[a-z]+=/.test(t))) return null;
  return { program, args: tokens.slice(1), timed: false, text: line.trim() };
}

/** Every command the page shows, in its code blocks or as a bare benchmark command on a line of its text, in page order, read once per document. */
export const pageCommands = (doc: Document): PageCommand[] =>
  perDocument(doc, "pageCommands", (d) =>
    d.blocks
      .filter((b) => b.kind === "pre" || b.kind === "paragraph" || b.kind === "list_item")
      // a forum post pastes its command as a line of a paragraph: there only a bare benchmark command counts
      .flatMap((b): PageCommand[] => {
        const jobs = b.kind === "pre" ? jobFileCommands(b.text) : [];
        if (jobs.length) return jobs.map((command) => ({ block: b.index, report: b.report, command, jobFile: true }));
        return (b.kind === "pre" ? commandLines(b.text).flatMap(chained) : b.text.split("\n").map((line) => ({ line, label: undefined })))
          .map(({ line, label }) => ({ command: b.kind === "pre" ? (readCommand(line) ?? bareCommand(line)) : bareCommand(line), label }))
          .filter((c): c is { command: Command; label: string | undefined } => c.command !== null)
          .map(({ command, label }) => ({ block: b.index, report: b.report, command, ...(label ? { label } : {}) }));
      }),
  );

/** `[global]`, `[random-read]`: a section header of an ini file. */
const JOB_SECTION = /^\s*\[([^\]\n]{1,60})\]\s*$/;
/** `bs=4k`, `rw = randread`: an option line of a job file. */
const JOB_OPTION = /^\s*([a-z_]{2,30})\s*=\s*(\S.*?)\s*$/;
/** Options only a fio job file sets: a file that sets one of them is a job file. */
const FIO_JOB_KEYS = new Set(["rw", "readwrite", "ioengine", "iodepth", "numjobs", "bs", "blocksize", "direct", "rwmixread"]);

/**
 * A fio job file shown on the page (`[global]` with `bs=4k`, then `[random-read]` with `rw=randread`): each job it defines
 * as the command that runs it (`fio --name=random-read --bs=4k --rw=randread`), the global options under each job's own.
 * Empty for any other text, and for an ini file of another program (no option only fio sets, or an output header line).
 */
export function jobFileCommands(text: string): Command[] {
  const global: string[] = [];
  const jobs: { name: string; args: string[] }[] = [];
  let section: string | null = null;
  let fio = false;
  for (const line of text.split("\n")) {
    if (!line.trim() || /^\s*[;#]/.test(line)) continue;
    const head = JOB_SECTION.exec(line);
    if (head?.[1]) {
      section = head[1].trim();
      if (section.toLowerCase() !== "global") jobs.push({ name: section, args: [] });
      continue;
    }
    const option = JOB_OPTION.exec(line);
    // a line that is neither a section nor an option: the text is no job file
    if (!option?.[1] || section === null) return [];
    if (FIO_JOB_KEYS.has(option[1])) fio = true;
    const arg = `--${option[1]}=${option[2] ?? ""}`;
    if (section.toLowerCase() === "global") global.push(arg);
    else jobs[jobs.length - 1]?.args.push(arg);
  }
  if (!fio) return [];
  const runs = jobs.length ? jobs : [{ name: "global", args: [] }];
  return runs.map((j) => {
    const args = [`--name=${j.name}`, ...global, ...j.args];
    return { program: "fio", args, timed: false, text: `fio ${args.join(" ")}` };
  });
}

/** `i=$(date +%s); dd bs=1M … ; echo …`, `cd /mnt && dd …`, `do dd …; done`: each command of a chained line on its own. */
function chained(l: { line: string; label?: string }): { line: string; label?: string }[] {
  if (!/;|&&/.test(l.line) || /^\s*#/.test(l.line)) return [l];
  return l.line.split(/\s*(?:;|&&)\s*/).map((part) => ({ ...l, line: part.replace(/^(?:do|then|else)\s+/, "") })).filter((p) => p.line.trim());
}

/**
 * The command the report showed before a block under the same comment label as a run of the block (`# シーケンシャル書き込み`
 * over `fio … --bs=1M` in one block, then over its output in another): what that run ran. Null when none or several.
 */
export function labelledCommand(doc: Document, block: Block, label: string): Command | null {
  const same = (x: string) => stripNumbering(normaliseText(x));
  const t = same(label);
  const labelled = pageCommands(doc).filter((c) => c.report === block.report && c.block <= block.index && c.label !== undefined);
  const named = labelled.filter((c) => same(c.label ?? "") === t);
  if (named.length) return named.length === 1 ? (named[0]?.command ?? null) : null;
  // `# ランダム 4K` over the output, `# ランダム4K 読み書き` over the command: the run's label shortened, the one label it begins
  const squeezed = (x: string) => same(x).replace(/\s+/g, "").toLowerCase();
  const short = squeezed(label);
  const begun = short.length >= 4 ? labelled.filter((c) => squeezed(c.label ?? "").startsWith(short)) : [];
  return begun.length === 1 ? (begun[0]?.command ?? null) : null;
}

/** The one value `read` gives every command the report shows before a block, or null when they disagree or none gives one. */
function agreedBefore<T>(doc: Document, block: Block, read: (c: Command) => T | null, program?: string): T | null {
  const shown = pageCommands(doc).filter((c) => c.report === block.report && c.block < block.index && (program === undefined || c.command.program === program));
  const seen = new Set(shown.map((c) => readOnce(read, c.command)).filter((v): v is T => v !== null));
  return seen.size === 1 ? ([...seen][0] ?? null) : null;
}

/** Each reader's value of each command, read once: every block asks of all the commands before it (quadratic in a page's commands). */
const readValues = new WeakMap<(c: Command) => unknown, WeakMap<Command, unknown>>();
function readOnce<T>(read: (c: Command) => T | null, command: Command): T | null {
  let values = readValues.get(read);
  if (!values) readValues.set(read, (values = new WeakMap()));
  if (values.has(command)) return values.get(command) as T | null;
  const value = read(command);
  values.set(command, value);
  return value;
}
const storageBenchmarkDirection = (c: Command): Operation | null => (isStorageBenchmark(c.program) ? commandDirection(c) : null);

/**
 * The direction every benchmark command the report shows before a block sets (`dd … of=/dev/null`, `fio --rw=randread`,
 * `diskspd -w0`): the operation of figures the block states with no operation word. Null when they disagree or none sets one.
 */
export const commandsOperation = (doc: Document, block: Block): Operation | null => agreedBefore(doc, block, commandDirection);

/** The access pattern every benchmark command the report shows before a block sets (`dd …` streams; `fio --rw=randread`): null when they disagree or none sets one. */
export const commandsAccess = (doc: Document, block: Block): Access | null => agreedBefore(doc, block, commandAccess);

/**
 * The block size of the job file the report shows before a block, for a figure of a table that names no tool: when every
 * benchmark command before it is of one program, one of them is a job file's job, and all agree on the block size.
 * A job file states the runs whose results follow; a command line alone does not (a table of `Read`/`Write` after an
 * `fio --rw=randread` may be another test: a file copy), nor a job file beside another benchmark.
 */
export function jobFileBlockSize(doc: Document, block: Block): number | null {
  const shown = pageCommands(doc).filter((c) => c.report === block.report && c.block < block.index && isStorageBenchmark(c.command.program));
  if (!shown.some((c) => c.jobFile) || new Set(shown.map((c) => c.command.program)).size !== 1) return null;
  // (a command that runs the job file, `fio test.fio --section=random-read`, sets none of its own)
  const sizes = new Set(shown.map((c) => readOnce(commandBlockSize, c.command)).filter((v) => v !== null));
  return sizes.size === 1 ? ([...sizes][0] ?? null) : null;
}

/**
 * The block size every command of one storage benchmark the report shows before a block sets (`dd … bs=1m` over a table
 * of dd's figures): null when they disagree (a sweep) or none sets one.
 */
export const commandsBlockSize = (doc: Document, block: Block, program: string): number | null => agreedBefore(doc, block, commandBlockSize, program);

/** The read or write every storage benchmark command the report shows before a block does (`dd if=movie.mkv of=/dev/null`), or null. */
export const benchmarksOperation = (doc: Document, block: Block): Operation | null =>
  agreedBefore(doc, block, storageBenchmarkDirection);

/**
 * The command a tool's output block printed, shown in a block of its own right before it (`$ time dd if=… bs=8k` in one
 * code block, its summary in the next): the page's last command before the block, when it runs this program, stands in
 * the same section (no heading between) and no block of its own command came between. Null otherwise.
 */
export function commandJustBefore(doc: Document, block: Block, program: string): Command | null {
  const shown = pageCommands(doc);
  // a block that shows its own command ran that one
  if (shown.some((c) => c.block === block.index)) return null;
  const before = shown.filter((c) => c.report === block.report && c.block < block.index);
  const last = before[before.length - 1];
  if (!last || last.command.program !== program) return null;
  // several commands of the block that shows the command (prepare / run, or two tests): its run only if all agree on
  // block size, direction and pattern
  const same = before.filter((c) => c.block === last.block && c.command.program === program);
  const what = (c: PageCommand) => [readOnce(commandBlockSize, c.command), readOnce(commandDirection, c.command), readOnce(commandAccess, c.command)].join("|");
  if (same.length > 1 && new Set(same.map(what)).size > 1) return null;
  for (let i = last.block + 1; i < block.index; i++) {
    const between = doc.blocks[i];
    if (!between || between.kind === "heading" || between.kind === "table") return null;
  }
  return last.command;
}

/**
 * The one block size every command of `tool` on the page (in the report) runs with (`fio … -bs=4k` written once over a
 * table of its results), or null: no such command, or commands of several sizes.
 */
export function pageBlockSize(doc: Document, report: number, tool: string): number | null {
  const sizes = new Set(pageCommands(doc).filter((c) => c.report === report && c.command.program === tool).map((c) => commandBlockSize(c.command)));
  return sizes.size === 1 ? ([...sizes][0] ?? null) : null;
}
