import { isClauseHeading, lexicon, toolsIn } from "../normalise/lexicon.ts";
import { memoText } from "../normalise/memo.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { escapeRegExp as escape } from "../normalise/escapeRegExp.ts";
import { describe } from "./describe.ts";
import { descriptorWords } from "./loadDescriptors.ts";

const W = descriptorWords.condition_text;
const byLength = (a: string, b: string) => b.length - a.length;
const LATIN = /^[\x20-\x7e]+$/;
/** Whether a word's first character can meet an ASCII one under `iu` (`K`, the Kelvin sign, is `k`; `ſ` is `s`). */
const ASCII_LIKE = (w: string) => /^[\x00-\x7f]/.test(w) || /^[\x00-\x7f]/.test(w.charAt(0).toLowerCase()) || /^[\x00-\x7f]/.test(w.charAt(0).toUpperCase());
/**
 * A word list as one alternation, longest first; Latin words whole (not inside another word), Japanese as written.
 * The Latin words share one pair of lookarounds (`(?<!…)(?:a|b)(?!…)` tries `a` then `b` as `(?<!…)a(?!…)|(?<!…)b(?!…)`
 * does, backtracking into the group when the lookahead fails): V8 compiles each `\p{L}` anew under `iu`, and a pair per
 * word took ~150 ms of CPU to compile a list of ~100 words, on every cold start. The Japanese words come after them: a
 * word whose first character can meet no ASCII one never matches where a Latin word starts, so the order between the
 * two lists decides nothing; a word of other scripts that starts like a Latin word keeps its place among them.
 */
