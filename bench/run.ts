/**
 * Benchmark: ingests the shipped sample pages repeatedly (decode → document → extract → validate → load into a real
 * DuckDB file, each round under new URLs as a batch of new pages would be) and prints table cells per second, pages per second and measurements per second.
 * Usage: npm run bench [-- ROUNDS]
 */
import { readFileSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { load } from "cheerio";
import { sha256Hex } from "../src/archive/archive.ts";
import { decodeBytes } from "../src/decode/decodeBytes.ts";
import { buildDocument } from "../src/document/buildDocument.ts";
import { deriveSource } from "../src/ingest/deriveSource.ts";
import { Warehouse } from "../src/load/warehouse.ts";

const rounds = Number(process.argv[2] ?? 50);
const dir = new URL("../sources/samples/", import.meta.url);
const pages = readdirSync(dir).filter((f) => f.endsWith(".html")).map((f) => ({ name: f, bytes: readFileSync(new URL(f, dir)) }));

const cellsOf = (bytes: Buffer) =>
  buildDocument(decodeBytes(bytes, null, "x").text).blocks.filter((b) => b.table).reduce((n, b) => n + (b.table?.rows.reduce((m, r) => m + r.length, 0) ?? 0), 0);
const cellsPerRound = pages.reduce((n, p) => n + cellsOf(p.bytes), 0);

const tmp = await mkdtemp(join(tmpdir(), "sokutei-bench-"));
const wh = await Warehouse.open(join(tmp, "bench.duckdb"));
let measurements = 0;
const t0 = performance.now();
let extractMs = 0;
for (let r = 0; r < rounds; r++) {
  for (const p of pages) {
    const sha = sha256Hex(Buffer.concat([p.bytes, Buffer.from(String(r))]));
    const e0 = performance.now();
    const derived = deriveSource(
      { sourceId: sha.slice(0, 16), url: `bench://r${r}/${p.name}`, finalUrl: `bench://r${r}/${p.name}`, fetchedAt: new Date(), httpStatus: 200, contentType: "text/html", sha256: sha, bytes: p.bytes.length, archivePath: "-", etag: null, lastModified: null, inputKind: "file" },
      p.bytes,
    );
    extractMs += performance.now() - e0;
    measurements += derived.rows.measurements.length;
    await wh.loadSource(derived.rows);
  }
}
const totalMs = performance.now() - t0;
const p0 = performance.now();
for (let r = 0; r < rounds; r++) for (const p of pages) load(decodeBytes(p.bytes, null, "x").text);
const parseMs = performance.now() - p0;
wh.close();
await rm(tmp, { recursive: true, force: true });

const n = rounds * pages.length;
const fmt = (x: number) => x.toLocaleString("en-US", { maximumFractionDigits: 0 });
console.log(`sokutei bench: ${rounds} rounds × ${pages.length} sample pages = ${n} pages, node ${process.version}`);
console.log(`  end to end (decode → load):  ${fmt(totalMs)} ms   ${fmt((n / totalMs) * 1000)} pages/s   ${fmt((measurements / totalMs) * 1000)} measurements/s`);
console.log(`  table cells:                 ${fmt(((cellsPerRound * rounds) / totalMs) * 1000)} cells/s end to end, ${fmt(((cellsPerRound * rounds) / extractMs) * 1000)} cells/s decode → extract`);
console.log(`  cheerio parse alone:         ${fmt(parseMs)} ms   ratio ingest/parse ${(totalMs / parseMs).toFixed(1)}`);
