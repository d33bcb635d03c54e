import { correctionPath, correctionsDir, readCorrections } from "../corrections/correctionFile.ts";
import { addRow, changeRow, markWrong, parseConditions } from "../corrections/makeCorrection.ts";
import { UserError } from "../errors.ts";
import { reprocess } from "../ingest/ingest.ts";
import { Warehouse } from "../load/warehouse.ts";
import { findQuantities } from "../normalise/parseQuantity.ts";
import { ACCESSES, METRICS, OPERATIONS, ORIGINS } from "../model/vocabulary.ts";
import { annotatePage } from "../report/annotatePage.ts";
import { pageHtml } from "../report/annotateWrite.ts";
import { esc } from "../report/html.ts";
import { ARCHIVE_CSP } from "../report/inertPage.ts";
import { appPage, formatLinks, rowsTable, tokenField } from "./appHtml.ts";
import type { AppContext } from "./appRoutes.ts";
import type { Reply } from "./serveApp.ts";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const reportHref = (id: string) => `/reports/${encodeURIComponent(id)}`;

const select = (name: string, choices: readonly string[], value: unknown, blank = true) =>
  `<select name="${name}">${blank ? `<option value=""${value ? "" : " selected"}>(none)</option>` : ""}${choices.map((c) => `<option${c === value ? " selected" : ""}>${esc(c)}</option>`).join("")}</select>`;

const conditionLines = (c: unknown) => Object.entries((typeof c === "string" ? JSON.parse(c || "{}") : c ?? {}) as Record<string, unknown>).map(([k, v]) => `${k}=${typeof v === "object" ? JSON.stringify(v) : String(v)}`).join("\n");

/** The forms of one row: mark it wrong with a reason, or change its fields. */
function rowForms(token: string, reportId: string, m: Record<string, unknown>): string {
  if (m.derived) return "";
  const id = esc(m.measurement_id);
  const hidden = `${tokenField(token)}<input type="hidden" name="measurement_id" value="${id}"><input type="hidden" name="back" value="${esc(reportId)}">`;
  return `<details><summary>correct</summary>
<form class="box" method="post" action="/corrections/wrong" data-form="wrong">${hidden}<label>why it is wrong<input name="reason" required></label><button>Mark wrong</button></form>
<form class="box" method="post" action="/corrections/change" data-form="change">${hidden}<label>metric${select("metric", METRICS, m.metric, false)}</label><label>operation${select("operation", OPERATIONS, m.operation)}</label><label>access${select("access", ACCESSES, m.access)}</label><label>unit<input name="unit" value="${esc(m.unit)}" size="8"></label><label>conditions (k=v a line)<textarea name="conditions" rows="3">${esc(conditionLines(m.conditions))}</textarea></label><button>Save change</button></form></details>`;
}

/** The form that adds a number the extraction passed over (filled in from a passed-over number clicked on the annotated page). */
function addForm(token: string, reportId: string, q: URLSearchParams): string {
  return `<h2 id="add">Add a passed-over number</h2><form class="box" method="post" action="/corrections/add" data-form="add">${tokenField(token)}<input type="hidden" name="report_id" value="${esc(reportId)}">
<label>value<input name="value" value="${esc(q.get("value") ?? "")}" required size="10"></label><label>unit<input name="unit" value="${esc(q.get("unit") ?? "")}" required size="8"></label><label>metric${select("metric", METRICS, q.get("metric") ?? "throughput", false)}</label><label>operation${select("operation", OPERATIONS, "")}</label><label>access${select("access", ACCESSES, "")}</label><label>origin${select("origin", ORIGINS, "prose", false)}</label>
<label>conditions (k=v a line)<textarea name="conditions" rows="2"></textarea></label><label>text on the page<input name="raw" value="${esc(q.get("raw") ?? "")}" size="50"></label><button>Add</button></form>`;
}

async function reportPage(ctx: AppContext, id: string, q: URLSearchParams): Promise<Reply> {
  const wh = ctx.state.wh;
  const r = (await wh.all("select r.*, s.url from reports r join sources s on s.source_id = r.source_id where r.report_id = $id", { id }))[0];
  if (!r) throw new UserError(`no report ${id}`, undefined, 404);
  const ms = await wh.all("select measurement_id, metric, operation, access, value, unit, cast(conditions as varchar) as conditions, origin, derived, raw, locator, corrected, corrected_by from measurements where report_id = $id order by position, measurement_id", { id });
  const file = readCorrections(correctionsDir(ctx.db)).get(String(r.url));
  const pending = file ? `<p class="muted" id="corrections">Corrections of this page: ${file.measurements.length} added or changed, ${file.wrong.length} marked wrong, kept in <code>${esc(correctionPath(correctionsDir(ctx.db), String(r.url)))}</code>; reprocess to apply new ones.</p>` : "";
  const table = rowsTable(["measurement_id", "metric", "operation", "access", "value", "unit", "conditions", "origin", "raw", "locator", "corrected_by"], ms, {
    rowId: (m) => `m-${String(m.measurement_id)}`, rowClass: (m) => (m.corrected ? "corrected" : ""), extra: (m) => rowForms(ctx.token, id, m),
  });
  const body = `<p>${esc(r.site)} · ${esc(r.published_on ?? "")} · <a href="${esc(r.url)}">${esc(r.url)}</a></p>
<p><a href="/annotated/${encodeURIComponent(id)}">The annotated page</a> (every number marked; one passed over or rejected links to the form below)</p>${pending}
<form method="post" action="/reprocess">${tokenField(ctx.token)}<input type="hidden" name="back" value="${esc(id)}"><button>Reprocess the warehouse</button> <span class="muted">re-derives every page from its archived copy and applies the corrections</span></form>
<h2>Measurements <span class="muted">${ms.length}</span></h2>${formatLinks("/measurements", new URLSearchParams({ report_id: id }))}${table}${addForm(ctx.token, id, q)}`;
  return { html: appPage(String(r.title ?? id), body) };
}

