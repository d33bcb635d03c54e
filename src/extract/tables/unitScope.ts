import { readFileSync } from "node:fs";
import { z } from "zod";
import { PARSE_ONCE } from "../../dataFile.ts";
import { describe } from "../../grammar/describe.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { metricsIn } from "../../normalise/lexicon.ts";
import { memoText } from "../../normalise/memo.ts";
import { type Quantity, findQuantities, parseUnit } from "../../normalise/parseQuantity.ts";
import { isRefusal, parseUnitText } from "../../normalise/readQuantity.ts";
import { unitTable } from "../../normalise/unitTable.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A unit a sentence states for a table: for the columns or rows named by `terms`, or for every cell when terms is empty. */
export interface UnitStatement {
  terms: string[];
  unit: Quantity;
  /** True for a page's convention for cells without a unit (`単位を書いていない欄はMB/s`), which later tables follow too. */
  convention?: boolean;
}

/** The unit written at the start of `text` (`MB/s。右端は…` → MB/s), or null. */
function leadingUnit(text: string): Quantity | null {
  // `単位: (MiB/sec)`: the unit may stand in brackets of its own
  const q = findQuantities(`1 ${text.replace(/^[(（[]\s*/, "").slice(0, 24)}`)[0];
  return q && !q.bare && q.index === 0 && q.kind !== "size" ? q : null;
}

/** Words that name the table itself rather than columns of it (`下の表の`, `以下の表は`, `この表の数値`, `表中の`). */
const TABLE_WORDS = /^(?:(?:以下|下|上|次|この|前|右|左)の)?(?:表|グラフ|結果|数値|数字|値|欄|セル)(?:中|内)?(?:の(?:数値|数字|値))?$/;
const TERM_PREFIX = /^.*?(?:表|グラフ)の/;

/** Splits `Seq・4K・4K-64Thrd` into the column names a statement applies to; none when it names the table itself. */
function termsOf(prefix: string): string[] {
  const p = prefix.replace(TERM_PREFIX, "").replace(/^[※*＊・■□◆◇●○\-\s]+/, "").trim();
  if (!p || TABLE_WORDS.test(p) || /(?:表|グラフ)(?:の(?:数値|数字|値))?$/.test(p)) return [];
  return p.split(/\s*[・、,，/]\s*|\s*と\s*|\s+and\s+/).map((t) => t.trim()).filter((t) => t && !TABLE_WORDS.test(t));
}

const Declarations = z.strictObject({
  $comment: z.string(),
  ja_unit_words: z.array(z.string().min(1)).min(1),
  ja_unit_joins: z.array(z.string().min(1)).min(1),
  ja_all_words: z.array(z.string().min(1)),
  ja_unmarked: z.array(z.string().min(1)),
  ja_unmarked_cells: z.array(z.string().min(1)),
  ja_table_subjects: z.array(z.string().min(1)),
  en_subjects: z.array(z.string().min(1)),
  en_subject_verbs: z.array(z.string().min(1)),
  en_subject_places: z.array(z.string().min(1)),
  en_leads: z.array(z.string().min(1)),
  en_unmarked_subjects: z.array(z.string().min(1)),
  convention_subjects: z.array(z.string().min(1)),
  legend_left: z.array(z.string().min(1)).min(1),
  legend_right: z.array(z.string().min(1)).min(1),
  legend_joins: z.array(z.string().min(1)).min(1),
  clause_joins: z.array(z.string().min(1)).min(1),
  en_clause_links: z.array(z.string().min(1)).min(1),
});
/** The phrases that declare a unit for a table or list (`unitDeclarations.json`), checked when loaded. */
export const unitDeclarations = Declarations.parse(JSON.parse(readFileSync(new URL("./unitDeclarations.json", import.meta.url), "utf8")), PARSE_ONCE);
const D = unitDeclarations;
/** Literal words as one alternation, spaces matching any run of white space (no word boundaries: Japanese has none). */
const words = (list: readonly string[]) => list.map((w) => escapeRegExp(w).replace(/ /g, String.raw`\s+`)).sort((a, b) => b.length - a.length).join("|");

