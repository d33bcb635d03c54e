import type { Block, Document } from "../../document/types.ts";
import { conditionKeyForLabel, driveKindOfHeading, isClauseHeading, isGenericHeading, lexicon, metricsIn, namesAdapter, termFinder } from "../../normalise/lexicon.ts";
import { percentileOf } from "../../grammar/percentile.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { escapeRegExp as escape } from "../../normalise/escapeRegExp.ts";
import type { BlockContext } from "../blockContext.ts";
import { type Conditions, conditionsFromText, stripNumbering } from "../conditions.ts";
import { testNameConditions } from "./headerConditions.ts";
import type { Operation } from "../../model/vocabulary.ts";
import { methodOperation } from "../methodSection.ts";
import { leadInSettings } from "./leadInSettings.ts";
import { type Quantity as Unit, parseUnit } from "../../normalise/parseQuantity.ts";
import { bracketUnitIn } from "./tableNotes.ts";
import { type ClauseUnit, type UnitStatement, clauseUnits, sizeUnitIn, unitForHeaders, unitInText, unitStatements } from "./unitScope.ts";
import { isChangeLabel, isScoreLabel, notRate } from "./tableRoles.ts";
import { SETTING_KEYS } from "./tableLayout.ts";
import { appendAll } from "../../appendAll.ts";
import { perDocument } from "../docIndex.ts";
import { restatedUnit } from "./restatedUnit.ts";
import { namesCondition } from "../../grammar/conditionText.ts";
import { introduction } from "../tools/labelAbove.ts";

/** What the page says about a whole table: the units its sentences give, and conditions of its caption and headings. */
/** A cell's innermost column header and row header, each where it has one. */
export interface OwnHeaders {
  column?: string;
  row?: string;
}

export interface TableScope {
  /** The unit the table's scope gives a cell with these headers; `own`: the cell's innermost column and row headers. */
  unitFor: (headers: string[], own?: OwnHeaders) => Unit | null;
  /** The unit a note gives values written in brackets (`括弧内は IOPS`), for cells holding two values. */
  bracketUnit: Unit | null;
  conditions: Conditions;
  /** The operation the report's method section names, if one. */
  method: Operation | null;
}

const medium = termFinder(lexicon.tables.network_media);
/** The network medium a text names (`CAT6A`, `OM3 fiber`, `10GBASE-T`), as printed, or null. */
export function networkMedium(text: string): string | null {
  const term = medium(text);
  if (!term) return null;
  const t = normaliseText(text);
  const at = t.toLowerCase().indexOf(term.toLowerCase());
  return at >= 0 ? t.slice(at, at + term.length) : term;
}

const storageWord = termFinder([...lexicon.tables.storage_words, ...lexicon.tables.storage_vendors]);
const TRAILING_MARKS = /[!！?？。.]+$/;
/**
 * `外付けHDDのUSB端子の種類によって速度が変わる!`, `Is my NAS slow?`: a heading that is a sentence (a news headline, a
 * question) states a finding about its drives; it names none as the one tested.
 */
function isHeadline(heading: string): boolean {
  return /[!！?？。]$/.test(heading) || /[\u3040-\u309f](?:る|た|い|ます|です|ない)$/.test(heading) || (heading.match(FUNCTION_WORD) ?? []).length >= 3;
}
/**
 * `は` between words, or a `、` inside: the topic particle and comma of a Japanese clause, which no drive's name holds
 * (`が` may: `回転数が1万回転のHDD` names a drive by a clause on it).
 */
