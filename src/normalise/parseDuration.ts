import { escapeRegExp } from "./escapeRegExp.ts";
import { unitTable } from "./unitTable.ts";
import { allMatches } from "./allMatches.ts";
/** One duration written in parts (`1時間5分`, `6分38秒37`, `3196m20.040s`, `4 min 12 s`, `1'23"`), with where it stands. */
export interface CompoundDuration {
  index: number;
  end: number;
  seconds: number;
  written: string;
}

const N = String.raw`\d+(?:\.\d+)?`;
/**
 * Durations written in more than one unit, longest forms first:
 * - `1時間5分`, `1時間5分30秒`, `2時間`+`15分` — hours and minutes in Japanese;
 * - `6分38秒37`, `37秒59` — a stopwatch's hundredths written after 秒 (two digits, no unit of their own);
 * - `6分38秒` — minutes and seconds;
 * - `1h23m45s`, `3196m20.040s`, `1m23.4s` — the shell `time` builtin's and similar compact forms;
 * - `4 min 12 s`, `1 hour 5 minutes`, `2 hrs 10 mins` — English units spelled out;
 * - `1'23"`, `1′23″` — minutes and seconds marks;
 * - `5分半`, `1時間半` — and a half (a rounded figure).
 */
const COMPOUND = new RegExp(
  [
    String.raw`(?<jh>\d+)\s*時間\s*(?<jhm>\d+)\s*分(?:\s*(?<jhs>${N})\s*秒)?`,
    String.raw`(?:(?<jm>\d+)\s*分\s*)?(?<js>\d+)\s*秒(?<jc>\d{2})(?![\d.,%A-Za-z回個分秒時件枚本台])`,
    String.raw`(?<jm2>\d+)\s*分\s*(?<js2>${N})\s*秒`,
    String.raw`(?<![\w.])(?:(?<ch>\d+)h\s*)?(?<cm>\d+)m\s*(?<cs>${N})s(?![a-zA-Z/])`,
    String.raw`(?<![\w.])(?<ch2>\d+)h\s*(?<cm2>\d+)m(?![a-zA-Z/])`,
    String.raw`(?<![\w.])(?<eh>\d+)\s*(?:hours?|hrs?)\s*(?:and\s+)?(?<ehm>\d+)\s*(?:minutes?|mins?)(?![a-z])`,
    String.raw`(?<![\w.])(?<em>\d+)\s*(?:minutes?|mins?)\s*(?:and\s+)?(?<es>${N})\s*(?:seconds?|secs?|s)(?![a-z])`,
    String.raw`(?<![\d.])(?<qm>\d+)\s*['′]\s*(?<qs>\d{1,2}(?:\.\d+)?)\s*(?:["″]|'')`,
    String.raw`(?<![\d.])(?<hh>\d+)\s*(?<hu>時間|分)半`,
  ].join("|"),
  "gi",
);

const num = (s: string | undefined): number => (s === undefined ? 0 : Number(s));

/** Every duration written in parts in a text, in order; one written in a single unit (`83秒`) is left to the unit grammar. */
export function compoundDurations(text: string): CompoundDuration[] {
  const out: CompoundDuration[] = [];
  for (const m of allMatches(text, COMPOUND)) {
    const g = m.groups ?? {};
    let seconds: number;
    if (g.jh !== undefined) seconds = num(g.jh) * 3600 + num(g.jhm) * 60 + num(g.jhs);
    else if (g.js !== undefined) seconds = num(g.jm) * 60 + num(g.js) + num(g.jc) / 100;
    else if (g.jm2 !== undefined) seconds = num(g.jm2) * 60 + num(g.js2);
    else if (g.cm !== undefined) seconds = num(g.ch) * 3600 + num(g.cm) * 60 + num(g.cs);
    else if (g.ch2 !== undefined) seconds = num(g.ch2) * 3600 + num(g.cm2) * 60;
    else if (g.eh !== undefined) seconds = num(g.eh) * 3600 + num(g.ehm) * 60;
    else if (g.em !== undefined) seconds = num(g.em) * 60 + num(g.es);
    else if (g.qm !== undefined) seconds = num(g.qm) * 60 + num(g.qs);
    else seconds = (num(g.hh) + 0.5) * (g.hu === "時間" ? 3600 : 60);
    const index = m.index ?? 0;
    out.push({ index, end: index + m[0].length, seconds: Math.round(seconds * 1000) / 1000, written: m[0] });
  }
  return out;
}

