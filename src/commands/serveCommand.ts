import { access } from "node:fs/promises";
import { UserError } from "../errors.ts";
import { type Logger, consoleLogger } from "../ingest/ingest.ts";
import { startApp } from "../serve/serveApp.ts";

export interface ServeCommandOptions {
  db: string;
  port?: number;
  host?: string;
  timeLimit?: number;
  rowLimit?: number;
}

/** `sokutei serve`: runs the local dataset app until interrupted; prints its address (with the session token kept in its forms). */
export async function serveCommand(opts: ServeCommandOptions, log: Logger = consoleLogger): Promise<number> {
  await access(opts.db).catch(() => {
    throw new UserError(`no database at ${opts.db}`, "run `sokutei ingest …` first, or pass --db PATH");
  });
  const app = await startApp({ db: opts.db, port: opts.port, host: opts.host, limits: { timeMs: (opts.timeLimit ?? 10) * 1000, rows: opts.rowLimit ?? 5000 } }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "EADDRINUSE") throw new UserError(`port ${opts.port} is in use`, "give another with --port N (0 picks a free one)");
    throw err;
  });
  if (opts.host && !["127.0.0.1", "localhost", "::1"].includes(opts.host)) log.warn(`warning: serving on ${opts.host}: anyone who can reach it can read the warehouse`);
  log.info(`sokutei serve: ${app.url} (Ctrl-C to stop)`);
  await new Promise<void>((done) => {
    const stop = () => void app.close().then(done);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}
