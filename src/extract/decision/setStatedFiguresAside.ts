import type { Document } from "../../document/types.ts";
import type { Extraction, MeasurementDraft as Measurement } from "../../model/records.ts";
import { decideResult } from "./decideResult.ts";
import { emptyTransferEvidence, type Evidence, type EvidenceKind, isPositive } from "./evidence.ts";
import { type FigureText, figureEvidence, figureTexts } from "./figureEvidence.ts";
import { catalogueTables, cellHeaders, headerEvidence } from "./headerEvidence.ts";
import { bitsPerSecond, cameOutRound, interfaceRateEvidence } from "./interfaceRates.ts";
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
  const weighed = out.measurements.map((m) => {
    const byWords = !m.derived && READ_BY_WORDS.has(m.origin);
    const places: (FigureText | null)[] = byWords ? figureTexts(m.raw.normalize("NFKC"), m.value, m.unit.normalize("NFKC")) : [];
    const headers = byWords && m.origin === "table" ? headersOf(m.locator) : [];
    const bps = byWords && m.metric === "throughput" ? bitsPerSecond(m.value, m.unit) : null;
    const always = [...present(headerEvidence(headers)), ...present(byWords && m.origin === "table" && !headers.some(saysMeasured) ? catalogueOf(m.locator) : null), ...present(m.derived ? null : emptyTransferEvidence(m.metric, m.value, m.raw))];
    const evidence = (places.length ? places : [null]).map((p): Evidence[] => [
      ...(p ? figureEvidence(p, m.metric) : []),
      ...present(bps === null ? null : interfaceRateEvidence(p, bps, headers)),
      ...always,
    ]);
    const decisions = evidence.map((e) => decideResult({}, e));
    const refused = decisions.every((d) => "reject" in d);
    return { m, byWords, headers, evidence, got: places.some((p) => p !== null && cameOutRound(p)), refusal: refused ? decisions[0] : undefined };
  });
  const rated = ratedFigures(weighed.filter((w) => w.refusal).map((w) => ({ m: w.m, kind: w.evidence[0]?.find((e) => !isPositive(e))?.kind })));
  const kept = [];
  for (const w of weighed) {
    const restated = !w.refusal && w.byWords && !w.got && !w.headers.some(saysMeasured) && !w.evidence.some((e) => e.some(isPositive)) ? rated(w.m) : null;
    const refusal = w.refusal ?? (restated ? decideResult({}, [restated]) : undefined);
    if (refusal && "reject" in refusal) out.rejects.push({ stage: "extract", locator: w.m.locator, raw: w.m.raw, reason: refusal.reject });
    else kept.push(w.m);
  }
  out.measurements = kept;
}

/** What a figure refused as a rating was refused as: a catalogue's, a setting's or rating's, a capability's, an interface's, a ceiling's. */
const RATING_KINDS: ReadonlySet<EvidenceKind> = new Set(["catalogue", "setting", "capability", "interface", "ceiling"]);
const ratingKey = (m: Measurement): string | null => (m.valueSi === null || m.valueSi === undefined ? null : `${m.metric}|${m.valueSi.toPrecision(6)}`);

/**
 * `シーケンシャルのリード/ライトが2.8GB/s` after a catalogue table's `2,800`, a `最大帯域幅` column's `5 Gbps` after `最大 5
 * Gbps まで利用可能`: a figure of the same metric and value (in any unit) as one the page states as a rating elsewhere is
 * that rating restated, unless the words where it is printed or its headers say it was measured or got (`1Gbps出てる`,
 * `約1Gbps`: a measurement that came out at the rating).
 */
function ratedFigures(refused: readonly { m: Measurement; kind: EvidenceKind | undefined }[]): (m: Measurement) => Evidence | null {
  const where = new Map<string, string>();
  for (const { m, kind } of refused) {
    const key = kind && RATING_KINDS.has(kind) ? ratingKey(m) : null;
    if (key && !where.has(key)) where.set(key, m.locator);
  }
  return (m) => {
    const key = ratingKey(m);
    const at = key ? where.get(key) : undefined;
    return at && at.split("/")[0] !== m.locator.split("/")[0] ? { kind: "restated", words: `${m.value} ${m.unit} at ${at}` } : null;
  };
}
