import stringWidth from "string-width";

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Columns a string takes in a terminal (wide CJK 2, combining marks 0, emoji sequences 2), by `string-width`. */
export function displayWidth(s: string): number {
  // printable ASCII is one column a character (string-width's answer, without its per-grapheme walk)
  return PRINTABLE_ASCII.test(s) ? s.length : stringWidth(s);
}

/** Cuts `s` to at most `width` columns with an ellipsis, between grapheme clusters (never inside a wide character or a combining sequence). */
export function truncateToWidth(s: string, width: number): string {
  if (displayWidth(s) <= width) return s;
  if (width <= 0) return "";
  let out = "";
  let used = 0;
  for (const { segment } of graphemes.segment(s)) {
    const w = displayWidth(segment);
    if (used + w > width - 1) break;
    out += segment;
    used += w;
  }
  return `${out}…`;
}

/** Column widths that fit in `limit` (with `gap` between columns): the widest columns give way first, each down to its `keep` width (a number's values), then all down to `floor`. */
export function fitColumns(widths: number[], limit: number, keep: number[] = [], gap = 2, floor = 6): number[] {
  const out = [...widths];
  const total = () => out.reduce((a, b) => a + b, 0) + gap * Math.max(0, out.length - 1);
  for (const pass of [0, 1]) {
    while (total() > limit) {
      let widest = -1;
      out.forEach((w, i) => {
        if (w > Math.max(floor, pass ? 0 : (keep[i] ?? 0)) && (widest < 0 || w > (out[widest] ?? 0))) widest = i;
      });
      if (widest < 0) break;
      out[widest] = (out[widest] ?? 0) - 1;
    }
  }
  return out;
}
