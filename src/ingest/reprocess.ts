import { dirname } from "node:path";
import { correctorFor } from "../corrections/correctorFor.ts";
import { readArchived } from "../archive/archive.ts";
import { StageError, messageOf } from "../errors.ts";
import type { Row, Warehouse } from "../load/warehouse.ts";
import { type Budget, poolFor } from "./derivePool.ts";
import type { SnapshotInfo, SourceHints } from "./deriveSource.ts";
import { LoadBatcher } from "./loadBatcher.ts";
import { type Logger, type SourceOutcome, consoleLogger, derive, outcomeOf } from "./outcome.ts";

export interface ReprocessOptions {
  /** Extraction worker threads (default as for ingest: none for a few pages, else one per core but one, at most 4). */
  workers?: number;
  /** Per-page time and memory budget of extraction on a worker. */
  budget?: Partial<Budget>;
}

/** Archived snapshots read and in flight at once: enough to fill the load batches while the pool works. */
const IN_FLIGHT = 128;

/** What the `sources` row says of a snapshot, with the hints of its URL's source definition and the crawl that found it. */
function snapshotOf(r: Row, hints: ((url: string) => SourceHints | undefined) | undefined): SnapshotInfo {
  const url = String(r.url);
  const info: SnapshotInfo = {
    sourceId: String(r.source_id), url, finalUrl: String(r.final_url), fetchedAt: new Date(`${String(r.fetched_at).replace(" ", "T")}Z`),
    httpStatus: r.http_status === null ? null : Number(r.http_status), contentType: (r.content_type as string | null) ?? null, sha256: String(r.sha256),
    bytes: Number(r.bytes), archivePath: String(r.archive_path), etag: (r.etag as string | null) ?? null, lastModified: (r.last_modified as string | null) ?? null,
    inputKind: (r.input_kind as SnapshotInfo["inputKind"]) ?? "http",
  };
  const h: SourceHints = { ...hints?.(url), ...(r.found_by ? { foundBy: String(r.found_by) } : {}) };
  if (Object.keys(h).length) info.hints = h;
  return info;
}

/**
 * Re-derives every current snapshot from the archive, without the network, through the same worker pool and batched
 * loads as `ingest`: each batch of sources has its derived rows deleted (one statement per table) and appended anew in
 * one transaction. A snapshot that fails keeps the rows it had. `hints` as for `ingest` (the finder is kept).
 */
export async function reprocess(wh: Warehouse, log: Logger = consoleLogger, hints?: (url: string) => SourceHints | undefined, opts: ReprocessOptions = {}): Promise<SourceOutcome[]> {
  const dir = dirname(wh.path);
  const sources = await wh.all("select * from sources where not coalesce(superseded, false) order by url, fetched_at");
  const pool = poolFor(sources.length, opts.workers, opts.budget);
  let active = 0;
  const correct = await correctorFor(wh.path, log.warn);
  const loader = new LoadBatcher((list) => wh.replaceSources(list.map(correct)), () => active);
  const outcomes: SourceOutcome[] = [];
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < sources.length; i = next++) {
      const info = snapshotOf(sources[i] as Row, hints);
      active++;
      try {
        const body = await readArchived(dir, info.archivePath, info.sha256, info.bytes);
        const derived = await derive(pool, info, body, info.url);
        await loader.load(derived.rows).catch((err: unknown) => {
          throw new StageError("load", info.url, messageOf(err), { sourceId: info.sourceId });
        });
        outcomes[i] = outcomeOf(info.url, derived);
      } catch (err) {
        const msg = err instanceof StageError ? `${err.stage}: ${err.message}` : messageOf(err);
        log.error(`error: ${info.url}: ${msg}`);
        outcomes[i] = { input: info.url, status: "failed", warnings: [], error: msg };
      } finally {
        active--;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, sources.length) }, lane));
  } finally {
    await pool.close();
  }
  return outcomes;
}
