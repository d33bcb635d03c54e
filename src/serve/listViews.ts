import type { Row, Warehouse } from "../load/warehouse.ts";
import { boundedQuery, type Limits } from "./boundedQuery.ts";
import { appendAll } from "../appendAll.ts";

/** A browsable list: its rows as one SQL relation, the columns shown, and the columns offered as facets. */
export interface ListView {
  name: string;
  title: string;
  sql: string;
  columns: string[];
  facets: string[];
  /** Facet on every key of this JSON column (`cond.KEY`). */
  jsonFacets?: string;
  /** Columns a link may filter on without a facet of their own (a report's measurements). */
  filters?: string[];
  order: string;
}

const CURRENT = "join reports r using (report_id) join sources s on s.source_id = r.source_id where not coalesce(s.superseded, false)";

export const LIST_VIEWS: ListView[] = [
  {
    name: "reports", title: "Reports",
    sql: "select r.report_id, r.title, r.site, r.published_on, r.language, s.url, (select count(*) from measurements m where m.report_id = r.report_id) as measurements from reports r join sources s on s.source_id = r.source_id where not coalesce(s.superseded, false)",
    columns: ["report_id", "title", "site", "published_on", "language", "measurements", "url"], facets: ["site", "language"], order: "site, published_on, report_id",
  },
  {
    name: "systems", title: "Systems",
    sql: `select y.system_id, y.report_id, y.name, y.role, y.label, y.count, r.site from systems y ${CURRENT}`,
    columns: ["system_id", "report_id", "name", "role", "label", "count", "site"], facets: ["role", "site"], order: "report_id, system_id",
  },
  {
    name: "parts", title: "Parts",
    sql: `select c.component_id, c.report_id, c.kind, c.vendor, c.model, c.count, c.capacity_bytes, c.clock_hz, c.speed_bps, r.site from components c ${CURRENT}`,
    columns: ["component_id", "report_id", "kind", "vendor", "model", "count", "capacity_bytes", "clock_hz", "speed_bps", "site"], facets: ["kind", "vendor", "site"], order: "kind, model, component_id",
  },
  {
    name: "measurements", title: "Measurements",
    sql: `select m.measurement_id, m.report_id, m.metric, m.operation, m.access, m.value, m.unit, m.value_si, m.si_unit, m.origin, m.derived, m.conditions, json_extract_string(m.conditions, '$.tool') as tool, r.site, m.raw, m.locator, m.position from measurements m ${CURRENT}`,
    columns: ["measurement_id", "metric", "operation", "access", "value", "unit", "conditions", "origin", "site", "raw", "report_id"], facets: ["metric", "operation", "access", "unit", "site", "tool", "origin"], jsonFacets: "conditions", filters: ["report_id"], order: "report_id, position, measurement_id",
  },
];

export interface FacetCount {
  facet: string;
  values: { value: string | null; count: number; selected: boolean }[];
}

/** The chosen facet values of a request: `metric=iops&cond.block_size_bytes=4096` (a facet given twice matches either value). */
export type Filters = Map<string, string[]>;

export function filtersOf(view: ListView, query: URLSearchParams): Filters {
  const out: Filters = new Map();
  for (const [k, v] of query) {
    if (!view.facets.includes(k) && !view.filters?.includes(k) && !(view.jsonFacets && k.startsWith("cond."))) continue;
    out.set(k, [...(out.get(k) ?? []), v]);
  }
  return out;
}

/** The SQL expression of a facet; condition keys are read from the JSON column with a bound path. */
function facetExpr(view: ListView, facet: string, bind: (v: unknown) => string): string {
  if (facet.startsWith("cond.") && view.jsonFacets) return `json_extract_string(${view.jsonFacets}, ${bind(`$."${facet.slice(5).replace(/"/g, "")}"`)})`;
  return `cast(${facet} as varchar)`;
}

/** A WHERE clause of every chosen value (facets AND-ed, values of one facet OR-ed), bound, never pasted. */
function whereOf(view: ListView, filters: Filters, params: Record<string, unknown>, skip?: string): string {
  const bind = (v: unknown) => {
    const k = `p${Object.keys(params).length}`;
    params[k] = v;
    return `$${k}`;
  };
  const parts: string[] = [];
  for (const [facet, values] of filters) {
    if (facet === skip) continue;
    const expr = facetExpr(view, facet, bind);
    parts.push(`(${values.map((v) => (v === "" ? `${expr} is null` : `${expr} = ${bind(v)}`)).join(" or ")})`);
  }
  return parts.length ? `where ${parts.join(" and ")}` : "";
}

/** One page of a list under the chosen facets, with the total and each facet's value counts under the other choices. */
export async function listPage(wh: Warehouse, view: ListView, filters: Filters, { page = 1, size = 100, limits }: { page?: number; size?: number; limits: Limits }) {
  const params: Record<string, unknown> = {};
  const where = whereOf(view, filters, params);
  const base = `with v as (${view.sql}) select * from v ${where}`;
  const total = Number((await wh.all(`with v as (${view.sql}) select count(*) as n from v ${where}`, params))[0]?.n ?? 0);
  const rows = (await boundedQuery(wh, `${base} order by ${view.order} limit ${size} offset ${(page - 1) * size}`, limits, params)).rows;
  const facetNames = [...view.facets];
  if (view.jsonFacets) {
    const keys = await wh.all(`with v as (${view.sql}) select distinct unnest(json_keys(${view.jsonFacets})) as k from v where ${view.jsonFacets} is not null order by k`);
    appendAll(facetNames, keys.map((k) => `cond.${String(k.k)}`));
  }
  const facets: FacetCount[] = [];
  for (const f of facetNames) {
    const p: Record<string, unknown> = {};
    const w = whereOf(view, filters, p, f);
    const bindKey = (v: unknown) => {
      const k = `f${Object.keys(p).length}`;
      p[k] = v;
      return `$${k}`;
    };
    const counted = await wh.all(`with v as (${view.sql}) select ${facetExpr(view, f, bindKey)} as value, count(*) as n from v ${w} group by all order by n desc, value limit 30`, p);
    const chosen = filters.get(f) ?? [];
    facets.push({ facet: f, values: counted.map((c) => ({ value: c.value === null ? null : String(c.value), count: Number(c.n), selected: chosen.includes(c.value === null ? "" : String(c.value)) })) });
  }
  return { rows: rows as Row[], total, facets };
}

/** Every row of a list under the chosen facets (for JSON and CSV), cut at the row limit. */
export async function listAll(wh: Warehouse, view: ListView, filters: Filters, limits: Limits) {
  const params: Record<string, unknown> = {};
  return boundedQuery(wh, `with v as (${view.sql}) select * from v ${whereOf(view, filters, params)} order by ${view.order}`, limits, params);
}
