import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, inChromium } from "../helpers/chromium.ts";
import { UserError } from "../../src/errors.ts";
import { ingest } from "../../src/ingest/ingest.ts";
import { directiveFor, fragmentOf } from "../../src/report/textFragment.ts";
import { writeReport } from "../../src/report/writeReport.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

const CHROMIUM = "/usr/bin/chromium";
const hostile = fileURLToPath(new URL("../fixtures/hostile/scripted-page.html", import.meta.url));
let t: Awaited<ReturnType<typeof tempWarehouse>>;
let out: string;
let archivedFile: string;
beforeAll(async () => {
  t = await tempWarehouse();
  await ingest([hostile], t.wh, { workers: 0 }, quietLogger());
  out = join(t.dir, "site");
  await writeReport(t.wh, out);
  const [s] = await t.wh.all("select source_id from sources");
  archivedFile = join(out, "pages", `${s?.source_id}.html`);
});
afterAll(() => t.dispose());

describe("archived pages in the report are inert", () => {
  it("keep their text and lose every script, handler, frame and javascript: URL", () => {
    const html = readFileSync(archivedFile, "utf8");
    expect(html).toContain("112 MB/s");
    expect(html).toMatch(/^<!doctype html>\n<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
    expect(html).not.toMatch(/<script|<iframe|<object|<base|<noscript|http-equiv="refresh"|\son[a-z]+=|javascript:|srcdoc/i);
    // the archive has no images: each shows its alt text and names what it was, never a broken icon
    expect(html).toContain('<img title="image not archived: x" alt="[image]">');
  });

  it.skipIf(!hasChromium)(inChromium("run no script in headless Chromium, loaded or clicked"), async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
    try {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(archivedFile).href);
      await page.locator("#jslink").click({ timeout: 5000 });
      await page.locator("#svglink").click({ timeout: 5000 });
      // clicked from inside the page: a submit and a toggle, whose handlers would run in its origin
      await page.evaluate(() => {
        (document.getElementById("submit") as HTMLButtonElement).click();
        document.querySelector("summary")?.click();
      });
      await page.waitForTimeout(1500); // past the refresh the page asked for
      expect(await page.evaluate(() => [document.title, document.documentElement.dataset.pwned ?? null])).toEqual(["NAS 転送速度テスト", null]);
      expect(page.url()).toBe(pathToFileURL(archivedFile).href);
    } finally {
      await browser.close();
    }
  });
});

describe("the report site is whole or absent", () => {
  it("a long text cut for its fragment never splits a character, and a number whose text is gone still gets a link", async () => {
    const long = `${"あ".repeat(40)}𠮷${"い".repeat(40)} の書き込み 98 MB/s`;
    const text = `見出し\n${long}\n終わり`;
    const at = text.indexOf(long);
    const fragment = fragmentOf(directiveFor(text, at, at + long.length) ?? { start: "" });
    for (const part of fragment.slice("#:~:text=".length).split(",")) expect(() => decodeURIComponent(part)).not.toThrow();
    const u = await tempWarehouse();
    try {
      await ingest([hostile], u.wh, { workers: 0 }, quietLogger());
      await u.wh.run(`UPDATE measurements SET raw = '${"あ".repeat(59)}𠮷 の書き込み 98 MB/s'`);
      const site = join(u.dir, "site");
      await expect(writeReport(u.wh, site)).resolves.toBeDefined();
      const report = readdirSync(site).find((f) => f.startsWith("report-")) ?? "";
      // the text is not on the page: the link points at what the locator names (the number's own block), or at the page
      expect(readFileSync(join(site, report), "utf8")).toMatch(/href="pages\/[0-9a-f]+\.html(#:~:text=[^"]+)?"/);
    } finally {
      await u.dispose();
    }
  });

  it("a failure half-way leaves the previous site as it was, and a foreign folder is refused untouched", async () => {
    const u = await tempWarehouse();
    try {
      await ingest([hostile], u.wh, { workers: 0 }, quietLogger());
      const site = join(u.dir, "site");
      await writeReport(u.wh, site);
      const before = Object.fromEntries(readdirSync(site).filter((f) => f.endsWith(".html")).map((f) => [f, readFileSync(join(site, f), "utf8")]));
      await u.wh.run("DROP TABLE checks");
      await expect(writeReport(u.wh, site)).rejects.toThrow();
      expect(Object.fromEntries(readdirSync(site).filter((f) => f.endsWith(".html")).map((f) => [f, readFileSync(join(site, f), "utf8")]))).toEqual(before);
      expect(readdirSync(u.dir).filter((f) => f.includes("partial"))).toEqual([]);
      const foreign = join(u.dir, "mine");
      mkdirSync(foreign);
      writeFileSync(join(foreign, "notes.txt"), "keep me");
      await expect(writeReport(u.wh, foreign)).rejects.toBeInstanceOf(UserError);
      expect(readdirSync(foreign)).toEqual(["notes.txt"]);
    } finally {
      await u.dispose();
    }
  });
});
