import type { Block, Document } from "../../document/types.ts";
import { statesFinding } from "../tables/tableScope.ts";
import type { MeasurementDraft } from "../../model/records.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import type { Conditions } from "../conditions.ts";
import { stripNumbering } from "../conditions.ts";
import type { ToolReading } from "./toolReading.ts";
import { maxOf, minOf, pushTo } from "../../appendAll.ts";
import { prefixMultiplier } from "../../normalise/readQuantity.ts";
import { describe } from "../../grammar/describe.ts";
import { driveKindOfHeading, isClauseHeading } from "../../normalise/lexicon.ts";
import { meaningfulHeadings, topHeadingOf } from "../blockContext.ts";
import { blockFinder, giveSubject, type Subject } from "../blockOf.ts";
import { labelAbove } from "./labelAbove.ts";
import { paragraphBeforeList } from "../prose/listLeadIn.ts";
import { findQuantities } from "../../normalise/parseQuantity.ts";
import { conditionPhrase } from "../../grammar/conditionText.ts";

/** A list item that is only a size (`4K`, `16 KiB`, `1M`): the block size of the tool lines listed under it. */
const BARE_SIZE = /^(\d+(?:\.\d+)?)\s*([kKmMgG]?)(?:i?B)?$/;

/**
 * Tool lines pasted as list items (`<li>READ: bw=…</li>`) are often grouped under an item that only names the block
 * size (`<li>4K<ul>…`). The item heading the run of tool-line items gives its size; any other text is not read.
 */
export function listLabel(doc: Document, block: Block, parsed: Map<Block, ToolReading[]>): Conditions {
  const at = doc.blocks.indexOf(block);
  for (let i = at - 1; i >= 0; i--) {
    const b = doc.blocks[i];
    if (!b || b.kind !== "list_item") return {};
    if (parsed.get(b)?.length) continue;
    const size = bareSize(b.text);
    return size ? { block_size_bytes: size } : {};
  }
  return {};
}

/** The bytes of a label that is only a size, binary as block sizes are (`4K` → 4096); null for any other text. */
function bareSize(text: string): number | null {
  const m = BARE_SIZE.exec(normaliseText(text).trim());
  if (!m) return null;
  const f = prefixMultiplier(m[2] ?? "", { binary: true }) ?? 1;
  return Math.round(Number(m[1]) * f);
}

/** Conditions that record how a run went rather than what was tested: the seconds it took (10.1 s, 10.4 s), its number, the machine's prompt. */
const RUN_FACTS = new Set(["run", "elapsed_s", "prompt_host"]);

/** Condition keys of a tool row that came from the page around its block (headings, lead-in), not from the output. */
export const fromContext = new WeakMap<MeasurementDraft, ReadonlySet<string>>();

/** What a row measured, apart from how its run went and the conditions its own headings gave it. */
const sameTest = (m: MeasurementDraft, path: readonly string[]) => {
  const headings = headingSet(path);
  const around = fromContext.get(m);
  const rest = Object.entries(m.conditions).filter(([k, v]) => !RUN_FACTS.has(k) && !around?.has(k) && !(typeof v === "string" && headings.has(normaliseText(v).trim())));
  return JSON.stringify([m.metric, m.operation, m.access, rest.sort(([a], [b]) => (a < b ? -1 : 1))]);
};

/** A heading path's headings as a row's condition values are compared with them, made once per path (a block's, shared by its rows). */
const headingSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function headingSet(path: readonly string[]): ReadonlySet<string> {
  let set = headingSets.get(path);
  if (!set) headingSets.set(path, (set = new Set(path.map((h) => normaliseText(h).trim()))));
  return set;
}

/** A heading as compared with another: case and spacing aside. */
const foldHeading = (h: string): string => normaliseText(h).replace(/\s+/g, " ").trim().toLowerCase();

/** The first level at which two heading paths differ. */
function partingDepth(a: readonly string[], b: readonly string[]): number {
  let depth = 0;
  while (a[depth] !== undefined && a[depth] === b[depth]) depth++;
  return depth;
}