const JA_CLAUSE = /[\p{Script=Han}\p{Script=Katakana}A-Za-z0-9)）」\]]\s*は\s*[\p{Script=Han}\p{Script=Katakana}A-Za-z0-9「(（]|[^\s、]、\s*[^\s、]/u;
/**
 * A heading that states a finding rather than names what was tested: a headline or a clause (`結果: Plextor 時代より 1.5
 * 倍速い、しかも Gen3 の天井に到達`, `M6 mini 256GB の SSD は 3.34 GB/s が天井`).
 * Such a heading names no drive, setting or network as the one tested.
 */
export function statesFinding(heading: string): boolean {
  const t = normaliseText(heading).trim();
  // a bracket's remark may list with `、` (`microSD(Samsung EVO Plus 128GB、USB 3.0 カードリーダー経由)`)
  return isHeadline(t) || isClauseHeading(t) || JA_CLAUSE.test(t.replace(/[(（][^()（）]*[)）]/g, ""));
}
/** `M6 mini 256GB の SSD は 3.34 GB/s が天井`: the topic a finding is stated about (the words before `は`), when it names a drive. */
export function findingTopic(heading: string): string | null {
  const m = /^(.{2,60}?)\s*は\s*[\p{Script=Han}\p{Script=Katakana}A-Za-z0-9「(（]/u.exec(normaliseText(heading).trim());
  const topic = m?.[1]?.trim() ?? "";
  return topic && storageWord(topic) && !/[、。はが]/.test(topic) ? topic : null;
}
/** Words of an English sentence that a drive's or product's name does not hold (`How To … For … In Linux`). */
const FUNCTION_WORD = new RegExp(`(?<![A-Za-z])(?:${lexicon.tables.headline_function_words.map(escape).join("|")})(?![A-Za-z])`, "gi");

/** A heading about a drive (`Crucial BX500 240GB`, `USBメモリ：SanDisk…`): the storage every table under it was run on. */
export function storageHeading(doc: Document, block: Block): string | null {
  const titles = new Set([doc.meta.title, doc.reports[block.report]?.title].filter(Boolean).map((t) => normaliseText(String(t))));
  for (const h of [...block.headingPath].reverse()) {
    const t = normaliseText(h);
    // the page's title, with or without the site's name after it (`… In Linux | TuxNoob`), or cut before a remark of the
    // heading's (`<title>M6 mini … が天井` over `<h1>M6 mini … が天井 — M3 Pro 1TB の半分`)
    const isTitle = titles.has(t) || titles.has(t.replace(TRAILING_MARKS, "")) || [...titles].some((x) => (t.length >= 12 && x.startsWith(t)) || (x.length >= 12 && t.startsWith(x)));
    if (isGenericHeading(t) || namesAdapter(t)) continue;
    // a heading, or the title, that states a finding about one drive (`M6 mini 256GB の SSD は … が天井`): that drive
    if (statesFinding(t)) {
      const topic = findingTopic(t);
      if (topic) return topic;
      continue;
    }
    if (isTitle || !namesCondition(t)) continue;
    // `SD Card Performance`: the kind of drive, not a drive named so
    if (storageWord(t)) return driveKindOfHeading(stripNumbering(t)) ?? stripNumbering(t);
  }
  return null;
}

const MODEL_TOKEN = /^[A-Za-z0-9][A-Za-z0-9.+\-]*$/;
/**
 * The one drive a report's title names (`M.2 SSD results…` → `M.2 SSD`, `Crucial MX500 review` → `Crucial MX500`): the
 * run of Latin words around its drive term; null when the title names no drive or several (`SSD と HDD`).
 */
export function titleDrive(title: string): string | null {
  // Latin words apart from the Japanese around them: `HDDからSSDへ` names two drives, not one
  const tokens = normaliseText(title).match(/[A-Za-z0-9][A-Za-z0-9.+\-]*|[^\sA-Za-z0-9,:;()「」、。]+/g) ?? [];
  const runs: string[][] = [];
  let run: string[] = [];
  let named = false;
  const close = () => {
    if (named) runs.push(run);
    run = [];
    named = false;
  };
  for (const t of tokens) {
    const drive = storageWord(t) !== null;
    if (drive || (MODEL_TOKEN.test(t) && /[A-Z0-9]/.test(t))) {
      run.push(t);
      named ||= drive;
    } else close();
  }
  close();
  const drive = runs.length === 1 ? (runs[0] ?? []).join(" ") : null;
  // `GeeekPi P33 M.2 NVME M-Key PoE+ Hat`: a board the drive sits on names an adapter, not the drive measured
  if (drive !== null && namesAdapter(drive)) return null;
  // `microSD Card Benchmark for EV3 …`: the kind of drive the title is about, without its aspect
  return drive === null ? null : (driveKindOfHeading(drive) ?? drive);
}

/**
 * A unit note printed right under a table (`(単位：MB/s)`, `※単位は IOPS`, `Units: MB/s`, `All figures in MB/s.`):
 * the paragraph that follows the table in the same report, when it is a short note or states the unit in a sentence.
 */
function notesAfter(doc: Document, block: Block): { statements: UnitStatement[]; unit: Unit | null } {
  const next = doc.blocks[block.index + 1];
  // (a note may be a paragraph or the first item of a list of notes: `- memoryの単位: (MiB/sec)`)
  if (!next || next.report !== block.report || (next.kind !== "paragraph" && next.kind !== "list_item")) return { statements: [], unit: null };
  const first = normaliseText(next.text.split("\n")[0] ?? "");
  const statements = unitStatements(first);
  // (a note that names the columns its unit is for, `memoryの単位: (MiB/sec)`, states no unit of the whole table)
  if (first.length > 40 || !/単位|\bunits?\b/i.test(first) || statements.some((s) => s.terms.length > 0)) return { statements, unit: null };
  const bare = first.replace(/^[※*(（\s]+|[)）\s]+$/g, "").replace(/^(単位|units?)\s*(は|:)?\s*/i, "");
  return { statements, unit: unitInText(`(${bare})`) ?? unitInText(first) };
}

/** The last convention for unmarked cells stated earlier in the same report (`単位を書いていない欄はMB/s`). */
function conventionBefore(doc: Document, block: Block): UnitStatement[] {
  const before = doc.blocks[block.index - 1];
  return before && before.report === block.report ? conventionUpTo(doc, block.index - 1) : [];
}

/**
 * The last convention stated at or before block `index` in its report's run of blocks. Each paragraph is read once per
 * document and each answer kept: a table reads back only to where an earlier table's answer starts, not every earlier
 * paragraph again (a page of many tables was quadratic here).
 */
function conventionUpTo(doc: Document, index: number): UnitStatement[] {
  const known = perDocument(doc, "conventionsUpTo", (d) => new Array<UnitStatement[] | undefined>(d.blocks.length));
  const path: number[] = [];
  let found: UnitStatement[] = [];
  for (let i = index; i >= 0; i--) {
    const b = doc.blocks[i] as Block;
    const kept = known[i];
    if (kept) {
      found = kept;
      break;
    }
    path.push(i);
    found = b.kind === "paragraph" || b.kind === "list_item" ? unitStatements(b.text).filter((s) => s.convention) : [];
    if (found.length) break;
    if (doc.blocks[i - 1]?.report !== b.report) break;
  }
  for (const i of path) known[i] = found;
  return found;
}

/**
 * A sentence introducing the sections under it (`Here are the results, in Mbps:` before `## Buffer size`, `## Payload
 * size`): the paragraph ending in a colon right before a heading, reached from the block over only headings and tables.
 */
function sectionIntro(doc: Document, block: Block): string | null {
  for (let i = block.index - 1; i >= 0; i--) {
    const b = doc.blocks[i];
    if (!b || b.report !== block.report) return null;
    if (b.kind === "heading" || b.kind === "table") continue;
    if (b.kind !== "paragraph" || doc.blocks[i + 1]?.kind !== "heading") return null;
    return /[:：]\s*$/.test(b.text) ? b.text : null;
  }
  return null;
}

/** `表1`, `Table 2:`, `Fig. 3.` before a caption; a number that carries a unit (`表 4KiB ランダム`) is the caption's own. */
const CAPTION_NUMBER = /^(?:表|table|fig\.?|図)\s*(?:\d+(?:[-.]\d+)*(?=[.:：\s]|$))?(?:[.:：\s]+|$)/i;

/** Block sizes from this up are the capacity of a drive or a file (`480GB SSD`, `1GB ファイル`), not a test's block size. */
const BLOCK_SIZE_BELOW = 64 * 2 ** 20;

/**
 * What a caption or heading names as the whole table's test (`4KiB ランダム`, `128KB シーケンシャル`, `4K QD32`): block
 * size, queue depth and threads, read like a test name; the table's own headers override them.
 */
export function testConditionsOf(texts: string[]): Conditions {
  const out: Conditions = {};
  for (const t of texts) {
    const { conditions } = testNameConditions(t);
    const size = conditions.block_size_bytes;
    if (typeof size !== "number" || size >= BLOCK_SIZE_BELOW) continue;
    Object.assign(out, conditions);
  }
  return out;
}

/** A corner or note cell that is only a unit for the whole table: `単位：MB/s`, `Unit: MB/s`, `(MB/s)`, `MB/s`. */
function unitOfCornerOrNote(text: string): Unit | null {
  const t = normaliseText(text).trim();
  if (/単位|\bunits?\b/i.test(t) || /^[(\[][^)\]]+[)\]]$/.test(t)) return unitInText(t);
  const u = parseUnit(t);
  return u && u.kind !== "size" ? u : null;
}

