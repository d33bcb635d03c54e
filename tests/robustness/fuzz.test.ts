import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { type SnapshotInfo, deriveSource } from "../../src/ingest/deriveSource.ts";
import { StageError } from "../../src/errors.ts";

const info = (bytes: Uint8Array): SnapshotInfo => ({
  sourceId: "fuzz", url: "fuzz://page", finalUrl: "fuzz://page", fetchedAt: new Date(0), httpStatus: 200, contentType: "text/html",
  sha256: "0", bytes: bytes.length, archivePath: "-", etag: null, lastModified: null, inputKind: "file",
});

/** Derives a page and checks what every derivation must hold: unique ids, finite values, rows that point at real reports. */
function derives(bytes: Uint8Array): void {
  try {
    const { rows } = deriveSource(info(bytes), bytes);
    const reports = new Set(rows.reports.map((r) => r.report_id));
    const ids = rows.measurements.map((m) => m.measurement_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of rows.measurements) {
      expect(Number.isFinite(m.value)).toBe(true);
      expect(reports.has(m.report_id)).toBe(true);
    }
    expect(new Set(rows.components.map((c) => c.component_id)).size).toBe(rows.components.length);
  } catch (err) {
    // the only acceptable failure is a clear decode refusal (empty or binary body)
    expect(err).toBeInstanceOf(StageError);
    expect((err as StageError).stage).toBe("decode");
  }
}

const fragment = fc.oneof(
  fc.constantFrom("<table>", "</table>", "<tr>", "</tr>", "<td>", "</td>", "<th>", "<p>", "</p>", "<br>", "<ul><li>", "<pre>", "</pre>", "<h2>", "</h2>", "<dl><dt>CPU</dt><dd>", "<div>", "</div>"),
  fc.constantFrom('<td rowspan="9999">', '<td colspan="5000">', "<td rowspan=-3>", '<td colspan="abc">', "<script>", "<!--", "-->"),
  fc.constantFrom("34MB/s", "W-316MB/s", "約2.5Gbps", '7"54 秒', "Ver. 4", "256KB", "１２３", "1,234.5", "N/A", "-", "CPU: Xeon X5355 2.66GHz", "SR = Sequential Read (単位：MB/S)", "0:42.91elapsed", "A <--> B"),
  fc.string({ maxLength: 20 }),
);

describe("fuzz: random and mutated pages never crash the run", () => {
  it("random HTML made of report fragments", () => {
    fc.assert(fc.property(fc.array(fragment, { maxLength: 80 }), (parts) => derives(Buffer.from(parts.join(""), "utf8"))), { numRuns: 150 });
  });

  it("random bytes, including invalid Shift_JIS sequences and NUL bytes", () => {
    const sjisish = fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.concat([Buffer.from('<meta charset="shift_jis"><p>'), Buffer.from(b), Buffer.from([0x82, 0x00, 0x81])]));
    fc.assert(fc.property(fc.oneof(fc.uint8Array({ maxLength: 400 }), sjisish), (bytes) => derives(bytes)), { numRuns: 150 });
  });

  it("a sample page with random bytes flipped still derives", () => {
    const page = Buffer.from("<html><head><title>RAID | x</title></head><body><h2>結果</h2><table border=1><tr><th>構成</th><th>Write (MB/s)</th></tr><tr><td>RAID0</td><td>239</td></tr></table><pre>0.00user 11.05system 0:42.91elapsed 25%CPU</pre></body></html>");
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(page.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 30 }), (flips) => {
        const b = Buffer.from(page);
        for (const [i, v] of flips) b[i] = v;
        derives(b);
      }),
      { numRuns: 150 },
    );
  });
});

describe("pathological pages stay within bounds", () => {
  const html = (body: string) => Buffer.from(`<html><body>${body}</body></html>`);
  it("nesting 3,000 levels deep", () => derives(html(`${"<div><span>".repeat(3000)}Write 10MB/s${"</span></div>".repeat(3000)}`)));
  // numbering the elements once recursed, and a stack this deep overflowed it (deeper still, parse5 itself grows
  // quadratic: 35 s at 50,000; the worker's time budget bounds that)
  it("nesting 12,000 levels deep", () => derives(html(`${"<div>".repeat(12_000)}Write 10MB/s${"</div>".repeat(12_000)}`)));
  it("nested tables 1,000 deep", () => derives(html(`${"<table><tr><td>".repeat(1000)}1${"</td></tr></table>".repeat(1000)}`)));
  it("a 10,000-column table yields its 10,000 values", () => {
    const bytes = html(`<table><tr>${"<th>Read (MB/s)</th>".repeat(10_000)}</tr><tr>${"<td>1</td>".repeat(10_000)}</tr></table>`);
    expect(deriveSource(info(bytes), bytes).rows.measurements).toHaveLength(10_000);
  });
  it("a giant rowspan and colspan are clipped to the table", () => derives(html('<table><tr><td rowspan="1000000" colspan="1000000">a</td><td>1 MB/s</td></tr><tr><td>2 MB/s</td></tr></table>')));
  it("a 5 MB single line is cut and rejected as prose, not read for minutes", () => {
    const bytes = html(`<p>${"9".repeat(5_000_000)} MB/s</p>`);
    const { rows } = deriveSource(info(bytes), bytes);
    expect(rows.measurements).toEqual([]);
    expect(rows.rejects.some((r) => String(r.reason).includes("without a sentence break"))).toBe(true);
  });
  it("NUL bytes in a page are dropped, not fatal", () => {
    const filler = "測定結果の説明文。".repeat(40);
    const d = decodeBytes(Buffer.from(`<p>${filler}a\u0000b 10MB/s\u0000</p>`), "text/html; charset=utf-8", "x");
    expect(d.text).toBe(`<p>${filler}ab 10MB/s</p>`);
  });
});
