import type { Document } from "../../document/types.ts";
import { blockFinder } from "../blockOf.ts";
import { expandGrid } from "../tables/expandGrid.ts";
import { alternation, decisionWords as W } from "./decisionWords.ts";
import type { Evidence } from "./evidence.ts";

const CELL = /\/r(\d+)\/c(\d+)/;
const LIMIT_ENDING = new RegExp(`(?:${alternation(W.header_limit_endings)})\\s*(?:\\([^)]*\\)|（[^）]*）)?\\s*$`, "i");
const RATING_COMPOUND = new RegExp(alternation(W.rating_compounds), "i");
const PLAN = new RegExp(alternation(W.header_plan_words), "i");

const PROPERTY_KINDS = Object.entries(W.catalogue_property_labels).map(([kind, labels]) => ({ kind, labels: new Set(labels.map((l) => l.toLowerCase())) }));
/** A label's words without a unit or note in brackets and a closing colon (`重量 (g)`, `Price:`). */
const bareLabel = (text: string) => text.normalize("NFKC").replace(/\s*(?:\([^()]*\)|\[[^\]]*\])\s*$/, "").replace(/[:：]\s*$/, "").trim().toLowerCase();

/**
 * The tables of a document whose labels (the first row and the first column, and every header cell) name two kinds of
 * a product's properties (`重量` and `参考価格`, `Weight` and `Price`): catalogues of the products they compare, whose
 * rates are the makers' ratings (`速度 867Mbps + 400Mbps`, `WireGuard速度 91Mbps`). A cell of one is refused.
 */
export function catalogueTables(doc: Document): (locator: string) => Evidence | null {
  const blockOf = blockFinder(doc);
  const seen = new Map<string, Evidence | null>();
  const judge = (table: NonNullable<Document["blocks"][number]["table"]>): Evidence | null => {
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
    if (!seen.has(block.locator)) seen.set(block.locator, judge(block.table));
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