// 数値の単位はMB/秒 / 単位はすべてMB/s / Seq・4Kの単位はMB/s / 単位を書いていない欄はMB/s / 以下の表はすべてIOPS / 単位：MB/s / (単位 ms。…)
const JA_UNIT = new RegExp(String.raw`(?:^|[。、,\s(（])([^。、,\s(（]*?)(?:の)?(?:${words(D.ja_unit_words)})(?:${words(D.ja_unit_joins)})\s*(?:${words(D.ja_all_words)})?\s*`, "g");
const JA_UNMARKED = new RegExp(String.raw`(?:${words(D.ja_unit_words)})(?:を|の)?(?:${words(D.ja_unmarked)})(?:${words(D.ja_unmarked_cells)})は\s*`, "g");
const EN_UNMARKED = new RegExp(String.raw`\b(?:${words(D.en_unmarked_subjects)})\s+(?:without|with\s+no)\s+(?:a\s+)?units?\s+(?:are|in)\s*(?:in\s+)?`, "gi");
const JA_TABLE = new RegExp(String.raw`(?:${words(D.ja_table_subjects)})は(?:${words(D.ja_all_words)})\s*`, "g");
/** `、転送時間は分` inside a unit statement: a column named, then its unit. */
const JA_COLUMN_UNIT = /[、,]\s*([^、,:：=]+?)\s*(?:は|が|:|：|=)\s*/g;
// All figures in MB/s / Figures are in MB/s / Values are Mb/s / Values below are in MB/s / All times in ms / Units: MB/s / in units of / measured in
// …and `Values are Mb/s`: `are` and the unit, with no `in`
const EN_UNIT = new RegExp(String.raw`\b(?:(?:all\s+)?(?:${words(D.en_subjects)})\s+(?:(?:${words(D.en_subject_places)})\s+)?(?:are(?:\s+(?:${words(D.en_subject_verbs)}))?(?:\s+(?:in|as))?|(?:(?:${words(D.en_subject_verbs)})\s+)?(?:in|as))|(?:${words(D.en_leads)}))(?![a-z])\s*`, "gi");
const EN_METRIC_IN = /\b([a-z][a-z-]*)\s+(?:is\s+|are\s+)?(?:given\s+|shown\s+|measured\s+)?in\s+/gi;

/** Every unit statement in a sentence or caption (Japanese and English), with the column names it is limited to. */
export function unitStatements(text: string): UnitStatement[] {
  const t = normaliseText(text);
  const out = collectStatements(t, []);
  // `The values presented in the result tables represent throughput in MB/s`: every later table's convention
  if (CONVENTION.test(t)) for (const s of out) s.convention = true;
  return out;
}

const CONVENTION = new RegExp(String.raw`(?<![a-z])(?:${words(D.convention_subjects)})(?![a-z])`, "i");

function collectStatements(t: string, out: UnitStatement[]): UnitStatement[] {
  for (const m of allMatches(t, JA_UNIT)) {
    const rest = t.slice((m.index ?? 0) + m[0].length);
    const unit = leadingUnit(rest);
    if (!unit) continue;
    out.push({ terms: termsOf(m[1] ?? ""), unit });
    // `(単位:MB/s、転送時間は分)`: later clauses of the same statement give named columns a unit of their own
    const scope = rest.split(/[)）。]/)[0] ?? "";
    for (const c of allMatches(scope, JA_COLUMN_UNIT)) {
      const own = leadingUnit(scope.slice((c.index ?? 0) + c[0].length));
      const terms = termsOf(c[1] ?? "");
      // `、Acc.timeの単位はms` is a statement of its own, read by the outer loop
      if (own && terms.length && !/単位/.test(c[1] ?? "")) out.push({ terms, unit: own });
    }
  }
  // `results are Bandwidth in Mbps`, `Throughput in MB/s:`: a word the grammar reads as a metric, then its unit
  for (const m of allMatches(t, EN_METRIC_IN)) {
    const unit = leadingUnit(t.slice((m.index ?? 0) + m[0].length));
    if (unit && metricsIn(m[1] ?? "").length) out.push({ terms: [], unit });
  }
  for (const re of [JA_UNMARKED, EN_UNMARKED, JA_TABLE, EN_UNIT]) {
    for (const m of allMatches(t, re)) {
      const unit = leadingUnit(t.slice((m.index ?? 0) + m[0].length));
      if (unit) out.push({ terms: [], unit, convention: re === JA_UNMARKED || re === EN_UNMARKED });
    }
  }
  return out;
}

