import { type Logger, consoleLogger } from "../ingest/ingest.ts";
import { type PageBudgetOptions, budgetOf } from "../ingest/derivePool.ts";
import { writeReport } from "../report/writeReport.ts";
import { openExisting } from "./queryCommand.ts";

/** `sokutei report --out DIR`: a static HTML site of the warehouse. */
export async function reportCommand(opts: { db: string; out: string } & PageBudgetOptions, log: Logger = consoleLogger): Promise<number> {
  const wh = await openExisting(opts.db);
  try {
    const files = await writeReport(wh, opts.out, { workers: opts.workers, budget: budgetOf(opts) });
    log.info(`wrote ${files.length} pages to ${opts.out} (open ${opts.out}/index.html)`);
    return 0;
  } finally {
    wh.close();
  }
}
