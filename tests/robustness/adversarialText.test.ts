import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { DerivePool } from "../../src/ingest/derivePool.ts";
import type { SnapshotInfo } from "../../src/ingest/deriveSource.ts";

/** The genre's characters and pieces: digits, spaces, slashes, units, separators, Japanese. */
const piece = fc.constantFrom(
  "0", "1", "5", "9", "12", "3.5", "1,024", " ", "  ", "\t", "/", " / ", "-", "~", "～", "x", "×", ",", ".", ":", "：", "(", ")", "（", "）", "=", "%",
  "MB/s", "MB", "GB/s", "Gbps", "Mbit/s", "IOPS", "ms", "us", "μs", "秒", "分", "KB", "4K", "QD32", "T1", "Q8T1", "Seq", "Read", "Write", "read", "write",
  "約", "最大", "平均", "読み込み", "書き込み", "速度", "は", "で", "の", "、", "。", "CPU", "Xeon", "RAID", "rated at up to", "and", "vs", "->", "→",
);
const unit = fc.array(piece, { minLength: 2, maxLength: 12 }).map((p) => p.join(""));

/** One page with the text in every context an extractor reads: a sentence, a table cell, a `<pre>` line, a spec line, a list item, a heading. */
function pageOf(text: string): Uint8Array {
  const esc = text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return Buffer.from(
    `<html><head><meta charset="utf-8"><title>t</title></head><body><h2>${esc}</h2><p>${esc}</p>` +
      `<table><tr><th>Test</th><th>${esc}</th></tr><tr><td>${esc}</td><td>${esc}</td></tr></table>` +
      `<pre>${esc}\n$ fio ${esc}\n</pre><ul><li>CPU: ${esc}</li><li>${esc}</li></ul><dl><dt>Memory</dt><dd>${esc}</dd></dl></body></html>`,
  );
}

const info = (n: number, bytes: number): SnapshotInfo => ({
  sourceId: `adv${n}`, url: `fuzz://adv/${n}`, finalUrl: `fuzz://adv/${n}`, fetchedAt: new Date(0), httpStatus: 200, contentType: "text/html; charset=utf-8",
  sha256: "0", bytes, archivePath: "-", etag: null, lastModified: null, inputKind: "file",
});

const pool = new DerivePool(1, { timeMs: 120_000, memoryMb: 1024 });
afterAll(() => pool.close());
let n = 0;

/** Wall time of one page's extraction on the pool's worker; a page stopped by the budget fails the test. */
async function timeOf(text: string): Promise<number> {
  const body = pageOf(text);
  const t = performance.now();
  const d = await pool.derive(info(++n, body.length), body);
  const ms = performance.now() - t;
  expect(d.warnings.filter((w) => w.startsWith("extraction stopped")), text.slice(0, 80)).toEqual([]);
  return ms;
}

describe("extraction takes time near-linear in the text, on adversarial strings of the genre's characters", () => {
  it("four times the text takes well under 4³ times as long, in every context an extractor reads", async () => {
    await timeOf("warm-up 550 MB/s の速度");
    await fc.assert(
      fc.asyncProperty(unit, async (u) => {
        const small = u.repeat(Math.ceil(600 / u.length));
        const large = u.repeat(Math.ceil(2400 / u.length));
        const ts = await timeOf(small);
        const tl = await timeOf(large);
        // linear is ~4x and quadratic 16x; cubic (64x) or exponential work fails, with room for a loaded machine
        expect(tl, JSON.stringify(u)).toBeLessThan(24 * ts + 3000);
      }),
      { numRuns: 25 },
    );
  }, 600_000);
});
