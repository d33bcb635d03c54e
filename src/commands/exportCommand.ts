import { access } from "node:fs/promises";
import { UserError } from "../errors.ts";
import { type Logger, consoleLogger } from "../ingest/ingest.ts";
import { type ExportFormat, exportDataset } from "../export/exportDataset.ts";

export const VERSION = "0.1.0";

/** `sokutei export`: every table as Parquet or CSV with a datapackage.json manifest. */
export async function exportCommand(opts: { db: string; out: string; format?: string; partitionBy?: string }, log: Logger = consoleLogger): Promise<number> {
  const format = (opts.format ?? "parquet") as ExportFormat;
  if (format !== "parquet" && format !== "csv") throw new UserError(`unknown export format ${opts.format}`, "use parquet or csv");
  if (opts.partitionBy && opts.partitionBy !== "site") throw new UserError(`cannot partition by ${opts.partitionBy}`, "use --partition-by site");
  await access(opts.db).catch(() => {
    throw new UserError(`no database at ${opts.db}`, "run `sokutei ingest …` first, or pass --db PATH");
  });
  const manifest = await exportDataset(opts.db, { out: opts.out, format, partitionBy: opts.partitionBy as "site" | undefined, version: VERSION });
  for (const r of manifest.resources) log.info(`${Array.isArray(r.path) ? `${r.name}/ (${r.path.length} parts)` : r.path}  ${r.rows} rows`);
  log.info(`manifest: ${opts.out}/datapackage.json`);
  return 0;
}
