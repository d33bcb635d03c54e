import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserError, fileProblem } from "../../src/errors.ts";
import { sokutei } from "../helpers/runCli.ts";

const page = new URL("../fixtures/pages/hpc-raid0-sas5ir.html", import.meta.url).pathname;
let dir: string;
let db: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sokutei-file-errors-"));
  db = join(dir, "w.duckdb");
  expect((await sokutei(["--db", db, "ingest", page])).code).toBe(0);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("an output the file system will not take", () => {
  it("is one line naming the path and the reason, exit 2 for the path and 1 for a full disk, never an internal error", async () => {
    const file = join(dir, "a-file");
    writeFileSync(file, "x");
    const cases: [string[], RegExp, number][] = [
      [["report", join(file, "site")], /^sokutei: cannot write .*a-file: a file is in the way of a folder \(EEXIST\)/, 2],
      [["export", "--out", join(file, "data")], /^sokutei: cannot write .*a-file: a file is in the way of a folder \(EEXIST\)/, 2],
      [["query", "systems", "--output", join(file, "out.txt")], /^sokutei: cannot open .*a-file\/out\.txt: a part of the path is a file, not a folder \(ENOTDIR\)/, 2],
      [["chart", "raid-software-vs-hardware", "--out", join(file, "c.svg")], /^sokutei: cannot (open|write) .*a-file\/c\.svg: a part of the path is a file/, 2],
      [["query", "systems", "--output", "/dev/full"], /^sokutei: cannot write the output: no space left on the device \(ENOSPC\)/, 1],
    ];
    for (const [args, message, code] of cases) {
      const r = await sokutei(["--db", db, ...args]);
      expect(r.stderr.trimEnd().split("\n"), args.join(" ")).toHaveLength(1);
      expect(r.stderr, args.join(" ")).toMatch(message);
      expect(r.code, args.join(" ")).toBe(code);
    }
  }, 60_000);

  it("reads DuckDB's IO errors too, and names the folder a command was writing through its hidden temporary one", () => {
    const full = fileProblem(new Error('IO Error: Could not write file "/data/.site.partial-Ab12Cd/measurements.parquet": No space left on device'));
    expect(full).toBeInstanceOf(UserError);
    expect(full?.message).toBe("cannot write /data/site/measurements.parquet: no space left on the device (ENOSPC)");
    expect(full?.code).toBe(1);
    expect(fileProblem(Object.assign(new Error("EROFS"), { code: "EROFS", syscall: "mkdtemp", path: "/mnt/ro/.out.partial-x1" }))?.message).toBe("cannot write /mnt/ro/out: the file system is read-only (EROFS)");
    expect(fileProblem(new Error("Binder Error: no such column"))).toBeNull();
  });
});
