import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { UserError } from "../errors.ts";
import { TABLES, type TableName } from "../load/schema.ts";
import type { Warehouse } from "../load/warehouse.ts";

export type ExportFormat = "parquet" | "csv";

export interface ExportOptions {
  out: string;
  format: ExportFormat;
  /** `site`: also write measurements as a hive-partitioned dataset by report site. */
  partitionBy?: "site";
  version: string;
}

export interface ManifestResource {
  name: TableName | "measurements_by_site";
  path: string;
  format: ExportFormat;
  rows: number;
  description: string;
  schema: { fields: { name: string; type: string; description: string }[] };
}

const quote = (path: string) => `'${path.replace(/'/g, "''")}'`;

/** The SELECT that exports a table: JSON columns stay JSON text, so any reader sees the same string as the warehouse. */
function selectFor(name: TableName): string {
  const t = TABLES.find((x) => x.name === name);
  const cols = (t?.columns ?? []).map((c) => (c.type === "JSON" ? `CAST(${c.name} AS VARCHAR) AS ${c.name}` : c.name));
  const key = t?.columns.find((c) => c.primaryKey)?.name ?? "1";
  return `SELECT ${cols.join(", ")} FROM ${name} ORDER BY ${key}`;
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(p)));
    else out.push(p);
  }
  return out.sort();
}

/**
 * Writes every contract table as Parquet (or CSV) with DuckDB's COPY, plus `datapackage.json`: each file, its schema
 * (names, types, descriptions), its row count and the sokutei version. Returns the manifest.
 */
export async function exportDataset(wh: Warehouse, opts: ExportOptions) {
  const out = resolve(opts.out);
  const existing = await stat(out).catch(() => undefined);
  if (existing && !existing.isDirectory()) throw new UserError(`--out ${opts.out} is a file, not a folder`);
  await mkdir(out, { recursive: true });
  const ext = opts.format === "parquet" ? "parquet" : "csv";
  const copyOpts = opts.format === "parquet" ? "FORMAT parquet, COMPRESSION snappy" : "FORMAT csv, HEADER true";
  const resources: ManifestResource[] = [];
  for (const t of TABLES) {
    const file = join(out, `${t.name}.${ext}`);
    await wh.run(`COPY (${selectFor(t.name)}) TO ${quote(file)} (${copyOpts})`);
    const rows = Number((await wh.all(`select count(*) as n from ${t.name}`))[0]?.n ?? 0);
    resources.push({
      name: t.name, path: relative(out, file), format: opts.format, rows, description: t.description,
      schema: { fields: t.columns.map((c) => ({ name: c.name, type: c.type, description: c.description })) },
    });
  }
  if (opts.partitionBy === "site") {
    const dir = join(out, "measurements_by_site");
    await rm(dir, { recursive: true, force: true });
    const m = TABLES.find((x) => x.name === "measurements");
    const cols = (m?.columns ?? []).map((c) => (c.type === "JSON" ? `CAST(m.${c.name} AS VARCHAR) AS ${c.name}` : `m.${c.name}`));
    await wh.run(
      `COPY (SELECT ${cols.join(", ")}, coalesce(r.site, 'unknown') AS site FROM measurements m JOIN reports r USING (report_id) ORDER BY m.measurement_id)
       TO ${quote(dir)} (${copyOpts}, PARTITION_BY (site))`,
    );
    const files = await listFiles(dir);
    resources.push({
      name: "measurements_by_site", path: relative(out, dir), format: opts.format,
      rows: Number((await wh.all("select count(*) as n from measurements"))[0]?.n ?? 0),
      description: `measurements partitioned by reports.site (hive layout site=…/): ${files.length} file(s)`,
      schema: { fields: [...(m?.columns ?? []).map((c) => ({ name: c.name, type: c.type, description: c.description })), { name: "site", type: "VARCHAR", description: "Partition key: reports.site." }] },
    });
  }
  const manifest = { name: "sokutei-dataset", profile: "data-package", created: new Date().toISOString(), sokutei_version: opts.version, resources };
  await writeFile(join(out, "datapackage.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
