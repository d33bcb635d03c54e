import type { Mention } from "./partMentions.ts";
import { partGrammar } from "./partGrammarData.ts";
import { alt } from "./partTerms.ts";
import { kindOfPart, vendorIn } from "./readPart.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A bracket that gives a product's exact number after its cue (`(exact model … P-SDU32G10TEFM1)`, `（型番：XYZ-100）`). */
const CUED = new RegExp(`[(（]\\s*(?:${alt(partGrammar.model_cues)})\\s*(?:is\\s+|は\\s*)?[:：=]?\\s*([^()（）]{3,90}?)\\s*[)）]`, "gi");
/** A part number at the bracket's end: capitals, digits and hyphens (both a capital and a digit are checked where it is read). */
const NUMBER = /(?<![\w-])([A-Z0-9][A-Z0-9-]{4,})$/;
/** Kinds of part known by a product number (a processor or an OS by its line and version instead). */
const NAMED = ["disk", "nic", "raid_controller", "motherboard", "switch", "nas", "memory"] as const;
const SIZE = /(?<![\w.])(\d+(?:\.\d+)?)\s*([GT])(i?)B(?![\w/])/i;

/**
 * A part a sentence names with its exact number in a cued bracket after it (`a 32 GB MicroSD card PNY, (exact model 32GB Hi-Speed
 * MicroSDHC … P-SDU32G10TEFM1)`): the number that ends the bracket is the model, the kind the one its words or the words before name.
 */
export function modelCues(t: string): Mention[] {
  const out: Mention[] = [];
  for (const m of allMatches(t, CUED)) {
    const inner = m[1]?.trim() ?? "";
    const model = NUMBER.exec(inner)?.[1];
    if (!model || model.length < 6 || !/\d/.test(model) || !/[A-Z]/.test(model)) continue;
    const before = t.slice(Math.max(0, m.index - 80), m.index);
    const kind = NAMED.find((k) => k === (kindOfPart(inner) ?? kindOfPart(before)));
    if (!kind) continue;
    const size = SIZE.exec(inner) ?? SIZE.exec(before);
    const vendor = vendorIn(`${before} ${inner}`);
    out.push({
      kind, model, vendor: vendor?.kinds.includes(kind) ? vendor.vendor : null, count: 1,
      capacityBytes: size && kind === "disk" ? parseSize(`${size[1]}${size[2]}B`, Boolean(size[3])) : null, attrs: {}, at: m.index, end: m.index + m[0].length,
    });
  }
  return out;
}
