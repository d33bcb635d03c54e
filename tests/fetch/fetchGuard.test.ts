import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress } from "../../src/fetch/address.ts";
import { fetchPage } from "../../src/fetch/fetchPage.ts";
import { type FetchEffects, type Resolver, defaultFetchEffects } from "../../src/fetch/types.ts";
import { type TestServer, serve, startServer } from "../helpers/testServer.ts";

// Every server is on loopback. `outside` (127.0.0.1) stands in for a public host: the policy below treats only that
// address as public, so `inside` (127.0.0.2) plays the LAN service an attacker wants sokutei to reach.
let outside: TestServer;
let inside: TestServer;
const standIn = (address: string) => address !== "127.0.0.1" && isPrivateAddress(address);
const strict = { timeoutMs: 1000, retries: 0, backoffMs: 1, allowPrivate: false };

/** Effects whose resolver answers from `answers` (a name's list is consumed one answer a lookup, the last repeating). */
function effects(answers: Record<string, string[]>): { fx: FetchEffects; lookups: string[] } {
  const lookups: string[] = [];
  const resolve: Resolver = async (host) => {
    lookups.push(host);
    const list = answers[host];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    const address = list.length > 1 ? (list.shift() as string) : (list[0] as string);
    return [{ address, family: address.includes(":") ? 6 : 4 }];
  };
  return { fx: { ...defaultFetchEffects(), resolve, isPrivate: standIn, sleep: async () => undefined }, lookups };
}

beforeAll(async () => {
  inside = await startServer({ "/secret": serve("<p>secret</p>"), "/robots.txt": serve("User-agent: *\nAllow: /\n", { "content-type": "text/plain" }) }, "127.0.0.2");
  outside = await startServer({ "/page.html": serve("<p>public page</p>") });
});
afterAll(async () => {
  await outside.close();
  await inside.close();
});
const insideHits = () => [...inside.hits.values()].reduce((a, b) => a + b, 0);

describe("address classes", () => {
  it("refuses every special block and every IPv6 form that carries one", () => {
    const refused = ["127.0.0.1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::7f00:1", "64:ff9b::7f00:1", "64:ff9b::a00:1", "2002:7f00:1::1", "2002:c0a8:101::1",
      "224.0.0.1", "239.255.255.250", "255.255.255.255", "198.18.0.1", "198.19.255.1", "100.64.0.1", "0.0.0.0", "240.0.0.1", "192.0.2.1", "ff02::1", "2001::1", "fec0::1"];
    expect(refused.filter((a) => !isPrivateAddress(a))).toEqual([]);
    expect(["8.8.8.8", "93.184.216.34", "2606:4700::1111", "64:ff9b::808:808", "2002:808:808::1"].filter(isPrivateAddress)).toEqual([]);
  });

  it("refuses an IPv4-mapped IPv6 literal before sending anything", async () => {
    const before = outside.hits.get("/page.html") ?? 0;
    for (const host of ["[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[::7f00:1]", "[64:ff9b::7f00:1]"]) {
      await expect(fetchPage(`http://${host}:${outside.port}/page.html`, strict)).rejects.toThrow(/refused: .* resolves to the private or loopback address/);
    }
    expect(outside.hits.get("/page.html") ?? 0).toBe(before);
  });
});