/**
 * `<h3>MB/s</h3>`, `### MB/sec`, `IOPS (RND のみ)`: the nearest heading over a table that is only a unit (a bracketed
 * remark aside) is the unit of every cell under it, the way a page splits one result set into a table per unit.
 */
export function headingUnit(heading: string | undefined): Unit | null {
  const t = normaliseText(heading ?? "").replace(/\s*[(\[（［][^)\]）］]*[)\]）］]\s*$/, "").trim();
  if (!t || /\s/.test(t.replace(/\s*\/\s*/g, "/"))) return null;
  const u = parseUnit(t);
  return u && u.kind !== "size" ? u : null;
}

const TIMES = new Set(["duration", "latency"]);
const RATES = new Set(["throughput", "iops", "bandwidth"]);
const BYTE_RATES = new Set(["throughput", "bandwidth"]);

/**
 * `M6 p50` or `Latency` under a table whose heading says `GB/s`, `転送速度` under `単位: 秒`: a unit stated once for a
 * table does not cover cells whose own headers name only measures of the other kind (a time where the unit is a rate,
 * or a rate where it is a time; a percentile is one of per-request times). Those cells stay unread.
 */
export function coversHeaders(unit: Unit, headers: string[]): boolean {
  const named = new Set<string>(headers.flatMap((h) => metricsIn(h)));
  // `p50`, `p99.9`: two digits at least (`P4` names a board, not the 4th percentile)
  if (headers.some((h) => /^p\d{2}/.test(percentileOf(h) ?? ""))) named.add("latency");
  const own = TIMES.has(unit.kind) ? TIMES : RATES.has(unit.kind) ? RATES : null;
  const other = TIMES.has(unit.kind) ? RATES : RATES.has(unit.kind) ? TIMES : null;
  if (!own || !other || ![...named].some((m) => other.has(m))) return true;
  return [...named].some((m) => own.has(m));
}

