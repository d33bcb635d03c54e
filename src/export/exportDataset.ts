import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { TABLES, type TableName } from "../load/schema.ts";
import type { Warehouse } from "../load/warehouse.ts";
import { replaceFolder } from "./replaceFolder.ts";

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

/** True when a folder holds only what an earlier `sokutei export` wrote there: its manifest and the files it lists. */
async function isEarlierExport(dir: string, entries: string[]): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, "datapackage.json"), "utf8")) as { name?: string; resources?: { path?: string }[] };
    if (manifest.name !== "sokutei-dataset" || !Array.isArray(manifest.resources)) return false;
    const listed = new Set(["datapackage.json", ...manifest.resources.map((r) => String(r.path))]);
    if (!entries.every((e) => listed.has(e))) return false;
    // the partitioned folder holds site=…/ folders of data files and nothing else
    if (!entries.includes("measurements_by_site")) return true;
    const parts = await listFiles(join(dir, "measurements_by_site"));
    return parts.every((f) => /^site=[^/\\]+[/\\][^/\\]+\.(parquet|csv)$/.test(relative(join(dir, "measurements_by_site"), f)));
  } catch {
    return false;
  }
}

/**
 * Writes every contract table as Parquet (or CSV) with DuckDB's COPY, plus `datapackage.json`: each file, its schema
 * (names, types, descriptions), its row count and the sokutei version. The dataset is written to a temporary folder
 * and renamed into place; a non-empty `--out` that is not an earlier export is refused. Returns the manifest.
 */
export function exportDataset(wh: Warehouse, opts: ExportOptions) {
  return replaceFolder(opts.out, "sokutei export", isEarlierExport, (dir) => writeDataset(wh, opts, dir));
}

async function writeDataset(wh: Warehouse, opts: ExportOptions, out: string) {
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
