import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barSpec, wrapLabel } from "../../src/chart/barSpec.ts";
import { chartSpecFor, reportsSubtitle } from "../../src/chart/chartSpec.ts";
import { parseChartHeader, toSvg, writeChart } from "../../src/chart/renderChart.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
beforeAll(async () => {
  t = await sampleWarehouse();
});
afterAll(() => t.dispose());

const bars = (svg: string) => (svg.match(/aria-roledescription="bar"/g) ?? []).length;
const yAxes = (svg: string) => [...svg.matchAll(/aria-label="Y-axis titled '([^']*)'/g)].map((m) => m[1]);
/** Every text line the SVG draws (multi-line labels are tspans). */
const texts = (svg: string) => [...svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]+)/g)].map((m) => m[1] ?? "");

describe("charts", () => {
  it("adapters-by-block-size renders to SVG: one bar per adapter, setting and block size, axes in units, source named", async () => {
    const svg = await toSvg(await chartSpecFor(t.wh, "adapters-by-block-size"));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(bars(svg)).toBe(7 * 4);
    expect(yAxes(svg)).toEqual(["throughput (MB/s)"]);
    expect(svg).toContain("Source: Chelsio T420-CR iSCSI転送速度測定");
    for (const label of ["512 B", "4 KiB", "256 KiB", "1 MiB"]) expect(texts(svg)).toContain(label);
  });

  it("and to PNG", async () => {
    const out = join(t.dir, "a.png");
    await writeChart(await chartSpecFor(t.wh, "adapters-by-block-size", { metric: "iops" }), out);
    const png = readFileSync(out);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBeGreaterThan(400); // width from the IHDR chunk
  });

  it("nfs-versions draws paired v3/v4 bars on a throughput axis", async () => {
    const svg = await toSvg(await chartSpecFor(t.wh, "nfs-versions"));
    expect(bars(svg)).toBe(6 * 2);
    expect(yAxes(svg)).toEqual(["throughput (MB/s)"]);
    expect(texts(svg)).toEqual(expect.arrayContaining(["v3", "v4"]));
  });

  it("raid-software-vs-hardware: one unit per axis, seconds and MB/s apart, never B/s", async () => {
    const svg = await toSvg(await chartSpecFor(t.wh, "raid-software-vs-hardware"));
    expect(yAxes(svg)).toEqual(["duration (s)", "throughput (MB/s)"]);
    expect(bars(svg)).toBe(6 * 2);
    // the largest throughput bar is ~257 MB/s (the rate derived from a time), not 2.5e8 B/s flattening the rest
    expect(svg).toContain("Y-axis titled 'throughput (MB/s)' for a linear scale with values from 0 to 260");
    expect(svg).toContain("Y-axis titled 'duration (s)' for a linear scale with values from 0 to 60");
  });

  it("x labels are whole: every x value on its own line, nothing cut where read and write differ", async () => {
    for (const name of ["raid-software-vs-hardware", "offload-gain", "adapters-by-block-size"]) {
      const lines = texts(await toSvg(await chartSpecFor(t.wh, name)));
      expect(lines.filter((l) => l.includes("…")), name).toEqual([]);
    }
    const raid = texts(await toSvg(await chartSpecFor(t.wh, "raid-software-vs-hardware")));
    expect(raid.filter((l) => l === "read").length).toBe(1 + 2); // one duration label, two throughput labels (measured, derived)
    expect(raid.filter((l) => l === "write").length).toBe(1 + 2);
    const offload = texts(await toSvg(await chartSpecFor(t.wh, "offload-gain")));
    expect(offload).toContain("Chelsio S320E-LP-CR");
    expect(offload).toContain("（cxgb3toe-1.5.1.6）");
    expect(offload).toContain("metric / access / operation");
  });

  it("network-uplift names each series by its network path, the baseline marked", async () => {
    const svg = await toSvg(await chartSpecFor(t.wh, "network-uplift"));
    expect(texts(svg)).toEqual(expect.arrayContaining(["GbE to GbE (baseline)", "10GbE to 10GbE"]));
    expect(svg).not.toContain("baseline_value");
    expect(texts(svg)).toContain("nfs_version 4"); // a bare number says what it is
  });

  it("refuses a query without a chart, and an unknown file type", async () => {
    await expect(chartSpecFor(t.wh, "systems")).rejects.toThrow("query systems has no chart");
    await expect(writeChart(await chartSpecFor(t.wh, "nfs-versions"), join(t.dir, "x.gif"))).rejects.toThrow(/cannot write a chart to .*x.gif/);
  });
});

describe("chart parts", () => {
  it("the subtitle names the report shown, or how many and which", () => {
    expect(reportsSubtitle(["RAID0 test"])).toBe("Source: RAID0 test");
    expect(reportsSubtitle(["A", "B"])).toEqual(["Source: 2 reports:", "• A", "• B"]);
  });

  it("rows of several reports put the report on the first line of each x label", async () => {
    const rows = [
      { report: "NFS test 2009", storage: "RAID5", operation: "read", si_unit: "B/s", unit: "MB/s", metric: "throughput", v3: 58, v4: 60 },
      { report: "NFS test 2011", storage: "RAID5", operation: "read", si_unit: "B/s", unit: "MB/s", metric: "throughput", v3: 95, v4: 99 },
    ];
    const chart = parseChartHeader("bars x=storage,operation y=v3,v4");
    if (!chart) throw new Error("header did not parse");
    const svg = await toSvg(barSpec(rows, chart, "nfs", reportsSubtitle(["NFS test 2009", "NFS test 2011"]), { units: { v3: "unit", v4: "unit" } }));
    expect(bars(svg)).toBe(4);
    expect(texts(svg)).toEqual(expect.arrayContaining(["Source: 2 reports:", "• NFS test 2009", "NFS test 2009", "NFS test 2011"]));
  });

  it("the legend header takes templates with spaces; labels wrap at spaces, hyphens and brackets", () => {
    expect(parseChartHeader("bars x=a y=b,c legend={n} (baseline) | {m}")).toEqual({ x: ["a"], y: ["b", "c"], series: [], legend: ["{n} (baseline)", "{m}"] });
    expect(wrapLabel("Chelsio S320E-LP-CR（cxgb3toe-1.5.1.6）")).toEqual(["Chelsio S320E-LP-CR", "（cxgb3toe-1.5.1.6）"]);
    expect(wrapLabel("512 B")).toEqual(["512 B"]);
  });
});
