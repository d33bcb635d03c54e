import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempWarehouse } from "../helpers/tempWarehouse.ts";

const bin = new URL("../../bin/sokutei.js", import.meta.url).pathname;

/** Runs the CLI with its stdout on a real pipe whose reader closes after the first chunk, as `| head -1` does. */
function readFirstChunkThenClose(args: string[]): Promise<{ code: number | null; signal: string | null; first: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let first = "";
    let stderr = "";
    child.stdout.once("data", (chunk: Buffer) => {
      first = chunk.toString("utf8");
      child.stdout.destroy();
    });
    child.stderr.on("data", (chunk: Buffer) => void (stderr += chunk.toString("utf8")));
    child.on("close", (code, signal) => done({ code, signal, first, stderr }));
  });
}

let t: Awaited<ReturnType<typeof tempWarehouse>>;
beforeAll(async () => {
  t = await tempWarehouse();
  t.wh.close();
}, 60_000);
afterAll(() => t.dispose());

describe("output to a pipe its reader closed", () => {
  for (const format of ["csv", "table", "json"]) {
    it(`query --format ${format} exits 0 with nothing on stderr (no EPIPE stack)`, async () => {
      // ~2 MB of rows: far more than a pipe holds, so the writes go on after the reader has gone
      const r = await readFirstChunkThenClose(["--db", t.dbPath, "query", "--sql", "select range as n, 'x' as pad from range(300000)", "--format", format]);
      expect(r.first.length).toBeGreaterThan(0);
      expect(r.stderr).toBe("");
      expect(r.signal).toBeNull();
      expect(r.code).toBe(0);
    }, 60_000);
  }

  it("a command's own failure keeps its status and its one line on stderr", async () => {
    const r = await readFirstChunkThenClose(["--db", t.dbPath, "query", "--sql", "select * from no_such_table"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^sokutei: SQL error: .*no_such_table/);
  }, 60_000);
});
