import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Warehouse } from "../../src/load/warehouse.ts";

const run = promisify(execFile);
const bin = new URL("../../bin/sokutei.js", import.meta.url).pathname;
const N = 1000;
let dir: string;

/** A small report page of the genre: a result table, a tool output and a sentence. */
function page(i: number): string {
  return `<html><head><meta charset="utf-8"><title>Disk test ${i} | Bench Lab</title></head><body><h1>Disk test ${i}</h1>
<table border="1"><tr><th>構成</th><th>Write (MB/s)</th><th>Read (MB/s)</th></tr><tr><td>RAID${i % 7}</td><td>${100 + (i % 50)}</td><td>${200 + (i % 30)}</td></tr></table>
<h3>10GB書き込み時間</h3><pre>0.00user 9.1system 0:${String(30 + (i % 29)).padStart(2, "0")}.${String(i % 100).padStart(2, "0")}elapsed 20%CPU (0avgtext+0avgdata 0maxresident)k</pre>
<p>書き込みは約${100 + (i % 50)}MB/sでした。</p></body></html>`;
}

async function snapshot(db: string) {
  const wh = await Warehouse.open(db);
  try {
    const counts = await wh.counts();
    const ms = await wh.all("select measurement_id, value, unit, cast(conditions as varchar) as c from measurements order by measurement_id");
    return { counts, ms };
  } finally {
    wh.close();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sokutei-resume-"));
  mkdirSync(join(dir, "pages"));
  for (let i = 0; i < N; i++) writeFileSync(join(dir, "pages", `p${i}.html`), page(i));
  writeFileSync(join(dir, "list.txt"), Array.from({ length: N }, (_, i) => `pages/p${i}.html`).join("\n"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a 1,000-page batch", () => {
  it("killed with -9 half-way and run again ends with exactly the rows of an uninterrupted run; a second process is refused meanwhile", async () => {
    const list = join(dir, "list.txt");
    const whole = join(dir, "whole", "w.duckdb");
    await run(process.execPath, [bin, "--db", whole, "ingest", list], { maxBuffer: 64 * 1024 * 1024 });

    const broken = join(dir, "broken", "w.duckdb");
    const child: ChildProcess = spawn(process.execPath, [bin, "--db", broken, "ingest", list], { stdio: "ignore" });
    const archive = join(dir, "broken", "archive");
    const archived = () => {
      try {
        return readdirSync(archive).reduce((n, d) => n + readdirSync(join(archive, d)).length, 0);
      } catch {
        return 0;
      }
    };
    while (archived() < N / 3) await new Promise((r) => setTimeout(r, 50));

    // while the first process holds the database, a second one fails with a clear message
    const second = await run(process.execPath, [bin, "--db", broken, "query", "--sql", "select 1"]).catch((e: { code: number; stderr: string }) => e);
    expect((second as { code: number }).code).toBe(2);
    expect((second as { stderr: string }).stderr).toMatch(/database .* is in use by another sokutei process/);

    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    expect(archived()).toBeLessThan(N);

    const rerun = await run(process.execPath, [bin, "--db", broken, "ingest", list], { maxBuffer: 64 * 1024 * 1024 });
    expect(rerun.stdout.trim().split("\n").slice(-1)[0], rerun.stderr.slice(0, 2000)).toMatch(/^1000 inputs: \d+ loaded, \d+ unchanged, 0 failed \(\d+ measurements, 0 rejects\)$/);
    const [a, b] = [await snapshot(whole), await snapshot(broken)];
    expect(b.counts).toEqual(a.counts);
    expect(a.counts.sources).toBe(N);
    expect(b.ms).toEqual(a.ms);
  }, 600_000);
});
