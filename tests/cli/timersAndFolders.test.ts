import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserError } from "../../src/errors.ts";
import { checkIngestOptions } from "../../src/ingest/checkOptions.ts";
import { sokutei } from "../helpers/runCli.ts";

const page = new URL("../fixtures/pages/hpc-raid0-sas5ir.html", import.meta.url).pathname;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sokutei-timers-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("durations that do not fit a Node timer (2,147,483.647 s)", () => {
  it("are refused in one line, exit 2, before anything is read or written", async () => {
    const db = join(dir, "never", "w.duckdb");
    for (const args of [
      ["ingest", "--page-timeout", "2147484", page], ["ingest", "--timeout", "3000000", page], ["ingest", "--max-time", "1e9", page],
      ["ingest", "--delay", "2147483648", page], ["crawl", "--timeout", "2147484"], ["crawl", "--delay", "9e15"],
    ]) {
      const r = await sokutei(["--db", db, ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr.trimEnd().split("\n"), args.join(" ")).toHaveLength(1);
      expect(r.stderr, args.join(" ")).toMatch(/at most (2147483\.647 s|2147483647 ms)/);
    }
    expect(existsSync(join(dir, "never"))).toBe(false);
  }, 60_000);

  it("the largest that fits is taken, and ingest's own check refuses what a caller passes past it", async () => {
    const db = join(dir, "w.duckdb");
    expect((await sokutei(["--db", db, "ingest", "--no-progress", "--page-timeout", "2147483", "--timeout", "2147483.647", page])).code).toBe(0);
    for (const opts of [{ budget: { timeMs: 2 ** 31 } }, { fetch: { timeoutMs: 2 ** 31 } }, { fetch: { totalTimeoutMs: 1e12 } }, { hostDelayMs: 2 ** 31 }]) {
      expect(() => checkIngestOptions(opts as never), JSON.stringify(opts)).toThrow(UserError);
    }
  }, 60_000);
});
