import { createRequire } from "node:module";
import type * as Undici from "undici";

/** The parts of undici sokutei fetches with. */
export interface UndiciParts {
  fetch: typeof Undici.fetch;
  Agent: typeof Undici.Agent;
  buildConnector: typeof Undici.buildConnector;
}

let parts: UndiciParts | undefined;

/**
 * undici's fetch, Agent and connector, loaded from their own modules on the first fetch of a run. The package's main
 * entry also loads its mock agents, cache stores, WebSocket, EventSource and cookie helpers, ~55 ms of compiling on a
 * cold run; and the cookie helpers read `globalThis.Headers`, which loads Node's own copy of undici and compiles its
 * HTTP parser's WebAssembly: none of it is used. The fetch is the entry's without its wrapper, which only rewrites an
 * error's stack.
 */
export function undici(): UndiciParts {
  if (!parts) {
    const require = createRequire(import.meta.url);
    parts = {
      fetch: (require("undici/lib/web/fetch/index.js") as Pick<UndiciParts, "fetch">).fetch,
      Agent: require("undici/lib/dispatcher/agent.js") as UndiciParts["Agent"],
      buildConnector: require("undici/lib/core/connect.js") as UndiciParts["buildConnector"],
    };
  }
  return parts;
}