/**
 * The lead-in of the section a table's own section sits in (`## 3. シーケンシャル I/O` / `2 GiB ファイル、GB/s。` / `### unbuffered`
 * / table): the paragraphs right under the nearest heading of a higher level than every heading between them and the table,
 * reached over only headings and tables.
 */
function parentLeadIn(doc: Document, block: Block): string {
  let crossed = 7;
  for (let i = block.index - 1; i >= 0; i--) {
    const b = doc.blocks[i];
    if (!b || b.report !== block.report) return "";
    if (b.kind === "heading") crossed = Math.min(crossed, b.level ?? 6);
    else if (b.kind === "paragraph" && crossed < 7) {
      const lead: string[] = [];
      let j = i;
      for (; j >= 0 && doc.blocks[j]?.kind === "paragraph" && doc.blocks[j]?.report === block.report; j--) lead.unshift(doc.blocks[j]?.text ?? "");
      const h = doc.blocks[j];
      return h?.kind === "heading" && (h.level ?? 6) < crossed ? lead.join("\n") : "";
    } else if (b.kind !== "table") return "";
  }
  return "";
}

/** A header over figures no stated unit is for: a count, change, score, setting or size (`TCP再送数`, `倍率`, `Threads`). */
const takesNoStatedUnit = (h: string): boolean => notRate(h) !== null || isChangeLabel(h) || isScoreLabel(h) || SETTING_KEYS.has(conditionKeyForLabel(h) ?? "") || sizeUnitIn(h);
/**
 * A column's or row's own header that names a quantity of another kind than a measured rate or time: a count, share,
 * change, score, size or a setting's value (`PL Size`, `lost%`, `jitter`, `target_bw`). A protocol's name (`NFS`, which
 * also labels a column of NFS versions) names what the figures were measured over, not another quantity.
 */
const namesOtherQuantity = (h: string, unit: Unit): boolean => {
  const key = conditionKeyForLabel(h);
  if (key !== null && key !== "nfs_version" && SETTING_KEYS.has(key)) return true;
  if (isChangeLabel(h) || isScoreLabel(h) || sizeUnitIn(h)) return true;
  // a not-rate word that is most of the header (`lost%`, `Retr`, `jitter`), not one inside a device's or case's name
  // (`USB-C port`, `4 streams`); a time stated for the table may be a jitter's (`Ping / Jitter` under `(ms)`), a rate not
  const word = notRate(h);
  const letters = normaliseText(h).replace(/[\s()（）[\]%:：._-]+/g, "").length;
  if (word === null || word.replace(/[\s._-]+/g, "").length * 2 < letters) return false;
  return !(TIMES.has(unit.kind) && JITTER.test(word));
};
const JITTER = /^(?:jitter|ジッタ)/i;
/** …for a row's own header, whose words may name a case (`USB-C port`, `4 streams`): only a label that is mostly a setting's name. */
const rowNamesSetting = (h: string): boolean => SETTING_KEYS.has(conditionKeyForLabel(h) ?? "") && conditionKeyForLabel(h) !== "nfs_version";

