import { existsSync } from "node:fs";
import { lstat, readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { replaceFolder } from "../export/replaceFolder.ts";
import { type Budget, DEFAULT_BUDGET, DerivePool, poolSize } from "../ingest/derivePool.ts";
import { parseChartHeader, toSvg } from "../chart/renderChart.ts";
import { chartSpecFor } from "../chart/chartSpec.ts";
import type { Row, Warehouse } from "../load/warehouse.ts";
import { listQueries, runCanned } from "../query/cannedQueries.ts";
import { fitSvg } from "./html.ts";
import { type Comparison, indexPage } from "./indexPage.ts";
import { writeArchivedPages } from "./writeArchivedPages.ts";
import { partFile, partPage, reportFile, reportPage, systemFile, systemPage } from "./sitePages.ts";

/** A link to the archived copy of a page, at the text a number came from when that text is found on it. */
export function sourceLink(sourceId: string, fragment = ""): string {
  return `pages/${encodeURIComponent(sourceId)}.html${fragment}`;
}

/** True when every entry of a folder is a plain `.html` file (no folder, no link). */
async function onlyPages(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => null);
  return entries !== null && entries.every((e) => e.isFile() && /^[\w.-]+\.html$/.test(e.name));
}

/** True when a folder holds only what an earlier `sokutei report` wrote there (its `pages/` and `annotated/` included). */
async function isEarlierReport(dir: string, entries: string[]): Promise<boolean> {
  if (!entries.every((e) => e === "index.html" || e === "pages" || e === "annotated" || /^(report|system|part)-[\w.-]+\.html$/.test(e))) return false;
  for (const sub of ["pages", "annotated"]) {
    if (!entries.includes(sub)) continue;
    const info = await lstat(join(dir, sub));
    if (!info.isDirectory() || !(await onlyPages(join(dir, sub)))) return false;
  }
  const index = await readFile(join(dir, "index.html"), "utf8").catch(() => "");
  return index.includes('<meta name="generator" content="sokutei report">');
}

/**
 * Writes a static site: `index.html` (contents, reports by site and date, every comparison as table and chart, the
 * parts), one page per report, per system and per part, and each archived page made inert, which every measurement
 * links into with a text fragment. Written to a temporary folder and renamed into place; returns the files written.
 */
export async function writeReport(wh: Warehouse, out: string, opts: { budget?: Partial<Budget>; workers?: number } = {}): Promise<string[]> {
  const pool = new DerivePool(poolSize(Infinity, opts.workers), { ...DEFAULT_BUDGET, ...opts.budget }, undefined, "render");
  try {
    const files = await replaceFolder(out, "sokutei report", isEarlierReport, (dir) => writeSite(wh, dir, pool));
    return files.map((f) => join(out, f));
  } finally {
    await pool.close();
  }
}

const MEASUREMENT_COLUMNS = "m.measurement_id, m.report_id, m.system_id, m.locator, m.metric, m.operation, m.access, m.value, m.unit, m.value_si, m.si_unit, m.conditions, m.origin, m.derived, m.raw, m.context";

async function writeSite(wh: Warehouse, out: string, pool: DerivePool): Promise<string[]> {
  const written: string[] = [];
  const sources = await wh.all("select source_id, archive_path, sha256, bytes, content_type, charset, url from sources where not coalesce(superseded, false) order by url, source_id");
  const reports = await wh.all(
    `select r.report_id, r.title, r.part, cast(r.published_on as varchar) as published_on, r.site, s.url, s.source_id,
            (select count(*) from measurements m where m.report_id = r.report_id) as measurements,
            (select count(*) from systems y where y.report_id = r.report_id) as systems,
            (select count(*) from components c where c.report_id = r.report_id) as components
     from reports r join sources s using (source_id) where not coalesce(s.superseded, false)
     order by r.published_on nulls last, r.title, r.part nulls first, r.site, s.url, r.report_id`,
  );
  // each archived page in turn, on the page pool: its inert copy, its results' text fragments, its annotated pages
  const fragments = await writeArchivedPages(wh, out, sources, pool);
  const titles = new Map(reports.map((r) => [String(r.report_id), `${String(r.title)}${r.part ? ` (part ${String(r.part)})` : ""}`]));
  const sourceOf = new Map(reports.map((r) => [String(r.report_id), String(r.source_id)]));
  const linkFor = (m: Row) => sourceLink(sourceOf.get(String(m.report_id)) ?? "", fragments.get(String(m.measurement_id)) ?? "");
  const live = "report_id in (select report_id from reports join sources using (source_id) where not coalesce(superseded, false))";
  const allMs = await wh.all(`select ${MEASUREMENT_COLUMNS} from measurements m where ${live} order by m.report_id, m.position`);
  const allParts = await wh.all(`select c.*, y.name as system_name from components c left join systems y using (system_id) where c.${live} order by c.report_id, c.component_id`);
  const allSystems = await wh.all(`select * from systems where ${live} order by system_id`);

  const comparisons: Comparison[] = [];
  for (const q of listQueries()) {
    const { columns, rows } = await runCanned(wh, q.name);
    const svg = parseChartHeader(q.chart ?? undefined) && rows.length ? fitSvg(await toSvg(await chartSpecFor(wh, q.name))) : "";
    comparisons.push({ name: q.name, description: q.description, columns, rows, svg });
  }
  const partList = await wh.all(
    `select kind, model, count(distinct report_id) as reports, count(distinct system_id) as systems from components where model is not null and ${live} group by kind, model order by kind, model`,
  );
  await writeFile(join(out, "index.html"), indexPage(reports, sources.length, comparisons, partList));
  written.push("index.html");

  for (const r of reports) if (existsSync(join(out, "annotated", `${String(r.report_id)}.html`))) written.push(`annotated/${String(r.report_id)}.html`);
  for (const r of reports) {
    const id = String(r.report_id);
    const view = {
      report: r,
      systems: allSystems.filter((s) => s.report_id === id),
      parts: allParts.filter((c) => c.report_id === id),
      measurements: allMs.filter((m) => m.report_id === id),
      annotated: existsSync(join(out, "annotated", `${id}.html`)),
    };
    await writeFile(join(out, reportFile(id)), reportPage(view, linkFor));
    written.push(reportFile(id));
  }
  const reportById = new Map(reports.map((r) => [String(r.report_id), r]));
  for (const s of allSystems) {
    const report = reportById.get(String(s.report_id));
    if (!report) continue;
    const file = systemFile(s.system_id);
    await writeFile(join(out, file), systemPage(s, report, allParts.filter((c) => c.system_id === s.system_id), allMs.filter((m) => m.system_id === s.system_id), linkFor));
    written.push(file);
  }
  for (const p of partList) {
    const uses = allParts.filter((c) => c.kind === p.kind && c.model === p.model);
    // the results of a part: those taken on its system, and those of its report that name no system
    const ms = allMs.filter((m) => uses.some((c) => m.report_id === c.report_id && (!m.system_id || !c.system_id || m.system_id === c.system_id)));
    const file = partFile(p.kind, p.model);
    await writeFile(join(out, file), partPage(String(p.kind), String(p.model), uses, ms, titles, linkFor));
    written.push(file);
  }
  return written;
}