/** A unit a scoping text writes as a word of its own, with the measure (`時間` → duration) or the headers its subject names. */
export interface ClauseUnit {
  unit: Quantity;
  /** Header names the subject gives (`Speed`); none when the clause is the unit alone. */
  terms: string[];
  /** The measure the subject names (`時間`, `Speed`), or null. */
  metric: string | null;
}

/** Clauses of a Japanese text or list: split at its sentence and list marks and at brackets. */
const CLAUSE_MARK = /[。、，,;；()（）\[\]［］\n]/;
/** `<subject>は<unit>` / `<subject>: <unit>`: the unit closes the clause. */
const SUBJECT_UNIT = new RegExp(String.raw`^(.{1,24}?)\s*(?:${words(D.clause_joins)})\s*(\S+)$`);
/** `Speed means average download speed …, and uses MiB/s`: the sentence's subject before its link verb. */
const EN_SUBJECT = new RegExp(String.raw`^(?:the\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:${words(D.en_clause_links)})\b`, "i");
const NUMBER_WORD = /^[~≒約]?[\d.,]+$/;

function subjectUnit(subject: string, unit: Quantity): ClauseUnit | null {
  const metrics = metricsIn(subject);
  const terms = termsOf(subject);
  return metrics.length === 1 || terms.length ? { unit, terms, metric: metrics.length === 1 ? (metrics[0] ?? null) : null } : null;
}

/**
 * Units a table's caption, heading or lead-in writes as a word of their own, not after a number: a clause that is the
 * unit alone (`(1 MiB、unbuffered、GB/s)`), `<subject>は<unit>` (`時間はms`), or an English sentence whose subject is
 * followed by a link verb and which ends in the unit (`Speed means … and uses MiB/s`). The headers a subject names, or
 * the measure it names, are what the unit covers (tableScope checks the unit's kind against each cell's headers).
 */
export const clauseUnits = (text: string): ClauseUnit[] => {
  const t = normaliseText(text);
  const out: ClauseUnit[] = [];
  for (const raw of t.split(CLAUSE_MARK)) {
    const c = raw.trim().replace(/[.。]$/, "");
    const alone = c ? unitWord(c, true) : null;
    if (alone) {
      out.push({ unit: alone, terms: [], metric: null });
      continue;
    }
    const m = SUBJECT_UNIT.exec(c);
    const u = m ? unitWord(m[2] ?? "", true) : null;
    const s = u ? subjectUnit(m?.[1] ?? "", u) : null;
    if (s) out.push(s);
  }
  for (const sentence of t.split(/(?<=[.!?])\s+|\n/)) {
    const m = EN_SUBJECT.exec(sentence.trim());
    const tokens = sentence.trim().replace(/[.。]$/, "").split(/\s+/);
    const last = tokens.at(-1) ?? "";
    const u = m && tokens.length > 2 && !NUMBER_WORD.test(tokens.at(-2) ?? "") ? unitWord(last, true) : null;
    const s = u ? subjectUnit(m?.[1] ?? "", u) : null;
    if (s) out.push(s);
  }
  return out;
};

const TIME_WORD = /\s*(?:時間|所要時間|times?)$/;
/** `転送時間は分` and a header `動画転送(60GB)`: the time of the action a header names, unless the header names a rate. */
function namesTimeOf(term: string, header: string, unit: Quantity): boolean {
  const stem = term.replace(TIME_WORD, "");
  return unit.kind === "duration" && stem !== term && stem.length >= 2 && header.includes(stem) && !metricsIn(header).includes("throughput") && !unitInText(header);
}

