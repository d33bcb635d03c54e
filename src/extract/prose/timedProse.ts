import { lexicon } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { escapeRegExp as esc } from "../../normalise/escapeRegExp.ts";

const JA_TIME_WORDS = lexicon.prose.duration_before.filter((w) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(w) && w.endsWith("時間"));
/** `所要時間は、…`, `コピー時間が`: a sentence whose topic is the time something took. */
const TIME_TOPIC = new RegExp(`(?:${JA_TIME_WORDS.map(esc).join("|")})\\s*(?:は|が|:|：)`);
export const namesTimeTopic = (sofar: string): boolean => TIME_TOPIC.test(normaliseText(sofar));

/** `…を読み込むまでの時間を計測した`, `we timed`, `measured the time`: a sentence saying a time was measured (its figures follow). */
const TIME_MEASURED = /(?:時間|秒数|タイム)\s*を\s*(?:計測|測定|計っ|測っ|計り|測り|計る|測る|ストップウォッチで)|(?<![a-z])(?:timed|measured\s+(?:the\s+)?(?:time|how\s+long))(?![a-z])/i;
export const saysTimeMeasured = (sentence: string): boolean => TIME_MEASURED.test(normaliseText(sentence));

/** The subject of a clause that states a time alone (`USB1.1対応のものが`), as the case it was measured in, or null. */
export function timedSubject(clause: string): string | null {
  const m = /^\s*(.{1,24}?)(?:のもの|のほう|の方)?\s*(?:では|は|が|で|:|：)\s*(?:約|およそ)?\s*$/.exec(normaliseText(clause));
  const subject = m?.[1]?.trim();
  return subject && /[A-Za-z0-9\u30a0-\u30ff\u4e00-\u9fff]/.test(subject) ? subject : null;
}

/** `buffer_write, time = `, `所要時間：`: a label naming the time itself right before its figure, read where a time was said measured. */
const TIME_LABEL = /(?<![a-z])(?:time|times|elapsed|duration|時間|タイム|所要)\s*[:=：]\s*$/i;
export const labelsTime = (segment: string): boolean => TIME_LABEL.test(normaliseText(segment));
