/** A number as printed in a text, `[start, end)`, with the values it may stand for. */
export interface Printed {
  start: number;
  end: number;
  values: number[];
}

/** Full-width digits and punctuation folded to ASCII one character for one, so offsets stay those of the page. */
const WIDE: Record<string, string> = { "．": ".", "，": ",", "：": ":", "＂": '"', "″": '"', "”": '"', "′": "'", "’": "'", "＇": "'" };
function fold(text: string): string {
  return text.replace(/[\uff10-\uff19．，：＂″”′’＇]/g, (c) => WIDE[c] ?? String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** Multipliers a number may carry straight after it (`10.2k` IOPS in fio, `1.5万`). */
const SUFFIX: Record<string, number[]> = { k: [1e3, 1024], K: [1e3, 1024], M: [1e6, 1024 ** 2], G: [1e9, 1024 ** 3], 万: [1e4] };

/**
 * Every reading of a number in a text: plain and digit-grouped decimals (`1,234.5`), exponents, durations written as
 * minutes and seconds (`7"54`, `1'23`, `0:42.91`, `1:02:03`, `2分16秒`) and numbers with a multiplier suffix.
 * Overlapping readings are all given; the caller picks the one whose value a row holds.
 */
export function numbersIn(text: string): Printed[] {
  const t = fold(text);
  const out: Printed[] = [];
  const add = (re: RegExp, value: (m: RegExpExecArray) => number[]) => {
    for (const m of t.matchAll(re)) {
      const at = m.index ?? 0;
      if (at > 0 && /[\d.]/.test(t[at - 1] ?? "") && /^\d/.test(m[0])) continue; // inside a longer number
      out.push({ start: at, end: at + m[0].length, values: value(m as RegExpExecArray).filter(Number.isFinite) });
    }
  };
  const n = (s: string | undefined) => Number((s ?? "").replace(/,/g, ""));
  add(/(\d+):(\d{2}):(\d{2}(?:\.\d+)?)(?![\d:])/g, (m) => [n(m[1]) * 3600 + n(m[2]) * 60 + n(m[3])]);
  add(/(\d+)\s?[:'"]\s?(\d{1,2}(?:\.\d+)?)(?![\d:])/g, (m) => [n(m[1]) * 60 + n(m[2])]);
  add(/(\d+)\s*分\s*(\d+(?:\.\d+)?)\s*秒/g, (m) => [n(m[1]) * 60 + n(m[2])]);
  add(/\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d|,\d)/g, (m) => [n(m[0])]);
  add(/\d+(?:\.\d+)?[eE][+-]?\d+/g, (m) => [Number(m[0])]);
  // a decimal comma (`21,1111 s` in a German or French locale) and a decimal with no leading zero (`.68 ms`)
  add(/\d+,\d+(?!\d|,\d)/g, (m) => [Number(m[0].replace(",", "."))]);
  add(/(?<![\d.])\.\d+/g, (m) => [Number(`0${m[0]}`)]);
  add(/(\d+(?:\.\d+)?)(?=(\s?[kKMG万](?![A-Za-z]))?)/g, (m) => {
    const v = n(m[1]);
    return [v, ...(SUFFIX[(m[2] ?? "").trim()] ?? []).map((k) => v * k)];
  });
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Maximal digit runs (with their decimal and grouping marks) of a text: the numbers a reader sees. */
export function digitRuns(text: string): { start: number; end: number }[] {
  return [...fold(text).matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** True when two numbers are the same value as printed (a double's last bits aside). */
export function sameValue(a: number, b: number): boolean {
  return Math.abs(Math.abs(a) - Math.abs(b)) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
