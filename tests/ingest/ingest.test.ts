import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ingest, reprocess } from "../../src/ingest/ingest.ts";
import { type TestServer, serve, startServer } from "../helpers/testServer.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/pages/${name}`, import.meta.url));
const fetchOpts = { fetch: { timeoutMs: 500, retries: 1, backoffMs: 5, maxBytes: 100_000, allowPrivate: true }, hostDelayMs: 0 };
let server: TestServer;
let t: Awaited<ReturnType<typeof tempWarehouse>>;

beforeAll(async () => {
  server = await startServer({
    "/hpc-10gbe-switch.html": serve(fixture("hpc-10gbe-switch.html"), { "content-type": "text/html" }),
    "/hpc-raid0-sas5ir.html": serve(fixture("hpc-raid0-sas5ir.html"), { "content-type": "text/html" }),
    "/missing.html": serve("no", { "content-type": "text/html" }, 404),
    "/error.html": serve("boom", { "content-type": "text/html" }, 500),
    "/empty.html": serve("", { "content-type": "text/html" }),
    "/garbage.html": serve(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), { "content-type": "text/html" }),
    "/truncated.html": serve("<html><head><title>Cut short</title></head><body><h1>Disk test</h1><table><tr><th>Write (MB/s)</th></tr><tr><td>120", { "content-type": "text/html" }),
    "/photo.jpg": serve(Buffer.alloc(64, 0xff), { "content-type": "image/jpeg" }),
    "/slow.html": () => undefined,
    "/huge.html": serve(`<html><body>${"<p>x</p>".repeat(30_000)}</body></html>`, { "content-type": "text/html" }),
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  t = await tempWarehouse();
});
afterEach(() => t.dispose());

describe("ingest over HTTP", () => {
  it("stores the 10GbE page as Shift_JIS with three dated reports and a clean title", async () => {
    const log = quietLogger();
    const [o] = await ingest([server.url("/hpc-10gbe-switch.html")], t.wh, fetchOpts, log);
    expect(o?.status).toBe("loaded");
    const [src] = await t.wh.all("select charset, charset_source, http_status, final_url, sha256, bytes, archive_path from sources");
    expect(src).toMatchObject({ charset: "Shift_JIS", charset_source: "meta", http_status: 200, final_url: server.url("/hpc-10gbe-switch.html"), bytes: fixture("hpc-10gbe-switch.html").length });
    expect(readFileSync(join(t.dir, String(src?.archive_path)))).toEqual(fixture("hpc-10gbe-switch.html"));
    const reports = await t.wh.all("select part, cast(published_on as varchar) as d, title, page_title, site from reports order by part desc");
    expect(reports.map((r) => [r.part, r.d])).toEqual([[3, "2007-11-02"], [2, "2007-09-25"], [1, "2007-09-11"]]);
    expect(reports[0]?.title).toContain("10GBASE CX4 NIC (PCI Express x8) 基本接続テスト");
    expect(reports[0]?.page_title).toBe("HPC-ProSwitch DPc6224 / DPc6248 10GbE対応スイッチ");
    expect(reports[0]?.site).toBe("127.0.0.1");
  });

  it("a second run of the same page changes no table", async () => {
    await ingest([server.url("/hpc-10gbe-switch.html"), server.url("/hpc-raid0-sas5ir.html")], t.wh, fetchOpts, quietLogger());
    const before = await t.wh.counts();
    const again = await ingest([server.url("/hpc-10gbe-switch.html"), server.url("/hpc-raid0-sas5ir.html")], t.wh, fetchOpts, quietLogger());
    expect(again.map((o) => o.status)).toEqual(["unchanged", "unchanged"]);
    expect(await t.wh.counts()).toEqual(before);
  });

  it("a changed page becomes a new snapshot whose reports replace the old ones", async () => {
    server.route("/changing.html", serve("<html><head><title>Test A</title></head><body><h1>Test A</h1><p>2010-01-05</p></body></html>"));
    await ingest([server.url("/changing.html")], t.wh, fetchOpts, quietLogger());
    server.route("/changing.html", serve("<html><head><title>Test B</title></head><body><h1>Test B</h1></body></html>"));
    await ingest([server.url("/changing.html")], t.wh, fetchOpts, quietLogger());
    const sources = await t.wh.all("select superseded from sources order by fetched_at");
    expect(sources.map((s) => s.superseded)).toEqual([true, false]);
    const reports = await t.wh.all("select title from reports");
    expect(reports).toEqual([{ title: "Test B" }]);
  });

  it("reprocess re-derives every table from the archive with the same rows", async () => {
    await ingest([server.url("/hpc-10gbe-switch.html"), server.url("/hpc-raid0-sas5ir.html")], t.wh, fetchOpts, quietLogger());
    const before = await t.wh.counts();
    const reportsBefore = await t.wh.all("select * from reports order by report_id");
    const hits = [...server.hits.values()].reduce((a, b) => a + b, 0);
    const outcomes = await reprocess(t.wh, quietLogger());
    expect([...server.hits.values()].reduce((a, b) => a + b, 0)).toBe(hits);
    expect(outcomes.map((o) => o.status)).toEqual(["loaded", "loaded"]);
    expect(await t.wh.counts()).toEqual(before);
    expect(await t.wh.all("select * from reports order by report_id")).toEqual(reportsBefore);
  });
});

describe("bad input", () => {
  it("each bad input gets one line naming it and its reason, and the good ones still load", async () => {
    const log = quietLogger();
    const list = join(t.dir, "list.txt");
    writeFileSync(list, ["# a batch with bad lines", server.url("/hpc-raid0-sas5ir.html"), "not a url at all", server.url("/missing.html"), ""].join("\n"));
    const outcomes = await ingest(
      [
        "http://[bad",
        list,
        server.url("/error.html"),
        server.url("/slow.html"),
        server.url("/empty.html"),
        server.url("/garbage.html"),
        server.url("/photo.jpg"),
        server.url("/huge.html"),
        server.url("/hpc-10gbe-switch.html"),
      ],
      t.wh,
      fetchOpts,
      log,
    );
    // inputs run concurrently, so errors are logged as they happen: compare them as a set
    const errors = log.lines.filter((l) => l.level === "error").map((l) => l.line).sort();
    expect(errors).toEqual([
      "error: http://[bad: input: not a valid URL or an existing file",
      `error: ${list}:3: input: not a valid URL or an existing file`,
      `error: ${list}:4: fetch: HTTP 404 Not Found`,
      `error: ${server.url("/error.html")}: fetch: HTTP 500 Internal Server Error (after 2 attempts)`,
      `error: ${server.url("/slow.html")}: fetch: timed out: no response within 500 ms (after 2 attempts)`,
      `error: ${server.url("/empty.html")}: decode: empty body (0 bytes)`,
      `error: ${server.url("/garbage.html")}: decode: body is binary, not text (control bytes throughout)`,
      `error: ${server.url("/photo.jpg")}: fetch: content type image/jpeg is not an HTML page`,
      `error: ${server.url("/huge.html")}: fetch: body is over the 100000-byte cap (raise it with --max-bytes)`,
    ].sort());
    expect(outcomes.filter((o) => o.status === "loaded").map((o) => o.input)).toEqual([`${list}:2`, server.url("/hpc-10gbe-switch.html")]);
    expect((await t.wh.counts()).reports).toBe(4);
  });

  it("a truncated HTML document is loaded with a warning and a reject row", async () => {
    const log = quietLogger();
    const [o] = await ingest([server.url("/truncated.html")], t.wh, fetchOpts, log);
    expect(o?.status).toBe("loaded");
    expect(log.lines.filter((l) => l.level === "warn").map((l) => l.line)).toEqual([
      `warning: ${server.url("/truncated.html")}: the HTML ends before </body>: the page looks truncated; what it holds was loaded`,
    ]);
    expect(await t.wh.all("select stage, reason from rejects")).toEqual([{ stage: "document", reason: "truncated document: no closing </body> or </html>" }]);
    expect(await t.wh.all("select title from reports")).toEqual([{ title: "Cut short" }]);
  });

  it("a load that fails half-way leaves the database as it was before that source", async () => {
    await ingest([server.url("/hpc-raid0-sas5ir.html")], t.wh, fetchOpts, quietLogger());
    const before = await t.wh.counts();
    const bad = {
      source: { source_id: "s-bad", url: "http://x/", sha256: "0" },
      reports: [{ report_id: "dup", source_id: "s-bad" }, { report_id: "dup", source_id: "s-bad" }],
      systems: [], components: [], measurements: [], checks: [], rejects: [],
    };
    await expect(t.wh.loadSource(bad)).rejects.toThrow();
    expect(await t.wh.counts()).toEqual(before);
  });
});

describe("a batch over several hosts", () => {
  it("runs hosts in parallel, one request at a time per host, spaced by the host delay, outcomes in input order", async () => {
    const seen: { host: string; start: number; end: number }[] = [];
    const slow = (host: string) => async (_req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => {
      const start = Date.now();
      await new Promise((r) => setTimeout(r, 60));
      seen.push({ host, start, end: Date.now() });
      res.writeHead(200, { "content-type": "text/html" }).end(`<html><head><title>${host}</title></head><body><p>${start}</p></body></html>`);
    };
    const a = await startServer({ "/1": slow("a"), "/2": slow("a"), "/3": slow("a") });
    const b = await startServer({ "/1": slow("b"), "/2": slow("b"), "/3": slow("b") });
    try {
      const urls = [a.url("/1"), a.url("/2"), a.url("/3"), b.url("/1"), b.url("/2"), b.url("/3")];
      const outcomes = await ingest(urls, t.wh, { ...fetchOpts, concurrency: 4, perHost: 1, hostDelayMs: 150 }, quietLogger());
      expect(outcomes.map((o) => [o.input, o.status])).toEqual(urls.map((u) => [u, "loaded"]));
      for (const host of ["a", "b"]) {
        const mine = seen.filter((x) => x.host === host).sort((x, y) => x.start - y.start);
        for (let i = 1; i < mine.length; i++) {
          // never two at once on one host, and the host delay between the end of one and the start of the next
          expect(mine[i]!.start - mine[i - 1]!.end).toBeGreaterThanOrEqual(140);
        }
      }
      const overlap = seen.some((x) => seen.some((y) => y.host !== x.host && y.start < x.end && x.start < y.end));
      expect(overlap).toBe(true); // the two hosts were fetched at the same time
      expect((await t.wh.counts()).sources).toBe(6);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe("re-runs of a list", () => {
  it("send a conditional GET, so an unchanged page is not transferred again; --offline fetches nothing", async () => {
    let full = 0;
    let notModified = 0;
    server.route("/etag.html", (req, res) => {
      if (req.headers["if-none-match"] === '"v1"') {
        notModified++;
        res.writeHead(304, { etag: '"v1"' }).end();
        return;
      }
      full++;
      res.writeHead(200, { "content-type": "text/html", etag: '"v1"', "last-modified": "Tue, 10 Mar 2010 00:00:00 GMT" }).end("<html><head><title>E</title></head><body><p>x</p></body></html>");
    });
    const [first] = await ingest([server.url("/etag.html")], t.wh, fetchOpts, quietLogger());
    const [second] = await ingest([server.url("/etag.html")], t.wh, fetchOpts, quietLogger());
    expect([first?.status, second?.status, full, notModified]).toEqual(["loaded", "unchanged", 1, 1]);
    expect(await t.wh.all("select etag, last_modified from sources")).toEqual([{ etag: '"v1"', last_modified: "Tue, 10 Mar 2010 00:00:00 GMT" }]);
    const hits = server.hits.get("/etag.html");
    const offline = await ingest([server.url("/etag.html"), server.url("/never-seen.html")], t.wh, { ...fetchOpts, offline: true }, quietLogger());
    expect(offline.map((o) => [o.status, o.error])).toEqual([["unchanged", undefined], ["failed", "fetch: not in the archive, and --offline fetches nothing"]]);
    expect(server.hits.get("/etag.html")).toBe(hits);
  });
});
