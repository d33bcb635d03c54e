import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Row, WRITE_MEMORY_MIB, Warehouse } from "../../src/load/warehouse.ts";

const setting = async (wh: Warehouse, name: string) => String((await wh.all("select value from duckdb_settings() where name = $n", { n: name }))[0]?.value);

/** A source with `n` measurements, each with a long raw text (so a few thousand rows hold several MiB). */
function source(i: number, n: number) {
  const sid = `s${String(i).padStart(6, "0")}`;
  const measurements: Row[] = Array.from({ length: n }, (_, k) => ({
    measurement_id: `${sid}-table1-r${k}c2`, report_id: `${sid}-r1`, metric: "throughput", operation: "read", value: k, unit: "MB/s",
    value_si: k * 1e6, si_unit: "B/s", conditions: { block_size_bytes: 4096 * (k % 9) }, origin: "table", derived: false, raw: `${k} MB/s `.repeat(40), position: k,
  }));
  return {
    source: { source_id: sid, url: `/pages/${i}.html`, sha256: sid, fetched_at: new Date(0), input_kind: "file" },
    reports: [{ report_id: `${sid}-r1`, source_id: sid, title: `page ${i}` }],
    systems: [], components: [], measurements, checks: [], rejects: [],
  };
}

describe("DuckDB's memory while writing", () => {
  it("limits a writing warehouse's buffer pool; reading, export and in-memory databases keep DuckDB's default; the allocator returns freed memory", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sokutei-memlimit-"));
    try {
      const db = join(dir, "w.duckdb");
      const wh = await Warehouse.open(db);
      expect(WRITE_MEMORY_MIB).toBe(64);
      expect(await setting(wh, "memory_limit")).toBe("64.0 MiB");
      expect(await setting(wh, "allocator_background_threads")).toBe("true");
      wh.close();
      for (const other of [await Warehouse.open(db, { readOnly: true }), await Warehouse.open(db, { readOnly: true, writableDir: dir }), await Warehouse.open(":memory:")]) {
        expect(await setting(other, "memory_limit")).toBe(await setting(other, "max_memory"));
        expect(await setting(other, "allocator_background_threads")).toBe("true");
        other.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("a load short of the limit runs again with twice the memory: every row loaded, keys still refused twice, re-ingest still replaces", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sokutei-memlimit-"));
    try {
      const db = join(dir, "w.duckdb");
      // 4 MiB and a checkpoint every 5,000 rows: the ~15 MiB of rows below run out of it, in batches and one by one
      const wh = await Warehouse.open(db, { memoryMiB: 4, checkpointRows: 5_000 });
      try {
        for (let b = 0; b < 8; b++) {
          const errors = await wh.loadSources(Array.from({ length: 4 }, (_, j) => source(b * 4 + j, 1_000)));
          expect(errors.map((e) => e?.message ?? null)).toEqual([null, null, null, null]);
        }
        await wh.loadSource(source(99, 3_000));
        expect(Number.parseFloat(await setting(wh, "memory_limit"))).toBeGreaterThan(4);
        expect((await wh.all("select count(*)::int as n, count(distinct measurement_id)::int as d from measurements"))[0]).toEqual({ n: 35_000, d: 35_000 });
        await expect(wh.append("measurements", source(0, 1).measurements)).rejects.toThrow(/[Dd]uplicate key|PRIMARY KEY|constraint/);
        expect(await wh.loadSources([source(3, 1_000), source(5, 1_000)])).toEqual([null, null]);
        expect(await wh.replaceSources([source(7, 1_000)])).toEqual([null]);
        expect((await wh.all("select count(*)::int as n from measurements"))[0]).toEqual({ n: 35_000 });
      } finally {
        wh.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
