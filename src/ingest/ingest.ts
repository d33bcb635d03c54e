import { readFile, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { archiveBytes, sha256Hex } from "../archive/archive.ts";
import { StageError, messageOf } from "../errors.ts";
import { DEFAULT_FETCH_OPTIONS, type FetchEffects, type FetchOptions, defaultFetchEffects, fetchPage } from "../fetch/fetchPage.ts";
import { politeDelayMs } from "../fetch/robots.ts";
import type { Warehouse } from "../load/warehouse.ts";

import { correctorFor } from "../corrections/correctorFor.ts";
export { checkIngestOptions } from "./checkOptions.ts";
import { checkIngestOptions } from "./checkOptions.ts";
import { type Budget, type DerivePool, poolFor } from "./derivePool.ts";
import type { SnapshotInfo, SourceHints } from "./deriveSource.ts";
import { LoadBatcher } from "./loadBatcher.ts";
import { type WarcSkip, readWarcPages } from "./readWarc.ts";
import { type InputItem, resolveInputs } from "./resolveInputs.ts";
import { type Logger, type SourceOutcome, consoleLogger, derive, failed, outcomeOf } from "./outcome.ts";
import { minOf } from "../appendAll.ts";

export { type Logger, type SourceOutcome, consoleLogger } from "./outcome.ts";
export { reprocess } from "./reprocess.ts";

export interface IngestOptions {
  fetch?: Partial<FetchOptions>;
  /** Re-derive a snapshot even when it is already in the warehouse. */
  force?: boolean;
  /** URLs in flight at once (default 8). Local files and WARC records need no politeness: up to 128 are in flight. */
  concurrency?: number;
  /** Requests in flight to one host at once (default 1). */
  perHost?: number;
  /** Least time between two requests to one host, in ms (default 1000); robots.txt crawl-delay raises it. */
  hostDelayMs?: number;
  /** Use the archive only: a URL already archived is unchanged, any other is an error; nothing is fetched. */
  offline?: boolean;
  /** Extraction worker threads (default `poolFor`: none for a batch of a few small pages, derived here under the time budget; 0 = this thread, no budget). */
  workers?: number;
  /** Per-page time and memory budget of extraction on a worker. */
  budget?: Partial<Budget>;
  /** Read paths of a list file that lead outside the list's folder (refused by default). */
  listsMayLeaveFolder?: boolean;
  /** Told how many pages there are (more as WARC files are read) and each outcome as it comes. */
  progress?: IngestProgress;
  /** What a source definition says of a URL's site (display name, content selector, charset) and which crawl found it. */
  hints?: (url: string) => SourceHints | undefined;
}

export interface IngestProgress {
  add(pages: number): void;
  done(outcome: SourceOutcome): void;
}

interface Context {
  wh: Warehouse;
  opts: IngestOptions;
  fx: FetchEffects;
  pool: DerivePool;
  loader: LoadBatcher;
  /** Source ids already in the warehouse, read once for a batch (this process holds the only write connection). */
  known?: Set<string>;
  /** URLs with a snapshot in the warehouse or in this batch: only those can have a later capture loaded already. */
  urls?: Set<string>;
  /** Snapshots being loaded in this batch, by source id: the same bytes of the same URL twice load once. */
  inFlight: Map<string, Promise<SourceOutcome>>;
  /** Outcomes of copies that waited on an in-flight load of the same snapshot (credited in input order at the end). */
  copies: WeakSet<SourceOutcome>;
}

/** Stable id of a snapshot: the URL and the body's hash. */
export function sourceIdFor(url: string, sha: string): string {
  return sha256Hex(Buffer.from(`${url}\n${sha}`)).slice(0, 16);
}

async function acquire(item: InputItem, opts: IngestOptions, fx: FetchEffects, wh: Warehouse): Promise<Acquired | { notModified: string }> {
  if (item.kind === "invalid") throw new StageError("input", item.origin, item.reason ?? "invalid input");
  if (item.kind === "file") {
    const cap = opts.fetch?.maxBytes ?? DEFAULT_FETCH_OPTIONS.maxBytes;
    const size = (await stat(item.value).catch(() => undefined))?.size ?? 0;
    if (size > cap) throw new StageError("input", item.origin, `file of ${size} bytes is over the ${cap}-byte cap (raise it with --max-bytes)`);
    const body = await readFile(item.value).catch((err) => {
      throw new StageError("input", item.origin, `cannot read file (${messageOf(err)})`);
    });
    const url = pathToFileURL(item.value).href;
    return { url, finalUrl: url, httpStatus: null, contentType: null, body, fetchedAt: fx.now(), etag: null, lastModified: null, inputKind: "file" as const };
  }
  const [known] = await wh.all("select source_id, etag, last_modified from sources where url = $url and not coalesce(superseded, false) order by fetched_at desc limit 1", { url: item.value });
  if (opts.offline) {
    if (known) return { notModified: String(known.source_id) };
    throw new StageError("fetch", item.origin, "not in the archive, and --offline fetches nothing");
  }
  const page = await fetchPage(item.value, opts.fetch, fx, known ? { etag: known.etag as string | null, lastModified: known.last_modified as string | null } : {});
  // 304: the archived copy is current; nothing was transferred
  if (page.status === 304 && known) return { notModified: String(known.source_id) };
  return { url: page.url, finalUrl: page.finalUrl, httpStatus: page.status, contentType: page.contentType, body: page.body, fetchedAt: page.fetchedAt, etag: page.etag, lastModified: page.lastModified, inputKind: "http" as const };
}

interface Acquired {
  url: string;
  finalUrl: string;
  httpStatus: number | null;
  contentType: string | null;
  body: Uint8Array;
  fetchedAt: Date;
  etag: string | null;
  lastModified: string | null;
  inputKind: SnapshotInfo["inputKind"];
}

/** Archives, derives (on the pool) and loads (in a batch) one snapshot's bytes; a second copy in the batch waits for the first. */
async function loadSnapshot(ctx: Context, input: string, got: Acquired): Promise<SourceOutcome> {
  const sha = sha256Hex(got.body);
  const sourceId = sourceIdFor(got.url, sha);
  const first = ctx.inFlight.get(sourceId);
  if (first) {
    await first.catch((err: unknown) => {
      throw err instanceof StageError ? new StageError(err.stage, input, err.message, err.details) : err;
    });
    const copy: SourceOutcome = { input, status: "unchanged", sourceId, warnings: [] };
    ctx.copies.add(copy);
    return copy;
  }
  if (!ctx.opts.force && (ctx.known ? ctx.known.has(sourceId) : await ctx.wh.hasSource(sourceId))) return { input, status: "unchanged", sourceId, warnings: [] };
  const loading = loadNew(ctx, input, got, sha, sourceId);
  ctx.inFlight.set(sourceId, loading);
  return loading;
}

async function loadNew(ctx: Context, input: string, got: Acquired, sha: string, sourceId: string): Promise<SourceOutcome> {
  if (got.body.length === 0) throw new StageError("decode", input, "empty body (0 bytes)");
  const { archivePath } = await archiveBytes(dirname(ctx.wh.path), got.body, sha);
  const hints = ctx.opts.hints?.(got.url);
  const info: SnapshotInfo = { sourceId, sha256: sha, bytes: got.body.length, archivePath, ...got, ...(hints ? { hints } : {}) };
  // a URL never seen before (the common case of a batch) needs no query
  const seen = !ctx.urls || ctx.urls.has(got.url);
  ctx.urls?.add(got.url);
  const newer = seen
    ? await ctx.wh.all("select 1 from sources where url = $url and source_id <> $sid and not coalesce(superseded, false) and fetched_at > cast($at as timestamp)", { url: got.url, sid: sourceId, at: got.fetchedAt.toISOString().replace("T", " ").replace("Z", "") })
    : [];
  const derived = await derive(ctx.pool, info, got.body, input);
  await ctx.loader.load(derived.rows).catch((err: unknown) => {
    throw new StageError("load", input, messageOf(err), { sourceId });
  });
  ctx.known?.add(sourceId);
  const outcome = outcomeOf(input, derived);
  if (newer.length) outcome.warnings.push("a later capture of this URL is already loaded: this one is archived as superseded");
  return outcome;
}

/** Ingests one input: acquire, archive, derive, load. Never throws: failures come back as a failed outcome. */
async function ingestItem(ctx: Context, item: InputItem): Promise<SourceOutcome> {
  try {
    const acquired = await acquire(item, ctx.opts, ctx.fx, ctx.wh);
    if ("notModified" in acquired) return { input: item.origin, status: "unchanged", sourceId: acquired.notModified, warnings: [] };
    return await loadSnapshot(ctx, item.origin, acquired);
  } catch (err) {
    return failed(item.origin, err);
  }
}

function hostOfUrl(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

function hostOf(item: InputItem): string | null {
  return item.kind === "url" ? hostOfUrl(item.value) : null;
}

const LOCAL_IN_FLIGHT = 128;

interface Task {
  /** Sort key of the outcome: the input's place, then the record's place within a WARC file. */
  order: [number, number];
  host: string | null;
  /** The URL's origin, whose robots.txt may set a crawl-delay. */
  origin?: string;
  run: () => Promise<SourceOutcome>;
}

/**
 * Ingests every argument (URLs, files, list files, WARC files); a bad input is reported and the batch goes on. Up to
 * `concurrency` pages are in flight, at most `perHost` to one host, each starting at least `hostDelayMs` (or
 * robots.txt's crawl-delay) after the host's previous request ended. Extraction runs on worker threads; finished
 * pages are loaded in batches, each a transaction of whole sources. WARC files are streamed: only pages in flight
 * are held in memory. Outcomes come back in input order.
 */
export async function ingest(args: string[], wh: Warehouse, opts: IngestOptions = {}, log: Logger = consoleLogger, fx: FetchEffects = defaultFetchEffects()): Promise<SourceOutcome[]> {
  checkIngestOptions(opts);
  const items = await resolveInputs(args, process.cwd(), { listsMayLeaveFolder: opts.listsMayLeaveFolder });
  const concurrency = Math.max(1, opts.concurrency ?? 8);
  // pages read locally wait on nobody: more in flight fills the load batches (a commit costs more than a page's rows)
  const lanes = Math.max(concurrency, items.some((i) => i.kind !== "url") ? LOCAL_IN_FLIGHT : 0);
  let urlsActive = 0;
  const perHost = Math.max(1, opts.perHost ?? 1);
  const delay = opts.hostDelayMs ?? 1000;
  // a WARC file holds an unknown number of pages: count it as many
  const pages = items.some((i) => i.kind === "warc") ? Infinity : items.length;
  const prior = await wh.all("select source_id, url from sources");
  const known = new Set(prior.map((r) => String(r.source_id)));
  const urls = new Set(prior.map((r) => String(r.url)));
  let active = 0;
  // requests sent per host: a URL refused before any request (a private address, robots.txt already read) owes no delay
  const contacts = new Map<string, number>();
  const counted: FetchEffects = {
    ...fx,
    fetch: (input, init) => {
      // not `instanceof Request`: reading that global loads Node's own copy of undici (~0.1 s), which nothing else uses
      const host = hostOfUrl(typeof input === "string" || input instanceof URL ? String(input) : input.url);
      if (host) contacts.set(host, (contacts.get(host) ?? 0) + 1);
      return fx.fetch(input, init);
    },
  };
  const correct = await correctorFor(wh.path, log.warn);
  const ctx: Context = { wh, opts, fx: counted, pool: poolFor(pages, opts.workers, opts.budget), loader: new LoadBatcher((list) => wh.loadSources(list.map(correct)), () => active), known, urls, inFlight: new Map(), copies: new WeakSet() };
  const results: { order: [number, number]; outcome: SourceOutcome }[] = [];
  const hosts = new Map<string, { active: number; nextAt: number }>();
  const pending: Task[] = [];
  let producing = true;
  // lanes asleep waiting for work, and the WARC reader waiting for room: each woken by the next change
  const sleepers: (() => void)[] = [];
  const drained: (() => void)[] = [];
  const poke = () => sleepers.splice(0).forEach((wake) => wake());
  const record = (order: [number, number], o: SourceOutcome) => {
    results.push({ order, outcome: o });
    for (const w of o.warnings) log.warn(`warning: ${o.input}: ${w}`);
    if (o.status === "failed") log.error(`error: ${o.input}: ${o.error}`);
    opts.progress?.done(o);
  };

  const take = () => {
    const now = Date.now();
    const k = pending.findIndex((p) => {
      if (!p.host) return true;
      if (urlsActive >= concurrency) return false;
      const h = hosts.get(p.host);
      return !h || (h.active < perHost && h.nextAt <= now);
    });
    const next = k < 0 ? undefined : pending.splice(k, 1)[0];
    if (next && pending.length < lanes) drained.splice(0).forEach((d) => d());
    return next;
  };

  const worker = async () => {
    for (;;) {
      const next = take();
      if (!next) {
        if (!pending.length && !producing) return;
        // every remaining input waits on a busy or resting host, or on the WARC reader: sleep until one frees up
        const soonest = pending.length ? minOf(pending.map((p) => hosts.get(p.host ?? "")?.nextAt ?? Date.now())) : Date.now() + 1000;
        await new Promise<void>((resolve) => {
          sleepers.push(resolve);
          setTimeout(resolve, Math.max(5, soonest - Date.now()));
        });
        continue;
      }
      const h = next.host ? (hosts.get(next.host) ?? { active: 0, nextAt: 0 }) : null;
      const restingUntil = h?.nextAt ?? 0;
      const sentBefore = contacts.get(next.host ?? "") ?? 0;
      if (h && next.host) {
        // claim the host before any await, so no other worker takes it meanwhile
        urlsActive++;
        h.active++;
        h.nextAt = Date.now() + delay;
        hosts.set(next.host, h);
      }
      active++;
      try {
        record(next.order, await next.run());
      } finally {
        active--;
        if (h && next.host) {
          // the delay runs from the end of a request (robots.txt is known by then, with its crawl-delay)
          if ((contacts.get(next.host) ?? 0) > sentBefore) {
            const crawl = next.origin ? await politeDelayMs(next.origin, fx) : undefined;
            h.nextAt = Date.now() + Math.max(delay, crawl ?? 0);
          } else h.nextAt = restingUntil;
          h.active--;
          urlsActive--;
        }
        poke();
      }
    }
  };

  const push = (task: Task) => {
    pending.push(task);
    poke();
  };

  /** Puts each input in the queue; a WARC file's pages go in as they are read, no more than the workers can take. */
  const produce = async () => {
    for (const [i, item] of items.entries()) {
      if (item.kind !== "warc") {
        opts.progress?.add(1);
        const host = hostOf(item);
        push({ order: [i, 0], host, origin: host ? new URL(item.value).origin : undefined, run: () => ingestItem(ctx, item) });
        continue;
      }
      const skipped: WarcSkip[] = [];
      let n = 0;
      try {
        for await (const page of readWarcPages(item.value, (s) => skipped.push(s), opts.fetch?.maxBytes ?? DEFAULT_FETCH_OPTIONS.maxBytes)) {
          if ("failed" in page) {
            opts.progress?.add(1);
            record([i, ++n], failed(item.origin, new StageError("input", item.origin, page.failed)));
            continue;
          }
          const input = page.url;
          const got: Acquired = { url: page.url, finalUrl: page.url, httpStatus: page.httpStatus, contentType: page.contentType, body: page.body, fetchedAt: page.capturedAt, etag: page.etag, lastModified: page.lastModified, inputKind: "warc" };
          opts.progress?.add(1);
          push({ order: [i, ++n], host: null, run: () => loadSnapshot(ctx, input, got).catch((err: unknown) => failed(input, err)) });
          while (pending.length >= lanes) await new Promise<void>((resolve) => drained.push(resolve));
        }
        if (n === 0) throw new StageError("input", item.origin, `no HTML responses in the WARC file (${skipped.length} records skipped)`);
      } catch (err) {
        opts.progress?.add(1);
        record([i, n + 1], failed(item.origin, err));
      }
      if (skipped.length) {
        const reasons = new Map<string, number>();
        for (const s of skipped) {
          const reason = s.reason.replace(/ \(.*\)$/, "");
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
        log.warn(`warning: ${item.origin}: ${skipped.length} WARC record${skipped.length === 1 ? "" : "s"} skipped (${[...reasons].map(([r, k]) => `${k} ${r}`).join(", ")})`);
      }
    }
    producing = false;
    poke();
  };

  try {
    await Promise.all([produce(), ...Array.from({ length: lanes }, worker)]);
  } finally {
    await ctx.pool.close();
  }
  const outcomes = results.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1]).map((r) => r.outcome);
  return creditFirstCopy(outcomes, ctx.copies);
}

/**
 * Copies of one snapshot in a batch race to be read: whichever arrives first loads, the rest wait and are unchanged.
 * The outcome says it the way the user wrote it: the first of the copies in input order is the one that loaded.
 */
function creditFirstCopy(outcomes: SourceOutcome[], copies: WeakSet<SourceOutcome>): SourceOutcome[] {
  const firstCopy = new Map<string, number>();
  outcomes.forEach((o, i) => {
    if (o.sourceId && copies.has(o) && !firstCopy.has(o.sourceId)) firstCopy.set(o.sourceId, i);
  });
  outcomes.forEach((o, i) => {
    const j = o.status === "loaded" && o.sourceId ? firstCopy.get(o.sourceId) : undefined;
    if (j === undefined || j > i) return;
    const copy = outcomes[j] as SourceOutcome;
    outcomes[j] = { ...o, input: copy.input };
    outcomes[i] = { ...copy, input: o.input };
  });
  return outcomes;
}