/**
 * Whether a unit a sentence states away from a cell may be the cell's: not over a count, change, score, setting or size,
 * nor over headers that name a measure of another kind than the unit's.
 */
function fitsHeaders(unit: Unit, headers: string[]): boolean {
  if (headers.some(takesNoStatedUnit)) return false;
  const named = headers.flatMap((h) => metricsIn(h));
  const family = TIMES.has(unit.kind) ? TIMES : unit.kind === "iops" ? new Set(["iops"]) : RATES.has(unit.kind) ? BYTE_RATES : new Set([unit.kind]);
  return !named.length || named.some((m) => family.has(m));
}

/**
 * The unit a clause of the table's scoping text writes as a word of its own (`時間はms`, `(…、GB/s)`) for a cell with these
 * headers: one whose subject names a header, or names a measure the headers name or leave untyped, or that names no
 * subject at all; never over a count, change, score, setting or size, nor over headers naming a measure of another kind.
 */
function clauseUnitFor(clauses: ClauseUnit[], headers: string[]): Unit | null {
  if (!clauses.length) return null;
  const named = new Set<string>(headers.flatMap((h) => metricsIn(h)));
  for (const c of clauses) {
    if (!fitsHeaders(c.unit, headers)) continue;
    const byTerm = c.terms.length > 0 && unitForHeaders([{ terms: c.terms, unit: c.unit }], headers) !== null;
    const byMeasure = c.metric !== null && (named.size === 0 || named.has(c.metric));
    if (byTerm || byMeasure || (c.terms.length === 0 && c.metric === null)) return c.unit;
  }
  return null;
}

/**
 * The unit statements and scope conditions of a table, read once per table. `inTable` are texts the table holds
 * outside its grid of results: its corner cell and its note rows.
 */
