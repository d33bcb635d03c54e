import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const rows = (body: string) =>
  extractAll(buildDocument(`<html><head><title>Line speeds</title></head><body>${body}</body></html>`))
    .measurements.filter((m) => !m.derived && m.metric === "throughput")
    .map((m) => [m.value, m.operation, m.conditions.direction ?? null]);

describe("a line's direction (download, upload, 下り, 上り)", () => {
  it("makes a speed test's figures transfers with their direction, in tool output", () => {
    const out = "<pre>$ speedtest-cli\nRetrieving speedtest.net configuration...\nTesting download speed................\nDownload: 363.33 Mbit/s\nTesting upload speed..................\nUpload: 91.02 Mbit/s\n</pre>";
    expect(rows(out)).toEqual([[363.33, "transfer", "download"], [91.02, "transfer", "upload"]]);
  });

  it("makes a table's Download and Upload columns transfers", () => {
    const table = "<table><tr><th>Router</th><th>Download (Mbps)</th><th>Upload (Mbps)</th></tr><tr><td>AX3000</td><td>612</td><td>288</td></tr></table>";
    expect(rows(table)).toEqual([[612, "transfer", "download"], [288, "transfer", "upload"]]);
  });

  it("leaves a file uploaded with scp a write of the far host", () => {
    const r = rows("<pre>$ scp big.iso user@backup:/srv/\nbig.iso                100% 1024MB  42.7MB/s   00:23\n</pre><p>The upload ran at 42.7MB/s.</p>");
    expect(r.every(([, op]) => op === "write")).toBe(true);
    expect(r.length).toBeGreaterThan(0);
  });

  it("is not read where the same words also name a read or write of a drive", () => {
    expect(rows("<p>ダウンロードしたファイルをSSDへ書き込み、書き込み速度は 450MB/s だった。</p>").map(([, op]) => op)).toEqual(["write"]);
  });
});

describe("a mobile network a sentence names before a figure", () => {
  const net = (body: string) =>
    extractAll(buildDocument(`<html><head><title>モバイルルーター比較</title></head><body>${body}</body></html>`))
      .measurements.filter((m) => !m.derived).map((m) => [m.value, m.operation, m.conditions.network ?? null, m.conditions.direction ?? null]);

  it("is the network of that figure, each figure its own (`WiMAXが74.6Mbps、ドコモが28.4Mbps`)", () => {
    expect(net("<p>下り平均速度では、WiMAXが74.6Mbps、ドコモが28.4Mbpsを記録した。</p>")).toEqual([
      [74.6, "transfer", "WiMAX", "download"], [28.4, "transfer", "ドコモ", "download"],
    ]);
  });

  it("is named as printed, the generation with it (`WiMAX2` is not `WiMAX`)", () => {
    expect(net("<p>下り平均速度では、WiMAX2が41.2Mbpsを記録した。</p>").map((r) => r[2])).toEqual(["WiMAX2"]);
  });

  it("is not invented where the sentence names none", () => {
    expect(net("<p>下り平均速度は 74.6Mbps だった。</p>").map((r) => r[2])).toEqual([null]);
  });
});
