import { lookup } from "node:dns/promises";
import { isPrivateAddress } from "./address.ts";
import { undici } from "./undici.ts";

export const USER_AGENT = "sokutei/0.1 (+https://www.npmjs.com/package/sokutei; benchmark report archiver)";

export interface FetchOptions {
  /** Time allowed for the response headers, and between two chunks of the body. */
  timeoutMs: number;
  /** Time allowed for one response from request to last byte, however steadily it trickles. */
  totalTimeoutMs: number;
  /** Largest body accepted, counted after content decoding. */
  maxBytes: number;
  maxRedirects: number;
  /** Attempts after the first one, for 5xx, 408, 429 and connection errors. */
  retries: number;
  backoffMs: number;
  /** Longest Retry-After honoured; a longer one is cut to this. */
  maxRetryAfterMs: number;
  userAgent: string;
  ignoreRobots: boolean;
  /** Fetch from hosts that resolve to loopback or private addresses (off by default: a list must not probe a LAN). */
  allowPrivate: boolean;
  /** Content types accepted besides HTML (the crawler reads sitemaps and feeds: XML and gzip). */
  extraContentTypes?: RegExp;
  /** A crawl's site: a redirect to a host that is not one of these (nor a subdomain or parent of one) is refused. */
  siteHosts?: string[];
}

export const DEFAULT_FETCH_OPTIONS: FetchOptions = {
  timeoutMs: 20_000,
  totalTimeoutMs: 120_000,
  maxBytes: 20 * 1024 * 1024,
  maxRedirects: 5,
  retries: 3,
  backoffMs: 500,
  maxRetryAfterMs: 60_000,
  userAgent: USER_AGENT,
  ignoreRobots: false,
  allowPrivate: false,
};

/** RFC 9309 asks crawlers to read at least 500 KiB of robots.txt; the rest is ignored, never read. */
export const ROBOTS_MAX_BYTES = 500 * 1024;

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Host name to addresses, as the connection sees them. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface Robots {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getCrawlDelay(ua?: string): number | undefined;
}

/** One origin's robots.txt: its rules and their matching cost, `null` for no rules (a 4xx), or why it is unreachable. */
export type RobotsEntry = { rules: Robots; cost: { fixed: number; perPosition: number } } | { unreachable: string } | null;

/** robots.txt per origin, fetched once per run. */
export type RobotsCache = Map<string, Promise<RobotsEntry>>;

/** Side effects of fetching, injectable so tests can shorten waits and stand in a resolver. */
export interface FetchEffects {
  fetch: typeof globalThis.fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  robots: RobotsCache;
  /** Name resolution used by the connection itself (so the address checked is the address connected to). */
  resolve: Resolver;
  /** Addresses refused without --allow-private. */
  isPrivate: (address: string) => boolean;
}

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export function defaultFetchEffects(): FetchEffects {
  return {
    // undici is loaded on first use (src/fetch/undici.ts), which a file ingest never needs; its fetch takes our own dispatcher
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      return undici().fetch(input as never, init as never);
    }) as unknown as typeof globalThis.fetch,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => new Date(),
    robots: new Map(),
    resolve: systemResolver,
    isPrivate: isPrivateAddress,
  };
}
