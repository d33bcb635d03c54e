import { escapeControls } from "../query/terminalText.ts";
import { StageError, messageOf } from "../errors.ts";
import type { TableName } from "../load/schema.ts";
import type { SourceRows } from "../load/warehouse.ts";
import type { DerivePool } from "./derivePool.ts";
import type { DerivedForTransfer, SnapshotInfo } from "./deriveSource.ts";

export interface Logger {
  info(line: string): void;
  warn(line: string): void;
  error(line: string): void;
}

/** The terminal logger: lines to stdout (info) or stderr, with control characters escaped (page titles and URLs are untrusted). */
export const consoleLogger: Logger = {
  info: (l) => process.stdout.write(`${escapeControls(l)}\n`),
  warn: (l) => process.stderr.write(`${escapeControls(l)}\n`),
  error: (l) => process.stderr.write(`${escapeControls(l)}\n`),
};

/** What became of one input of `ingest` (or one archived snapshot of `reprocess`). */
export interface SourceOutcome {
  input: string;
  status: "loaded" | "unchanged" | "failed";
  sourceId?: string;
  title?: string | null;
  charset?: string;
  reports?: number;
  counts?: Partial<Record<TableName, number>>;
  warnings: string[];
  error?: string;
}

function countsOf(r: SourceRows): Partial<Record<TableName, number>> {
  return { reports: r.reports.length, systems: r.systems.length, components: r.components.length, measurements: r.measurements.length, checks: r.checks.length, rejects: r.rejects.length };
}

/** The outcome of a snapshot whose rows were loaded. */
export function outcomeOf(input: string, d: DerivedForTransfer): SourceOutcome {
  return { input, status: "loaded", sourceId: String(d.rows.source.source_id), title: d.title, charset: String(d.rows.source.charset), reports: d.rows.reports.length, counts: countsOf(d.rows), warnings: d.warnings };
}

/** The outcome of an input that failed, with its stage when known. */
export function failed(input: string, err: unknown): SourceOutcome {
  return { input, status: "failed", warnings: [], error: err instanceof StageError ? `${err.stage}: ${err.message}` : `internal error: ${messageOf(err)}` };
}

/** A snapshot's rows from the pool; what fails there fails at the extract stage unless it names its own. */
export function derive(pool: DerivePool, info: SnapshotInfo, body: Uint8Array, input: string): Promise<DerivedForTransfer> {
  return pool.derive(info, body).catch((err: unknown) => {
    throw err instanceof StageError ? err : new StageError("extract", input, messageOf(err), { sourceId: info.sourceId });
  });
}
