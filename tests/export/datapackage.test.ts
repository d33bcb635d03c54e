import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportDataset } from "../../src/export/exportDataset.ts";
import { type ReadCells, checkCell, validatePackage } from "../../src/export/validatePackage.ts";
import { Warehouse } from "../../src/load/warehouse.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
/** Reads the exported files back: a throwaway warehouse allowed into the test's folder only. */
let files: Warehouse;
let parquet: string;
let csv: string;
beforeAll(async () => {
  t = await sampleWarehouse();
  files = await Warehouse.open(":memory:", { writableDir: t.dir });
  parquet = join(t.dir, "pq");
  csv = join(t.dir, "csv");
  await exportDataset(t.dbPath, { out: parquet, format: "parquet", partitionBy: "site", version: "test" });
  await exportDataset(t.dbPath, { out: csv, format: "csv", partitionBy: "site", version: "test" });
}, 120_000);
afterAll(async () => {
  files.close();
  await t.dispose();
});

/** CSV cells as DuckDB reads them, every column as text (an empty cell is a missing value). */
const readCells: ReadCells = async (file) => {
  const r = await files.table(`select * from read_csv('${file.replace(/'/g, "''")}', header = true, all_varchar = true)`);
  return { header: r.columns, rows: r.rows.map((row) => r.columns.map((c) => (row[c] === null ? null : String(row[c])))) };
};
const manifest = async (dir: string) => JSON.parse(await readFile(join(dir, "datapackage.json"), "utf8"));

describe("datapackage.json as a Frictionless Data Package", () => {
  it("validates, for Parquet and for CSV (every CSV cell against its Table Schema type)", async () => {
    expect(await validatePackage(parquet, readCells)).toEqual([]);
    expect(await validatePackage(csv, readCells)).toEqual([]);
  });

  it("maps DuckDB types to Table Schema types and states bytes, hash, licenses and the parts of a partitioned resource", async () => {
    const m = await manifest(parquet);
    const fields = (name: string) => m.resources.find((r: { name: string }) => r.name === name).schema.fields as { name: string; type: string }[];
    expect(fields("sources").find((f) => f.name === "fetched_at")?.type).toBe("datetime");
    expect(fields("measurements").find((f) => f.name === "conditions")?.type).toBe("object");
    expect(new Set(m.resources.flatMap((r: { schema: { fields: { type: string }[] } }) => r.schema.fields.map((f) => f.type)))).not.toContain("VARCHAR");
    expect(m.licenses[0].name).toBeTruthy();
    const sources = m.resources.find((r: { name: string }) => r.name === "sources");
    expect(sources.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(sources.bytes).toBe((await readFile(join(parquet, "sources.parquet"))).length);
    const parts = m.resources.find((r: { name: string }) => r.name === "measurements_by_site").path as string[];
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => /^measurements_by_site\/site=[^/]+\/[^/]+\.parquet$/.test(p))).toBe(true);
  });

  it("writes timestamps as UTC instants and JSON columns with Parquet's JSON type; CSV datetimes end in Z", async () => {
    const schema = await files.all(`select name, converted_type, logical_type from parquet_schema('${join(parquet, "sources.parquet")}')`);
    expect(String(schema.find((s) => s.name === "fetched_at")?.logical_type)).toContain("isAdjustedToUTC=1");
    const ms = await files.all(`select name, converted_type from parquet_schema('${join(parquet, "measurements.parquet")}')`);
    expect(ms.find((s) => s.name === "conditions")?.converted_type).toBe("JSON");
    const { rows } = await readCells(join(csv, "sources.csv"));
    const at = (await readCells(join(csv, "sources.csv"))).header.indexOf("fetched_at");
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(r[at] ?? ""))).toBe(true);
  });

  it("the validator catches a DuckDB type name, a wrong hash, a folder path and a bad cell", async () => {
    const m = await manifest(csv);
    m.resources[0].schema.fields[0].type = "VARCHAR";
    m.resources[1].hash = `sha256:${"0".repeat(64)}`;
    m.resources[2].path = "../elsewhere.csv";
    await writeFile(join(csv, "datapackage.json"), JSON.stringify(m));
    const errors = (await validatePackage(csv, readCells)).join("\n");
    expect(errors).toMatch(/type VARCHAR, not a Table Schema type/);
    expect(errors).toMatch(/hash .* does not match/);
    expect(errors).toMatch(/must be relative, POSIX, and stay inside the package/);
    expect(checkCell("datetime", "2024-01-02 03:04:05")).toMatch(/not a valid datetime/);
    expect(checkCell("datetime", "2024-01-02T03:04:05.5Z")).toBeNull();
    expect(checkCell("object", '"{\\"a\\":1}"')).toMatch(/not a valid object/);
    expect(checkCell("integer", "12.5")).toMatch(/not a valid integer/);
  });
});
