import { findDate, withoutDate } from "./parseDate.ts";
import type { Block, PageMeta, ReportSpan } from "./types.ts";

const KANJI_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

/** Part markers of serial reports: 第3回, 第三回, Part 2, その2, Vol. 4. */
const PART_RE = /第\s*([0-9]+|[一二三四五六七八九十]+)\s*(?:回|弾|部)|\b(?:part|vol\.?|round)\s*([0-9]+)\b|その\s*([0-9]+)/i;

function kanjiNumber(s: string): number {
  if (/^[0-9]+$/.test(s)) return Number(s);
  let total = 0;
  let current = 0;
  for (const ch of s) {
    const v = KANJI_DIGITS[ch] ?? 0;
    if (v === 10) {
      total += (current || 1) * 10;
      current = 0;
    } else current = v;
  }
  return total + current;
}

/** The part number a heading announces, if any. */
export function partNumber(text: string): number | null {
  const m = PART_RE.exec(text.normalize("NFKC"));
  if (!m) return null;
  const raw = m[1] ?? m[2] ?? m[3];
  return raw ? kanjiNumber(raw) : null;
}

/** How many headings after a part marker may hold its dated title. */
const TITLE_LOOKAHEAD = 3;

/**
 * Splits a page into reports: headings that announce a numbered part (第N回, Part N) start a report each when there are
 * two or more distinct ones; otherwise the page is one report. Sets `Block.report` on every block.
 */
export function splitReports(blocks: Block[], meta: PageMeta): ReportSpan[] {
  const markers: { block: Block; part: number }[] = [];
  const seen = new Set<number>();
  for (const b of blocks) {
    if (b.kind !== "heading") continue;
    const part = partNumber(b.text);
    if (part !== null && !seen.has(part)) {
      seen.add(part);
      markers.push({ block: b, part });
    }
  }
  if (markers.length < 2) {
    // the page's metadata, else a dated heading, else the first date in the opening text (`2010年3月10日`)
    const headingDate = blocks.filter((b) => b.kind === "heading").map((b) => findDate(b.text)).find(Boolean) ?? null;
    const textDate = blocks.slice(0, 12).filter((b) => b.kind === "paragraph").map((b) => findDate(b.text.slice(0, 200))).find(Boolean) ?? null;
    return [{ part: null, title: meta.title ?? blocks.find((b) => b.kind === "heading")?.text ?? "", publishedOn: meta.publishedOn ?? headingDate ?? textDate, firstBlock: 0 }];
  }
  const spans: ReportSpan[] = markers.map(({ block, part }, i) => {
    const next = markers[i + 1]?.block.index ?? blocks.length;
    const headings = blocks.slice(block.index, next).filter((b) => b.kind === "heading");
    const dated = headings.slice(0, TITLE_LOOKAHEAD + 1).find((h) => findDate(h.text));
    const titleHeading = dated ?? headings[1] ?? block;
    return {
      part,
      title: withoutDate(titleHeading.text) || block.text,
      publishedOn: dated ? findDate(dated.text) : null,
      firstBlock: i === 0 ? 0 : block.index,
    };
  });
  for (const b of blocks) {
    let r = 0;
    for (let i = 0; i < spans.length; i++) if ((spans[i]?.firstBlock ?? 0) <= b.index) r = i;
    b.report = r;
  }
  return spans;
}
