import { access } from "node:fs/promises";
import { UserError } from "../errors.ts";
import { type Logger, consoleLogger } from "../ingest/ingest.ts";
import { Warehouse } from "../load/warehouse.ts";
import { type OutputFormat, formatRows } from "../query/formatRows.ts";
import { runSql } from "../query/runSql.ts";

const FORMATS: OutputFormat[] = ["table", "csv", "json", "markdown"];

export function parseFormat(value: string | undefined): OutputFormat {
  const f = (value ?? "table") as OutputFormat;
  if (!FORMATS.includes(f)) throw new UserError(`unknown format ${value}`, `use one of ${FORMATS.join(", ")}`);
  return f;
}

export async function openExisting(db: string): Promise<Warehouse> {
  await access(db).catch(() => {
    throw new UserError(`no database at ${db}`, "run `sokutei ingest …` first, or pass --db PATH");
  });
  return Warehouse.open(db);
}

/** `sokutei query --sql`: runs SQL on the warehouse and prints it in the chosen format. */
export async function sqlCommand(sql: string, opts: { db: string; format?: string }, log: Logger = consoleLogger): Promise<number> {
  const format = parseFormat(opts.format);
  const wh = await openExisting(opts.db);
  try {
    const { columns, rows } = await runSql(wh, sql);
    process.stdout.write(formatRows(columns, rows, format));
    void log;
    return 0;
  } finally {
    wh.close();
  }
}
