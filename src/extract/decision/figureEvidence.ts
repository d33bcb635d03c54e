import { PLAIN_NUMBER } from "../../normalise/parseQuantity.ts";
import { alternation, decisionWords as W } from "./decisionWords.ts";
import type { Evidence } from "./evidence.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const APPROXIMATE_AFTER = new RegExp(`^\\s*(?:${alternation(W.figure_approximate_after)})`);

/** Where one figure is printed in a text, and the text before and after it (the unit that follows it left out). */
export interface FigureText {
  before: string;
  after: string;
  /** Words of approximation stood right after the figure (`程度`, `くらい`), left out of `after`. */
  approximate?: boolean;
}

const NUMBER = new RegExp(String.raw`(?<![\d.,])${PLAIN_NUMBER}(?:\s*([kKmMgG万])(?![a-zA-Z]))?`, "g");
const MULTIPLIER: Record<string, number> = { k: 1e3, K: 1e3, m: 1e6, M: 1e6, g: 1e9, G: 1e9, 万: 1e4 };
const close = (x: number, y: number) => Math.abs(x - y) <= 1e-6 * Math.max(Math.abs(x), Math.abs(y), 1);
const SENTENCE_END = /[。！？!?]|\.\s/g;
const LEADING_UNIT = /^\s*[A-Za-z/#%µμ]+(?:\/[A-Za-z]+)?/;

/** Every place a figure of `value` (in the unit it is printed in) stands in `text`, with the clause before it and the rest after its unit. */
export function figureTexts(text: string, value: number, unit: string): FigureText[] {
  const out: (Required<FigureText> & { withUnit: boolean })[] = [];
  for (const m of allMatches(text, NUMBER)) {
    const printed = Number(m[0].replace(/[^\d.]/g, ""));
    const factor = m[1] ? MULTIPLIER[m[1]] ?? 1 : 1;
    if (!close(printed, value) && !close(printed * factor, value)) continue;
    const start = m.index ?? 0;
    let before = text.slice(Math.max(0, start - 80), start);
    const ends = [...allMatches(before, SENTENCE_END)];
    const lastEnd = ends[ends.length - 1];
    if (lastEnd) before = before.slice((lastEnd.index ?? 0) + lastEnd[0].length);
    let after = text.slice(start + m[0].length, start + m[0].length + 60);
    const trimmed = after.trimStart();
    const withUnit = !!unit && trimmed.toLowerCase().startsWith(unit.toLowerCase());
    after = withUnit ? trimmed.slice(unit.length) : after.replace(LEADING_UNIT, "");
    const approximate = APPROXIMATE_AFTER.test(after);
    out.push({ before, after: approximate ? after.replace(APPROXIMATE_AFTER, "") : after, approximate, withUnit });
  }
  // `メモリ1GBで…1Gbpsが制限値`: where the figure is printed with its unit, the same number printed otherwise is another figure
  const printed = out.filter((t) => t.withUnit);
  return (printed.length ? printed : out).map(({ before, after, approximate }) => (approximate ? { before, after, approximate } : { before, after }));
}

const words = (terms: readonly string[]) => alternation(terms);
const SIGN = new RegExp(`(${words(W.figure_bound_signs)})\\s*(?:[~〜約]\\s*)?$`, "i");
const BOUND_AFTER = new RegExp(`^\\s*(?:${words(W.figure_bound_after)})`);
const NOMINAL_BEFORE = new RegExp(words([...W.figure_nominal_before, ...W.rating_compounds]), "gi");
const NOMINAL_AFTER = new RegExp(`^\\s*(?:${words([...W.figure_nominal_after, ...W.rating_compounds])})`, "i");
const SET_TO_BEFORE = new RegExp(`(?:${words(W.figure_set_to_before)})\\s*(?:[~〜約]\\s*)?$`, "i");
const SET_TO_AFTER = new RegExp(`^\\s*(?:${words(W.figure_set_to_after)})`);
const CAPABLE_BEFORE = new RegExp(`(?:${words(W.figure_capability_before)})\\s+(?:[a-z]+\\s+){0,2}$`, "i");
const CAPABLE_AFTER = new RegExp(`^\\s*(?:${words(W.figure_capability_after)})`, "i");
/** `まで` and a few words of the same phrase before a verb of being usable. */
const AVAILABLE_UNTIL = new RegExp(`^\\s*[)）]?\\s*まで[^、。,，]{0,16}?(?:${words(W.figure_available_until_verbs)})`);
const BACKGROUND_AFTER = new RegExp(`^\\s*(?:${words(W.figure_background_after)})`, "i");
const LIMITED_AFTER = new RegExp(`^\\s*[)）]?\\s*(?:${words(W.figure_limited_after)})`);
const GOAL_BEFORE = new RegExp(words(W.figure_goal_before), "gi");
const GOAL_AFTER = new RegExp(`^\\s*(?:${words(W.figure_goal_after)})`);
/** `「7GB/s」みたいな`, `20 Gb/sec (4X DDR) のようになる`: a quote mark or a bracket may come between. */
const EXAMPLE_AFTER = new RegExp(`^\\s*[」"”]?\\s*(?:\\([^()]{0,30}\\)|（[^（）]{0,30}）)?\\s*(?:${words(W.figure_example_after)})`);
const COMPARISON_AFTER = new RegExp(`^\\s*(?:${words(W.figure_comparison_after)})`);
const SHARE_BEFORE = new RegExp(`(?:${words(W.figure_share_before)})\\s*$`, "i");
const ARITHMETIC_BEFORE = new RegExp(`(?:${words(W.figure_arithmetic_before)})\\s*$`, "i");
const INTERVAL_AFTER = new RegExp(`^\\s*(?:${words(W.figure_interval_after)})`);
const SIGNED = /(?:^|[\s(（/:：])\+\s?$/;
const LOAD_AFTER = new RegExp(`^\\s*(?:での|時の|の|で|時)\\s*(?:${words(W.figure_load_after)})`, "i");
const LIMIT_TOPIC = new RegExp(`^\\s*(?:は|が)\\s*[、,]?[^。、]{0,30}?(?:${words(W.figure_limit_after_topic)})`, "i");
const NOMINAL_TOPIC = new RegExp(words(W.figure_nominal_topics), "g");
/** `出てるなら`, not `話にならなかった`. */
const SUPPOSED_AFTER = new RegExp(`^[^、。,]{0,8}?(?<![にく])(?:${words(W.figure_supposition_after)})(?![なずい])`);
const OWN = new RegExp(words(W.figure_own_words), "i");
/** How far a word before a figure reaches: Latin words over a clause (`advertised as 300 Mbit/s … and 867 Mbits/s`), Japanese ones within their phrase. */
const LATIN_REACH = 60;

/** A figure printed with a unit (`500Mbps`, `12 MB/s`), or a figure and a Japanese particle (`3に`): another figure's own words come between. */
const OTHER_FIGURE = /\d\s*[a-zA-Zぁ-ん]/;

/**
 * The last of a word list before a figure, within reach, that nothing the writer measured nor a Japanese comma comes
 * between; with `ownFigure`, no other figure either in Japanese (`目標500Mbpsに届かず467Mbps`: the goal is the first figure's).
 */
function lastWordBefore(re: RegExp, before: string, jaReach: number, ownFigure = false): string | null {
  const found = [...allMatches(before, re)].pop();
  if (!found) return null;
  const between = before.slice((found.index ?? 0) + found[0].length);
  const latin = /^[a-z]/i.test(found[0]);
  if (ownFigure && !latin && OTHER_FIGURE.test(between)) return null;
  return between.length <= (latin ? LATIN_REACH : jaReach) && (latin || !/[、，]/.test(between)) && !OWN.test(between) ? found[0] : null;
}

/** `> 94 Mbps` at the start of a line is a mail quote and `->` an arrow, not a bound. */
function boundSign(before: string): string | null {
  const m = SIGN.exec(before);
  if (!m?.[1]) return null;
  if (!/^[>＞]$/.test(m[1])) return m[1];
  const line = before.slice(0, m.index).split("\n").pop() ?? "";
  return /\S/.test(line) && !/[-=>]\s*$/.test(line) ? m[1] : null;
}

const lead = (text: string) => text.trim().slice(0, 20);

/**
 * The evidence against a figure in the words around it, the same for a sentence, a table cell or a label line: a bound
 * (`< 1sec`, `1Mbpsを切る`), a rating or link (`advertised as`, `10Gbps直結`), a capability, a goal or requirement, an
 * example, a difference, sum or share of other figures (`+0.04 ns`, `867Mbps + 300Mbps`), a limit the figure is said to be, a
 * rate a latency was measured at (`1 Mbps の p95`), and for a time, the interval it is taken over (`10秒ごと`).
 */
export function figureEvidence(text: FigureText, metric: string): Evidence[] {
  const { before, after } = text;
  const out: Evidence[] = [];
  const sign = boundSign(before);
  if (sign) out.push({ kind: "bound", words: sign });
  if (BOUND_AFTER.test(after)) out.push({ kind: "bound", words: lead(after) });
  const nominal = lastWordBefore(NOMINAL_BEFORE, before, 3) ?? lastWordBefore(NOMINAL_TOPIC, before.replace(/[、，]/g, " "), LATIN_REACH);
  if (nominal) out.push({ kind: "setting", words: nominal });
  if (NOMINAL_AFTER.test(after)) out.push({ kind: "setting", words: lead(after) });
  const setTo = SET_TO_BEFORE.exec(before)?.[0];
  if (setTo) out.push({ kind: "setting", words: lead(setTo) });
  if (SET_TO_AFTER.test(after)) out.push({ kind: "setting", words: lead(after) });
  if (CAPABLE_BEFORE.test(before) || CAPABLE_AFTER.test(after)) out.push({ kind: "capability", words: lead(CAPABLE_AFTER.test(after) ? after : before.slice(-20)) });
  if (AVAILABLE_UNTIL.test(after)) out.push({ kind: "capability", words: lead(after) });
  if (BACKGROUND_AFTER.test(after)) out.push({ kind: "setting", words: lead(after) });
  if (LIMITED_AFTER.test(after)) out.push({ kind: "ceiling", words: lead(after) });
  const goal = lastWordBefore(GOAL_BEFORE, before, 12, true);
  if (goal) out.push({ kind: "goal", words: goal });
  if (GOAL_AFTER.test(after)) out.push({ kind: "goal", words: lead(after) });
  if (SUPPOSED_AFTER.test(after)) out.push({ kind: "supposed", words: lead(after) });
  if (EXAMPLE_AFTER.test(after)) out.push({ kind: "supposed", words: lead(after) });
  const limit = LIMIT_TOPIC.exec(after)?.[0];
  if (limit && !OWN.test(limit)) out.push({ kind: "ceiling", words: lead(after) });
  if (metric === "throughput" && LOAD_AFTER.test(after)) out.push({ kind: "load", words: lead(after) });
  if (SIGNED.test(before)) out.push({ kind: "arithmetic", words: "+" });
  if (COMPARISON_AFTER.test(after) || SHARE_BEFORE.test(before) || ARITHMETIC_BEFORE.test(before)) out.push({ kind: "arithmetic", words: lead(COMPARISON_AFTER.test(after) ? after : before.slice(-20)) });
  if ((metric === "duration" || metric === "latency") && INTERVAL_AFTER.test(after)) out.push({ kind: "interval", words: lead(after) });
  return out;
}
