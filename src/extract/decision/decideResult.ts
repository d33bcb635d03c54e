import type { Metric } from "../../model/vocabulary.ts";
import { type Evidence, type EvidenceKind, isPositive } from "./evidence.ts";

/** What the decision needs to know of a figure: its metric (null: none fits; left out: decided by the caller), and whether it must be shown measured. */
export interface DecisionPair {
  metric?: Metric | null;
  /** True when nothing but the words around it vouch for the figure (the generic pair reader): it needs positive evidence. */
  needsMeasured?: boolean;
}

/** A figure kept as a result, or refused with the reason the `rejects` row gives. */
export type Decision = { result: true } | { reject: string };

const REASONS: Partial<Record<EvidenceKind, string>> = {
  reported: "what others are said to get, not a measurement of the page",
  claim: "a maker's claim",
  mark: "a figure named as a mark",
  added_total: "a total the writer only added up",
  setting: "a setting, limit or rating",
  percentile: "a percentile or distribution bucket",
  interval: "a per-interval or progress report",
  sentence: "a sentence, not a tool's label",
  count: "the rate of a count (files, hits), not of the test's work",
  arithmetic: "a figure worked out from others",
  bound: "a bound, not a measured value",
  ceiling: "a ceiling shared by every case or stated of an interface",
  goal: "a figure wished for, expected or required",
  supposed: "a figure supposed for a case",
  spread: "the spread of runs",
  specification: "a figure of the product's specification, in a section that introduces it",
  no_metric: "no result metric for this unit and label",
  capability: "a figure something can reach, not one measured",
  load: "the load offered while something else was measured",
  interface: "the nominal rate of an interface named with it",
  empty: "a rate of zero where nothing was transferred",
  catalogue: "a figure of a catalogue table, whose labels name products' properties or whose lead-in calls it a catalogue's",
  restated: "a rating the page states elsewhere, restated",
};

/**
 * The one decision on whether a figure is a result: evidence against it refuses it (the first such evidence names the
 * reason), a figure that needs positive evidence and has none is refused, and every other figure is a result.
 */
export function decideResult(pair: DecisionPair, evidence: readonly Evidence[]): Decision {
  if (pair.metric === null) return { reject: REASONS.no_metric ?? "no metric" };
  const against = evidence.find((e) => !isPositive(e));
  if (against) return { reject: `${REASONS[against.kind] ?? against.kind}: ${against.words}` };
  if (pair.needsMeasured && !evidence.some(isPositive)) return { reject: "no word says this figure was measured" };
  return { result: true };
}
