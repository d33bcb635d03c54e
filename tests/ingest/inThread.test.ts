import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DerivePool, IN_THREAD_BYTES, IN_THREAD_PAGES, poolFor } from "../../src/ingest/derivePool.ts";
import type { SnapshotInfo } from "../../src/ingest/deriveSource.ts";

const info = (sourceId: string): SnapshotInfo => ({ sourceId, url: `file:///${sourceId}.html`, finalUrl: `file:///${sourceId}.html`, fetchedAt: new Date(0), httpStatus: null, contentType: null, sha256: "x", bytes: 0, archivePath: "-", etag: null, lastModified: null, inputKind: "file" });
const page = readFileSync(fileURLToPath(new URL("../fixtures/pages/hpc-10gbe-switch.html", import.meta.url)));
const small = Buffer.from("<html><head><title>small</title></head><body><table><tr><th>Block size</th><th>Read (MB/s)</th></tr><tr><td>4KB</td><td>120</td></tr></table></body></html>");
/** A page whose extraction takes seconds, under IN_THREAD_BYTES: 1,500 rows of 10 results. */
const slow = () => {
  let html = "<html><head><title>slow</title></head><body><h2>Results</h2><table><tr><th>Block</th>" + Array.from({ length: 10 }, (_, c) => `<th>Run ${c} (MB/s)</th>`).join("") + "</tr>";
  for (let r = 1; r <= 1500; r++) html += `<tr><td>${r}KB</td>` + Array.from({ length: 10 }, (_, c) => `<td>${((r * 7 + c) % 900) + 10}.5</td>`).join("") + "</tr>";
  return Buffer.from(`${html}</table></body></html>`);
};

async function using<T>(pool: DerivePool, f: (pool: DerivePool) => Promise<T>): Promise<T> {
  try {
    return await f(pool);
  } finally {
    await pool.close();
  }
}

// one file, in this order: a page stopped on this thread sends every later page of the process to a worker
describe("a batch of a few small pages, derived on the calling thread", () => {
  it("starts no worker and gives the rows a worker gives", async () => {
    const here = await using(poolFor(1, undefined), async (pool) => {
      const d = await pool.derive(info("0123456789abcdef"), page);
      expect(pool.workersStarted).toBe(0);
      return d;
    });
    const there = await using(new DerivePool(1), (pool) => pool.derive(info("0123456789abcdef"), page));
    expect(here.rows.measurements.length).toBeGreaterThan(20);
    expect(JSON.stringify(here)).toBe(JSON.stringify(there));
  }, 120_000);

  it("keeps a worker for a larger batch, a larger page, --workers and --page-memory", async () => {
    const started = (pool: DerivePool, body: Buffer) => using(pool, async (p) => (await p.derive(info("fedcba9876543210"), body), p.workersStarted));
    expect(await started(poolFor(IN_THREAD_PAGES, undefined), small)).toBe(0);
    expect(await started(poolFor(IN_THREAD_PAGES + 1, undefined), small)).toBe(1);
    expect(await started(poolFor(Infinity, undefined), small)).toBe(1);
    expect(await started(poolFor(1, 1), small)).toBe(1);
    expect(await started(poolFor(1, undefined, { memoryMb: 512 }), small)).toBe(1);
    const big = Buffer.concat([small, Buffer.alloc(IN_THREAD_BYTES, 0x20)]);
    expect(await started(poolFor(1, undefined), big)).toBe(1);
  }, 120_000);

  it("stops a page at the time budget as a worker does, and sends the process's later pages to a worker", async () => {
    const body = slow();
    expect(body.byteLength).toBeLessThanOrEqual(IN_THREAD_BYTES);
    const stopped = await using(poolFor(1, undefined, { timeMs: 200 }), async (pool) => {
      const d = await pool.derive(info("00000000000000aa"), body);
      expect(pool.workersStarted).toBe(0);
      return d;
    });
    expect(stopped.rows.rejects.map((r) => r.reason)).toEqual(["extraction stopped: over the time budget of 0.2 s"]);
    expect(stopped.rows.measurements).toEqual([]);
    // the extractors were stopped anywhere: their state is not trusted here again
    const next = await using(poolFor(1, undefined), async (pool) => {
      const d = await pool.derive(info("0123456789abcdef"), page);
      expect(pool.workersStarted).toBe(1);
      return d;
    });
    expect(next.rows.measurements.length).toBeGreaterThan(20);
  }, 120_000);
});
