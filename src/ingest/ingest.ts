import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { archiveBytes, readArchived, sha256Hex } from "../archive/archive.ts";
import { StageError, messageOf } from "../errors.ts";
import { type FetchEffects, type FetchOptions, defaultFetchEffects, fetchPage } from "../fetch/fetchPage.ts";
import { robotsCrawlDelayMs } from "../fetch/robots.ts";
import type { TableName } from "../load/schema.ts";
import type { Warehouse } from "../load/warehouse.ts";
import { type Derived, type SnapshotInfo, deriveSource } from "./deriveSource.ts";
import { type InputItem, resolveInputs } from "./resolveInputs.ts";

export interface Logger {
  info(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

export const consoleLogger: Logger = {
  info: (l) => process.stdout.write(`${l}\n`),
  warn: (l) => process.stderr.write(`${l}\n`),
  error: (l) => process.stderr.write(`${l}\n`),
};

export interface SourceOutcome {
  input: string;
  status: "loaded" | "unchanged" | "failed";
  sourceId?: string;
  title?: string | null;
  charset?: string;
  reports?: number;
  counts?: Partial<Record<TableName, number>>;
  warnings: string[];
  error?: string;
}

export interface IngestOptions {
  fetch?: Partial<FetchOptions>;
  /** Re-derive a snapshot even when it is already in the warehouse. */
  force?: boolean;
  /** Inputs in flight at once (default 4). */
  concurrency?: number;
  /** Requests in flight to one host at once (default 1). */
  perHost?: number;
  /** Least time between two requests to one host, in ms (default 1000); robots.txt crawl-delay raises it. */
  hostDelayMs?: number;
  /** Use the archive only: a URL already archived is unchanged, any other is an error; nothing is fetched. */
  offline?: boolean;
}

/** Stable id of a snapshot: the URL and the body's hash. */
export function sourceIdFor(url: string, sha: string): string {
  return sha256Hex(Buffer.from(`${url}\n${sha}`)).slice(0, 16);
}

function countsOf(d: Derived): Partial<Record<TableName, number>> {
  const r = d.rows;
  return { reports: r.reports.length, systems: r.systems.length, components: r.components.length, measurements: r.measurements.length, checks: r.checks.length, rejects: r.rejects.length };
}

async function acquire(item: InputItem, opts: IngestOptions, fx: FetchEffects, wh: Warehouse) {
  if (item.kind === "invalid") throw new StageError("input", item.origin, item.reason ?? "invalid input");
  if (item.kind === "file") {
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

/** Ingests one input: acquire, archive, derive, load. Never throws: failures come back as a failed outcome. */
export async function ingestOne(item: InputItem, wh: Warehouse, opts: IngestOptions = {}, fx: FetchEffects = defaultFetchEffects()): Promise<SourceOutcome> {
  const input = item.origin;
  try {
    const acquired = await acquire(item, opts, fx, wh);
    if ("notModified" in acquired) return { input, status: "unchanged", sourceId: acquired.notModified, warnings: [] };
    const got = acquired;
    const sha = sha256Hex(got.body);
    const sourceId = sourceIdFor(got.url, sha);
    if (!opts.force && (await wh.hasSource(sourceId))) return { input, status: "unchanged", sourceId, warnings: [] };
    if (got.body.length === 0) throw new StageError("decode", input, "empty body (0 bytes)");
    const { archivePath } = await archiveBytes(dirname(wh.path), got.body);
    const info: SnapshotInfo = { sourceId, sha256: sha, bytes: got.body.length, archivePath, ...got };
    const derived = deriveWithStage(info, got.body, input);
    await wh.loadSource(derived.rows).catch((err) => {
      throw new StageError("load", input, messageOf(err), { sourceId });
    });
    return { input, status: "loaded", sourceId, title: derived.document.meta.title, charset: String(derived.rows.source.charset), reports: derived.rows.reports.length, counts: countsOf(derived), warnings: derived.warnings };
  } catch (err) {
    return { input, status: "failed", warnings: [], error: err instanceof StageError ? `${err.stage}: ${err.message}` : `internal error: ${messageOf(err)}` };
  }
}

function deriveWithStage(info: SnapshotInfo, body: Uint8Array, input: string): Derived {
  try {
    return deriveSource(info, body);
  } catch (err) {
    if (err instanceof StageError) throw err;
    throw new StageError("extract", input, messageOf(err), { sourceId: info.sourceId });
  }
}

function hostOf(item: InputItem): string | null {
  if (item.kind !== "url") return null;
  try {
    return new URL(item.value).host;
  } catch {
    return null;
  }
}

/**
 * Ingests every argument (URLs, files, list files); a bad input is reported and the batch goes on. Up to `concurrency`
 * inputs are in flight, at most `perHost` to one host, each starting at least `hostDelayMs` (or robots.txt's
 * crawl-delay) after the host's previous request ended. Outcomes come back in input order; each source is loaded in its own transaction.
 */
export async function ingest(args: string[], wh: Warehouse, opts: IngestOptions = {}, log: Logger = consoleLogger, fx: FetchEffects = defaultFetchEffects()): Promise<SourceOutcome[]> {
  const items = await resolveInputs(args);
  const outcomes: SourceOutcome[] = new Array(items.length);
  const concurrency = Math.max(1, opts.concurrency ?? 4);
  const perHost = Math.max(1, opts.perHost ?? 1);
  const delay = opts.hostDelayMs ?? 1000;
  const hosts = new Map<string, { active: number; nextAt: number }>();
  const pending = items.map((item, i) => ({ item, i, host: hostOf(item) }));
  let wake: (() => void) | null = null;
  const poke = () => {
    const w = wake;
    wake = null;
    w?.();
  };

  const take = () => {
    const now = Date.now();
    const k = pending.findIndex((p) => {
      if (!p.host) return true;
      const h = hosts.get(p.host);
      return !h || (h.active < perHost && h.nextAt <= now);
    });
    return k < 0 ? undefined : pending.splice(k, 1)[0];
  };

  const worker = async () => {
    while (pending.length) {
      const next = take();
      if (!next) {
        // every remaining input waits on a busy or resting host: sleep until one frees up
        const soonest = Math.min(...pending.map((p) => hosts.get(p.host ?? "")?.nextAt ?? Date.now()));
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.max(5, soonest - Date.now()));
        });
        continue;
      }
      const h = next.host ? (hosts.get(next.host) ?? { active: 0, nextAt: 0 }) : null;
      if (h && next.host) {
        // claim the host before any await, so no other worker takes it meanwhile
        h.active++;
        h.nextAt = Date.now() + delay;
        hosts.set(next.host, h);
      }
      try {
        const o = await ingestOne(next.item, wh, opts, fx);
        outcomes[next.i] = o;
        for (const w of o.warnings) log.warn(`warning: ${o.input}: ${w}`);
        if (o.status === "failed") log.error(`error: ${o.input}: ${o.error}`);
      } finally {
        if (h) {
          // the delay runs from the end of a request (robots.txt is known by then, with its crawl-delay)
          const crawl = next.item.kind === "url" ? await robotsCrawlDelayMs(new URL(next.item.value).origin, fx) : undefined;
          h.nextAt = Date.now() + Math.max(delay, crawl ?? 0);
          h.active--;
        }
        poke();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, items.length)) }, worker));
  return outcomes;
}

