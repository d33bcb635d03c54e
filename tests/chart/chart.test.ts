import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSvg, writeChart } from "../../src/chart/renderChart.ts";
import { chartSpecFor } from "../../src/commands/chartCommand.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
beforeAll(async () => {
  t = await sampleWarehouse();
});
afterAll(() => t.dispose());

describe("charts", () => {
  it("adapters-by-block-size renders to SVG: one bar per adapter, setting and block size, axes in units, source named", async () => {
    const svg = await toSvg(await chartSpecFor(t.wh, "adapters-by-block-size"));
    expect(svg.startsWith("<svg")).toBe(true);
    expect((svg.match(/aria-roledescription="bar"/g) ?? []).length).toBe(7 * 4);
    expect(svg).toContain("throughput (MB/s)");
    expect(svg).toContain("Source: Chelsio T420-CR iSCSI転送速度測定");
    for (const label of ["512B", "4KiB", "256KiB", "1MiB"]) expect(svg).toContain(`>${label}<`);
  });

  it("and to PNG", async () => {
    const out = join(t.dir, "a.png");
    await writeChart(await chartSpecFor(t.wh, "adapters-by-block-size", { metric: "iops" }), out);
    const png = readFileSync(out);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBeGreaterThan(400); // width from the IHDR chunk
  });

  it("nfs-versions draws paired v3/v4 bars", async () => {
    const svg = await toSvg(await chartSpecFor(t.wh, "nfs-versions"));
    expect((svg.match(/aria-roledescription="bar"/g) ?? []).length).toBe(6 * 2);
    expect(svg).toContain("v3 vs v4 (MB/s)");
  });

  it("refuses a query without a chart, and an unknown file type", async () => {
    await expect(chartSpecFor(t.wh, "systems")).rejects.toThrow("query systems has no chart");
    await expect(writeChart(await chartSpecFor(t.wh, "nfs-versions"), join(t.dir, "x.gif"))).rejects.toThrow(/cannot write a chart to .*x.gif/);
  });
});
