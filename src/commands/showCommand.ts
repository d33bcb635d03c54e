import { UserError } from "../errors.ts";
import { type Logger, consoleLogger } from "../ingest/ingest.ts";
import { formatRows } from "../query/formatRows.ts";
import { emit, openExisting, parseFormat } from "./queryCommand.ts";

const COLUMNS = ["block", "locator", "metric", "operation", "access", "value", "unit", "value_si", "si_unit", "origin", "derived", "derived_from", "conditions", "context", "note"];

/**
 * `sokutei show`: a report's measurements grouped by the table or block they came from, with conditions; with a
 * `--format` other than table, one row per measurement (every column) for tools.
 */
export async function showCommand(reportId: string, opts: { db: string; format?: string }, log: Logger = consoleLogger): Promise<number> {
  const format = parseFormat(opts.format);
  const wh = await openExisting(opts.db);
  try {
    const [report] = await wh.all("select r.*, s.url from reports r join sources s using (source_id) where report_id = $id", { id: reportId });
    if (!report) throw new UserError(`no report ${reportId}`, "list them with: sokutei query --sql \"select report_id, title from reports\"");
    const { rows, types } = await wh.table(
      `select regexp_replace(locator, '/(r[0-9]+/c[0-9]+(/q[0-9]+)?|l[0-9]+)$', '') as block, locator, metric, operation, access, value, unit, value_si, si_unit, origin, derived, derived_from, conditions, context, note
       from measurements where report_id = $id order by position`,
      { id: reportId },
    );
    if (format !== "table") {
      await emit(formatRows(COLUMNS, rows, format, types));
      return 0;
    }
    log.info(`${report.title}\n  ${report.url}${report.part ? `  part ${report.part}` : ""}${report.published_on ? `  ${report.published_on}` : ""}`);
    let current: string | undefined;
    let group: typeof rows = [];
    const flush = () => {
      if (!group.length) return;
      log.info(`\n${current}  (${group[0]?.origin}) ${group[0]?.context ?? ""}`);
      log.info(formatRows(["locator", "metric", "operation", "access", "value", "unit", "derived", "conditions"], group, "table", [], { absorbUnits: true }).trimEnd());
      group = [];
    };
    for (const r of rows) {
      if (r.block !== current) {
        flush();
        current = String(r.block);
      }
      group.push(r);
    }
    flush();
    if (!rows.length) log.info("  no measurements");
    return 0;
  } finally {
    wh.close();
  }
}