/**
 * Blocks of one tool and test under different headings (`Stock kernel` / `MPTCP kernel`, `Host` / `VM`) that nothing
 * else tells apart: the innermost heading where their paths part becomes the `config` of each row (a bare size, its block size).
 */
export function headingConditions(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  // the level under the headings: the paragraph a list of results follows (`Testing with the raw sdcard:`), so runs
  // under one heading that only their lists' introductions part are parted (a table's or an output's introduction is
  // as often a remark on the procedure, `計測開始から数十秒待つと通信速度が表示される`: not read so)
  const intros = new Map<Block, string | null>();
  const introOf = (block: Block): string | null => {
    if (!intros.has(block)) intros.set(block, block.kind === "list_item" ? listIntroduction(doc, block) : null);
    return intros.get(block) ?? null;
  };
  const pathOf = (locator: string): string[] => blockOf(locator)?.headingPath ?? [];
  const groups = new Map<string, MeasurementDraft[]>();
  for (const m of rows) {
    const key = sameTest(m, pathOf(m.locator));
    pushTo(groups, key, m);
  }
  for (const group of groups.values()) {
    const paths = group.map((m) => pathOf(m.locator));
    // `Latancy optimised bios setting` written again as `latancy optimised bios setting`: one heading, not two sections
    const folded = paths.map((p) => p.map(foldHeading));
    const keys = folded.map((p) => JSON.stringify(p));
    if (new Set(keys).size < 2) continue;
    // each row takes the heading at the level that tells it from every other path of the group: sibling runs under one
    // section part at their own headings (`Host network` / `Bridged network`), a run in another section at the section's
    // (rows under one path part alike: each distinct path is compared with the other distinct paths once, so a group of
    // many rows under few headings costs the headings' pairs, not the rows')
    const distinctPaths = new Map<string, string[]>();
    folded.forEach((p, i) => distinctPaths.set(keys[i] as string, p));
    const partsOf = new Map([...distinctPaths].map(([key, p]) => [key, [...distinctPaths].filter(([other]) => other !== key).map(([, q]) => partingDepth(p, q))] as const));
    const parts = keys.map((key) => partsOf.get(key) as number[]);
    const depths = parts.map((d) => maxOf(d));
    // a run parting from some rows at its section (`ISP 1`) and from others at its own heading (`Put file to LA`) needs both
    const outer = parts.map((d) => minOf(d));
    // every row must sit under a heading at the level where the paths part, or the headings do not tell them apart
    if (!paths.every((p, i) => p[depths[i] ?? 0] !== undefined)) continue;
    group.forEach((m, i) => {
      // a row whose own structure named its setting (a label, a column) keeps it
      if (m.conditions.config !== undefined) return;
      const at = (d: number) => stripNumbering(normaliseText(paths[i]?.[d] ?? "")).trim();
      const heading = at(depths[i] ?? 0);
      const sections = (paths[i] ?? []).slice(outer[i] ?? 0, depths[i] ?? 0).map((_, k) => at((outer[i] ?? 0) + k)).filter(Boolean);
      // a heading that is only a size (`4K`, `16K`) is the block size of the runs under it
      const size = bareSize(heading);
      if (size && m.conditions.block_size_bytes === undefined) m.conditions = { ...m.conditions, block_size_bytes: size };
      // `The base line is host.`, `Output examples`: a heading that names nothing a run differs by parts nothing
      const named = (size ? sections : heading ? [...sections, heading] : []).map((h) => (h ? conditionPhrase(h) : null)).filter((h): h is string => h !== null);
      if (named.length) m.conditions = { ...m.conditions, config: named.join(" ") };
    });
  }
  // under one heading, runs of one test that only their introductions part take their introduction as their `config`
  const underOneHeading = new Map<string, MeasurementDraft[]>();
  for (const m of rows) if (m.conditions.config === undefined) pushTo(underOneHeading, `${sameTest(m, pathOf(m.locator))}\u0000${pathOf(m.locator).join("\u0000")}`, m);
  for (const group of underOneHeading.values()) {
    const named = group.map((m) => {
      const block = blockOf(m.locator);
      const intro = block ? introOf(block) : null;
      return intro ? conditionPhrase(intro) : null;
    });
    if (new Set(named.filter(Boolean).map((n) => foldHeading(n ?? ""))).size < 2) continue;
    group.forEach((m, i) => {
      const intro = named[i];
      if (intro) m.conditions = { ...m.conditions, config: intro };
    });
  }
}

