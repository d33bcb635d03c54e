/**
 * Proof that a change to the hot path changes no result (`npm run bench:fingerprint -- [--synthetic 200] [--out F]
 * [--against F] [--tables measurements,components] [DIR…]`): every `.html` page under the given folders (default: the test fixtures and the samples) and N
 * synthetic pages are derived, and each page's rows, rejects and warnings are hashed. `--out` saves the hashes,
 * `--against` lists the pages whose hash differs from a saved run and exits non-zero when any does.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { deriveSource, type SnapshotInfo } from "../src/ingest/deriveSource.ts";
import { corpus } from "./corpus.ts";
import { leftOut, root } from "./processes.ts";

const args = process.argv.slice(2);
const flags = new Map<string, string>();
const dirs: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i] as string;
  if (a.startsWith("--")) flags.set(a, args[++i] ?? "");
  else dirs.push(a);
}
if (!dirs.length) dirs.push(join(root, "tests/fixtures"), join(root, "sources/samples"));

/** Every `.html` file under a folder, in name order; a sealed set (`FLOORS_SKIP`, as for scripts/floors.sh, or a folder with a SEALED file) is never read. */
function htmlUnder(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return leftOut(path) ? [] : htmlUnder(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

const info = (id: string, path: string, bytes: number): SnapshotInfo => ({
  sourceId: id, url: `file://${path}`, finalUrl: `file://${path}`, fetchedAt: new Date(0), httpStatus: null, contentType: null,
  sha256: "", bytes, archivePath: "", etag: null, lastModified: null, inputKind: "file",
});

const pages: { name: string; bytes: Uint8Array }[] = [
  ...dirs.flatMap(htmlUnder).map((f) => ({ name: relative(root, f), bytes: new Uint8Array(readFileSync(f)) })),
  ...corpus(Number(flags.get("--synthetic") ?? 200)).map((p) => ({ name: `synthetic/${p.name}`, bytes: p.bytes })),
];
// `--tables measurements,components`: hash only these tables (a change meant to alter rejects alone is shown to leave the results)
const tables = flags.get("--tables") ? new Set((flags.get("--tables") ?? "").split(",")) : null;
const hashes: Record<string, string> = {};
const c0 = process.cpuUsage();
pages.forEach((p, i) => {
  const d = deriveSource(info(`s${i}`, p.name, p.bytes.length), p.bytes);
  const rows = tables ? Object.fromEntries(Object.entries(d.rows).filter(([k]) => tables.has(k))) : d.rows;
  const text = JSON.stringify([rows, tables ? [] : d.warnings], (_k, v: unknown) => (v instanceof Date ? v.toISOString() : v));
  hashes[p.name] = createHash("sha256").update(text).digest("hex").slice(0, 16);
});
const cpu = process.cpuUsage(c0);
const all = createHash("sha256").update(JSON.stringify(hashes)).digest("hex").slice(0, 16);
console.log(`${pages.length} pages derived in ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms of CPU; fingerprint ${all}`);
const out = flags.get("--out");
if (out) writeFileSync(out, `${JSON.stringify(hashes, null, 1)}\n`);
const against = flags.get("--against");
if (against) {
  const before = JSON.parse(readFileSync(against, "utf8")) as Record<string, string>;
  const changed = Object.keys({ ...before, ...hashes }).filter((k) => before[k] !== hashes[k]);
  for (const k of changed) console.log(`changed: ${k}`);
  console.log(changed.length ? `${changed.length} pages differ` : "every page identical");
  if (changed.length) process.exitCode = 1;
}
