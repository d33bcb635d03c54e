import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { StageError } from "../errors.ts";
import { type RobotsCache, robotsAllows } from "./robots.ts";

export const USER_AGENT = "sokutei/0.1 (+https://www.npmjs.com/package/sokutei; benchmark report archiver)";

export interface FetchOptions {
  /** Time allowed for the response headers, and between two chunks of the body. */
  timeoutMs: number;
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
}

export const DEFAULT_FETCH_OPTIONS: FetchOptions = {
  timeoutMs: 20_000,
  maxBytes: 20 * 1024 * 1024,
  maxRedirects: 5,
  retries: 3,
  backoffMs: 500,
  maxRetryAfterMs: 60_000,
  userAgent: USER_AGENT,
  ignoreRobots: false,
  allowPrivate: false,
};

/** Side effects of fetching, injectable so tests can shorten waits. */
export interface FetchEffects {
  fetch: typeof globalThis.fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  robots: RobotsCache;
}

export function defaultFetchEffects(): FetchEffects {
  return {
    // looked up on first use: reading globalThis.fetch loads Node's HTTP client (~150 ms), which a file ingest never needs
    fetch: (input, init) => globalThis.fetch(input, init),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => new Date(),
    robots: new Map(),
  };
}

export interface FetchedPage {
  url: string;
  finalUrl: string;
  status: number;
  contentType: string | null;
  body: Uint8Array;
  fetchedAt: Date;
  etag: string | null;
  lastModified: string | null;
}

const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504, 507, 508, 509, 520, 521, 522, 523, 524]);
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml|text\/plain)\b/i;

/** Parses Retry-After (seconds or an HTTP date) into milliseconds from `now`. */
export function parseRetryAfter(value: string | null, now: Date): number | undefined {
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/** True for loopback, private, link-local, unique-local and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  const a = address.toLowerCase().replace(/^::ffff:/, "");
  if (isIP(a) === 4) {
    const [x, y] = a.split(".").map(Number) as [number, number];
    return x === 127 || x === 10 || x === 0 || (x === 172 && y >= 16 && y <= 31) || (x === 192 && y === 168) || (x === 169 && y === 254) || (x === 100 && y >= 64 && y <= 127);
  }
  return a === "::1" || a === "::" || /^f[cd]/.test(a) || /^fe[89ab]/.test(a);
}

/** The first private address a host name resolves to, or null; an unresolvable name is left to the fetch to report. */
async function privateAddressOf(hostname: string): Promise<string | null> {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isPrivateAddress(host) ? host : null;
  const all = await lookup(host, { all: true }).catch(() => []);
  return all.find((a) => isPrivateAddress(a.address))?.address ?? null;
}

class RetryableFailure extends Error {
  constructor(message: string, readonly waitMs?: number, readonly status?: number) {
    super(message);
  }
}

/** Reads a body chunk by chunk, failing past `maxBytes` or when no chunk arrives within `timeoutMs`. */
async function readBody(res: Response, input: string, opts: FetchOptions, controller: AbortController): Promise<Uint8Array> {
  const declared = Number(res.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > opts.maxBytes) {
    controller.abort();
    throw new StageError("fetch", input, `body of ${declared} bytes is over the ${opts.maxBytes}-byte cap (raise it with --max-bytes)`);
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RetryableFailure(`no data for ${opts.timeoutMs} ms while reading the body`)), opts.timeoutMs);
    });
    try {
      const { done, value } = await Promise.race([reader.read(), stalled]);
      if (done) break;
      total += value.byteLength;
      if (total > opts.maxBytes) {
        throw new StageError("fetch", input, `body is over the ${opts.maxBytes}-byte cap (raise it with --max-bytes)`);
      }
      chunks.push(value);
    } catch (err) {
      controller.abort();
      await reader.cancel().catch(() => undefined);
      if (err instanceof StageError || err instanceof RetryableFailure) throw err;
      throw new RetryableFailure(`connection broke while reading the body (${(err as Error).message})`);
    } finally {
      clearTimeout(timer);
    }
  }
  return Buffer.concat(chunks);
}

/** Validators of the copy already archived, for a conditional GET. */
export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

