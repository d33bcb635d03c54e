import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { flattenDeep } from "../../src/document/flattenDeep.ts";
import { load } from "../../src/document/cheerioLoad.ts";
import { ingest } from "../../src/ingest/ingest.ts";
import { writeReport } from "../../src/report/writeReport.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

const deep = (n: number) =>
  `<html><head><title>deep</title></head><body><h2>Results</h2><table><tr><th>Test</th><th>Read (MB/s)</th></tr><tr><td>Seq</td><td>550</td></tr></table>${"<div>".repeat(n)}innermost words${"</div>".repeat(n)}</body></html>`;

let t: Awaited<ReturnType<typeof tempWarehouse>>;
beforeEach(async () => {
  t = await tempWarehouse();
});
afterEach(() => t.dispose());

describe("a page nested 10,000 deep", () => {
  it("is flattened below 512 levels, keeping its text", () => {
    const $ = load(deep(2000));
    expect(flattenDeep($.root().get(0))).toBe(1);
    expect($.html()).toContain("innermost words");
    expect($("div").length).toBeLessThan(512);
    expect(buildDocument(deep(2000)).blocks.some((b) => b.text.includes("innermost words"))).toBe(true);
  });

  it("is ingested and shown by report, with the other pages, where the stack overflowed for every page", async () => {
    const page = join(t.dir, "deep.html");
    const other = join(t.dir, "other.html");
    writeFileSync(page, deep(10_000));
    writeFileSync(other, deep(3));
    const out = await ingest([page, other], t.wh, {}, quietLogger());
    expect(out.map((o) => o.status)).toEqual(["loaded", "loaded"]);
    const site = join(t.dir, "site");
    await writeReport(t.wh, site);
    const pages = ["pages", "annotated"].flatMap((d) => readdirSync(join(site, d)).map((f) => join(site, d, f)));
    expect(pages).toHaveLength(4);
    for (const f of pages) expect(readFileSync(f, "utf8")).toContain("innermost words");
  }, 120_000);
});
