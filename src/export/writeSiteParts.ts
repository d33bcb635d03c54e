import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { TABLES } from "../load/schema.ts";
import type { Warehouse } from "../load/warehouse.ts";
import type { ExportFormat, ManifestResource } from "./exportDataset.ts";
import { exportExpr, fieldOf } from "./tableSchema.ts";

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A part file's name: its position and the site's ASCII letters, else a hash of the site (Japanese site names). */
export function partName(index: number, site: string, ext: string): string {
  const ascii = site.normalize("NFKC").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 40);
  const tag = ascii || `site-${createHash("sha256").update(site).digest("hex").slice(0, 8)}`;
  return `${String(index + 1).padStart(3, "0")}-${tag}.${ext}`;
}

/**
 * Writes measurements as one file per report site under `measurements_by_site/`, each holding the `site` column. No
 * hive `site=` folders: readers that merge a folder's partition key with a column of the same name (pyarrow, pandas)
 * read the folder with their default calls, and every path is plain ASCII as Data Package readers require.
 */
export async function writeSiteParts(wh: Warehouse, format: ExportFormat, out: string, common: Omit<ManifestResource, "name" | "path" | "bytes" | "rows" | "description" | "schema">): Promise<ManifestResource> {
  const ext = format === "parquet" ? "parquet" : "csv";
  const copyOpts = format === "parquet" ? "FORMAT parquet, COMPRESSION snappy" : "FORMAT csv, HEADER true";
  const m = TABLES.find((x) => x.name === "measurements");
  const cols = (m?.columns ?? []).map((c) => exportExpr(c, format, "measurements", "m."));
  const site = "coalesce(r.site, 'unknown')";
  const sites = (await wh.all(`select distinct ${site} as site from measurements m join reports r using (report_id) order by 1`)).map((r) => String(r.site));
  const paths: string[] = [];
  let bytes = 0;
  await mkdir(join(out, "measurements_by_site"));
  // an empty warehouse still gets one (empty) part: a Data Package path list may not be empty
  for (const [i, name] of (sites.length > 0 ? sites : [null]).entries()) {
    const path = `measurements_by_site/${partName(i, name ?? "none", ext)}`;
    const where = name === null ? "false" : `${site} = ${quote(name)}`;
    await wh.run(
      `COPY (SELECT ${cols.join(", ")}, ${site} AS site FROM measurements m JOIN reports r USING (report_id) WHERE ${where} ORDER BY m.measurement_id)
       TO ${quote(join(out, path))} (${copyOpts})`,
    );
    bytes += (await readFile(join(out, path))).length;
    paths.push(path);
  }
  return {
    name: "measurements_by_site", path: paths, ...common, bytes,
    rows: Number((await wh.all("select count(*) as n from measurements"))[0]?.n ?? 0),
    description: `measurements split by reports.site: ${paths.length} file(s), one per site, each with the site column (no hive folders)`,
    schema: {
      fields: [...(m?.columns ?? []).map(fieldOf), { name: "site", type: "string", description: "reports.site of the measurement's report; one file per site.", constraints: { required: true }, duckdb_type: "VARCHAR" }],
      primaryKey: "measurement_id",
    },
  };
}
