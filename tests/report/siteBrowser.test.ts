import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as cheerio from "cheerio";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, inChromium } from "../helpers/chromium.ts";
import { writeReport } from "../../src/report/writeReport.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

const CHROMIUM = "/usr/bin/chromium";
let t: Awaited<ReturnType<typeof sampleWarehouse>>;
let out: string;
let browser: Browser | undefined;
const sitePages = () => readdirSync(out).filter((f) => f.endsWith(".html")).sort();

beforeAll(async () => {
  t = await sampleWarehouse();
  out = join(t.dir, "site");
  await writeReport(t.wh, out);
  if (existsSync(CHROMIUM)) browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t.dispose();
});

describe("the report site's links", () => {
  it("all resolve: every linked file exists and every #anchor names an element of its page; nothing links out", () => {
    const ids = new Map<string, Set<string>>();
    const idsOf = (file: string) => {
      if (!ids.has(file)) {
        const $ = cheerio.load(readFileSync(join(out, file), "utf8"));
        ids.set(file, new Set($("[id]").map((_, el) => $(el).attr("id") ?? "").get()));
      }
      return ids.get(file) ?? new Set<string>();
    };
    let checked = 0;
    for (const file of sitePages()) {
      const $ = cheerio.load(readFileSync(join(out, file), "utf8"));
      for (const el of $("a[href]").toArray()) {
        const href = $(el).attr("href") ?? "";
        expect(href, `${file}: ${href}`).not.toMatch(/^[a-z]+:/i);
        const [path = "", hash = ""] = href.split("#");
        const target = path ? decodeURIComponent(path) : file;
        expect(existsSync(join(out, target)), `${file} → ${target}`).toBe(true);
        if (hash && !hash.startsWith(":~:")) expect(idsOf(target).has(decodeURIComponent(hash)), `${file} → ${href}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe.skipIf(!hasChromium)(inChromium("the report site in headless Chromium"), () => {
  it("shows every page with no console error and no horizontal overflow at 1280 and 390 px", async () => {
    const problems: string[] = [];
    for (const width of [1280, 390]) {
      const page = await (browser as Browser).newPage({ viewport: { width, height: 900 } });
      page.on("console", (m) => void (m.type() === "error" && problems.push(`${page.url()}: ${m.text()}`)));
      page.on("pageerror", (e) => void problems.push(`${page.url()}: ${e.message}`));
      for (const file of sitePages()) {
        await page.goto(pathToFileURL(join(out, file)).href);
        const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        if ((scroll ?? 0) > (inner ?? 0)) problems.push(`${file} at ${width}px is ${scroll}px wide`);
      }
      await page.goto(pathToFileURL(join(out, "index.html")).href);
      const shot = await page.screenshot({ path: join(t.dir, `index-${width}.png`), fullPage: true });
      expect(shot.readUInt32BE(16)).toBe(width); // the PNG's own width: the page drew no wider than the window
      await page.close();
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it("draws every chart inside the page and formats the comparisons for reading", async () => {
    const page = await (browser as Browser).newPage({ viewport: { width: 390, height: 900 } });
    await page.goto(pathToFileURL(join(out, "index.html")).href);
    // each chart's figure fits the page; a chart too wide to read at this size scrolls inside its figure
    const boxes = await page.locator("figure.chart").evaluateAll((figs) => figs.map((f) => [f.getBoundingClientRect().right, f.querySelector("svg")?.getBoundingClientRect().width ?? 0]));
    expect(boxes.length).toBe(5);
    for (const [right, width] of boxes) {
      expect(right).toBeLessThanOrEqual(390);
      expect(width).toBeGreaterThan(300);
    }
    const text = await page.locator("#comparisons").innerText();
    expect(text).not.toMatch(/\d\.\d{7,}/); // no 0.9312292225737974, no 250231140.52668378
    expect(text).toMatch(/×\d/);
    expect(text).toMatch(/\d MB\/s/);
    await page.close();
  });

  it("filters a report's measurement table by metric, access and condition without a server", async () => {
    const page = await (browser as Browser).newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => void errors.push(e.message));
    await page.goto(pathToFileURL(join(out, "index.html")).href);
    await page.locator("a", { hasText: "Chelsio T420-CR iSCSI転送速度測定" }).first().click();
    const rows = page.locator("table.measurements tbody tr");
    const visible = () => rows.evaluateAll((trs) => trs.filter((tr) => !(tr as HTMLElement).hidden).length);
    const all = await rows.count();
    expect(all).toBe(224);
    await page.selectOption("form.filter select[name=metric]", "iops");
    const iops = await visible();
    expect(iops).toBeGreaterThan(0);
    expect(iops).toBeLessThan(all);
    await page.selectOption("form.filter select[name=condition]", "block size 4 KiB");
    const small = await visible();
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(iops);
    for (const labels of await rows.evaluateAll((trs) => trs.filter((tr) => !(tr as HTMLElement).hidden).map((tr) => (tr as HTMLElement).innerText))) expect(labels).toContain("block size 4 KiB");
    expect(await page.locator("form.filter output").textContent()).toBe(`${small} shown`);
    await page.locator("form.filter button[type=reset]").click();
    await expect.poll(visible).toBe(all);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("counts the text-fragment links that highlight nothing: none (a match scrolls the page; a miss leaves it at the top)", async () => {
    // each archived page copied below a tall spacer: Chromium scrolls to a text fragment it finds, and only then
    const probe = join(t.dir, "probe");
    mkdirSync(probe);
    for (const f of readdirSync(join(out, "pages"))) {
      const html = readFileSync(join(out, "pages", f), "utf8");
      writeFileSync(join(probe, f), html.replace(/<body[^>]*>/i, (b) => `${b}<div style="height:4000px"></div>`));
    }
    const sources: string[] = [];
    for (const file of sitePages().filter((f) => f.startsWith("report-"))) {
      const $ = cheerio.load(readFileSync(join(out, file), "utf8"));
      for (const el of $("table.measurements tbody tr td:last-child a").toArray()) sources.push($(el).attr("href") ?? "");
    }
    expect(sources.length).toBe(Number((await t.wh.all("select count(*) as n from measurements"))[0]?.n));
    const fragments = [...new Set(sources.filter((l) => l.includes("#:~:text=")))];
    expect(sources.filter((l) => l.includes("#:~:text=")).length).toBe(sources.length); // every measurement links to its text
    const missed: string[] = [];
    // a query string per visit makes each a new document (a changed fragment alone would not search again)
    const visit = async (queue: string[]) => {
      const page = await (browser as Browser).newPage({ viewport: { width: 1280, height: 800 } });
      for (let link = queue.pop(), n = 0; link !== undefined; link = queue.pop(), n++) {
        const [path = "", fragment = ""] = link.split("#");
        const file = pathToFileURL(join(probe, decodeURIComponent(path.replace(/^pages\//, "")))).href;
        let found = false;
        // a second, longer look before counting a miss: on a busy machine the browser may search late
        for (const [attempt, timeout] of [[0, 3000], [1, 10_000]] as const) {
          if (found) break;
          await page.goto(`${file}?visit=${n}-${attempt}#${fragment}`, { waitUntil: "domcontentloaded" });
          found = await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout, polling: 50 }).then(() => true, () => false);
        }
        if (!found) missed.push(decodeURIComponent(fragment));
      }
      await page.close();
    };
    const queue = [...fragments, "pages/" + readdirSync(probe)[0] + "#:~:text=zqxj%20nowhere"].reverse();
    await visit(queue);
    expect(missed).toEqual([":~:text=zqxj nowhere"]); // the control: a fragment of text not on the page
  }, 600_000);
});
