import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { dropOutputOnClosedPipe } from "./closedPipe.ts";
import { MAX_TIMER_MS, StageError, UserError, fileProblem, messageOf } from "./errors.ts";
import { OUTPUT_FORMATS } from "./query/formatRows.ts";
import { escapeControls } from "./query/terminalText.ts";

export const DEFAULT_DB = "warehouse/sokutei.duckdb";

/** Writes one error line to stderr, control characters escaped (messages can quote page text and URLs). */
const say = (line: string) => process.stderr.write(`${escapeControls(line)}\n`);

function fail(thrown: unknown, debug: boolean): void {
  const err = fileProblem(thrown) ?? thrown;
  if (err instanceof UserError) {
    say(`sokutei: ${err.message}${err.hint ? ` (${err.hint})` : ""}`);
    process.exitCode = err.code;
    return;
  }
  if (err instanceof StageError) {
    say(`sokutei: ${err.input}: ${err.stage}: ${err.message}`);
    process.exitCode = 1;
    return;
  }
  say(`sokutei: internal error: ${messageOf(err)}${debug ? `\n${(err as Error).stack ?? ""}` : " (run with --debug for the stack)"}`);
  process.exitCode = 70;
}

/** An option parser for a whole number of at least `min`. */
const whole = (min: number) => (value: string): number => {
  if (!/^\s*\d+\s*$/.test(value) || Number(value) < min) throw new InvalidArgumentError(`it must be a whole number of at least ${min}.`);
  return Number(value);
};

/**
 * An option parser for a duration in `unit` above (or, with `orZero`, at least) zero, and no longer than a Node timer
 * can wait: a longer one would overflow to 1 ms and stop every page at once.
 */
const amount = (orZero = false, unit: "s" | "ms" = "s") => (value: string): number => {
  const n = Number(value);
  if (!value.trim() || !Number.isFinite(n) || n < 0 || (n === 0 && !orZero)) throw new InvalidArgumentError(`it must be a number ${orZero ? "of at least 0" : "above 0"}.`);
  const max = unit === "s" ? MAX_TIMER_MS / 1000 : MAX_TIMER_MS;
  if (n > max) throw new InvalidArgumentError(`it must be at most ${max} ${unit}, the longest a timer can wait.`);
  return n;
};

/**
 * The page budget, the same on every command that reads pages (ingest, crawl, reprocess, report): each page is worked
 * on a worker thread, under a time and a heap budget, but the pages of a small batch, worked on the main thread under
 * the time budget.
 */
function withPageBudget(c: Command): Command {
  return c
    .addOption(new Option("--workers <n>", "worker threads, each page under --page-timeout and --page-memory (default: cores - 1, at least 1, at most 4; none for a batch of up to 4 pages of up to 256 KiB, worked on the main thread under --page-timeout; 0 = the main thread, without the budget, for benchmarks)").argParser(whole(0)))
    .addOption(new Option("--page-timeout <seconds>", "time budget of one page on a worker; over it the page loads as a reject (report: is shown as a note)").argParser(amount()).default(60))
    // no commander default: a batch given --page-memory is worked on a worker however small (src/ingest/derivePool.ts)
    .addOption(new Option("--page-memory <mb>", "heap budget of a worker (default: 1024; given, even a small batch is worked on a worker)").argParser(whole(1)));
}

