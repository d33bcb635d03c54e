import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { type Handler, type TestServer, serve, startServer } from "../helpers/testServer.ts";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/pages/${name}`, import.meta.url));

/** A report page that also carries a sidebar table (menus and rankings a content selector must leave out). */
function blogPost(title: string, write: number, read: number): string {
  return `<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"><title>${title} : Test Blog</title>
<meta property="article:published_time" content="2012-05-01T00:00:00+09:00"></head><body>
<div class="widget recent-results"><h3>前回の結果</h3><table><tr><th>テスト</th><th>Write (MB/s)</th><th>Read (MB/s)</th></tr><tr><td>dd</td><td>999</td><td>888</td></tr></table></div>
<div class="entry"><h1>${title}</h1><h2>結果</h2>
<table><tr><th>テスト</th><th>Write (MB/s)</th><th>Read (MB/s)</th></tr><tr><td>dd</td><td>${write}</td><td>${read}</td></tr></table></div>
</body></html>`;
}

/** Serves bytes with an ETag and answers a matching If-None-Match with 304, as most servers do for static files. */
function cached(body: Uint8Array | string, contentType: string): Handler {
  const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 12)}"`;
  return (req, res) => {
    if (req.headers["if-none-match"] === etag) res.writeHead(304, { etag }).end();
    else res.writeHead(200, { "content-type": contentType, etag }).end(body);
  };
}

const page = (title: string, links: string[]) =>
  `<!DOCTYPE html><html><head><meta charset="UTF-8"><title>${title}</title></head><body><h1>${title}</h1><ul>${links.map((l) => `<li><a href="${l}">${l}</a></li>`).join("")}</ul></body></html>`;

export interface TestSite {
  server: TestServer;
  origin: string;
  /** The report pages a correct crawl ingests (absolute URLs). */
  reports: string[];
  /** Adds a report linked from the second index page. */
  addReport(path: string): void;
  /** Requests made to report pages and to pages a crawl must never request. */
  hitsOf(path: string): number;
}

/**
 * A small vendor site on 127.0.0.1: an index with pagination and a link loop, a category page, a sitemap index
 * pointing at a gzipped sitemap, an RSS feed, report pages in Shift_JIS and UTF-8,
 * non-report pages (about, tag cloud, a PDF), a page robots.txt disallows and an off-site link.
 */
export async function startTestSite(): Promise<TestSite> {
  const server = await startServer();
  const origin = server.url("").replace(/\/$/, "");
  const offsite = origin.replace("127.0.0.1", "localhost");
  const page2Links = ["/tech/r3.html", "/tech/", "/tech/category/network/"];
  const routes: Record<string, Handler> = {
    "/robots.txt": serve(`User-agent: *\nDisallow: /private/\n\nSitemap: ${origin}/sitemap_index.xml\n`, { "content-type": "text/plain" }),
    "/tech/": serve(page("技術資料", ["/tech/r1.html", "r2.html", "/tech/page/2/", "/tech/category/network/", "/about.html", "/tags/", "/tech/spec-sheet.pdf", `${offsite}/tech/offsite.html`, "/private/r6.html", "#top", "mailto:info@example.com"])),
    "/tech/category/network/": serve(page("ネットワーク", ["/tech/r2.html", "/tech/page/2/"])),
    "/tags/": serve(page("タグ", ["/tags/iscsi/", "/tech/"])),
    "/about.html": serve(page("会社概要", [])),
    "/tech/spec-sheet.pdf": serve(Buffer.from("%PDF-1.4\n"), { "content-type": "application/pdf" }),
    "/tech/r1.html": cached(fixture("hpc-raid0-sas5ir.html"), "text/html"),
    "/tech/r2.html": cached(fixture("chelsio-t4-iscsi.html"), "text/html; charset=utf-8"),
    "/tech/r3.html": cached(blogPost("RAID5 再構築テスト", 120, 140), "text/html; charset=utf-8"),
    "/tech/offsite.html": cached(blogPost("別サイト", 1, 2), "text/html"),
    "/private/r6.html": cached(blogPost("非公開", 3, 4), "text/html"),
    "/blog/101/": cached(blogPost("SSD 書き込みテスト", 450, 520), "text/html; charset=utf-8"),
    "/blog/102/": cached(blogPost("NAS 転送テスト", 95, 110), "text/html; charset=utf-8"),
    "/sitemap_index.xml": serve(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-posts.xml.gz</loc></sitemap></sitemapindex>`, { "content-type": "application/xml" }),
    "/sitemap-posts.xml.gz": serve(gzipSync(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>${origin}/blog/101/</loc><lastmod>2012-05-01</lastmod></url>
<url><loc>${origin}/about.html</loc></url>
<url><loc>${origin}/tech/r1.html</loc></url>
</urlset>`), { "content-type": "application/gzip" }),
    "/feed/": serve(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Test Blog</title><link>${origin}/</link>
<item><title>NAS 転送テスト</title><link>${origin}/blog/102/</link><pubDate>Tue, 01 May 2012 00:00:00 +0900</pubDate></item>
<item><title>SSD 書き込みテスト</title><link>${origin}/blog/101/</link></item>
</channel></rss>`, { "content-type": "application/rss+xml; charset=utf-8" }),
  };
  for (const [path, h] of Object.entries(routes)) server.route(path, h);
  const render = () => server.route("/tech/page/2/", serve(page("技術資料 2", page2Links)));
  render();
  return {
    server,
    origin,
    reports: ["/tech/r1.html", "/tech/r2.html", "/tech/r3.html", "/blog/101/", "/blog/102/"].map((p) => origin + p),
    addReport(path) {
      server.route(path, cached(blogPost("追加テスト", 300, 310), "text/html; charset=utf-8"));
      page2Links.unshift(path);
      render();
    },
    hitsOf: (path) => server.hits.get(path) ?? 0,
  };
}

/** The definition of the test site, as a user would write it in sources/NAME.json. */
export function siteDefinition(origin: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    name: "test-vendor",
    site: "Test Vendor 技術資料",
    start: [`${origin}/tech/`, `${origin}/sitemap_index.xml`, `${origin}/feed/`],
    follow: ["/tech/page/*/", "/tech/category/**"],
    reports: ["/tech/*.html", "/private/*.html", "re:/blog/\\d+/$"],
    exclude: ["/tags/**"],
    content: ".entry",
    max_pages: 50,
    max_depth: 3,
    ...extra,
  }, null, 2);
}
