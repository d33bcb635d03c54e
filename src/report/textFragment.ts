import { type PageText, locate } from "./pageText.ts";

/** A text directive (`#:~:text=[prefix-,]start[,end][,-suffix]`), its parts as they appear on the page. */
export interface TextDirective {
  prefix?: string;
  start: string;
  end?: string;
  suffix?: string;
}

/** Longest directive text kept whole; longer text is linked as `start,end`. */
const MAX_WHOLE = 80;
/** Length of the start and end words of a long span. */
const EDGE = 32;

const WORD = /[\p{L}\p{N}_]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/u;
const SPACE = /[\s]/;

const LETTER = /[\p{L}]/u;
const DIGIT = /[\p{N}]/u;

/** A punctuation mark a word breaker keeps inside a word when it joins letters (`e.g`) or digits (`1.96`, `10,240`). */
function joins(before: string, mark: string, after: string): boolean {
  if ((mark === "." || mark === "'" || mark === "’") && ((LETTER.test(before) && LETTER.test(after)) || (DIGIT.test(before) && DIGIT.test(after)))) return true;
  if (mark === ":" && LETTER.test(before) && LETTER.test(after) && !CJK.test(before) && !CJK.test(after)) return true;
  return (mark === "," || mark === ";") && DIGIT.test(before) && DIGIT.test(after);
}

/** True where a browser's word breaker may start or end a word: around spaces and punctuation, between scripts. */
function isBoundary(text: string, i: number): boolean {
  if (i <= 0 || i >= text.length) return true;
  const a = text[i - 1] ?? "";
  const b = text[i] ?? "";
  if (joins(a, b, text[i + 1] ?? "") || joins(text[i - 2] ?? "", a, b)) return false;
  if (!WORD.test(a) || !WORD.test(b)) return true;
  return CJK.test(a) || CJK.test(b);
}

/** The page text folded for matching (NFKC, lower case, no whitespace), with each folded unit's source index. */
function fold(text: string): { folded: string; at: number[] } {
  let folded = "";
  const at: number[] = [];
  for (let i = 0; i < text.length; ) {
    const ch = String.fromCodePoint(text.codePointAt(i) ?? 0);
    const f = ch.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
    folded += f;
    for (let j = 0; j < f.length; j++) at.push(i);
    i += ch.length;
  }
  return { folded, at };
}

