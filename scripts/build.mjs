// Bundles src/ into dist/ with esbuild (a cold `sokutei ingest` then loads a few files instead of ~200 modules and
// skips tsx's transform) and copies the data files the code reads next to where its sources were. Run by `npm install`
// / `npm ci` (the prepare script); type checking is `npm run typecheck` / `npm test`, not the build.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ASCII_MARK, asciiScript } from "./asciiScript.mjs";

const root = new URL("../", import.meta.url);
const src = fileURLToPath(new URL("src/", root));
rmSync(new URL("dist/", root), { recursive: true, force: true });
let esbuild;
try {
  esbuild = await import("esbuild");
} catch {
  // an install without dev dependencies: bin/sokutei.js runs the sources through tsx instead
  console.warn("sokutei: esbuild is not installed; not building dist/ (the CLI runs its sources through tsx)");
  process.exit(0);
}

/**
 * Every output file sits in dist/ itself, so a module's `import.meta.url` becomes the address its compiled file would
 * have had (dist/normalise/lexicon.js): the paths it resolves against itself (data files, queries/) stay right. A
 * package the sources require lazily through `createRequire` (to spare Node's ESM scan of a CommonJS package) is
 * bundled like any import, and cheerio's `load` comes straight from its parse5 module (the sources reach it by path).
 */
const cheerioLoadParse = fileURLToPath(new URL("node_modules/cheerio/dist/esm/load-parse.js", root));
/** `metaUrl`: what stands for the output file's address (`import.meta.url` in an ES module, a banner's constant in CommonJS). */
const asBundled = (metaUrl) => ({
  name: "as-bundled",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(src)) return undefined;
      const rel = relative(src, args.path).split("\\").join("/");
      if (rel === "document/cheerioLoad.ts") return { contents: `export { load } from ${JSON.stringify(cheerioLoadParse)};`, loader: "ts" };
      let text = readFileSync(args.path, "utf8");
      // the CommonJS bundle exports `main` for bin/sokutei.js to call (it cannot await at its top level)
      if (rel === "cli.ts" && metaUrl !== "import.meta.url") {
        const call = "if (isMain) await main(process.argv);";
        if (!text.includes(call)) throw new Error(`src/cli.ts no longer ends with \`${call}\`: update scripts/build.mjs`);
        text = text.replace(call, "");
      } else if (!text.includes("import.meta.url")) return undefined;
      // in the CommonJS bundle a module's own `require` is the bundle's: what it requires (kuromoji's modules) is
      // bundled and compiled from the code cache, and require.resolve still finds files by path
      if (metaUrl !== "import.meta.url") text = text.replace(/^const require = createRequire\(import\.meta\.url\);$/m, "");
      text = text.replace(/createRequire\(import\.meta\.url\)\((?="[^"]+"\))/g, "require(");
      text = text.replaceAll("import.meta.url", `new URL(${JSON.stringify(`./${rel.replace(/\.ts$/, ".js")}`)}, ${metaUrl}).href`);
      return { contents: text, loader: "ts" };
    });
  },
});

