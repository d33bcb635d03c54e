// cheerio's load without its main entry, which also loads undici (~100 ms of a cold start)
import { load } from "../document/cheerioLoad.ts";

/**
 * The page cut down to what a source's `content` selector matches (the article body, without menus and sidebars),
 * keeping `<head>` for the title and dates; null when the selector matches nothing, so the caller keeps the whole page.
 */
export function selectContent(html: string, selector: string): string | null {
  const $ = load(html);
  const picked = $(selector).filter((_i, el) => !$(el).parents(selector).length);
  if (!picked.length) return null;
  const lang = $("html").attr("lang");
  const body = picked.toArray().map((el) => $.html(el)).join("\n");
  return `<html${lang ? ` lang="${lang.replace(/"/g, "&quot;")}"` : ""}><head>${$("head").html() ?? ""}</head><body>${body}</body></html>`;
}
