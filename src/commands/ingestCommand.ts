import { DEFAULT_SOURCES_DIR, hintsFrom, loadDefinitions } from "../crawl/sourceDefinition.ts";
import type { FetchOptions } from "../fetch/fetchPage.ts";
import { type IngestOptions, type Logger, type SourceOutcome, checkIngestOptions, consoleLogger, ingest, reprocess } from "../ingest/ingest.ts";
import { Warehouse } from "../load/warehouse.ts";
import { progressDisplay } from "../ingest/progress.ts";
import { formatRows } from "../query/formatRows.ts";
import { type PageBudgetOptions, budgetOf } from "../ingest/derivePool.ts";

export interface IngestCommandOptions {
  db: string;
  force?: boolean;
  ignoreRobots?: boolean;
  allowPrivate?: boolean;
  timeout?: number;
  maxTime?: number;
  listsMayLeaveFolder?: boolean;
  maxBytes?: number;
  retries?: number;
  concurrency?: number;
  perHost?: number;
  delay?: number;
  offline?: boolean;
  workers?: number;
  pageTimeout?: number;
  pageMemory?: number;
  progress?: boolean;
  /** Folder of source definitions whose site name, content selector and charset apply to URLs of their sites. */
  sources?: string;
}

/** Hints of the source definitions in `dir`; a broken definition is reported and ignored here (`crawl` refuses it). */
async function definitionHints(dir: string | undefined, log: Logger) {
  try {
    const defs = await loadDefinitions(dir ?? DEFAULT_SOURCES_DIR);
    return defs.length ? hintsFrom(defs) : undefined;
  } catch (err) {
    log.warn(`warning: source definitions not used: ${(err as Error).message}`);
    return undefined;
  }
}

/**
 * The per-source summary table (status, reports, systems, measurements, rejects, charset, input, title), then the
 * totals. A failed input's reason is not repeated here: its one `error:` line on stderr said it.
 */
export function summarise(outcomes: SourceOutcome[], log: Logger): void {
  if (outcomes.length) {
    const rows = outcomes.map((o) => {
      const c = o.counts ?? {};
      const loaded = o.status === "loaded";
      return {
        status: o.status, reports: loaded ? (c.reports ?? 0) : null, systems: loaded ? (c.systems ?? 0) : null, measurements: loaded ? (c.measurements ?? 0) : null,
        rejects: loaded ? (c.rejects ?? 0) : null, charset: o.charset ?? null, input: o.input, title: o.status === "failed" ? o.title ?? null : o.status === "unchanged" ? `(source ${o.sourceId})` : o.title ?? "(untitled)",
      };
    });
    log.info(formatRows(["status", "reports", "systems", "measurements", "rejects", "charset", "input", "title"], rows, "table").trimEnd());
  }
  const n = (s: SourceOutcome["status"]) => outcomes.filter((o) => o.status === s).length;
  const sum = (k: "measurements" | "rejects") => outcomes.reduce((a, o) => a + (o.counts?.[k] ?? 0), 0);
  log.info(`${outcomes.length} input${outcomes.length === 1 ? "" : "s"}: ${n("loaded")} loaded, ${n("unchanged")} unchanged, ${n("failed")} failed (${sum("measurements")} measurements, ${sum("rejects")} rejects)`);
}

/** `sokutei ingest`: returns the process exit code (1 when any input failed). */
export async function ingestCommand(inputs: string[], opts: IngestCommandOptions, log: Logger = consoleLogger): Promise<number> {
  const fetch: Partial<FetchOptions> = {};
  if (opts.ignoreRobots) fetch.ignoreRobots = true;
  if (opts.allowPrivate) fetch.allowPrivate = true;
  if (opts.timeout) fetch.timeoutMs = opts.timeout * 1000;
  if (opts.maxTime) fetch.totalTimeoutMs = opts.maxTime * 1000;
  if (opts.maxBytes) fetch.maxBytes = opts.maxBytes;
  if (opts.retries !== undefined) fetch.retries = opts.retries;
  const budget = budgetOf(opts);
  const ingestOpts: IngestOptions = {
    fetch, force: opts.force, concurrency: opts.concurrency, perHost: opts.perHost, hostDelayMs: opts.delay, offline: opts.offline, workers: opts.workers, budget,
    listsMayLeaveFolder: opts.listsMayLeaveFolder,
  };
  // a bad count is a usage error before the warehouse is opened or anything is written
  checkIngestOptions(ingestOpts);
  const wh = await Warehouse.open(opts.db);
  try {
    const display = opts.progress === false ? null : progressDisplay(process.stderr, log);
    const outcomes = await ingest(inputs, wh, { ...ingestOpts, progress: display?.progress, hints: await definitionHints(opts.sources, log) }, display?.log ?? log).finally(() => display?.stop());
    summarise(outcomes, log);
    return outcomes.some((o) => o.status === "failed") ? 1 : 0;
  } finally {
    wh.close();
  }
}

/** `sokutei reprocess`: re-derives every table from the archive. */
export async function reprocessCommand(opts: { db: string; sources?: string } & PageBudgetOptions, log: Logger = consoleLogger): Promise<number> {
  const hints = await definitionHints(opts.sources, log);
  const wh = await Warehouse.open(opts.db);
  try {
    const outcomes = await reprocess(wh, log, hints, { workers: opts.workers, budget: budgetOf(opts) });
    summarise(outcomes, log);
    return outcomes.some((o) => o.status === "failed") ? 1 : 0;
  } finally {
    wh.close();
  }
}