/** Collects a repeatable option; unlike a variadic one it takes one value, so `--param k=v NAME` leaves NAME an argument. */
const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** Builds the command tree; each action imports its command module lazily so `--help` stays fast. */
export function buildProgram(): Command {
  const program = new Command("sokutei")
    .description("Turn hardware benchmark report pages into a traceable DuckDB / Parquet dataset")
    .version("0.1.0")
    .option("--db <path>", "warehouse database file", DEFAULT_DB)
    .option("--debug", "show stacks of internal errors", false)
    // a usage error is one line on stderr and exit code 2 (every subcommand inherits these two settings)
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(`sokutei: ${text.replace(/^error: /, "").replace(/\s*\n\s*/g, " ").trim()} (see --help)\n`) });
  // exitCode, not exit(): exit() can cut off output still being written to a pipe
  const run = (fn: () => Promise<number>) => fn().then((code) => void (process.exitCode = code), (err) => fail(err, Boolean(program.opts().debug)));

  withPageBudget(program.command("ingest"))
    .description("fetch (or read) report pages, archive them and load what they hold")
    .argument("<inputs...>", "URLs, local HTML files, WARC files (.warc, .warc.gz), or list files (one URL or path a line, # comments)")
    .option("--force", "re-derive snapshots that are already in the warehouse", false)
    .option("--offline", "fetch nothing: archived URLs count as unchanged, others fail", false)
    .option("--ignore-robots", "fetch even what robots.txt disallows", false)
    .option("--allow-private", "fetch from hosts on loopback or private networks (refused by default)", false)
    .option("--lists-may-leave-folder", "read paths of a list file that lead outside the list's folder (refused by default)", false)
    .addOption(new Option("--timeout <seconds>", "connect timeout, and longest wait for the next chunk of a body").argParser(amount()).default(20))
    .addOption(new Option("--max-time <seconds>", "longest time for one whole response, however steadily it trickles").argParser(amount()).default(120))
    .addOption(new Option("--max-bytes <n>", "largest body accepted, after decoding (pages, WARC records)").argParser(whole(1)).default(20 * 1024 * 1024))
    .addOption(new Option("--retries <n>", "retries on 5xx, 408, 429 and connection errors").argParser(whole(0)).default(3))
    .addOption(new Option("--concurrency <n>", "pages in flight at once").argParser(whole(1)).default(8))
    .addOption(new Option("--per-host <n>", "requests in flight to one host").argParser(whole(1)).default(1))
    .addOption(new Option("--delay <ms>", "least time between two requests to one host (robots.txt crawl-delay raises it)").argParser(amount(true, "ms")).default(1000))
    .option("--no-progress", "no progress bar or progress lines on stderr")
    .option("--sources <dir>", "folder of source definitions whose site, content selector and charset apply to their URLs", "sources")
    .action((inputs: string[], o) => run(async () => (await import("./commands/ingestCommand.ts")).ingestCommand(inputs, { ...o, db: program.opts().db })));

  withPageBudget(program.command("crawl"))
    .description("find new report pages on the sites of sources/*.json (index pages, sitemaps, feeds) and ingest them")
    .argument("[names...]", "source definitions to crawl (all when none; see `sokutei sources`)")
    .option("--sources <dir>", "folder of source definitions", "sources")
    .option("--dry-run", "list the report URLs that would be ingested; fetch none of them, write nothing", false)
    .option("--recheck", "request every known report again (conditional GET), even when the sitemap's lastmod says it is unchanged", false)
    .option("--force", "re-derive snapshots that are already in the warehouse (implies --recheck)", false)
    .option("--ignore-robots", "fetch even what robots.txt disallows", false)
    .option("--allow-private", "fetch from hosts on loopback or private networks (refused by default)", false)
    .addOption(new Option("--timeout <seconds>", "connect and read timeout").argParser(amount()).default(20))
    .addOption(new Option("--retries <n>", "retries on 5xx, 408, 429 and connection errors").argParser(whole(0)).default(3))
    .addOption(new Option("--delay <ms>", "least time between two requests to one host (a definition's delay_ms and robots.txt crawl-delay win)").argParser(amount(true, "ms")).default(1000))
    .action((names: string[], o) => run(async () => (await import("./commands/crawlCommand.ts")).crawlCommand(names, { ...o, db: program.opts().db })));

  program
    .command("sources")
    .description("list the source definitions (sources/*.json) with their last crawl and what the warehouse holds from each")
    .option("--sources <dir>", "folder of source definitions", "sources")
    .addOption(new Option("--format <format>", "output format").choices(OUTPUT_FORMATS).default("table"))
    .action((o) => run(async () => (await import("./commands/crawlCommand.ts")).sourcesCommand({ db: program.opts().db, sources: o.sources, format: o.format })));

  withPageBudget(program.command("reprocess"))
    .description("re-derive every table from the archived pages, without the network")
    .option("--sources <dir>", "folder of source definitions whose site, content selector and charset apply to their URLs", "sources")
    .action((o) => run(async () => (await import("./commands/ingestCommand.ts")).reprocessCommand({ ...o, db: program.opts().db })));

  program
    .command("query")
    .description("run a canned comparison (see `sokutei queries`) or any SQL (--sql) on the warehouse")
    .argument("[name]", "name of a canned query (see `sokutei queries`)")
    .option("--sql <sql>", "SQL to run; - reads it from standard input, @FILE from a file")
    .option("--sql-file <file>", "file holding the SQL to run")
    .option("--param <k=v>", "parameter of a canned query (repeatable)", collect, [])
    .addOption(new Option("--format <format>", "output format (table and markdown format values per unit; csv, json and jsonl keep them raw; default: by --output's extension, else table)").choices(OUTPUT_FORMATS))
    .option("-o, --output <file>", "write the output to FILE instead of standard output")
    .option("--width <n>", "cut the table to N columns (default: the terminal's width when printing to one)")
    .action((name: string | undefined, o) =>
      run(async () => {
        const commands = await import("./commands/queryCommand.ts");
        if (o.sql !== undefined || o.sqlFile !== undefined) {
          if (name) throw new UserError(`give a canned query name or SQL, not both (got ${name} and SQL)`, "drop the name, or drop --sql");
          return commands.sqlCommand(await commands.resolveSql(o.sql, o.sqlFile), { db: program.opts().db, format: o.format, output: o.output, width: o.width });
        }
        if (!name) throw new UserError("give a canned query name or --sql", "list the canned queries with `sokutei queries`");
        return commands.cannedCommand(name, { db: program.opts().db, format: o.format, param: o.param, output: o.output, width: o.width });
      }),
    );

  program
    .command("queries")
    .description("list the canned comparisons with their descriptions and parameters")
    .addOption(new Option("--format <format>", "print them as rows in this format").choices(OUTPUT_FORMATS))
    .action((o) => run(async () => (await import("./commands/queryCommand.ts")).queriesCommand({ format: o.format })));

  program
    .command("chart")
    .description("draw a canned comparison as a chart (SVG or PNG)")
    .argument("<name>", "canned query with a chart (see `sokutei queries`)")
    .requiredOption("--out <file>", "FILE.svg or FILE.png")
    .option("--param <k=v>", "parameter of the query (repeatable)", collect, [])
    .action((name: string, o) => run(async () => (await import("./commands/chartCommand.ts")).chartCommand(name, { db: program.opts().db, ...o })));

  withPageBudget(program.command("report"))
    .description("write a static HTML site: reports, systems, parts, each comparison as table and chart, linked to the archived pages")
    .argument("[dir]", "folder to write into (or --out)")
    .option("--out <dir>", "folder to write into")
    .action((dir: string | undefined, o) =>
      run(async () => {
        if (dir && o.out && dir !== o.out) throw new UserError(`give the folder once (got ${dir} and --out ${o.out})`, "drop one of them", 2);
        if (!dir && !o.out) throw new UserError("give the folder to write the site into", "sokutei report DIR", 2);
        return (await import("./commands/reportCommand.ts")).reportCommand({ ...o, db: program.opts().db, out: dir ?? o.out });
      }),
    );

  program
    .command("export")
    .description("write every table as Parquet (or CSV) with a datapackage.json manifest")
    .requiredOption("--out <dir>", "folder to write into")
    .addOption(new Option("--format <format>", "file format").choices(["parquet", "csv"]).default("parquet"))
    .addOption(new Option("--partition-by <key>", "also write measurements as one file per site under measurements_by_site/").choices(["site"]))
    .action((o) => run(async () => (await import("./commands/exportCommand.ts")).exportCommand({ db: program.opts().db, ...o })));

  program
    .command("show")
    .description("print a report's measurements grouped by table or block, with their conditions")
    .argument("<report_id>", "report id (see `select report_id, title from reports`)")
    .addOption(new Option("--format <format>", "table (grouped by block) or csv, json, jsonl, markdown (one row per measurement)").choices(OUTPUT_FORMATS).default("table"))
    .action((reportId: string, o) => run(async () => (await import("./commands/showCommand.ts")).showCommand(reportId, { db: program.opts().db, format: o.format })));

  program
    .command("score")
    .description("score the extraction on a labelled folder (DIR/pages/*.html, DIR/expected/*.json): found, spurious, parts, pages read whole")
    .argument("<dir>", "labelled folder")
    .option("--only <text>", "only pages whose file name contains TEXT")
    .option("--origins <list>", "origins of expected rows scored", "table,tool-output,prose,spec")
    .option("-v, --verbose", "list every miss, every spurious row and every missed part", false)
    .option("--json <file>", "write the figures per page to FILE")
    .option("--corrections <dir>", "apply the corrections in DIR (a warehouse's corrections/ folder) to the pages of the same file name")
    .addOption(new Option("--workers <n>", "extraction worker threads (default as for ingest)").argParser(whole(0)))
    .action((dir: string, o) => run(async () => (await import("./commands/scoreCommand.ts")).scoreCommand(dir, o)));

  program
    .command("serve")
    .description("a local web app over the warehouse: lists with facets, canned queries with forms and charts, SQL, annotated pages, corrections")
    .addOption(new Option("--port <n>", "port to listen on (0 picks a free one)").argParser(whole(0)).default(8001))
    .option("--host <host>", "address to bind (anything but loopback exposes the warehouse)", "127.0.0.1")
    .addOption(new Option("--time-limit <seconds>", "longest a query may run").argParser(amount()).default(10))
    .addOption(new Option("--row-limit <n>", "most rows a query returns").argParser(whole(1)).default(5000))
    .action((o) => run(async () => (await import("./commands/serveCommand.ts")).serveCommand({ db: program.opts().db, ...o })));

  program
    .command("correct")
    .description("record a correction of an extracted row (wrong, change) or a passed-over number (add), kept beside the warehouse and applied by ingest and reprocess")
    .argument("<action>", "wrong, change, add or list")
    .argument("[id]", "measurement_id (wrong, change), report_id (add), or a page URL (list)")
    .option("--reason <text>", "why the row is wrong (wrong)")
    .option("--metric <metric>", "metric (change, add)")
    .option("--operation <op>", "operation (change, add; empty for none)")
    .option("--access <access>", "access (change, add; empty for none)")
    .option("--unit <unit>", "unit as printed (change, add)")
    .option("--value <n>", "value as printed (change, add)")
    .option("--condition <k=v>", "a condition (repeatable; replaces the row's conditions)", collect, [])
    .option("--origin <origin>", "origin of an added row", "prose")
    .option("--raw <text>", "the text of an added row on the page")
    .option("--locator <locator>", "where an added row is on the page")
    .option("--by <name>", "who makes the correction (default: $USER)")
    .action((action: string, id: string | undefined, o) => run(async () => (await import("./commands/correctCommand.ts")).correctCommand(action, id, { db: program.opts().db, ...o })));

  return program;
}

/** Runs the CLI: a usage error the parser caught (unknown option, bad value, missing argument) exits 2, help and version 0. */
export async function main(argv: string[]): Promise<void> {
  dropOutputOnClosedPipe(process.stdout);
  dropOutputOnClosedPipe(process.stderr);
  try {
    await buildProgram().parseAsync(argv);
  } catch (err) {
    if (!(err instanceof CommanderError)) throw err;
    process.exitCode = err.code === "commander.helpDisplayed" || err.code === "commander.version" ? 0 : 2;
  }
}

const isMain = process.argv[1] && /(?:cli\.[jt]s|sokutei(?:\.js)?)$/.test(process.argv[1]);
if (isMain) await main(process.argv);
