import type { Document } from "../../document/types.ts";
import type { Extraction } from "../../model/records.ts";
import { decideResult } from "./decideResult.ts";
import { emptyTransferEvidence, type Evidence } from "./evidence.ts";
import { type FigureText, figureEvidence, figureTexts } from "./figureEvidence.ts";
import { catalogueTables, cellHeaders, headerEvidence } from "./headerEvidence.ts";
import { bitsPerSecond, interfaceRateEvidence } from "./interfaceRates.ts";
import { saysMeasured } from "../tables/tableRoles.ts";

const READ_BY_WORDS = new Set(["prose", "table"]);
const present = (e: Evidence | null): Evidence[] => (e ? [e] : []);

/**
 * Every figure a sentence or a table cell gives goes through the one decision with the words around it where it is
 * printed (`figureEvidence`, and `interfaceRateEvidence` for a rate in bits), and a table cell also by its headers
 * (`headerEvidence`): a figure refused wherever it stands becomes a `rejects` row with the reason. A figure printed
 * twice is kept when one place has no evidence against it; a figure not found in its text is weighed by its headers
 * alone. A cell of a catalogue table (`catalogueTables`) is refused unless its own headers say it was measured
 * (`下り速度(実測)`). A rate of zero over zero bytes is refused whatever structure gave it.
 */
export function setStatedFiguresAside(out: Pick<Extraction, "measurements" | "rejects">, doc: Document): void {
  const headersOf = cellHeaders(doc);
  const catalogueOf = catalogueTables(doc);
  const kept = [];
  for (const m of out.measurements) {
    const byWords = !m.derived && READ_BY_WORDS.has(m.origin);
    const places: (FigureText | null)[] = byWords ? figureTexts(m.raw.normalize("NFKC"), m.value, m.unit.normalize("NFKC")) : [];
    const headers = byWords && m.origin === "table" ? headersOf(m.locator) : [];
    const bps = byWords && m.metric === "throughput" ? bitsPerSecond(m.value, m.unit) : null;
    const always = [...present(headerEvidence(headers)), ...present(byWords && m.origin === "table" && !headers.some(saysMeasured) ? catalogueOf(m.locator) : null), ...present(m.derived ? null : emptyTransferEvidence(m.metric, m.value, m.raw))];
    const evidenceAt = (p: FigureText | null): Evidence[] => [
      ...(p ? figureEvidence(p, m.metric) : []),
      ...present(bps === null ? null : interfaceRateEvidence(p, bps, headers)),
      ...always,
    ];
    const decisions = (places.length ? places : [null]).map((p) => decideResult({}, evidenceAt(p)));
    const refusal = decisions.every((d) => "reject" in d) ? decisions[0] : undefined;
    if (refusal && "reject" in refusal) out.rejects.push({ stage: "extract", locator: m.locator, raw: m.raw, reason: refusal.reject });
    else kept.push(m);
  }
  out.measurements = kept;
}
