import { access, readFile } from "node:fs/promises";
import { UserError } from "../errors.ts";
import { type Logger, consoleLogger } from "../ingest/ingest.ts";
import { Warehouse } from "../load/warehouse.ts";
import { OUTPUT_FORMATS, type OutputFormat, formatRows } from "../query/formatRows.ts";
import { bindParams, findQuery, listQueries, runCanned } from "../query/cannedQueries.ts";
import { runSql } from "../query/runSql.ts";
import { writeAtomic } from "../writeAtomic.ts";
import { escapeControls } from "../query/terminalText.ts";

/** The format a file name asks for by its extension. */
const BY_EXTENSION: Record<string, OutputFormat> = { json: "json", jsonl: "jsonl", ndjson: "jsonl", csv: "csv", md: "markdown", markdown: "markdown", txt: "table" };

/** The output format: `--format` when given, else the one `--output FILE`'s extension names (x.json → json), else a table. */
export function parseFormat(value: string | undefined, output?: string): OutputFormat {
  const ext = output && output !== "-" ? /\.([a-z]+)$/i.exec(output)?.[1]?.toLowerCase() : undefined;
  const f = (value ?? (ext ? BY_EXTENSION[ext] : undefined) ?? "table") as OutputFormat;
  if (!OUTPUT_FORMATS.includes(f)) throw new UserError(`unknown format ${value}`, `use one of ${OUTPUT_FORMATS.join(", ")}`);
  return f;
}

/** Reads the whole of standard input as text. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(typeof c === "string" ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

/** The SQL to run: `-` reads standard input, `@FILE` (or `--sql-file FILE`) reads a file, anything else is the SQL itself. */
export async function resolveSql(sql: string | undefined, sqlFile?: string, stdin: () => Promise<string> = readStdin): Promise<string> {
  if (sql !== undefined && sqlFile !== undefined) throw new UserError("give --sql or --sql-file, not both", "--sql - reads standard input, --sql @FILE reads a file");
  const file = sqlFile ?? (sql?.startsWith("@") ? sql.slice(1) : undefined);
  const text = file !== undefined
    ? await readFile(file, "utf8").catch(() => {
        throw new UserError(`cannot read the SQL file ${file}`, "check the path");
      })
    : sql === "-" ? await stdin() : (sql ?? "");
  if (!text.trim()) throw new UserError("the SQL is empty", file !== undefined ? `check ${file}` : "pass --sql \"select …\", --sql - (standard input) or --sql @FILE");
  return text;
}

/** Prints the rendered rows (control characters escaped on a terminal), or writes them to `--output FILE` as they are, through a temporary file so a failure keeps the old one. */
export async function emit(text: string, output?: string): Promise<void> {
  if (output === undefined || output === "-") process.stdout.write(process.stdout.isTTY ? escapeControls(text) : text);
  else await writeAtomic(output, text);
}

/** Opens an existing warehouse read-only: what reads it cannot change it (`query --sql "DROP …"` fails), and readers share it. */
export async function openExisting(db: string): Promise<Warehouse> {
  await access(db).catch(() => {
    throw new UserError(`no database at ${db}`, "run `sokutei ingest …` first, or pass --db PATH");
  });
  return Warehouse.open(db, { readOnly: true });
}

/** The width to cut a table to: `--width N`, else the terminal's when printing to one, else none. */
export function tableWidth(width: string | number | undefined, output?: string): number | undefined {
  if (width !== undefined) {
    const n = Number(width);
    if (!Number.isInteger(n) || n < 20) throw new UserError(`--width ${width} is not a width`, "give a number of columns, 20 or more", 2);
    return n;
  }
  const toTerminal = (output === undefined || output === "-") && process.stdout.isTTY;
  return toTerminal ? process.stdout.columns : undefined;
}

/** `sokutei query --sql`: runs SQL on the warehouse and prints it in the chosen format. */
export async function sqlCommand(sql: string, opts: { db: string; format?: string; output?: string; width?: string }): Promise<number> {
  const format = parseFormat(opts.format, opts.output);
  const width = tableWidth(opts.width, opts.output);
  const wh = await openExisting(opts.db);
  try {
    const { columns, rows, types } = await runSql(wh, sql);
    await emit(formatRows(columns, rows, format, types, { width }), opts.output);
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
export async function cannedCommand(name: string, opts: { db: string; format?: string; param?: string[]; output?: string; width?: string }): Promise<number> {
  const format = parseFormat(opts.format, opts.output);
  const width = tableWidth(opts.width, opts.output);
  const params = parseParams(opts.param);
  // name and parameters are checked before the warehouse is opened: a typo is a usage error even without a database
  bindParams(findQuery(name), params);
  const wh = await openExisting(opts.db);
  try {
    const { columns, rows, types, units } = await runCanned(wh, name, params);
    await emit(formatRows(columns, rows, format, types, { width, units, absorbUnits: true }), opts.output);
    return 0;
  } finally {
    wh.close();
  }
}

/** `sokutei queries`: the canned comparisons with their descriptions and parameters (as rows with `--format`). */
export async function queriesCommand(opts: { format?: string } = {}, log: Logger = consoleLogger): Promise<number> {
  if (opts.format !== undefined) {
    const format = parseFormat(opts.format);
    const rows = listQueries().map((q) => ({ name: q.name, description: q.description, params: q.params.map((p) => `${p.name}=<${p.type}>${p.default !== null ? ` (default ${p.default})` : ""}`).join(", ") }));
    await emit(formatRows(["name", "description", "params"], rows, format));
    return 0;
  }
  for (const q of listQueries()) {
    log.info(`${q.name}\n    ${q.description}`);
    for (const p of q.params) log.info(`    --param ${p.name}=<${p.type}>${p.default !== null ? ` (default ${p.default})` : " (required)"}${p.description ? `  ${p.description}` : ""}`);
  }
  return 0;
}
