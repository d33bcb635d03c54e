import { allMatches } from "../../normalise/allMatches.ts";
/** A span of text read as a duration. */
export interface WordDuration {
  index: number;
  end: number;
  seconds: number;
  written: string;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, fifteen: 15, twenty: 20, thirty: 30,
};
const UNIT_SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600 };
/**
 * `a minute and a half`, `one and a half minutes`, `half an hour`, `two minutes`: English durations written in words.
 * `a second` is left out: it is far more often the ordinal (`a second run`).
 */
const WORD_DURATION = /(?<![A-Za-z])(?:half\s+an?\s+(minute|hour)|(an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty)\s+(and\s+a\s+half\s+)?(second|minute|hour)s?(\s+and\s+a\s+half)?)(?![A-Za-z])/gi;

/** Durations a text writes in words, with where they stand. */
export function wordDurations(text: string): WordDuration[] {
  const out: WordDuration[] = [];
  for (const m of allMatches(text, WORD_DURATION)) {
    const index = m.index ?? 0;
    const written = m[0];
    if (m[1]) {
      out.push({ index, end: index + written.length, seconds: (UNIT_SECONDS[m[1].toLowerCase()] ?? 0) / 2, written });
      continue;
    }
    const word = (m[2] ?? "").toLowerCase();
    const unit = (m[4] ?? "").toLowerCase();
    if (unit === "second" && (word === "a" || word === "an")) continue;
    const n = (NUMBER_WORDS[word] ?? 0) + (m[3] || m[5] ? 0.5 : 0);
    out.push({ index, end: index + written.length, seconds: n * (UNIT_SECONDS[unit] ?? 0), written });
  }
  return out;
}
