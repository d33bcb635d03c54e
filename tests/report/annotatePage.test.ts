import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as cheerio from "cheerio";
import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, inChromium } from "../helpers/chromium.ts";
import { ingest } from "../../src/ingest/ingest.ts";
import type { Row } from "../../src/load/warehouse.ts";
import { writeAnnotatedPages } from "../../src/report/annotatePage.ts";
import { numbersIn, sameValue } from "../../src/report/annotateNumbers.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

const CHROMIUM = "/usr/bin/chromium";
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/annotate/${name}`, import.meta.url));
const hostile = fileURLToPath(new URL("../fixtures/hostile/scripted-page.html", import.meta.url));
const samples = fileURLToPath(new URL("../../sources/samples/list.txt", import.meta.url));

let t: Awaited<ReturnType<typeof tempWarehouse>>;
let out: string;
let reports: Row[];
const load = (id: string): CheerioAPI => cheerio.load(readFileSync(join(out, "annotated", `${id}.html`), "utf8"));
const reportOf = async (url: string) => reports.filter((r) => String(r.url).endsWith(url)).map((r) => String(r.report_id));

beforeAll(async () => {
  t = await tempWarehouse();
  await ingest([samples, fixture("mixed-report.html"), fixture("serial-parts.html"), hostile], t.wh, {}, quietLogger());
  out = join(t.dir, "site");
  reports = await t.wh.all("select r.report_id, s.url, s.source_id from reports r join sources s using (source_id) order by r.report_id");
}, 120_000);
afterAll(() => t.dispose());

/** Digits in the page's text that carry no mark (outside the bar, scripts and styles). */
function unmarkedDigits($: CheerioAPI): string[] {
  const found: string[] = [];
  $("body *").add("body").contents().each((_, n) => {
    if (n.type !== "text") return;
    const $n = $(n);
    if ($n.closest("mark.sk, #sk-bar, style, script, title, .sk-other").length) return;
    if (/[0-9０-９]/.test(n.data)) found.push(n.data.trim());
  });
  return found;
}

/** Every way the page could run code or load something from elsewhere. */
function activeParts($: CheerioAPI): string[] {
  const bad: string[] = [];
  $("script, iframe, frame, object, embed, link, base, noscript, template").each((_, el) => void bad.push(`<${el.tagName}>`));
  $("*").each((_, node) => {
    if (node.type !== "tag" && node.type !== "style" && node.type !== "script") return;
    const el = node as Element;
    for (const [name, value] of Object.entries(el.attribs)) {
      if (/^on/i.test(name)) bad.push(`${el.tagName}[${name}]`);
      if (["src", "srcset", "background", "poster", "data", "lowsrc", "xlink:href", "manifest", "ping"].includes(name.toLowerCase())) bad.push(`${el.tagName}[${name}=${value}]`);
      if (name === "href" && !["a", "area"].includes(el.tagName)) bad.push(`${el.tagName}[href]`);
      if (name === "href" && /^\s*(?:javascript|data|vbscript):/i.test(value)) bad.push(`${el.tagName}[href=${value}]`);
      if (name === "style" && /url\s*\(|@import|image-set/i.test(value)) bad.push(`${el.tagName}[style]`);
    }
  });
  $("style").each((_, el) => void (/url\s*\(|@import|image-set/i.test($(el).text()) && bad.push("<style> loads")));
  $("meta").each((_, el) => void (el.attribs["http-equiv"] && el.attribs["http-equiv"].toLowerCase() !== "content-security-policy" && bad.push(`meta ${el.attribs["http-equiv"]}`)));
  return bad;
}

describe("writeAnnotatedPages", () => {
  it("writes one annotated page per report, split pages included", async () => {
    expect(await writeAnnotatedPages(t.wh, out)).toBe(reports.length);
    expect(readdirSync(join(out, "annotated")).sort()).toEqual(reports.map((r) => `${r.report_id}.html`).sort());
  });

  it("marks every extracted row exactly once, on a number that prints its value, with what was read on hover", async () => {
    for (const r of reports) {
      const $ = load(String(r.report_id));
      const rows = await t.wh.all("select * from measurements where report_id = $id", { id: String(r.report_id) });
      for (const m of rows) {
        const el = $(`[id="m-${m.measurement_id}"]`);
        expect(el.length, `${m.measurement_id}`).toBe(1);
        // a number computed by sokutei is anchored just before the printed number it was computed from
        const mark = m.derived ? el.nextAll("mark.sk-m").first() : el.is("mark") ? el : el.nextAll("mark.sk-m").first();
        expect(mark.length, `${m.measurement_id}`).toBe(1);
        if (!m.derived) expect(numbersIn(mark.text()).some((p) => p.values.some((v) => sameValue(v, Number(m.value)))), `${m.measurement_id}`).toBe(true);
        expect(mark.attr("title")).toContain(String(m.measurement_id));
        expect(mark.attr("title")).toContain(`${m.value} ${m.unit}`);
      }
      expect($("mark.sk-m").length).toBeLessThanOrEqual(rows.length);
      expect($("#sk-bar").text()).not.toContain("not placed");
    }
  });

  it("marks rejected numbers with the reason, and every number it did not read as passed over", async () => {
    const [id] = await reportOf("mixed-report.html");
    const $ = load(String(id));
    const rejected = $("mark.sk-x");
    expect(rejected.map((_, el) => $(el).text()).get()).toEqual(["7", "16", "3500"]);
    const titles = rejected.map((_, el) => $(el).attr("title") ?? "").get();
    for (const t of titles.slice(0, 2)) expect(t).toMatch(/^rejected: a change or factor/);
    // the spec sheet's promise is refused with the prose reader's reason
    expect(titles[2]).toMatch(/^rejected: prose value 3500 MB\/s: a nominal, rated, interface or limit figure/);
    const passed = $("mark.sk-p").map((_, el) => $(el).text()).get();
    // the dd byte counts and the navigation's numbers were not read as results
    for (const n of ["67108864", "2019", "960", "0.00", "42"]) expect(passed).toContain(n);
    expect($("mark.sk-m").map((_, el) => $(el).text()).get()).toEqual(expect.arrayContaining(["4.03", "4.01", "0.613576", "109", "212.5", "1,204.7"]));
    expect(unmarkedDigits($)).toEqual([]);
    expect($("#sk-bar").text()).toMatch(/\d+ extracted · \d+ rejected · \d+ parts read · \d+ numbers passed over/);
    expect($("#sk-bar a").first().attr("href")).toBe(`../report-${id}.html`);
    expect($("mark.sk-m a").first().attr("href")).toBe(`../report-${id}.html`);
  });

  it("leaves no number unmarked on a page of one report", async () => {
    const single = reports.filter((r) => reports.filter((x) => x.source_id === r.source_id).length === 1);
    expect(single.length).toBeGreaterThan(3);
    for (const r of single) expect(unmarkedDigits(load(String(r.report_id))), String(r.report_id)).toEqual([]);
  });

  it("is inert: no script, no handler, no remote load, under a policy that forbids them", async () => {
    for (const r of reports) {
      const $ = load(String(r.report_id));
      expect(activeParts($), String(r.report_id)).toEqual([]);
      expect($('meta[http-equiv="Content-Security-Policy"]').attr("content")).toMatch(/default-src 'none'/);
    }
    const $ = load(String((await reportOf("mixed-report.html"))[0]));
    expect($("img").attr("data-sk-src")).toBe("http://cdn.example.com/box.jpg");
    expect($("pre").last().text()).toBe("raw text with 42 inside");
  });

  it("marks only its own part of a page of several reports and dims the others", async () => {
    const [first, second] = await reportOf("serial-parts.html");
    const one = load(String(first));
    const two = load(String(second));
    expect(one("mark.sk-m").map((_, el) => one(el).text()).get()).toEqual(["98.2", "105.6", "101.4", "110.3"]);
    expect(two("mark.sk-m").map((_, el) => two(el).text()).get()).toEqual(["412.8", "530.1", "455.0", "601.7"]);
    // the restated maximum is the same printed value read again, not a second result
    expect(two("mark.sk-p").map((_, el) => two(el).text()).get()).toContain("601.7");
    expect(one("mark.sk").filter((_, el) => one(el).closest(".sk-other").length > 0).length).toBe(0);
    expect(one("table").last().hasClass("sk-other")).toBe(true);
    expect(two("#sk-report").length).toBe(1);
    expect(two("#sk-bar").text()).toContain("part 2 of 2");
  });

  it("reads the page cut to a source definition's content selector, as ingest read it", async () => {
    const u = await tempWarehouse();
    try {
      const file = join(u.dir, "cut.html");
      const table = (r: string, w: string) => `<table><tr><th>read (MB/s)</th><th>write (MB/s)</th></tr><tr><td>${r}</td><td>${w}</td></tr></table>`;
      writeFileSync(file, `<html><body><div class="related"><h2>Older test</h2>${table("111", "99")}</div><article><h1>SSD test</h1><p>Sequential transfer with a 1 GiB file.</p>${table("240", "220")}</article></body></html>`);
      await ingest([file], u.wh, { hints: () => ({ content: "article" }) }, quietLogger());
      const [r] = await u.wh.all("select report_id from reports");
      const read = (dir: string) => cheerio.load(readFileSync(join(u.dir, dir, "annotated", `${r?.report_id}.html`), "utf8"));
      await writeAnnotatedPages(u.wh, join(u.dir, "whole"));
      expect(read("whole")("#sk-bar").text()).toContain("2 not placed");
      await writeAnnotatedPages(u.wh, join(u.dir, "cut"), { content: () => "article" });
      const $ = read("cut");
      expect($("mark.sk-m").map((_, el) => $(el).text()).get()).toEqual(["240", "220"]);
      expect($(".related").length).toBe(0);
    } finally {
      await u.dispose();
    }
  });

  it.skipIf(!hasChromium)(inChromium("loads in headless Chromium with no console error and no request but the page itself"), async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
    try {
      for (const id of [...(await reportOf("mixed-report.html")), ...(await reportOf("")).slice(0, 2)]) {
        const page = await browser.newPage();
        const errors: string[] = [];
        const requests: string[] = [];
        page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
        page.on("pageerror", (e) => void errors.push(e.message));
        page.on("request", (q) => void requests.push(q.url()));
        const url = pathToFileURL(join(out, "annotated", `${id}.html`)).href;
        await page.goto(url);
        expect(errors).toEqual([]);
        expect(requests).toEqual([url]);
        expect(await page.locator("#sk-bar").isVisible()).toBe(true);
        expect(await page.locator("mark.sk-m").count()).toBeGreaterThan(0);
        await page.close();
      }
      // a page written to run code: links and handlers clicked, past the refresh it asked for
      const page = await browser.newPage();
      const url = pathToFileURL(join(out, "annotated", `${(await reportOf("scripted-page.html"))[0]}.html`)).href;
      await page.goto(url);
      await page.locator("#jslink").click({ timeout: 5000 });
      await page.evaluate(() => document.querySelector("summary")?.click());
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => document.documentElement.dataset.pwned ?? null)).toBeNull();
      expect(page.url()).toBe(url);
      expect(await page.locator("mark.sk-m").allTextContents()).toEqual(["112", "98"]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