async function annotated(ctx: AppContext, id: string): Promise<Reply> {
  const wh = ctx.state.wh;
  const r = (await wh.all("select r.report_id, r.title, r.source_id from reports r where r.report_id = $id", { id }))[0];
  if (!r) throw new UserError(`no report ${id}`, undefined, 404);
  const s = (await wh.all("select * from sources where source_id = $sid", { sid: r.source_id }))[0];
  const reports = await wh.all("select report_id from reports where source_id = $sid order by report_id", { sid: r.source_id });
  const rows = {
    measurements: await wh.all("select * from measurements where report_id = $id order by position, measurement_id", { id }),
    components: await wh.all("select * from components where report_id = $id order by component_id", { id }),
    rejects: await wh.all("select reject_id, locator, raw, reason from rejects where source_id = $sid order by reject_id", { sid: r.source_id }),
  };
  const index = Number(/-r(\d+)$/.exec(id)?.[1] ?? reports.findIndex((x) => x.report_id === id) + 1) - 1;
  const page = annotatePage(await pageHtml(wh, s ?? {}), rows, {
    reportId: id, title: String(r.title ?? id), reportIndex: index, backHref: reportHref(id), rowHref: (m) => `${reportHref(id)}#m-${m}`,
    passedOverHref: (digits, line, after) => `${reportHref(id)}?${new URLSearchParams({ value: digits.replace(/,/g, ""), ...guess(`${digits}${after}`), raw: line.trim().slice(0, 200) })}#add`,
  });
  return { html: page.html, csp: ARCHIVE_CSP };
}

/** The unit and metric a passed-over number's own text suggests (`12.5 秒` → s, duration), to fill the add form with. */
function guess(text: string): Record<string, string> {
  const q = findQuantities(text)[0];
  if (!q || q.bare || q.index !== 0) return {};
  return { unit: q.unit, ...((METRICS as readonly string[]).includes(q.kind) ? { metric: q.kind } : {}) };
}

const lines = (text: string | null) => (text ?? "").split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
const orNull = (v: string | null) => (v ? v : null);

/** Re-derives the warehouse with a write connection, then goes back to reading. */
async function reprocessAll(ctx: AppContext): Promise<void> {
  ctx.state.wh.close();
  try {
    const wh = await Warehouse.open(ctx.db);
    try {
      await reprocess(wh, quiet);
    } finally {
      wh.close();
    }
  } finally {
    ctx.state.wh = await Warehouse.open(ctx.db, { readOnly: true });
  }
}

/** The report pages, annotated pages and the corrections posted from them. */
export function reportRoutes(ctx: AppContext) {
  return {
    async get(path: string, q: URLSearchParams): Promise<Reply | null> {
      const report = /^\/reports\/([^/]+)$/.exec(path);
      if (report) return reportPage(ctx, decodeURIComponent(report[1] ?? ""), q);
      const ann = /^\/annotated\/([^/]+)$/.exec(path);
      if (ann) return annotated(ctx, decodeURIComponent(ann[1] ?? ""));
      return null;
    },
    async post(path: string, f: URLSearchParams): Promise<Reply> {
      const back = f.get("back") ?? f.get("report_id") ?? "";
      const wh = ctx.state.wh;
      if (path === "/corrections/wrong") await markWrong(wh, f.get("measurement_id") ?? "", f.get("reason") ?? "", ctx.user);
      else if (path === "/corrections/change") {
        await changeRow(wh, f.get("measurement_id") ?? "", { metric: f.get("metric") ?? undefined, operation: orNull(f.get("operation")), access: orNull(f.get("access")), unit: f.get("unit") ?? undefined, conditions: parseConditions(lines(f.get("conditions"))) }, ctx.user);
      } else if (path === "/corrections/add") {
        const value = Number((f.get("value") ?? "").replace(/,/g, ""));
        await addRow(wh, back, { metric: f.get("metric") ?? "", value, unit: f.get("unit") ?? "", operation: orNull(f.get("operation")), access: orNull(f.get("access")), origin: f.get("origin") ?? "prose", conditions: parseConditions(lines(f.get("conditions"))), raw: f.get("raw") ?? undefined }, ctx.user);
      } else if (path === "/reprocess") await reprocessAll(ctx);
      else throw new UserError(`no action ${path}`, undefined, 404);
      return { redirect: `${reportHref(back)}${path === "/reprocess" ? "" : "#corrections"}` };
    },
  };
}
