import { isBound, isHypothetical, isSharedCeiling } from "../prose/proseTerms.ts";
import { alternation, decisionWords as W } from "./decisionWords.ts";

/** What a piece of text around a figure says about it: for it (`measured`, `tool_summary`) or against it (every other kind). */
export type EvidenceKind =
  | "measured" | "tool_summary"
  | "reported" | "claim" | "mark" | "added_total" | "setting" | "percentile" | "interval" | "sentence" | "count" | "arithmetic"
  | "bound" | "goal" | "supposed" | "ceiling" | "spread" | "specification" | "no_metric" | "capability" | "load"
  | "interface" | "empty" | "catalogue" | "restated";

/** One piece of evidence: its kind and the words that gave it. */
export interface Evidence {
  kind: EvidenceKind;
  words: string;
}

const FOR: ReadonlySet<EvidenceKind> = new Set(["measured", "tool_summary"]);
/** True for evidence that a figure was measured. */
export const isPositive = (e: Evidence): boolean => FOR.has(e.kind);

const first = (re: RegExp, text: string): string | null => re.exec(text)?.[0] ?? null;

const REPORTED_SPEECH = new RegExp(`^[^。]{0,40}?(?:${alternation(W.reported_speech_markers)})\\s*(?:${alternation(W.reported_speech_nouns)})`);
const HEARSAY = new RegExp(`^[^。、,]{0,30}?(?<![${W.hearsay_not_after.join("")}])(?:${alternation(W.hearsay_after)})`);
/** `HDで約8Mbps、SDで約3.7Mbpsと言われています`: values others state, up to the clause that says so. */
const SAID = new RegExp(`^[^。]{0,40}?(?:${alternation(W.hearsay_markers)})\\s*(?:${alternation(W.hearsay_verbs)})`);
const CLAIMED = new RegExp(`^\\s*[」”]?\\s*(?:と|を)\\s*(?:${alternation(W.claim_verbs)})`);
const OWN_MEASURING = new RegExp(alternation(W.own_measuring));

/**
 * Evidence in the text right after a figure that it is what others say, complain of or claim (`…という声をよく聞きます`,
 * `…しか出ないらしい`, `500Mbps とうたっていても`); a verb of the writer's own measuring before the reported speech makes it the writer's.
 */
export function reportedEvidence(after: string): Evidence | null {
  const claim = first(CLAIMED, after);
  if (claim) return { kind: "claim", words: claim.trim() };
  const speech = first(REPORTED_SPEECH, after) ?? first(HEARSAY, after) ?? first(SAID, after);
  return speech && !OWN_MEASURING.test(speech) ? { kind: "reported", words: speech.trim() } : null;
}

const MARK_AFTER = new RegExp(`^\\s*(?:[a-z-]+\\s+)?(?:${W.mark_nouns.map((w) => `${w}s?`).join("|")})(?![a-z])`, "i");
/** `that 26GB/s number`, `the 1 GB/s barrier`: the figure is named as a mark, not measured. */
export function markEvidence(after: string): Evidence | null {
  const m = first(MARK_AFTER, after);
  return m ? { kind: "mark", words: m.trim() } : null;
}

const TOTAL = new RegExp(alternation(W.total_words), "i");
const ONLY_ADDED = new RegExp(
  `(?<![a-z])(?:${alternation(W.only_adverbs)})\\s+(?:${alternation(W.added_verbs)})|(?<![a-z])adds?\\s+(?:up\\s+)?(?:the\\s+)?(?:${alternation(W.added_objects)})|${alternation(W.only_added_words)}`,
  "i",
);
/** A total (`total`, `合計`) in a sentence that says it is only the other figures added together (`yabs just adds read and write`). */
export function addedTotalEvidence(clauseBefore: string, sentence: string): Evidence | null {
  const total = first(TOTAL, clauseBefore);
  const added = total ? first(ONLY_ADDED, sentence) : null;
  return total && added ? { kind: "added_total", words: `${total} … ${added}` } : null;
}

const NOT_REACHED = new RegExp(`^\\s*に(?:すら|も|さえ)?(?:${alternation(W.not_reached_verbs)})(?:か|な|い|ず)`);
const REQUIRED = new RegExp(`^[^、。,]{0,12}?(?:${alternation(W.required_words)})`);
const SUPPOSED = new RegExp(`^[^、。,]{0,20}?(?:${alternation(W.supposition_words)})`);
const SPREAD_BEFORE = new RegExp(`(?:${W.spread_marks.map((m) => m.replace(/[+/]/g, "\\$&").replace(/ /g, "\\s*")).join("|")})\\s*$`);
const lead = (text: string) => text.trim().slice(0, 20);

