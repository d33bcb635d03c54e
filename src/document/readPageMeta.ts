import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { isoDatePart } from "./parseDate.ts";
import type { PageMeta } from "./types.ts";

/** Separators between a page's own title and the site name in `<title>`. */
const TITLE_SEPARATOR = /\s+[|｜\-–—:]\s+|\s*[|｜]\s*/;

/** Splits `<title>` into the page title and the site name that follows the last ` | ` or ` - `. */
export function splitTitle(title: string): { title: string; siteName: string | null } {
  const parts = title.split(TITLE_SEPARATOR).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return { title: title.trim(), siteName: null };
  const site = parts[parts.length - 1] ?? null;
  return { title: parts.slice(0, -1).join(" | "), siteName: site };
}

/** The elements page metadata is read from, as the document walk found them (in document order). */
export interface MetaElements {
  metas: Element[];
  titles: Element[];
  h1s: Element[];
  times: Element[];
  html: Element | null;
}

/** Title, site name, published date and language from the page's own metadata (OpenGraph, article:*, `<title>`, `<h1>`). */
export function readPageMeta($: CheerioAPI, found: MetaElements): PageMeta {
  const metas = new Map<string, string>();
  for (const el of found.metas) {
    const a = el.attribs ?? {};
    const key = (a.property ?? a.name ?? a.itemprop ?? a["http-equiv"] ?? "").toLowerCase();
    const content = a.content?.trim();
    if (key && content && !metas.has(key)) metas.set(key, content);
  }
  const metaContent = (...keys: string[]) => keys.map((k) => metas.get(k.toLowerCase())).find(Boolean);
  const fold = (s: string) => s.replace(/\s+/g, " ").trim();
  const og = metaContent("og:title", "twitter:title");
  const rawTitle = fold(found.titles[0] ? $(found.titles[0]).text() : "");
  const split = rawTitle ? splitTitle(rawTitle) : { title: "", siteName: null };
  const h1 = found.h1s.length === 1 && found.h1s[0] ? fold($(found.h1s[0]).text()) : "";
  const published =
    isoDatePart(metaContent("article:published_time", "og:published_time", "datePublished", "date", "dc.date", "DC.date.issued", "pubdate")) ??
    isoDatePart(found.times[0]?.attribs.datetime);
  const lang = (found.html?.attribs.lang ?? metaContent("content-language") ?? "").trim().toLowerCase() || null;
  return {
    title: og ? fold(og) : split.title || h1 || null,
    siteName: metaContent("og:site_name") ?? split.siteName,
    publishedOn: published,
    language: lang,
    description: metaContent("description", "og:description") ?? null,
  };
}