/** The first index of a sorted array whose value is at least `v`. */
function lowerBound(a: number[], v: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((a[mid] ?? 0) < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Folded pages, once per page however many numbers link into it. */
const folds = new WeakMap<PageText, ReturnType<typeof fold>>();

/** Where `raw` (text as the extractor saw it, possibly normalised) lies within [from, to) of the page text. */
function findRaw(page: PageText, raw: string, from: number, to: number, line: number | null): [number, number] | null {
  const needle = raw.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
  if (!needle) return null;
  const { text } = page;
  const f = folds.get(page) ?? fold(text);
  folds.set(page, f);
  const { folded, at } = f;
  const last = lowerBound(at, to);
  const hits: [number, number][] = [];
  for (let k = folded.indexOf(needle, lowerBound(at, from)); k >= 0 && k + needle.length <= last; k = folded.indexOf(needle, k + 1)) {
    const s = at[k] ?? from;
    const lastAt = at[k + needle.length - 1] ?? s;
    hits.push([s, lastAt + ((text.codePointAt(lastAt) ?? 0) > 0xffff ? 2 : 1)]);
    if (hits.length > 1000) break;
  }
  if (!hits.length) return null;
  if (line !== null) {
    const onLine = hits.find(([s]) => text.slice(from, s).split("\n").length >= line);
    if (onLine) return onLine;
  }
  return hits[0] ?? null;
}

/** The span of page text a measurement came from: its raw text within what its locator names, else anywhere. */
export function spanOf(page: PageText, raw: string, locator: string): [number, number] | null {
  const { text } = page;
  const place = locate(page, locator);
  const lines = raw.split("\n").map((l) => l.trim()).filter(Boolean);
  const whole = lines.join(" ");
  const attempts: [number, number, number | null][] = place ? [[place.start, place.end, place.line], [0, text.length, null]] : [[0, text.length, null]];
  for (const [from, to, line] of attempts) {
    const hit = findRaw(page, whole, from, to, line);
    if (hit) return hit;
    if (lines.length > 1) {
      const first = findRaw(page, lines[0] ?? "", from, to, line);
      const last = first && findRaw(page, lines[lines.length - 1] ?? "", first[1], to, null);
      if (first && last) return [first[0], last[1]];
    }
  }
  if (place && place.end > place.start) return [place.start, place.end];
  return null;
}

/** Widens a span to whole words where the page runs letters or digits on past it (`316` inside `316MB`). */
function toWords(text: string, s: number, e: number): [number, number] {
  while (s < e && SPACE.test(text[s] ?? "")) s++;
  while (e > s && SPACE.test(text[e - 1] ?? "")) e--;
  while (s > 0 && !isBoundary(text, s)) s--;
  while (e < text.length && !isBoundary(text, e)) e++;
  return [s, e];
}

const LOW_SURROGATE = /[\udc00-\udfff]/;

/** The first words of a line, about `n` characters, ending where a word ends (a browser matches whole words only). */
function head(line: string, n: number): string {
  if (line.length <= n) return line;
  let cut = -1;
  for (let i = 1; i < line.length && (i <= n || cut < 0); i++) {
    if (isBoundary(line, i) && !SPACE.test(line[i - 1] ?? "") && !LOW_SURROGATE.test(line[i] ?? "")) cut = i;
  }
  return cut > 0 ? line.slice(0, cut) : line;
}

/** The last words of a line, about `n` characters, starting where a word starts. */
function tail(line: string, n: number): string {
  if (line.length <= n) return line;
  let cut = -1;
  for (let i = line.length - 1; i > 0 && (i >= line.length - n || cut < 0); i--) {
    if (isBoundary(line, i) && !SPACE.test(line[i] ?? "") && !LOW_SURROGATE.test(line[i] ?? "")) cut = i;
  }
  return cut > 0 ? line.slice(cut) : line;
}

let lowered: { text: string; lower: string } = { text: "", lower: "" };

/** The text in lower case, unit for unit (a character whose lower case is longer stays as it is), the last one kept. */
function lowerCase(text: string): string {
  if (lowered.text !== text) lowered = { text, lower: lowerUnits(text) };
  return lowered.lower;
}

function lowerUnits(s: string): string {
  return s.replace(/[^]/g, (c) => (c.toLowerCase().length === 1 ? c.toLowerCase() : c));
}

/** Where a browser would highlight a directive on this page: the first match, as a browser's text search finds it. */
export function firstMatch(text: string, d: TextDirective): [number, number] | null {
  const lower = lowerCase(text);
  const start = lowerUnits(d.start);
  for (let i = lower.indexOf(start); i >= 0; i = lower.indexOf(start, i + 1)) {
    if (!isBoundary(text, i) || !isBoundary(text, i + start.length)) continue;
    if (d.prefix) {
      let p = i;
      while (p > 0 && SPACE.test(text[p - 1] ?? "")) p--;
      const prefix = lowerUnits(d.prefix);
      if (lower.slice(p - prefix.length, p) !== prefix || !isBoundary(text, p - prefix.length)) continue;
    }
    let e = i + start.length;
    if (d.end) {
      const end = lowerUnits(d.end);
      let k = lower.indexOf(end, e);
      while (k >= 0 && !(isBoundary(text, k) && isBoundary(text, k + end.length))) k = lower.indexOf(end, k + 1);
      if (k < 0) continue;
      e = k + end.length;
    }
    if (d.suffix) {
      let q = e;
      while (q < text.length && SPACE.test(text[q] ?? "")) q++;
      if (lower.slice(q, q + d.suffix.length) !== lowerUnits(d.suffix) || !isBoundary(text, q + d.suffix.length)) continue;
    }
    return [i, e];
  }
  return null;
}

/** Words of context before `s` (or after `e`) on one line: 1, 2, 3 words, or the whole short line. */
function contexts(text: string, at: number, before: boolean): string[] {
  let i = at;
  if (before) while (i > 0 && SPACE.test(text[i - 1] ?? "")) i--;
  else while (i < text.length && SPACE.test(text[i] ?? "")) i++;
  const lineStart = text.lastIndexOf("\n", i - 1) + 1;
  const nl = text.indexOf("\n", i);
  const line = before ? text.slice(lineStart, i) : text.slice(i, nl < 0 ? text.length : nl);
  const words = [...line.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length] as const);
  const out: string[] = [];
  for (let k = 1; k <= Math.min(4, words.length); k++) {
    const w = before ? line.slice(words[words.length - k]?.[0] ?? 0) : line.slice(0, words[k - 1]?.[1] ?? 0);
    if (Array.from(w).length > 48) break;
    out.push(w);
  }
  return out;
}

/** A directive that a browser highlights at exactly [s, e) of the page text, or the plainest one that highlights there. */
export function directiveFor(text: string, s0: number, e0: number): TextDirective | null {
  const [s, e] = toWords(text, s0, e0);
  if (e <= s) return null;
  const span = text.slice(s, e);
  const lines = span.split("\n");
  const base: TextDirective =
    lines.length > 1 || Array.from(span).length > MAX_WHOLE
      ? { start: head(lines[0] ?? "", EDGE), end: tail(lines[lines.length - 1] ?? "", EDGE) }
      : { start: span };
  const hits = (d: TextDirective) => {
    const m = firstMatch(text, d);
    return m !== null && m[0] === s && m[1] === e;
  };
  if (hits(base)) return base;
  const prefixes = ["", ...contexts(text, s, true)];
  const suffixes = ["", ...contexts(text, e, false)];
  for (let total = 1; total <= 8; total++) {
    for (let p = 0; p < prefixes.length; p++) {
      const q = total - p;
      if (q < 0 || q >= suffixes.length) continue;
      const d: TextDirective = { ...base, ...(p ? { prefix: prefixes[p] } : {}), ...(q ? { suffix: suffixes[q] } : {}) };
      if (hits(d)) return d;
    }
  }
  return base;
}

/** Percent-encodes a directive part: `-`, `,` and `&` are syntax in a text directive. */
function encodePart(s: string): string {
  return encodeURIComponent(s).replace(/-/g, "%2D");
}

/** The `#:~:text=` fragment of a directive. */
export function fragmentOf(d: TextDirective): string {
  const parts = [d.prefix ? `${encodePart(d.prefix)}-` : "", encodePart(d.start), d.end ? encodePart(d.end) : "", d.suffix ? `-${encodePart(d.suffix)}` : ""].filter(Boolean);
  return `#:~:text=${parts.join(",")}`;
}

/** The text fragment that points at a measurement's raw text on its archived page, or "" when the text is not there. */
export function textFragment(page: PageText, raw: string, locator: string): string {
  const span = spanOf(page, raw, locator);
  const d = span && directiveFor(page.text, span[0], span[1]);
  return d ? fragmentOf(d) : "";
}