/** Longest paragraph read as a list's introduction: a line that names a case, not a paragraph of discussion. */
const LIST_INTRO_MAX = 120;
/** What a figure of a result is: a rate, an operation rate, a time (a size or a share, `100% of capacity`, sets a case). */
const RESULT_KINDS = new Set(["throughput", "iops", "latency", "duration"]);

/**
 * The paragraph right before the list a result item belongs to, when it introduces the list (`Testing with the raw
 * sdcard, 1 partition of 128GB ExFat:`) — short, stating no result of its own — without its closing colon; else null.
 */
function listIntroduction(doc: Document, block: Block): string | null {
  const text = paragraphBeforeList(doc, block);
  if (!text || text.length > LIST_INTRO_MAX || findQuantities(normaliseText(text)).some((q) => !q.bare && RESULT_KINDS.has(q.kind))) return null;
  return text.trim().replace(/[:：]\s*$/, "").trim() || null;
}

/** Longest heading read as the subject of the figures under it: a label (`PNY`, `Thinkpad X300`, `HDRFS`), not a sentence. */
const SUBJECT_HEADING_MAX = 80;
const ENDS_IN_KANA = /[\u3040-\u309f][^\p{L}\p{N}]*$/u;

/**
 * The scoping rule's last step, for every structure: a row whose own structure named no setting takes the innermost
 * heading over it that names a subject (no measurement word, not generic, not the title) as its `config`, whether or
 * not another run needs it to be told apart; a heading that names the drive or adapter fills that key instead.
 */
export function headingSubjects(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  const subjectOf = new Map<Block, Subject | null>();
  for (const m of rows) {
    const block = blockOf(m.locator);
    if (!block) continue;
    // the page's one top heading (`<h2>` over a whole README with no `<h1>`) titles it: it names no subject of its figures
    if (!subjectOf.has(block)) {
      const headings = meaningfulHeadings(doc, block).filter((h) => h !== block.headingPath[0] || h !== topHeadingOf(doc));
      // a label line right above a table (`前回結果`, `Raspberry Pi 4`) heads it as an innermost heading would
      const above = block.kind === "table" ? labelAbove(doc, block) : null;
      subjectOf.set(block, headingSubject(above && !/[:：]/.test(above) ? [...headings, above] : headings));
    }
    const subject = subjectOf.get(block);
    if (subject) giveSubject(m, subject);
  }
}

/** The innermost heading of a path that names what the figures under it are about, with what it names. */
function headingSubject(headings: readonly string[]): Subject | null {
  for (const h of [...headings].reverse()) {
    const t = stripNumbering(normaliseText(h)).replace(/\s+/g, " ").trim();
    // `使ってみた`, `おまけ`: a heading ending in kana is a phrase of the text, not the name of what was measured
    if (!t || t.length > SUBJECT_HEADING_MAX || ENDS_IN_KANA.test(t)) continue;
    // `Not all MicroSD cards are equal`, `結果: … 1.5 倍速い、しかも …`: a sentence of the text names nothing
    const named = isClauseHeading(t) || statesFinding(t) ? null : conditionPhrase(t);
    if (!named) continue;
    const d = describe(named);
    // `SD Card Performance`, `NVMe速度ベンチマーク`: the kind of drive the section is about, not a drive named `… Performance`
    if (d.subject) return { kind: d.subject.kind, text: (d.subject.kind === "storage" ? driveKindOfHeading(named) : null) ?? named };
  }
  return null;
}
