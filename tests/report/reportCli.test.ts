import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { sokutei } from "../helpers/runCli.ts";

const dir = mkdtempSync(join(tmpdir(), "sokutei-report-cli-"));
const db = join(dir, "wh", "sokutei.duckdb");
const page = fileURLToPath(new URL("../fixtures/hostile/scripted-page.html", import.meta.url));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("sokutei report DIR", () => {
  it("writes the site into the folder named as an argument or with --out, and says so once when neither is given", async () => {
    expect((await sokutei(["ingest", page, "--db", db])).code).toBe(0);
    const byArgument = await sokutei(["report", join(dir, "site"), "--db", db]);
    expect(byArgument.code).toBe(0);
    expect(existsSync(join(dir, "site", "index.html"))).toBe(true);
    expect((await sokutei(["report", "--out", join(dir, "other"), "--db", db])).code).toBe(0);
    expect(existsSync(join(dir, "other", "index.html"))).toBe(true);
    const none = await sokutei(["report", "--db", db]);
    expect(none.code).toBe(2);
    expect(none.stderr.trim().split("\n")).toHaveLength(1);
  }, 120_000);
});
