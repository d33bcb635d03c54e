import { existsSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ingest } from "../../src/ingest/ingest.ts";
import { Warehouse } from "../../src/load/warehouse.ts";
import { quietLogger } from "../helpers/tempWarehouse.ts";

const page = (i: number) =>
  `<html><head><title>disk ${i}</title></head><body><table><tr><th>Block size</th><th>Read (MB/s)</th><th>Write (MB/s)</th></tr><tr><td>4KB</td><td>${i}.5</td><td>${i}.25</td></tr><tr><td>1MB</td><td>${i}0.5</td><td>${i}0.25</td></tr></table></body></html>`;

/** Bytes of the write-ahead log beside the database: rows committed but not yet checkpointed into the file. */
const walBytes = (db: string) => (existsSync(`${db}.wal`) ? statSync(`${db}.wal`).size : 0);

async function loadPages(checkpointRows: number | undefined): Promise<{ wal: number; measurements: number }> {
  const dir = await mkdtemp(join(tmpdir(), "sokutei-ckpt-"));
  try {
    const files = Array.from({ length: 6 }, (_, i) => {
      const f = join(dir, `p${i}.html`);
      writeFileSync(f, page(i + 1));
      return f;
    });
    const db = join(dir, "w.duckdb");
    const wh = await Warehouse.open(db, checkpointRows === undefined ? {} : { checkpointRows });
    try {
      await ingest(files, wh, { workers: 0 }, quietLogger());
      const [row] = await wh.all("select count(*)::int as n from measurements");
      return { wal: walBytes(db), measurements: Number(row?.n) };
    } finally {
      wh.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("checkpoints during a long load", () => {
  it("a load past the checkpoint threshold leaves no committed rows waiting in the write-ahead log; below it, they wait", async () => {
    const small = await loadPages(1);
    const large = await loadPages(undefined);
    expect(small.measurements).toBe(24);
    expect(large.measurements).toBe(24);
    // the default threshold is far above six pages: their rows are still in the log (DuckDB holds them in memory)
    expect(large.wal).toBeGreaterThan(0);
    expect(small.wal).toBe(0);
  });
});
