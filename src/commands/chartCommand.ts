import { UserError } from "../errors.ts";
import { type Logger, consoleLogger } from "../ingest/ingest.ts";
import { barSpec, parseChartHeader, writeChart } from "../chart/renderChart.ts";
import { findQuery, runCanned } from "../query/cannedQueries.ts";
import type { Warehouse } from "../load/warehouse.ts";
import { openExisting, parseParams } from "./queryCommand.ts";

/** The vega-lite spec of a canned query's chart on this warehouse, with a caption naming the source reports. */
export async function chartSpecFor(wh: Warehouse, name: string, params: Record<string, string> = {}) {
  const q = findQuery(name);
  const chart = parseChartHeader(q.chart ?? undefined);
  if (!chart) throw new UserError(`query ${name} has no chart`, "queries with a '-- chart:' header: adapters-by-block-size, nfs-versions, offload-gain, network-uplift, raid-software-vs-hardware");
  const { rows } = await runCanned(wh, name, params, undefined, { long: true });
  if (!rows.length) throw new UserError(`query ${name} returned no rows to draw`, "check its parameters with `sokutei queries`");
  const reports = [...new Set(rows.map((r) => r.report).filter(Boolean))];
  const caption = reports.length ? `Source: ${reports.join("; ")}` : "Source: all reports in the warehouse";
  const setting = Object.entries({ ...Object.fromEntries(q.params.map((p) => [p.name, p.default])), ...params }).map(([k, v]) => `${k}=${v}`).join(", ");
  const metric = params.metric ?? q.params.find((p) => p.name === "metric")?.default ?? undefined;
  return barSpec(rows, chart, `${q.name}${setting ? ` (${setting})` : ""}`, caption, metric ?? undefined);
}

/** `sokutei chart NAME --out FILE.svg|png`. */
export async function chartCommand(name: string, opts: { db: string; out: string; param?: string[] }, log: Logger = consoleLogger): Promise<number> {
  const wh = await openExisting(opts.db);
  try {
    await writeChart(await chartSpecFor(wh, name, parseParams(opts.param)), opts.out);
    log.info(`wrote ${opts.out}`);
    return 0;
  } finally {
    wh.close();
  }
}
