import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { parseChartHeader, toSvg } from "../chart/renderChart.ts";
import { chartSpecFor } from "../commands/chartCommand.ts";
import type { Row, Warehouse } from "../load/warehouse.ts";
import { listQueries, runCanned } from "../query/cannedQueries.ts";

const esc = (v: unknown) =>
  String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const STYLE = `body{font-family:system-ui,"Noto Sans CJK JP",sans-serif;margin:2rem;max-width:80rem;color:#222}
table{border-collapse:collapse;margin:1rem 0;font-size:.85rem}th,td{border:1px solid #ccc;padding:.2rem .5rem;text-align:left;vertical-align:top}
td.num{text-align:right;font-variant-numeric:tabular-nums}th{background:#f3f3f3}code{font-size:.8rem}figure{margin:1rem 0}.muted{color:#777}`;

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="ja"><head><meta charset="utf-8"><title>${esc(title)} — sokutei</title><style>${STYLE}</style></head>\n<body>\n${body}\n</body></html>\n`;
}

/** An HTML table of rows; numbers right-aligned, JSON shown compactly. */
export function htmlTable(columns: string[], rows: Row[], cell: (col: string, row: Row) => string = (c, r) => esc(typeof r[c] === "object" && r[c] !== null ? JSON.stringify(r[c]) : r[c])): string {
  const head = `<tr>${columns.map((c) => `<th>${esc(c)}</th>`).join("")}</tr>`;
  const body = rows.map((r) => `<tr>${columns.map((c) => `<td${typeof r[c] === "number" ? ' class="num"' : ""}>${cell(c, r)}</td>`).join("")}</tr>`).join("\n");
  return `<table>\n${head}\n${body}\n</table>`;
}

/** A link to the archived copy of the page, pointing at the text the number came from (a text fragment). */
function sourceLink(sourceId: string, raw: string): string {
  const snippet = raw.split("\n")[0]?.trim().slice(0, 60) ?? "";
  return `pages/${encodeURIComponent(sourceId)}.html${snippet ? `#:~:text=${encodeURIComponent(snippet)}` : ""}`;
}

/**
 * Writes a static site: `index.html` (reports, the systems table, every comparison as table and chart) and one page per
 * report listing every measurement with a link back to the archived page. Returns the files written.
 */
export async function writeReport(wh: Warehouse, out: string): Promise<string[]> {
  await mkdir(join(out, "pages"), { recursive: true });
  const written: string[] = [];
  const sources = await wh.all("select source_id, archive_path, url from sources where not coalesce(superseded, false)");
  for (const s of sources) {
    const target = join(out, "pages", `${s.source_id}.html`);
    await copyFile(join(dirname(wh.path), String(s.archive_path)), target);
  }
  const reports = await wh.all(
    `select r.report_id, r.title, r.part, cast(r.published_on as varchar) as published_on, r.site, s.url, s.source_id,
            (select count(*) from measurements m where m.report_id = r.report_id) as measurements,
            (select count(*) from systems y where y.report_id = r.report_id) as systems
     from reports r join sources s using (source_id) where not coalesce(s.superseded, false) order by r.report_id`,
  );
  const sections: string[] = [`<h1>sokutei dataset</h1><p class="muted">${reports.length} reports from ${sources.length} pages</p>`];
  sections.push(`<h2>Reports</h2>${htmlTable(["title", "part", "published_on", "site", "measurements", "systems"], reports, (c, r) => (c === "title" ? `<a href="report-${esc(r.report_id)}.html">${esc(r.title)}</a>` : esc(r[c])))}`);
  for (const q of listQueries()) {
    const { columns, rows } = await runCanned(wh, q.name);
    let chart = "";
    if (parseChartHeader(q.chart ?? undefined) && rows.length) chart = `<figure class="chart">${await toSvg(await chartSpecFor(wh, q.name))}</figure>`;
    sections.push(`<section id="${esc(q.name)}"><h2>${esc(q.name)}</h2><p>${esc(q.description)}</p>${chart}${rows.length ? htmlTable(columns, rows) : '<p class="muted">no rows in this warehouse</p>'}</section>`);
  }
  await writeFile(join(out, "index.html"), page("sokutei dataset", sections.join("\n")));
  written.push(join(out, "index.html"));

  for (const r of reports) {
    const ms = await wh.all(
      "select locator, metric, operation, access, value, unit, value_si, si_unit, conditions, origin, derived, raw, context from measurements where report_id = $id order by position",
      { id: String(r.report_id) },
    );
    const systems = await wh.all("select system_id, name, role, count, label from systems where report_id = $id order by system_id", { id: String(r.report_id) });
    const body = [
      `<p><a href="index.html">← all reports</a></p><h1>${esc(r.title)}</h1>`,
      `<p>${r.part ? `part ${esc(r.part)} · ` : ""}${esc(r.published_on ?? "no date")} · ${esc(r.site)} · <a href="${esc(sourceLink(String(r.source_id), ""))}">archived page</a> · <span class="muted">${esc(r.url)}</span></p>`,
      `<h2>Systems</h2>${systems.length ? htmlTable(["name", "role", "count", "label"], systems) : '<p class="muted">none named</p>'}`,
      `<h2>Measurements</h2>`,
      htmlTable(["locator", "metric", "operation", "access", "value", "unit", "conditions", "origin", "derived", "source"], ms, (c, m) =>
        c === "source" ? `<a href="${esc(sourceLink(String(r.source_id), String(m.raw ?? "")))}">${esc(String(m.raw ?? "").slice(0, 40))}</a>` : c === "conditions" ? `<code>${esc(JSON.stringify(m.conditions))}</code>` : esc(m[c]),
      ),
    ];
    const file = join(out, `report-${r.report_id}.html`);
    await writeFile(file, page(String(r.title), body.join("\n")));
    written.push(file);
  }
  return written;
}
