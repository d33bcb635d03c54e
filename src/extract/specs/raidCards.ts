import { partGrammar } from "./partGrammarData.ts";
import type { Mention } from "./partMentions.ts";
import { alt } from "./partTerms.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const RAID_MAKER_MODEL = new RegExp(`(?<![A-Za-z0-9])(${alt(partGrammar.raid_controller_vendors)})\\s+(?:(?:PCI-?e|PCI-?X|PCI|SATA|SAS)\\s+)?([A-Z0-9][\\w\\-]*\\d[\\w\\-]*|\\d[\\w\\-]*)(?![\\w\\-])`, "g");

/** RAID controllers a sentence names: right after the word for one (`RAIDカードLSI MegaRAID SAS 9260-8i`), or by a controller maker and its number (`LSI SAS2008`). */
export function raidCards(t: string): Mention[] {
  const out: Mention[] = [];
  // both patterns read a model number with a digit in it
  if (!/\d/.test(t)) return out;
  for (const m of allMatches(t, /(?:RAID\s*(?:カード|[Cc]ards?|[Cc]ontrollers?|コントローラー?)|HBAs?)\s*(?:の|は|:|is\s+(?:an?\s+)?|an?\s+)?\s*((?:[A-Z][A-Za-z]+\s+){0,3}[A-Z0-9]*\d[\w\-]*)/g)) {
    const model = m[1]?.trim() ?? "";
    // a model number, not a size or a speed (`2GB`, `12Gb/s`)
    if (!/[A-Za-z]/.test(model) || /(?:^|\s)\d+(?:\.\d+)?\s*[GMT]i?[Bb]?$/.test(model)) continue;
    const at = m.index + m[0].length - model.length;
    out.push({ kind: "raid_controller", vendor: /^([A-Z][A-Za-z]+)\s/.exec(model)?.[1] ?? null, model, attrs: {}, at, end: m.index + m[0].length });
  }
  // `LSI SAS2008 (mpt3sas, FW P20)`, `Adaptec 8805`, `Areca PCIe 1210`: a maker of controllers alone (maybe the card's bus after it) and its model number
  for (const m of allMatches(t, RAID_MAKER_MODEL)) {
    if (out.some((o) => m.index < o.end && m.index + m[0].length > o.at) || /^\d+(?:\.\d+)?\s*[GMT]i?[Bb]?$/.test(m[2] ?? "")) continue;
    out.push({ kind: "raid_controller", vendor: m[1] ?? null, model: m[0], attrs: {}, at: m.index, end: m.index + m[0].length });
  }
  return out;
}
