import { extname } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import type { TopLevelSpec } from "vega-lite";
import { UserError } from "../errors.ts";
import type { ChartSpec } from "./barSpec.ts";
import { type Coverage, fontWarning, systemFontCoverage } from "./fontCoverage.ts";
import { writeAtomic } from "../writeAtomic.ts";

export { barSpec, type ChartSpec } from "./barSpec.ts";

/** Parses `-- chart: bars x=… y=… series=… legend=A | B` (legend last: its templates may hold spaces). */
export function parseChartHeader(line: string | undefined): ChartSpec | null {
  if (!line) return null;
  const fields = (key: string) => (new RegExp(`\\b${key}=([\\w,]+)`).exec(line)?.[1] ?? "").split(",").filter(Boolean);
  const legend = /\blegend=(.+)$/.exec(line)?.[1]?.split("|").map((s) => s.trim());
  const spec: ChartSpec = { x: fields("x"), y: fields("y"), series: fields("series"), ...(legend ? { legend } : {}) };
  return spec.x.length && spec.y.length ? spec : null;
}

/** Renders a vega-lite spec to SVG text with vega's own renderer (no browser). */
export async function toSvg(spec: TopLevelSpec): Promise<string> {
  // imported here, not at the top: vega's modules await at their top level, which only import() can load (dist/cli.cjs)
  const [vega, { compile }] = await Promise.all([import("vega"), import("vega-lite")]);
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: "none" });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** Writes the chart as SVG or PNG (resvg), by the file's extension; a PNG whose text no installed font draws gets a warning. */
export async function writeChart(spec: TopLevelSpec, out: string, warn: (line: string) => void = () => {}, fonts?: Coverage | null): Promise<void> {
  const ext = extname(out).toLowerCase();
  if (ext !== ".svg" && ext !== ".png") throw new UserError(`cannot write a chart to ${out}`, "name a .svg or .png file");
  const svg = await toSvg(spec);
  if (ext === ".svg") {
    await writeAtomic(out, svg);
    return;
  }
  const warning = fontWarning(svg, fonts === undefined ? await systemFontCoverage() : fonts, out);
  if (warning) warn(warning);
  const png = new Resvg(svg, { background: "white", fitTo: { mode: "zoom", value: 2 }, font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" } }).render().asPng();
  await writeAtomic(out, png);
}
