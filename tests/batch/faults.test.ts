import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingest } from "../../src/ingest/ingest.ts";
import { progressDisplay } from "../../src/ingest/progress.ts";
import { type TestServer, serve, startServer } from "../helpers/testServer.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

const page = readFileSync(new URL("../fixtures/pages/hpc-raid0-sas5ir.html", import.meta.url));
let server: TestServer;
let busy = 0;

beforeAll(async () => {
  server = await startServer({
    "/ok.html": serve(page),
    // half the body, then the connection is dropped
    "/drop.html": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-length": String(page.length) });
      res.write(page.subarray(0, page.length >> 1), () => res.socket?.destroy());
    },
    // headers, a little body, then nothing
    "/stall.html": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html><body><p>");
    },
    // a Content-Length larger than the body sent, and the connection closed
    "/short.html": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-length": String(page.length + 5_000) });
      res.write(page, () => res.socket?.end());
    },
    "/loop-a.html": (_req, res) => void res.writeHead(302, { location: "/loop-b.html" }).end(),
    "/loop-b.html": (_req, res) => void res.writeHead(302, { location: "/loop-a.html" }).end(),
    // busy once (429 with Retry-After), then served
    "/busy.html": (_req, res) => {
      if (busy++ === 0) res.writeHead(429, { "retry-after": "1", "content-type": "text/plain" }).end("slow down");
      else res.writeHead(200, { "content-type": "text/html" }).end(page);
    },
  });
});
afterAll(() => server.close());

describe("a batch against a misbehaving server", () => {
  it("loads what was served whole, fails the rest with its reason, and writes no half source", async () => {
    const t = await tempWarehouse();
    try {
      const names = ["ok", "drop", "stall", "short", "loop-a", "busy"];
      const log = quietLogger();
      const started = Date.now();
      const out = await ingest(names.map((n) => server.url(`/${n}.html`)), t.wh, { fetch: { timeoutMs: 800, retries: 1, backoffMs: 5, allowPrivate: true }, hostDelayMs: 0, perHost: 6 }, log);
      const by = Object.fromEntries(out.map((o, i) => [names[i], o.status === "failed" ? o.error : o.status]));
      expect(by.ok).toBe("loaded");
      expect(by.busy).toBe("loaded");
      expect(by.drop).toBe("fetch: connection broke while reading the body (terminated) (after 2 attempts)");
      expect(by.stall).toMatch(/^fetch: no data for 800 ms/);
      expect(by.short).toBe("fetch: connection broke while reading the body (terminated) (after 2 attempts)");
      expect(by["loop-a"]).toBe("fetch: more than 5 redirects (last to /loop-a.html)");
      // Retry-After: 1 was waited out
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect(server.hits.get("/busy.html")).toBe(2);
      // only the two whole pages are in the warehouse, each with all its rows
      expect(await t.wh.all("select count(*)::int as n from sources")).toEqual([{ n: 2 }]);
      const counts = await t.wh.all("select s.url, count(m.measurement_id)::int as n from sources s join reports r using (source_id) left join measurements m using (report_id) group by s.url order by s.url");
      expect(counts.map((c) => c.n)).toEqual([14, 14]);
      expect(log.lines.filter((l) => l.level === "error")).toHaveLength(4);
    } finally {
      await t.dispose();
    }
  });
});

describe("progress", () => {
  const outcome = (status: "loaded" | "failed") => ({ input: "x", status, warnings: [] });

  it("on a terminal, draws a bar with counts, rate, failures and ETA", () => {
    const stream = Object.assign(new PassThrough(), { isTTY: true, columns: 120, cursorTo: () => true, clearLine: () => true, moveCursor: () => true }) as unknown as NodeJS.WriteStream;
    let text = "";
    (stream as unknown as PassThrough).on("data", (d: Buffer) => (text += d.toString()));
    const d = progressDisplay(stream, quietLogger());
    d.progress.add(3);
    d.progress.done(outcome("loaded"));
    d.progress.done(outcome("failed"));
    d.log.warn("warning: x: something");
    d.progress.done(outcome("loaded"));
    d.stop();
    expect(text).toContain("3/3 pages");
    expect(text).toContain("1 failed");
    expect(text).toMatch(/\d+(\.\d)?\/s/);
    expect(text).toContain("warning: x: something");
  });

  it("elsewhere, writes plain lines", () => {
    const stream = Object.assign(new PassThrough(), { isTTY: false }) as unknown as NodeJS.WriteStream;
    let text = "";
    (stream as unknown as PassThrough).on("data", (d: Buffer) => (text += d.toString()));
    const d = progressDisplay(stream, quietLogger(), 0);
    d.progress.add(2);
    d.progress.done(outcome("loaded"));
    d.progress.done(outcome("failed"));
    d.stop();
    expect(text.split("\n")[0]).toMatch(/^ingest: 1\/2 pages, [\d.]+ pages\/s, 0 failed, ETA /);
    expect(text).toContain("ingest: 2/2 pages");
    expect(text).not.toContain("\u001b[");
  });
});
