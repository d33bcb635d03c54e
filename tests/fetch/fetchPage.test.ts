import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultFetchEffects, fetchPage, isPrivateAddress } from "../../src/fetch/fetchPage.ts";
import { type TestServer, serve, startServer } from "../helpers/testServer.ts";

let server: TestServer;
const fast = { timeoutMs: 400, retries: 2, backoffMs: 10, allowPrivate: true };
const effects = () => {
  const waits: number[] = [];
  return { waits, fx: { ...defaultFetchEffects(), sleep: async (ms: number) => void waits.push(ms) } };
};

beforeAll(async () => {
  let flaky = 0;
  let limited = 0;
  server = await startServer({
    "/robots.txt": serve("User-agent: *\nDisallow: /private/\n", { "content-type": "text/plain" }),
    "/page.html": serve("<html><body><h1>ok</h1></body></html>"),
    "/private/page.html": serve("<html><body>secret</body></html>"),
    "/r1": (_q, res) => void res.writeHead(301, { location: "/r2" }).end(),
    "/r2": (_q, res) => void res.writeHead(302, { location: "/page.html" }).end(),
    "/loop": (_q, res) => void res.writeHead(302, { location: "/loop" }).end(),
    "/flaky": (_q, res) => {
      flaky++;
      if (flaky < 3) res.writeHead(503).end("busy");
      else res.writeHead(200, { "content-type": "text/html" }).end("<p>third time</p>");
    },
    "/limited": (_q, res) => {
      limited++;
      if (limited === 1) res.writeHead(429, { "retry-after": "2" }).end();
      else res.writeHead(200, { "content-type": "text/html" }).end("<p>after waiting</p>");
    },
    "/gone": serve("no", { "content-type": "text/html" }, 404),
    "/broken": serve("down", { "content-type": "text/html" }, 500),
    "/stall": () => undefined,
    "/stall-body": (_q, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html><body>");
    },
    "/big": serve("x".repeat(5000)),
    "/image.png": serve(Buffer.alloc(100, 1), { "content-type": "image/png" }),
    "/short": (req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-length": "1000" });
      res.write("<html>only part");
      setTimeout(() => req.socket.destroy(), 20);
    },
  });
});
afterAll(() => server.close());

describe("fetchPage", () => {
  it("follows redirects and records the final URL", async () => {
    const page = await fetchPage(server.url("/r1"), fast);
    expect(page.finalUrl).toBe(server.url("/page.html"));
    expect(page.url).toBe(server.url("/r1"));
    expect(page.status).toBe(200);
    expect(Buffer.from(page.body).toString()).toContain("<h1>ok</h1>");
  });

  it("stops a redirect loop after the limit", async () => {
    await expect(fetchPage(server.url("/loop"), fast)).rejects.toThrow(/more than 5 redirects/);
  });

  it("retries 5xx with exponential backoff and succeeds", async () => {
    const { waits, fx } = effects();
    const page = await fetchPage(server.url("/flaky"), fast, fx);
    expect(Buffer.from(page.body).toString()).toContain("third time");
    expect(waits).toEqual([10, 20]);
  });

  it("honours Retry-After on 429", async () => {
    const { waits, fx } = effects();
    const page = await fetchPage(server.url("/limited"), fast, fx);
    expect(Buffer.from(page.body).toString()).toContain("after waiting");
    expect(waits).toEqual([2000]);
  });

  it("does not retry a 404", async () => {
    const before = server.hits.get("/gone") ?? 0;
    await expect(fetchPage(server.url("/gone"), fast, effects().fx)).rejects.toThrow(/HTTP 404/);
    expect(server.hits.get("/gone")).toBe(before + 1);
  });

  it("gives up on a 500 that stays a 500", async () => {
    await expect(fetchPage(server.url("/broken"), fast, effects().fx)).rejects.toThrow(/HTTP 500.*after 3 attempts/);
  });

  it("times out when no response comes", async () => {
    await expect(fetchPage(server.url("/stall"), { ...fast, retries: 0 })).rejects.toThrow(/timed out/);
  });

  it("times out when the body stalls", async () => {
    await expect(fetchPage(server.url("/stall-body"), { ...fast, retries: 0 })).rejects.toThrow(/no data for 400 ms/);
  });

  it("refuses a body over the cap", async () => {
    await expect(fetchPage(server.url("/big"), { ...fast, maxBytes: 1000 })).rejects.toThrow(/over the 1000-byte cap/);
  });

  it("refuses a non-HTML content type", async () => {
    await expect(fetchPage(server.url("/image.png"), fast)).rejects.toThrow(/image\/png is not an HTML page/);
  });

  it("fails a body cut short of its Content-Length", async () => {
    await expect(fetchPage(server.url("/short"), { ...fast, retries: 0 })).rejects.toThrow(/connection broke|terminated/);
  });

  it("respects robots.txt unless told not to", async () => {
    await expect(fetchPage(server.url("/private/page.html"), fast)).rejects.toThrow(/robots.txt .* disallows \/private\/page.html/);
    const page = await fetchPage(server.url("/private/page.html"), { ...fast, ignoreRobots: true });
    expect(Buffer.from(page.body).toString()).toContain("secret");
  });

  it("refuses loopback and private addresses unless allowed", async () => {
    await expect(fetchPage(server.url("/page.html"), { ...fast, allowPrivate: false })).rejects.toThrow(/refused: 127.0.0.1 resolves to the private or loopback address 127.0.0.1 \(pass --allow-private/);
    await expect(fetchPage("http://localhost:9/x", { ...fast, allowPrivate: false })).rejects.toThrow(/refused: localhost resolves to the private or loopback address/);
    expect(["10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.1.1", "::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1"].map(isPrivateAddress)).toEqual(Array(8).fill(true));
    expect(["8.8.8.8", "172.32.0.1", "2606:4700::1111"].map(isPrivateAddress)).toEqual([false, false, false]);
  });

  it("rejects what is not a URL", async () => {
    await expect(fetchPage("not a url", fast)).rejects.toThrow(/not a valid URL/);
    await expect(fetchPage("ftp://example.invalid/x", fast)).rejects.toThrow(/unsupported scheme/);
  });

  it("names itself in the User-Agent", async () => {
    let ua = "";
    server.route("/ua", (req, res) => {
      ua = String(req.headers["user-agent"]);
      res.writeHead(200, { "content-type": "text/html" }).end("<p>x</p>");
    });
    await fetchPage(server.url("/ua"), fast);
    expect(ua).toMatch(/^sokutei\//);
  });
});
