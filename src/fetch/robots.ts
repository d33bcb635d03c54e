import { createRequire } from "node:module";
import type { FetchEffects, FetchOptions } from "./fetchPage.ts";

interface Robots {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getCrawlDelay(ua?: string): number | undefined;
}
// robots-parser is CommonJS whose typings declare an ES default export; require() gets the function itself.
const robotsParser = createRequire(import.meta.url)("robots-parser") as (url: string, text: string) => Robots;
/** robots.txt per origin, fetched once per run; `null` means "no rules" (absent or unreadable). */
export type RobotsCache = Map<string, Promise<Robots | "deny-all" | null>>;

async function loadRobots(origin: string, opts: FetchOptions, fx: FetchEffects): Promise<Robots | "deny-all" | null> {
  const robotsUrl = `${origin}/robots.txt`;
  try {
    const res = await fx.fetch(robotsUrl, { headers: { "user-agent": opts.userAgent }, signal: AbortSignal.timeout(opts.timeoutMs) });
    // RFC 9309: 4xx means no rules; 5xx means the server cannot say, so crawl nothing.
    if (res.status >= 500) return "deny-all";
    if (res.status >= 400) return null;
    const text = (await res.text()).slice(0, 500_000);
    return robotsParser(robotsUrl, text);
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

/** The crawl delay robots.txt asks of sokutei, in milliseconds, if any. */
export async function robotsCrawlDelayMs(origin: string, fx: FetchEffects): Promise<number | undefined> {
  const robots = await fx.robots.get(origin);
  if (!robots || robots === "deny-all") return undefined;
  const delay = robots.getCrawlDelay("sokutei");
  return delay === undefined ? undefined : delay * 1000;
}
