import { esc } from "../report/html.ts";
import type { Row } from "../load/warehouse.ts";
import { humanValue, unitColumns } from "../query/formatRows.ts";
import type { FacetCount } from "./listViews.ts";

/** What the app's own pages may do: inline styles, forms posted to the app, the annotated page in a frame; no script at all. */
export const APP_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-src 'self'; base-uri 'none'; frame-ancestors 'self'";

const STYLE = `body{font-family:system-ui,"Noto Sans CJK JP",sans-serif;margin:0;color:#1d1d1f;line-height:1.4}
header{display:flex;gap:1rem;align-items:baseline;padding:.5rem 1rem;border-bottom:1px solid #ddd;background:#f8f9fb}header a{color:#0b57d0;text-decoration:none}
main{padding:.5rem 1rem 3rem}.cols{display:flex;gap:1rem;align-items:flex-start}aside{min-width:14rem;max-width:18rem;font-size:.85rem}
aside h3{font-size:.85rem;margin:.75rem 0 .2rem;color:#444}aside ul{list-style:none;margin:0;padding:0}aside li a{text-decoration:none;color:#0b57d0}aside li.on a{font-weight:700;color:#1d1d1f}
table{border-collapse:collapse;font-size:.82rem}th,td{border:1px solid #d8d8d8;padding:.2rem .45rem;text-align:left;vertical-align:top}th{background:#f4f5f7}
td.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}.scroll{overflow-x:auto}.muted{color:#666}.error{background:#fde8e8;border:1px solid #e0a0a0;padding:.5rem;white-space:pre-wrap}
.chip{display:inline-block;background:#eef2f8;border-radius:.6rem;padding:0 .4rem;margin:0 .2rem .1rem 0;font-size:.75rem}
form.box{background:#f8f9fb;border:1px solid #e3e6ea;padding:.5rem .75rem;margin:.5rem 0;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:end}
form.box label{display:flex;flex-direction:column;font-size:.8rem}textarea{width:100%;min-height:8rem;font-family:monospace}
tr:target{background:#fff6bf}tr.corrected td{background:#eef8ee}iframe{width:100%;height:80vh;border:1px solid #ccc}`;

/** A page of the app: nav, title, body. */
export function appPage(title: string, body: string): string {
  const nav = Object.entries({ reports: "Reports", systems: "Systems", parts: "Parts", measurements: "Measurements", queries: "Queries", sql: "SQL" }).map(([n, label]) => `<a href="/${n}">${label}</a>`).join("");
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} — sokutei serve</title><style>${STYLE}</style></head>
<body><header><strong><a href="/">sokutei</a></strong>${nav}</header><main><h1>${esc(title)}</h1>
${body}
</main></body></html>
`;
}

/** A cell as `query` prints it: numbers with their unit, JSON as text, null as empty. */
function cellText(column: string, row: Row, units: Record<string, string>): string {
  const v = row[column];
  if (v === null || v === undefined) return "";
  if (typeof v === "number") return humanValue(column, v, units[column] ? row[units[column]] : undefined);
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/** An HTML table of rows formatted as `query` formats them; `link` turns a cell into a link, `rowId` gives rows anchors. */
export function rowsTable(columns: string[], rows: Row[], opts: { link?: (column: string, row: Row) => string | null; rowId?: (row: Row) => string; rowClass?: (row: Row) => string; extra?: (row: Row) => string } = {}): string {
  const units = unitColumns(columns);
  const head = `<tr>${columns.map((c) => `<th>${esc(c)}</th>`).join("")}${opts.extra ? "<th></th>" : ""}</tr>`;
  const body = rows.map((r) => {
    const id = opts.rowId ? ` id="${esc(opts.rowId(r))}"` : "";
    const cls = opts.rowClass?.(r) ? ` class="${esc(opts.rowClass(r))}"` : "";
    const cells = columns.map((c) => {
      const text = esc(cellText(c, r, units));
      const href = opts.link?.(c, r);
      return `<td${typeof r[c] === "number" ? ' class="num"' : ""}>${href ? `<a href="${esc(href)}">${text}</a>` : text}</td>`;
    });
    return `<tr${id}${cls}>${cells.join("")}${opts.extra ? `<td>${opts.extra(r)}</td>` : ""}</tr>`;
  });
  return `<div class="scroll"><table><thead>${head}</thead><tbody>${body.join("\n")}</tbody></table></div>`;
}

/** The facet sidebar: each value with its count, a link that adds (or, when chosen, removes) it from the query. */
export function facetList(path: string, query: URLSearchParams, facets: FacetCount[]): string {
  const toggle = (facet: string, value: string) => {
    const q = new URLSearchParams(query);
    q.delete("page");
    const chosen = q.getAll(facet);
    q.delete(facet);
    for (const v of chosen.includes(value) ? chosen.filter((x) => x !== value) : [...chosen, value]) q.append(facet, v);
    const s = q.toString();
    return `${path}${s ? `?${s}` : ""}`;
  };
  return facets
    .filter((f) => f.values.length)
    .map((f) => `<h3>${esc(f.facet)}</h3><ul data-facet="${esc(f.facet)}">${f.values.map((v) => `<li${v.selected ? ' class="on"' : ""}><a href="${esc(toggle(f.facet, v.value ?? ""))}">${esc(v.value ?? "(none)")}</a> <span class="muted">${v.count}</span></li>`).join("")}</ul>`)
    .join("\n");
}

/** Links to the same view as JSON and CSV. */
export function formatLinks(path: string, query: URLSearchParams): string {
  const with_ = (f: string) => {
    const q = new URLSearchParams(query);
    q.delete("page");
    q.set("_format", f);
    return `${path}?${q}`;
  };
  return `<p class="muted">This view as <a href="${esc(with_("json"))}">JSON</a> · <a href="${esc(with_("csv"))}">CSV</a></p>`;
}

/** A hidden field carrying the session's token, for every form that changes something. */
export const tokenField = (token: string) => `<input type="hidden" name="token" value="${esc(token)}">`;
