import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { crawl } from "../../src/crawl/crawl.ts";
import { parseDefinition } from "../../src/crawl/sourceDefinition.ts";
import { defaultFetchEffects, onSite } from "../../src/fetch/fetchPage.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";
import { type TestServer, serve, startServer } from "../helpers/testServer.ts";

const html = { "content-type": "text/html; charset=utf-8" };
const report = (title: string, mbs: number) => `<html><head><title>${title}</title></head><body><h1>${title}</h1><table><tr><th>テスト</th><th>Write (MB/s)</th></tr><tr><td>dd</td><td>${mbs}</td></tr></table></body></html>`;
const moved = (to: (port: number) => string) => (_req: unknown, res: import("node:http").ServerResponse) => void res.writeHead(302, { location: to(server.port) }).end();
let server: TestServer;
let t: Awaited<ReturnType<typeof tempWarehouse>>;
beforeEach(async () => {
  server = await startServer({
    "/tech/": serve(`<html><body><a href="/tech/r1.html">1</a> <a href="/tech/r2.html">2</a> <a href="/tech/r3.html">3</a></body></html>`, html),
    // the same server under another host name: another site as far as the definition knows
    "/tech/r1.html": moved((port) => `http://localhost:${port}/tech/r1.html`),
    "/tech/r2.html": serve(report("二番", 222), html),
    "/tech/r3.html": moved(() => "/tech/r3-moved.html"),
    "/tech/r3-moved.html": serve(report("三番", 333), html),
  });
  t = await tempWarehouse();
});
afterEach(async () => {
  await server.close();
  await t.dispose();
});

describe("a crawl stays on its site", () => {
  it("a report that redirects to another host is not loaded under the site's name; one that moves within the site is", async () => {
    const def = parseDefinition(JSON.stringify({ name: "test-vendor", site: "Test Vendor", start: [server.url("/tech/")], reports: ["/tech/*.html"] }), "sources/test-vendor.json");
    const [s] = await crawl([def], t.wh, { fetch: { timeoutMs: 2000, retries: 0, allowPrivate: true }, hostDelayMs: 0, ingest: { workers: 0 } }, quietLogger(), defaultFetchEffects());
    const r1 = s?.reports.find((r) => r.url.endsWith("/tech/r1.html"));
    expect(r1?.status).toBe("failed");
    expect(r1?.reason).toMatch(/redirected off the site to localhost:\d+/);
    expect(server.hits.get("/tech/r1.html")).toBe(1);
    const loaded = await t.wh.all("select s.final_url, r.site from sources s join reports r using (source_id) order by s.final_url");
    expect(loaded.map((r) => new URL(String(r.final_url)).pathname)).toEqual(["/tech/r2.html", "/tech/r3-moved.html"]);
    expect(loaded.every((r) => r.site === "Test Vendor" && new URL(String(r.final_url)).hostname === "127.0.0.1")).toBe(true);
  }, 30_000);

  it("the site's hosts are its names with or without a subdomain, ports aside", () => {
    const hosts = ["www.acme.example", "127.0.0.1:8080"];
    expect(["www.acme.example", "acme.example", "blog.www.acme.example", "127.0.0.1", "WWW.ACME.EXAMPLE"].map((h) => onSite(h, hosts))).toEqual([true, true, true, true, true]);
    expect(["evil.example", "acme.example.evil", "localhost", "example", "wwwacme.example"].map((h) => onSite(h, hosts))).toEqual([false, false, false, false, false]);
  });

  it("a public suffix or a shared platform's parent domain is not on the site", () => {
    expect(onSite("co.jp", ["www.hpc-technologies.co.jp"])).toBe(false);
    expect(onSite("other-vendor.co.jp", ["www.hpc-technologies.co.jp"])).toBe(false);
    expect(onSite("hpc-technologies.co.jp", ["www.hpc-technologies.co.jp"])).toBe(true);
    expect(onSite("exblog.jp", ["islandcnt.exblog.jp"])).toBe(false);
    expect(onSite("otherblog.exblog.jp", ["islandcnt.exblog.jp"])).toBe(false);
    expect(onSite("pds.islandcnt.exblog.jp", ["islandcnt.exblog.jp"])).toBe(true);
    // a definition naming a bare public suffix does not make every site under it its own
    expect(onSite("anyone.co.jp", ["co.jp"])).toBe(false);
  });
});
