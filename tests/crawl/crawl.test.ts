import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { crawlCommand, sourcesCommand } from "../../src/commands/crawlCommand.ts";
import { crawl } from "../../src/crawl/crawl.ts";
import { parseDefinition } from "../../src/crawl/sourceDefinition.ts";
import { defaultFetchEffects } from "../../src/fetch/fetchPage.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";
import { type TestSite, siteDefinition, startTestSite } from "./testSite.ts";

const opts = { fetch: { timeoutMs: 2000, retries: 0, backoffMs: 5, allowPrivate: true }, hostDelayMs: 0, ingest: { workers: 0 } };
let site: TestSite;
let t: Awaited<ReturnType<typeof tempWarehouse>>;

beforeEach(async () => {
  site = await startTestSite();
  t = await tempWarehouse();
});
afterEach(async () => {
  await site.server.close();
  await t.dispose();
});

const def = (extra: Record<string, unknown> = {}) => parseDefinition(siteDefinition(site.origin, extra), "sources/test-vendor.json");
const reportPaths = () => site.reports.map((u) => new URL(u).pathname);

describe("crawl of a small site on loopback", () => {
  it("ingests exactly the report pages, once each, and records which definition found them", async () => {
    const [s] = await crawl([def()], t.wh, opts, quietLogger(), defaultFetchEffects());
    expect(s?.counts).toEqual({ new: 5, changed: 0, unchanged: 0, failed: 0, skipped: 1 });
    const sources = await t.wh.all("select url, found_by, charset from sources order by url");
    expect(sources.map((r) => r.url)).toEqual([...site.reports].sort());
    expect(new Set(sources.map((r) => r.found_by))).toEqual(new Set(["test-vendor"]));
    expect(sources.find((r) => String(r.url).endsWith("/tech/r1.html"))?.charset).toBe("Shift_JIS");
    for (const p of reportPaths()) expect(site.hitsOf(p), p).toBe(1);
    // never requested: off-site, disallowed by robots.txt, not a report nor an index, a PDF, an excluded tag page
    for (const p of ["/tech/offsite.html", "/private/r6.html", "/about.html", "/tech/spec-sheet.pdf", "/tags/"]) expect(site.hitsOf(p), p).toBe(0);
    // the link loop (index → page 2 → index, category ↔ page 2) reads each index page once
    for (const p of ["/tech/", "/tech/page/2/", "/tech/category/network/", "/sitemap_index.xml", "/sitemap-posts.xml.gz", "/feed/"]) expect(site.hitsOf(p), p).toBe(1);
    expect(s?.reports.find((r) => r.status === "skipped")).toMatchObject({ url: `${site.origin}/private/r6.html`, reason: "robots.txt disallows it" });
    const [crawlRow] = await t.wh.all("select name, pages_seen, reports_found, new_reports, skipped from crawls");
    expect(crawlRow).toEqual({ name: "test-vendor", pages_seen: 6, reports_found: 6, new_reports: 5, skipped: 1 });
  });

  it("gives reports the site's display name and reads only the content selector's part of the page", async () => {
    await crawl([def()], t.wh, opts, quietLogger(), defaultFetchEffects());
    const sites = await t.wh.all("select distinct site from reports");
    expect(sites).toEqual([{ site: "Test Vendor 技術資料" }]);
    const values = (await t.wh.all(`select m.value from measurements m join reports r using (report_id) join sources s using (source_id) where s.url = $u order by m.value`, { u: `${site.origin}/blog/101/` })).map((r) => r.value);
    expect(values).toEqual([450, 520]);
  });

  it("a second run fetches nothing new: 304s, and no request at all for what the sitemap says is older", async () => {
    await crawl([def()], t.wh, opts, quietLogger(), defaultFetchEffects());
    const before = await t.wh.counts();
    site.server.hits.clear();
    const [s] = await crawl([def()], t.wh, opts, quietLogger(), defaultFetchEffects());
    expect(s?.counts).toMatchObject({ new: 0, changed: 0, unchanged: 5, failed: 0 });
    expect(site.hitsOf("/blog/101/")).toBe(0);
    for (const p of reportPaths().filter((p) => p !== "/blog/101/")) expect(site.hitsOf(p), p).toBe(1);
    const after = await t.wh.counts();
    expect({ ...after, crawls: 0 }).toEqual({ ...before, crawls: 0 });
    expect(after.crawls).toBe(2);
  });

  it("--recheck (and --force) request a page the sitemap's lastmod vouches for, so a change the sitemap missed is found", async () => {
    await crawl([def()], t.wh, opts, quietLogger(), defaultFetchEffects());
    const again = await crawl([def()], t.wh, opts, quietLogger(), defaultFetchEffects());
    expect(again[0]?.reports.find((r) => r.url.endsWith("/blog/101/"))).toMatchObject({ status: "unchanged", requested: false });
    // the page changes; the sitemap's lastmod does not
    site.server.route("/blog/101/", (_req, res) => void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<html><head><title>SSD 書き込みテスト</title></head><body><div class='entry'><h1>SSD 書き込みテスト</h1><table><tr><th>Write (MB/s)</th></tr><tr><td>470</td></tr></table></div></body></html>"));
    site.server.hits.clear();
    const [s] = await crawl([def()], t.wh, { ...opts, recheck: true }, quietLogger(), defaultFetchEffects());
    expect(site.hitsOf("/blog/101/")).toBe(1);
    expect(s?.counts).toMatchObject({ changed: 1, unchanged: 4 });
    expect(s?.reports.every((r) => r.requested !== false)).toBe(true);
  });

  it("picks up a report added to the index on the next run", async () => {
    await crawl([def()], t.wh, opts, quietLogger(), defaultFetchEffects());
    site.addReport("/tech/r7.html");
    const [s] = await crawl([def()], t.wh, opts, quietLogger(), defaultFetchEffects());
    expect(s?.reports.filter((r) => r.status === "new").map((r) => r.url)).toEqual([`${site.origin}/tech/r7.html`]);
    expect(s?.counts.unchanged).toBe(5);
  });

  it("obeys max_pages: index pages and reports together never exceed it", async () => {
    const [s] = await crawl([def({ max_pages: 4 })], t.wh, opts, quietLogger(), defaultFetchEffects());
    const requests = [...site.server.hits].filter(([p]) => p !== "/robots.txt").reduce((a, [, n]) => a + n, 0);
    expect(requests).toBe(4);
    expect(s?.counts.skipped).toBeGreaterThan(0);
    expect((await t.wh.all("select count(*) as n from sources"))[0]?.n).toBe(s?.counts.new);
  });

  it("obeys robots.txt for index pages too", async () => {
    const [s] = await crawl([def({ start: [`${site.origin}/private/`] })], t.wh, opts, quietLogger(), defaultFetchEffects());
    expect(site.hitsOf("/private/")).toBe(0);
    expect(s?.errors[0]?.error).toMatch(/^robots: /);
  });

  it("a robots.txt start leads to the sitemaps its Sitemap: lines name", async () => {
    const [s] = await crawl([def({ start: [`${site.origin}/robots.txt`] })], t.wh, opts, quietLogger(), defaultFetchEffects());
    expect(s?.reports.map((r) => r.url).sort()).toEqual([`${site.origin}/blog/101/`, `${site.origin}/tech/r1.html`]);
    expect(s?.pagesSeen).toBe(3);
  });

  it("--dry-run lists what it would ingest and writes and fetches no report", async () => {
    const [s] = await crawl([def()], t.wh, { ...opts, dryRun: true }, quietLogger(), defaultFetchEffects());
    expect(s?.reports.filter((r) => r.status === "would-fetch").map((r) => r.url).sort()).toEqual([...site.reports].sort());
    for (const p of reportPaths()) expect(site.hitsOf(p), p).toBe(0);
    const c = await t.wh.counts();
    expect([c.sources, c.crawls]).toEqual([0, 0]);
  });
});

describe("crawl and sources commands", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "sokutei-sources-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("crawl prints per source what it found; sources lists the definition with its last crawl and counts", async () => {
    await writeFile(join(dir, "test-vendor.json"), siteDefinition(site.origin));
    await writeFile(join(dir, "_template.jsonc"), "// not read\n{");
    const log = quietLogger();
    t.wh.close();
    const code = await crawlCommand([], { db: t.dbPath, sources: dir, allowPrivate: true, delay: 0, retries: 0, workers: 0 }, log);
    expect(code).toBe(0);
    const out = log.lines.filter((l) => l.level === "info").map((l) => l.line).join("\n");
    expect(out).toMatch(/source\s+site\s+pages_seen\s+reports\s+new\s+changed\s+unchanged\s+by_lastmod\s+failed\s+skipped/);
    expect(out).toMatch(/test-vendor\s+Test Vendor 技術資料\s+6\s+6\s+5\s+0\s+0\s+0\s+0\s+1/);
    // a second run tells the 304s (4 requested) from the page never requested on the sitemap's word (1)
    const second = quietLogger();
    expect(await crawlCommand([], { db: t.dbPath, sources: dir, allowPrivate: true, delay: 0, retries: 0, workers: 0 }, second)).toBe(0);
    expect(second.lines.map((l) => l.line).join("\n")).toMatch(/test-vendor\s+Test Vendor 技術資料\s+6\s+6\s+0\s+0\s+4\s+1\s+0\s+1/);
    const forced = quietLogger();
    expect(await crawlCommand([], { db: t.dbPath, sources: dir, allowPrivate: true, delay: 0, retries: 0, workers: 0, recheck: true }, forced)).toBe(0);
    expect(forced.lines.map((l) => l.line).join("\n")).toMatch(/test-vendor\s+Test Vendor 技術資料\s+6\s+6\s+0\s+0\s+5\s+0\s+0\s+1/);
    const listing = quietLogger();
    expect(await sourcesCommand({ db: t.dbPath, sources: dir }, listing)).toBe(0);
    const table = listing.lines.map((l) => l.line).join("\n");
    expect(table).toMatch(/test-vendor\s+Test Vendor 技術資料\s+\S+.*\s+3\s+5\s+5\s+\d+/);
    t = { ...t, wh: await (await import("../../src/load/warehouse.ts")).Warehouse.open(t.dbPath) };
  });

  it("a malformed definition fails with one line naming the file and the field", async () => {
    const file = join(dir, "test-vendor.json");
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ reports: ["re:(unclosed"] }, /test-vendor\.json: reports\[0\]: invalid regular expression/],
      [{ maxpages: 10 }, /test-vendor\.json: maxpages: unknown field/],
      [{ start: undefined }, /test-vendor\.json: start: required/],
      [{ follow: ["tech/*"] }, /test-vendor\.json: follow\[0\]: a glob starts with \//],
    ];
    for (const [extra, message] of cases) {
      await writeFile(file, siteDefinition(site.origin, extra));
      const err = await crawlCommand([], { db: ":memory:", sources: dir }, quietLogger()).catch((e: Error) => e);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toMatch(message);
      expect((err as Error).message).not.toContain("\n");
    }
  });
});
