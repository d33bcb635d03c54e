import type { FetchOptions } from "../fetch/fetchPage.ts";
import { type Logger, type SourceOutcome, consoleLogger, ingest, reprocess } from "../ingest/ingest.ts";
import { Warehouse } from "../load/warehouse.ts";

export interface IngestCommandOptions {
  db: string;
  force?: boolean;
  ignoreRobots?: boolean;
  allowPrivate?: boolean;
  timeout?: number;
  maxBytes?: number;
  retries?: number;
  concurrency?: number;
  perHost?: number;
  delay?: number;
  offline?: boolean;
}

/** Prints the per-source summary: title, charset, reports, and the counts of each table. */
export function summarise(outcomes: SourceOutcome[], log: Logger): void {
  for (const o of outcomes) {
    if (o.status === "failed") continue;
    if (o.status === "unchanged") {
      log.info(`= ${o.input}  unchanged (source ${o.sourceId})`);
      continue;
    }
    const c = o.counts ?? {};
    log.info(`+ ${o.input}\n    ${o.title ?? "(untitled)"}  [${o.charset}]  source ${o.sourceId}\n    reports ${c.reports ?? 0}, systems ${c.systems ?? 0}, components ${c.components ?? 0}, measurements ${c.measurements ?? 0}, checks ${c.checks ?? 0}, rejects ${c.rejects ?? 0}`);
  }
  const n = (s: SourceOutcome["status"]) => outcomes.filter((o) => o.status === s).length;
  log.info(`${outcomes.length} input${outcomes.length === 1 ? "" : "s"}: ${n("loaded")} loaded, ${n("unchanged")} unchanged, ${n("failed")} failed`);
}

/** `sokutei ingest`: returns the process exit code (1 when any input failed). */
export async function ingestCommand(inputs: string[], opts: IngestCommandOptions, log: Logger = consoleLogger): Promise<number> {
  const fetch: Partial<FetchOptions> = {};
  if (opts.ignoreRobots) fetch.ignoreRobots = true;
  if (opts.allowPrivate) fetch.allowPrivate = true;
  if (opts.timeout) fetch.timeoutMs = opts.timeout * 1000;
  if (opts.maxBytes) fetch.maxBytes = opts.maxBytes;
  if (opts.retries !== undefined) fetch.retries = opts.retries;
  const wh = await Warehouse.open(opts.db);
  try {
    const outcomes = await ingest(inputs, wh, { fetch, force: opts.force, concurrency: opts.concurrency, perHost: opts.perHost, hostDelayMs: opts.delay, offline: opts.offline }, log);
    summarise(outcomes, log);
    const failed = outcomes.filter((o) => o.status === "failed");
    if (failed.length) log.error(`${failed.length} of ${outcomes.length} inputs failed:\n${failed.map((f) => `  ${f.input}: ${f.error}`).join("\n")}`);
    return failed.length ? 1 : 0;
  } finally {
    wh.close();
  }
}

/** `sokutei reprocess`: re-derives every table from the archive. */
export async function reprocessCommand(opts: { db: string }, log: Logger = consoleLogger): Promise<number> {
  const wh = await Warehouse.open(opts.db);
  try {
    const outcomes = await reprocess(wh, log);
    summarise(outcomes, log);
    return outcomes.some((o) => o.status === "failed") ? 1 : 0;
  } finally {
    wh.close();
  }
}
