/**
 * The hot path alone (`npm run bench:derive [-- --n 500] [--sets synthetic,samples] [--reps 2]`): N pages derived in
 * this process on the main thread (decode, document, extraction, drafts check: what a worker does per page), with
 * no archive and no DuckDB, and cheerio's bare parse of the same texts; CPU time of each, per page. For a profile of
 * the same work: `node --cpu-prof --import tsx bench/derive.ts`.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load } from "cheerio";
import { decodeBytes } from "../src/decode/decodeBytes.ts";
import { deriveSource, type SnapshotInfo } from "../src/ingest/deriveSource.ts";
import { writePages } from "./processes.ts";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const n = Number(flag("--n") ?? 500);
const reps = Number(flag("--reps") ?? 1);
const cpuMs = (f: () => void) => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};

console.log("set          N  first page ms  derive ms/page  parse ms/page  derive/parse  measurements");
for (const set of (flag("--sets") ?? "synthetic,samples").split(",")) {
  const dir = mkdtempSync(join(tmpdir(), "sokutei-derive-"));
  try {
    const files = readFileSync(writePages(set, n, dir), "utf8").split("\n").filter(Boolean);
    const bodies = files.map((f) => new Uint8Array(readFileSync(f)));
    const info = (i: number): SnapshotInfo => ({
      sourceId: `s${i}`, url: `file://${files[i]}`, finalUrl: `file://${files[i]}`, fetchedAt: new Date(0), httpStatus: null, contentType: null,
      sha256: "", bytes: bodies[i]?.length ?? 0, archivePath: "", etag: null, lastModified: null, inputKind: "file",
    });
    let measurements = 0;
    // the first page pays for the dictionary and the first compiles; the next 19 warm the rest up
    const first = cpuMs(() => deriveSource(info(0), bodies[0] as Uint8Array));
    for (let i = 1; i < Math.min(20, n); i++) deriveSource(info(i), bodies[i] as Uint8Array);
    const derive = cpuMs(() => {
      for (let r = 0; r < reps; r++)
        bodies.forEach((b, i) => {
          const d = deriveSource(info(i), b);
          if (r === 0) measurements += d.rows.measurements.length;
        });
    });
    const texts = bodies.map((b, i) => decodeBytes(b, null, files[i] ?? "").text);
    for (const t of texts.slice(0, 20)) load(t);
    const parse = cpuMs(() => {
      for (let r = 0; r < reps; r++) for (const t of texts) load(t);
    });
    const per = (ms: number) => ms / n / reps;
    console.log(`${set.padEnd(9)} ${String(n).padStart(6)}  ${first.toFixed(0).padStart(13)}  ${per(derive).toFixed(2).padStart(14)}  ${per(parse).toFixed(2).padStart(13)}  ${(derive / parse).toFixed(1).padStart(12)}  ${String(measurements).padStart(12)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
