import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingest } from "../../src/ingest/ingest.ts";
import type { Row } from "../../src/load/warehouse.ts";
import { listQueries, runCanned } from "../../src/query/cannedQueries.ts";
import { writeReport } from "../../src/report/writeReport.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

// Ids hash the page's URL, and a local page's URL is its absolute path: the same checkout in two folders gets other
// ids. What a person reads must come out in the same order anyway.
const samples = fileURLToPath(new URL("../../sources/samples/", import.meta.url));
type T = Awaited<ReturnType<typeof tempWarehouse>>;
let a: T;
let b: T;

async function samplesIn(t: T, ...folders: string[]): Promise<void> {
  const dir = join(t.dir, ...folders);
  mkdirSync(dir, { recursive: true });
  cpSync(samples, dir, { recursive: true });
  await ingest([join(dir, "list.txt")], t.wh, { workers: 0 }, quietLogger());
}

/** Rows without their id columns, which differ between the folders by design. */
const withoutIds = (rows: Row[]) => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.endsWith("_id"))));

beforeAll(async () => {
  a = await tempWarehouse();
  b = await tempWarehouse();
  await samplesIn(a, "checkout");
  await samplesIn(b, "elsewhere", "deeper", "other-name");
});
afterAll(async () => {
  await a.dispose();
  await b.dispose();
});

describe("the sample warehouse in two folders", () => {
  it("shares no id between the folders, so the comparison means something", async () => {
    const ids = async (t: T) => (await t.wh.all("select report_id from reports")).map((r) => String(r.report_id));
    const inB = new Set(await ids(b));
    expect((await ids(a)).filter((id) => inB.has(id))).toEqual([]);
  });

  it("gives every canned query's rows in the same order", async () => {
    for (const q of listQueries()) {
      const [ra, rb] = [await runCanned(a.wh, q.name), await runCanned(b.wh, q.name)];
      expect(ra.rows.length, q.name).toBeGreaterThan(0);
      expect(withoutIds(rb.rows), q.name).toEqual(withoutIds(ra.rows));
    }
  });

  it("lists the reports of the site's index in the same order", async () => {
    const titles = async (t: T) => {
      await writeReport(t.wh, join(t.dir, "site"));
      const index = readFileSync(join(t.dir, "site", "index.html"), "utf8");
      return [...index.matchAll(/<a href="report-[^"]+\.html">([^<]*)<\/a>/g)].map((m) => m[1]);
    };
    const ta = await titles(a);
    expect(ta.length).toBe(6);
    expect(await titles(b)).toEqual(ta);
  });
});
