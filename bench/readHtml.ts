/** The bench's peer: pandas.read_html (lxml) run by bench/readHtmlPeer.py in a python3 that has pandas and lxml. */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { root } from "./processes.ts";

export interface PeerRun {
  /** Wall time of the whole process, from its spawn. */
  ms: number;
  /** CPU time of the whole process (its start and `import pandas` included). */
  cpuMs: number;
  peakRssMiB: number;
  /** Pages where read_html found a table, and the tables it found. */
  withTables: number;
  tables: number;
}

/** The first python3 that imports pandas and lxml: `SOKUTEI_BENCH_PYTHON`, the one on the PATH, the system's; else null. */
export function findPython(): string | null {
  const candidates = [process.env.SOKUTEI_BENCH_PYTHON, "python3", "/usr/bin/python3"].filter((c): c is string => Boolean(c));
  return candidates.find((py) => spawnSync(py, ["-c", "import pandas, lxml"], { stdio: "ignore" }).status === 0) ?? null;
}

/** Reads every page of a list file with pandas.read_html in one fresh python process. */
export function readHtml(python: string, list: string): PeerRun {
  const t0 = performance.now();
  const r = spawnSync(python, [join(root, "bench/readHtmlPeer.py"), list], { encoding: "utf8", maxBuffer: 1 << 24 });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`pandas peer exited ${r.status}:\n${r.stderr.slice(-2000)}`);
  const out = JSON.parse(r.stdout) as Omit<PeerRun, "ms">;
  return { ...out, ms };
}
