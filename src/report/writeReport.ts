import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { readArchived } from "../archive/archive.ts";
import { decodeBytes } from "../decode/decodeBytes.ts";
import { replaceFolder } from "../export/replaceFolder.ts";
import { messageOf } from "../errors.ts";
import { parseChartHeader, toSvg } from "../chart/renderChart.ts";
import { chartSpecFor } from "../chart/chartSpec.ts";
import type { Row, Warehouse } from "../load/warehouse.ts";
import { listQueries, runCanned } from "../query/cannedQueries.ts";
import { inertPage } from "./inertPage.ts";

const esc = (v: unknown) =>
  String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const STYLE = `body{font-family:system-ui,"Noto Sans CJK JP",sans-serif;margin:2rem;max-width:80rem;color:#222}
table{border-collapse:collapse;margin:1rem 0;font-size:.85rem}th,td{border:1px solid #ccc;padding:.2rem .5rem;text-align:left;vertical-align:top}
td.num{text-align:right;font-variant-numeric:tabular-nums}th{background:#f3f3f3}code{font-size:.8rem}figure{margin:1rem 0}.muted{color:#777}`;

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="ja"><head><meta charset="utf-8"><meta name="generator" content="sokutei report"><title>${esc(title)} — sokutei</title><style>${STYLE}</style></head>\n<body>\n${body}\n</body></html>\n`;
}

/** An HTML table of rows; numbers right-aligned, JSON shown compactly. */
export function htmlTable(columns: string[], rows: Row[], cell: (col: string, row: Row) => string = (c, r) => esc(typeof r[c] === "object" && r[c] !== null ? JSON.stringify(r[c]) : r[c])): string {
  const head = `<tr>${columns.map((c) => `<th>${esc(c)}</th>`).join("")}</tr>`;
  const body = rows.map((r) => `<tr>${columns.map((c) => `<td${typeof r[c] === "number" ? ' class="num"' : ""}>${cell(c, r)}</td>`).join("")}</tr>`).join("\n");
  return `<table>\n${head}\n${body}\n</table>`;
}

/** The first `n` characters of a string, cut between code points (never inside a surrogate pair). */
export function firstChars(s: string, n: number): string {
  return Array.from(s).slice(0, n).join("");
}

/** A link to the archived copy of the page, pointing at the text the number came from (a text fragment). */
export function sourceLink(sourceId: string, raw: string): string {
  const snippet = firstChars(raw.split("\n")[0]?.trim() ?? "", 60);
  return `pages/${encodeURIComponent(sourceId)}.html${snippet ? `#:~:text=${encodeURIComponent(snippet)}` : ""}`;
}

/** True when a folder holds only what an earlier `sokutei report` wrote there. */
async function isEarlierReport(dir: string, entries: string[]): Promise<boolean> {
  if (!entries.every((e) => e === "index.html" || e === "pages" || /^report-[\w-]+\.html$/.test(e))) return false;
  const index = await readFile(join(dir, "index.html"), "utf8").catch(() => "");
  return index.includes('<meta name="generator" content="sokutei report">');
}

/** The archived page made inert (no script can run in the report's origin), or a note when it cannot be read. */
async function archivedPage(wh: Warehouse, s: Record<string, unknown>): Promise<string> {
  try {
    const bytes = await readArchived(dirname(wh.path), String(s.archive_path), String(s.sha256));
    return inertPage(decodeBytes(bytes, (s.content_type as string | null) ?? null, String(s.url)).text);
  } catch (err) {
    return page("archived page unavailable", `<p>The archived copy of ${esc(s.url)} cannot be shown: ${esc(messageOf(err))}</p>`);
  }
}

/**
 * Writes a static site: `index.html` (reports, the systems table, every comparison as table and chart) and one page per
 * report listing every measurement with a link back to the archived page, shown inert. The site is written to a
 * temporary folder and renamed into place. Returns the files written.
 */
export async function writeReport(wh: Warehouse, out: string): Promise<string[]> {
  const files = await replaceFolder(out, "sokutei report", isEarlierReport, (dir) => writeSite(wh, dir));
  return files.map((f) => join(out, f));
}

async function writeSite(wh: Warehouse, out: string): Promise<string[]> {
  await mkdir(join(out, "pages"), { recursive: true });
  const written: string[] = [];
  const sources = await wh.all("select source_id, archive_path, sha256, content_type, url from sources where not coalesce(superseded, false) order by url, source_id");
  for (const s of sources) await writeFile(join(out, "pages", `${s.source_id}.html`), await archivedPage(wh, s));
  const reports = await wh.all(
    `select r.report_id, r.title, r.part, cast(r.published_on as varchar) as published_on, r.site, s.url, s.source_id,
            (select count(*) from measurements m where m.report_id = r.report_id) as measurements,
            (select count(*) from systems y where y.report_id = r.report_id) as systems
     from reports r join sources s using (source_id) where not coalesce(s.superseded, false)
     order by r.published_on nulls last, r.title, r.part nulls first, r.site, s.url, r.report_id`,
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
  written.push("index.html");

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
        c === "source" ? `<a href="${esc(sourceLink(String(r.source_id), String(m.raw ?? "")))}">${esc(firstChars(String(m.raw ?? ""), 40))}</a>` : c === "conditions" ? `<code>${esc(JSON.stringify(m.conditions))}</code>` : esc(m[c]),
      ),
    ];
    const file = `report-${r.report_id}.html`;
    await writeFile(join(out, file), page(String(r.title), body.join("\n")));
    written.push(file);
  }
  return written;
}
