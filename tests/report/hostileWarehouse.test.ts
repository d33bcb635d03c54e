import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as cheerio from "cheerio";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, inChromium } from "../helpers/chromium.ts";
import { writeReport } from "../../src/report/writeReport.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

const CHROMIUM = "/usr/bin/chromium";
/** Markup that runs a script if any page of the site pastes it unescaped, in text, in an attribute or inside SVG text. */
const P = `"'><img src=x onerror="document.documentElement.dataset.pwned='img'"><script>document.documentElement.dataset.pwned='script'</script></text></svg><svg onload="document.documentElement.dataset.pwned='svg'">`;
let t: Awaited<ReturnType<typeof sampleWarehouse>>;
let out: string;

beforeAll(async () => {
  t = await sampleWarehouse();
  const p = `'${P.replace(/'/g, "''")}'`;
  // every text a page of the site shows, as a hostile page (or a warehouse handed over by someone else) could set it
  for (const sql of [
    `update reports set title = title || ${p}, site = ${p} || coalesce(site, '')`,
    `update sources set url = url || ${p}`,
    `update systems set name = coalesce(name, '') || ${p}, role = ${p}, label = ${p}`,
    `update components set model = coalesce(model, 'm') || ${p}, vendor = ${p}, raw = coalesce(raw, '') || ${p}, attrs = json_merge_patch(coalesce(attrs, '{}'), json_object('k' || ${p}, ${p}))`,
    `update measurements set raw = coalesce(raw, '') || ${p}, context = coalesce(context, '') || ${p}, note = ${p}, origin = origin || ${p}, conditions = json_merge_patch(coalesce(conditions, '{}'), json_object('k' || ${p}, ${p}))`,
    `update rejects set reason = reason || ${p}, raw = coalesce(raw, '') || ${p}`,
    `update checks set note = ${p}`,
  ]) await t.wh.run(sql);
  out = join(t.dir, "site");
  await writeReport(t.wh, out);
}, 120_000);
afterAll(() => t.dispose());

const files = () => [
  ...readdirSync(out).filter((f) => f.endsWith(".html")),
  ...readdirSync(join(out, "annotated")).map((f) => `annotated/${f}`),
  ...readdirSync(join(out, "pages")).map((f) => `pages/${f}`),
];

describe("a report site written from a warehouse whose every text is hostile markup", () => {
  it("prints that markup as text everywhere: no page of the site holds an element the warehouse named", () => {
    expect(files().length).toBeGreaterThan(20);
    for (const f of files()) {
      const $ = cheerio.load(readFileSync(join(out, f), "utf8"));
      expect($("img[src=x], img[onerror], svg[onload]").length, f).toBe(0);
      expect($("script").filter((_, el) => $(el).text().includes("pwned")).length, f).toBe(0);
    }
    // the payload is there, escaped: the site did show the hostile texts
    expect(readFileSync(join(out, "index.html"), "utf8")).toContain("&lt;img src=x onerror=");
  });

  it.skipIf(!hasChromium)(inChromium("runs none of it in headless Chromium, the charts' SVG included"), async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
    try {
      const page = await browser.newPage();
      const ran: string[] = [];
      for (const f of files()) {
        await page.goto(pathToFileURL(join(out, f)).href);
        const pwned = await page.evaluate(() => document.documentElement.dataset.pwned ?? null);
        if (pwned) ran.push(`${f}: ${pwned}`);
      }
      expect(ran).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
