import { readFileSync } from "node:fs";
import type { z } from "zod";

/**
 * The options every data file's check is parsed with: without zod's compiled parser (`jitless`). zod builds one per
 * object schema at its first parse (code generated and compiled with `new Function`), which costs more than it saves on
 * a schema parsed once per thread at load: every worker's start, and a cold single page's (~25 ms of CPU for the
 * lexicons and the unit table). The checks are the same either way.
 */
export const PARSE_ONCE = { jitless: true } as const;

/** A data file beside the code (`new URL("./lexicon.json", import.meta.url)`) read and checked against its schema. */
export function readDataFile<S extends z.ZodType>(schema: S, url: URL): z.output<S> {
  return schema.parse(JSON.parse(readFileSync(url, "utf8")), PARSE_ONCE) as z.output<S>;
}
