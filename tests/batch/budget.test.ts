import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DerivePool } from "../../src/ingest/derivePool.ts";
import { ingest } from "../../src/ingest/ingest.ts";
import { quietLogger, tempWarehouse } from "../helpers/tempWarehouse.ts";

let t: Awaited<ReturnType<typeof tempWarehouse>>;
beforeEach(async () => {
  t = await tempWarehouse();
});
afterEach(() => t.dispose());

const table = (rows: number) =>
  `<html><head><title>big</title></head><body><table><tr><th>Block size</th><th>Read (MB/s)</th><th>Write (MB/s)</th></tr>${Array.from({ length: rows }, (_, i) => `<tr><td>${i + 1}KB</td><td>${i}.5</td><td>${i}.25</td></tr>`).join("")}</table></body></html>`;
const small = `<html><head><title>small</title></head><body><table><tr><th>Block size</th><th>Read (MB/s)</th></tr><tr><td>4KB</td><td>120</td></tr></table></body></html>`;

describe("per-page budgets on extraction workers", () => {
  it("a page over the time budget is stopped: its source loads with one reject, its worker is replaced, the batch goes on", async () => {
    // (the table takes seconds; a small page in a fresh worker well under the budget even on a loaded machine)
    writeFileSync(join(t.dir, "slow.html"), table(20_000));
    writeFileSync(join(t.dir, "small.html"), small);
    const log = quietLogger();
    const out = await ingest([join(t.dir, "slow.html"), join(t.dir, "small.html")], t.wh, { workers: 1, budget: { timeMs: 2_000 } }, log);
    expect(out.map((o) => [o.status, o.counts?.measurements, o.counts?.rejects])).toEqual([["loaded", 0, 1], ["loaded", 1, 0]]);
    expect(await t.wh.all("select stage, reason from rejects")).toEqual([{ stage: "extract", reason: "extraction stopped: over the time budget of 2 s" }]);
    expect(log.lines).toContainEqual({ level: "warn", line: `warning: ${join(t.dir, "slow.html")}: extraction stopped: over the time budget of 2 s` });
    // nothing half-extracted: no report, system or measurement of the stopped page
    expect(await t.wh.all("select count(*)::int as n from reports")).toEqual([{ n: 1 }]);
    // --force tries again, here with a budget the page fits in
    const again = await ingest([join(t.dir, "slow.html")], t.wh, { workers: 1, force: true }, quietLogger());
    // the table is over the size limit too: its first 2,000 rows are read, and a reject says so
    expect(again[0]?.counts?.measurements).toBe(1_999 * 2);
    expect(await t.wh.all("select reason from rejects")).toEqual([{ reason: "table over the size limit: 18001 rows past the first 2000 not read" }]);
  });

  it("a worker over its memory budget is stopped the same way", async () => {
    // a budget with room for a fresh worker's own code and data and a small page, far below what 40,000 rows need
    const pool = new DerivePool(1, { timeMs: 60_000, memoryMb: 40 });
    try {
      const info = { sourceId: "0123456789abcdef", url: "file:///big.html", finalUrl: "file:///big.html", fetchedAt: new Date(0), httpStatus: null, contentType: null, sha256: "x", bytes: 0, archivePath: "-", etag: null, lastModified: null, inputKind: "file" as const };
      const d = await pool.derive(info, Buffer.from(table(40_000)));
      expect(d.rows.rejects.map((r) => r.reason)).toEqual(["extraction stopped: over the memory budget of 40 MB"]);
      expect(d.rows.measurements).toEqual([]);
      // the replacement worker serves the next page
      const ok = await pool.derive({ ...info, sourceId: "fedcba9876543210" }, Buffer.from(small));
      expect(ok.rows.measurements).toHaveLength(1);
    } finally {
      await pool.close();
    }
  });

  it("a worker that has derived its share of pages is retired for a fresh one, and no page is lost or doubled", async () => {
    const pool = new DerivePool(1, { timeMs: 60_000, memoryMb: 1024 }, 3);
    try {
      const info = { url: "file:///p.html", finalUrl: "file:///p.html", fetchedAt: new Date(0), httpStatus: null, contentType: null, sha256: "x", bytes: 0, archivePath: "-", etag: null, lastModified: null, inputKind: "file" as const };
      // ten pages at once: the queue is full while workers retire, so every hand-over happens mid-batch
      const pages = Array.from({ length: 10 }, (_, i) => pool.derive({ ...info, sourceId: `${String(i).padStart(16, "0")}` }, Buffer.from(table(i + 1))));
      const done = await Promise.all(pages);
      expect(done.map((d) => d.rows.measurements.length)).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1) * 2));
      expect(done.map((d) => d.rows.source.source_id)).toEqual(Array.from({ length: 10 }, (_, i) => `${String(i).padStart(16, "0")}`));
      // 3 + 3 + 3 + 1 pages: the first worker and three successors
      expect(pool.workersStarted).toBe(4);
    } finally {
      await pool.close();
    }
  });

  it("a worker keeps its compiled code for the whole batch, and is retired only when its heap passes the ceiling", async () => {
    const info = { url: "file:///p.html", finalUrl: "file:///p.html", fetchedAt: new Date(0), httpStatus: null, contentType: null, sha256: "x", bytes: 0, archivePath: "-", etag: null, lastModified: null, inputKind: "file" as const };
    const batch = (pool: DerivePool) => Promise.all(Array.from({ length: 12 }, (_, i) => pool.derive({ ...info, sourceId: String(i).padStart(16, "0") }, Buffer.from(table(i + 1)))));
    const kept = new DerivePool(1, { timeMs: 60_000, memoryMb: 1024 });
    const retiring = new DerivePool(1, { timeMs: 60_000, memoryMb: 1024 }, Infinity, "derive", 1);
    try {
      expect((await batch(kept)).map((d) => d.rows.measurements.length)).toEqual(Array.from({ length: 12 }, (_, i) => (i + 1) * 2));
      expect(kept.workersStarted).toBe(1);
      // every worker's heap is over 1 MB: each is retired after the pages it holds, none is lost or doubled
      const done = await batch(retiring);
      expect(done.map((d) => d.rows.source.source_id)).toEqual(Array.from({ length: 12 }, (_, i) => String(i).padStart(16, "0")));
      expect(retiring.workersStarted).toBeGreaterThanOrEqual(6);
    } finally {
      await Promise.all([kept.close(), retiring.close()]);
    }
  });

  it("a 50 MB single-line page ends the run inside the budget", async () => {
    const path = join(t.dir, "line.html");
    writeFileSync(path, `<html><body><p>${"書き込み 120MB/s ".repeat(3_300_000)}</p></body></html>`);
    const out = await ingest([path], t.wh, { workers: 1, budget: { timeMs: 20_000 }, fetch: { maxBytes: 128 * 1024 * 1024 } }, quietLogger()); // 73 MB: over the 20 MB default cap
    expect(out[0]?.status).toBe("loaded");
    expect(Number(out[0]?.counts?.rejects)).toBeGreaterThan(0);
    expect(await t.wh.all("select count(*)::int as n from sources")).toEqual([{ n: 1 }]);
  });
});
