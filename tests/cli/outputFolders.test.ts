import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sokutei } from "../helpers/runCli.ts";

const page = new URL("../fixtures/pages/hpc-raid0-sas5ir.html", import.meta.url).pathname;
let dir: string;
let db: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sokutei-output-folders-"));
  db = join(dir, "w.duckdb");
  expect((await sokutei(["--db", db, "ingest", "--no-progress", page])).code).toBe(0);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The pid of a process that has ended (and so cannot own a folder any more). */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid as number;

describe("hidden temporary folders left by a killed report or export", () => {
  it("are swept at the next run when their process is gone; a live run's folder and other names are left alone", async () => {
    const site = join(dir, "site");
    const data = join(dir, "data");
    const dead = deadPid();
    const stale = [`.site.partial-${dead}-Ab12Cd`, `.data.partial-${dead}-Xy34Zw`, ".site.partial-Qq11Rr"];
    const kept = [`.site.partial-${process.pid}-Live01`, ".sitex.partial-1-Other1", ".notes"];
    for (const name of [...stale, ...kept]) {
      mkdirSync(join(dir, name, "pages"), { recursive: true });
      writeFileSync(join(dir, name, "pages", "x.html"), "half written");
    }
    expect((await sokutei(["--db", db, "report", site])).code).toBe(0);
    expect((await sokutei(["--db", db, "export", "--format", "csv", "--out", data])).code).toBe(0);
    const left = readdirSync(dir);
    for (const name of stale) expect(left, name).not.toContain(name);
    for (const name of kept) expect(left, name).toContain(name);
  }, 120_000);

  it("a run killed between moving the old output aside and the new one in gets the old output back", async () => {
    const site = join(dir, "site2");
    expect((await sokutei(["--db", db, "report", site])).code).toBe(0);
    const aside = join(dir, `.site2.partial-${deadPid()}-Zz99Yy.old`);
    execFileSync("mv", [site, aside]);
    const before = readFileSync(join(aside, "index.html"), "utf8");
    expect((await sokutei(["--db", db, "query", "systems"])).code).toBe(0);
    expect((await sokutei(["--db", db, "report", site])).code).toBe(0);
    expect(existsSync(aside)).toBe(false);
    expect(readFileSync(join(site, "index.html"), "utf8").length).toBeGreaterThan(before.length / 2);
  }, 120_000);
});

/** Mounts a small tmpfs at `at` (read-only or of `size`), or returns false where this machine does not allow it. */
function mountTmpfs(at: string, options: string): boolean {
  mkdirSync(at, { recursive: true });
  return spawnSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", at]).status === 0;
}
const unmount = (at: string) => spawnSync("umount", [at]);

describe("a read-only mount", () => {
  const ro = join(tmpdir(), `sokutei-ro-${process.pid}`);
  const mounted = mountTmpfs(ro, "ro,size=64k");
  afterAll(() => unmount(ro));
  it.runIf(mounted)("--db or the report folder under a missing folder there: the read-only one-liner, exit 2", async () => {
    for (const args of [["--db", join(ro, "a", "b", "w.duckdb"), "ingest", "--no-progress", page], ["--db", db, "report", join(ro, "a", "site")], ["--db", db, "export", "--out", join(ro, "a", "data")]]) {
      const r = await sokutei(args);
      expect(r.stderr, args.join(" ")).toMatch(/^sokutei: cannot write .*sokutei-ro-\d+\/a: the file system is read-only \(EROFS\)/);
      expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(r.code, args.join(" ")).toBe(2);
    }
  }, 60_000);
});

describe("query --output and chart --out on a full disk", () => {
  const full = join(tmpdir(), `sokutei-full-${process.pid}`);
  const mounted = mountTmpfs(full, "size=256k");
  afterAll(() => unmount(full));
  it.runIf(mounted)("keep the good file they would replace, name the path, and leave no temporary file", async () => {
    const out = join(full, "systems.json");
    const svg = join(full, "chart.svg");
    expect((await sokutei(["--db", db, "query", "--sql", "select 1 as a", "--format", "json", "--output", out])).code).toBe(0);
    expect((await sokutei(["--db", db, "chart", "raid-software-vs-hardware", "--out", svg])).code).toBe(0);
    const good = readFileSync(out, "utf8");
    const goodSvg = readFileSync(svg, "utf8");
    writeFileSync(join(full, "filler"), Buffer.alloc(0));
    // fill the disk to the last few bytes
    spawnSync("sh", ["-c", `head -c 100000000 /dev/zero > ${join(full, "filler")}`]);
    const big = await sokutei(["--db", db, "query", "--sql", "select repeat('x', 400000) as a", "--format", "json", "--output", out]);
    expect(big.stderr).toMatch(new RegExp(`^sokutei: cannot write ${out.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: no space left on the device \\(ENOSPC\\)`));
    expect(big.code).toBe(1);
    const chart = await sokutei(["--db", db, "chart", "raid-software-vs-hardware", "--out", svg]);
    expect(chart.stderr).toMatch(/^sokutei: cannot write .*chart\.svg: no space left on the device \(ENOSPC\)/);
    expect(chart.code).toBe(1);
    expect(readFileSync(out, "utf8")).toBe(good);
    expect(readFileSync(svg, "utf8")).toBe(goodSvg);
    expect(readdirSync(full).sort()).toEqual(["chart.svg", "filler", "systems.json"]);
  }, 60_000);
});