/**
 * The unit the statements give a cell whose headers are `headers`: the statement naming the longest term that begins
 * one of the headers, else a statement for the whole table; null when statements name columns but not this one.
 */
export function unitForHeaders(statements: UnitStatement[], headers: string[]): Quantity | null {
  const hs = headers.map((h) => normaliseText(h).toLowerCase());
  let best: { len: number; unit: Quantity } | null = null;
  for (const s of statements) {
    for (const term of s.terms) {
      const tt = term.toLowerCase();
      const hit = hs.some((h) => h === tt || (h.startsWith(tt) && /^[\s(\-_:]|^$/.test(h.slice(tt.length))) || namesTimeOf(tt, h, s.unit));
      if (hit && (!best || tt.length > best.len)) best = { len: tt.length, unit: s.unit };
    }
  }
  if (best) return best.unit;
  return statements.find((s) => s.terms.length === 0)?.unit ?? null;
}

/**
 * The unit a text starts with, as a word of its own (`GB/s`, `MB/s 平均`, `秒`): never the first letter of a longer
 * word (`s、実測`); `whole` asks for a text that is the unit and nothing more.
 */
function unitWord(text: string, whole = false): Quantity | null {
  const t = normaliseText(text).trim();
  const q = t ? findQuantities(`1 ${t}`)[0] : undefined;
  if (!q || q.bare || q.index !== 0 || q.kind === "size") return null;
  // `µs/op`: a time per operation is read whole by the unit grammar (its unit keeps the `/op`)
  const rest = t.slice(q.length - 2);
  return rest === "" || (!whole && /^\s/.test(rest)) ? q : null;
}

/** Items of a bracket that lists remarks (`io_depth_probe、stride 3.36 MB、GB/s、実測`), split at list commas. */
const REMARK_SEPARATOR = /\s*[、,，;；]\s*/;

/**
 * The unit a bracket states (`(MB/s)`, `(MB/s 平均)`), or the one item of a list of remarks that is a unit
 * (`(io_depth_probe、GB/s、実測)`); null when none; false when items state two different units, or when an item is a
 * unit the table knows and no figure is measured in (`(GHz)`: the header's own unit, not the cells').
 */
function bracketUnit(group: string): Quantity | null | false {
  const items = group.split(REMARK_SEPARATOR).filter(Boolean);
  const units = items.map((i) => unitWord(i)).filter((q): q is Quantity => q !== null);
  if (new Set(units.map((q) => q.unit)).size > 1) return false;
  if (units[0]) return units[0];
  const known = items.map((i) => parseUnitText(i.trim())).find((k) => !isRefusal(k));
  if (!known || isRefusal(known) || known.dimension === "size") return null;
  // `(microseconds)`, `(ops/sec)`: a time or rate the table spells but does not scan is the cells' unit; `(GHz)` is none
  const spelled = MEASURED_DIMENSIONS.has(known.dimension) ? items.map((i) => spelledUnit(i.trim())).find(Boolean) : null;
  return spelled ?? false;
}

/**
 * Where a word may end in a unit written without a space: after a slash (`時間/秒`), where the script changes
 * (`速度MB/s`), or after a snake_case name's underscore (`wall_ms`, `latency_us`).
 */
const UNIT_START = /\/|(?<=[^\x00-\x7f])(?=[\x00-\x7f])|(?<=[a-z]_)(?=[a-zA-Zµμ])/g;

/** A word before `/s` that names a count (`reads`, `fsyncs`, `r`), not a time (`Time`, `Latency`, `elapsed`). */
const countPerSecond = (before: string): boolean => /[\p{L}_]$/u.test(before) && !metricsIn(before).some((m) => m === "latency" || m === "duration");

/** The unit a word ends in, the longest that is whole (`速度MB/s` → MB/s, not the `s` after its slash); null for `Read/Write`. */
function trailingUnit(word: string): Quantity | null {
  const w = word.replace(/[)\]*※.,:;]+$/, "");
  const starts = [0, ...[...allMatches(w, UNIT_START)].map((m) => (m[0] === "/" ? (m.index ?? 0) + 1 : (m.index ?? 0)))];
  for (const at of starts) {
    const u = unitWord(w.slice(at), true);
    // `reads/s`, `rxkB/s`, `r/s`: seconds after a word's slash are what the word counts per second, never a time
    // (`Latency/ms`, `Time/s`: a time's name, then its unit)
    if (u?.kind === "duration" && at > 0 && w[at - 1] === "/" && /^(?:s|secs?|seconds?)$/i.test(u.unit) && countPerSecond(w.slice(0, at - 1))) return null;
    if (u) return u;
  }
  return null;
}

