import type { TopLevelSpec } from "vega-lite";
import { UserError } from "../errors.ts";
import type { Warehouse } from "../load/warehouse.ts";
import { findQuery, listQueries, runCanned } from "../query/cannedQueries.ts";
import { barSpec } from "./barSpec.ts";
import { parseChartHeader } from "./renderChart.ts";

/** The subtitle naming the reports shown: one report's title, or `N reports: A; B; …` (a line each past the first). */
export function reportsSubtitle(reports: string[]): string | string[] {
  if (!reports.length) return "Source: all reports in the warehouse";
  if (reports.length === 1) return `Source: ${reports[0]}`;
  return [`Source: ${reports.length} reports:`, ...reports.map((r) => `• ${r}`)];
}

/** The vega-lite spec of a canned query's chart on this warehouse, with a subtitle naming the source reports. */
export async function chartSpecFor(wh: Warehouse, name: string, params: Record<string, string> = {}): Promise<TopLevelSpec> {
  const q = findQuery(name);
  const chart = parseChartHeader(q.chart ?? undefined);
  if (!chart) throw new UserError(`query ${name} has no chart`, `queries with a '-- chart:' header: ${listQueries().filter((x) => x.chart).map((x) => x.name).join(", ")}`);
  const { rows, units } = await runCanned(wh, name, params, undefined, { long: true });
  if (!rows.length) throw new UserError(`query ${name} returned no rows to draw`, "check its parameters with `sokutei queries`");
  const reports = [...new Set(rows.map((r) => r.report).filter((r): r is string => typeof r === "string" && r !== ""))];
  const setting = Object.entries({ ...Object.fromEntries(q.params.map((p) => [p.name, p.default])), ...params }).map(([k, v]) => `${k}=${v}`).join(", ");
  const metric = params.metric ?? q.params.find((p) => p.name === "metric")?.default ?? undefined;
  return barSpec(rows, chart, `${q.name}${setting ? ` (${setting})` : ""}`, reportsSubtitle(reports), { ...(metric ? { yName: metric } : {}), units });
}
