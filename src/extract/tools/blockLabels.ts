import { normaliseText } from "../../normalise/normaliseText.ts";
import { readCommand } from "./commandLine.ts";
import { unquoted } from "./parseToolOutput.ts";
import { appendAll } from "../../appendAll.ts";
import { describe, operationsNamed } from "../../grammar/describe.ts";
import { stripNumbering } from "../conditions.ts";

/** Comment marks and bullets a writer puts before a note of their own inside a pasted log. */
const LEAD = /^(?:#+|\/\/|--|[*・■□●○◆◇▼▽►※-])\s*/u;
const TAIL = /\s*[:：]\s*$/u;
/** `=== raw write ===`, `--- read ---`, `*** run 2 ***`: a line the writer set off with rules on both sides. */
const DECORATED = /^(?:={2,}|-{2,}|\*{2,}|#{2,})\s*([^=*#]{1,40}?)\s*(?:={2,}|-{2,}|\*{2,}|#{2,})$/;

/**
 * Labels a writer puts between runs pasted in one block (`2.4.17` … `2.4.18-pre3-ac2`, `BEFORE:` … `AFTER:`, `# 1回目（書き込み）`):
 * the line each reading falls under, by the reading's 1-based line number. A label stands alone (a blank line, a result
 * line or the block's start above it, a line that gives no reading below it), heads a run (a command or a result within
 * the next two lines with text), is short, is no command, no `key=value` or `key: value` line and no status message (`Threads started!`,
 * `Initializing…`, a sentence), and is not printed again (a tool's own line before every run); there must be two or more that head readings, none before the first, and they must differ in
 * more than their numbers (`Run 1` / `Run 2` are told apart by run numbers already). Tool lines that head a section of
 * the output (`[Read]`, `Run status group 0`) are followed by a result line and are not labels.
 */
export function blockLabels(text: string, readingLines: readonly number[]): Map<number, string> {
  const out = new Map<number, string>();
  const lines = unquoted(text.split("\n"));
  const results = new Set(readingLines);
  const labels: { line: number; text: string }[] = [];
  // a line with a result right below it may be a tool's own section title; it is a label only where the writer used
  // the same words over a command elsewhere in the block (`with samba 4.7.6` over iozone lines, then over `$ dd …`)
  const close: { line: number; text: string }[] = [];
  lines.forEach((raw, i) => {
    const line = normaliseText(raw).trim();
    // blank lines are often lost when a log is pasted as `<br>` lines: a label may follow a result line directly
    const before = i === 0 || !(lines[i - 1] ?? "").trim() || results.has(i);
    const next = i + 2;
    if (!before || results.has(i + 1) || !line || line.length > 60) return;
    // set off with rules on both sides, it is the writer's, even with a result right under it
    const decorated = DECORATED.exec(line)?.[1];
    if (decorated && /\p{L}/u.test(decorated) && results.has(next)) {
      labels.push({ line: i + 1, text: decorated });
      return;
    }
    const into = results.has(next) ? close : labels;
    if (readCommand(raw) || /=|^[-=_*#.\s]+$|^\[|^\/|\b(?:Done|completed?|finished)\.?$|(?:[!.…]|\.\.\.)$|[:：]\s*\S/i.test(line)) return;
    // a label heads a run: one of the next two lines with text is a command, a result (`2.4.17`, then `/dev/hda:`, then a
    // result) or the rule a pasted report starts with (`-----` over CrystalDiskMark's banner)
    const ahead = lines.map((l, k) => ({ l, k })).slice(i + 1).filter(({ l }) => l.trim()).slice(0, 2);
    if (!ahead.some(({ l, k }) => readCommand(l) || results.has(k + 1) || /^\s*(?:-{10,}|={10,})\s*$/.test(l))) return;
    const label = stripNumbering(line.replace(LEAD, "").replace(TAIL, "").trim());
    if (label && /[\p{L}\p{N}]/u.test(label)) into.push({ line: i + 1, text: label });
  });
  const written = new Set(labels.map((l) => l.text));
  // …or where its words describe the test of the result under it (`1. Write benchmark without cache`, `# ランダム 4K`): a step title is a label too
  appendAll(labels, close.filter((l) => written.has(l.text) || describesTest(l.text)));
  labels.sort((a, b) => a.line - b.line);
  // a line printed again before every run (`Threads started!`) is the tool's own, not the writer's
  const repeated = new Set(labels.filter((l, k) => labels.findIndex((m) => m.text === l.text) !== k).map((l) => l.text));
  const unique = labels.filter((l) => !repeated.has(l.text));
  // …unless every label is repeated: a writer who tests A, B with one tool, then A, B with another, labels each run again
  const own = unique.length ? unique : labels;
  const sorted = [...readingLines].sort((a, b) => a - b);
  // a note over output no reader takes (`#rbd bench`) heads nothing: it is dropped, not a reason to refuse the others
  const heads = own.map((l, k) => sorted.filter((n) => n > l.line && n < (own[k + 1]?.line ?? Infinity)));
  const kept = own.filter((_, k) => heads[k]?.length);
  if (kept.length < 2 || (sorted[0] ?? 0) < (kept[0]?.line ?? 0)) return out;
  const owns = kept.map((l, k) => sorted.filter((n) => n > l.line && n < (kept[k + 1]?.line ?? Infinity)));
  // labels told apart only by a count (`Run 1`, `Run 2`) are run numbers (a dotted version, `4.10.6`, is a configuration);
  // the same label twice in a row is a line printed before every run
  const shapes = kept.map((l) => l.text.replace(/(?<![\d.])\d+(?![\d.])/g, "#"));
  if (unique.length && new Set(shapes).size !== kept.length) return out;
  if (new Set(shapes).size < 2 || shapes.some((s, k) => k > 0 && s === shapes[k - 1])) return out;
  kept.forEach((l, k) => owns[k]?.forEach((n) => out.set(n, l.text)));
  return out;
}

/**
 * Words that say what a test did: one reading or writing, an access pattern, a block size or queue depth. A tool's own
 * test name (`tcp_bw:` over qperf's figure) is the tool's section line, which its reader reads.
 */
function describesTest(text: string): boolean {
  const d = describe(text);
  if (d.test !== null) return false;
  return operationsNamed(text).filter((o) => o !== "transfer").length === 1 || d.access !== null || d.blockSizeBytes !== null || d.queueDepth !== null;
}
