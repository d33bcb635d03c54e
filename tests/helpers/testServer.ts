import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  url: (path: string) => string;
  port: number;
  /** Requests seen, by path. */
  hits: Map<string, number>;
  route: (path: string, handler: Handler) => void;
  close: () => Promise<void>;
}

/** A real HTTP server on a loopback address (127.0.0.1 unless told) and an ephemeral port; unrouted paths get 404. */
export async function startServer(routes: Record<string, Handler> = {}, host = "127.0.0.1"): Promise<TestServer> {
  const table = new Map(Object.entries(routes));
  const hits = new Map<string, number>();
  const sockets = new Set<import("node:net").Socket>();
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const h = table.get(path);
    if (!h) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    Promise.resolve(h(req, res)).catch(() => res.destroy());
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://${host}:${port}${path}`,
    port,
    hits,
    route: (path, handler) => table.set(path, handler),
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A handler that serves fixed bytes with the given headers. */
export function serve(body: Uint8Array | string, headers: Record<string, string> = { "content-type": "text/html" }, status = 200): Handler {
  return (_req, res) => {
    res.writeHead(status, headers).end(body);
  };
}
