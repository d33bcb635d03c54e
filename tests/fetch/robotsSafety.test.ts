import { afterEach, describe, expect, it } from "vitest";
import { fetchPage } from "../../src/fetch/fetchPage.ts";
import { robotsMatchWork } from "../../src/fetch/robotsRules.ts";
import { defaultFetchEffects } from "../../src/fetch/types.ts";
import { type Handler, type TestServer, serve, startServer } from "../helpers/testServer.ts";

const fast = { timeoutMs: 600, retries: 0, backoffMs: 1, allowPrivate: true };
const page = serve("<html><body><p>the page</p></body></html>");
let site: TestServer | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

/** Fetches /page.html from a loopback site whose robots.txt is served by `robots`; returns the error (or null) and the page's hits. */
async function fetchWith(robots: Handler, path = "/page.html"): Promise<{ error: string | null; hits: number }> {
  site = await startServer({ "/robots.txt": robots, [path.split("?")[0] ?? path]: page });
  const error = await fetchPage(site.url(path), fast, defaultFetchEffects()).then(() => null, (e: Error) => e.message);
  return { error, hits: site.hits.get(path.split("?")[0] ?? path) ?? 0 };
}

describe("robots.txt unreachable (RFC 9309 2.3.1.4): nothing of the host is fetched", () => {
  it.each<[string, Handler, RegExp]>([
    ["a connection reset", (req) => void req.socket.destroy(), /robots\.txt of .* is unreachable/],
    ["no answer", () => undefined, /robots\.txt of .* is unreachable \(no answer within/],
    ["a stalled body", (_q, res) => void res.writeHead(200, { "content-type": "text/plain" }).write("User-agent: *\n"), /robots\.txt of .* is unreachable \(no answer within/],
    ["HTTP 503", serve("down", { "content-type": "text/plain" }, 503), /robots\.txt of .* is unreachable \(HTTP 503\)/],
  ])("%s", async (_name, robots, message) => {
    const r = await fetchWith(robots);
    expect(r.error).toMatch(message);
    expect(r.error).toMatch(/--ignore-robots/);
    expect(r.hits).toBe(0);
  });

  it("a 4xx still means no rules: the page is fetched", async () => {
    for (const status of [401, 403, 404, 410]) {
      const r = await fetchWith(serve("no", { "content-type": "text/plain" }, status));
      expect(r.error, String(status)).toBeNull();
      expect(r.hits).toBe(1);
      await site?.close();
      site = undefined;
    }
  });
});

describe("robots.txt matching work is bounded", () => {
  const longPath = `/${"a".repeat(8000)}`;
  it("a run of stars is one star: 490 KiB of `Disallow: /***…zz` against an 8,000-character URL", async () => {
    const rule = `Disallow: /${"*".repeat(2000)}zz\n`;
    const text = `User-agent: *\n${rule.repeat(Math.floor((490 * 1024) / rule.length))}`;
    expect(robotsMatchWork(text, longPath)).toBeLessThan(10_000_000);
    const cpu = process.cpuUsage();
    const r = await fetchWith(serve(text, { "content-type": "text/plain" }), longPath);
    const used = process.cpuUsage(cpu);
    expect(r.error).toBeNull();
    // the unbounded matcher took ~3.8 s of CPU here; the bound leaves room for a slow machine
    expect((used.user + used.system) / 1e6).toBeLessThan(2);
  });

  it("many long rules with a star each: the URL is refused once the work would pass the cap, not matched for seconds", async () => {
    const rule = `Disallow: /a*${"b".repeat(2000)}\n`;
    const text = `User-agent: *\n${rule.repeat(240)}`;
    const cpu = process.cpuUsage();
    const r = await fetchWith(serve(text, { "content-type": "text/plain" }), `/a${"b".repeat(8000)}`);
    const used = process.cpuUsage(cpu);
    expect(r.error).toMatch(/robots\.txt of .* has rules too costly to match against this URL/);
    expect(r.hits).toBe(0);
    expect((used.user + used.system) / 1e6).toBeLessThan(2);
  });

  it("a rule with more stars than the cap is cut after its last allowed star (a Disallow only widens) and an Allow is dropped", async () => {
    const stars = Array.from({ length: 40 }, (_v, i) => `x${i}*`).join("");
    const first16 = Array.from({ length: 16 }, (_v, i) => `x${i}`).join("");
    const all40 = Array.from({ length: 40 }, (_v, i) => `x${i}`).join("");
    const r = await fetchWith(serve(`User-agent: *\nDisallow: /p${stars}\n`, { "content-type": "text/plain" }), `/p${first16}.html`);
    expect(r.error).toMatch(/disallows/);
    const allowed = await fetchWith(serve(`User-agent: *\nDisallow: /\nAllow: /page${stars}\n`, { "content-type": "text/plain" }), `/page${all40}.html`);
    expect(allowed.error).toMatch(/disallows/);
  });
});
