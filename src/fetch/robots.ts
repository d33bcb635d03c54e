import { createRequire } from "node:module";
import { isIpLiteral } from "./address.ts";
import { dispatcherFor } from "./guard.ts";
import { type FetchEffects, type FetchOptions, ROBOTS_MAX_BYTES, type Robots } from "./types.ts";

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

async function loadRobots(origin: string, opts: FetchOptions, fx: FetchEffects): Promise<Robots | "deny-all" | null> {
  const robotsUrl = new URL("/robots.txt", origin).href;
  let url = new URL(robotsUrl);
  // one deadline for the whole fetch, redirects and body included: a trickled robots.txt cannot hold the batch
  const signal = AbortSignal.timeout(Math.min(opts.timeoutMs, opts.totalTimeoutMs));
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
      if (res.status >= 500) return "deny-all";
      if (res.status >= 400) return null;
      const text = Buffer.from(await readCapped(res, ROBOTS_MAX_BYTES)).toString("utf8");
      return robotsParser(robotsUrl, text);
    }
    return null;
  } catch {
    return null;
  }
}

/** True when robots.txt of the URL's origin lets sokutei fetch it. */
export async function robotsAllows(url: URL, opts: FetchOptions, fx: FetchEffects): Promise<boolean> {
  let entry = fx.robots.get(url.origin);
  if (!entry) {
    entry = loadRobots(url.origin, opts, fx);
    fx.robots.set(url.origin, entry);
  }
  const robots = await entry;
  if (robots === null) return true;
  if (robots === "deny-all") return false;
  return robots.isAllowed(url.href, "sokutei") ?? true;
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
  if (!robots || robots === "deny-all") return undefined;
  const delay = robots.getCrawlDelay("sokutei");
  return delay === undefined || Number.isNaN(delay) ? undefined : Math.max(0, delay * 1000);
}

/** The crawl delay to wait before the next request to a host; none past `MAX_CRAWL_DELAY_MS`, since the host is then refused unasked. */
export async function politeDelayMs(origin: string, fx: Pick<FetchEffects, "robots">): Promise<number | undefined> {
  const asked = await robotsCrawlDelayMs(origin, fx);
  return asked === undefined || asked > MAX_CRAWL_DELAY_MS ? undefined : asked;
}
