import type { Document } from "../../document/types.ts";
import { findQuantities } from "../../normalise/parseQuantity.ts";
import { blockFinder } from "../blockOf.ts";
import { expandGrid } from "../tables/expandGrid.ts";
import { saysMeasured } from "../tables/tableRoles.ts";
import { alternation, decisionWords as W } from "./decisionWords.ts";
import type { Evidence } from "./evidence.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const CELL = /\/r(\d+)\/c(\d+)/;
const LIMIT_ENDING = new RegExp(`(?:${alternation(W.header_limit_endings)})\\s*(?:\\([^)]*\\)|（[^）]*）)?\\s*$`, "i");
const RATING_COMPOUND = new RegExp(alternation(W.rating_compounds), "i");
const PLAN = new RegExp(alternation(W.header_plan_words), "i");

const PROPERTY_KINDS = Object.entries(W.catalogue_property_labels).map(([kind, labels]) => ({ kind, labels: new Set(labels.map((l) => l.toLowerCase())) }));
const CATALOGUE_LEAD = new RegExp(alternation(W.catalogue_lead_words), "i");
const LIMIT_LEAD = new RegExp(alternation(W.limit_lead_words), "i");
/** Sentence ends: `。`, `！`, `？`, and a Latin full stop before a space. */
const SENTENCE_END = /[。！？!?]|\.(?=\s)/g;

/** A figure with a unit (`400MB/s`, `5 Gbps`), read by the one unit grammar, not the digits of a model name (`DC P3700`). */
const statesFigure = (text: string): boolean => findQuantities(text).some((q) => !q.bare);

/** The last sentence of the text before a table (the block right before it) and the table's caption: what leads into it. */
function leadInto(doc: Document, block: Document["blocks"][number]): string {
  const before = doc.blocks[block.index - 1];
  const text = (before?.kind === "table" ? "" : before?.text ?? "").normalize("NFKC").trim();
  const ends = [...allMatches(text.slice(0, -1), SENTENCE_END)];
  const last = ends[ends.length - 1];
  return [last ? text.slice((last.index ?? 0) + last[0].length) : text, block.caption ?? ""].join("\n");
}

/**
 * The catalogue evidence of a list item's lead: the last sentence of the paragraph right before its list (over the
 * list's other items), judged as a table's lead is (`catalogueLead`): a list of the maker's figures is no more results
 * than a table of them.
 */
export function listCatalogueLead(doc: Document, block: Document["blocks"][number]): Evidence | null {
  if (block.kind !== "list_item") return null;
  let i = block.index - 1;
  while (doc.blocks[i]?.kind === "list_item") i--;
  const before = doc.blocks[i];
  if (!before || before.kind !== "paragraph" || before.report !== block.report) return null;
  return catalogueLead(doc, doc.blocks[i + 1] ?? block);
}

/**
 * `カタログスペックは、こんな感じです` or `Speeds are the manufacturer's ratings.` right before a table, or a caption
 * naming a datasheet, with no word of measuring or of a tool: the table is a catalogue of the maker's figures. A lead
 * that calls the figures limits or nominal values (`読み取れた制限値は以下。`, `the published figures are limits`) makes
 * them settings.
 */
function catalogueLead(doc: Document, block: Document["blocks"][number]): Evidence | null {
  const lead = leadInto(doc, block);
  // `メーカー公称の最大 400MB/s を考えると…` over a table of times: a sentence stating a figure comments on one, it does not introduce the table
  if (saysMeasured(lead) || statesFigure(lead.split("\n")[0] ?? "")) return null;
  const catalogue = CATALOGUE_LEAD.exec(lead)?.[0];
  if (catalogue) return { kind: "catalogue", words: catalogue };
  const limit = LIMIT_LEAD.exec(lead)?.[0];
  return limit ? { kind: "setting", words: limit } : null;
}

/** A label's words without a unit or note in brackets and a closing colon (`重量 (g)`, `Price:`). */
const bareLabel = (text: string) => text.normalize("NFKC").replace(/\s*(?:\([^()]*\)|\[[^\]]*\])\s*$/, "").replace(/[:：]\s*$/, "").trim().toLowerCase();

/**
 * The tables of a document whose labels (the first row and the first column, and every header cell) name two kinds of
 * a product's properties (`重量` and `参考価格`, `Weight` and `Price`), or that the sentence before them or their caption
 * calls a catalogue's or maker's figures (`catalogueLead`): catalogues of the products they compare, whose rates are the
 * makers' ratings (`速度 867Mbps + 400Mbps`, `WireGuard速度 91Mbps`). A cell of one is refused.
 */
export function catalogueTables(doc: Document): (locator: string) => Evidence | null {
  const blockOf = blockFinder(doc);
  const seen = new Map<string, Evidence | null>();
  const judge = (block: Document["blocks"][number]): Evidence | null => {
    const table = block.table;
    if (!table) return null;
    const lead = catalogueLead(doc, block);
    if (lead) return lead;
    let grid;
    try {
      grid = expandGrid(table);
    } catch {
      return null;
    }
    const labels = new Set<string>();
    grid.forEach((row, r) => row.forEach((cell, c) => {
      if (cell && (cell.header || r === 0 || c === 0)) labels.add(bareLabel(cell.text));
    }));
    const named = PROPERTY_KINDS.filter((k) => [...labels].some((l) => k.labels.has(l)));
    return named.length >= 2 ? { kind: "catalogue", words: named.map((k) => k.kind).join(", ") } : null;
  };
  return (locator) => {
    const block = CELL.test(locator) ? blockOf(locator) : undefined;
    if (!block?.table) return null;
    if (!seen.has(block.locator)) seen.set(block.locator, judge(block));
    return seen.get(block.locator) ?? null;
  };
}

/** The headers a table cell is read under: the header cells above it in its column (and the first row), and its row's header cells. */
export function cellHeaders(doc: Document): (locator: string) => string[] {
  const blockOf = blockFinder(doc);
  const gridOf = (table: NonNullable<Document["blocks"][number]["table"]>) => {
    try {
      return expandGrid(table);
    } catch {
      return null; // past the largest grid: the table reader refused it whole
    }
  };
  return (locator) => {
    const at = CELL.exec(locator);
    const block = at ? blockOf(locator) : undefined;
    if (!at || !block?.table) return [];
    const grid = gridOf(block.table);
    const r = Number(at[1]) - 1;
    const c = Number(at[2]) - 1;
    if (!grid?.[r]?.[c]) return [];
    const column = grid.slice(0, r).map((row) => row[c]).filter((cell, i) => cell && (cell.header || i === 0) && cell.originRow !== r);
    const row = (grid[r] ?? []).slice(0, c).filter((cell, i) => cell && (cell.header || i === 0));
    return [...new Set([...column, ...row].map((cell) => cell!.text.normalize("NFKC")))];
  };
}

/**
 * A header of a cell that names its column or row a limit or rating (`100GBでの上限`, `OCI 上限`, `Theoretical`,
 * `ベースライン IOPS`), or a plan or estimate (`NVMe (予測)`, `Predicted`) beside what was measured.
 */
export function headerEvidence(headers: readonly string[]): Evidence | null {
  for (const h of headers) {
    for (const part of h.split(/\s*[/／\n]\s*/)) {
      if (LIMIT_ENDING.test(part) || RATING_COMPOUND.test(part)) return { kind: "setting", words: part.trim().slice(0, 30) };
      if (PLAN.test(part)) return { kind: "goal", words: part.trim().slice(0, 30) };
    }
  }
  return null;
}
