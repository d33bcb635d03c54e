import { partGrammar } from "./partGrammarData.ts";
import type { Mention } from "./partMentions.ts";
import { alt } from "./partTerms.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const { words: WIRELESS_WORDS, nouns: ADAPTER_NOUNS } = partGrammar.wireless_adapters;
/** The plural nouns of a kind that a list of its products may follow (`SSDs`, `NICs`, `USB WiFi adapters`). */
const KIND_NOUNS: { kind: PartDraft["kind"]; wireless: boolean; end: RegExp }[] = [
  { kind: "nic", wireless: true, end: new RegExp(`(?<![A-Za-z])(?:${alt(WIRELESS_WORDS)})\\s+(?:${alt(ADAPTER_NOUNS)})\\s*$`, "i") },
  // the noun the phrase ends with, maybe in the plural (`single board computers like …` are machines, not boards)
  ...Object.entries(partGrammar.kind_words).map(([kind, words]) => ({ kind: kind as PartDraft["kind"], wireless: false, end: new RegExp(`(?<![A-Za-z])(?:${alt(words.filter((w) => /^[a-z]/i.test(w)))})(?:e?s)?\\s*$`, "i") })),
];
const OPENER = new RegExp(`([^.;:!?]{0,60}?)[,\\s]\\s*(?:${alt(partGrammar.list_openers.en)})\\s+`, "gi");
/** The opener words alone: a text without one has no list (OPENER, tried at every position with its lazy lead, is not run on it). */
const OPENER_WORD = new RegExp(alt(partGrammar.list_openers.en), "i");
/** One item of the list: a maker's capitalised name maybe, and a model token with letters and digits. */
const ITEM = /^(?:([A-Z][A-Za-z]+)\s+)?([A-Z][\w+-]*\d[\w+-]*|\d[\w+-]*[A-Z][\w+-]*)(?![\w+-])/;

/**
 * Products listed after the noun for their kind (`I have a couple of other USB WiFi adapters, including TrendNet TEW-809UB, which
 * yield …, and NetGear A7000`): each item that starts with a model token, maybe after its maker's name, is a part of that kind.
 */
export function listedProducts(t: string): Mention[] {
  const out: Mention[] = [];
  if (!OPENER_WORD.test(t)) return out;
  for (const m of allMatches(t, OPENER)) {
    const before = m[1] ?? "";
    const noun = KIND_NOUNS.find((k) => k.end.test(before));
    if (!noun) continue;
    const start = m.index + m[0].length;
    const sentence = t.slice(start).split(/[.;!?。](?:\s|$)/)[0] ?? "";
    // the list's items: the first right after the opener, the others after a comma, `and` or `or`
    for (const item of allMatches(sentence, /(?:^|,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s+)(?=\S)/g)) {
      const at = item.index + item[0].length;
      const named = ITEM.exec(sentence.slice(at));
      if (!named?.[2]) continue;
      out.push({ kind: noun.kind, vendor: named[1] ?? null, model: named[2], attrs: noun.wireless ? { wireless: true } : {}, at: start + at, end: start + at + named[0].length });
    }
  }
  return out;
}