/** Bounds, ceilings, goals, requirements and suppositions stated right after a figure, and a spread (`±`) right before it. */
function limitEvidence(afterNext: string, segment: string, sentence: string): Evidence[] {
  const out: Evidence[] = [];
  if (isBound(afterNext) || NOT_REACHED.test(afterNext)) out.push({ kind: "bound", words: lead(afterNext) });
  if (isSharedCeiling(afterNext, sentence)) out.push({ kind: "ceiling", words: lead(afterNext) });
  if (isHypothetical(afterNext) || REQUIRED.test(afterNext)) out.push({ kind: "goal", words: lead(afterNext) });
  if (SUPPOSED.test(afterNext)) out.push({ kind: "supposed", words: lead(afterNext) });
  if (SPREAD_BEFORE.test(segment)) out.push({ kind: "spread", words: segment.trim().slice(-6) });
  return out;
}

/** Evidence in a sentence's text around one figure, gathered the same way for every figure of prose. */
export function sentenceEvidence(text: { after: string; afterNext: string; clause: string; segment: string; sentence: string }): Evidence[] {
  const found = [reportedEvidence(text.after), markEvidence(text.afterNext), addedTotalEvidence(text.clause, text.sentence)].filter((e): e is Evidence => e !== null);
  return [...found, ...limitEvidence(text.afterNext, text.segment, text.sentence)];
}

const JOINER = new RegExp(`^,\\s*(?:${alternation(W.list_joiners)})\\s`, "i");
const OWN_STATEMENT = new RegExp(alternation(W.own_statement_words), "i");
/** A figure before a slash (`95K /`, `0/`); a run of spaces after it belongs to the same piece. */
const FIGURE_SLASH = /\d+(?:\.\d+)?(?:\s*[kKmM])?\s*[/／]\s*/g;
const LONGEST_LIST_TAIL = 400;

/**
 * `rates the MX500 at up to 560 MB/s read and 510 MB/s write, and 95K / 90K random IOPS`: after a rating, `, and` and a
 * noun phrase with no verb of its own go on with the same list, whatever the unit. Read by position, not by one pattern:
 * a pattern with nested repetition over this text backtracked exponentially (issue 29).
 */
export function continuesRatingList(segment: string): boolean {
  if (segment.length > LONGEST_LIST_TAIL) return false;
  const comma = segment.indexOf(",");
  if (comma < 0 || comma > 20 || /[;.\d]/.test(segment.slice(0, comma))) return false;
  const joined = JOINER.exec(segment.slice(comma));
  if (!joined) return false;
  // what follows the joiner: up to 60 pieces, each one character or one figure before a slash, and no other figure
  const tail = segment.slice(comma + joined[0].length).trimStart().replace(FIGURE_SLASH, "#");
  if (tail.length > 60 || /[\d.;!?]/.test(tail)) return false;
  return !OWN_STATEMENT.test(segment);
}

const JA_LISTED = new RegExp(`^\\s*(?:${alternation(W.ja_list_marks)})\\s*$`);
/** `G3の200MB/secおよび140MB/secから高速化`: figures listed before `から` are all the baseline of a change. */
export const listedBeforeFrom = (between: string, afterNext: string): boolean => JA_LISTED.test(between) && /^\s*から/.test(afterNext);

/** `0.00 Bytes  0.00 bits/sec  sender` (iperf3's server side): no byte moved on this side. */
const ZERO_AMOUNT = /(?<![\d.,])0(?:\.0+)?\s*(?:[KMGT]i?)?(?:Bytes|bytes|Byte|byte|B)(?![A-Za-z/])/;

/**
 * A rate of zero on a line that says zero bytes were moved is a side that moved nothing, not a measured rate (`0.24
 * kilobytes read (0.00 kilobytes per second)` is one); so is its operation rate (`Recv: 0.00 B (0.00 bps) [0.00 ops/s]`).
 */
export function emptyTransferEvidence(metric: string, value: number, raw: string): Evidence | null {
  const zero = (metric === "throughput" || metric === "iops") && value === 0 ? ZERO_AMOUNT.exec(raw) : null;
  return zero ? { kind: "empty", words: zero[0] } : null;
}
