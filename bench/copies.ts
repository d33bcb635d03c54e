/**
 * Whether extraction is linear in a page's size (`npm run bench:copies [-- --every 40] [--reps 2] [--pages DIR …]`):
 * each page's `<body>` repeated 8 and 64 times in one page, derived warm on the main thread, the CPU of a copy at 64
 * against the CPU of a copy at 8. A scan over every block for each reading makes the ratio grow with the copies
 * (issue 28 asks for under 1.3). The pages: the samples and every `--every`-th labelled fixture page (less
 * `FLOORS_SKIP` and any set with a SEALED file), or the `.html` pages of the `--pages` folders. Each figure is the
 * least of `--reps` timings. The memoised helpers make repeated copies cheaper (the same texts): a ratio under 1 is
 * that, and hides a little growth.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { deriveSource, type SnapshotInfo } from "../src/ingest/deriveSource.ts";
import { leftOut, root } from "./processes.ts";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const reps = flag("--reps", 2);
const every = flag("--every", 40);
const htmlIn = (dir: string) => readdirSync(dir).filter((f) => f.endsWith(".html")).sort().map((f) => join(dir, f));
const pageDirs = args.flatMap((a, i) => (args[i - 1] === "--pages" ? [resolve(a)] : []));
const fixtures = join(root, "tests/fixtures");
const labelled = readdirSync(fixtures).sort().flatMap((set) => {
  if (leftOut(join(fixtures, set))) return [];
  const dir = set === "extra" ? join(fixtures, set) : join(fixtures, set, "pages");
  try {
    return statSync(dir).isDirectory() ? htmlIn(dir) : [];
  } catch {
    return [];
  }
});
const files = pageDirs.length ? pageDirs.flatMap(htmlIn) : [...htmlIn(join(root, "sources/samples")), ...labelled.filter((_f, i) => i % every === 0)];

/** The page with its body written `k` times, or null when it has no `<body>…</body>` to repeat. */
function repeated(bytes: Buffer, k: number): Uint8Array | null {
  const text = bytes.toString("latin1");
  const open = /<body[^>]*>/i.exec(text);
  const close = text.toLowerCase().lastIndexOf("</body>");
  if (!open || close < open.index + open[0].length) return null;
  const start = open.index + open[0].length;
  return new Uint8Array(Buffer.concat([bytes.subarray(0, start), ...Array.from({ length: k }, () => bytes.subarray(start, close)), bytes.subarray(close)]));
}

const info = (name: string, bytes: number): SnapshotInfo => ({
  sourceId: "0123456789abcdef", url: `file://${name}`, finalUrl: `file://${name}`, fetchedAt: new Date(0), httpStatus: null, contentType: null,
  sha256: "", bytes, archivePath: "", etag: null, lastModified: null, inputKind: "file",
});
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
/** The least CPU ms of `reps` derivations of a page, after one to warm up. */
function least(name: string, body: Uint8Array): number {
  deriveSource(info(name, body.length), body);
  let best = Infinity;
  for (let r = 0; r < reps; r++) {
    const t0 = cpu();
    deriveSource(info(name, body.length), body);
    best = Math.min(best, cpu() - t0);
  }
  return best;
}

console.log(`${files.length} pages, load ${(await import("node:os")).loadavg().map((x) => x.toFixed(1)).join(" ")}; ms of CPU a copy`);
let at8 = 0;
let at64 = 0;
for (const f of files) {
  const bytes = readFileSync(f);
  const [x8, x64] = [repeated(bytes, 8), repeated(bytes, 64)];
  if (!x8 || !x64) continue;
  const [a, b] = [least(f, x8) / 8, least(f, x64) / 64];
  at8 += a;
  at64 += b;
  console.log(`${basename(f).slice(0, 48).padEnd(48)} ×8 ${a.toFixed(1).padStart(7)}  ×64 ${b.toFixed(1).padStart(7)}  ratio ${(b / a).toFixed(2)}`);
}
console.log(`all pages: ×8 ${at8.toFixed(1)} ms, ×64 ${at64.toFixed(1)} ms a copy; ratio ${(at64 / at8).toFixed(2)}`);
