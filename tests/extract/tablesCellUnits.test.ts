import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { cellNote } from "../../src/extract/tables/cellNote.ts";
import { extractTables } from "../../src/extract/tables/extractTables.ts";
import { sizeInTestName } from "../../src/extract/tables/headerConditions.ts";
import { unitForHeaders, unitStatements } from "../../src/extract/tables/unitScope.ts";

const page = (body: string) => buildDocument(`<html><head><title>NAS</title></head><body><h1>NAS</h1>${body}</body></html>`);
const rows = (body: string): Record<string, any>[] =>
  extractTables(page(body)).measurements.map((m) => ({ metric: m.metric, op: m.operation, value: m.value, unit: m.unit, ...m.conditions }));

describe("units and notes of single cells", () => {
  it("a caption's unit statement can give one column a unit of its own (`単位:MB/s、コピー時間は秒`)", () => {
    const st = unitStatements("結果(単位:MB/s、コピー時間は秒)");
    expect(unitForHeaders(st, ["写真フォルダのコピー(20GB)", "USB3.0"])?.unit).toBe("秒");
    expect(unitForHeaders(st, ["読み出し", "USB3.0"])?.unit).toBe("MB/s");
    // a rate column keeps the rate even though it names the same action
    expect(unitForHeaders(st, ["コピー速度", "USB3.0"])?.unit).toBe("MB/s");
  });

  it("a time column under such a caption is a duration, the rate columns stay throughput", () => {
    const found = rows(`<table border="1"><caption>結果(単位:MB/s、コピー時間は秒)</caption>
      <tr><th>接続</th><th>読み出し</th><th>写真フォルダのコピー(20GB)</th></tr>
      <tr><td>USB2.0</td><td>38</td><td>約540</td></tr><tr><td>USB3.0</td><td>210</td><td>約98</td></tr></table>`);
    expect(found.map((m) => [m.metric, m.value, m.unit, m.approximate ?? false])).toEqual([
      ["throughput", 38, "MB/s", false], ["duration", 540, "s", true], ["throughput", 210, "MB/s", false], ["duration", 98, "s", true],
    ]);
  });

  it("`8K動画` names a video resolution, not a block size; `4Kランダム` and `64K` stay block sizes", () => {
    expect(sizeInTestName("8K動画の書き出し(40GB)")).toBe(40 * 2 ** 30);
    expect(sizeInTestName("8K動画")).toBeNull();
    expect(sizeInTestName("4Kランダム読み込み")).toBe(4096);
    expect(sizeInTestName("64K")).toBe(65536);
  });

  it("`412(HDD)` is a value measured on the drive the bracket names; other notes leave the cell unread", () => {
    expect(cellNote("412(HDD)")).toEqual({ value: "412", conditions: { storage: "HDD" } });
    expect(cellNote("125(理論値)")).toBeNull();
    const found = rows(`<table border="1"><caption>速度(MB/s)</caption><tr><th>回線</th><th>読み込み</th><th>書き込み</th></tr>
      <tr><td>1GbE</td><td>112</td><td>110</td></tr><tr><td>10GbE</td><td>412(HDD)</td><td>980(推定)</td></tr></table>`);
    expect(found.map((m) => [m.op, m.value, m.storage ?? null])).toEqual([["read", 112, null], ["write", 110, null], ["read", 412, "HDD"]]);
  });
});

describe("a note on what limited a figure", () => {
  it("`9.5 Gbps (disk limited)` keeps its figure; `(推定)` still does not", () => {
    expect(cellNote("9.5 Gbps (disk limited)")).toEqual({ value: "9.5 Gbps", conditions: {} });
    expect(cellNote("880 (CPU bound)")).toEqual({ value: "880", conditions: {} });
    expect(cellNote("980(推定)")).toBeNull();
    const found = rows(`<table border="1"><caption>iperf3 over a 10 Gbps path</caption><tr><th>Tool</th><th>Throughput</th></tr>
      <tr><td>iperf3, 1 stream</td><td>6.1 Gbps</td></tr><tr><td>iperf3, 4 streams</td><td>9.2 Gbps (CPU limited)</td></tr></table>`);
    expect(found.map((m) => [m.value, m.unit])).toEqual([[6.1, "Gbps"], [9.2, "Gbps"]]);
  });
});

