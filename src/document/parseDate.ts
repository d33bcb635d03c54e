/** Dates as Japanese and ISO reports print them: `2007.11.2`, `2007/9/25`, `2007年9月25日`, `2010-03-10`. */
const DATE_RE = /((?:19|20)\d{2})\s*(?:[./\-]|年)\s*(\d{1,2})\s*(?:[./\-]|月)\s*(\d{1,2})(?!\d)\s*日?/;

/** The first date in the text as `YYYY-MM-DD`, or null; month and day must be valid. */
export function findDate(text: string): string | null {
  const m = DATE_RE.exec(text.normalize("NFKC"));
  if (!m) return null;
  return toIsoDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Text with the first date (and parentheses around it) removed. */
export function withoutDate(text: string): string {
  const nf = text.normalize("NFKC");
  return nf
    .replace(new RegExp(`[(（\\[]?\\s*${DATE_RE.source}\\s*[)）\\]]?`), " ")
    .replace(/\s+/g, " ")
    .trim();
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
