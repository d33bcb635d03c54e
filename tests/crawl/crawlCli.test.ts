import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sokutei } from "../helpers/runCli.ts";
import { type TestSite, siteDefinition, startTestSite } from "./testSite.ts";


let dir: string;
let site: TestSite;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sokutei-crawl-cli-"));
  site = await startTestSite();
});
afterAll(async () => {
  await site.server.close();
  await rm(dir, { recursive: true, force: true });
});

describe("sokutei crawl and sources on the command line", () => {
  it("--dry-run lists the reports to fetch; a loopback site needs --allow-private", async () => {
    const sources = join(dir, "ok");
    await mkdir(sources, { recursive: true });
    await writeFile(join(sources, "test-vendor.json"), siteDefinition(site.origin));
    const db = join(dir, "w.duckdb");
    const refused = await sokutei(["--db", db, "crawl", "--sources", sources, "--dry-run", "--retries", "0"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/refused: 127\.0\.0\.1 resolves to the private or loopback address/);
    const dry = await sokutei(["--db", db, "crawl", "test-vendor", "--sources", sources, "--dry-run", "--allow-private", "--delay", "0"]);
    expect(dry.code).toBe(0);
    for (const url of site.reports) expect(dry.stdout).toMatch(new RegExp(`test-vendor +new +${url.replace(/[.?]/g, "\\$&")}`));
    expect(dry.stdout).toMatch(/test-vendor +Test Vendor 技術資料 +6 +6 +5 +0 +1 +0/);
    const listed = await sokutei(["--db", db, "sources", "--sources", sources]);
    expect(listed.stdout).toMatch(/test-vendor +Test Vendor 技術資料 +http:\/\/127\.0\.0\.1:\d+\/tech\/ \(\+2\) +0 +0 +0 +0/);
  }, 60_000);

  it("a malformed definition exits 2 with one line naming the file and the field", async () => {
    const sources = join(dir, "bad");
    await mkdir(sources, { recursive: true });
    await writeFile(join(sources, "test-vendor.json"), siteDefinition(site.origin, { max_depht: 2 }));
    const r = await sokutei(["--db", join(dir, "w2.duckdb"), "crawl", "--sources", sources]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^sokutei: .*test-vendor\.json: max_depht: unknown field \(known: name, site, start/)]);
    await writeFile(join(sources, "test-vendor.json"), '{\n  "name": "test-vendor"\n  "site": "x"\n}\n');
    const syntax = await sokutei(["--db", join(dir, "w2.duckdb"), "crawl", "--sources", sources]);
    expect(syntax.code).toBe(2);
    expect(syntax.stderr).toMatch(/^sokutei: .*test-vendor\.json:3:3: not valid JSON \(comma expected\)\n$/);
  }, 60_000);
});
