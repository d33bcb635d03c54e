import { decodeBytes } from "../decode/decodeBytes.ts";
import { StageError, messageOf } from "../errors.ts";
import { DEFAULT_FETCH_OPTIONS, type FetchEffects, type FetchOptions, fetchPage } from "../fetch/fetchPage.ts";
import { politeDelayMs, robotsAllows } from "../fetch/robots.ts";
import { extractLinks } from "./extractLinks.ts";
import { type ListedUrl, inflateIfGzip, looksLikeXml, readXmlList, xmlText } from "./readFeed.ts";
import type { SourceDefinition } from "./sourceDefinition.ts";
import { matchesAny } from "./urlPattern.ts";

/** A report URL found by a crawl, with the sitemap's lastmod when one listed it. */
export interface FoundReport {
  url: string;
  lastmod?: Date;
  /** The index page, sitemap or feed that listed it first. */
  foundOn: string;
}

export interface Discovery {
  /** Index pages, sitemaps and feeds read. */
  pagesSeen: string[];
  reports: FoundReport[];
  /** Report URLs robots.txt disallows: never requested. */
  blocked: string[];
  /** Index pages that could not be read, with why. */
  errors: { url: string; error: string }[];
  /** Requests made (robots.txt aside): counts against max_pages. */
  requests: number;
  /** When the last request to each host ended (for the delay before the next one). */
  lastRequestAt: Map<string, number>;
}

export interface DiscoverOptions {
  fetch: Partial<FetchOptions>;
  /** Least time between two requests to a host (the definition's delay_ms wins; robots.txt crawl-delay raises it). */
  hostDelayMs: number;
}

/** Files that are never report pages nor lists of them, by extension of the path. */
const NOT_A_PAGE = /\.(pdf|zip|gz|tgz|bz2|xz|7z|rar|lzh|jpe?g|png|gif|bmp|svg|webp|ico|tiff?|mp[34]|m4v|avi|mov|wmv|flv|exe|msi|dmg|iso|img|docx?|xlsx?|pptx?|csv|css|js|json|txt|tar)$/i;
const LIST_TYPES = /^(application|text)\/([a-z.+-]*\+)?xml\b|^application\/(x-)?gzip\b|^application\/octet-stream\b/i;

type Kind = "start" | "follow" | "list";
interface Queued {
  url: string;
  depth: number;
  kind: Kind;
}

/**
 * Walks a source's start pages breadth first — HTML index pages (links, pagination), sitemaps and sitemap indexes
 * (gzipped too), RSS and Atom feeds — within the site's hosts, `max_depth` and `max_pages`, one request at a time
 * with the host delay, and returns the report URLs found. Fetches go through `fetchPage`: robots.txt, private-address
 * refusal, size cap and retries as for `ingest`.
 */
