import { type Logger, consoleLogger } from "../ingest/ingest.ts";
import { correctionsDir, readCorrections } from "../corrections/correctionFile.ts";
import { addRow, changeRow, markWrong, parseConditions } from "../corrections/makeCorrection.ts";
import { UserError } from "../errors.ts";
import { openExisting } from "./queryCommand.ts";

export interface CorrectOptions {
  db: string;
  reason?: string;
  metric?: string;
  operation?: string;
  access?: string;
  unit?: string;
  value?: string;
  origin?: string;
  raw?: string;
  locator?: string;
  condition?: string[];
  by?: string;
}

const orNull = (v: string | undefined) => (v === undefined ? undefined : v === "" || v === "null" ? null : v);

/** `sokutei correct wrong|change|add|list`: records a correction in the corrections folder beside the warehouse. */
export async function correctCommand(action: string, id: string | undefined, o: CorrectOptions, log: Logger = consoleLogger): Promise<number> {
  const by = o.by ?? process.env.USER ?? "someone";
  if (action === "list") {
    for (const c of readCorrections(correctionsDir(o.db)).values()) {
      if (id && c.url !== id) continue;
      for (const w of c.wrong) log.info(`${c.url}\twrong\t${w.metric} ${w.value} at ${w.locator}\t${w.reason}\t${w.by} ${w.at}`);
      for (const r of c.measurements) log.info(`${c.url}\t${r.of ? "change" : "add"}\t${r.metric} ${r.operation ?? ""} ${r.access ?? ""} ${r.value} ${r.unit} ${JSON.stringify(r.conditions)}${r.of ? ` (was ${r.of.metric} at ${r.of.locator})` : ""}\t${r.by} ${r.at}`);
    }
    return 0;
  }
  if (!id) throw new UserError(`correct ${action} needs an id`, action === "add" ? "give the report_id" : "give the measurement_id", 2);
  const wh = await openExisting(o.db);
  let file: string;
  try {
    const conditions = o.condition?.length ? parseConditions(o.condition) : undefined;
    if (action === "wrong") file = await markWrong(wh, id, o.reason ?? "", by);
    else if (action === "change") file = await changeRow(wh, id, { metric: o.metric, operation: orNull(o.operation), access: orNull(o.access), unit: o.unit, ...(o.value ? { value: Number(o.value) } : {}), conditions }, by);
    else if (action === "add") {
      if (!o.metric || !o.value || !o.unit) throw new UserError("correct add needs --metric, --value and --unit", "e.g. --metric duration --value 12.5 --unit s", 2);
      file = await addRow(wh, id, { metric: o.metric, value: Number(o.value), unit: o.unit, operation: orNull(o.operation), access: orNull(o.access), conditions, origin: o.origin, raw: o.raw, locator: o.locator }, by);
    } else throw new UserError(`unknown correction ${action}`, "use wrong, change, add or list", 2);
  } finally {
    wh.close();
  }
  log.info(`recorded in ${file}; run \`sokutei reprocess\` to apply it`);
  return 0;
}
