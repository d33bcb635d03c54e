/**
 * kuromoji load time: its own builder (async, callback chain) vs sokutei's synchronous loader on Node's zlib; then
 * tokens per second on the sample pages' text. Each loader runs in a fresh process so neither warms the other.
 * Usage: npm run bench:kuromoji
 */
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { decodeBytes } from "../src/decode/decodeBytes.ts";
import { buildDocument } from "../src/document/buildDocument.ts";
import { loadTokenizerStock, loadTokenizerWithZlib } from "../src/ja/tokenizer.ts";

const mode = process.argv[2];
if (mode === "stock" || mode === "zlib") {
  const t0 = performance.now();
  if (mode === "stock") await loadTokenizerStock();
  else loadTokenizerWithZlib();
  process.stdout.write(String(performance.now() - t0));
  process.exit(0);
}

const runs = 3;
const time = (m: string) => {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) ms.push(Number(execFileSync(process.execPath, ["--import", "tsx", new URL(import.meta.url).pathname, m], { encoding: "utf8" })));
  return ms.sort((a, b) => a - b)[1] ?? 0;
};
const stock = time("stock");
const zlib = time("zlib");
const dir = new URL("../sources/samples/", import.meta.url);
const texts = readdirSync(dir).filter((f) => f.endsWith(".html")).flatMap((f) => buildDocument(decodeBytes(readFileSync(new URL(f, dir)), null, f).text).blocks.map((b) => b.text));
const tokenizer = loadTokenizerWithZlib();
let tokens = 0;
const t0 = performance.now();
for (let r = 0; r < 20; r++) for (const t of texts) tokens += tokenizer.tokenize(t).length;
const secs = (performance.now() - t0) / 1000;
console.log(`kuromoji load, median of ${runs} fresh processes: stock builder ${stock.toFixed(0)} ms, zlib loader ${zlib.toFixed(0)} ms (${(stock / zlib).toFixed(1)}x)`);
console.log(`tokenising the sample pages' text: ${Math.round(tokens / secs).toLocaleString("en-US")} tokens/s (${tokens} tokens in ${secs.toFixed(2)} s, uncached)`);
