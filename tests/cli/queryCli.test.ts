import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayWidth } from "../../src/query/fitWidth.ts";
import { sokutei } from "../helpers/runCli.ts";
import { sampleWarehouse } from "../helpers/tempWarehouse.ts";

/** Runs the CLI with optional standard input; resolves with its exit code and output. */

let t: Awaited<ReturnType<typeof sampleWarehouse>>;
beforeAll(async () => {
  t = await sampleWarehouse();
  t.wh.close(); // the CLI opens it read-only in another process
}, 120_000);
afterAll(() => t.dispose());

describe("sokutei query for tools", () => {
  it("--format json nests JSON columns; a cast to varchar stays a JSON string", async () => {
    const r = await sokutei(["--db", t.dbPath, "query", "--sql", "select conditions, cast(conditions as varchar) as c from measurements order by measurement_id limit 3", "--format", "json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as { conditions: unknown; c: string }[];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(typeof row.conditions).toBe("object");
      expect(JSON.parse(row.c)).toEqual(row.conditions);
    }
  });

  it("reads SQL from standard input, from @FILE and from --sql-file, and writes jsonl to --output", async () => {
    const sql = "select count(*) as n from measurements";
    const stdin = await sokutei(["query", "--format", "csv", "--sql", "-", "--db", t.dbPath], sql);
    expect(stdin.code).toBe(0);
    const n = Number(stdin.stdout.split("\n")[1]);
    expect(n).toBeGreaterThan(100);
    const file = join(t.dir, "q.sql");
    await writeFile(file, `${sql}\n`);
    expect((await sokutei(["--db", t.dbPath, "query", "--sql", `@${file}`, "--format", "csv"])).stdout).toBe(`n\n${n}\n`);
    const out = join(t.dir, "out.jsonl");
    const r = await sokutei(["--db", t.dbPath, "query", "--sql-file", file, "--format", "jsonl", "--output", out]);
    expect([r.code, r.stdout]).toEqual([0, ""]);
    expect(await readFile(out, "utf8")).toBe(`{"n":${n}}\n`);
  });

  it("--param k=v before the name leaves the name an argument", async () => {
    const r = await sokutei(["--db", t.dbPath, "query", "--param", "access=random", "adapters-by-block-size", "--format", "json"]);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as unknown[]).length).toBeGreaterThan(0);
  });

  it("a SQL error keeps DuckDB's caret under the line it points into, and exits 1", async () => {
    const r = await sokutei(["--db", t.dbPath, "query", "--sql", "select nope from reports"]);
    expect(r.code).toBe(1);
    const lines = r.stderr.split("\n");
    const at = lines.findIndex((l) => l.startsWith("LINE 1: select nope"));
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^\s+\^$/);
  });

  it("--width fits the output in N columns (as records when a table would cut its columns unreadably); a pipe gets it whole; csv stays raw", async () => {
    const cut = await sokutei(["--db", t.dbPath, "query", "offload-gain", "--width", "110"]);
    expect(cut.code).toBe(0);
    const lines = cut.stdout.trimEnd().split("\n");
    for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(110);
    expect(cut.stdout).toMatch(/^adapter\s+Chelsio S320E-LP-CR（cxgb3toe-1\.5\.1\.6）$/m); // nothing cut
    expect(cut.stdout).toMatch(/^value_off\s+16,850\.79 IOPS$/m); // values keep their unit and the ratio its ×
    expect(cut.stdout).toMatch(/^gain\s+×1\.20$/m);
    const whole = await sokutei(["--db", t.dbPath, "query", "offload-gain"]);
    expect(whole.stdout).toContain("Chelsio S320E-LP-CR（cxgb3toe-1.5.1.6）");
    expect(Math.max(...whole.stdout.split("\n").map(displayWidth))).toBeGreaterThan(110);
    const csv = await sokutei(["--db", t.dbPath, "query", "raid-software-vs-hardware", "--format", "csv"]);
    expect(csv.stdout.split("\n")[0]).toBe("report,level,metric,operation,access,basis,unit,software,hardware,ratio");
    expect(csv.stdout).not.toMatch(/,B\/s,/); // the throughput derived from times is in MB/s like the measured one
  });

  it("usage errors exit 2 with one line and a hint", async () => {
    const cases: [string[], RegExp][] = [
      [["query", "--param", "access=randon", "adapters-by-block-size"], /access=randon.*sequential, random/],
      [["query", "sytems"], /no canned query named sytems \(did you mean systems\?/],
      [["qurey", "systems"], /Did you mean query\?/],
      [["query", "--sql", "-"], /the SQL is empty/],
      [["query", "--format", "yaml", "systems"], /jsonl/],
      [["query", "--width", "wide", "systems"], /--width wide is not a width/],
    ];
    for (const [args, message] of cases) {
      const r = await sokutei(["--db", t.dbPath, ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr.trimEnd().split("\n"), args.join(" ")).toHaveLength(1);
      expect(r.stderr, args.join(" ")).toMatch(message);
    }
  });
});
