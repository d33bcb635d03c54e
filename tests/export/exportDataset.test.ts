import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { asyncBufferFromFile, parquetReadObjects } from "hyparquet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportDataset } from "../../src/export/exportDataset.ts";
import { TABLES } from "../../src/load/schema.ts";
import { Warehouse } from "../../src/load/warehouse.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

/** Reads the exported files back: a throwaway warehouse allowed into the test's folder only (the warehouse itself reaches no file). */
let reader: Warehouse;

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
let out: string;
beforeAll(async () => {
  t = await sampleWarehouse();
  reader = await Warehouse.open(":memory:", { writableDir: t.dir });
  out = join(t.dir, "ds");
  await exportDataset(t.dbPath, { out, format: "parquet", partitionBy: "site", version: "test" });
});
afterAll(async () => {
  reader.close();
  await t.dispose();
});

/** One value as a plain comparable: numbers for integers, ISO strings for dates and times, objects for JSON. */
function plain(type: string, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (type === "JSON") return typeof v === "string" ? JSON.parse(v) : v;
  if (type === "DATE") return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
  // the warehouse holds naive UTC; the export holds UTC instants (DuckDB prints them with +00)
  if (type === "TIMESTAMP") return v instanceof Date ? v.getTime() : Date.parse(`${String(v).replace(" ", "T").replace(/\+00$/, "")}Z`);
  if (typeof v === "bigint") return Number(v);
  return v;
}

/** A sources row as the export publishes it: a local file by its name, no archive path (the archive is not shipped). */
const published = (r: Record<string, unknown>): Record<string, unknown> => ({
  ...r,
  url: String(r.url).replace(/^file:.*\//, ""),
  final_url: r.final_url === null ? null : String(r.final_url).replace(/^file:.*\//, ""),
  archive_path: null,
});

describe("export", () => {
  it("writes every table as Parquet that DuckDB and hyparquet read back row for row", async () => {
    for (const table of TABLES) {
      const key = table.columns.find((c) => c.primaryKey)?.name ?? "";
      const wh = (await t.wh.all(`select * from ${table.name} order by ${key}`)).map((r) => (table.name === "sources" ? published(r) : r)).map((r) => table.columns.map((c) => plain(c.type, r[c.name])));
      const viaDuck = (await reader.all(`select * from read_parquet('${join(out, `${table.name}.parquet`)}') order by ${key}`)).map((r) => table.columns.map((c) => plain(c.type, r[c.name])));
      const hyp = (await parquetReadObjects({ file: await asyncBufferFromFile(join(out, `${table.name}.parquet`)) })).map((r) => table.columns.map((c) => plain(c.type, r[c.name])));
      expect(viaDuck, table.name).toEqual(wh);
      expect(hyp, table.name).toEqual(wh);
    }
    const count = await reader.all(`select count(*) as n from read_parquet('${join(out, "measurements.parquet")}')`);
    expect(count[0]?.n).toBe((await t.wh.counts()).measurements);
    expect((await t.wh.counts()).measurements).toBeGreaterThan(200);
  });

  it("keeps JSON conditions and dates intact", async () => {
    const rows = await parquetReadObjects({ file: await asyncBufferFromFile(join(out, "measurements.parquet")) });
    // Parquet's JSON logical type: readers get objects, not strings
    const nfs = rows.find((r) => (r.conditions as { nfs_version?: number } | null)?.nfs_version === 4);
    expect(nfs?.conditions).toMatchObject({ protocol: "NFS", nfs_version: 4 });
    const reports = await parquetReadObjects({ file: await asyncBufferFromFile(join(out, "reports.parquet")) });
    expect(reports.map((r) => plain("DATE", r.published_on)).filter(Boolean).sort()).toEqual(["2007-09-11", "2007-09-25", "2007-11-02", "2010-03-10"]);
  });

  it("writes measurements as one file per site, each with its site column, that DuckDB and hyparquet read as a folder", async () => {
    const files = readdirSync(join(out, "measurements_by_site")).sort();
    expect(files.every((f) => /^\d{3}-[a-z0-9-]+\.parquet$/.test(f))).toBe(true);
    // no hive folders: DuckDB's default reading of the folder gives the site column from inside the files
    const back = await reader.all(`select site, count(*) as n from read_parquet('${join(out, "measurements_by_site", "*.parquet")}') group by site order by site`);
    const direct = await t.wh.all("select coalesce(r.site, 'unknown') as site, count(*) as n from measurements m join reports r using (report_id) group by 1 order by 1");
    expect(back).toEqual(direct);
    const sites: string[] = [];
    for (const f of files) {
      const rows = await parquetReadObjects({ file: await asyncBufferFromFile(join(out, "measurements_by_site", f)) });
      const inFile = [...new Set(rows.map((r) => r.site))];
      expect(inFile, f).toHaveLength(1);
      sites.push(String(inFile[0]));
    }
    expect(sites.sort()).toEqual(direct.map((d) => String(d.site)).sort());
  });

  it("describes every file and column in datapackage.json", () => {
    const manifest = JSON.parse(readFileSync(join(out, "datapackage.json"), "utf8"));
    expect(manifest.sokutei_version).toBe("test");
    for (const table of TABLES) {
      const r = manifest.resources.find((x: { name: string }) => x.name === table.name);
      expect(r.path).toBe(`${table.name}.parquet`);
      expect(r.schema.fields.map((f: { name: string }) => f.name)).toEqual(table.columns.map((c) => c.name));
      expect(r.schema.fields.every((f: { description: string; type: string }) => f.description.length > 5 && f.type)).toBe(true);
      expect(typeof r.rows).toBe("number");
    }
  });

  it("writes CSV as well", async () => {
    const csvOut = join(t.dir, "csv");
    const m = await exportDataset(t.dbPath, { out: csvOut, format: "csv", version: "test" });
    expect(m.resources.map((r) => r.path)).toContain("measurements.csv");
    const lines = readFileSync(join(csvOut, "measurements.csv"), "utf8").trim().split("\n");
    expect(lines[0]?.split(",")).toEqual(TABLES.find((x) => x.name === "measurements")?.columns.map((c) => c.name));
    const back = await reader.all(`select count(*) as n from read_csv('${join(csvOut, "measurements.csv")}', header = true)`);
    expect(back[0]?.n).toBe((await t.wh.counts()).measurements);
  });
});
