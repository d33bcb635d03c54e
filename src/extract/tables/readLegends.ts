import type { Document } from "../../document/types.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { type Quantity, parseUnit } from "../../normalise/parseQuantity.ts";
import { appendAll } from "../../appendAll.ts";

/** What a legend says an abbreviation means: `SR IO = Sequential Read IO (単位：iops)`. */
export interface LegendEntry {
  code: string;
  expansion: string;
  unit: Quantity | null;
}

const UNIT_CLAUSE = /[(（]\s*(?:単位|unit|units)\s*[:：]?\s*([^)）]+)[)）]/i;
const CODE_TOKEN = /^[A-Z][A-Z0-9/+\-.]{0,5}$/;

function initials(words: string[]): string {
  return words.map((w) => w[0] ?? "").join("").toUpperCase();
}

/** Picks how many trailing tokens of `tokens` form the code whose expansion is `expansion` (1–3; 1 when unsure). */
function codeLength(tokens: string[], expansion: string[]): number {
  const max = Math.min(3, tokens.length);
  const ini = initials(expansion);
  for (let k = max; k >= 1; k--) {
    const code = tokens.slice(tokens.length - k);
    if (!code.every((t) => CODE_TOKEN.test(t))) continue;
    const first = (code[0] ?? "").replace(/[^A-Z]/g, "");
    if (first.length >= 2 && ini.startsWith(first)) return k;
  }
  return 1;
}

/** Reads `CODE = expansion` definitions from one line; a unit clause applies to every definition of the line. */
export function parseLegendLine(line: string): LegendEntry[] {
  const text = normaliseText(line);
  const unitMatch = UNIT_CLAUSE.exec(text);
  const unit = unitMatch?.[1] ? parseUnit(unitMatch[1]) : null;
  const body = unitMatch ? text.replace(UNIT_CLAUSE, " ") : text;
  const parts = body.split(/\s*=\s*/);
  if (parts.length < 2) return [];
  const tokens = parts.map((p) => p.trim().split(/\s+/).filter(Boolean));
  const entries: LegendEntry[] = [];
  // right to left: the last part is all expansion; each earlier part ends with the next code
  let expansion = tokens[tokens.length - 1] ?? [];
  for (let i = tokens.length - 2; i >= 0; i--) {
    const part = tokens[i] ?? [];
    const k = i === 0 ? Math.min(codeLength(part, expansion), part.length) : Math.min(codeLength(part, expansion), part.length - 1);
    const code = part.slice(part.length - k);
    if (k < 1 || !code.every((t) => CODE_TOKEN.test(t)) || expansion.length === 0) return [];
    entries.unshift({ code: code.join(" "), expansion: expansion.join(" "), unit });
    expansion = part.slice(0, part.length - k);
  }
  return entries;
}

/**
 * Every legend on the page: lines with two or more `CODE = expansion` definitions, or one with a unit clause.
 * Later definitions of the same code win.
 */
export function readLegends(doc: Document): Map<string, LegendEntry> {
  const out = new Map<string, LegendEntry>();
  const lines: string[] = [];
  for (const b of doc.blocks) {
    if (b.table) for (const row of b.table.rows) for (const cell of row) appendAll(lines, cell.text.split("\n"));
    else if (b.kind !== "pre") appendAll(lines, b.text.split("\n"));
  }
  for (const line of lines) {
    if (!line.includes("=") && !line.includes("＝")) continue;
    const entries = parseLegendLine(line);
    if (entries.length >= 2 || (entries.length === 1 && entries[0]?.unit)) for (const e of entries) out.set(e.code.toUpperCase(), e);
  }
  return out;
}