export async function discover(def: SourceDefinition, opts: DiscoverOptions, fx: FetchEffects): Promise<Discovery> {
  const fetchOpts: FetchOptions = { ...DEFAULT_FETCH_OPTIONS, ...opts.fetch, extraContentTypes: LIST_TYPES, siteHosts: def.hosts };
  const delay = def.delayMs ?? opts.hostDelayMs;
  const out: Discovery = { pagesSeen: [], reports: [], blocked: [], errors: [], requests: 0, lastRequestAt: new Map() };
  const seen = new Set<string>();
  const queue: Queued[] = [];
  const reportSeen = new Map<string, FoundReport>();

  const consider = (raw: string, from: Queued, lastmod: Date | undefined, kind: "link" | "list") => {
    let url: URL;
    try {
      url = new URL(raw, from.url);
    } catch {
      return;
    }
    url.hash = "";
    if (!/^https?:$/.test(url.protocol) || !def.hosts.includes(url.host.toLowerCase())) return;
    if (matchesAny(def.exclude, url)) return;
    if (kind === "list") {
      if (!seen.has(url.href) && from.depth + 1 <= def.maxDepth) {
        seen.add(url.href);
        queue.push({ url: url.href, depth: from.depth + 1, kind: "list" });
      }
      return;
    }
    if (NOT_A_PAGE.test(url.pathname)) return;
    if (matchesAny(def.reports, url)) {
      const known = reportSeen.get(url.href);
      // a feed may list a page before the sitemap gives its lastmod: keep the lastmod
      if (known) known.lastmod ??= lastmod;
      else {
        const found: FoundReport = { url: url.href, foundOn: from.url, ...(lastmod ? { lastmod } : {}) };
        reportSeen.set(url.href, found);
        out.reports.push(found);
      }
    } else if (matchesAny(def.follow, url) && !seen.has(url.href) && from.depth + 1 <= def.maxDepth) {
      seen.add(url.href);
      queue.push({ url: url.href, depth: from.depth + 1, kind: "follow" });
    }
  };

  for (const s of def.start) {
    const u = new URL(s);
    u.hash = "";
    if (!seen.has(u.href)) queue.push({ url: u.href, depth: 0, kind: "start" });
    seen.add(u.href);
  }

  while (queue.length && out.requests < def.maxPages) {
    const item = queue.shift() as Queued;
    const host = new URL(item.url).host;
    const wait = (out.lastRequestAt.get(host) ?? 0) + delay - Date.now();
    if (wait > 0 && out.requests > 0) await fx.sleep(wait);
    let body: Uint8Array;
    let contentType: string | null;
    let finalUrl: string;
    try {
      out.requests++;
      const page = await fetchPage(item.url, fetchOpts, fx);
      body = inflateIfGzip(page.body);
      contentType = page.contentType;
      finalUrl = page.finalUrl;
    } catch (err) {
      out.errors.push({ url: item.url, error: err instanceof StageError ? `${err.stage}: ${err.message}` : messageOf(err) });
      continue;
    } finally {
      const crawlDelay = await politeDelayMs(new URL(item.url).origin, fx);
      out.lastRequestAt.set(host, Date.now() + Math.max(0, (crawlDelay ?? 0) - delay));
    }
    out.pagesSeen.push(item.url);
    const from = { ...item, url: finalUrl };
    const latin = Buffer.from(body.subarray(0, 2048)).toString("latin1");
    if (item.kind === "start" && new URL(item.url).pathname === "/robots.txt") {
      // a robots.txt start names the site's sitemaps on its Sitemap: lines
      for (const m of Buffer.from(body).toString("utf8").matchAll(/^\s*sitemap\s*:\s*(\S+)/gim)) consider(m[1] ?? "", from, undefined, "list");
      continue;
    }
    if (looksLikeXml(latin)) {
      const list = readXmlList(xmlText(body));
      if (!list) {
        out.errors.push({ url: item.url, error: "XML that is neither a sitemap nor an RSS/Atom feed" });
        continue;
      }
      for (const s of list.sitemaps) consider(s.url, from, undefined, "list");
      // only a sitemap's lastmod says when a page changed; a feed's dates are when it was published
      for (const p of list.pages as ListedUrl[]) consider(p.url, from, list.kind === "sitemap" ? p.lastmod : undefined, "link");
      continue;
    }
    if (item.kind === "list") {
      out.errors.push({ url: item.url, error: "a sitemap index listed a page that is not XML" });
      continue;
    }
    let html: string;
    try {
      html = decodeBytes(body, def.charset ? `text/html; charset=${def.charset}` : contentType, item.url).text;
    } catch (err) {
      out.errors.push({ url: item.url, error: messageOf(err) });
      continue;
    }
    for (const link of extractLinks(html, finalUrl)) consider(link, from, undefined, "link");
  }

  if (!fetchOpts.ignoreRobots) {
    const allowed: FoundReport[] = [];
    for (const r of out.reports) {
      if (await robotsAllows(new URL(r.url), fetchOpts, fx)) allowed.push(r);
      else out.blocked.push(r.url);
    }
    out.reports = allowed;
  }
  return out;
}
