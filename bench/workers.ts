/**
 * How many extraction workers help on this machine (`npm run bench:workers [-- --n 8,32,128,1000] [--workers 0,1,2]
 * [--repeat 3]`): ingest of N synthetic pages with each worker count, the counts taken in turn so a change of load
 * on the machine hits them alike; medians of wall and CPU time.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { cli, root, writePages } from "./processes.ts";

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return (i >= 0 ? args[i + 1] : undefined) ?? fallback;
};
const sizes = flag("--n", "8,32,128,1000").split(",").map(Number);
const counts = flag("--workers", "0,1,2").split(",");
const repeat = Number(flag("--repeat", "3"));
if (!args.includes("--no-build")) execFileSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, stdio: "ignore" });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

console.log(`${availableParallelism()} cores; median of ${repeat} runs; wall s (CPU s of all threads)`);
console.log(`     N  ${counts.map((w) => `workers ${w}`.padStart(18)).join("")}`);
for (const n of sizes) {
  const dir = mkdtempSync(join(tmpdir(), "sokutei-workers-"));
  try {
    const list = writePages("synthetic", n, dir);
    const wall = new Map<string, number[]>(counts.map((w) => [w, []]));
    const cpu = new Map<string, number[]>(counts.map((w) => [w, []]));
    for (let r = 0; r < repeat; r++)
      for (const w of counts) {
        const db = join(dir, `w${w}-${r}`, "w.duckdb");
        const run = cli(["--db", db, "ingest", "--no-progress", "--workers", w, list]);
        wall.get(w)?.push(run.ms / 1000);
        cpu.get(w)?.push(run.cpuMs / 1000);
        rmSync(join(dir, `w${w}-${r}`), { recursive: true, force: true });
      }
    console.log(`${String(n).padStart(6)}  ${counts.map((w) => `${median(wall.get(w) ?? []).toFixed(2)} (${median(cpu.get(w) ?? []).toFixed(2)})`.padStart(18)).join("")}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`load average at the end: ${loadavg().map((x) => x.toFixed(1)).join(", ")}`);
