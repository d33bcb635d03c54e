import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { deriveSource } from "../../src/ingest/deriveSource.ts";

/** Seven tables of 1,000 rows and 20 columns: within the documented limits, 133,000 results in one page. */
function bigPage(tables = 7, rows = 1000, cols = 20): Buffer {
  let html = "<html><head><title>big</title></head><body>";
  for (let t = 0; t < tables; t++) {
    html += `<h2>Test ${t}</h2><table><tr><th>Block size</th>` + Array.from({ length: cols - 1 }, (_, c) => `<th>Run ${c} (MB/s)</th>`).join("") + "</tr>";
    for (let r = 0; r < rows; r++) html += `<tr><td>${r + 1}KB</td>` + Array.from({ length: cols - 1 }, (_, c) => `<td>${((r * 7 + c) % 900) + 10}.5</td>`).join("") + "</tr>";
    html += "</table>";
  }
  return Buffer.from(html + "</body></html>");
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("pages with many results", () => {
  it("7 tables × 1,000 rows × 20 columns yield every row (no spread of an unbounded array)", () => {
    const bytes = bigPage();
    const info = {
      sourceId: "big", url: "file:///big.html", finalUrl: "file:///big.html", fetchedAt: new Date(0), httpStatus: 200, contentType: "text/html",
      sha256: "0", bytes: bytes.length, archivePath: "-", etag: null, lastModified: null, inputKind: "file" as const,
    };
    const { rows } = deriveSource(info, bytes);
    expect(rows.measurements.length).toBe(7 * 1000 * 19);
  }, 300_000);

  it("src/ spreads no array into a call's arguments (push, unshift, splice, Math.max/min, Object.assign)", () => {
    const spread = /(\.(push|unshift|splice)|Math\.(max|min)|Object\.assign|fromCharCode)\((?:[^;{[()]*,)?\s*\.\.\./;
    const found = sourceFiles(new URL("../../src", import.meta.url).pathname)
      .flatMap((f) => readFileSync(f, "utf8").split("\n").map((l, i) => ({ where: `${f}:${i + 1}`, l })))
      .filter(({ l }) => !/^\s*(\/\/|\*|\/\*\*)/.test(l) && spread.test(l.replace(/"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, '""')));
    expect(found.map((f) => f.where)).toEqual([]);
  });
});
