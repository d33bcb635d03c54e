import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoreFolder } from "../../src/score/scoreFolder.ts";
import { type RunningApp, startApp } from "../../src/serve/serveApp.ts";
import { CHROMIUM, hasChromium as hasBrowser, inChromium } from "../helpers/chromium.ts";
import { appWarehouse } from "./appWarehouse.ts";

// screenshots go to docs/ only when asked (SOKUTEI_SCREENSHOTS=1, to retake the README's): a test run leaves the tree clean
const DOCS = process.env.SOKUTEI_SCREENSHOTS === "1" ? fileURLToPath(new URL("../../docs/", import.meta.url)) : join(tmpdir(), "sokutei-serve-shots");

let w: Awaited<ReturnType<typeof appWarehouse>>;
let app: RunningApp;
let browser: Browser;
let page: Page;
const total = async () => Number(await page.locator("#total").textContent());
const shot = (name: string) => page.screenshot({ path: join(DOCS, name), fullPage: false });

beforeAll(async () => {
  if (!hasBrowser) return;
  w = await appWarehouse();
  app = await startApp({ db: w.db, port: 0, user: "browser-test" });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  mkdirSync(DOCS, { recursive: true });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await w?.dispose();
});

describe.skipIf(!hasBrowser)(inChromium("sokutei serve in Chromium"), () => {
  it("combines two facets by clicking them", async () => {
    await page.goto(`${app.url}measurements`);
    const all = await total();
    await page.locator('ul[data-facet="metric"] a', { hasText: /^throughput$/ }).click();
    const tput = await total();
    await page.locator('ul[data-facet="operation"] a', { hasText: /^read$/ }).click();
    const both = await total();
    expect(all).toBeGreaterThan(tput);
    expect(tput).toBeGreaterThan(both);
    expect(new URL(page.url()).searchParams.getAll("operation")).toEqual(["read"]);
    expect(await page.locator("tbody tr").count()).toBe(Math.min(both, 100));
    await shot("serve-measurements.png");
  }, 60_000);

  it("runs a canned query with a changed parameter and shows its chart", async () => {
    await page.goto(`${app.url}queries/adapters-by-block-size`);
    const before = await page.locator("figure.chart svg").innerHTML();
    await page.selectOption('select[name="metric"]', "iops");
    await page.getByRole("button", { name: "Run" }).click();
    await page.waitForURL(/metric=iops/);
    await expect.poll(() => page.locator("figure.chart svg").count()).toBe(1);
    expect(await page.locator("figure.chart svg").innerHTML()).not.toBe(before);
    await shot("serve-query.png");
  }, 60_000);

  it("runs SQL and downloads its result as CSV", async () => {
    await page.goto(`${app.url}sql`);
    await page.fill('textarea[name="sql"]', "select metric, count(*) as n from measurements group by metric order by metric");
    await page.getByRole("button", { name: "Run" }).click();
    await expect.poll(() => page.locator("#count").textContent()).toMatch(/^\d+ rows$/);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "CSV" }).click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    const csv = readFileSync(file, "utf8");
    expect(csv.split("\n")[0]).toBe("metric,n");
    expect(csv).toMatch(/^throughput,\d+$/m);
    await shot("serve-sql.png");
  }, 60_000);

  it("corrects a row, marks one wrong and adds a number not read from the annotated page; all hold after reprocess; score then reads the page whole", async () => {
    await page.goto(`${app.url}reports?_format=json`);
    const reports = JSON.parse(await page.locator("body").innerText()) as { report_id: string; url: string }[];
    const id = reports.find((r) => r.url.endsWith("hdd-hdparm-ja.html"))?.report_id ?? "";
    await page.goto(`${app.url}annotated/${id}`);
    await shot("serve-annotated.png");
    // the copy time in prose was not read as a result: clicking it opens the add form, filled in
    await page.locator("mark.sk a", { hasText: /^12\.5$/ }).click();
    await page.waitForURL(/\/reports\//);
    expect(await page.inputValue('#add ~ form input[name="value"]')).toBe("12.5");
    expect(await page.inputValue('#add ~ form input[name="unit"]')).toBe("秒");
    await page.selectOption('form[data-form="add"] select[name="metric"]', "duration");
    await page.selectOption('form[data-form="add"] select[name="operation"]', "copy");
    await page.getByRole("button", { name: "Add" }).click();
    await page.waitForURL(/#corrections/);
    // the hdparm row: it was measured on the HDD
    const row = page.locator("tbody tr", { hasText: "170.1" }).first();
    await row.locator("summary").click();
    await row.locator('form[data-form="change"] textarea[name="conditions"]').fill("tool=hdparm\nstorage=HDD");
    await row.getByRole("button", { name: "Save change" }).click();
    await page.waitForURL(/#corrections/);
    expect(await page.locator("#corrections").textContent()).toContain("2 added or changed");
    // and on the SSD page, a row marked wrong
    const ssd = reports.find((r) => r.url.endsWith("ssd-table-en.html"))?.report_id ?? "";
    await page.goto(`${app.url}reports/${ssd}`);
    const wrong = page.locator("tbody tr", { hasText: "130.4" }).first();
    await wrong.locator("summary").click();
    await wrong.locator('form[data-form="wrong"] input[name="reason"]').fill("not a result of this drive");
    await wrong.getByRole("button", { name: "Mark wrong" }).click();
    await page.waitForURL(/#corrections/);
    expect(await page.locator("#corrections").textContent()).toContain("1 marked wrong");
    await page.goto(`${app.url}reports/${id}`);
    await page.getByRole("button", { name: "Reprocess the warehouse" }).click();
    await page.waitForLoadState();
    const corrected = page.locator("tr.corrected");
    await expect.poll(() => corrected.count(), { timeout: 60_000 }).toBe(2);
    expect(await corrected.allInnerTexts()).toEqual([expect.stringContaining('"storage":"HDD"'), expect.stringMatching(/duration\s+copy[\s\S]*12\.5 秒/)]);
    await shot("serve-report.png");
    await page.goto(`${app.url}reports/${ssd}`);
    expect(await page.locator("tbody tr", { hasText: "130.4" }).count()).toBe(0);
    expect(await page.locator("tbody tr", { hasText: "55.2" }).count()).toBe(1);

    const s = await scoreFolder(fileURLToPath(new URL("../fixtures/score/", import.meta.url)), { only: "hdd", corrections: join(w.dir, "corrections") });
    expect(s.total).toMatchObject({ found: 2, want: 2, spurious: 0, whole: 1 });
  }, 180_000);
});