// native code, files read at run time by path, and packages loaded only on demand (fetching, charts) stay imports
const external = ["@duckdb/node-bindings*", "undici", "@resvg/*", "kuromoji", "vega", "vega-lite", "tsx", "playwright-core"];
// jsonc-parser's main entry is a UMD wrapper whose require() calls esbuild cannot follow: bundle its ES module build
const alias = { "jsonc-parser": "jsonc-parser/lib/esm/main.js" };
// esbuild's target node20 rewrites a regex literal with `\p{…}` outside a class (`/^\p{Ll}/u`) as `new RegExp(…)`, which
// then runs each time the expression does (~28 a fixture page, 16 of them one line of descriptorPaths): Node 20 reads them
// as written
const supported = { "regexp-unicode-property-escapes": true };
const common = { absWorkingDir: fileURLToPath(root), outdir: "dist", bundle: true, platform: "node", target: "node20", logLevel: "warning", external, alias, supported };
await esbuild.build({
  ...common,
  entryPoints: { cli: "src/cli.ts", deriveWorker: "src/ingest/deriveWorker.ts" },
  splitting: true,
  format: "esm",
  sourcemap: true,
  chunkNames: "[name]-[hash]",
  // bundled CommonJS packages call require() for Node's own modules
  banner: { js: "import { createRequire as __sokuteiRequire } from 'node:module'; const require = __sokuteiRequire(import.meta.url);" },
  plugins: [asBundled("import.meta.url")],
});
// the same CLI, and the extraction worker, each as one CommonJS script, which bin/cachedScript.js compiles with V8's code
// cache (an ES module cannot use one in Node 20): a cold command or worker skips most of the compiling of its functions.
// kuromoji's modules are bundled (no compiling of them at a cold start); its main entry, which only the tests' stock
// tokenizer loads, and its dictionary stay where they are
const bundles = { "cli.cjs": 'export { main } from "./src/cli.ts";', "deriveWorker.cjs": 'export { afterFirstTask } from "./src/ingest/deriveWorker.ts";' };
for (const [out, contents] of Object.entries(bundles))
  await esbuild.build({
    ...common,
    stdin: { contents, resolveDir: fileURLToPath(root), sourcefile: out.replace(".cjs", "-cached.ts"), loader: "ts" },
    outfile: `dist/${out}`,
    outdir: undefined,
    format: "cjs",
    external: external.filter((e) => e !== "kuromoji"),
    banner: { js: "const __sokutei_url = require('node:url').pathToFileURL(__filename).href;" },
    plugins: [asBundled("__sokutei_url"), { name: "kuromoji-main", setup: (b) => b.onResolve({ filter: /^kuromoji(\/package\.json)?$/ }, (a) => ({ path: a.path, external: true })) }],
  });
// import() in a script compiled from a code cache has no loader in Node 20: bin/cachedScript.js passes its own as __sokutei_import
const names = external.map((e) => e.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace("\\*", "[^\"]*")).join("|");
const ts = await import("typescript").then((m) => m.default, () => null);
for (const out of Object.keys(bundles)) {
  const cjs = new URL(`dist/${out}`, root);
  const body = readFileSync(cjs, "utf8").replace(new RegExp(`\\bimport\\(("(?:${names})")\\)`, "g"), "__sokutei_import($1)");
  // written as the function bin/cachedScript.js calls (no wrapping of 4 MB of text at each start) and, when it can be,
  // as ASCII, which it reads as one-byte text (scripts/asciiScript.mjs)
  const ascii = ts ? asciiScript(body, ts) : null;
  writeFileSync(cjs, `${ascii === null ? "" : ASCII_MARK}(function (exports, require, module, __filename, __dirname, __sokutei_import) {${ascii ?? body}\n})`);
}
// derivePool starts its worker from dist/ingest/deriveWorker.js: the cached bundle, else (SOKUTEI_NO_CODE_CACHE) the module
mkdirSync(new URL("dist/ingest/", root), { recursive: true });
writeFileSync(
  new URL("dist/ingest/deriveWorker.js", root),
  `if (process.env.SOKUTEI_NO_CODE_CACHE) await import("../deriveWorker.js");
else {
  const [{ runCached }, { fileURLToPath }] = await Promise.all([import("../../bin/cachedScript.js"), import("node:url")]);
  const { exports, save } = runCached(fileURLToPath(new URL("../deriveWorker.cjs", import.meta.url)), "deriveWorker");
  exports.afterFirstTask(save);
}
`,
);
// every data file beside the code (lexicon.json, partTerms.json, deviceTerms.json, …), so a new one needs no edit here
for (const rel of readdirSync(src, { recursive: true })) {
  if (!String(rel).endsWith(".json")) continue;
  mkdirSync(new URL(`dist/${dirname(String(rel))}/`, root), { recursive: true });
  copyFileSync(new URL(`src/${rel}`, root), new URL(`dist/${rel}`, root));
}
