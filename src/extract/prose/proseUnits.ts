import type { Block, Document } from "../../document/types.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { findQuantities } from "../../normalise/parseQuantity.ts";
import { specKindForLabel } from "../specs/specTerms.ts";
import { namesLimit, saysMeasured } from "../tables/tableRoles.ts";
import { leadInOf } from "./listLeadIn.ts";
import { allMatches } from "../../normalise/allMatches.ts";
import { unitStatements } from "../tables/unitScope.ts";

/** A piece of text the prose reader reads: a heading, one sentence of a paragraph or list item, or a row of a two-column list. */
export interface Unit {
  block: Block;
  text: string;
  locator: string;
  /** Text around the unit that may name its operation or tuning: the block, or a table's lead-in. */
  scope: string;
  label?: string;
  /** The paragraph that introduces the unit's list, or the lines without values above it in its paragraph. */
  lead?: string;
  /** True when `lead` is the lines above the unit in its own paragraph. */
  paraLead?: boolean;
  /** The unit its paragraph, or an earlier one of its section, declares for figures written without one (`(値は全てMbps)`). */
  declaredUnit?: string;
}

/** Text units: headings, each line (sentence) of paragraphs and list items, each row of two-column lists. */
export function unitsOf(doc: Document): Unit[] {
  const out: Unit[] = [];
  // a unit declared in a paragraph (`(値は全てMbps)`, `All figures in MB/s.`) holds for it and the later paragraphs of its section
  let declared: { section: string; unit: string } | null = null;
  doc.blocks.forEach((b, i) => {
    const section = `${b.report}\u0000${b.headingPath.join("\u0000")}`;
    if (declared && declared.section !== section) declared = null;
    if (b.kind === "paragraph") {
      const stated = unitStatements(normaliseText(b.text)).find((st) => st.unit.kind !== "size");
      if (stated) declared = { section, unit: stated.unit.unit };
    }
    const declaredUnit = b.kind === "paragraph" && declared ? declared.unit : undefined;
    if (b.kind === "heading") out.push({ block: b, text: b.text, locator: b.locator, scope: b.text });
    else if (b.kind === "paragraph" || b.kind === "list_item") {
      const lines = b.text.split("\n");
      // a list's lead-in (`…the speeds at the start of a copy are:`) says what its items measure
      const lead = leadInOf(doc, b);
      // a spec list (`CPU: …` lines) states parts, not results: the spec extractor reads it
      if (lines.filter((l) => SPEC_LINE.test(l) && specKindForLabel(SPEC_LINE.exec(l)?.[1] ?? "")).length >= 2) return;
      // lines of an English `<br>` paragraph that state no value (`on one nvme 4k rand write, queue=128`, `I'm using SMB1 protocol:`) set up the lines after them
      const valueless: string[] = [];
      lines.forEach((line, n) => {
        const paraLead = !lead && valueless.length && !KANA_TEXT.test(line) ? valueless.join("\n") : null;
        if (!KANA_TEXT.test(line) && !findQuantities(normaliseText(line)).some((q) => !q.bare && q.kind !== "size")) valueless.push(line);
        let sofar = "";
        for (const sentence of splitSentences(line)) {
          sofar += sentence;
          // the line up to this sentence may name the operation (`…をダウンロードする際の…。速度は約120MB/secでした`)
          const before = lead ?? paraLead;
          if (sentence.trim()) out.push({ block: b, text: sentence, locator: `${b.locator}/l${n + 1}`, scope: before ? `${before}\n${sofar}` : sofar, ...(before ? { lead: before } : {}), ...(paraLead ? { paraLead: true } : {}), ...(declaredUnit ? { declaredUnit } : {}) });
        }
      });
    } else if (b.kind === "pre") {
      // a mail or a forum post pasted whole into a `<pre>`: its paragraphs of wrapped sentences are prose (its output is the tools')
      for (const run of proseRuns(b.text)) {
        let sofar = "";
        for (const sentence of splitSentences(run.text)) {
          sofar += sentence;
          if (sentence.trim()) out.push({ block: b, text: sentence.trim(), locator: `${b.locator}/l${run.line}`, scope: sofar });
        }
      }
    } else if (b.table && b.table.rows.every((r) => r.length <= 2)) {
      const lead = doc.blocks.slice(Math.max(0, i - 2), i).filter((x) => x.kind === "paragraph" && x.report === b.report).map((x) => x.text).join("\n");
      // a key/value sheet of ratings (`Sequential Read (Peak) | 560 MB/s`) under headings that say nothing was measured
      if (b.table.rows.some((r) => r.length === 2 && namesLimit([{ text: r[0]?.text ?? "" }])) && !saysMeasured(`${b.headingPath.join("\n")}\n${b.caption ?? ""}\n${lead}`)) return;
      b.table.rows.forEach((r, n) => {
        const label = r.length === 2 ? (r[0]?.text ?? "") : "";
        const value = (r[r.length - 1]?.text ?? "").replace(/^\s*[:：]\s*/, "");
        out.push({ block: b, text: label ? `${label} : ${value}` : value, locator: `${b.locator}/r${n + 1}`, scope: lead, label });
      });
    }
  });
  return out;
}

