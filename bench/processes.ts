/** Helpers of the bench scripts: page sets written to disk, and the CLI run as a fresh process with its costs. */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { corpus } from "./corpus.ts";

export const root = fileURLToPath(new URL("../", import.meta.url));

export interface Run {
  /** Wall time of the whole process. */
  ms: number;
  /** CPU time of the whole process, every thread (user + system): steadier than wall time on a shared machine. */
  cpuMs: number;
  peakRssMiB: number;
  measurements: number;
  failed: number;
}

/** Runs the CLI in a fresh process; its wall time, peak RSS and the totals line it prints. */
export function cli(cliArgs: string[]): Run {
  const rssFile = join(tmpdir(), `sokutei-rss-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ["--require", join(root, "bench/peakRss.cjs"), join(root, "bin/sokutei.js"), ...cliArgs], {
    encoding: "utf8", maxBuffer: 1 << 28, env: { ...process.env, SOKUTEI_PEAK_RSS_FILE: rssFile },
  });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`sokutei ${cliArgs.join(" ")} exited ${r.status}:\n${r.stderr.slice(-2000)}`);
  const usage = JSON.parse(readFileSync(rssFile, "utf8")) as { peakRssBytes: number; cpuMs: number };
  rmSync(rssFile, { force: true });
  // "N inputs: a loaded, b unchanged, c failed (M measurements, R rejects)"
  const totals = /(\d+) failed \((\d+) measurements/.exec(r.stdout.trimEnd().split("\n").at(-1) ?? "");
  return { ms, cpuMs: usage.cpuMs, peakRssMiB: usage.peakRssBytes / 2 ** 20, measurements: Number(totals?.[2] ?? NaN), failed: Number(totals?.[1] ?? NaN) };
}

/** Labelled sets left out of the fixture pages: `FLOORS_SKIP` (space-separated names, the same setting as scripts/floors.sh: a sealed set). */
export const skipped = new Set((process.env.FLOORS_SKIP ?? "").split(/\s+/).filter(Boolean));

/** A folder no bench reads: a set `FLOORS_SKIP` names, or any folder holding a file named SEALED (a sealed set, named or not). */
export function leftOut(dir: string): boolean {
  return skipped.has(basename(dir)) || existsSync(join(dir, "SEALED"));
}

/** The pages of a set: `samples` the shipped sample pages, `fixtures` every labelled fixture page and tests/fixtures/extra. */
export function pagesOf(set: string): string[] {
  const html = (d: string) => readdirSync(join(root, d)).filter((f) => f.endsWith(".html")).sort().map((f) => join(root, d, f));
  if (set === "samples") return html("sources/samples");
  if (set !== "fixtures") throw new Error(`unknown page set ${set} (synthetic, samples, fixtures)`);
  const sets = readdirSync(join(root, "tests/fixtures"), { withFileTypes: true }).filter((e) => e.isDirectory() && !leftOut(join(root, "tests/fixtures", e.name))).map((e) => e.name).sort();
  return [...sets.flatMap((name) => (existsSync(join(root, "tests/fixtures", name, "pages")) ? html(`tests/fixtures/${name}/pages`) : [])), ...html("tests/fixtures/extra")];
}

/** Writes N pages of a set into `dir` and a list file naming them: synthetic pages, or a set's pages replicated in turn. */
export function writePages(set: string, n: number, dir: string): string {
  const files: string[] = [];
  if (set === "synthetic") {
    for (const p of corpus(n)) {
      const f = join(dir, p.name);
      writeFileSync(f, p.bytes);
      files.push(f);
    }
  } else {
    // each copy a file of its own: a source of its own
    const pages = pagesOf(set);
    for (let i = 0; i < n; i++) {
      const page = pages[i % pages.length] as string;
      const f = join(dir, `${String(i).padStart(5, "0")}-${basename(page)}`);
      copyFileSync(page, f);
      files.push(f);
    }
  }
  const list = join(dir, "list.txt");
  writeFileSync(list, `${files.join("\n")}\n`);
  return list;
}
