import { existsSync } from "node:fs";
import { type CrawlSummary, crawl } from "../crawl/crawl.ts";
import { DEFAULT_SOURCES_DIR, loadDefinitions, selectDefinitions } from "../crawl/sourceDefinition.ts";
import type { FetchOptions } from "../fetch/fetchPage.ts";
import { type Logger, consoleLogger } from "../ingest/ingest.ts";
import { Warehouse } from "../load/warehouse.ts";
import { formatRows } from "../query/formatRows.ts";
import { budgetOf } from "../ingest/derivePool.ts";
import { emit, parseFormat } from "./queryCommand.ts";

export interface CrawlCommandOptions {
  db: string;
  sources?: string;
  dryRun?: boolean;
  /** Ignore the sitemap's lastmod: request every known report again (conditional GET). `force` implies it. */
  recheck?: boolean;
  force?: boolean;
  ignoreRobots?: boolean;
  allowPrivate?: boolean;
  timeout?: number;
  retries?: number;
  delay?: number;
  workers?: number;
  pageTimeout?: number;
  pageMemory?: number;
}

/** Prints each source's reports that changed the warehouse (or would be fetched, for --dry-run), then one line per source. */
export function printCrawl(summaries: CrawlSummary[], dryRun: boolean, log: Logger): void {
  for (const s of summaries) {
    const shown = s.reports.filter((r) => (dryRun ? r.status === "would-fetch" || r.status === "skipped" : r.status !== "unchanged"));
    if (shown.length) {
      const rows = shown.map((r) => ({ source: s.name, status: r.status === "would-fetch" ? (r.known ? "recheck" : "new") : r.status, url: r.url, note: r.reason ?? r.title ?? null }));
      log.info(formatRows(["source", "status", "url", "note"], rows, "table").trimEnd());
    }
  }
  const rows = summaries.map((s) => ({
    source: s.name, site: s.site, pages_seen: s.pagesSeen, reports: s.reportsFound,
    ...(dryRun
      ? { to_fetch: s.reports.filter((r) => r.status === "would-fetch").length, unchanged: s.counts.unchanged, skipped: s.counts.skipped }
      : {
          new: s.counts.new, changed: s.counts.changed,
          // requested and found unchanged (304 or the same bytes) apart from never requested on the sitemap's word
          unchanged: s.reports.filter((r) => r.status === "unchanged" && r.requested !== false).length,
          by_lastmod: s.reports.filter((r) => r.status === "unchanged" && r.requested === false).length,
          failed: s.counts.failed, skipped: s.counts.skipped,
        }),
    index_errors: s.errors.length,
  }));
  if (rows.length) log.info(formatRows(Object.keys(rows[0] ?? {}), rows, "table").trimEnd());
}

/** `sokutei crawl [NAME…]`: exit 1 when a report page or an index page failed, 0 otherwise. */
export async function crawlCommand(names: string[], opts: CrawlCommandOptions, log: Logger = consoleLogger): Promise<number> {
  const dir = opts.sources ?? DEFAULT_SOURCES_DIR;
  const defs = selectDefinitions(await loadDefinitions(dir), names, dir);
  if (!defs.length) {
    log.error(`no source definitions in ${dir}/ (copy sources/_template.jsonc to ${dir}/NAME.json)`);
    return 2;
  }
  const fetch: Partial<FetchOptions> = {};
  if (opts.ignoreRobots) fetch.ignoreRobots = true;
  if (opts.allowPrivate) fetch.allowPrivate = true;
  if (opts.timeout) fetch.timeoutMs = opts.timeout * 1000;
  if (opts.retries !== undefined) fetch.retries = opts.retries;
  const wh = await Warehouse.open(opts.db);
  try {
    const summaries = await crawl(defs, wh, { fetch, hostDelayMs: opts.delay, dryRun: opts.dryRun, recheck: opts.recheck || opts.force, ingest: { force: opts.force, workers: opts.workers, budget: budgetOf(opts) } }, log);
    printCrawl(summaries, Boolean(opts.dryRun), log);
    return summaries.some((s) => s.counts.failed || s.errors.length) ? 1 : 0;
  } finally {
    wh.close();
  }
}

/** `sokutei sources`: each definition with its start URLs, last crawl and what the warehouse holds from it. */
export async function sourcesCommand(opts: { db: string; sources?: string; format?: string }, log: Logger = consoleLogger): Promise<number> {
  const dir = opts.sources ?? DEFAULT_SOURCES_DIR;
  const format = parseFormat(opts.format);
  const defs = await loadDefinitions(dir);
  if (!defs.length && format === "table") {
    log.info(`no source definitions in ${dir}/`);
    return 0;
  }
  const stats = new Map<string, Record<string, unknown>>();
  if (opts.db === ":memory:" || existsSync(opts.db)) {
    const wh = await Warehouse.open(opts.db);
    try {
      const last = await wh.all("select name, max(finished_at) as last_crawl, count(*) as crawls from crawls group by name");
      const pages = await wh.all(
        `select s.found_by as name, count(distinct s.url) as pages, count(r.report_id) as reports,
                (select count(*) from measurements m join reports r2 using (report_id) join sources s2 using (source_id) where s2.found_by = s.found_by and not coalesce(s2.superseded, false)) as measurements
         from sources s left join reports r using (source_id) where s.found_by is not null and not coalesce(s.superseded, false) group by s.found_by`,
      );
      for (const r of [...last, ...pages]) stats.set(String(r.name), { ...stats.get(String(r.name)), ...r });
    } finally {
      wh.close();
    }
  }
  const rows = defs.map((d) => {
    const s = stats.get(d.name) ?? {};
    return {
      name: d.name, site: d.site, start: `${d.start[0] ?? ""}${d.start.length > 1 ? ` (+${d.start.length - 1})` : ""}`, last_crawl: s.last_crawl ?? null, crawls: s.crawls ?? 0, pages: s.pages ?? 0,
      reports: s.reports ?? 0, measurements: s.measurements ?? 0,
    };
  });
  const columns = ["name", "site", "start", "last_crawl", "crawls", "pages", "reports", "measurements"];
  if (format === "table") log.info(formatRows(columns, rows, "table").trimEnd());
  else await emit(formatRows(columns, rows, format));
  return 0;
}
