import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sokutei } from "../helpers/runCli.ts";

const folder = fileURLToPath(new URL("../fixtures/score/", import.meta.url));
let dir: string;
let db: string;
const sql = async (q: string) => JSON.parse((await sokutei(["--db", db, "query", "--sql", q, "--format", "json"])).stdout) as Record<string, unknown>[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sokutei-correct-"));
  db = join(dir, "sokutei.duckdb");
  const r = await sokutei((["--db", db, "ingest"]).concat([join(folder, "pages/hdd-hdparm-ja.html"), join(folder, "pages/ssd-table-en.html"), "--no-progress"]));
  expect(r.code).toBe(0);
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("sokutei correct", () => {
  it("records a changed row, an added number and a row marked wrong, one file per page beside the warehouse; reprocess and ingest apply them", async () => {
    const [hdparm] = await sql("select measurement_id, report_id from measurements where metric = 'throughput' and value = 170.1");
    const [fourK] = await sql("select measurement_id from measurements where value = 130.4");
    expect((await sokutei(["--db", db, "correct", "change", String(hdparm?.measurement_id), "--condition", "tool=hdparm", "--condition", "storage=HDD", "--by", "tester"])).code).toBe(0);
    expect((await sokutei(["--db", db, "correct", "add", String(hdparm?.report_id), "--metric", "duration", "--operation", "copy", "--value", "12.5", "--unit", "s", "--raw", "コピー時間は 12.5 秒でした。", "--by", "tester"])).code).toBe(0);
    expect((await sokutei(["--db", db, "correct", "wrong", String(fourK?.measurement_id), "--reason", "a test of marking", "--by", "tester"])).code).toBe(0);
    const bad = await sokutei(["--db", db, "correct", "change", String(hdparm?.measurement_id), "--metric", "speed"]);
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringMatching(/metric speed is not in the vocabulary/)]);
    const files = await readdir(join(dir, "corrections"));
    expect(files).toHaveLength(2);
    const hddFile = JSON.parse(await readFile(join(dir, "corrections", files.find((f) => f.includes("hdd"))!), "utf8"));
    // the labelled expected-file format: metric, operation, access, value, unit, origin, conditions
    expect(hddFile.measurements[1]).toMatchObject({ metric: "duration", operation: "copy", access: null, value: 12.5, unit: "s", origin: "prose", conditions: {}, by: "tester" });

    expect((await sokutei(["--db", db, "reprocess"])).code).toBe(0);
    const check = async () => {
      const rows = await sql("select metric, value, value_si, cast(conditions as varchar) as c, corrected, corrected_by, locator from measurements where corrected order by metric");
      expect(rows).toEqual([
        { metric: "duration", value: 12.5, value_si: 12.5, c: "{}", corrected: true, corrected_by: "tester", locator: null },
        { metric: "throughput", value: 170.1, value_si: 170100000, c: '{"tool":"hdparm","storage":"HDD"}', corrected: true, corrected_by: "tester", locator: "pre[1]/l3" },
      ]);
      expect(await sql("select count(*) as n from measurements where value = 130.4")).toEqual([{ n: 0 }]);
      expect(await sql("select stage, reason from rejects where stage = 'correction'")).toEqual([{ stage: "correction", reason: expect.stringMatching(/^marked wrong by tester at .*: a test of marking$/) }]);
    };
    await check();
    expect((await sokutei(["--db", db, "ingest", "--force", "--no-progress", join(folder, "pages/hdd-hdparm-ja.html"), join(folder, "pages/ssd-table-en.html")])).code).toBe(0);
    await check();
    expect((await sokutei(["--db", db, "correct", "list"])).stdout.split("\n").filter(Boolean)).toHaveLength(3);
  }, 120_000);

  it("score --corrections applies a warehouse's corrections to the pages of the same name: the corrected page reads whole", async () => {
    const r = await sokutei(["score", folder, "--corrections", join(dir, "corrections")]);
    expect(r.stdout).toMatch(/^hdd-hdparm-ja\.html +2\/2 +0 /m);
    expect(r.stdout).toMatch(/^ssd-table-en\.html +3\/4 +0 /m);
    expect(r.stdout).toContain("pages read whole 1/2");
  }, 120_000);
});
