import { baseForms } from "../../ja/tokenizer.ts";
import { lexicon, operationsIn } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import type { Operation } from "../../model/vocabulary.ts";

const P = lexicon.prose;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const BEFORE = new RegExp(`(?:${P.approximate_before.map(esc).join("|")})\\s*$`, "i");
const AFTER = new RegExp(`^\\s*(?:${P.approximate_after.map(esc).join("|")})`, "i");
const BOUND = new RegExp(`^\\s*(?:${P.bound_after.map(esc).join("|")})`, "i");

/** `約2.5Gbps`, `40Mb/Sec 程度`: the value is approximate. */
export function isApproximate(before: string, after: string): boolean {
  return BEFORE.test(before) || AFTER.test(after);
}

/** `5Gbps以下`, `10% 以上`: a bound, not a measured value. */
export function isBound(after: string): boolean {
  return BOUND.test(after);
}

/** The rest of the sentence states a specification (`…の帯域を持つ`, `…で動作する`), not a result. */
export function statesSpec(after: string): boolean {
  const forms = new Set(baseForms(after.slice(0, 80)));
  return P.spec_verbs.some((v) => forms.has(v));
}

/** Operations named in a text, inflected verbs included (`書き込んだ` → write), through kuromoji's base forms. */
export function proseOperations(text: string): Operation[] {
  const direct = operationsIn(text);
  if (direct.length) return direct;
  return operationsIn(baseForms(text).join(" "));
}

/** The tuning named last before a position (`デフォルトパラメータ` → default, `ジャンボフレーム` → jumbo frames). */
export function tuningIn(text: string): string | null {
  const t = normaliseText(text).toLowerCase();
  let best: { name: string; at: number } | null = null;
  for (const [name, terms] of Object.entries(P.tuning)) {
    for (const term of terms) {
      const at = t.lastIndexOf(term.toLowerCase());
      if (at >= 0 && (!best || at > best.at)) best = { name, at };
    }
  }
  return best?.name ?? null;
}

export function isSummaryHeading(text: string): boolean {
  const t = normaliseText(text).toLowerCase().replace(/^[\s■□◆◇●○・※#\d.]+/, "");
  return P.summary_headings.some((h) => t.startsWith(h));
}

export const fileWords = P.file_words;