/** A text that is one duration written in parts and nothing else (a table cell `6分38秒37`), or null. */
export function wholeCompoundDuration(text: string): CompoundDuration | null {
  const t = text.trim();
  const all = compoundDurations(t);
  return all.length === 1 && all[0]?.index === 0 && all[0].end === t.length ? all[0] : null;
}

/** The parts a clock form writes, left to right: hours, minutes, seconds. */
export type ClockPart = "h" | "m" | "s";

const clock = unitTable.clock_durations;
/** `0:00:36`, `02:47.5`, `1:23`: two or three fields of a clock face, the later ones two digits under 60, a fraction last. */
const CLOCK_SHAPE = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?(\.\d{1,3})?$/;
const wordsOf = (words: readonly string[]) =>
  new RegExp(words.map((w) => (/^[\x00-\x7f]+$/.test(w) ? String.raw`(?<![a-z])${escapeRegExp(w)}(?![a-z])` : escapeRegExp(w))).join("|"), "i");
const TIME_WORDS = wordsOf(clock.time_words);
const NOT_TIME_WORDS = wordsOf(clock.not_time_words);
/** A declared form as a word of its own (`elapsed (min:s)`, `h:mm:ss`), longest first. */
const FORMS = Object.keys(clock.forms).sort((a, b) => b.length - a.length);
const FORM_IN_TEXT = new RegExp(String.raw`(?:^|[\s(（\[［])(${FORMS.map(escapeRegExp).join("|")})(?=$|[\s)）\]］,、])`, "i");

/** True for a text that is one clock form and nothing else (`0:00:36`, `00:01.2`); a ratio `16:9`, a port `:8080` are not. */
export const isClockShape = (text: string): boolean => CLOCK_SHAPE.test(text.trim());

/** The clock form a header or caption declares (`elapsed (min:s)` → m, s), or null. */
export function clockFormIn(text: string): ClockPart[] | null {
  const m = FORM_IN_TEXT.exec(text);
  const key = m?.[1] ? FORMS.find((f) => f.toLowerCase() === m[1]?.toLowerCase()) : undefined;
  return key ? ((clock.forms[key] as ClockPart[] | undefined) ?? null) : null;
}

/** True when a text names a time taken (`所要時間`, `elapsed`), false when it names a time of day, a date or a ratio. */
export const namesTimeTaken = (text: string): boolean => TIME_WORDS.test(text) && !NOT_TIME_WORDS.test(text);
/** True when a text names a time of day, a date, a ratio, a port or a version (`時刻`, `timestamp`, `aspect`). */
export const namesNoDuration = (text: string): boolean => NOT_TIME_WORDS.test(text);

/**
 * A clock form read as a duration in seconds: with a declared `form`, its fields in that order; without one, three
 * fields are hours, minutes, seconds and two fields with a fraction minutes and seconds (`02:47.5`); two whole fields
 * (`1:23`, minutes and seconds or hours and minutes) are left unread.
 */
export function readClock(text: string, form: readonly ClockPart[] | null): { seconds: number; written: string } | null {
  const t = text.trim();
  const m = CLOCK_SHAPE.exec(t);
  if (!m) return null;
  const fields = [m[1], m[2], m[3]].filter((f): f is string => f !== undefined).map(Number);
  const fraction = m[4] ? Number(m[4]) : 0;
  const parts: readonly ClockPart[] | null = form ?? (fields.length === 3 ? ["h", "m", "s"] : m[4] ? ["m", "s"] : null);
  if (!parts || parts.length !== fields.length || (fraction && parts[parts.length - 1] !== "s")) return null;
  const scale = { h: 3600, m: 60, s: 1 };
  const seconds = fields.reduce((sum, f, i) => sum + f * scale[parts[i] ?? "s"], 0) + fraction;
  return { seconds: Math.round(seconds * 1000) / 1000, written: t };
}
