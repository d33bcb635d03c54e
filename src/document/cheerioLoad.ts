import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { CheerioAPI, CheerioOptions } from "cheerio";

/**
 * cheerio's `load` with parse5, the same function its main entry exports, required from the module that defines it:
 * the main entry also loads `fromURL` and with it undici (~150 ms of a cold start), which sokutei never uses.
 * The bundle (scripts/build.mjs) replaces this module by a static import of that same file.
 */
export const load: (html: string, options?: CheerioOptions) => CheerioAPI = (() => {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve("cheerio/package.json")), "dist/commonjs/load-parse.js");
  return ((existsSync(file) ? require(file) : require("cheerio")) as { load: (html: string, options?: CheerioOptions) => CheerioAPI }).load;
})();
