import type { Row } from "../load/warehouse.ts";
import { formatCell } from "./formatValue.ts";
import { esc, page, table } from "./html.ts";
import { partFile, reportFile, systemFile } from "./sitePages.ts";

export interface Comparison {
  name: string;
  description: string;
  columns: string[];
  rows: Row[];
  /** The chart as SVG (already fitted to its container), when the query has one and rows to draw. */
  svg: string;
}

/** Columns whose values are numbers that count or compare, right-aligned. */
const isNumericColumn = (c: string, rows: Row[]) => rows.length > 0 && rows.every((r) => r[c] === null || typeof r[c] === "number" || typeof r[c] === "bigint");

/** A comparison's rows formatted for reading: values in the unit printed, sizes in KiB/GB, ratios as ×n; the exact value on hover. */
function comparisonTable(c: Comparison): string {
  // a unit column is shown inside the values it qualifies: `unit` for the row's values, `X_unit` for column X
  const columns = c.columns.filter(
    (col) => !(col === "unit" && c.columns.some((o) => o !== "unit" && isNumericColumn(o, c.rows))) && !(col.endsWith("_unit") && c.columns.includes(col.slice(0, -5)) && isNumericColumn(col.slice(0, -5), c.rows)),
  );
  const cells = c.rows.map((r) =>
    columns.map((col) => {
      const v = r[col];
      if (col === "system_id" && v) return `<a href="${esc(systemFile(v))}">${esc(v)}</a>`;
      const text = esc(formatCell(col, r));
      return typeof v === "number" ? `<span title="${esc(v)}">${text}</span>` : text;
    }),
  );
  return table(columns.map((col) => col.replace(/_/g, " ")), cells, { numeric: columns.map((col) => isNumericColumn(col, c.rows)) });
}

/** The site's front page: contents, reports by site and date, every comparison as a table and chart, the parts. */
export function indexPage(reports: Row[], sources: number, comparisons: Comparison[], parts: Row[]): string {
  const bySite = new Map<string, Row[]>();
  for (const r of reports) bySite.set(String(r.site ?? "no site named"), [...(bySite.get(String(r.site ?? "no site named")) ?? []), r]);
  const sites = [...bySite.entries()].sort(([a], [b]) => a.localeCompare(b));
  const siteId = (i: number) => `site-${i + 1}`;
  const toc = `<nav class="toc" id="contents"><strong>Contents</strong><ol>
<li><a href="#reports">Reports</a> <span class="muted">(${reports.length})</span><ol>${sites.map(([s, rs], i) => `<li><a href="#${siteId(i)}">${esc(s)}</a> <span class="muted">(${rs.length})</span></li>`).join("")}</ol></li>
<li><a href="#comparisons">Comparisons</a><ol>${comparisons.map((c) => `<li><a href="#${esc(c.name)}">${esc(c.name)}</a> <span class="muted">(${c.rows.length} rows)</span></li>`).join("")}</ol></li>
<li><a href="#parts">Parts</a> <span class="muted">(${parts.length})</span></li></ol></nav>`;
  const reportSections = sites.map(([site, rs], i) => {
    const sorted = [...rs].sort((a, b) => String(a.published_on ?? "9999").localeCompare(String(b.published_on ?? "9999")) || Number(a.part ?? 0) - Number(b.part ?? 0));
    const rows = sorted.map((r) => [
      esc(r.published_on ?? "no date"),
      `<a href="${esc(reportFile(r.report_id))}">${esc(r.title)}</a>${r.part ? ` <span class="muted">part ${esc(r.part)}</span>` : ""}`,
      esc(r.systems),
      esc(r.components),
      esc(r.measurements),
    ]);
    return `<h3 id="${siteId(i)}">${esc(site)}</h3>${table(["date", "report", "systems", "parts", "measurements"], rows, { numeric: [false, false, true, true, true] })}`;
  });
  const comparisonSections = comparisons.map(
    (c) =>
      `<section id="${esc(c.name)}"><h3>${esc(c.name)}</h3><p>${esc(c.description)}</p>${c.svg ? `<figure class="chart">${c.svg}</figure>` : ""}${c.rows.length ? comparisonTable(c) : '<p class="muted">no rows in this warehouse</p>'}</section>`,
  );
  const partRows = parts.map((p) => [esc(String(p.kind).replace(/_/g, " ")), `<a href="${esc(partFile(p.kind, p.model))}">${esc(p.model)}</a>`, esc(p.reports), esc(p.systems)]);
  const body = [
    `<h1>sokutei dataset</h1><p class="meta">${reports.length} reports from ${sources} pages · ${reports.reduce((n, r) => n + Number(r.measurements ?? 0), 0)} measurements</p>`,
    toc,
    `<section id="reports"><h2>Reports</h2>${reportSections.join("\n")}</section>`,
    `<section id="comparisons"><h2>Comparisons</h2>${comparisonSections.join("\n")}</section>`,
    `<section id="parts"><h2>Parts</h2><p class="muted">Each normalised model, with the reports and systems that used it.</p>${table(["kind", "model", "reports", "systems"], partRows, { numeric: [false, false, true, true] })}</section>`,
  ];
  return page("sokutei dataset", body.join("\n"));
}
