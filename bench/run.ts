/**
 * Benchmark (`npm run bench [-- --n 1000,10000] [--quick] [--sets synthetic,samples] [--workers W] [--no-build]`):
 * for each page set and size N, in the same run on the same pages, three fresh processes: `sokutei ingest` of the N
 * pages (the compiled CLI, a real DuckDB file), cheerio's bare parse of the same bytes, and `sokutei reprocess` of
 * the warehouse the ingest wrote; each with its wall time and peak RSS. Last, a cold single-page ingest (median of 5).
 * Prints a table and writes bench/results.json.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { type Run, cli, root, writePages } from "./processes.ts";

const self = fileURLToPath(import.meta.url);
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

// child mode: cheerio's parse alone of the pages of a list (decoded first, untimed: decoding is not the parse)
if (flag("--parse")) {
  const { load } = await import("cheerio");
  const { decodeBytes } = await import("../src/decode/decodeBytes.ts");
  const files = readFileSync(flag("--parse") as string, "utf8").split("\n").filter(Boolean);
  const texts = files.map((f) => decodeBytes(readFileSync(f), null, f).text);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (const t of texts) load(t);
  const cpu = process.cpuUsage(c0);
  process.stdout.write(JSON.stringify({ ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 }));
  process.exit(0);
}

interface Row {
  set: string;
  n: number;
  ingest: Run;
  parse: { ms: number; cpuMs: number };
  reprocess: Run;
}

function measure(set: string, n: number, workers: string | undefined): Row {
  const dir = mkdtempSync(join(tmpdir(), "sokutei-bench-"));
  try {
    const list = writePages(set, n, dir);
    const db = join(dir, "w", "bench.duckdb");
    const w = workers === undefined ? [] : ["--workers", workers];
    const ingest = cli(["--db", db, "ingest", "--no-progress", ...w, list]);
    const parse = JSON.parse(execFileSync(process.execPath, [...process.execArgv, self, "--parse", list], { encoding: "utf8" })) as Row["parse"];
    const reprocess = cli(["--db", db, "reprocess", "--sources", join(dir, "no-sources")]);
    return { set, n, ingest, parse, reprocess };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Cold single-page ingest of a Japanese Shift_JIS page through bin/sokutei.js, fresh process and database each time. */
function cold(runs: number): { medianMs: number; runsMs: number[]; medianCpuMs: number; peakRssMiB: number } {
  const times: number[] = [];
  const cpu: number[] = [];
  let peak = 0;
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), "sokutei-cold-"));
    const r = cli(["--db", join(dir, "w.duckdb"), "ingest", "--no-progress", join(root, "sources/samples/hpc-10gbe-switch.html")]);
    times.push(r.ms);
    cpu.push(r.cpuMs);
    peak = Math.max(peak, r.peakRssMiB);
    rmSync(dir, { recursive: true, force: true });
  }
  const sorted = [...times].sort((a, b) => a - b);
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(runs / 2)] ?? 0, runsMs: times, medianCpuMs: cpuSorted[Math.floor(runs / 2)] ?? 0, peakRssMiB: peak };
}

const quick = args.includes("--quick");
const sizes = (flag("--n") ?? (quick ? "200" : "1000,10000")).split(",").map(Number);
const sets = (flag("--sets") ?? "synthetic,samples").split(",");
const workers = flag("--workers");
if (!args.includes("--no-build")) execFileSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, stdio: "ignore" });

const fmt = (x: number, d = 0) => x.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
const cpu = cpus()[0]?.model.trim() ?? "?";
console.log(`sokutei bench — node ${process.version}, ${cpus().length} × ${cpu}, ${fmt(totalmem() / 2 ** 30)} GiB${workers === undefined ? "" : `, --workers ${workers}`}`);
console.log("wall s (cpu s): the process's elapsed time (and CPU time of all its threads); ratios on wall time (on CPU time)");
console.log("set           N  ingest s (cpu)   pages/s  RSS MiB  parse s  ingest/parse   reprocess s (cpu)  RSS MiB  repr/ingest   measurements");
const rows: Row[] = [];
/** Writes bench/results.json: after each size, so a long run stopped early keeps what it measured. */
function save(coldRun?: { medianMs: number; runsMs: number[]; medianCpuMs: number; peakRssMiB: number }): void {
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
  const machine = { cores: cpus().length, cpu, memGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
  const loadAverage = loadavg().map((x) => Number(x.toFixed(1)));
  writeFileSync(join(root, "bench/results.json"), `${JSON.stringify({ date: new Date().toISOString(), commit, machine, loadAverage, workers: workers ?? "auto", rows, cold: coldRun ?? null }, null, 2)}\n`);
}
const pair = (wall: number, cpu: number, d: number, w: number) => `${fmt(wall, d)} (${fmt(cpu, d)})`.padStart(w);
for (const set of sets)
  for (const n of sizes) {
    const r = measure(set, n, workers);
    rows.push(r);
    save();
    const same = r.reprocess.measurements === r.ingest.measurements ? "" : ` (reprocess: ${r.reprocess.measurements})`;
    console.log(
      `${set.padEnd(9)} ${String(n).padStart(6)}  ${pair(r.ingest.ms / 1000, r.ingest.cpuMs / 1000, 1, 14)}  ${fmt((n / r.ingest.ms) * 1000, 0).padStart(8)}  ${fmt(r.ingest.peakRssMiB).padStart(7)}  ${fmt(r.parse.ms / 1000, 2).padStart(7)}  ${pair(r.ingest.ms / r.parse.ms, r.ingest.cpuMs / r.parse.cpuMs, 1, 12)}  ${pair(r.reprocess.ms / 1000, r.reprocess.cpuMs / 1000, 1, 17)}  ${fmt(r.reprocess.peakRssMiB).padStart(7)}  ${pair(r.reprocess.ms / r.ingest.ms, r.reprocess.cpuMs / r.ingest.cpuMs, 2, 12)}  ${String(r.ingest.measurements).padStart(12)}${same}${r.ingest.failed ? ` FAILED ${r.ingest.failed}` : ""}`,
    );
  }
const c = cold(quick ? 3 : 5);
console.log(`cold single-page ingest (bin/sokutei.js, Shift_JIS page with Japanese prose): median ${fmt(c.medianMs / 1000, 2)} s of ${c.runsMs.length} (${c.runsMs.map((t) => fmt(t / 1000, 2)).join(", ")}; CPU median ${fmt(c.medianCpuMs / 1000, 2)} s), peak RSS ${fmt(c.peakRssMiB)} MiB`);
save(c);
console.log(`load average at the end: ${loadavg().map((x) => x.toFixed(1)).join(", ")} (another process's work inflates wall times; CPU times much less)`);
