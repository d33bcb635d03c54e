import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { pathIn } from "../../src/extract/prose/extractProse.ts";

const prose = (body: string): Record<string, any>[] =>
  extractAll(buildDocument(`<html><head><title>ブログ | 例</title></head><body>${body}</body></html>`))
    .measurements.filter((m) => m.origin === "prose")
    .map((m) => ({ metric: m.metric, op: m.operation, access: m.access, value: m.value, unit: m.unit, derived: m.derived ?? false, ...m.conditions }));

describe("prose results beyond the samples", () => {
  it("a sentence with an approximate value, its operation and access", () => {
    expect(prose("<p>シーケンシャル書き込みで約1.2GB/sを記録しました。</p>")).toEqual([{ metric: "throughput", op: "write", access: "sequential", value: 1.2, unit: "GB/s", derived: false, approximate: true, label: "シーケンシャル書き込み" }]);
  });
  it("an inflected verb names the operation", () => {
    expect(prose("<p>大きなファイルを書き込んだところ、850MB/sでした。</p>")[0]).toMatchObject({ op: "write", value: 850 });
  });
  it("full-width text and a protocol", () => {
    expect(prose("<p>ＦＴＰで２４０ＭＢ／ｓｅｃを確認した。</p>")).toEqual([{ metric: "throughput", op: "transfer", access: null, value: 240, unit: "MB/sec", derived: false, protocol: "FTP" }]);
  });
  it("bounds and specifications are not results", () => {
    expect(prose("<p>遅延は5Gbps以下に抑えられる。</p><ul><li>最大12Gbpsで動作するSASケーブル</li><li>136Gbpsの帯域を持つ</li></ul>")).toEqual([]);
  });
  it("durations in M分S秒 and h:mm:ss with their path and letter, and a throughput from the stated file size", () => {
    const found = prose('<p>1.5Gb の ISO ファイルをコピーしました。</p><p>A --> B コピー 1分34秒</p><p>B <--> C R - 1:02:03</p>');
    expect(found.map((m) => [m.metric, m.op, m.value, m.path, m.derived])).toEqual([
      ["duration", "copy", 94, "A->B", false],
      ["throughput", "copy", (1.5 * 2 ** 30) / 94, "A->B", true],
      ["duration", "read", 3723, "B<->C", false],
      ["throughput", "read", (1.5 * 2 ** 30) / 3723, "B<->C", true],
    ]);
  });
  it("reads paths of nodes", () => {
    expect(pathIn("A <--> B1 Linux <--> C iSCSI")).toBe("A<->B1<->C");
    expect(pathIn("A --> A ノートブック")).toBe("A->A");
    expect(pathIn("B <---> C SLES11 -> iSCSI")).toBe("B<->C");
    expect(pathIn("no path here -> really")).toBeNull();
  });
});

describe("report dates from the text", () => {
  it("a page with no date metadata takes the first date of its opening text", () => {
    const doc = buildDocument("<html><head><title>検証 | 例</title></head><body><h1>検証</h1><p>2010年3月10日 投稿</p><p>本文</p></body></html>");
    expect(doc.reports[0]?.publishedOn).toBe("2010-03-10");
    const meta = buildDocument('<html><head><title>x</title><meta property="article:published_time" content="2009-01-02T10:00:00+09:00"></head><body><p>2010年3月10日</p></body></html>');
    expect(meta.reports[0]?.publishedOn).toBe("2009-01-02");
  });
});
