import { execFile } from "node:child_process";
import { promisify } from "node:util";

/** Code point ranges (inclusive) that the installed fonts together draw. */
export type Coverage = [number, number][];

/** Parses fontconfig charsets (`20-7e a0-17f 3042`, one font a line) into ranges. */
export function parseCharsets(text: string): Coverage {
  const out: Coverage = [];
  for (const token of text.split(/\s+/)) {
    const m = /^([0-9a-f]+)(?:-([0-9a-f]+))?$/i.exec(token);
    if (m?.[1]) out.push([parseInt(m[1], 16), parseInt(m[2] ?? m[1], 16)]);
  }
  return out;
}

/** What the system's fonts cover, from `fc-list` (resvg loads the same system fonts); null when fontconfig is not installed. */
export async function systemFontCoverage(): Promise<Coverage | null> {
  try {
    const { stdout } = await promisify(execFile)("fc-list", ["--format", "%{charset}\\n"], { maxBuffer: 64 * 1024 * 1024 });
    return parseCharsets(stdout);
  } catch {
    return null;
  }
}

/** The characters of `text` (outside ASCII) that no range covers, in order of first appearance. */
export function uncovered(text: string, coverage: Coverage): string[] {
  const seen = new Set<string>();
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x80 || /\s/.test(ch) || seen.has(ch)) continue;
    if (!coverage.some(([lo, hi]) => c >= lo && c <= hi)) seen.add(ch);
  }
  return [...seen];
}

/** The text an SVG draws: the content of its `<text>`/`<tspan>` elements, entities decoded. */
export function svgText(svg: string): string {
  const parts = [...svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]*)/g)].map((m) => m[1] ?? "");
  return parts.join(" ").replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d))).replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16))).replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

/** A warning when a PNG's text needs glyphs that no installed font has (they would draw as boxes), else null. */
export function fontWarning(svg: string, coverage: Coverage | null, out: string): string | null {
  const text = svgText(svg);
  if (coverage === null) {
    return /[^\u0000-\u024f\s]/u.test(text) ? `${out}: cannot check the fonts for its non-Latin text (fc-list not found); if it shows boxes, install a CJK font (Debian: fonts-noto-cjk) or write .svg` : null;
  }
  const missing = uncovered(text, coverage);
  if (!missing.length) return null;
  return `${out}: no installed font draws ${missing.length} character${missing.length === 1 ? "" : "s"} of its text (${missing.slice(0, 8).join("")}${missing.length > 8 ? "…" : ""}): they show as boxes; install a CJK font (Debian: fonts-noto-cjk) or write .svg (a browser uses its own fonts)`;
}
