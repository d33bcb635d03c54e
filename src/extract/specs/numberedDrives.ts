import { parseSize } from "../../normalise/parseQuantity.ts";
import { DISK_NUMBERS } from "./partGrammarData.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { capacityFromModel } from "./partTerms.ts";
import { partText } from "./partText.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** Any maker's numbering at all: one scan that rules out most texts before each maker's scan. */
const ANY_NUMBER = new RegExp(DISK_NUMBERS.map((d) => d.re.source).join("|"));
/** Where a piece of a compact parts list ends: a spaced slash or plus, a comma, a semicolon, a bar. */
const PIECE_END = /\s[/+]\s|[,、;；|]/;
const SIZE = /(?<![\w.])(\d+(?:\.\d+)?)\s*([GT])B?(?![A-Za-z0-9])/gi;

/** The size a line gives a numbered drive: in the bracket right after it (`ST980825AS (80GB)`), else the last one before it (`256GB NVMe THNSN5256GPUK`). */
function sizeBeside(t: string, at: number, end: number): number | null {
  const after = /^\s*[(（]\s*(\d+(?:\.\d+)?)\s*([GT])B?\s*[)）]/i.exec(t.slice(end));
  if (after) return parseSize(`${after[1]}${after[2]?.toUpperCase()}B`, false);
  // … within the drive's own piece of a compact list (`16GB / APPLE SSD AP0256Z`: the 16GB is the memory's)
  const piece = t.slice(Math.max(0, at - 60), at).split(PIECE_END).pop() ?? "";
  const before = [...allMatches(piece, SIZE)].pop();
  return before ? parseSize(`${before[1]}${before[2]?.toUpperCase()}B`, false) : null;
}

/**
 * Drives a text names by their maker's part number (`Mobile ST980825AS (80GB)`, `Crucial … 500GB … CT500P2SSD8JP`): the
 * number is the model, the maker the numbering's, the size the one beside it or the one the number encodes.
 */
export function numberedDrivesIn(text: string): (PartDraft & { at: number; end: number })[] {
  const t = partText(text);
  const out: (PartDraft & { at: number; end: number })[] = [];
  if (!ANY_NUMBER.test(t)) return out;
  for (const { vendor, re } of DISK_NUMBERS) {
    for (const m of allMatches(t, re)) {
      if (out.some((p) => m.index < p.end && m.index + m[0].length > p.at)) continue;
      const end = m.index + m[0].length;
      const capacity = sizeBeside(t, m.index, end) ?? capacityFromModel(m[0]);
      out.push({ kind: "disk", vendor, model: m[0], capacityBytes: capacity, attrs: {}, at: m.index, end });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}
