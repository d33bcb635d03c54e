/** Dates as Japanese and ISO reports print them: `2007.11.2`, `2007/9/25`, `2007年9月25日`, `2010-03-10`. */
const NUMERIC = /((?:19|20)\d{2})\s*(?:[./\-]|年)\s*(\d{1,2})\s*(?:[./\-]|月)\s*(\d{1,2})(?!\d)\s*日?/;

/** Japanese era names and the year before each era's first (元年 = 1): 平成19年 = 1988 + 19 = 2007. */
const ERAS: Record<string, number> = { 明治: 1867, 大正: 1911, 昭和: 1925, 平成: 1988, 令和: 2018 };
const ERA = /(明治|大正|昭和|平成|令和)\s*(元|\d{1,2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
/** `June 3, 2021`, `Jun. 3rd 2021` and `3 June 2021`, `3rd of June, 2021`. */
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d{2})\\b`, "i");
const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+((?:19|20)\\d{2})\\b`, "i");

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Each way of writing a date, with how to read its match as year, month and day. */
const FORMS: [RegExp, (m: RegExpExecArray) => [number, number, number]][] = [
  [NUMERIC, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  [ERA, (m) => [(ERAS[m[1] ?? ""] ?? 0) + (m[2] === "元" ? 1 : Number(m[2])), Number(m[3]), Number(m[4])]],
  [MONTH_DAY_YEAR, (m) => [Number(m[3]), monthOf(m[1] ?? ""), Number(m[2])]],
  [DAY_MONTH_YEAR, (m) => [Number(m[3]), monthOf(m[2] ?? ""), Number(m[1])]],
];

/** The earliest date written in the text in any of the forms: where it is, what it spans, and the date (null if invalid). */
function firstDate(text: string): { index: number; length: number; iso: string | null } | null {
  let best: { index: number; length: number; iso: string | null } | null = null;
  for (const [re, read] of FORMS) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.index)) best = { index: m.index, length: m[0].length, iso: toIsoDate(...read(m)) };
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
