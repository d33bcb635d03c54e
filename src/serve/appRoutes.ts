import { UserError } from "../errors.ts";
import type { Warehouse } from "../load/warehouse.ts";
import { chartSpecFor } from "../chart/chartSpec.ts";
import { toSvg } from "../chart/renderChart.ts";
import { VOCABULARY_PARAMS, findQuery, listQueries, runCanned } from "../query/cannedQueries.ts";
import { esc, fitSvg } from "../report/html.ts";
import { appPage, facetList, formatLinks, rowsTable } from "./appHtml.ts";
import { boundedQuery, type Limits } from "./boundedQuery.ts";
import { LIST_VIEWS, type ListView, filtersOf, listAll, listPage } from "./listViews.ts";
import { reportRoutes } from "./reportRoutes.ts";
import type { Reply } from "./serveApp.ts";

export interface AppContext {
  state: { wh: Warehouse; ready: Promise<void> };
  db: string;
  limits: Limits;
  token: string;
  user: string;
}

export interface Routes {
  get(path: string, query: URLSearchParams): Promise<Reply>;
  post(path: string, form: URLSearchParams): Promise<Reply>;
}

const DOWNLOADS = ["json", "csv", "jsonl"] as const;
type Download = (typeof DOWNLOADS)[number];
const downloadOf = (q: URLSearchParams): Download | null => {
  const f = q.get("_format");
  if (f === null) return null;
  if (!(DOWNLOADS as readonly string[]).includes(f)) throw new UserError(`unknown format ${f}`, `use one of ${DOWNLOADS.join(", ")}`);
  return f as Download;
};

/** Links from a list's cells: a report id to its page, a measurement to its row there. */
const cellLink = (column: string, row: Record<string, unknown>): string | null => {
  if (column === "report_id" && row.report_id) return `/reports/${encodeURIComponent(String(row.report_id))}`;
  if (column === "measurement_id" && row.measurement_id) return `/reports/${encodeURIComponent(String(row.report_id))}#m-${String(row.measurement_id)}`;
  if (column === "url" && /^https?:/.test(String(row.url))) return String(row.url);
  return null;
};

async function listRoute(ctx: AppContext, view: ListView, query: URLSearchParams): Promise<Reply> {
  const filters = filtersOf(view, query);
  const format = downloadOf(query);
  if (format) return { rows: await listAll(ctx.state.wh, view, filters, ctx.limits), format, name: view.name };
  const page = Math.max(1, Number(query.get("page") ?? 1) || 1);
  const { rows, total, facets } = await listPage(ctx.state.wh, view, filters, { page, limits: ctx.limits });
  const chosen = [...filters].map(([k, vs]) => `<span class="chip">${esc(k)} = ${vs.map((v) => esc(v || "(none)")).join(" or ")}</span>`).join("");
  const more = new URLSearchParams(query);
  more.set("page", String(page + 1));
  const body = `<p><output id="total">${total}</output> ${esc(view.name)}${chosen ? ` where ${chosen} <a href="/${view.name}">clear</a>` : ""}</p>${formatLinks(`/${view.name}`, query)}
<div class="cols"><aside>${facetList(`/${view.name}`, query, facets)}</aside><div>${rowsTable(view.columns, rows, { link: cellLink })}
${page * 100 < total ? `<p><a href="/${view.name}?${esc(more.toString())}">next 100</a></p>` : ""}</div></div>`;
  return { html: appPage(view.title, body) };
}

function queriesIndex(): Reply {
  const items = listQueries().map((q) => `<li><a href="/queries/${esc(q.name)}">${esc(q.name)}</a> — ${esc(q.description)}</li>`).join("\n");
  return { html: appPage("Canned queries", `<ul>${items}</ul>`) };
}

