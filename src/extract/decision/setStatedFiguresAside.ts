import type { Document } from "../../document/types.ts";
import type { Extraction } from "../../model/records.ts";
import { decideResult } from "./decideResult.ts";
import { figureEvidence, figureTexts } from "./figureEvidence.ts";
import { cellHeaders, headerEvidence } from "./headerEvidence.ts";

const READ_BY_WORDS = new Set(["prose", "table"]);

/**
 * Every figure a sentence or a table cell gives goes through the one decision with the words around it where it is
 * printed (`figureEvidence`), and a table cell also by its headers (`headerEvidence`): a figure refused wherever it
 * stands becomes a `rejects` row with the reason. A figure printed twice is kept when one place has no evidence against
 * it; a figure not found in its text is kept.
 */
export function setStatedFiguresAside(out: Pick<Extraction, "measurements" | "rejects">, doc: Document): void {
  const headersOf = cellHeaders(doc);
  const kept = [];
  for (const m of out.measurements) {
    const places = m.derived || !READ_BY_WORDS.has(m.origin) ? [] : figureTexts(m.raw.normalize("NFKC"), m.value, m.unit.normalize("NFKC"));
    const header = m.origin === "table" && !m.derived ? headerEvidence(headersOf(m.locator)) : null;
    const decisions = (places.length ? places : header ? [null] : []).map((p) => decideResult({}, [...(p ? figureEvidence(p, m.metric) : []), ...(header ? [header] : [])]));
    const refusal = decisions.length && decisions.every((d) => "reject" in d) ? decisions[0] : undefined;
    if (refusal && "reject" in refusal) out.rejects.push({ stage: "extract", locator: m.locator, raw: m.raw, reason: refusal.reject });
    else kept.push(m);
  }
  out.measurements = kept;
}