export function tableScope(doc: Document, block: Block, ctx: BlockContext, inTable: string[] = []): TableScope {
  const statements = ctx.text.split("\n").flatMap((l) => unitStatements(l));
  const after = notesAfter(doc, block);
  appendAll(statements, after.statements);
  for (const t of inTable) {
    const own = t.split("\n").flatMap((l) => unitStatements(l));
    const whole = own.length ? null : unitOfCornerOrNote(t);
    appendAll(statements, own);
    if (whole) statements.push({ terms: [], unit: whole });
  }
  if (!statements.length) appendAll(statements, unitStatements(sectionIntro(doc, block) ?? ""));
  // a page that splits one result set into tables of the same columns states its unit once, in one table's note row
  if (!statements.length) for (const note of siblingNotes(doc, block)) appendAll(statements, unitStatements(note));
  // a table carved out of a `<pre>` (a mail pasted whole): the block's opening paragraph introduces every table in it
  if (!statements.length && block.above?.[0]) appendAll(statements, unitStatements(block.above[0]));
  if (!statements.length) appendAll(statements, conventionBefore(doc, block));
  // only over rows named in words: a first column of bare numbers (`GOMAXPROCS` 1, 2, 4) is a setting the unit is not
  const numberedRows = (block.table?.rows ?? []).some((r) => /^\s*[\d.,]+\s*$/.test(r[0]?.text ?? ""));
  const fromHeading = numberedRows ? null : headingUnit(block.headingPath.at(-1));
  if (fromHeading) statements.push({ terms: [], unit: fromHeading });
  // a unit written as a word of its own in the caption, headings or lead-in, else in the lead-in of the enclosing section
  // (over rows named in words only, as a heading's unit)
  const clauses = numberedRows ? [] : ctx.text.split("\n").flatMap((l) => clauseUnits(l));
  if (!clauses.length && !numberedRows) appendAll(clauses, clauseUnits(parentLeadIn(doc, block)));
  const fallback = statements.length ? null : unitInText(ctx.text.split("\n").filter((l) => /単位|unit|[(\[（]/i.test(l)).join(" ")) ?? after.unit;
  const conditions: Conditions = {};
  const caption = block.caption ? normaliseText(block.caption).replace(CAPTION_NUMBER, "").trim() : "";
  if (caption) conditions.table = caption;
  const titles = new Set([doc.meta.title, doc.reports[block.report]?.title].filter(Boolean).map((t) => normaliseText(String(t))));
  // `bs=4k, iodepth=32` or `NFSv3 client` in the sentences over the table: settings of every row, unless its headers say otherwise
  Object.assign(conditions, leadInSettings(ctx.text.split("\n")));
  // the headings, the caption and the line that introduces the table (`For 4096 bytes fsync test:`), innermost last
  Object.assign(conditions, testConditionsOf([...block.headingPath.filter((h) => !titles.has(normaliseText(h))), caption, introduction(doc, block) ?? ""]));
  for (const t of [...block.headingPath, block.caption ?? ""]) {
    const m = networkMedium(t);
    if (m) conditions.network = m;
  }
  // a RAID level in the report's title is the array every table of the report was run on
  const title = doc.reports[block.report]?.title ?? doc.meta.title ?? "";
  const raid = conditionsFromText(String(title)).raid;
  if (raid !== undefined) conditions.raid = raid;
  // a drive the report's title names is the one every table of the report was run on, unless a heading names another
  const storage = storageHeading(doc, block) ?? titleDrive(String(title));
  if (storage) conditions.storage = storage;
  const next = doc.blocks[block.index + 1];
  const noteTexts = [...inTable, ...ctx.text.split("\n"), next?.report === block.report && next.kind === "paragraph" ? next.text : ""];
  const bracketUnit = noteTexts.map(bracketUnitIn).find(Boolean) ?? null;
  // no unit near the table for these headers: the one the report's text gives its figures where it restates them
  let restated: Unit | null | undefined;
  const orRestated = (u: Unit | null) => u ?? (restated ??= restatedUnit(doc, block));
  const termed = statements.filter((s) => s.terms.length > 0);
  const unitFor = (headers: string[], own: OwnHeaders = {}): Unit | null => {
    // a statement naming the header (`Jitter は ms`) is the author's word for that column
    const named = termed.length ? unitForHeaders(termed, headers) : null;
    if (named) return coversHeaders(named, headers) ? named : null;
    // a unit for the whole table, the text around it or its restated figures is never that of a column or row its own
    // header names a count, size or setting of (`PL Size`, `lost%`, `jitter`, `target_bw` beside the rate columns it
    // was stated for); a setting spanning headers of its values (`パケットサイズ` over `64`, `1514`) leaves them rates
    if (own.row && rowNamesSetting(own.row)) return null;
    const u = orRestated((statements.length ? unitForHeaders(statements, headers) : fallback) ?? clauseUnitFor(clauses, headers));
    if (u && own.column && namesOtherQuantity(own.column, u)) return null;
    return u && coversHeaders(u, headers) ? u : null;
  };
  return { unitFor, bracketUnit, conditions, method: methodOperation(doc, block.report) };
}

/** The texts of a table's rows that hold one cell across the table (a note row: `※単位はKバイト/秒`). */
const noteRows = (b: Block): string[] => (b.table?.rows ?? []).filter((r) => r.length === 1 && (b.table?.rows[0]?.length ?? 0) > 1).map((r) => r[0]?.text ?? "");
/** A table's column headers after its corner, as compared with another's. */
const columnsOf = (b: Block): string => (b.table?.rows[0] ?? []).slice(1).map((c) => normaliseText(c.text).trim().toLowerCase()).join("\u0000");

/**
 * The note rows of the table right before or after this one under the same headings, when both have the same column
 * headers after their corners (`D4内蔵スロット` / `外付けUSBリーダー` over `ReadWrite | Read | Write …`): one result set the
 * page split in two, whose unit one note states for both.
 */
function siblingNotes(doc: Document, block: Block): string[] {
  if (!block.table || (block.table.rows[0]?.length ?? 0) < 3) return [];
  const columns = columnsOf(block);
  for (const i of [block.index + 1, block.index - 1]) {
    const b = doc.blocks[i];
    if (!b?.table || b.report !== block.report || b.headingPath.join("\u0000") !== block.headingPath.join("\u0000") || columnsOf(b) !== columns) continue;
    return noteRows(b);
  }
  return [];
}
