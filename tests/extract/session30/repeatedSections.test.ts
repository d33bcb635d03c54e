import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>shares</title></head><body>${body}</body></html>`)).measurements.filter((m) => !m.derived);
const table = (w: number, r: number) => `<table><tr><th>clients</th><th>Sequential write (MB/s)</th><th>Sequential read (MB/s)</th></tr><tr><td>1</td><td>${w}</td><td>${r}</td></tr></table>`;

describe("a section heading the page repeats under other parents", () => {
  it("carries the parent that tells the two apart", () => {
    // (a heading naming what sets the rows apart may already be their configuration: then the section is the heading alone)
    const rows = page(`<h2>Benchmarks</h2><h3>Array A</h3><h4>Per process</h4>${table(1660, 1937)}<h3>Array B</h3><h4>Per process</h4>${table(1168, 1145)}`);
    const told = (m: (typeof rows)[number]) => [m.conditions.config, m.conditions.section].filter(Boolean).join(" | ");
    expect(rows.map((m) => [m.value, /Array A/.test(told(m)), /Array B/.test(told(m)), /Per process/.test(told(m))])).toEqual([
      [1660, true, false, true], [1937, true, false, true], [1168, false, true, true], [1145, false, true, true],
    ]);
  });

  it("does not repeat a parent the row's conditions already say", () => {
    const rows = page(`<h2>Benchmarks</h2><h3>NSS-HA 7.3</h3><h4>Per process</h4><p>iozone shares.</p>${table(1660, 1937)}<h3>Scratch NVMe</h3><h4>Per process</h4>${table(1168, 1145)}`);
    expect(rows.map((m) => m.conditions.section)).toEqual(["Per process", "Per process", "Per process", "Per process"]);
    expect(rows.every((m) => /NSS-HA 7\.3|Scratch NVMe/.test(String(m.conditions.config)))).toBe(true);
  });

  it("is the heading alone when the page gives it once", () => {
    const rows = page(`<h2>Benchmarks</h2><h3>Array A</h3><h4>Per process</h4>${table(1660, 1937)}<h3>Array B</h3><h4>Totals</h4>${table(1168, 1145)}`);
    expect(rows.map((m) => m.conditions.section)).toEqual(["Per process", "Per process", "Totals", "Totals"]);
  });
});

describe("a column of words among the results whose header names what the row ran on", () => {
  const table = `<table><tr><th>CPU</th><th>Clean (s)</th><th>Install (s)</th><th>Disk</th><th>Date</th></tr>
<tr><td>Ryzen 5 7640U</td><td>6.8</td><td>5.9</td><td>WD Black SN850 500GB</td><td>2024-01-02</td></tr>
<tr><td>Ryzen 9 7900X</td><td>6.0</td><td>4.1</td><td>Samsung SSD 980 Pro 2TB</td><td>2024-01-05</td></tr></table>`;

  it("gives each row's results that subject under the header's key; a column under another header gives none", () => {
    const rows = page(table);
    expect(rows.map((m) => [m.value, m.conditions.storage])).toEqual([[6.8, "WD Black SN850 500GB"], [5.9, "WD Black SN850 500GB"], [6, "Samsung SSD 980 Pro 2TB"], [4.1, "Samsung SSD 980 Pro 2TB"]]);
    expect(rows.some((m) => JSON.stringify(m.conditions).includes("2024-01"))).toBe(false);
  });
});

describe("a sentence broken across paragraphs", () => {
  const rows = (body: string) => page(body).map((m) => [m.value, m.conditions.storage ?? null]);

  it("gives the figures of the next paragraph the topic its open last clause names", () => {
    expect(rows(`<p>そして、USB3.2の外付けHDDは、</p><p><strong>WRITE 157.3MB/s、READ 154.7MB/s</strong></p><p>次に内蔵SSDは、</p><p><strong>WRITE 2083.2MB/s</strong></p>`)).toEqual([
      [157.3, "USB3.2の外付けHDD"], [154.7, "USB3.2の外付けHDD"], [2083.2, "内蔵SSD"],
    ]);
  });

  it("gives none when the paragraph before is closed or states figures of its own", () => {
    expect(rows(`<p>外付けHDDは速い。</p><p><strong>WRITE 157.3MB/s</strong></p>`)).toEqual([[157.3, null]]);
    expect(rows(`<p>外付けHDDは WRITE 30MB/s、</p><p><strong>READ 154.7MB/s</strong></p>`).find((r) => r[0] === 154.7)?.[1] ?? null).toBeNull();
  });
});
