/**
 * Words around a figure that make it something talked about rather than a result of the page: speech reported from
 * others, a figure named as a mark, a total the writer says is only added up, a catalogue list that goes on after `and`.
 */

/** `…しか出ない、という声をよく聞きます`, `…という悩みは多い`: a figure inside what others are said to say or complain of. */
const REPORTED_SPEECH = /^[^。]{0,40}?(?:という|といった|との)\s*(?:声|悩み|話|噂|うわさ|口コミ|相談|書き込み|評判|不満|報告)/;
/** `114Mb/s しか出ないらしい`: `らしい` of hearsay (not `素晴らしい`, `珍しい`), before the clause ends. */
const HEARSAY_RASHII = /^[^。、,]{0,30}?(?<![晴ずし珍])らしい/;
/** `500Mbps とうたっていても`, `…と謳われる`: what a maker claims for its product. */
const CLAIMED = /^\s*[」”]?\s*(?:と|を)\s*(?:うた|謳)(?:っ|う|わ|い)/;
/** A verb of the writer's own measuring between the figure and the reported speech makes it the writer's. */
const OWN_MEASURING = /実測|測定|計測|でした|だった|ました|出た|出て/;

/** The text after a figure reports what others say, complain of or claim; no verb of the writer's own measuring comes first. */
export function isReportedFigure(after: string): boolean {
  if (CLAIMED.test(after)) return true;
  const m = REPORTED_SPEECH.exec(after) ?? HEARSAY_RASHII.exec(after);
  return !!m && !OWN_MEASURING.test(m[0]);
}

/** `that 26GB/s number`, `nearer to the 7GB/s mark`, `the 1 GB/s barrier`: a figure named as a mark, not one measured. */
const MARK_AFTER = /^\s*(?:[a-z-]+\s+){0,1}?(?:number|figure|mark|barrier|milestone|threshold)s?(?![a-z])/i;
export const namesMark = (after: string): boolean => MARK_AFTER.test(after);

/** `total`, `合計`: the figure is a sum. */
const TOTAL_BEFORE = /(?<![a-z])(?:total|sum|combined|aggregate)(?![a-z])|合計|合算|総和/i;
/** `yabs just adds read and write`, `2本の足し算にすぎない`: the writer says the sum is only added up, not measured as one. */
const ONLY_ADDED = /(?<![a-z])(?:just|simply|merely|only)\s+(?:adds?|added|sums?|summed)(?![a-z])|(?<![a-z])adds?\s+(?:up\s+)?(?:the\s+)?(?:read|write|two|both)|足し算|足しただけ|足した(?:だけ|もの)|合算しただけ|単純に(?:足|合算)/i;
/** A total in a sentence that says it is only the other figures added together. */
export const isAddedTotal = (clauseBefore: string, sentence: string): boolean => TOTAL_BEFORE.test(clauseBefore) && ONLY_ADDED.test(sentence);

/**
 * `rates the MX500 at up to 560 MB/s read and 510 MB/s write, and 95K / 90K random IOPS`, `quotes … 4500MB/s and 4000MB/s,
 * and random read and write figures of 650K IOPS`: after a rating, `, and` and a noun phrase with no verb of its own go on
 * with the same list, whatever the unit.
 */
const RATING_LIST_GOES_ON = /^[^,;.\d]{0,20},\s*(?:and|as well as|plus)\s+(?:[^\d.;!?]|\d+(?:\.\d+)?\s*[kKmM]?\s*[/／]\s*){0,60}$/;
/** A verb, a comparison or a word of measuring in the continuation starts a statement of its own (`, and X is slightly lower at`). */
const OWN_STATEMENT = /(?<![a-z])(?:is|are|was|were|has|had|gives?|gave|lower|higher|faster|slower|better|worse|measured|actual(?:ly)?|got|get|saw|see|reached|achieved|recorded|hit|managed|did|scored|delivered|showed|ran|tested|in\s+(?:our|my)\s+tests?|we|i)(?![a-z])|but|however/i;
export const continuesRatingList = (segment: string): boolean => RATING_LIST_GOES_ON.test(segment) && !OWN_STATEMENT.test(segment);

/** `および`, `と`, `、`: a Japanese list mark between two figures. */
const JA_LISTED = /^\s*(?:および|及び|と|、|,)\s*$/;
/** `G3の200MB/secおよび140MB/secから高速化`: figures listed before `から` are all the baseline of a change. */
export const listedBeforeFrom = (between: string, afterNext: string): boolean => JA_LISTED.test(between) && /^\s*から/.test(afterNext);
