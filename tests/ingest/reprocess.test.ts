import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ingest, reprocess } from "../../src/ingest/ingest.ts";
import type { Warehouse } from "../../src/load/warehouse.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

// six report pages of both languages and two charsets (the four samples and two English pages)
const pages = ["pages", "extra"].flatMap((d) => {
  const dir = fileURLToPath(new URL(`../fixtures/${d}/`, import.meta.url));
  return readdirSync(dir).filter((f) => f.endsWith(".html")).sort().map((f) => dir + f);
}).filter((p) => !/\/extra\/(?!en-nas-blog|en-jumbo)/.test(p));

// three warehouses filled and re-derived per test: a shared machine needs more than the default minute
const SLOW = 240_000;

const TABLES: [string, string][] = [
  ["sources", "source_id"], ["reports", "report_id"], ["systems", "system_id"], ["components", "component_id"],
  ["measurements", "measurement_id"], ["checks", "check_id"], ["rejects", "reject_id"],
];

/** Every row of every derived table, by id; `fetched_at` left out (it is when the file was read). */
async function dump(wh: Warehouse): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [t, id] of TABLES) out[t] = await wh.all(`select ${t === "sources" ? "* exclude (fetched_at)" : "*"} from ${t} order by ${id}`);
  return out;
}

let a: Awaited<ReturnType<typeof tempWarehouse>>;
let b: Awaited<ReturnType<typeof tempWarehouse>>;
beforeEach(async () => {
  a = await tempWarehouse();
  b = await tempWarehouse();
});
afterEach(async () => {
  await a.dispose();
  await b.dispose();
});

describe("reprocess", () => {
  it("gives exactly the rows of a fresh ingest of a multi-page batch, through the worker pool", async () => {
    const first = await ingest(pages, a.wh, { workers: 1 }, quietLogger());
    expect(first.every((o) => o.status === "loaded")).toBe(true);
    const fresh = await dump(a.wh);
    expect(pages).toHaveLength(6);
    expect(fresh.measurements?.length).toBeGreaterThan(100);
    // rows a stale extractor left behind must go: reprocess replaces, it does not add
    await a.wh.run("update measurements set value = -1");
    await a.wh.run(`insert into rejects (reject_id, source_id, stage, reason) select source_id || '-stale', source_id, 'extract', 'stale' from sources`);
    const outcomes = await reprocess(a.wh, quietLogger(), undefined, { workers: 1 });
    expect(outcomes.map((o) => o.status)).toEqual(pages.map(() => "loaded"));
    expect(await dump(a.wh)).toEqual(fresh);
  }, SLOW);

  it("on the main thread gives the same rows as on workers", async () => {
    await ingest(pages, a.wh, { workers: 0 }, quietLogger());
    await ingest(pages, b.wh, { workers: 1 }, quietLogger());
    await reprocess(a.wh, quietLogger(), undefined, { workers: 1 });
    await reprocess(b.wh, quietLogger(), undefined, { workers: 0 });
    expect(await dump(a.wh)).toEqual(await dump(b.wh));
  }, SLOW);

  it("a snapshot whose archived copy is gone fails alone and keeps its rows; the others are re-derived", async () => {
    await ingest(pages, a.wh, {}, quietLogger());
    const before = await dump(a.wh);
    const [gone] = await a.wh.all("select source_id, url, archive_path from sources order by url limit 1");
    await a.wh.run(`update sources set archive_path = 'archive/none/missing' where source_id = '${String(gone?.source_id)}'`);
    const log = quietLogger();
    const outcomes = await reprocess(a.wh, log);
    expect(outcomes.filter((o) => o.status === "failed").map((o) => o.input)).toEqual([gone?.url]);
    expect(log.lines.filter((l) => l.level === "error")).toHaveLength(1);
    const after = await dump(a.wh);
    expect(after.measurements).toEqual(before.measurements);
  }, SLOW);
});
