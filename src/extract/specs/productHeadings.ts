import { normaliseText } from "../../normalise/normaliseText.ts";
import { partGrammar } from "./partGrammarData.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { readPart } from "./readPart.ts";
import type { SpecKind } from "./specTerms.ts";
import { alt } from "./partTerms.ts";

const PAGES = Object.entries(partGrammar.product_heading_pages)
  .filter((e): e is [string, string[]] => Array.isArray(e[1]))
  .map(([kind, phrases]) => ({ kind: kind as SpecKind, re: new RegExp(`(?<![A-Za-z])(?:${alt(phrases)})(?![A-Za-z])`, "i") }));
/** A maker's name: one capitalised word of letters. */
const MAKER = /^[A-Z][A-Za-z]+$/;
/** A model token: letters and digits, three or more characters (`A6210`, `CF-WU785AC`, `AC3L`). */
const MODEL = /^(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[A-Za-z0-9][\w-]{2,}$/;
/** A standard or a class of products is no model (`AC1200`, `AX3000`, `802.11ac`). */
const CLASS = /^(?:AC|AX|BE|N)\d{3,5}$/i;

/** The kind of product a page's title or headings name in the plural (`USB WiFi adapters supported with Linux`), or null. */
export function productPageKind(heads: string[]): SpecKind | null {
  const text = heads.map((h) => normaliseText(h)).join("\n");
  return PAGES.find((p) => p.re.test(text))?.kind ?? null;
}

/**
 * A heading that is a maker and a model token alone (`Netgear A6210`, `COMFAST CF-WU785AC`, `BrosTrend AC3L`) on a page about products of
 * one kind: a part of that kind, named by the heading. A heading of other words (`chipset - Mediatek mt7612u`) names none.
 */
export function productHeading(text: string, kind: SpecKind | null): PartDraft | null {
  if (!kind) return null;
  const words = normaliseText(text).trim().split(/\s+/);
  const last = words[words.length - 1] ?? "";
  if (words.length < 2 || words.length > 3 || !MAKER.test(words[0] ?? "") || !MODEL.test(last) || CLASS.test(last)) return null;
  // the page's kind decides: a maker known for other things (Netgear's switches) makes adapters too
  const read = readPart(words.join(" "), kind);
  const p: PartDraft = read?.kind === kind ? read : { kind: kind as PartDraft["kind"], model: null, attrs: {} };
  // the first word is the maker, the rest the model, whether or not the grammar knows the maker
  const maker = words[0] ?? "";
  return { ...p, vendor: p.vendor ?? maker, model: p.model && !p.model.startsWith(maker) ? p.model : words.slice(1).join(" ") };
}
