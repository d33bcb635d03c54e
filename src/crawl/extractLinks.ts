// cheerio's load without its main entry, which also loads undici (~100 ms of a cold start)
import { load } from "../document/cheerioLoad.ts";

/**
 * Absolute http(s) URLs an HTML page links to, in page order, without fragments: `<a>` and `<area>` hrefs and
 * `<link rel=next|prev>` (pagination), resolved against `<base href>` or the page's own URL.
 */
export function extractLinks(html: string, pageUrl: string): string[] {
  const $ = load(html);
  let base = pageUrl;
  const declared = $("base[href]").first().attr("href");
  if (declared) {
    try {
      base = new URL(declared, pageUrl).href;
    } catch {
      // a broken <base> is ignored, as browsers do
    }
  }
  const out: string[] = [];
  const seen = new Set<string>();
  $("a[href], area[href], link[href]").each((_i, el) => {
    if (el.tagName === "link" && !/\b(next|prev|previous)\b/i.test($(el).attr("rel") ?? "")) return;
    const href = ($(el).attr("href") ?? "").trim();
    if (!href || /^(javascript|mailto|tel|data):/i.test(href)) return;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return;
    url.hash = "";
    if (!seen.has(url.href)) {
      seen.add(url.href);
      out.push(url.href);
    }
  });
  return out;
}
