import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { TABLES, type TableName } from "../load/schema.ts";
import { Warehouse } from "../load/warehouse.ts";
import { replaceFolder } from "./replaceFolder.ts";
import { type ForeignKey, type SchemaField, exportExpr, fieldOf, foreignKeysOf } from "./tableSchema.ts";
import { writeSiteParts } from "./writeSiteParts.ts";
import { appendAll } from "../appendAll.ts";

export type ExportFormat = "parquet" | "csv";

export interface ExportOptions {
  out: string;
  format: ExportFormat;
  /** `site`: also write measurements as a hive-partitioned dataset by report site. */
  partitionBy?: "site";
  version: string;
}

/** A Data Package resource: one file (`path` a string, with its `hash`) or the parts of a partitioned one (`path` a list). */
export interface ManifestResource {
  name: TableName | "measurements_by_site";
  path: string | string[];
  profile: "tabular-data-resource";
  format: ExportFormat;
  mediatype: string;
  encoding?: "utf-8";
  bytes: number;
  hash?: string;
  rows: number;
  description: string;
  schema: { fields: SchemaField[]; primaryKey?: string; foreignKeys?: ForeignKey[] };
}

const MEDIATYPE: Record<ExportFormat, string> = { parquet: "application/vnd.apache.parquet", csv: "text/csv" };

const quote = (path: string) => `'${path.replace(/'/g, "''")}'`;

/** The SELECT that exports a table in a format (see `exportExpr` for timestamps and JSON). */
function selectFor(name: TableName, format: ExportFormat): string {
  const t = TABLES.find((x) => x.name === name);
  const cols = (t?.columns ?? []).map((c) => exportExpr(c, format, name));
  const key = t?.columns.find((c) => c.primaryKey)?.name ?? "1";
  return `SELECT ${cols.join(", ")} FROM ${name} ORDER BY ${key}`;
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) appendAll(out, await listFiles(p));
    else out.push(p);
  }
  return out.sort();
}

/** True when a folder holds only what an earlier `sokutei export` wrote there: its manifest and the files it lists. */
async function isEarlierExport(dir: string, entries: string[]): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, "datapackage.json"), "utf8")) as { name?: string; resources?: { path?: string }[] };
    if (manifest.name !== "sokutei-dataset" || !Array.isArray(manifest.resources)) return false;
    const paths = (r: { path?: unknown }) => (Array.isArray(r.path) ? r.path.map(String) : [String(r.path)]);
    const listed = new Set(["datapackage.json", ...(manifest.resources as { path?: unknown }[]).flatMap((r) => paths(r).map((p) => p.split(/[/\\]/)[0] ?? p))]);
    if (!entries.every((e) => listed.has(e))) return false;
    // the partitioned folder holds data files (site=…/ folders of them from older exports) and nothing else
    if (!entries.includes("measurements_by_site")) return true;
    const parts = await listFiles(join(dir, "measurements_by_site"));
    return parts.every((f) => /^(site=[^/\\]+[/\\])?[^/\\]+\.(parquet|csv)$/.test(relative(join(dir, "measurements_by_site"), f)));
  } catch {
    return false;
  }
}

/**
 * Writes every contract table of the warehouse at `db` as Parquet (or CSV) with DuckDB's COPY, plus `datapackage.json`:
 * each file, its schema (names, types, descriptions), its row count and the sokutei version. The dataset is written to a
 * temporary folder and renamed into place; a non-empty `--out` that is not an earlier export is refused. The warehouse
 * is opened read-only with that temporary folder as the only place its SQL may write. Returns the manifest.
 */
export function exportDataset(db: string, opts: ExportOptions) {
  return replaceFolder(opts.out, "sokutei export", isEarlierExport, async (dir) => {
    const wh = await Warehouse.open(db, { readOnly: true, writableDir: dir });
    try {
      return await writeDataset(wh, opts, dir);
    } finally {
      wh.close();
    }
  });
}

/** Size and SHA-256 of a written file, as a Data Package resource states them. */
async function sizeAndHash(file: string): Promise<{ bytes: number; hash: string }> {
  const data = await readFile(file);
  return { bytes: data.length, hash: `sha256:${createHash("sha256").update(data).digest("hex")}` };
}

async function writeDataset(wh: Warehouse, opts: ExportOptions, out: string) {
  const ext = opts.format === "parquet" ? "parquet" : "csv";
  const copyOpts = opts.format === "parquet" ? "FORMAT parquet, COMPRESSION snappy" : "FORMAT csv, HEADER true";
  const common = { profile: "tabular-data-resource" as const, format: opts.format, mediatype: MEDIATYPE[opts.format], ...(opts.format === "csv" ? { encoding: "utf-8" as const } : {}) };
  const resources: ManifestResource[] = [];
  for (const t of TABLES) {
    const file = join(out, `${t.name}.${ext}`);
    await wh.run(`COPY (${selectFor(t.name, opts.format)}) TO ${quote(file)} (${copyOpts})`);
    const rows = Number((await wh.all(`select count(*) as n from ${t.name}`))[0]?.n ?? 0);
    const key = t.columns.find((c) => c.primaryKey)?.name;
    resources.push({
      name: t.name, path: relative(out, file), ...common, ...(await sizeAndHash(file)), rows, description: t.description,
      schema: { fields: t.columns.map(fieldOf), ...(key ? { primaryKey: key } : {}), ...foreignKeysOf(t.name) },
    });
  }
  if (opts.partitionBy === "site") resources.push(await writeSiteParts(wh, opts.format, out, common));
  const manifest = {
    name: "sokutei-dataset", profile: "data-package", title: "sokutei hardware benchmark dataset", created: new Date().toISOString(), sokutei_version: opts.version,
    // the licence depends on the pages that were ingested: sokutei cannot know it, the publisher states it here
    licenses: [{ name: "NOASSERTION", title: "No licence stated yet: replace with the terms of the ingested pages before publishing" }],
    resources,
  };
  await writeFile(join(out, "datapackage.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
