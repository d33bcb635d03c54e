/**
 * Benchmark: end-to-end ingest (read → archive → decode → extract on workers → load into a real DuckDB file) of a
 * synthetic corpus of N report pages (bench/corpus.ts: tables, spec lists, tool output, prose; Shift_JIS, EUC-JP and
 * UTF-8), for N = 100, 1,000 and 10,000, each size in a fresh process so its peak memory is its own. In the same run,
 * cheerio's parse alone of the same pages, and the ratio ingest/parse. Last, a cold single-page `sokutei ingest FILE`
 * (the compiled CLI, a fresh process each time).
 * Usage: npm run bench [-- N …] [-- --workers W]
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { load } from "cheerio";
import { decodeBytes } from "../src/decode/decodeBytes.ts";
import { ingest } from "../src/ingest/ingest.ts";
import { Warehouse } from "../src/load/warehouse.ts";
import { corpus } from "./corpus.ts";

interface Result {
  n: number;
  workers: string;
  ingestMs: number;
  parseMs: number;
  measurements: number;
  failed: number;
  peakRssMb: number;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

async function one(n: number, workers: number | undefined): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), "sokutei-bench-"));
  try {
    const pages = corpus(n);
    const files = pages.map((p) => {
      const f = join(dir, p.name);
      writeFileSync(f, p.bytes);
      return f;
    });
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const wh = await Warehouse.open(join(dir, "bench.duckdb"));
    const quiet = { info() {}, warn() {}, error() {} };
    const t0 = performance.now();
    const out = await ingest(files, wh, { workers }, quiet);
    const ingestMs = performance.now() - t0;
    clearInterval(sampler);
    const [row] = await wh.all("select count(*)::int as n from measurements");
    wh.close();
    // cheerio's parse alone, of the same pages decoded (decoding is not part of the parse)
    const texts = pages.map((p) => decodeBytes(p.bytes, null, p.name).text);
    const p0 = performance.now();
    for (const t of texts) load(t);
    const parseMs = performance.now() - p0;
    return { n, workers: workers === undefined ? "auto" : String(workers), ingestMs, parseMs, measurements: Number(row?.n ?? 0), failed: out.filter((o) => o.status === "failed").length, peakRssMb: peak / 2 ** 20 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (flag("--one")) {
  const w = flag("--workers");
  process.stdout.write(JSON.stringify(await one(Number(flag("--one")), w === undefined ? undefined : Number(w))));
  process.exit(0);
}

const sizes = args.filter((a, i) => /^\d+$/.test(a) && args[i - 1] !== "--workers").map(Number);
const workers = flag("--workers");
const self = fileURLToPath(import.meta.url);
const fmt = (x: number, d = 0) => x.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
console.log(`sokutei bench — node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${fmt(totalmem() / 2 ** 30)} GiB`);
console.log("     N  workers  ingest s  pages/s  measurements/s  parse s  ingest/parse  peak RSS MiB  failed");
for (const n of sizes.length ? sizes : [100, 1_000, 10_000]) {
  const run = spawnSync(process.execPath, [...process.execArgv, self, "--one", String(n), ...(workers ? ["--workers", workers] : [])], { encoding: "utf8", maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(`bench of N=${n} failed:\n${run.stderr}`);
  const r = JSON.parse(run.stdout) as Result;
  console.log(
    `${String(n).padStart(6)}  ${r.workers.padStart(7)}  ${fmt(r.ingestMs / 1000, 1).padStart(8)}  ${fmt((n / r.ingestMs) * 1000, 1).padStart(7)}  ${fmt((r.measurements / r.ingestMs) * 1000).padStart(14)}  ${fmt(r.parseMs / 1000, 2).padStart(7)}  ${fmt(r.ingestMs / r.parseMs, 1).padStart(12)}  ${fmt(r.peakRssMb).padStart(12)}  ${String(r.failed).padStart(6)}`,
  );
}

// a cold single-page ingest through the CLI as a user runs it (median of 5 fresh processes)
const root = fileURLToPath(new URL("../", import.meta.url));
const times: number[] = [];
for (let i = 0; i < 5; i++) {
  const dir = mkdtempSync(join(tmpdir(), "sokutei-cold-"));
  const t0 = performance.now();
  execFileSync(process.execPath, [join(root, "bin/sokutei.js"), "--db", join(dir, "w.duckdb"), "ingest", "--no-progress", join(root, "sources/samples/hpc-10gbe-switch.html")], { stdio: "ignore" });
  times.push(performance.now() - t0);
  rmSync(dir, { recursive: true, force: true });
}
times.sort((a, b) => a - b);
console.log(`cold single-page ingest (bin/sokutei.js, Shift_JIS page with Japanese prose): median ${fmt((times[2] ?? 0) / 1000, 2)} s of 5 (${times.map((t) => fmt(t / 1000, 2)).join(", ")})`);
