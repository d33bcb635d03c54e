import * as chrono from "chrono-node";

/** A fixed reference instant, so a date never depends on the day it is read (relative dates are refused below anyway). */
const REFERENCE = new Date(Date.UTC(2000, 0, 1));

/**
 * The earliest date written in the text, read by chrono-node's strict Japanese and English parsers (`2007.11.2`,
 * `2007/9/25`, `2007年9月25日`, `平成19年11月2日`, `令和元年5月1日`, `June 3, 2021`, `3rd of June, 2021`): where it is,
 * what it spans, and the date. Only dates that state year, month and day count (`12 days ago`, `11/2` do not).
 */
function firstDate(text: string): { index: number; length: number; iso: string | null } | null {
  let best: { index: number; length: number; iso: string | null } | null = null;
  for (const r of [...chrono.ja.strict.parse(text, REFERENCE), ...chrono.en.strict.parse(text, REFERENCE)]) {
    const s = r.start;
    if (!s.isCertain("year") || !s.isCertain("month") || !s.isCertain("day")) continue;
    if (!best || r.index < best.index) best = { index: r.index, length: r.text.length, iso: toIsoDate(s.get("year") ?? 0, s.get("month") ?? 0, s.get("day") ?? 0) };
  }
  return best;
}

/** The first date in the text as `YYYY-MM-DD`, or null; month and day must be valid. */
export function findDate(text: string): string | null {
  return firstDate(text.normalize("NFKC"))?.iso ?? null;
}

/** Text with the first date (and parentheses around it) removed. */
export function withoutDate(text: string): string {
  const nf = text.normalize("NFKC");
  const d = firstDate(nf);
  if (!d) return nf.replace(/\s+/g, " ").trim();
  const before = nf.slice(0, d.index).replace(/[(（[]\s*$/, "");
  const after = nf.slice(d.index + d.length).replace(/^\s*[)）\]]/, "");
  return `${before} ${after}`.replace(/\s+/g, " ").trim();
}

export function toIsoDate(y: number, mo: number, d: number): string | null {
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1) return null;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** An ISO timestamp or date (`2010-03-10T09:00:00+09:00`) as the calendar date it names, or null. */
export function isoDatePart(value: string | undefined | null): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec((value ?? "").trim());
  return m ? toIsoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}
