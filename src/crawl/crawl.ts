import { type FetchEffects, type FetchOptions, defaultFetchEffects } from "../fetch/fetchPage.ts";
import { type IngestOptions, type Logger, type SourceOutcome, consoleLogger, ingest } from "../ingest/ingest.ts";
import type { Warehouse } from "../load/warehouse.ts";
import { discover } from "./discover.ts";
import type { SourceDefinition } from "./sourceDefinition.ts";
import { appendAll, maxOf } from "../appendAll.ts";

export { hintsFrom } from "./sourceDefinition.ts";

export interface CrawlOptions {
  fetch?: Partial<FetchOptions>;
  /** Least time between two requests to one host, in ms (default 1000); a definition's delay_ms wins. */
  hostDelayMs?: number;
  /** Discover only: list the report URLs that would be ingested, fetch none of them, write nothing. */
  dryRun?: boolean;
  /** Request every known report again (a conditional GET), even when the sitemap's lastmod says it has not changed. */
  recheck?: boolean;
  /** Passed on to `ingest` (workers, budget, force, progress…). */
  ingest?: Omit<IngestOptions, "fetch" | "hostDelayMs" | "perHost" | "hints">;
}

/** A report page and what the crawl did with it. */
export interface CrawledReport {
  url: string;
  status: "new" | "changed" | "unchanged" | "failed" | "skipped" | "would-fetch";
  /** For would-fetch: whether the URL is already in the warehouse (then a conditional GET decides). */
  known?: boolean;
  title?: string | null;
  reason?: string;
  /** False for an unchanged report that was not requested at all (the sitemap's lastmod vouched for it). */
  requested?: boolean;
}

/** What one source's crawl found and did. */
export interface CrawlSummary {
  name: string;
  site: string;
  pagesSeen: number;
  reportsFound: number;
  counts: Record<"new" | "changed" | "unchanged" | "failed" | "skipped", number>;
  reports: CrawledReport[];
  /** Index pages, sitemaps or feeds that could not be read. */
  errors: { url: string; error: string }[];
}

async function knownSnapshots(wh: Warehouse): Promise<Map<string, Date | null>> {
  const rows = await wh.all("select url, max(case when not coalesce(superseded, false) then fetched_at end) as at from sources group by url");
  return new Map(rows.map((r) => [String(r.url), r.at ? new Date(`${String(r.at).replace(" ", "T")}Z`) : null]));
}

function statusOf(o: SourceOutcome, wasKnown: boolean): CrawledReport["status"] {
  if (o.status === "loaded") return wasKnown ? "changed" : "new";
  return o.status;
}

/** Crawls one source: discovers its report URLs, then ingests the new and changed ones through `ingest`. */
async function crawlOne(def: SourceDefinition, wh: Warehouse, opts: CrawlOptions, log: Logger, fx: FetchEffects): Promise<CrawlSummary> {
  const startedAt = fx.now();
  const hostDelayMs = def.delayMs ?? opts.hostDelayMs ?? 1000;
  const found = await discover(def, { fetch: opts.fetch ?? {}, hostDelayMs }, fx);
  for (const e of found.errors) log.warn(`warning: ${def.name}: ${e.url}: ${e.error}`);
  const known = await knownSnapshots(wh);
  const reports: CrawledReport[] = found.blocked.map((url) => ({ url, status: "skipped", reason: "robots.txt disallows it" }));
  const toFetch: string[] = [];
  let budget = def.maxPages - found.requests;
  for (const r of found.reports) {
    const at = known.get(r.url);
    // the sitemap says the page has not changed since the snapshot: no request at all (unless told to recheck)
    if (at && r.lastmod && r.lastmod.getTime() <= at.getTime() && !opts.recheck) reports.push({ url: r.url, status: "unchanged", reason: "sitemap lastmod is older than the snapshot", requested: false });
    else if (budget <= 0) reports.push({ url: r.url, status: "skipped", reason: `over max_pages (${def.maxPages})` });
    else {
      budget--;
      toFetch.push(r.url);
    }
  }
  if (opts.dryRun) {
    appendAll(reports, toFetch.map((url) => ({ url, status: "would-fetch" as const, known: known.has(url) })));
  } else if (toFetch.length) {
    // the first report waits out the delay after the last index page, as every request to the host does
    const last = maxOf(found.lastRequestAt.values(), 0);
    if (last + hostDelayMs > Date.now()) await fx.sleep(last + hostDelayMs - Date.now());
    const hints = { site: def.site, foundBy: def.name, ...(def.content ? { content: def.content } : {}), ...(def.charset ? { charset: def.charset } : {}) };
    // a report that redirects off the site's hosts is another site's page: not loaded under this site's name
    const outcomes = await ingest(toFetch, wh, { ...opts.ingest, fetch: { ...opts.fetch, siteHosts: def.hosts }, hostDelayMs, perHost: def.perHost ?? 1, hints: () => hints }, log, fx);
    outcomes.forEach((o, i) => {
      const url = toFetch[i] ?? o.input;
      reports.push({ url, status: statusOf(o, known.has(url)), title: o.title ?? null, ...(o.error ? { reason: o.error } : {}) });
    });
    // a page first ingested by hand and now found by this source is recorded as found by it
    for (const r of reports.filter((x) => x.status === "unchanged")) {
      await wh.all("update sources set found_by = $name where url = $url and found_by is null and not coalesce(superseded, false)", { name: def.name, url: r.url });
    }
  }
  const count = (s: CrawledReport["status"]) => reports.filter((r) => r.status === s).length;
  const summary: CrawlSummary = {
    name: def.name, site: def.site, pagesSeen: found.pagesSeen.length, reportsFound: found.reports.length + found.blocked.length,
    counts: { new: count("new"), changed: count("changed"), unchanged: count("unchanged"), failed: count("failed"), skipped: count("skipped") },
    reports, errors: found.errors,
  };
  if (!opts.dryRun) {
    const c = summary.counts;
    await wh.append("crawls", [{
      crawl_id: `${def.name}@${startedAt.toISOString()}`, name: def.name, started_at: startedAt, finished_at: fx.now(), pages_seen: summary.pagesSeen,
      reports_found: summary.reportsFound, new_reports: c.new, changed: c.changed, unchanged: c.unchanged, failed: c.failed, skipped: c.skipped,
    }]);
  }
  return summary;
}

/** Crawls each source in turn (one site after another, so each host sees one polite client). */
export async function crawl(defs: SourceDefinition[], wh: Warehouse, opts: CrawlOptions = {}, log: Logger = consoleLogger, fx: FetchEffects = defaultFetchEffects()): Promise<CrawlSummary[]> {
  const out: CrawlSummary[] = [];
  for (const def of defs) out.push(await crawlOne(def, wh, opts, log, fx));
  return out;
}
