import type { Extraction } from "../../model/records.ts";
import { isAside, isMeasurement } from "./partGrammarData.ts";

const SPEC_LINE = /^\s*[・•●◆◇■□\-*]?\s*[^:：=]{1,30}?\s*[:：]/;

/** Why a recorded part is no part: a measured figure or a clause where its model should be, or a passing mention in a sentence about what a product lacks. */
function refusal(c: Extraction["components"][number]): string | null {
  if (c.model && isMeasurement(c.model)) return `a measured figure is no part (${c.kind}): ${c.model}`;
  // product names are written in Latin letters, digits, katakana and kanji; a run of hiragana is a clause (`VLAN に対応している`)
  if (c.model && /[\u3041-\u309f]{2}/.test(c.model)) return `a sentence is no part's model (${c.kind}): ${c.model}`;
  // a machine's own parts are read from its description; only parts named in passing can stand in an aside
  if (!c.system && !SPEC_LINE.test(c.raw) && isAside(c.raw)) return `part (${c.kind}) named in a sentence about what a product lacks or might do`;
  return null;
}

/** The one decision on parts: each recorded part the grammar refuses moves to `rejects` with its reason. */
export function admitParts(ex: Extraction): void {
  ex.components = ex.components.filter((c) => {
    const reason = refusal(c);
    if (reason) ex.rejects.push({ stage: "extract", locator: c.locator, raw: c.raw, reason });
    return !reason;
  });
}
