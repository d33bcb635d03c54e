/**
 * Warm in-process extraction of the labelled fixture pages, for profiles and interleaved A/B pairs
 * (`npx tsx bench/warm.ts [--reps 3] [--tree DIR …]`): every page under `tests/fixtures/<set>/pages` and
 * `tests/fixtures/extra` (less `FLOORS_SKIP`) derived on the main thread (decode, document, extraction, drafts check),
 * one pass to warm up, then `--reps` timed passes. With two `--tree` folders (each a copy of the project with its own
 * `src/`), both trees' `deriveSource` run page by page, the order alternating, and the CPU ratio is printed per pass.
 * `--pages DIR` (repeatable) derives the `.html` pages of those folders instead (the samples: `--pages sources/samples`).
 * For a profile: `node --cpu-prof --import tsx bench/warm.ts`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { deriveSource, type SnapshotInfo } from "../src/ingest/deriveSource.ts";
import { leftOut, root } from "./processes.ts";

const args = process.argv.slice(2);
const reps = args.includes("--reps") ? Number(args[args.indexOf("--reps") + 1]) : 3;
const trees = args.flatMap((a, i) => (args[i - 1] === "--tree" ? [resolve(a)] : []));

const pageDirs = args.flatMap((a, i) => (args[i - 1] === "--pages" ? [resolve(a)] : []));
const fixtures = join(root, "tests/fixtures");
const files = pageDirs.length
  ? pageDirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith(".html")).sort().map((f) => join(dir, f)))
  : readdirSync(fixtures).sort().flatMap((set) => {
  if (leftOut(join(fixtures, set))) return [];
  const dir = set === "extra" ? join(fixtures, set) : join(fixtures, set, "pages");
  try {
    if (!statSync(dir).isDirectory()) return [];
  } catch {
    return [];
  }
  return readdirSync(dir).filter((f) => f.endsWith(".html")).sort().map((f) => join(dir, f));
});
const bodies = files.map((f) => new Uint8Array(readFileSync(f)));
const info = (i: number): SnapshotInfo => ({
  sourceId: `s${i}`, url: `file://${files[i]}`, finalUrl: `file://${files[i]}`, fetchedAt: new Date(0), httpStatus: null, contentType: null,
  sha256: "", bytes: bodies[i]?.length ?? 0, archivePath: "", etag: null, lastModified: null, inputKind: "file",
});
type Derive = (info: SnapshotInfo, body: Uint8Array) => unknown;
const derives: Derive[] = trees.length ? [] : [deriveSource];
for (const t of trees) derives.push(((await import(pathToFileURL(join(t, "src/ingest/deriveSource.ts")).href)) as { deriveSource: Derive }).deriveSource);
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
for (const d of derives) bodies.forEach((b, i) => d(info(i), b));
console.log(`${files.length} pages, ${derives.length} tree(s), load ${(await import("node:os")).loadavg().map((x) => x.toFixed(1)).join(" ")}`);
for (let r = 0; r < reps; r++) {
  const ms = derives.map(() => 0);
  bodies.forEach((b, i) => {
    for (let k = 0; k < derives.length; k++) {
      const j = (i + r) % 2 === 0 ? k : derives.length - 1 - k;
      const t0 = cpu();
      (derives[j] as Derive)(info(i), b);
      ms[j] = (ms[j] as number) + cpu() - t0;
    }
  });
  const per = ms.map((m) => (m / files.length).toFixed(2));
  console.log(`pass ${r + 1}: ms/page ${per.join(" / ")}${ms.length === 2 ? `  ratio ${((ms[1] as number) / (ms[0] as number)).toFixed(3)}` : ""}`);
}
