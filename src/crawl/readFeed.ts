import { gunzipSync } from "node:zlib";
import { XMLParser } from "fast-xml-parser";
import { canonicalCharset, decoderName } from "../decode/detectCharset.ts";

/** A URL listed by a sitemap or feed, with its last modification when the list gives one. */
export interface ListedUrl {
  url: string;
  lastmod?: Date;
}

/** What an XML list holds: page URLs (urlset, RSS, Atom) or further sitemaps (sitemap index). */
export interface XmlList {
  kind: "sitemap" | "sitemap-index" | "rss" | "atom";
  pages: ListedUrl[];
  sitemaps: ListedUrl[];
}

/** Most bytes a gzipped sitemap may inflate to (the sitemaps protocol caps one at 50 MB). */
const MAX_INFLATED = 64 * 1024 * 1024;

/** The body, inflated when it is gzip (a `.xml.gz` sitemap served as application/gzip rather than with Content-Encoding). */
export function inflateIfGzip(body: Uint8Array): Uint8Array {
  if (body[0] === 0x1f && body[1] === 0x8b) return gunzipSync(body, { maxOutputLength: MAX_INFLATED });
  return body;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ["url", "sitemap", "item", "entry", "link"].includes(name),
});

const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x) => x && typeof x === "object") as Record<string, unknown>[];
const textOf = (v: unknown): string | undefined => {
  const first = Array.isArray(v) ? v[0] : v;
  if (typeof first === "string") return first.trim() || undefined;
  if (first && typeof first === "object" && typeof (first as Record<string, unknown>)["#text"] === "string") return String((first as Record<string, unknown>)["#text"]).trim() || undefined;
  return undefined;
};
const dateOf = (v: unknown): Date | undefined => {
  const t = textOf(v);
  const ms = t ? Date.parse(t) : NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms);
};
const entry = (url: string | undefined, lastmod: Date | undefined): ListedUrl[] => (url ? [{ url, ...(lastmod ? { lastmod } : {}) }] : []);

/** Text of an XML body, in the encoding its declaration names (sitemaps are UTF-8; old feeds may be EUC-JP or Shift_JIS). */
export function xmlText(body: Uint8Array): string {
  const head = Buffer.from(body.subarray(0, 200)).toString("latin1");
  const declared = /<\?xml[^>]*encoding=["']([^"']+)["']/i.exec(head)?.[1];
  const charset = (declared && canonicalCharset(declared)) || "UTF-8";
  return new TextDecoder(decoderName(charset)).decode(body);
}

/** True when the text starts like an XML document rather than an HTML page. */
export function looksLikeXml(text: string): boolean {
  const head = text.replace(/^(\uFEFF|\xEF\xBB\xBF)/, "").trimStart().slice(0, 512);
  return head.startsWith("<?xml") ? !/<html[\s>]/i.test(text.slice(0, 2048)) : /^<(urlset|sitemapindex|rss|feed|rdf:RDF)[\s>]/.test(head);
}

/**
 * Reads a sitemap (sitemaps.org urlset), a sitemap index, an RSS 0.9x/1.0/2.0 feed or an Atom feed; null for any
 * other XML. Relative links are left to the caller to resolve.
 */
export function readXmlList(text: string): XmlList | null {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  const root = (name: string) => (doc[name] && typeof doc[name] === "object" ? (doc[name] as Record<string, unknown>) : undefined);
  const urlset = root("urlset");
  if (urlset) return { kind: "sitemap", pages: list(urlset.url).flatMap((u) => entry(textOf(u.loc), dateOf(u.lastmod))), sitemaps: [] };
  const index = root("sitemapindex");
  if (index) return { kind: "sitemap-index", pages: [], sitemaps: list(index.sitemap).flatMap((s) => entry(textOf(s.loc), dateOf(s.lastmod))) };
  const rss = root("rss");
  const rdf = root("RDF");
  if (rss || rdf) {
    const channel = list((rss ?? {}).channel)[0] ?? {};
    const items = [...list(channel.item), ...list((rdf ?? {}).item)];
    const pages = items.flatMap((it) => {
      // a guid is the item's URL unless it says isPermaLink="false" (RSS 2.0)
      const guid = it.guid;
      const notLink = typeof guid === "object" && guid !== null && (guid as Record<string, unknown>)["@isPermaLink"] === "false";
      const permalink = notLink ? undefined : textOf(guid);
      return entry(textOf(it.link) ?? permalink, dateOf(it.pubDate) ?? dateOf(it.date) ?? dateOf(it.updated));
    });
    return { kind: "rss", pages, sitemaps: [] };
  }
  const feed = root("feed");
  if (feed) {
    const pages = list(feed.entry).flatMap((e) => {
      const links = list(e.link);
      const href = (links.find((l) => !l["@rel"] || l["@rel"] === "alternate") ?? {})["@href"];
      return entry(typeof href === "string" ? href : undefined, dateOf(e.updated) ?? dateOf(e.published));
    });
    return { kind: "atom", pages, sitemaps: [] };
  }
  return null;
}
