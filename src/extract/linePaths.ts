import type { MeasurementDraft } from "../model/records.ts";
import { lexicon, metricsIn } from "../normalise/lexicon.ts";
import { descriptorWords } from "../grammar/loadDescriptors.ts";
import { alternation } from "./decision/decisionWords.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { findQuantities } from "../normalise/parseQuantity.ts";
import { escapeRegExp } from "../normalise/escapeRegExp.ts";
import type { Block, Document } from "../document/types.ts";
import { labelAbove } from "./tools/labelAbove.ts";
import { describe } from "../grammar/describe.ts";
import { blockFinder } from "./blockOf.ts";
import { allMatches } from "../normalise/allMatches.ts";

/** An arrow between two ends of a copy or a link (`->`, `→`, `=>`, `⇒`). */
const ARROW = /\s*(?:-+>|→|=+>|⇒|⟶)\s*/u;
const ARROWS = /\s*(?:-+>|→|=+>|⇒|⟶)\s*/gu;
const LONGEST = 120;
const END_LONGEST = 40;
/** A colon that ends a label (`**VM→RasPi**: …`, `T6A→raspi4: 1.34 / 1.30Gbps`), not a URL's. */
const COLON = /[:：](?!\/\/)/u;
/** Where a clause of a sentence ends: its own punctuation, or a sentence's end. */
const CLAUSE_END = /[、,;；。]|\.\s/uy;
/** Numbers (and their units) on both sides: `1→251`, `13秒 → 0.2秒`, `32->80` are changes of a figure, not a path. */
const NUMERIC_LEFT = /(?:^|[\s(（])[-+]?\d[\d.,]*\S{0,3}$/u;
const NUMERIC_RIGHT = /^[-+]?\.?\d/u;
const BRACKETED_ARROW = /[(（]([^()（）]*(?:-+>|→|=+>|⇒|⟶)[^()（）]*)[)）]/u;
/** The marks a line may open with before its words: the lexicon's bullets, and a Markdown heading's `#`. */
const LEADING_MARKS = new RegExp(`^[\\s#${escapeRegExp(lexicon.bullet_marks).replace(/-/g, "\\-")}]+`, "u");
const APPROX = new RegExp(`\\s*(?:${lexicon.prose.approximate_before.map(escapeRegExp).join("|")})\\s*$`, "iu");

/**
 * The path a figure was measured along: the arrows that join two or more named ends (`PC → NAS: 110 MB/s`,
 * `Movies from unRAID (HDD) -> openelec 3.0.6 -> i get speed 16mb/s`, `（Windows→T6A約1.02Gbps、T6A→Windows約1.34Gbps）`),
 * as the page writes them, in `path` — for a figure of any structure's line or cell (a sentence, a list item, a label
 * line, a table cell), where no reader gave a path:
 * - a label before the line's first figure that ends in a colon (`**latency(twamp) RasPi→VM**: … 中央値-4.62ms / 最大2.49ms`,
 *   a table row's `baseline : T6A→raspi4: 1.34 / 1.30Gbps`) is the path of every figure of the line;
 * - else the figure takes the arrows of the nearest clause before it in its sentence, unless a label of another figure
 *   (a clause ending in a colon) stands between them.
 * Arrows between figures (`RX error 1→251`, `13秒 → 0.2秒`) are a change, never a path.
 */
export function arrowPaths(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  for (const m of rows) {
    if (m.conditions.path !== undefined) continue;
    const block = blockOf(m.locator);
    const scoped = () => (block ? scopePath(doc, block) : null);
    if (m.origin === "tool-output") {
      const path = scoped();
      if (path) m.conditions = { ...m.conditions, path };
      continue;
    }
    const n = Number(/\/l(\d+)$/.exec(m.locator)?.[1] ?? 0);
    const lines = m.raw.split("\n");
    const own = normaliseText((lines.length === 1 ? lines[0] : lines[n - 1]) ?? "");
    // a sentence read alone stands in its block's line (the list item, the label line) that may label it
    const blockLine = n > 0 ? normaliseText(block?.text.split("\n")[n - 1] ?? "") : "";
    const offset = own && blockLine.includes(own) ? blockLine.indexOf(own) : -1;
    const line = offset >= 0 ? blockLine : own;
    const inOwn = ARROW.test(line) ? figureAt(own, m) : null;
    const at = inOwn === null ? null : inOwn + Math.max(offset, 0);
    const path = (at === null ? null : (labelPath(line, at) ?? nearestPath(line.slice(0, at)))) ?? scoped();
    if (path) m.conditions = { ...m.conditions, path };
  }
}

/**
 * The path the scope around a block names: the label right over it (`From Fedora PC → TrueNAS:`), else its innermost
 * heading that names one (`### 東京 -> 大阪`), as every structure's figures inherit a heading.
 */
function scopePath(doc: Document, block: Block): string | null {
  const prev = doc.blocks[block.index - 1];
  const lead = prev && prev.report === block.report && (prev.kind === "paragraph" || prev.kind === "list_item") ? prev.text.trim() : "";
  // a lead-in that introduces the block (`Reverse direction (TrueNAS → PC):`) or a writer's label over it (`■ NAS→PC`)
  const above = lead && !lead.includes("\n") && lead.length <= 80 && (/[:：]$/u.test(lead) || labelAbove(doc, block)) ? lead : "";
  const levels = [above, ...[...block.headingPath].reverse()];
  for (const level of levels) {
    const path = pathIn(level) ?? betweenIn(level);
    if (path) return path;
  }
  // the sentence right before the block that says what was measured between which ends (`Round trip time between
  // instances was measured.`, `サーバーとクライアントの間で測定した。`)
  // (over an output or a table only: a paragraph after it says its own)
  if (block.kind !== "pre" && block.kind !== "table") return null;
  const last = lead.split(SENTENCE_END).map((x) => x.trim()).filter(Boolean).pop() ?? "";
  return measures(last) ? betweenIn(last) : null;
}

/** Where a sentence ends: after `。！？`, or at the white space after `.!?`. */
export const SENTENCE_END = /(?<=[。！？])|(?<=[.!?])\s+/u;
const MEASURING = descriptorWords.subject_markers;
/** A sentence about measuring: a measuring verb of the grammar's data (`measured`, `測定`) or a metric it names. */
const MEASURING_VERB = new RegExp(alternation([...MEASURING.measured_verbs_en, ...MEASURING.measured_verbs_ja]), "i");
const measures = (sentence: string): boolean => MEASURING_VERB.test(sentence) || metricsIn(sentence).length > 0;
/** Words that end a `between` phrase's second end: a verb or a preposition of the rest of the sentence. */
const PHRASE_END = "(?:was|were|is|are|while|using|with|over|via|in|on|at|for)\\b";
/** `between host and guest`, `between the microVM and the other instance`, `between two nodes`, `between instances`. */
const BETWEEN_EN = new RegExp(
  String.raw`(?<![a-z])between\s+((?:the\s+|two\s+|both\s+)?[a-z0-9][\w.-]*(?:\s+(?!and\b)[\w.-]+){0,3}?\s+(?:and|&)\s+(?:the\s+)?[a-z0-9][\w.-]*(?:\s+(?!${PHRASE_END})[\w.-]+){0,3}?|(?:the\s+|two\s+|both\s+|all\s+)?[a-z][\w-]*s)(?=\s*(?:[,.;:)]|$)|\s+${PHRASE_END})`,
  "iu",
);
/** `サーバーとクライアントの間`, `base0-base1間`, `ホスト・ゲスト間`: the two ends a path joins. */
const BETWEEN_JA = /([^\s、。，,「」『』()（）:：]{1,20}?)(?:と|・|-|–|〜|～)([^\s、。，,「」『』()（）:：]{1,20}?)の?間(?![隔違])/u;

/** The path a `between` phrase names in a heading or a sentence, as written (`between host and guest`), or null. */
function betweenIn(text: string): string | null {
  const t = normaliseText(text);
  const en = BETWEEN_EN.exec(t);
  // each end a name, not a year or a figure (`between 2018 and 2020`)
  if (en?.[1] && en[1].split(/\s+(?:and|&)\s+/i).every((end) => /\p{L}/u.test(end) && !findQuantities(end).some((q) => !q.bare))) return `between ${en[1].trim()}`;
  const ja = BETWEEN_JA.exec(t);
  if (!ja?.[1] || !ja[2] || findQuantities(ja[0]).some((q) => !q.bare)) return null;
  return ja[0];
}

/** Where the row's figure stands in its line: the q-th figure of a cell read as several, else the first of its value. */
function figureAt(line: string, m: MeasurementDraft): number | null {
  const figures = findQuantities(line).filter((q) => !q.bare && q.kind !== "size");
  const q = Number(/\/q(\d+)$/.exec(m.locator)?.[1] ?? 0);
  const sameValue = figures.filter((f) => Math.abs(f.value - m.value) <= 1e-9 * Math.max(1, Math.abs(m.value)));
  const pick = q > 0 ? (figures[q - 1]?.value === m.value ? figures[q - 1] : sameValue[0]) : sameValue[0];
  return pick ? pick.index : null;
}

function labelPath(line: string, at: number): string | null {
  const first = findQuantities(line).find((q) => !q.bare);
  const prefix = line.slice(0, Math.min(first?.index ?? 0, at));
  const segments = prefix.split(COLON);
  // the text after the last colon is the figure's own words (`平均`), not a label of the line
  for (let i = segments.length - 2; i >= 0; i--) {
    const chain = ARROW.test(segments[i] ?? "") ? chainOf(segments[i] ?? "") : null;
    if (!chain) continue;
    const labelEnd = segments.slice(0, i + 1).join(":").length + 1;
    return othersLabel(line.slice(labelEnd, at)) ? null : chain;
  }
  return null;
}

/**
 * A label of other figures between a line's label and the figure: a clause's words before a colon that name a drive,
 * an adapter, an operation or another path (`PC → NAS: 110 MB/s, local copy: 480 MB/s`); words of what is measured
 * (`One-way Delay:`, `RTT mean:`) or of the document (`Result:`) are not.
 */
function othersLabel(between: string): boolean {
  for (const clause of splitClauses(between)) {
    const parts = clause.split(COLON);
    for (const label of parts.slice(0, -1)) {
      const d = describe(label);
      if (ARROW.test(label) || d.operation || (d.subject && d.subject.kind !== "config")) return true;
    }
  }
  return false;
}

function nearestPath(before: string): string | null {
  const clauses = splitClauses(before);
  for (let i = clauses.length - 1; i >= 0; i--) {
    const clause = clauses[i] ?? "";
    if (ARROW.test(clause)) return chainOf(clause.split(COLON).filter((l) => ARROW.test(l)).pop() ?? "");
    // a clause that labels other figures (`local copy: 480 MB/s`) ends the reach of an arrow before it
    if (othersLabel(clause)) return null;
  }
  return null;
}

/** The clauses of a text, each from the last clause end or unclosed opening bracket before it. */
function splitClauses(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let depth = 0;
  const opens: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (ch === "(" || ch === "（") { depth++; opens.push(i); continue; }
    if ((ch === ")" || ch === "）") && depth > 0) { depth--; opens.pop(); continue; }
    CLAUSE_END.lastIndex = i;
    const end = CLAUSE_END.exec(text);
    if (end && end.index === i) {
      out.push(text.slice(start, i));
      start = i + end[0].length;
      i = start - 1;
      opens.length = 0;
      depth = 0;
    }
  }
  // an opening bracket left open before the figure begins its clause (`測定（Windows→T6A約1.02Gbps`)
  const open = opens[opens.length - 1];
  if (open !== undefined && open >= start) {
    out.push(text.slice(start, open));
    start = open + 1;
  }
  out.push(text.slice(start));
  return out;
}