describe("the connection checks the address it connects to", () => {
  it("DNS rebinding: a name that answers public, then private, is refused at the connection", async () => {
    const { fx, lookups } = effects({ "rebind.test": ["127.0.0.1", "127.0.0.2"] });
    await expect(fetchPage(`http://rebind.test:${inside.port}/secret`, strict, fx)).rejects.toThrow(/refused: rebind.test resolves to the private or loopback address 127.0.0.2/);
    expect(lookups.length).toBeGreaterThan(1); // the check before and the connection's own
    expect(insideHits()).toBe(0);
  });

  it("a redirect to a private host is refused", async () => {
    outside.route("/hop", (_q, res) => void res.writeHead(302, { location: `http://lan.test:${inside.port}/secret` }).end());
    const { fx } = effects({ "www.test": ["127.0.0.1"], "lan.test": ["127.0.0.2"] });
    await expect(fetchPage(`http://www.test:${outside.port}/hop`, strict, fx)).rejects.toThrow(/refused: lan.test resolves to the private or loopback address 127.0.0.2/);
    expect(insideHits()).toBe(0);
  });

  it("robots.txt redirects go through the same check, literal or name", async () => {
    for (const [i, target] of [`http://127.0.0.2:${inside.port}/robots.txt`, `http://lan.test:${inside.port}/robots.txt`].entries()) {
      const site = await startServer({ "/robots.txt": (_q, res) => void res.writeHead(302, { location: target }).end(), "/page.html": serve("<p>ok</p>") });
      const { fx } = effects({ [`site${i}.test`]: ["127.0.0.1"], "lan.test": ["127.0.0.2"] });
      const page = await fetchPage(`http://site${i}.test:${site.port}/page.html`, strict, fx);
      expect(Buffer.from(page.body).toString()).toContain("ok");
      expect(site.hits.get("/robots.txt")).toBe(1);
      await site.close();
    }
    expect(insideHits()).toBe(0);
  });
});

describe("bounded responses", () => {
  it("reads no more than 500 KiB of an endless robots.txt, and keeps its rules", async () => {
    let sent = 0;
    const site = await startServer({
      "/robots.txt": (_q, res) => {
        res.writeHead(200, { "content-type": "text/plain" });
        res.write("User-agent: *\nDisallow: /private/\n");
        const line = `# ${"x".repeat(1000)}\n`;
        const pump = () => {
          while (!res.destroyed && sent < 200 * 1024 * 1024 && res.write(line)) sent += line.length;
          if (!res.destroyed && sent < 200 * 1024 * 1024) res.once("drain", pump);
        };
        pump();
      },
      "/private/page.html": serve("<p>hidden</p>"),
    });
    const { fx } = effects({ "endless.test": ["127.0.0.1"] });
    await expect(fetchPage(`http://endless.test:${site.port}/private/page.html`, { ...strict, timeoutMs: 5000 }, fx)).rejects.toThrow(/robots.txt .* disallows/);
    expect(sent).toBeLessThan(20 * 1024 * 1024);
    await site.close();
  });

  it("a gzip bomb of a robots.txt is cut after 500 KiB decoded", async () => {
    const bomb = gzipSync(Buffer.concat([Buffer.from("User-agent: *\nDisallow: /private/\n"), Buffer.alloc(64 * 1024 * 1024, 0x23)]));
    const site = await startServer({ "/robots.txt": serve(bomb, { "content-type": "text/plain", "content-encoding": "gzip" }), "/private/p.html": serve("<p>x</p>") });
    const { fx } = effects({ "bomb.test": ["127.0.0.1"] });
    const rss = process.memoryUsage().rss;
    await expect(fetchPage(`http://bomb.test:${site.port}/private/p.html`, { ...strict, timeoutMs: 5000 }, fx)).rejects.toThrow(/robots.txt .* disallows/);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    await site.close();
  });

  it("a page body over --max-bytes after decoding is refused", async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20));
    outside.route("/bomb.html", serve(bomb, { "content-type": "text/html", "content-encoding": "gzip" }));
    await expect(fetchPage(outside.url("/bomb.html"), { ...strict, allowPrivate: true, ignoreRobots: true, maxBytes: 1024 * 1024 })).rejects.toThrow(/over the 1048576-byte cap/);
  });

  it("a body trickled a byte at a time ends at the total deadline", async () => {
    outside.route("/trickle.html", (_q, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write("x")), 50);
      res.on("close", () => clearInterval(timer));
    });
    const started = Date.now();
    await expect(fetchPage(outside.url("/trickle.html"), { ...strict, allowPrivate: true, ignoreRobots: true, timeoutMs: 400, totalTimeoutMs: 800 })).rejects.toThrow(/not complete within 800 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
