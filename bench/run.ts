/**
 * Benchmark (`npm run bench [-- --n 1000,10000] [--quick] [--sets samples,fixtures,synthetic] [--workers W]
 * [--no-reprocess] [--no-build]`): for each page set and size N, in the same run on the same pages, fresh processes:
 * `sokutei ingest` of the N pages (the compiled CLI, a real DuckDB file), pandas.read_html (lxml) of the same files
 * when a python3 with pandas and lxml is found (else it says the peer was skipped), cheerio's bare parse of the same
 * bytes, and `sokutei reprocess` of the warehouse the ingest wrote; each with its wall time, CPU time and peak RSS.
 * Last, a cold single Japanese page, sokutei's ingest and pandas' read (medians of 5). Prints a table and the ratios
 * and writes bench/results.json. `FLOORS_SKIP` names labelled sets to leave out of the fixture pages.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { type Run, cli, root, writePages } from "./processes.ts";
import { type PeerRun, findPython, readHtml } from "./readHtml.ts";

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
  pandas: PeerRun | null;
  parse: { ms: number; cpuMs: number };
  reprocess: Run | null;
}

const python = findPython();

function measure(set: string, n: number, workers: string | undefined, reprocess: boolean): Row {
  const dir = mkdtempSync(join(tmpdir(), "sokutei-bench-"));
  try {
    const list = writePages(set, n, dir);
    const db = join(dir, "w", "bench.duckdb");
    const w = workers === undefined ? [] : ["--workers", workers];
    const ingest = cli(["--db", db, "ingest", "--no-progress", ...w, list]);
    const pandas = python ? readHtml(python, list) : null;
    const parse = JSON.parse(execFileSync(process.execPath, [...process.execArgv, self, "--parse", list], { encoding: "utf8" })) as Row["parse"];
    const again = reprocess ? cli(["--db", db, "reprocess", "--sources", join(dir, "no-sources")]) : null;
    return { set, n, ingest, pandas, parse, reprocess: again };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const COLD_PAGE = join(root, "sources/samples/hpc-10gbe-switch.html");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Cold single-page ingest of a Japanese Shift_JIS page through bin/sokutei.js, fresh process and database each time. */
function cold(runs: number): { medianMs: number; runsMs: number[]; medianCpuMs: number; peakRssMiB: number; pandasCpuMs: number | null } {
  const times: number[] = [];
  const cpu: number[] = [];
  const peer: number[] = [];
  let peak = 0;
  const dir = mkdtempSync(join(tmpdir(), "sokutei-cold-"));
  writeFileSync(join(dir, "one.txt"), `${COLD_PAGE}\n`);
  for (let i = 0; i < runs; i++) {
    const r = cli(["--db", join(dir, `w${i}.duckdb`), "ingest", "--no-progress", COLD_PAGE]);
    times.push(r.ms);
    cpu.push(r.cpuMs);
    peak = Math.max(peak, r.peakRssMiB);
    if (python) peer.push(readHtml(python, join(dir, "one.txt")).cpuMs);
  }
  rmSync(dir, { recursive: true, force: true });
  return { medianMs: median(times), runsMs: times, medianCpuMs: median(cpu), peakRssMiB: peak, pandasCpuMs: python ? median(peer) : null };
}

const quick = args.includes("--quick");
const sizes = (flag("--n") ?? (quick ? "200" : "1000,10000")).split(",").map(Number);
const sets = (flag("--sets") ?? "samples,fixtures").split(",");
const workers = flag("--workers");
const withReprocess = !args.includes("--no-reprocess");
if (!args.includes("--no-build")) execFileSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, stdio: "ignore" });

const fmt = (x: number, d = 0) => x.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
const cpu = cpus()[0]?.model.trim() ?? "?";
console.log(`sokutei bench — node ${process.version}, ${cpus().length} × ${cpu}, ${fmt(totalmem() / 2 ** 30)} GiB${workers === undefined ? "" : `, --workers ${workers}`}`);
console.log(python ? `peer: pandas.read_html (lxml) through ${python}` : "peer skipped: no python3 with pandas and lxml (set SOKUTEI_BENCH_PYTHON, or install python3-pandas python3-lxml)");
console.log("pages/s on CPU time (every thread of the whole process); ratios of CPU times; wall seconds in brackets");
console.log("set          N  ingest cpu s (wall)  pages/s  RSS MiB  pandas pages/s  ingest/pandas  parse pages/s  ingest/parse  reprocess/ingest  measurements");
const rows: Row[] = [];
type Cold = ReturnType<typeof cold>;
/** Writes bench/results.json: after each size, so a long run stopped early keeps what it measured. */
function save(coldRun?: Cold): void {
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
  const machine = { cores: cpus().length, cpu, memGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
  const loadAverage = loadavg().map((x) => Number(x.toFixed(1)));
  writeFileSync(join(root, "bench/results.json"), `${JSON.stringify({ date: new Date().toISOString(), commit, machine, loadAverage, workers: workers ?? "auto", rows, cold: coldRun ?? null }, null, 2)}\n`);
}
const rate = (n: number, ms: number) => fmt((n / ms) * 1000, 0);
for (const set of sets)
  for (const n of sizes) {
    const r = measure(set, n, workers, withReprocess);
    rows.push(r);
    save();
    const i = r.ingest;
    const peer = r.pandas ? `${rate(n, r.pandas.cpuMs).padStart(14)}  ${fmt(i.cpuMs / r.pandas.cpuMs, 1).padStart(13)}` : `${"skipped".padStart(14)}  ${"-".padStart(13)}`;
    const repr = r.reprocess ? fmt(r.reprocess.cpuMs / i.cpuMs, 2) : "-";
    console.log(
      `${set.padEnd(9)} ${String(n).padStart(6)}  ${`${fmt(i.cpuMs / 1000, 1)} (${fmt(i.ms / 1000, 1)})`.padStart(19)}  ${rate(n, i.cpuMs).padStart(7)}  ${fmt(i.peakRssMiB).padStart(7)}  ${peer}  ${rate(n, r.parse.cpuMs).padStart(13)}  ${fmt(i.cpuMs / r.parse.cpuMs, 1).padStart(12)}  ${repr.padStart(16)}  ${String(i.measurements).padStart(12)}${i.failed ? ` FAILED ${i.failed}` : ""}`,
    );
  }
const c = cold(quick ? 3 : 5);
console.log(`cold single Japanese page (Shift_JIS, prose; bin/sokutei.js ingest): CPU median ${fmt(c.medianCpuMs / 1000, 2)} s, wall ${fmt(c.medianMs / 1000, 2)} s of ${c.runsMs.length} (${c.runsMs.map((t) => fmt(t / 1000, 2)).join(", ")}), peak RSS ${fmt(c.peakRssMiB)} MiB${c.pandasCpuMs === null ? "" : `; pandas.read_html of the same page: CPU median ${fmt(c.pandasCpuMs / 1000, 2)} s`}`);
save(c);
console.log(`load average at the end: ${loadavg().map((x) => x.toFixed(1)).join(", ")} (another process's work inflates wall times; CPU times much less)`);
