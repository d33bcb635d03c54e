import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { isMethodHeading, methodOperation } from "../../src/extract/methodSection.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";

const page = (body: string) => buildDocument(`<html><head><title>LAN速度メモ</title></head><body><h1>LAN速度メモ</h1>${body}</body></html>`);
const rows = (body: string): Record<string, unknown>[] => extractTables(page(body)).measurements.map((m) => ({ op: m.operation, value: m.value, ...m.conditions }));

const TABLE = `<table border="1"><caption>PC-A→PC-B 単位:Mbps</caption>
  <tr><th>組み合わせ</th><th>1回目</th><th>2回目</th></tr>
  <tr><td>Vista-7</td><td>61.5</td><td>63.8</td></tr><tr><td>7-7</td><td>88.2</td><td>87.9</td></tr></table>`;

describe("what a report's method section and its run columns say of a table", () => {
  it("a copy the method section describes is the operation of an unlabelled rate table; `N回目` columns number the runs", () => {
    const found = rows(`<h2>測定方法</h2><p>PC-B から PC-A の共有フォルダにある 500MB のファイルをエクスプローラでコピーし、転送にかかった時間から速度を出した。</p>
      <h2>結果</h2>${TABLE}`);
    expect(found.map((r) => [r.op, r.value, r.run])).toEqual([
      ["copy", 61.5, 1],
      ["copy", 63.8, 2],
      ["copy", 88.2, 1],
      ["copy", 87.9, 2],
    ]);
  });

  it("without a method section a rate in bits stays a network transfer", () => {
    expect(rows(`<h2>結果</h2>${TABLE}`).map((r) => r.op)).toEqual(["transfer", "transfer", "transfer", "transfer"]);
  });

  it("a method naming both reads and writes lends no operation; a heading is a method heading by its words", () => {
    const doc = page(`<h2>Test methodology</h2><p>We read and then wrote a 10 GB file.</p>`);
    expect(methodOperation(doc, 0)).toBeNull();
    expect(methodOperation(page(`<h2>2. 計測方法</h2><p>NAS からファイルをダウンロードした。</p>`), 0)).toBe("read");
    expect(isMethodHeading("How we tested")).toBe(true);
    expect(isMethodHeading("Results")).toBe(false);
  });

  it("an average row whose label carries a note mark (`平均※1`) is derived from the rows above it", () => {
    const found = extractTables(page(`<table border="1"><caption>構成別の速度 (MB/s)</caption><tr><th>構成</th><th>リード</th></tr>
      <tr><th>RAID 0</th><td>410.2</td></tr><tr><th>RAID 5</th><td>288.6</td></tr><tr><th>平均※1</th><td>349.4</td></tr></table>`)).measurements;
    expect(found.map((m) => [m.value, m.derived ?? false])).toEqual([
      [410.2, false],
      [288.6, false],
      [349.4, true],
    ]);
  });

  it("a link speed column is nominal: only the measured column beside it gives rows", () => {
    const found = rows(`<table border="1"><caption>iperf3 の実効速度</caption><tr><th>リンク速度</th><th>実効速度</th></tr>
      <tr><td>5Gbps</td><td>4.71Gbps</td></tr><tr><td>1Gbps</td><td>0.94Gbps</td></tr></table>`);
    expect(found.map((r) => r.value)).toEqual([4.71, 0.94]);
  });
});