/** A canned query with a form of its parameters (vocabulary choices, defaults shown), its table and its chart. */
async function cannedRoute(ctx: AppContext, name: string, query: URLSearchParams): Promise<Reply> {
  const q = findQuery(name);
  const given = Object.fromEntries(q.params.filter((p) => query.get(p.name)).map((p) => [p.name, query.get(p.name) as string]));
  const result = await runCanned(ctx.state.wh, name, given);
  const format = downloadOf(query);
  if (format) return { rows: result, format, name };
  const fields = q.params.map((p) => {
    const value = given[p.name] ?? p.default ?? "";
    const choices = VOCABULARY_PARAMS[p.name];
    const input = choices
      ? `<select name="${esc(p.name)}">${choices.map((c) => `<option${c === value ? " selected" : ""}>${esc(c)}</option>`).join("")}</select>`
      : `<input name="${esc(p.name)}" value="${esc(value)}">`;
    return `<label>${esc(p.name)}${p.default !== null ? ` <span class="muted">(default ${esc(p.default)})</span>` : ""}${input}<span class="muted">${esc(p.description)}</span></label>`;
  });
  let chart = "";
  if (q.chart && result.rows.length) {
    try {
      chart = `<figure class="chart">${fitSvg(await toSvg(await chartSpecFor(ctx.state.wh, name, given)))}</figure>`;
    } catch (err) {
      chart = `<p class="muted">no chart: ${esc((err as Error).message)}</p>`;
    }
  }
  const form = q.params.length ? `<form class="box" method="get" action="/queries/${esc(name)}">${fields.join("")}<button>Run</button></form>` : "";
  const body = `<p>${esc(q.description)}</p>${form}${formatLinks(`/queries/${name}`, new URLSearchParams(given))}${chart}${rowsTable(result.columns, result.rows)}<p class="muted">${result.rows.length} rows</p>`;
  return { html: appPage(name, body) };
}

/** The SQL page: an editor, the result under the row limit, its download; errors shown as `query` shows them. */
async function sqlRoute(ctx: AppContext, query: URLSearchParams): Promise<Reply> {
  const sql = query.get("sql") ?? "";
  const format = downloadOf(query);
  let result = "";
  if (sql.trim()) {
    try {
      const r = await boundedQuery(ctx.state.wh, sql, ctx.limits);
      if (format) return { rows: r, format, name: "query" };
      result = `${formatLinks("/sql", new URLSearchParams({ sql }))}${rowsTable(r.columns, r.rows)}<p class="muted" id="count">${r.rows.length} rows${r.truncated ? `, cut at the limit of ${ctx.limits.rows}` : ""}</p>`;
    } catch (err) {
      if (!(err instanceof UserError)) throw err;
      result = `<pre class="error">sokutei: ${esc(err.message)}${err.hint ? ` (${esc(err.hint)})` : ""}</pre>`;
    }
  }
  const form = `<form method="get" action="/sql"><textarea name="sql" spellcheck="false">${esc(sql || "select metric, operation, count(*) as n from measurements group by all order by n desc")}</textarea><p><button>Run</button> <span class="muted">read-only; at most ${ctx.limits.rows} rows and ${ctx.limits.timeMs / 1000} s</span></p></form>`;
  return { html: appPage("SQL", form + result) };
}

async function indexRoute(ctx: AppContext): Promise<Reply> {
  const counts = await ctx.state.wh.all("select (select count(*) from reports) as reports, (select count(*) from systems) as systems, (select count(*) from components) as parts, (select count(*) from measurements) as measurements");
  const c = counts[0] ?? {};
  const items = LIST_VIEWS.map((v) => `<li><a href="/${v.name}">${esc(v.title)}</a> <span class="muted">${String(c[v.name] ?? "")}</span></li>`).join("");
  return { html: appPage("sokutei dataset", `<ul>${items}<li><a href="/queries">Canned queries</a></li><li><a href="/sql">SQL</a></li></ul>`) };
}

/** The app's routes over one warehouse. */
export function routesFor(ctx: AppContext): Routes {
  const reports = reportRoutes(ctx);
  return {
    async get(path, query) {
      if (path === "/") return indexRoute(ctx);
      const view = LIST_VIEWS.find((v) => path === `/${v.name}`);
      if (view) return listRoute(ctx, view, query);
      if (path === "/queries") return queriesIndex();
      const canned = /^\/queries\/([\w-]+)$/.exec(path);
      if (canned) return cannedRoute(ctx, canned[1] ?? "", query);
      if (path === "/sql") return sqlRoute(ctx, query);
      const reply = await reports.get(path, query);
      if (reply) return reply;
      throw new UserError(`no page ${path}`, undefined, 404);
    },
    post: (path, form) => reports.post(path, form),
  };
}
