import { getDomain } from "tldts";
import { StageError } from "../errors.ts";
import { isIpLiteral } from "./address.ts";
import { RefusedAddressError, dispatcherFor, refusalOf } from "./guard.ts";
import { MAX_CRAWL_DELAY_MS, robotsCrawlDelayMs, robotsRefusal } from "./robots.ts";
import { DEFAULT_FETCH_OPTIONS, type FetchEffects, type FetchOptions, defaultFetchEffects } from "./types.ts";

export { isPrivateAddress } from "./address.ts";
export { DEFAULT_FETCH_OPTIONS, USER_AGENT, defaultFetchEffects, type FetchEffects, type FetchOptions } from "./types.ts";

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

/** The first address of a host that is not public, or null; an unresolvable name is left to the fetch to report. */
async function privateAddressOf(hostname: string, fx: FetchEffects): Promise<string | null> {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (isIpLiteral(host)) return fx.isPrivate(host) ? host : null;
  const all = await fx.resolve(host).catch(() => []);
  return all.find((a) => fx.isPrivate(a.address))?.address ?? null;
}

/**
 * True when a host name is one of the site's hosts (ports aside), a subdomain of one, or the registrable domain a
 * `www.` host stands for (acme.example for www.acme.example). Never a public suffix (co.jp, by the public-suffix list
 * through tldts) nor any other parent: islandcnt.exblog.jp's site is not all of exblog.jp.
 */
export function onSite(hostname: string, hosts: string[]): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return hosts.some((h) => {
    const host = h.toLowerCase().replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
    if (name === host) return true;
    if (host.includes(".") && name.endsWith(`.${host}`)) return getDomain(host) !== null;
    return host === `www.${name}` && getDomain(name) === name;
  });
}

class RetryableFailure extends Error {
  constructor(message: string, readonly waitMs?: number, readonly status?: number) {
    super(message);
  }
}

/**
 * Reads a body chunk by chunk, failing past `maxBytes` (decoded), when no chunk arrives within `timeoutMs`, or when the
 * whole response is not in by `deadline` (a body trickled a byte at a time never stalls, but it does end).
 */
async function readBody(res: Response, input: string, opts: FetchOptions, controller: AbortController, deadline: number): Promise<Uint8Array> {
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
    const left = deadline - Date.now();
    const stalled = new Promise<never>((_, reject) => {
      timer = left <= opts.timeoutMs
        ? setTimeout(() => reject(new StageError("fetch", input, `the response was not complete within ${opts.totalTimeoutMs} ms (raise it with --max-time)`)), Math.max(0, left))
        : setTimeout(() => reject(new RetryableFailure(`no data for ${opts.timeoutMs} ms while reading the body`)), opts.timeoutMs);
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
    const dispatcher = await dispatcherFor(opts, fx);
    res = await fx.fetch(url, {
      ...(dispatcher ? { dispatcher } : {}),
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
    const refused = refusalOf(err);
    if (refused) throw new StageError("fetch", url, refused.message);
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
    // refused before anything is sent; the connection checks again the address it connects to, since a second lookup
    // may answer otherwise (DNS rebinding)
    if (!opts.allowPrivate) {
      const bad = await privateAddressOf(url.hostname, fx);
      if (bad) throw new StageError("fetch", input, new RefusedAddressError(url.hostname, bad).message);
    }
    const refusal = opts.ignoreRobots ? null : await robotsRefusal(url, opts, fx);
    if (refusal) throw new StageError("robots", input, refusal);
    const asked = opts.ignoreRobots ? undefined : await robotsCrawlDelayMs(url.origin, fx);
    if (asked !== undefined && asked > MAX_CRAWL_DELAY_MS) {
      const seconds = Number.isFinite(asked) ? `${asked / 1000} s` : "forever";
      throw new StageError("robots", input, `robots.txt of ${url.origin} asks for a crawl-delay of ${seconds}, longer than the ${MAX_CRAWL_DELAY_MS / 1000} s sokutei waits: not fetched (override with --ignore-robots)`);
    }
    const { res, body, controller } = await withRetries(url.href, input, opts, fx, validators);
    if (res.status === 304) {
      return { url: input, finalUrl: url.href, status: 304, contentType: null, body: new Uint8Array(), fetchedAt: fx.now(), etag: res.headers.get("etag"), lastModified: res.headers.get("last-modified") };
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
      controller.abort();
      if (hop >= opts.maxRedirects) throw new StageError("fetch", input, `more than ${opts.maxRedirects} redirects (last to ${res.headers.get("location")})`);
      url = new URL(res.headers.get("location") ?? "", url);
      if (opts.siteHosts && !onSite(url.hostname, opts.siteHosts)) {
        throw new StageError("fetch", input, `redirected off the site to ${url.host} (the source definition's hosts: ${opts.siteHosts.join(", ")})`);
      }
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
      const deadline = Date.now() + opts.totalTimeoutMs;
      const { res, controller } = await fetchOnce(url, opts, fx, validators).catch((err: unknown) => {
        throw err instanceof StageError ? new StageError("fetch", input, err.message) : err;
      });
      if (RETRYABLE_STATUS.has(res.status)) {
        controller.abort();
        const wait = parseRetryAfter(res.headers.get("retry-after"), fx.now());
        throw new RetryableFailure(`HTTP ${res.status} ${res.statusText}`.trim(), wait, res.status);
      }
      const isRedirect = res.status >= 300 && res.status < 400 && res.status !== 304;
      const body = isRedirect ? undefined : await readBody(res, input, opts, controller, deadline);
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
