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

/** Sets the flags (again: the same values leave V8's flag hash, which a code cache is checked against, as it was). */
export function setV8Flags() {
  setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
}
