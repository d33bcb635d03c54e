import { chartSpecFor } from "../chart/chartSpec.ts";
import { writeChart } from "../chart/renderChart.ts";
import { type Logger, consoleLogger } from "../ingest/ingest.ts";
import { openExisting, parseParams } from "./queryCommand.ts";

/** Kept for callers of the old place; the spec lives in chart/. */
export { chartSpecFor } from "../chart/chartSpec.ts";

/** `sokutei chart NAME --out FILE.svg|png`. */
export async function chartCommand(name: string, opts: { db: string; out: string; param?: string[] }, log: Logger = consoleLogger): Promise<number> {
  const wh = await openExisting(opts.db);
  try {
    await writeChart(await chartSpecFor(wh, name, parseParams(opts.param)), opts.out, (line) => log.warn(line));
    log.info(`wrote ${opts.out}`);
    return 0;
  } finally {
    wh.close();
  }
}
