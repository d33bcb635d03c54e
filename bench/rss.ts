/**
 * Peak memory against batch size (`npm run bench:rss [-- --n 1000,10000,30000] [--sets synthetic]`): one fresh
 * `sokutei ingest` of N pages per size, nothing else, so the sizes #17 asks about (to 30,000) fit in one run. Prints
 * peak RSS, CPU time and the growth over the smallest size; writes bench/rss.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { type Run, cli, root, writePages } from "./processes.ts";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const sizes = (flag("--n") ?? "1000,10000,30000").split(",").map(Number);
const sets = (flag("--sets") ?? "synthetic").split(",");
const rows: { set: string; n: number; run: Run; loadAverage: number[] }[] = [];
console.log(`sokutei bench:rss — node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? "?"}, ${Math.round(totalmem() / 2 ** 30)} GiB`);
console.log("set           N   peak RSS MiB  vs first   ingest CPU s  measurements");
for (const set of sets)
  for (const n of sizes) {
    const dir = mkdtempSync(join(tmpdir(), "sokutei-rss-"));
    try {
      const run = cli(["--db", join(dir, "w", "bench.duckdb"), "ingest", "--no-progress", writePages(set, n, dir)]);
      rows.push({ set, n, run, loadAverage: loadavg().map((x) => Number(x.toFixed(1))) });
      const first = rows.find((r) => r.set === set)?.run.peakRssMiB ?? run.peakRssMiB;
      const growth = `${((run.peakRssMiB / first - 1) * 100).toFixed(1)} %`;
      console.log(`${set.padEnd(9)} ${String(n).padStart(6)}  ${run.peakRssMiB.toFixed(0).padStart(12)}  ${growth.padStart(8)}  ${(run.cpuMs / 1000).toFixed(1).padStart(12)}  ${String(run.measurements).padStart(12)}${run.failed ? ` FAILED ${run.failed}` : ""}`);
      writeFileSync(join(root, "bench/rss.json"), `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