/** Re-derives every current snapshot from the archive, without the network. */
export async function reprocess(wh: Warehouse, log: Logger = consoleLogger): Promise<SourceOutcome[]> {
  const dir = dirname(wh.path);
  const rows = await wh.all("select * from sources where not coalesce(superseded, false) order by url, fetched_at");
  const outcomes: SourceOutcome[] = [];
  for (const r of rows) {
    const input = String(r.url);
    try {
      const body = await readArchived(dir, String(r.archive_path), String(r.sha256));
      const info: SnapshotInfo = {
        sourceId: String(r.source_id), url: input, finalUrl: String(r.final_url), fetchedAt: new Date(`${String(r.fetched_at).replace(" ", "T")}Z`),
        httpStatus: r.http_status === null ? null : Number(r.http_status), contentType: (r.content_type as string | null) ?? null, sha256: String(r.sha256),
        bytes: Number(r.bytes), archivePath: String(r.archive_path), etag: (r.etag as string | null) ?? null, lastModified: (r.last_modified as string | null) ?? null,
        inputKind: (r.input_kind as SnapshotInfo["inputKind"]) ?? "http",
      };
      const derived = deriveWithStage(info, body, input);
      await wh.loadSource(derived.rows);
      outcomes.push({ input, status: "loaded", sourceId: info.sourceId, title: derived.document.meta.title, charset: String(derived.rows.source.charset), reports: derived.rows.reports.length, counts: countsOf(derived), warnings: derived.warnings });
    } catch (err) {
      const msg = err instanceof StageError ? `${err.stage}: ${err.message}` : messageOf(err);
      log.error(`error: ${input}: ${msg}`);
      outcomes.push({ input, status: "failed", warnings: [], error: msg });
    }
  }
  return outcomes;
}