export function alternation(list: readonly string[]): string {
  const sorted = [...new Set(list)].sort(byLength);
  const runs: string[] = [];
  let latin: string[] = [];
  const close = () => {
    if (latin.length) runs.push(`(?<![\\p{L}\\p{N}'])(?:${latin.join("|")})(?![\\p{L}\\p{N}'])`);
    latin = [];
  };
  for (const w of sorted.filter(ASCII_LIKE)) {
    if (LATIN.test(w)) latin.push(escape(w));
    else {
      close();
      runs.push(escape(w));
    }
  }
  close();
  return [...runs, ...sorted.filter((w) => !ASCII_LIKE(w)).map(escape)].join("|");
}
/** `How to read these numbers`, `Why`: a question's opening word. */
const QUESTION_OPENER = new RegExp(`^(?:${W.question_openers_en.map(escape).join("|")})(?![\\p{L}'])`, "iu");
/** `I get`, `my numbers`, `僕の場合`, `どんなもんよ`: the writer speaking, not a name. `I/O` is no pronoun. */
const WRITER = new RegExp(
  `(?<![\\p{L}\\p{N}'/\\-.])(?:${W.writer_words_en.filter((w) => w !== "i").map(escape).join("|")})(?![\\p{L}\\p{N}'/\\-])|${W.writer_words_ja.map(escape).join("|")}`,
  "iu",
);
/** `io_is_busy`, `max_sectors_kb`: a name joined by underscores. */
const IDENTIFIER = /[\p{L}\p{N}]*_[\p{L}\p{N}_]*/gu;
/** `I get`, `I tested`: the pronoun before a verb; a letter in a model's name (`UHS-I U3`, `Gen I`) is none. */
const PRONOUN_I = /(?:^|\s)I\s+[a-z]/u;
/** `And my numbers got a 4x boost`, `Interested in testing`: a verb of a clause, lower case or opening the text (`GET` is a request method). */
const CLAUSE_VERB = new RegExp(`(?<![\\p{L}'])(?:${W.clause_verbs_en.flatMap((v) => [v, v[0]!.toUpperCase() + v.slice(1)]).map(escape).join("|")})(?![\\p{L}'])`, "u");
/** `…を読む`, `深掘ってみた`, `判定したもの`, `以下は`: a Japanese sentence's or clause's end after a word, not a noun's. */
const JA_SENTENCE_END = new RegExp(`[\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}ー](?:${[...W.ja_sentence_endings].sort(byLength).map(escape).join("|")})$`, "u");
/** `[Write]`, `【Seq Read】`: a text wholly in brackets, a tag. */
const BRACKETED = /^[\[【][^\[\]【】]+[\]】]:?$/u;
/** `SungHwan <…@gmail.com> — USB Mass Storage on Linux`: a mail's byline, which names its writer. */
const ADDRESS = /[\w.…-]+@[\w-]+(?:\.[\w-]+){1,4}/u;
/** `ソフトウェアRAID0 (RAIDコントローラを使わない)`: a bracketed remark explains the phrase before it and is no clause of it. */
const BRACKET_REMARK = /\s*[(（][^()（）]{1,80}[)）]/gu;
/** A question anywhere, or a sentence's closing mark. */
const QUESTION = /[?？]/;
const CLOSED = /[。!！]$/;
/** `The base line is host.`: a full stop after a word closes a sentence of three words or more (`Inc.` alone does not). */
const FULL_STOP = /\p{L}{2,}\.$/u;
/** Punctuation and brackets a text may end on (`Output examples:`, `[Write]`) before its last word. */
const TRAILING = /[\s:：、,。.!！?？\])）】」』]+$/u;
/** `3. `, `§7`, `#2`, `(1)`, `2026-10`, `2026/10/08`: numbering, section marks and dates, which name nothing. */
const NUMBERING = /^(?:\d+(?:\.\d+){0,3}[.)．）]?\s+|[(（]\d{1,2}[)）]\s*)|[§#]\s*\d+(?:\.\d+){0,3}|\b\d{4}[-/年]\d{1,2}(?:[-/月]\d{1,2}日?)?/gu;
/** What the document's own parts are called and the generic words of its headings (`Test Setup and Results`, `結果サマリ`). */
const PARTS = new RegExp(
  alternation([...W.document_parts, ...lexicon.generic_heading_parts.aspects, ...lexicon.generic_headings.filter((h) => !/\s/.test(h))]),
  "giu",
);
/** `Verify速度が頭打ちになる理由`, `実害が小さい理由`: a clause ending in a verb or adjective that a document's part is said of. */
const CLAUSE_PART = new RegExp(`[\\p{sc=Han}\\p{sc=Hiragana}](?:${W.ja_clause_before_part.map(escape).join("|")})\\s*(?:${W.document_parts.filter((w) => !LATIN.test(w)).sort(byLength).map(escape).join("|")})$`, "u");
/** Words that name a part of the document only beside such a word (`Across the network` names the network), and the tools (`iperf の結果`). */
const TOPICS_AND_FILLERS = new RegExp(alternation([...lexicon.generic_heading_parts.topics, ...W.fillers, ...Object.values(lexicon.tools).flat()]), "giu");

/** A text made only of the names of the document's parts, generic heading words, numbering and fillers. */
function onlyDocumentParts(t: string): boolean {
  let part = false;
  const parts = t.replace(NUMBERING, " ").replace(PARTS, () => {
    part = true;
    return " ";
  });
  // no part's name, no need to blank the (many) topics and fillers
  return part && !/[\p{L}\p{N}]/u.test(parts.replace(TOPICS_AND_FILLERS, " "));
}

/**
 * Whether a context text (a heading, a lead-in's phrase, a label line, a list item's or a writer's label) can be a row's
 * condition: a noun phrase that names a thing or a setting — a drive, file system, path, protocol, version, option, an
 * on/off state. A sentence or a question (`The base line is host.`, `パフォーマンスはどんなもんよ?`), the writer's own clause
 * (`And my numbers got a 4x boost`, `Interested in testing`, `ちなみに、僕の場合`, `…を読む`, `深掘ってみた`), a text made
 * only of the document's parts (`Output examples:`, `結果サマリ`, `Test Setup and Results`, `テストの詳細`) or only of a
 * tool's name (`iperf の結果`) names nothing a run differs by: the next level of the scope speaks instead. The words are
 * the descriptor grammar's `condition_text` (descriptors.json) and the lexicon's generic heading words.
 */
export const namesCondition = memoText(function namesCondition(text: string): boolean {
  const whole = normaliseText(text).replace(/\s+/g, " ").trim();
  if (!whole) return false;
  if (isConditionText(whole)) return true;
  // `ソフトウェアRAID0 (RAIDコントローラを使わない)`: a phrase whose bracketed remark is a clause, judged by the phrase
  // (`おさらい (交換前)` is the other way round: the remark names the condition, and the whole text was admitted above)
  const head = whole.replace(BRACKET_REMARK, "").trim();
  return head !== "" && head !== whole && isConditionText(head);
});

/** `namesCondition`'s tests on a text normalised and trimmed. */
function isConditionText(t: string): boolean {
  if (ADDRESS.test(t) || QUESTION.test(t) || CLOSED.test(t)) return false;
  // `io_is_busy`, `tcp_bw`: an identifier's parts are no words of a clause
  const words = t.replace(IDENTIFIER, "x");
  if (QUESTION_OPENER.test(words) || WRITER.test(words) || PRONOUN_I.test(words) || CLAUSE_VERB.test(words) || isClauseHeading(words)) return false;
  if (FULL_STOP.test(t) && t.split(" ").length >= 3) return false;
  const body = t.replace(TRAILING, "");
  if (JA_SENTENCE_END.test(body) || CLAUSE_PART.test(body)) return false;
  if (onlyDocumentParts(body)) return false;
  // `CrystalDiskMark 8.0.4 x64`: only the tool that measured; `[Write]`, `【Read】`: a bracketed tag of what was measured
  const d = describe(body);
  // …a tool the lexicon names, not a tool's test words (`Client (Sender)` is the side of an iperf run, left to its readers)
  if (d.tool !== null && d.subject === null && toolsIn(body).length) return false;
  return !(BRACKETED.test(t) && d.subject === null);
}

const MARKS = descriptorWords.subject_markers;
/** `最後に、`, `まず`: an adverb opening the writer's sentence. */
const OPENING_ADVERB = new RegExp(`^(?:${[...MARKS.lead_adverbs].sort(byLength).map(escape).join("|")})[、,\\s]*`, "u");
/** `…の速度は`, `…の結果が`: the topic a Japanese clause opens on, before what it goes on to say. */
const TOPIC_TAIL = new RegExp(`\\s*(?:の\\s*(?:${[...MARKS.ja_topic_nouns].sort(byLength).map(escape).join("|")}))?\\s*(?:${MARKS.ja_topic.map(escape).join("|")})$`, "u");

/**
 * The condition a context text names: the text itself when it is one (`namesCondition`), else the topic a clause of the
 * writer opens on (`最後に、Pocket WiFi(SoftBank)の速度は、` → `Pocket WiFi(SoftBank)`) when that is one, else null.
 */
export function conditionPhrase(text: string): string | null {
  if (namesCondition(text)) return text;
  const t = normaliseText(text).replace(/\s+/g, " ").trim().replace(TRAILING, "");
  const topic = t.replace(OPENING_ADVERB, "").replace(TOPIC_TAIL, "").trim();
  if (topic && topic !== t && TOPIC_TAIL.test(t) && namesCondition(topic)) return topic;
  // `Test #2: using TP-LINK dongle. Result is much better than tests #1`, `RAID 5 構成。書き込みは遅い`: a heading that goes
  // on after its name with a sentence of the writer's names what its first sentence names
  const first = t.split(SENTENCE_BREAK)[0]?.trim() ?? "";
  return first && first !== t && namesCondition(first) ? first : null;
}

/** A sentence's end inside a text: `。` or `!`, or a full stop after a word (not `v1.5`, `Inc.` before a digit) and a space. */
const SENTENCE_BREAK = /(?<=[\p{L}\p{N})）\]])(?:[。！!]\s*|\.\s+)(?=[\p{L}\p{N}(（])/u;
