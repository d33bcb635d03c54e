import { writeFile } from "node:fs/promises";
import { extname } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import * as vega from "vega";
import { compile, type TopLevelSpec } from "vega-lite";
import { UserError } from "../errors.ts";
import type { Row } from "../load/warehouse.ts";

/** `-- chart: bars x=block_size y=value series=adapter,offload`: how a canned query is drawn. */
export interface ChartSpec {
  x: string[];
  y: string[];
  series: string[];
}

export function parseChartHeader(line: string | undefined): ChartSpec | null {
  if (!line) return null;
  const fields = (key: string) => (new RegExp(`\\b${key}=([\\w,]+)`).exec(line)?.[1] ?? "").split(",").filter(Boolean);
  const spec = { x: fields("x"), y: fields("y"), series: fields("series") };
  return spec.x.length && spec.y.length ? spec : null;
}

/** A vega-lite spec for grouped bars: one group per x, one bar per series (or per y field when several are folded). */
export function barSpec(rows: Row[], chart: ChartSpec, title: string, caption: string, yName?: string): TopLevelSpec {
  const join = (r: Row, keys: string[]) => keys.map((k) => (r[k] === null || r[k] === undefined ? "—" : String(r[k]))).join(" / ");
  const units = [...new Set(rows.map((r) => r.unit).filter((u) => u !== null && u !== undefined))];
  const data = rows.flatMap((r) =>
    chart.y.map((y) => ({
      x: join(r, chart.x),
      series: chart.y.length > 1 ? (chart.series.length ? `${join(r, chart.series)} ${y}` : y) : join(r, chart.series) || y,
      value: typeof r[y] === "number" ? r[y] : null,
    })),
  );
  const xOrder = [...new Set(data.map((d) => d.x))];
  const yTitle = `${yName ?? (chart.y.length === 1 ? (chart.y[0] ?? "value") : chart.y.join(" vs "))}${units.length === 1 ? ` (${units[0]})` : ""}`;
  return {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: { text: title, subtitle: caption, subtitleFontSize: 10 },
    width: { step: 14 },
    height: 260,
    data: { values: data },
    mark: { type: "bar", tooltip: true },
    encoding: {
      x: { field: "x", type: "nominal", sort: xOrder, title: chart.x.join(" / "), axis: { labelAngle: -30, labelLimit: 220 } },
      xOffset: { field: "series", type: "nominal" },
      y: { field: "value", type: "quantitative", title: yTitle },
      color: { field: "series", type: "nominal", title: chart.series.join(" / ") || "series", legend: { labelLimit: 480 } },
    },
    config: { font: "DejaVu Sans, Noto Sans CJK JP, sans-serif" },
  } as TopLevelSpec;
}

/** Renders a vega-lite spec to SVG text with vega's own renderer (no browser). */
export async function toSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: "none" });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** Writes the chart as SVG or PNG (resvg), by the file's extension. */
export async function writeChart(spec: TopLevelSpec, out: string): Promise<void> {
  const ext = extname(out).toLowerCase();
  if (ext !== ".svg" && ext !== ".png") throw new UserError(`cannot write a chart to ${out}`, "name a .svg or .png file");
  const svg = await toSvg(spec);
  if (ext === ".svg") {
    await writeFile(out, svg);
    return;
  }
  const png = new Resvg(svg, { background: "white", fitTo: { mode: "zoom", value: 2 }, font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } }).render().asPng();
  await writeFile(out, png);
}
