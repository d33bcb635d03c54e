import { randomBytes } from "node:crypto";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { UserError, messageOf } from "../errors.ts";
import { Warehouse } from "../load/warehouse.ts";
import { type OutputFormat, formatRows } from "../query/formatRows.ts";
import { esc } from "../report/html.ts";
import { APP_CSP, appPage } from "./appHtml.ts";
import { DEFAULT_LIMITS, type Limits } from "./boundedQuery.ts";
import { type Routes, routesFor } from "./appRoutes.ts";

export interface ServeOptions {
  db: string;
  port?: number;
  host?: string;
  limits?: Limits;
  /** Largest request body accepted, in bytes. */
  maxBody?: number;
  /** Who corrections are recorded as made by. */
  user?: string;
}

/** A response of a route: an HTML page, rows in a download format, or a redirect. */
export type Reply =
  | { html: string; status?: number; csp?: string }
  | { rows: { columns: string[]; rows: Record<string, unknown>[]; types?: string[]; truncated?: boolean }; format: Exclude<OutputFormat, "table" | "markdown">; name: string }
  | { redirect: string };

/** The running app: its URL, its session token, and how to stop it. */
export interface RunningApp {
  url: string;
  token: string;
  server: Server;
  close(): Promise<void>;
}

const MAX_URL = 8 * 1024;

/** Reads a form body of at most `max` bytes; a longer one is refused before it is all read. */
function readBody(req: IncomingMessage, max: number): Promise<URLSearchParams> {
  return new Promise((done, fail) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > max) return fail(new UserError(`request body over ${max} bytes`, undefined, 413));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > max) {
        req.destroy();
        fail(new UserError(`request body over ${max} bytes`, undefined, 413));
      } else chunks.push(c);
    });
    req.on("end", () => done(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))));
    req.on("error", fail);
  });
}

function send(res: ServerResponse, reply: Reply): void {
  if ("redirect" in reply) return void res.writeHead(303, { location: reply.redirect }).end();
  if ("rows" in reply) {
    const { columns, rows, types } = reply.rows;
    const body = formatRows(columns, rows, reply.format, types ?? []);
    const type = reply.format === "csv" ? "text/csv; charset=utf-8" : reply.format === "json" ? "application/json; charset=utf-8" : "application/x-ndjson; charset=utf-8";
    const headers: Record<string, string> = { "content-type": type, "x-content-type-options": "nosniff" };
    if (reply.rows.truncated) headers["x-sokutei-truncated"] = "rows cut at the row limit";
    if (reply.format === "csv") headers["content-disposition"] = `attachment; filename="${reply.name.replace(/[^\w.-]/g, "_")}.csv"`;
    return void res.writeHead(200, headers).end(body);
  }
  res.writeHead(reply.status ?? 200, { "content-type": "text/html; charset=utf-8", "content-security-policy": reply.csp ?? APP_CSP, "x-content-type-options": "nosniff", "referrer-policy": "no-referrer", "x-frame-options": "SAMEORIGIN" }).end(reply.html);
}

/**
 * Starts the local dataset app over the warehouse at `opts.db`: bound to 127.0.0.1 unless `host` says otherwise,
 * queries on a read-only connection under a time and row limit, changes only with this session's token.
 */
export async function startApp(opts: ServeOptions): Promise<RunningApp> {
  const token = randomBytes(18).toString("base64url");
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const maxBody = opts.maxBody ?? 64 * 1024;
  const host = opts.host ?? "127.0.0.1";
  const state = { wh: await Warehouse.open(opts.db, { readOnly: true }), ready: Promise.resolve() };
  let routes: Routes;
  // one request at a time on the one connection: a query's time limit starts when its turn comes, and stops only it
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn);
    chain = next.catch(() => {});
    return next;
  };
  const allowedHosts = new Set<string>();
  const server = createServer((req, res) => {
    void (async () => {
      try {
        if ((req.url ?? "").length > MAX_URL) throw new UserError("request URL too long", undefined, 414);
        if (!allowedHosts.has(String(req.headers.host ?? ""))) throw new UserError(`host ${String(req.headers.host ?? "")} is not this app`, undefined, 421);
        const url = new URL(req.url ?? "/", "http://app.invalid");
        // a reprocess swaps the connection: requests wait for it
        await state.ready;
        if (req.method === "POST") {
          const form = await readBody(req, maxBody);
          if (form.get("token") !== token) throw new UserError("this change lacks the session's token", "reload the page and try again", 403);
          return send(res, await serial(() => routes.post(url.pathname, form)));
        }
        if (req.method !== "GET" && req.method !== "HEAD") throw new UserError(`method ${req.method} not allowed`, undefined, 405);
        send(res, await serial(() => routes.get(url.pathname, url.searchParams)));
      } catch (err) {
        const status = err instanceof UserError && err.code >= 400 ? err.code : err instanceof UserError ? 400 : 500;
        const msg = err instanceof UserError ? `${err.message}${err.hint ? ` (${err.hint})` : ""}` : `internal error: ${messageOf(err)}`;
        if (!res.headersSent) send(res, { status, html: appPage(status === 404 ? "Not found" : "Error", `<p class="error">${esc(msg)}</p>`) });
        else res.end();
      }
    })();
  });
  server.requestTimeout = 60_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((done, fail) => server.once("error", fail).listen(opts.port ?? 8001, host, () => done()));
  const port = (server.address() as { port: number }).port;
  for (const h of [host, "127.0.0.1", "localhost", "[::1]"]) allowedHosts.add(`${h.includes(":") && !h.startsWith("[") ? `[${h}]` : h}:${port}`);
  routes = routesFor({ state, db: opts.db, limits, token, user: opts.user ?? process.env.USER ?? "someone" });
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}/`,
    token,
    server,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => {
          state.wh.close();
          done();
        });
      }),
  };
}
