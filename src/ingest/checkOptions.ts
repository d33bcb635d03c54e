import { UserError } from "../errors.ts";
import type { IngestOptions } from "./ingest.ts";

/** Throws a UserError for a count or duration that cannot be right, before anything is read or written. */
export function checkIngestOptions(opts: IngestOptions): void {
  const whole = (name: string, v: number | undefined, min: number) => {
    if (v !== undefined && (!Number.isInteger(v) || v < min)) throw new UserError(`${name} must be a whole number of at least ${min}, not ${v}`);
  };
  const positive = (name: string, v: number | undefined, min = 0) => {
    if (v !== undefined && (!Number.isFinite(v) || v < min)) throw new UserError(`${name} must be a number of at least ${min}, not ${v}`);
  };
  whole("--concurrency", opts.concurrency, 1);
  whole("--per-host", opts.perHost, 1);
  whole("--workers", opts.workers, 0);
  positive("--delay", opts.hostDelayMs);
  const f = opts.fetch ?? {};
  whole("--retries", f.retries, 0);
  whole("--max-bytes", f.maxBytes, 1);
  positive("--timeout", f.timeoutMs, 1);
  positive("--max-time", f.totalTimeoutMs, 1);
  positive("--page-timeout", opts.budget?.timeMs, 1);
  positive("--page-memory", opts.budget?.memoryMb, 1);
}
