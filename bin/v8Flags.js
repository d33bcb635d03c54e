// V8 flags every sokutei thread runs with. bin/sokutei.js sets them before it compiles the CLI's bundle: V8 accepts a
// code cache only under the flags it was written with, and the cache is written at exit, after src/ingest/derivePool.ts
// has set them (so a cache compiled under V8's defaults was turned down, and written anew, at every run).
import { setFlagsFromString } from "node:v8";

/**
 * Bytecode a function runs before V8 optimises it, for every thread started after this is set (V8's default: 132 KB).
 * The extractors are many functions each run a little per page: at the default a third of an ingest's CPU went to
 * optimising (and re-optimising) them on V8's background threads; at 1 MB only the hot ones are (−22 % CPU on 1,000
 * fixture pages, −13 % on 1,000 sample pages; docs/performance.md).
 */
export const INTERRUPT_BUDGET = 1_000_000;

/**
 * Bytes of WebAssembly a function runs before V8 optimises it (V8's default: 1.8 MB). The only WebAssembly sokutei runs is
 * undici's HTTP parser, whose hot functions reached the default on a single page: V8 then spent ~0.1 s of CPU on its
 * background threads optimising them, a seventh of a cold fetched page. At 100 MB they are optimised only in a long
 * crawl, where the cost is spread over many pages.
 */
export const WASM_TIERING_BUDGET = 100_000_000;

/**
 * Regular expressions compiled to machine code at their first use, not first to bytecode for V8's regexp interpreter
 * and again to machine code at their second (V8's tier-up). A page runs ~1,400 distinct patterns, most of them a few
 * times: with the tier-up most were compiled twice, and a cold page paid for it (docs/performance.md).
 */
export const REGEXP_FLAGS = "--no-regexp-tier-up";

/** Sets the flags (again: the same values leave V8's flag hash, which a code cache is checked against, as it was). */
export function setV8Flags() {
  setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  setFlagsFromString(REGEXP_FLAGS);
}