/** A table header that is an arrow path (`STA→AP`, `Client -> Server`), as written; else null. */
export function headerPath(text: string): string | null {
  return ARROW.test(text) ? chainOf(normaliseText(text)) : null;
}

/** The arrows' ends as written, or null when an end is missing, too long, a clause, or a figure. */
function chainOf(text: string): string | null {
  const chain = text.replace(LEADING_MARKS, "").replace(APPROX, "").replace(/[\s:：=、,]+$/u, "").trim();
  if (!chain || chain.length > LONGEST) return null;
  const ends = chain.split(ARROW).map((e) => e.trim());
  // each end names a place (`T6A`, `Movies from unRAID (HDD)`): a clause of the text (`低速状態の原因 → event offで`,
  // `offered 120M → 実効 ~72-78M = ch112 容量`) or a figure (`d033 → 32GB`, `13秒 → 0.2秒`) names none
  if (ends.length < 2 || ends.some((e) => !e || e.length > END_LONGEST || /\p{Script=Hiragana}$/u.test(e) || /[、。,;=]/u.test(e))) return null;
  if (ends.some((e) => findQuantities(e).some((q) => !q.bare))) return null;
  for (const a of allMatches(chain, ARROWS)) {
    if (NUMERIC_LEFT.test(chain.slice(0, a.index)) && NUMERIC_RIGHT.test(chain.slice(a.index + a[0].length))) return null;
  }
  return chain;
}

/** The one arrow path a heading or a label over a block names (`東京 -> 大阪`, `Example: Wired TCP (Fedora PC → TrueNAS)`). */
function pathIn(text: string): string | null {
  const t = normaliseText(text);
  if (!ARROW.test(t)) return null;
  const inner = BRACKETED_ARROW.exec(t)?.[1];
  return chainOf(inner ?? t.split(COLON).filter((seg) => ARROW.test(seg)).pop() ?? "");
}
