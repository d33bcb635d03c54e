import { access } from "node:fs/promises";
import { UserError } from "../errors.ts";
import { type Logger, consoleLogger } from "../ingest/ingest.ts";
import { Warehouse } from "../load/warehouse.ts";
import { type OutputFormat, formatRows } from "../query/formatRows.ts";
import { listQueries, runCanned } from "../query/cannedQueries.ts";
import { runSql } from "../query/runSql.ts";

const FORMATS: OutputFormat[] = ["table", "csv", "json", "markdown"];

export function parseFormat(value: string | undefined): OutputFormat {
  const f = (value ?? "table") as OutputFormat;
  if (!FORMATS.includes(f)) throw new UserError(`unknown format ${value}`, `use one of ${FORMATS.join(", ")}`);
  return f;
}

/** Opens an existing warehouse read-only: what reads it cannot change it (`query --sql "DROP …"` fails), and readers share it. */
export async function openExisting(db: string): Promise<Warehouse> {
  await access(db).catch(() => {
    throw new UserError(`no database at ${db}`, "run `sokutei ingest …` first, or pass --db PATH");
  });
  return Warehouse.open(db, { readOnly: true });
}

/** `sokutei query --sql`: runs SQL on the warehouse and prints it in the chosen format. */
export async function sqlCommand(sql: string, opts: { db: string; format?: string }): Promise<number> {
  const format = parseFormat(opts.format);
  const wh = await openExisting(opts.db);
  try {
    const { columns, rows } = await runSql(wh, sql);
    process.stdout.write(formatRows(columns, rows, format));
    return 0;
  } finally {
    wh.close();
  }
}

/** Parses repeated `--param k=v` values. */
export function parseParams(values: string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of values) {
    const i = v.indexOf("=");
    if (i <= 0) throw new UserError(`--param ${v} is not k=v`, "write it as --param name=value");
    out[v.slice(0, i)] = v.slice(i + 1);
  }
  return out;
}

/** `sokutei query NAME`: runs a canned comparison. */
export async function cannedCommand(name: string, opts: { db: string; format?: string; param?: string[] }): Promise<number> {
  const format = parseFormat(opts.format);
  const params = parseParams(opts.param);
  const wh = await openExisting(opts.db);
  try {
    const { columns, rows } = await runCanned(wh, name, params);
    process.stdout.write(formatRows(columns, rows, format));
    return 0;
  } finally {
    wh.close();
  }
}

/** `sokutei queries`: the canned comparisons with their descriptions and parameters. */
export async function queriesCommand(log: Logger = consoleLogger): Promise<number> {
  for (const q of listQueries()) {
    log.info(`${q.name}\n    ${q.description}`);
    for (const p of q.params) log.info(`    --param ${p.name}=<${p.type}>${p.default !== null ? ` (default ${p.default})` : " (required)"}${p.description ? `  ${p.description}` : ""}`);
  }
  return 0;
}
