import { createRequire } from "node:module";
import type { IngestProgress, Logger, SourceOutcome } from "./ingest.ts";

/** Counts of a batch in flight, for either kind of progress display. */
class Tally {
  total = 0;
  done = 0;
  failed = 0;
  readonly started = Date.now();

  rate(): number {
    const s = (Date.now() - this.started) / 1000;
    return s > 0 ? this.done / s : 0;
  }

  eta(): string {
    const r = this.rate();
    if (!r || this.done >= this.total) return "—";
    const s = Math.round((this.total - this.done) / r);
    return s >= 3600 ? `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m` : s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
  }
}

export interface ProgressDisplay {
  progress: IngestProgress;
  /** Where warnings and errors go while the display is up (they must not tear a bar on a terminal). */
  log: Logger;
  stop(): void;
}

/**
 * On a terminal: a bar on stderr with counts, rate, failures and ETA, redrawn in place, warnings printed above it.
 * Elsewhere (a pipe, a CI log): a plain line every `everyMs` and at the end, and warnings as they come.
 */
export function progressDisplay(stream: NodeJS.WriteStream, base: Logger, everyMs = 5_000): ProgressDisplay {
  const tally = new Tally();
  if (stream.isTTY) {
    // loaded only for a terminal (cli-progress is CommonJS, so it can be required on the spot)
    const cliProgress = createRequire(import.meta.url)("cli-progress") as typeof import("cli-progress");
    const multi = new cliProgress.MultiBar(
      { stream, format: "ingest [{bar}] {value}/{total} pages | {rate}/s | {failed} failed | ETA {left}", barsize: 30, hideCursor: true, clearOnComplete: false, fps: 5 },
      cliProgress.Presets.shades_classic,
    );
    const bar = multi.create(0, 0, { rate: "0.0", failed: 0, left: "—" });
    // a line printed above the bar, at once (cli-progress would hold it until the next redraw)
    const above = (l: string) => {
      multi.log(`${l}\n`);
      multi.update();
    };
    const update = () => bar.update(tally.done, { rate: tally.rate().toFixed(1), failed: tally.failed, left: tally.eta() });
    return {
      progress: {
        add(n) {
          tally.total += n;
          bar.setTotal(tally.total);
          update();
        },
        done(o: SourceOutcome) {
          tally.done++;
          if (o.status === "failed") tally.failed++;
          update();
        },
      },
      log: { info: above, warn: above, error: above },
      stop: () => {
        update();
        multi.stop();
      },
    };
  }
  let last = Date.now();
  const line = () => `ingest: ${tally.done}/${tally.total} pages, ${tally.rate().toFixed(1)} pages/s, ${tally.failed} failed, ETA ${tally.eta()}`;
  return {
    progress: {
      add(n) {
        tally.total += n;
      },
      done(o: SourceOutcome) {
        tally.done++;
        if (o.status === "failed") tally.failed++;
        if (Date.now() - last >= everyMs) {
          last = Date.now();
          stream.write(`${line()}\n`);
        }
      },
    },
    log: base,
    stop: () => {
      if (tally.total > 1 && Date.now() - tally.started >= everyMs) stream.write(`${line()}\n`);
    },
  };
}
