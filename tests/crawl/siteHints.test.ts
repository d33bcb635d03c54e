import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ingestCommand } from "../../src/commands/ingestCommand.ts";
import { crawl, hintsFrom } from "../../src/crawl/crawl.ts";
import { parseDefinition } from "../../src/crawl/sourceDefinition.ts";
import { ingest, reprocess } from "../../src/ingest/ingest.ts";
import { SCHEMA_VERSION } from "../../src/load/schema.ts";
import { Warehouse } from "../../src/load/warehouse.ts";
import { type TestServer, serve, startServer } from "../helpers/testServer.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

const sjis = readFileSync(new URL("../fixtures/pages/hpc-raid0-sas5ir.html", import.meta.url));
const fetchOpts = { timeoutMs: 2000, retries: 0, backoffMs: 5, allowPrivate: true };
let server: TestServer;
let t: Awaited<ReturnType<typeof tempWarehouse>>;

beforeAll(async () => {
  server = await startServer({
    // the server says EUC-JP; the page is Shift_JIS (its own <meta> says so, but a header beats <meta>)
    "/lying.html": serve(sjis, { "content-type": "text/html; charset=EUC-JP" }),
    "/index.html": serve('<html><body><a href="/lying.html">r</a></body></html>'),
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  t = await tempWarehouse();
});
afterEach(() => t.dispose());

const definition = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name: "lying-site", site: "Lying Site", start: [server.url("/index.html")], reports: ["/lying.html"], charset: "Shift_JIS", ...extra });

describe("a definition's hints apply to ingest and reprocess", () => {
  it("the definition's charset overrides a lying header; without it the page decodes wrong", async () => {
    const defs = [parseDefinition(definition(), "sources/lying-site.json")];
    await ingest([server.url("/lying.html")], t.wh, { fetch: fetchOpts, hostDelayMs: 0, workers: 0, hints: hintsFrom(defs) }, quietLogger());
    const [row] = await t.wh.all("select s.charset, s.charset_source, s.found_by, r.site, r.title from sources s join reports r using (source_id)");
    expect(row).toMatchObject({ charset: "Shift_JIS", charset_source: "definition", found_by: null, site: "Lying Site" });
    expect(String(row?.title)).toContain("RAID0テスト");

    const plain = await tempWarehouse();
    try {
      await ingest([server.url("/lying.html")], plain.wh, { fetch: fetchOpts, hostDelayMs: 0, workers: 0 }, quietLogger());
      const [bad] = await plain.wh.all("select s.charset, r.site from sources s join reports r using (source_id)");
      expect(bad).toMatchObject({ charset: "EUC-JP", site: "127.0.0.1" });
    } finally {
      await plain.dispose();
    }
  });

  it("a content selector that matches nothing keeps the whole page and warns", async () => {
    const defs = [parseDefinition(definition({ content: "#no-such-id" }), "sources/lying-site.json")];
    const [o] = await ingest([server.url("/lying.html")], t.wh, { fetch: fetchOpts, hostDelayMs: 0, workers: 0, hints: hintsFrom(defs) }, quietLogger());
    expect(o?.warnings.join(" ")).toContain("content selector #no-such-id matches nothing");
    expect(Number((await t.wh.all("select count(*) as n from measurements"))[0]?.n)).toBeGreaterThan(0);
  });

  it("reprocess keeps which definition found a page and applies the definition again", async () => {
    const defs = [parseDefinition(definition(), "sources/lying-site.json")];
    await crawl(defs, t.wh, { fetch: fetchOpts, hostDelayMs: 0, ingest: { workers: 0 } }, quietLogger());
    const before = await t.wh.all("select s.found_by, s.charset, r.site, r.title from sources s join reports r using (source_id)");
    expect(before[0]).toMatchObject({ found_by: "lying-site", charset: "Shift_JIS", site: "Lying Site" });
    await reprocess(t.wh, quietLogger(), hintsFrom(defs));
    expect(await t.wh.all("select s.found_by, s.charset, r.site, r.title from sources s join reports r using (source_id)")).toEqual(before);
  });

  it("ingest reads the definitions of its --sources folder", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sokutei-sources-"));
    try {
      await writeFile(join(dir, "lying-site.json"), definition());
      t.wh.close();
      const code = await ingestCommand([server.url("/lying.html")], { db: t.dbPath, sources: dir, allowPrivate: true, delay: 0, workers: 0, progress: false }, quietLogger());
      expect(code).toBe(0);
      t.wh = await Warehouse.open(t.dbPath);
      expect(await t.wh.all("select site from reports")).toEqual([{ site: "Lying Site" }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("schema version 2", () => {
  it("a version-1 warehouse gains sources.found_by and the crawls table, keeping its rows", async () => {
    await ingest([server.url("/lying.html")], t.wh, { fetch: fetchOpts, hostDelayMs: 0, workers: 0 }, quietLogger());
    await t.wh.run("DROP TABLE crawls");
    await t.wh.run("ALTER TABLE sources DROP COLUMN found_by");
    await t.wh.run("UPDATE sokutei_meta SET value = '1' WHERE key = 'schema_version'");
    t.wh.close();
    t.wh = await Warehouse.open(t.dbPath);
    expect(await t.wh.schemaVersion()).toBe(SCHEMA_VERSION);
    expect(await t.wh.all("select found_by from sources")).toEqual([{ found_by: null }]);
    const defs = [parseDefinition(definition(), "sources/lying-site.json")];
    const [s] = await crawl(defs, t.wh, { fetch: fetchOpts, hostDelayMs: 0, ingest: { workers: 0 } }, quietLogger());
    // the same bytes: the snapshot stays, and is now known as found by the definition
    expect(s?.counts).toMatchObject({ new: 0, changed: 0, unchanged: 1 });
    expect(await t.wh.all("select found_by from sources")).toEqual([{ found_by: "lying-site" }]);
  });
});
