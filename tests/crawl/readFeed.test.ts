import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { extractLinks } from "../../src/crawl/extractLinks.ts";
import { inflateIfGzip, looksLikeXml, readXmlList, xmlText } from "../../src/crawl/readFeed.ts";
import { selectContent } from "../../src/crawl/selectContent.ts";

describe("sitemaps and feeds", () => {
  it("reads a urlset with entities and lastmod, and a sitemap index, gzipped or not", () => {
    const urlset = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url><loc>https://www.example.com/tech/report.php?id=12&amp;lang=ja</loc><lastmod>2011-07-04T10:00:00+09:00</lastmod><changefreq>monthly</changefreq></url>
  <url><loc> https://www.example.com/tech/ </loc><image:image><image:loc>https://www.example.com/a.png</image:loc></image:image></url>
</urlset>`;
    const list = readXmlList(xmlText(inflateIfGzip(gzipSync(urlset))));
    expect(list?.kind).toBe("sitemap");
    expect(list?.pages).toEqual([
      { url: "https://www.example.com/tech/report.php?id=12&lang=ja", lastmod: new Date("2011-07-04T01:00:00Z") },
      { url: "https://www.example.com/tech/" },
    ]);
    const index = readXmlList(`<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.example.com/sitemap-posts.xml.gz</loc><lastmod>2020-01-01</lastmod></sitemap><sitemap><loc>https://www.example.com/sitemap-pages.xml</loc></sitemap></sitemapindex>`);
    expect(index?.kind).toBe("sitemap-index");
    expect(index?.sitemaps.map((s) => s.url)).toEqual(["https://www.example.com/sitemap-posts.xml.gz", "https://www.example.com/sitemap-pages.xml"]);
  });

  it("reads RSS 2.0 links, falling back to a permalink guid, and not a guid that is no permalink", () => {
    const rss = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>
<title>Bench blog</title><link>https://blog.example.com/</link>
<item><title>NVMe vs SATA</title><link>https://blog.example.com/2019/05/nvme-vs-sata/</link><guid isPermaLink="false">https://blog.example.com/?p=812</guid><pubDate>Sun, 12 May 2019 09:00:00 +0000</pubDate><content:encoded><![CDATA[<p>fio results</p>]]></content:encoded></item>
<item><title>Only a guid</title><guid>https://blog.example.com/2019/04/only-guid/</guid></item>
<item><title>Nothing usable</title><guid isPermaLink="false">tag:blog.example.com,2019:1</guid></item>
</channel></rss>`;
    expect(readXmlList(rss)?.pages.map((p) => p.url)).toEqual(["https://blog.example.com/2019/05/nvme-vs-sata/", "https://blog.example.com/2019/04/only-guid/"]);
  });

  it("reads an RSS 1.0 (RDF) feed in EUC-JP, decoded by its XML declaration", () => {
    const body = readFileSync(new URL("../fixtures/feeds/rss10-eucjp.rdf", import.meta.url));
    expect(xmlText(body)).toContain("検証ブログ");
    const list = readXmlList(xmlText(body));
    expect(list?.kind).toBe("rss");
    expect(list?.pages.map((p) => p.url)).toEqual(["http://blog.example.jp/archives/51234567.html", "http://blog.example.jp/archives/51234500.html"]);
  });

  it("reads the alternate link of Atom entries, not the edit or replies links", () => {
    const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>t</title>
<entry><title>a</title><link rel="replies" href="https://b.example/a#comments"/><link rel="alternate" type="text/html" href="https://b.example/a.html"/><updated>2015-02-03T04:05:06Z</updated></entry>
<entry><title>b</title><link href="https://b.example/b.html"/><link rel="edit" href="https://b.example/edit/b"/></entry></feed>`;
    expect(readXmlList(atom)?.pages).toEqual([{ url: "https://b.example/a.html", lastmod: new Date("2015-02-03T04:05:06Z") }, { url: "https://b.example/b.html" }]);
  });

  it("neither reads external entities nor expands nested ones (a sitemap is untrusted input)", () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/hostname">]><urlset><url><loc>https://a.example/&xxe;</loc></url></urlset>`;
    expect(JSON.stringify(readXmlList(xxe) ?? {})).not.toMatch(/a\.example\/[^&"]/);
    const defs = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join("");
    const bomb = `<?xml version="1.0"?><!DOCTYPE b [<!ENTITY l0 "lololololo">${defs}]><urlset><url><loc>&l9;</loc></url></urlset>`;
    expect(JSON.stringify(readXmlList(bomb) ?? {}).length).toBeLessThan(1000);
  });

  it("tells XML lists from HTML, and gives null for other XML", () => {
    expect(looksLikeXml('\uFEFF<?xml version="1.0"?><urlset>')).toBe(true);
    expect(looksLikeXml("<rss version=\"2.0\">")).toBe(true);
    expect(looksLikeXml('<?xml version="1.0"?>\n<!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml">')).toBe(false);
    expect(looksLikeXml("<!DOCTYPE html><html>")).toBe(false);
    expect(readXmlList('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')).toBeNull();
  });
});

describe("links and content", () => {
  it("resolves links against <base>, keeps pagination <link rel=next>, drops fragments, mail and script links", () => {
    const html = `<html><head><base href="https://v.example/tech/"><link rel="next" href="?page=2"><link rel="stylesheet" href="/s.css"></head>
<body><a href="r1.html#results">r1</a><a href="/tech/r1.html">again</a><a href="mailto:a@v.example">m</a><a href="javascript:void(0)">j</a><map><area href="r2.html"></map></body></html>`;
    expect(extractLinks(html, "https://v.example/other/page.html")).toEqual(["https://v.example/tech/?page=2", "https://v.example/tech/r1.html", "https://v.example/tech/r2.html"]);
  });

  it("keeps the head and the selected body, or says it matched nothing", () => {
    const html = `<html lang="ja"><head><title>T</title></head><body><div id="menu">menu 999</div><div class="post"><p>body</p><div class="post">nested</div></div></body></html>`;
    const cut = selectContent(html, ".post") ?? "";
    expect(cut).toContain("<title>T</title>");
    expect(cut).toContain('lang="ja"');
    expect(cut).not.toContain("menu 999");
    expect(cut.match(/nested/g)?.length).toBe(1);
    expect(selectContent(html, "#article")).toBeNull();
  });
});
