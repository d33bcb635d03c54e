import type { TopLevelSpec } from "vega-lite";
import type { Row } from "../load/warehouse.ts";
import { displayWidth } from "../query/fitWidth.ts";
import { humanNumber } from "../query/formatRows.ts";
import { maxOf } from "../appendAll.ts";

/** `-- chart: bars x=a,b y=c,d series=e,f legend={col} (baseline) | {col2}`: how a canned query is drawn. */
export interface ChartSpec {
  x: string[];
  y: string[];
  series: string[];
  /** One label template per y field, `{column}` filled from the row: names the series by what differs. */
  legend?: string[];
}

export interface BarOptions {
  /** What the y values measure when the rows have no `metric` column (e.g. the query's metric parameter). */
  yName?: string;
  /** y field → the column naming its unit; a y field not named here is unitless (a ratio). */
  units?: Record<string, string>;
}

interface Datum {
  x: string;
  series: string;
  value: number | null;
  unit: string;
  measure: string;
}

const LINE = 22;

/** Splits a label part into lines of about 22 columns (after a space or hyphen, before a bracket), so a long adapter or report name wraps instead of being cut. */
export function wrapLabel(text: string, width = LINE): string[] {
  const lines: string[] = [];
  let cur = "";
  for (const word of text.split(/(?<=[\s\-/])|(?=[（(［[])/)) {
    if (cur && displayWidth(cur + word.trimEnd()) > width) {
      lines.push(cur.trimEnd());
      cur = "";
    }
    cur += word;
  }
  if (cur.trim()) lines.push(cur.trimEnd());
  return lines.length ? lines : [""];
}

function text(r: Row, key: string): string {
  const v = r[key];
  if (v === null || v === undefined) return "—";
  return typeof v === "number" ? humanNumber(key, v) : String(v);
}

/** An x label part: a bare number says which column it is (`nfs_version 4`), a size or unit speaks for itself (`4 KiB`). */
function xText(r: Row, key: string): string {
  const t = text(r, key);
  return /^-?[\d,.]+$/.test(t) ? `${key} ${t}` : t;
}

function seriesName(r: Row, chart: ChartSpec, y: string, i: number): string {
  const template = chart.legend?.[i];
  if (template) return template.replace(/\{(\w+)\}/g, (_, k: string) => text(r, k));
  const join = chart.series.map((k) => text(r, k)).join(" / ");
  return chart.y.length > 1 ? (join ? `${join} ${y}` : y) : join || y;
}

/** The columns the series are named by (`baseline / network`), or `series` when they are the y fields themselves. */
function legendTitle(chart: ChartSpec): string {
  const fromTemplates = [...new Set((chart.legend ?? []).flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "")))];
  return (fromTemplates.length ? fromTemplates : chart.series).join(" / ") || "series";
}

/** One bar per row and y field; x labels hold every x value on its own line (with the report first when several are shown). */
function toData(rows: Row[], chart: ChartSpec, opts: BarOptions): Datum[] {
  const reports = new Set(rows.map((r) => r.report).filter((v) => v !== null && v !== undefined));
  const xKeys = reports.size > 1 && !chart.x.includes("report") ? ["report", ...chart.x] : chart.x;
  return rows.flatMap((r) =>
    chart.y.map((y, i) => {
      const unitColumn = opts.units?.[y];
      const unit = unitColumn ? text(r, unitColumn) : "";
      const measure = unitColumn ? (typeof r.metric === "string" ? r.metric : (opts.yName ?? chart.y.join(" vs "))) : chart.y.join(" vs ");
      return { x: xKeys.flatMap((k) => wrapLabel(xText(r, k))).join("\n"), series: seriesName(r, chart, y, i), value: typeof r[y] === "number" ? (r[y] as number) : null, unit, measure };
    }),
  );
}

/** A bar chart of one unit: its y axis never mixes seconds, MB/s and IOPS. */
function panel(data: Datum[], chart: ChartSpec, series: string[]) {
  const xOrder = [...new Set(data.map((d) => d.x))];
  const measures = [...new Set(data.map((d) => d.measure))];
  const unit = data[0]?.unit ?? "";
  const longest = maxOf(data.flatMap((d) => d.x.split("\n").map(displayWidth)), 1);
  const barsPerGroup = new Set(data.map((d) => d.series)).size;
  return {
    width: { step: Math.max(barsPerGroup * 12 + 8, longest * 6 + 12), for: "position" },
    height: 240,
    data: { values: data },
    mark: { type: "bar", tooltip: true },
    encoding: {
      x: { field: "x", type: "nominal", sort: xOrder, title: chart.x.join(" / "), axis: { labelAngle: 0, labelLimit: 0, labelOverlap: false, labelExpr: "split(datum.label, '\\n')" } },
      xOffset: { field: "series", type: "nominal", sort: series },
      y: { field: "value", type: "quantitative", title: `${measures.join(" / ")}${unit ? ` (${unit})` : ""}` },
      color: { field: "series", type: "nominal", sort: series, title: legendTitle(chart), legend: { labelLimit: 0, titleLimit: 0, orient: "bottom", direction: "vertical" } },
    },
  };
}

/** A vega-lite spec for grouped bars, one panel per unit (stacked vertically), the series named by what differs. */
export function barSpec(rows: Row[], chart: ChartSpec, title: string, subtitle: string | string[], opts: BarOptions = {}): TopLevelSpec {
  const data = toData(rows, chart, opts);
  const series = [...new Set(data.map((d) => d.series))];
  const units = [...new Set(data.map((d) => d.unit))];
  const head = { $schema: "https://vega.github.io/schema/vega-lite/v6.json", title: { text: title, subtitle, subtitleFontSize: 10, anchor: "start" }, config: { font: "Noto Sans CJK JP, DejaVu Sans, sans-serif" } };
  if (units.length === 1) return { ...head, ...panel(data, chart, series) } as TopLevelSpec;
  return { ...head, vconcat: units.map((u) => panel(data.filter((d) => d.unit === u), chart, series)), resolve: { scale: { y: "independent", x: "independent" } } } as TopLevelSpec;
}