/** A mail's quote marks (`> `, `>> `) before a line. */
const QUOTE_MARKS = /^\s*(?:>\s?)+/;
/** Words of a line of prose: letters, then letters or marks, then a space. */
const WORD = /\p{L}[\p{L}'’,;:()-]*[.?!]?(?=\s|$)/gu;

/** A line as a sentence's part: words in the main, no prompt, no columns (runs of spaces between words), no label line. */
function isProseLine(line: string, last = false): boolean {
  const t = line.trim();
  // (a program's own line, `sockperf: Total of 24056273 messages sent in 30.000 sec`, opens with its name and a colon)
  if (!t || /^[$#%>]/.test(t) || /\S {2,}\S|\t/.test(t) || /^[\w.-]+:\s/.test(t)) return false;
  if (KANA_TEXT.test(t)) return /[\u3040-\u309f]{2}/.test(t) && !/^[^\s:：]{1,30}[:：]\s*\S/.test(t);
  const words = [...allMatches(t, WORD)].length;
  const tokens = t.split(/\s+/).length;
  // (the last line of a wrapped paragraph may hold the sentence's last word or two: `file. Any ideas?`)
  return words >= (last ? 1 : 4) && words >= 0.6 * tokens;
}

/**
 * The paragraphs of a block of preformatted text that are sentences wrapped over lines (a mail's body, a forum post):
 * runs of prose lines between blank lines, two or more sentences' worth, each joined into one text with the number of
 * its first line. A run with a line of output, a command or columns in it is not prose.
 */
export function proseRuns(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let run: { line: number; lines: string[] } | null = null;
  const flush = () => {
    if (run?.lines.every((l, k, all) => isProseLine(l, k === all.length - 1 && k > 0))) {
      const { line, lines } = run;
      // sentences wrapped over the lines, or lines long enough to be sentences without a full stop, one a line
      // (`netcat over tcp with a 2GB file gives me 457 Mbps`, two or more such lines)
      if (lines.some((l) => /[.?!。](?:\s|$)/.test(l))) out.push({ line, text: lines.map((l) => l.trim()).join(KANA_TEXT.test(lines.join("")) ? "" : " ") });
      else if (lines.length >= 2 && lines.every((l) => [...allMatches(l, WORD)].length >= 6)) lines.forEach((l, k) => out.push({ line: line + k, text: l.trim() }));
    }
    run = null;
  };
  text.split("\n").forEach((raw, i) => {
    const line = raw.replace(QUOTE_MARKS, "");
    if (!line.trim()) return flush();
    if (run) run.lines.push(line);
    else run = { line: i + 1, lines: [line] };
  });
  flush();
  return out;
}

/** The whole line a unit was cut from (`…4.75MB/s? I am transferring files through the LAN…`). */
export const lineOf = (u: Unit): string => u.block.text.split("\n")[Number(/\/l(\d+)$/.exec(u.locator)?.[1] ?? 1) - 1] ?? u.text;
export const KANA_TEXT = /[\u3040-\u30ff]/;
const ABBREVIATION = /(?:approx|ca|e\.g|i\.e|vs|fig|no|etc|mr|dr|inc|ver)\.$/i;

/** Sentences of a line: after `。`, and after `.`, `!` or `?` followed by a space and a capital (not after `approx.`). */
export function splitSentences(line: string): string[] {
  const out: string[] = [];
  for (const part of line.split(/(?<=。)/)) {
    let start = 0;
    for (const m of allMatches(part, /[.!?](?=\s+["'(*]?[A-Z])/g)) {
      const end = (m.index ?? 0) + 1;
      if (ABBREVIATION.test(part.slice(start, end))) continue;
      out.push(part.slice(start, end));
      start = end;
    }
    out.push(part.slice(start));
  }
  return out;
}
const SPEC_LINE = /^\s*[・•]?\s*([^:：]{1,30}?)\s*[:：]/;
const ARROW = /<?-{1,3}>/g;
const NODE = /^[A-Z][0-9]?$/;

/** `A <--> B1 Linux <--> C iSCSI` → `A<->B1<->C`; `A --> A` → `A->A`; null when the text names no path of nodes. */
export function pathIn(text: string): string | null {
  const t = normaliseText(text);
  const arrows = [...allMatches(t, ARROW)];
  if (!arrows.length) return null;
  const before = t.slice(0, arrows[0]?.index ?? 0).trim().split(/\s+/);
  const first = before[before.length - 1];
  if (!first || !NODE.test(first)) return null;
  let path = first;
  for (let i = 0; i < arrows.length; i++) {
    const a = arrows[i];
    const rest = t.slice((a?.index ?? 0) + (a?.[0].length ?? 0), arrows[i + 1]?.index ?? t.length).trim().split(/\s+/);
    const node = rest[0];
    if (!node || !NODE.test(node)) break;
    path += `${a?.[0].startsWith("<") ? "<->" : "->"}${node}`;
  }
  return path.includes("-") ? path : null;
}

