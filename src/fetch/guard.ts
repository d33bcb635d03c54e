import type { LookupFunction } from "node:net";
import type { Dispatcher, buildConnector as BuildConnector } from "undici";
import { isIpLiteral } from "./address.ts";
import type { FetchEffects, FetchOptions } from "./types.ts";
import { undici } from "./undici.ts";

/** A connection refused because its address is loopback, private or otherwise not public. */
export class RefusedAddressError extends Error {
  readonly code = "ESOKUTEI_REFUSED";
  constructor(readonly hostname: string, readonly address: string) {
    super(`refused: ${hostname} resolves to the private or loopback address ${address} (pass --allow-private to fetch it)`);
  }
}

/** The refusal behind a failed fetch, if that is why it failed. */
export function refusalOf(err: unknown): RefusedAddressError | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof RefusedAddressError) return e;
  }
  return undefined;
}

/** A lookup for net.connect that resolves with `fx.resolve` and fails when any answer is not public. */
function guardedLookup(fx: Pick<FetchEffects, "resolve" | "isPrivate">): LookupFunction {
  return (hostname, options, callback) => {
    const done = callback as (err: Error | null, address?: unknown, family?: number) => void;
    fx.resolve(hostname).then(
      (all) => {
        const bad = all.find((a) => fx.isPrivate(a.address));
        if (bad) return done(new RefusedAddressError(hostname, bad.address));
        const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        const first = wanted[0];
        if (!first) return done(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND", hostname }));
        if (options.all) done(null, wanted);
        else done(null, first.address, first.family);
      },
      (err: Error) => done(err),
    );
  };
}

const agents = new WeakMap<object, WeakMap<object, Promise<Dispatcher>>>();

/** An undici Agent whose every connection, redirects and robots.txt included, checks the address it connects to. */
async function guardedAgent(fx: Pick<FetchEffects, "resolve" | "isPrivate">): Promise<Dispatcher> {
  const { Agent, buildConnector } = undici();
  const base = buildConnector({ lookup: guardedLookup(fx) } as BuildConnector.BuildOptions);
  return new Agent({
    connect: (opts, callback) => {
      // net.connect never looks up an IP literal: check it here
      if (isIpLiteral(opts.hostname) && fx.isPrivate(opts.hostname)) return callback(new RefusedAddressError(opts.hostname, opts.hostname.replace(/^\[|\]$/g, "")), null);
      base(opts, callback);
    },
  });
}

/** The dispatcher a request goes through: unchecked with --allow-private, else a guarded Agent shared per resolver and policy. */
export function dispatcherFor(opts: Pick<FetchOptions, "allowPrivate">, fx: Pick<FetchEffects, "resolve" | "isPrivate">): Promise<Dispatcher> | undefined {
  if (opts.allowPrivate) return undefined;
  let byPolicy = agents.get(fx.resolve);
  if (!byPolicy) agents.set(fx.resolve, (byPolicy = new WeakMap()));
  let agent = byPolicy.get(fx.isPrivate);
  if (!agent) byPolicy.set(fx.isPrivate, (agent = guardedAgent(fx)));
  return agent;
}
