import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeReport } from "../../src/report/writeReport.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

const CHROMIUM = "/usr/bin/chromium";
let t: Awaited<ReturnType<typeof sampleWarehouse>>;
let out: string;
beforeAll(async () => {
  t = await sampleWarehouse();
  out = join(t.dir, "site");
  await writeReport(t.wh, out);
});
afterAll(() => t.dispose());

describe("sokutei report", () => {
  it("writes an index, one page per report, and the archived pages the links point to", async () => {
    const files = readdirSync(out).sort();
    const reports = await t.wh.all("select report_id from reports order by report_id");
    expect(files).toEqual(["index.html", "pages", ...reports.map((r) => `report-${r.report_id}.html`)].sort());
    const raid = reports.map((r) => String(r.report_id)).find((id) => readFileSync(join(out, `report-${id}.html`), "utf8").includes("<h1>RAID0テスト"));
    const html = readFileSync(join(out, `report-${raid}.html`), "utf8");
    const links = [...html.matchAll(/href="(pages\/[^"#]+)(#:~:text=[^"]*)?"/g)];
    expect(links.length).toBeGreaterThan(12); // one per measurement, and the page link
    for (const [, path] of links) expect(existsSync(join(out, decodeURIComponent(path ?? "")))).toBe(true);
    expect(html).toContain(`#:~:text=${encodeURIComponent("0.00user 11.05system 0:42.91elapsed")}`);
  });

  it.skipIf(!existsSync(CHROMIUM))("loads in headless Chromium with no console errors and shows the charts", async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
      page.on("pageerror", (e) => void errors.push(e.message));
      await page.goto(pathToFileURL(join(out, "index.html")).href);
      const charts = await page.locator("figure.chart svg").count();
      expect(charts).toBe(5);
      const box = await page.locator("figure.chart svg").first().boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(200);
      expect(await page.locator("#systems table tr").count()).toBe(15); // header and fourteen systems (five of them described in prose)
      await page.locator("a", { hasText: "Chelsio T420-CR iSCSI転送速度測定" }).first().click();
      await expect(page.locator("h1").textContent()).resolves.toBe("Chelsio T420-CR iSCSI転送速度測定");
      expect(await page.locator("table").nth(1).locator("tr").count()).toBe(225);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
