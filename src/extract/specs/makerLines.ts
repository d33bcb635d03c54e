import { CPU_LINES, partGrammar } from "./partGrammarData.ts";
import { partText } from "./partText.ts";
import type { Mention } from "./partMentions.ts";
import { readPart } from "./readPart.ts";
import { alt } from "./partTerms.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const NEEDS = new Set(partGrammar.cpu_lines_needing_vendor.map((l) => l.toLowerCase()));
const LINES = CPU_LINES.filter((l) => NEEDS.has(l.line.toLowerCase()));
const MAKER_LINE = LINES.length
  ? new RegExp(`(?<![A-Za-z0-9])(?:${alt([...new Set(LINES.map((l) => l.vendor))])})\\s+(?:${alt(LINES.map((l) => l.line))})(?:\\s+(?:${alt(partGrammar.cpu_line_tiers)}))?(?![\\w-])`, "gi")
  : null;

/**
 * Processors of a line other things share, named with their maker before (`Apple M4`, `Apple M1 Max`, `VIA C7`); read in headings and
 * short lines, since a long sentence names such chips mostly as products of the day (`M1 Pro / Max を搭載した Mac mini が発表`).
 */
export function makerLinesIn(text: string): Mention[] {
  const t = partText(text);
  const out: Mention[] = [];
  for (const m of MAKER_LINE ? allMatches(t, MAKER_LINE) : []) {
    const p = readPart(m[0], "cpu");
    if (p?.kind === "cpu" && p.model) out.push({ ...p, model: m[0].slice(m[0].indexOf(" ") + 1).replace(/\s+/g, " "), at: m.index, end: m.index + m[0].length });
  }
  return out;
}
