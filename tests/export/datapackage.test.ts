import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
// frictionless's own JavaScript library: its descriptor profiles, safe-path rules, casts and foreign-key checks
import { Package, Resource } from "datapackage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportDataset } from "../../src/export/exportDataset.ts";
import { Warehouse } from "../../src/load/warehouse.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

/** Reads the exported files back: a throwaway warehouse allowed into the test's folder only (the warehouse itself reaches no file). */
let reader: Warehouse;

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
let parquet: string;
let csv: string;
beforeAll(async () => {
  t = await sampleWarehouse();
  reader = await Warehouse.open(":memory:", { writableDir: t.dir });
  parquet = join(t.dir, "pq");
  csv = join(t.dir, "csv");
  await exportDataset(t.dbPath, { out: parquet, format: "parquet", partitionBy: "site", version: "test" });
  await exportDataset(t.dbPath, { out: csv, format: "csv", partitionBy: "site", version: "test" });
}, 120_000);
afterAll(async () => {
  reader.close();
  await t.dispose();
});

interface Descriptor { name: string; path: string | string[]; bytes: number; hash?: string; schema: { fields: { name: string; type: string }[]; foreignKeys?: unknown[] } }
const manifest = async (dir: string) => JSON.parse(await readFile(join(dir, "datapackage.json"), "utf8")) as { resources: Descriptor[]; licenses: { name: string }[] };
const load = (dir: string) => Package.load(join(dir, "datapackage.json"), { basePath: dir });

/** Reads every row of every CSV resource with the reference library: cast to its type, keys and foreign keys checked. */
async function readAll(dir: string): Promise<Record<string, number>> {
  const pkg = await load(dir);
  const counts: Record<string, number> = {};
  for (const r of pkg.resources) {
    if (!r.multipart) counts[r.name] = (await r.read({ cast: true, relations: true })).length;
    else {
      // the library reads one file per resource: each part is read as a resource of its own, with the same schema
      const d = (await manifest(dir)).resources.find((x) => x.name === r.name) as Descriptor;
      let n = 0;
      for (const path of d.path as string[]) n += (await (await Resource.load({ ...d, path, bytes: undefined, hash: undefined }, { basePath: dir })).read({ cast: true })).length;
      counts[r.name] = n;
    }
  }
  return counts;
}

describe("datapackage.json under frictionless's reference rules", () => {
  it("validates for Parquet and CSV, and every CSV cell casts to its type with every foreign key found", async () => {
    for (const dir of [parquet, csv]) {
      const pkg = await load(dir);
      expect(pkg.errors.map(String), dir).toEqual([]);
      expect(pkg.valid).toBe(true);
    }
    const counts = await readAll(csv);
    const rows = Object.fromEntries((await manifest(csv)).resources.map((r) => [r.name, (r as unknown as { rows: number }).rows]));
    expect(counts).toEqual(rows);
    expect(counts.measurements).toBeGreaterThan(200);
  });

  it("declares foreign keys, and the reference library refuses a measurement whose report is not in the package", async () => {
    const m = await manifest(csv);
    expect(m.resources.find((r) => r.name === "measurements")?.schema.foreignKeys).toContainEqual({ fields: "report_id", reference: { resource: "reports", fields: "report_id" } });
    expect(m.resources.find((r) => r.name === "checks")?.schema.foreignKeys).toContainEqual({ fields: "claim_id", reference: { resource: "measurements", fields: "measurement_id" } });
    const file = join(csv, "measurements.csv");
    const text = await readFile(file, "utf8");
    const lines = text.split("\n");
    const [first = "", second = ""] = [lines[1], lines[2]];
    const reportOfFirst = first.split(",")[1] ?? "";
    lines[1] = first.replace(reportOfFirst, "no-such-report");
    await writeFile(file, lines.join("\n"));
    try {
      const pkg = await load(csv);
      const r = pkg.getResource("measurements");
      await expect(r.read({ relations: true })).rejects.toThrow(/[Ff]oreign key/);
    } finally {
      await writeFile(file, text);
    }
    expect(second).toBeTruthy();
  });

  it("states bytes and sha256 that match the files, a licence, and ASCII part paths", async () => {
    for (const dir of [parquet, csv]) {
      const m = await manifest(dir);
      expect(m.licenses[0]?.name).toBeTruthy();
      for (const r of m.resources) {
        const paths = Array.isArray(r.path) ? r.path : [r.path];
        const data = Buffer.concat(await Promise.all(paths.map((p) => readFile(join(dir, p)))));
        expect(r.bytes, r.name).toBe(data.length);
        if (r.hash) expect(r.hash).toBe(`sha256:${createHash("sha256").update(data).digest("hex")}`);
        // Data Package paths must be safe: no percent-encoding, no hive `key=value` folders
        for (const p of paths) expect(p, r.name).toMatch(/^[a-z0-9_]+(\/[a-z0-9-]+)?\.(parquet|csv)$/);
      }
      expect(new Set(m.resources.flatMap((r) => r.schema.fields.map((f) => f.type)))).not.toContain("VARCHAR");
    }
  });

  it("publishes no path of the exporter's disk and no archive path that the package does not hold", async () => {
    for (const file of ["sources.csv", "datapackage.json"]) {
      const text = await readFile(join(csv, file), "utf8");
      expect(text, file).not.toContain("file://");
      expect(text, file).not.toContain(t.dir);
      expect(text, file).not.toContain(process.cwd());
    }
    const sources = await reader.all(`select url, archive_path from read_csv('${join(csv, "sources.csv")}', header = true, all_varchar = true) order by url`);
    expect(sources.map((s) => s.url)).toContain("hpc-raid0-sas5ir.html");
    expect(sources.every((s) => s.archive_path === null)).toBe(true);
    const pq = await reader.all(`select url, archive_path from read_parquet('${join(parquet, "sources.parquet")}')`);
    expect(pq.every((s) => !String(s.url).startsWith("file:") && s.archive_path === null)).toBe(true);
  });
});

describe("CSV cells a spreadsheet would run", () => {
  it("are written with a leading ' when they start with = + - @ (Parquet keeps the text)", async () => {
    await t.wh.run(`update reports set title = '=HYPERLINK("http://127.0.0.1/x","click")' where report_id = (select min(report_id) from reports)`);
    await t.wh.run("update components set model = '@SUM(1+1)' where component_id = (select min(component_id) from components)");
    const out = join(t.dir, "formulas");
    await exportDataset(t.dbPath, { out, format: "csv", version: "test" });
    const titles = await reader.all(`select title from read_csv('${join(out, "reports.csv")}', header = true, all_varchar = true)`);
    expect(titles.map((r) => r.title)).toContain(`'=HYPERLINK("http://127.0.0.1/x","click")`);
    expect(titles.every((r) => !/^[=+\-@]/.test(String(r.title)))).toBe(true);
    const models = await reader.all(`select model from read_csv('${join(out, "components.csv")}', header = true, all_varchar = true)`);
    expect(models.map((r) => r.model)).toContain("'@SUM(1+1)");
    const pq = join(t.dir, "formulas-pq");
    await exportDataset(t.dbPath, { out: pq, format: "parquet", version: "test" });
    const kept = await reader.all(`select title from read_parquet('${join(pq, "reports.parquet")}') where title like '=%'`);
    expect(kept).toHaveLength(1);
  });
});
