import { afterEach, describe, expect, it } from "vitest";
import { ingest } from "../../src/ingest/ingest.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";
import { type TestServer, serve, startServer } from "../helpers/testServer.ts";

const page = (n: number) => `<html><head><title>page ${n}</title></head><body><h1>page ${n}</h1><p>書き込み 1${n}0 MB/s</p></body></html>`;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Ingests two pages of a loopback host whose robots.txt asks for `delay`; returns the outcomes, the time taken and when each page was requested. */
async function twoPages(delay: string) {
  const seen: Record<string, number> = {};
  const stamp = (path: string, body: string) => (_req: unknown, res: import("node:http").ServerResponse) => {
    seen[path] = Date.now();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
  };
  server = await startServer({ "/robots.txt": serve(`User-agent: *\nCrawl-delay: ${delay}\n`, { "content-type": "text/plain" }), "/a.html": stamp("a", page(1)), "/b.html": stamp("b", page(2)) });
  const t = await tempWarehouse();
  try {
    const started = Date.now();
    const out = await ingest([server.url("/a.html"), server.url("/b.html")], t.wh, { workers: 0, hostDelayMs: 0, fetch: { allowPrivate: true, retries: 0 } }, quietLogger());
    return { out, ms: Date.now() - started, seen };
  } finally {
    await t.dispose();
  }
}

describe("robots.txt crawl-delay", () => {
  it.each(["1e400", "100000"])("of %s seconds refuses the host at once, without a request, instead of holding the batch", async (delay) => {
    const { out, ms, seen } = await twoPages(delay);
    expect(out.map((o) => o.status)).toEqual(["failed", "failed"]);
    expect(out[0]?.error).toMatch(/crawl-delay of (100000 s|forever), longer than the 120 s sokutei waits/);
    expect(seen).toEqual({});
    expect(ms).toBeLessThan(5000);
  }, 15_000);

  it("a short one is honoured between the two pages", async () => {
    const { out, seen } = await twoPages("0.4");
    expect(out.map((o) => o.status)).toEqual(["loaded", "loaded"]);
    expect(Math.abs((seen.b ?? 0) - (seen.a ?? 0))).toBeGreaterThanOrEqual(380);
  }, 15_000);
});