/** A unit stated in a header or caption: `(MB/s)`, `[IOPS]`, `単位：MB/s`, or a header that is only a unit. */
/**
 * `microsec`, `milliseconds`, `Ops/sec`: a header that is wholly a unit the table spells but does not pick out of free text
 * (`scan: false`), read as the unit it spells, kept as written.
 */
const MEASURED_DIMENSIONS = new Set(["duration", "throughput", "iops", "events"]);
function spelledUnit(text: string): Quantity | null {
  const u = parseUnitText(text);
  if (isRefusal(u)) return null;
  const q = parseUnit(u.canonical);
  return q ? { ...q, unit: text } : null;
}

export const unitInText = memoText(function unitInText(text: string): Quantity | null {
  const t = normaliseText(text);
  // `min` heading a column beside `median` and `max` is a statistic: a word alone that the grammar reads as one is no unit
  if (/^\s*[a-z]+\s*$/i.test(t) && describe(t).statistic !== null) return null;
  const groups = [...allMatches(t, /[(\[（［]\s*(?:単位\s*[:：]?\s*)?([^)\]）］]+)[)\]）］]/g)].map((m) => m[1] ?? "");
  for (const g of groups) {
    const u = bracketUnit(g);
    if (u === false) return null;
    if (u) return u;
  }
  const labelled = /単位\s*[:：]\s*(\S+)/.exec(t)?.[1];
  for (const g of [labelled ?? "", t]) {
    const u = g ? (parseUnit(g.trim()) ?? spelledUnit(g.trim())) : null;
    if (u && u.kind !== "size") return u;
  }
  // `hdparm（読み）MB/s`: a unit right after a closing bracket is whole, not split at its slash
  const tail = /[)\]]\s*([^()\[\]\s]+)\s*$/.exec(t)?.[1];
  const afterBracket = tail ? parseUnit(tail) : null;
  if (afterBracket && afterBracket.kind !== "size") return afterBracket;
  // `読み込み MB/s`, `速度MB/s`, `時間/秒`: the unit the last word ends in, whole (`Read/Write` states none); a bracketed
  // remark after it that states no unit (`往復Gbps(L2)`, `Write MB/s (avg)`) is set aside
  const parts = t.replace(/\s*[(\[（［][^()\[\]（）［］]*[)\]）］]\s*$/, "").split(/\s+/).filter(Boolean);
  // `M ビット/秒`, `メガ bit/s`: a prefix the table knows, written apart, is the unit's own (never `ビット/秒` alone)
  const prefix = parts.length > 1 && (parts.at(-2) ?? "") in unitTable.prefixes ? parseUnit(`${parts.at(-2)}${parts.at(-1)}`) : null;
  if (prefix && prefix.kind !== "size") return prefix;
  const spaced = parts.at(-1);
  const u = spaced ? trailingUnit(spaced) : null;
  return u && u.kind !== "size" ? u : null;
});


/** A size unit a header states in brackets (`Size (bytes)`, `容量 [GB]`): its cells are sizes, not rates. */
export const sizeUnitIn = memoText(function sizeUnitIn(text: string): boolean {
  const t = normaliseText(text);
  return [...allMatches(t, /[(\[（［]\s*([^)\]）］]+)[)\]）］]/g)].some((m) => parseUnit((m[1] ?? "").trim())?.kind === "size");
});
