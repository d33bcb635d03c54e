import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { crawl } from "../../src/crawl/crawl.ts";
import { parseDefinition } from "../../src/crawl/sourceDefinition.ts";
import { defaultFetchEffects } from "../../src/fetch/fetchPage.ts";
import { ingest } from "../../src/ingest/ingest.ts";
import { reprocess } from "../../src/ingest/reprocess.ts";
import { writeReport } from "../../src/report/writeReport.ts";
import { siteDefinition, startTestSite } from "../crawl/testSite.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

/** A page whose extraction takes seconds: 3,000 rows of 10 results. */
function slowPage(): string {
  let html = "<html><head><title>slow</title></head><body><h2>Results</h2><table><tr><th>Block</th>" + Array.from({ length: 10 }, (_, c) => `<th>Run ${c} (MB/s)</th>`).join("") + "</tr>";
  for (let r = 1; r <= 3000; r++) html += `<tr><td>${r}KB</td>` + Array.from({ length: 10 }, (_, c) => `<td>${((r * 7 + c) % 900) + 10}.5</td>`).join("") + "</tr>";
  return `${html}</table></body></html>`;
}

const stopped = async (wh: Awaited<ReturnType<typeof tempWarehouse>>["wh"]) =>
  (await wh.all("select reason from rejects where reason like 'extraction stopped%'")).map((r) => String(r.reason));

let t: Awaited<ReturnType<typeof tempWarehouse>>;
beforeEach(async () => {
  t = await tempWarehouse();
});
afterEach(() => t.dispose());

describe("one page budget in every command that reads pages", () => {
  it("ingest of a single page (a batch too small for several workers) stops it at --page-timeout", async () => {
    const page = join(t.dir, "slow.html");
    writeFileSync(page, slowPage());
    const out = await ingest([page], t.wh, { budget: { timeMs: 200 } }, quietLogger());
    expect(out[0]?.status).toBe("loaded");
    expect(await stopped(t.wh)).toEqual(["extraction stopped: over the time budget of 0.2 s"]);
    expect(await t.wh.all("select count(*)::int as n from measurements")).toEqual([{ n: 0 }]);

    // reprocess applies the same budget to the same page
    const again = await reprocess(t.wh, quietLogger(), undefined, { budget: { timeMs: 200 } });
    expect(again.map((o) => o.status)).toEqual(["loaded"]);
    expect(await stopped(t.wh)).toEqual(["extraction stopped: over the time budget of 0.2 s"]);
  }, 120_000);

  it("report shows a page over the budget as a note and writes the rest of the site", async () => {
    const slow = join(t.dir, "slow.html");
    const quick = join(t.dir, "quick.html");
    writeFileSync(slow, slowPage());
    writeFileSync(quick, "<html><head><title>quick</title></head><body><table><tr><th>Test</th><th>Read (MB/s)</th></tr><tr><td>Seq</td><td>550</td></tr></table></body></html>");
    await ingest([slow, quick], t.wh, {}, quietLogger());
    const site = join(t.dir, "site");
    await writeReport(t.wh, site, { budget: { timeMs: 1500 } });
    const pages = readdirSync(join(site, "pages")).map((f) => readFileSync(join(site, "pages", f), "utf8"));
    expect(pages.filter((p) => p.includes("its processing went over the time budget of 1.5 s"))).toHaveLength(1);
    expect(pages.filter((p) => p.includes("<td>Seq</td>"))).toHaveLength(1);
  }, 180_000);

  it("crawl passes the budget to the pages it ingests", async () => {
    const site = await startTestSite();
    try {
      const def = parseDefinition(siteDefinition(site.origin), "sources/test-vendor.json");
      await crawl([def], t.wh, { fetch: { timeoutMs: 2000, retries: 0, backoffMs: 5, allowPrivate: true }, hostDelayMs: 0, ingest: { budget: { timeMs: 1 } } }, quietLogger(), defaultFetchEffects());
      expect((await stopped(t.wh)).length).toBeGreaterThan(0);
    } finally {
      await site.server.close();
    }
  }, 120_000);
});