async function fetchOnce(url: string, opts: FetchOptions, fx: FetchEffects, validators: Validators = {}) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no response within ${opts.timeoutMs} ms`)), opts.timeoutMs);
  let res: Response;
  try {
    res = await fx.fetch(url, {
      redirect: "manual",
      signal: controller.signal,
      headers: {
        "user-agent": opts.userAgent,
        accept: "text/html,application/xhtml+xml,text/plain;q=0.8,*/*;q=0.1",
        ...(validators.etag ? { "if-none-match": validators.etag } : {}),
        ...(validators.lastModified ? { "if-modified-since": validators.lastModified } : {}),
      },
    });
  } catch (err) {
    const reason = controller.signal.aborted ? `timed out: no response within ${opts.timeoutMs} ms` : describeNetworkError(err);
    throw new RetryableFailure(reason);
  } finally {
    clearTimeout(timer);
  }
  return { res, controller };
}

function describeNetworkError(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `connection failed (${cause.code}${cause.message && !cause.message.includes(cause.code) ? `: ${cause.message}` : ""})`;
  return `connection failed (${(err as Error).message})`;
}

/**
 * Fetches one page over HTTP(S): manual redirects (at most `maxRedirects`), retries with exponential backoff on
 * 5xx/408/429 and connection errors (honouring Retry-After), a size cap and robots.txt. Throws a StageError naming the input.
 */
export async function fetchPage(input: string, options: Partial<FetchOptions> = {}, effects: Partial<FetchEffects> = {}, validators: Validators = {}): Promise<FetchedPage> {
  const opts = { ...DEFAULT_FETCH_OPTIONS, ...options };
  const fx = { ...defaultFetchEffects(), ...effects };
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new StageError("input", input, "not a valid URL or an existing file");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new StageError("input", input, `unsupported scheme ${url.protocol} (use http, https or a file path)`);

  for (let hop = 0; ; hop++) {
    if (!opts.allowPrivate) {
      const bad = await privateAddressOf(url.hostname);
      if (bad) throw new StageError("fetch", input, `refused: ${url.hostname} resolves to the private or loopback address ${bad} (pass --allow-private to fetch it)`);
    }
    if (!opts.ignoreRobots && !(await robotsAllows(url, opts, fx))) {
      throw new StageError("robots", input, `robots.txt of ${url.origin} disallows ${url.pathname} for sokutei (override with --ignore-robots)`);
    }
    const { res, body, controller } = await withRetries(url.href, input, opts, fx, validators);
    if (res.status === 304) {
      return { url: input, finalUrl: url.href, status: 304, contentType: null, body: new Uint8Array(), fetchedAt: fx.now(), etag: res.headers.get("etag"), lastModified: res.headers.get("last-modified") };
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
      controller.abort();
      if (hop >= opts.maxRedirects) throw new StageError("fetch", input, `more than ${opts.maxRedirects} redirects (last to ${res.headers.get("location")})`);
      url = new URL(res.headers.get("location") ?? "", url);
      continue;
    }
    if (res.status >= 400) throw new StageError("fetch", input, `HTTP ${res.status} ${res.statusText}`.trim(), { status: res.status });
    const contentType = res.headers.get("content-type");
    if (contentType && !HTML_TYPES.test(contentType) && !opts.extraContentTypes?.test(contentType)) {
      throw new StageError("fetch", input, `content type ${contentType.split(";")[0]} is not an HTML page`, { status: res.status });
    }
    return {
      url: input,
      finalUrl: url.href,
      status: res.status,
      contentType,
      body: body ?? new Uint8Array(),
      fetchedAt: fx.now(),
      etag: res.headers.get("etag"),
      lastModified: res.headers.get("last-modified"),
    };
  }
}

async function withRetries(url: string, input: string, opts: FetchOptions, fx: FetchEffects, validators: Validators) {
  let lastReason = "";
  for (let attempt = 0; attempt <= opts.retries; attempt++) {
    try {
      const { res, controller } = await fetchOnce(url, opts, fx, validators);
      if (RETRYABLE_STATUS.has(res.status)) {
        controller.abort();
        const wait = parseRetryAfter(res.headers.get("retry-after"), fx.now());
        throw new RetryableFailure(`HTTP ${res.status} ${res.statusText}`.trim(), wait, res.status);
      }
      const isRedirect = res.status >= 300 && res.status < 400 && res.status !== 304;
      const body = isRedirect ? undefined : await readBody(res, input, opts, controller);
      return { res, body, controller };
    } catch (err) {
      if (!(err instanceof RetryableFailure)) throw err;
      lastReason = err.message;
      if (attempt === opts.retries) {
        throw new StageError("fetch", input, `${lastReason} (after ${opts.retries + 1} attempts)`, { status: err.status });
      }
      const backoff = opts.backoffMs * 2 ** attempt;
      await fx.sleep(Math.min(opts.maxRetryAfterMs, err.waitMs ?? backoff));
    }
  }
  throw new StageError("fetch", input, lastReason);
}
