import type { SourceRows } from "../load/warehouse.ts";
import { type CorrectionFile, correctionsDir, readCorrections } from "./correctionFile.ts";

/**
 * What ingest and reprocess do to each source's rows before loading them: apply the corrections kept beside the
 * warehouse at `dbPath` (read once, when this is called), warning of each correction whose row is gone. The unit
 * reader the corrections need is loaded only when there are corrections (a cold start without them skips it).
 */
export async function correctorFor(dbPath: string, warn: (line: string) => void): Promise<(rows: SourceRows) => SourceRows> {
  const book = dbPath === ":memory:" ? new Map<string, CorrectionFile>() : readCorrections(correctionsDir(dbPath));
  if (!book.size) return (rows) => rows;
  const { applyCorrections } = await import("./applyCorrections.ts");
  return (rows) => {
    const out = applyCorrections(rows, book.get(String(rows.source.url)));
    for (const u of out.unmatched) warn(`warning: ${String(rows.source.url)}: correction not applied, its row is no longer extracted: ${u}`);
    return out.rows;
  };
}
