import { createRequire } from "node:module";
import { isIpLiteral } from "./address.ts";
import { messageOf } from "../errors.ts";
import { dispatcherFor, refusalOf } from "./guard.ts";
import { MAX_MATCH_WORK, boundRobotsRules, robotsMatchCost } from "./robotsRules.ts";
import { undici } from "./undici.ts";
import { type FetchEffects, type FetchOptions, ROBOTS_MAX_BYTES, type Robots, type RobotsEntry } from "./types.ts";

// robots-parser is CommonJS whose typings declare an ES default export; require() gets the function itself.
const robotsParser = createRequire(import.meta.url)("robots-parser") as (url: string, text: string) => Robots;

/** RFC 9309 asks a crawler to follow at least five redirects for robots.txt. */
const ROBOTS_REDIRECTS = 5;

/** Reads at most `cap` bytes of a body (decoded), dropping the rest unread. */
async function readCapped(res: Response, cap: number): Promise<Uint8Array> {
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value.subarray(0, Math.max(0, cap - total)));
    total += value.byteLength;
    if (total >= cap) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  return Buffer.concat(chunks);
}

/** Why a robots.txt could not be read, in a few words: `no answer within 10 s`, `connection reset (ECONNRESET)`. */
function unreachableReason(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; cause?: { code?: string; name?: string } };
  if (e?.name === "TimeoutError" || e?.cause?.name === "TimeoutError") return `no answer within ${timeoutMs / 1000} s`;
  const code = e?.cause?.code ?? (err as { code?: string })?.code;
  return code ? `${code === "ECONNRESET" || code === "UND_ERR_SOCKET" ? "connection reset" : "connection failed"} (${code})` : messageOf(err).slice(0, 120);
}

/**
 * robots.txt of an origin: its rules (bounded, see `boundRobotsRules`), `null` for none (a 4xx, an off-site or refused
 * redirect), or why it is unreachable (a 5xx, a reset, no answer, a stalled body), which RFC 9309 2.3.1.4 reads as
 * "disallow everything".
 */
async function loadRobots(origin: string, opts: FetchOptions, fx: FetchEffects): Promise<RobotsEntry> {
  const robotsUrl = new URL("/robots.txt", origin).href;
  let url = new URL(robotsUrl);
  // one deadline for the whole fetch, redirects and body included: a trickled robots.txt cannot hold the batch
  const timeoutMs = Math.min(opts.timeoutMs, opts.totalTimeoutMs);
  // the deadline is the network's: loading undici (the first fetch of a run) must not spend it, since a robots.txt
  // that does not answer in time now keeps the whole host out (a failure to load it is the fetch's, below)
  try {
    undici();
  } catch {
    // reported by the fetch
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const dispatcher = await dispatcherFor(opts, fx);
    for (let hop = 0; hop <= ROBOTS_REDIRECTS; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") return null;
      if (!opts.allowPrivate && isIpLiteral(url.hostname) && fx.isPrivate(url.hostname)) return null;
      const init = { headers: { "user-agent": opts.userAgent }, signal, redirect: "manual", ...(dispatcher ? { dispatcher } : {}) } as RequestInit;
      const res = await fx.fetch(url.href, init);
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel().catch(() => undefined);
        url = new URL(location, url);
        continue;
      }
      // RFC 9309: 4xx means no rules; 5xx means the server cannot say, so crawl nothing.
      if (res.status >= 500) {
        await res.body?.cancel().catch(() => undefined);
        return { unreachable: `HTTP ${res.status}` };
      }
      if (res.status >= 400) return null;
      const text = boundRobotsRules(Buffer.from(await readCapped(res, ROBOTS_MAX_BYTES)).toString("utf8"));
      return { rules: robotsParser(robotsUrl, text), cost: robotsMatchCost(text) };
    }
    return null;
  } catch (err) {
    // a redirect to an address sokutei refuses is sokutei's choice, not the site's: no rules, as for the literal above
    return refusalOf(err) ? null : { unreachable: unreachableReason(err, timeoutMs) };
  }
}

/** Why robots.txt keeps sokutei from a URL, or null when it allows it. */
export async function robotsRefusal(url: URL, opts: FetchOptions, fx: FetchEffects): Promise<string | null> {
  let entry = fx.robots.get(url.origin);
  if (!entry) {
    entry = loadRobots(url.origin, opts, fx);
    fx.robots.set(url.origin, entry);
  }
  const robots = await entry;
  if (robots === null) return null;
  if ("unreachable" in robots) return `robots.txt of ${url.origin} is unreachable (${robots.unreachable}): RFC 9309 says to fetch nothing of the host then (override with --ignore-robots)`;
  const path = `${url.pathname}${url.search}`;
  if (robots.cost.fixed + robots.cost.perPosition * (path.length + 1) > MAX_MATCH_WORK) {
    return `robots.txt of ${url.origin} has rules too costly to match against this URL (${path.length} characters): not fetched (override with --ignore-robots)`;
  }
  return robots.rules.isAllowed(url.href, "sokutei") === false ? `robots.txt of ${url.origin} disallows ${url.pathname} for sokutei (override with --ignore-robots)` : null;
}

/** True when robots.txt of the URL's origin lets sokutei fetch it. */
export async function robotsAllows(url: URL, opts: FetchOptions, fx: FetchEffects): Promise<boolean> {
  return (await robotsRefusal(url, opts, fx)) === null;
}

/**
 * Longest crawl-delay sokutei waits between two requests to a host (the top of a definition's `delay_ms`). A host whose
 * robots.txt asks for more is not fetched at all, as Nutch's `fetcher.max.crawl.delay` does: waiting a day per page
 * (or forever, `Crawl-delay: 1e400`) would hold the whole batch.
 */
export const MAX_CRAWL_DELAY_MS = 120_000;

/** The crawl delay robots.txt asks of sokutei, in milliseconds, if any (a negative one counts as none). */
export async function robotsCrawlDelayMs(origin: string, fx: Pick<FetchEffects, "robots">): Promise<number | undefined> {
  const robots = await fx.robots.get(origin);
  if (!robots || "unreachable" in robots) return undefined;
  const delay = robots.rules.getCrawlDelay("sokutei");
  return delay === undefined || Number.isNaN(delay) ? undefined : Math.max(0, delay * 1000);
}

/** The crawl delay to wait before the next request to a host; none past `MAX_CRAWL_DELAY_MS`, since the host is then refused unasked. */
export async function politeDelayMs(origin: string, fx: Pick<FetchEffects, "robots">): Promise<number | undefined> {
  const asked = await robotsCrawlDelayMs(origin, fx);
  return asked === undefined || asked > MAX_CRAWL_DELAY_MS ? undefined : asked;
}
