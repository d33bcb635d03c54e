import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { figureEvidence, figureTexts } from "../../src/extract/decision/figureEvidence.ts";

/** The kinds of evidence against a figure at every place it stands in a text. */
const kinds = (text: string, value: number, unit: string, metric = "throughput") =>
  figureTexts(text, value, unit).map((p) => figureEvidence(p, metric).map((e) => e.kind));

describe("figureEvidence: what a figure is said to be usable up to, or to limit", () => {
  it("refuses a rate a case can be used up to as a capability", () => {
    expect(kinds("今回、選択した m6i.metal は 50 Gbps までネットワーク帯域幅が利用できます。", 50, "Gbps")).toEqual([["capability"]]);
    expect(kinds("シングルフロートラフィックは最大 5 Gbps まで利用可能", 5, "Gbps")).toEqual([["capability"]]);
    expect(kinds("このプランは 100Mbps まで使えます", 100, "Mbps")).toEqual([["capability"]]);
  });

  it("refuses a rate a case is said to be limited to as a ceiling", () => {
    expect(kinds("32 vCPU 未満のインスタンスの帯域幅は 5 Gbps に制限されています。", 5, "Gbps")).toEqual([["ceiling"]]);
    expect(kinds("インスタンスの最大帯域幅 (50 Gbps) で制限されます。", 50, "Gbps")).toEqual([["ceiling"]]);
  });

  it("keeps a measured rate with `まで` of another kind, and one said to be reached", () => {
    expect(kinds("ホストから VM まで 9.4 Gbps 出た", 9.4, "Gbps")).toEqual([[]]);
    expect(kinds("9.4 Gbps までは出たが、それ以上は伸びなかった", 9.4, "Gbps")).toEqual([[]]);
    expect(kinds("転送は 112 MB/s で、制限されることはなかった", 112, "MB/s")).toEqual([[]]);
  });
});

const page = (body: string) => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>Bench notes</title></head><body>${body}</body></html>`));

describe("catalogueTables: a table whose labels name two kinds of a product's properties", () => {
  const catalogue = `<table>
    <tr><th></th><th>Router A</th><th>Router B</th></tr>
    <tr><td>規格</td><td>Wi-Fi 5</td><td>Wi-Fi 4</td></tr>
    <tr><td>速度</td><td>867Mbps</td><td>300Mbps</td></tr>
    <tr><td>VPN速度</td><td>91Mbps</td><td>45Mbps</td></tr>
    <tr><td>重量 (g)</td><td>184</td><td>40</td></tr>
    <tr><td>参考価格</td><td>8,999円</td><td>3,599円</td></tr></table>`;

  it("refuses every rate of a catalogue, each a rejects row with the reason", () => {
    const x = page(`<p>手持ちのトラベルルーターを比べた。</p>${catalogue}`);
    expect(x.measurements.map((m) => m.value)).toEqual([]);
    const reasons = x.rejects.filter((r) => r.reason.startsWith("a figure of a catalogue table"));
    expect(reasons.map((r) => r.raw)).toEqual(expect.arrayContaining(["867Mbps", "300Mbps", "91Mbps", "45Mbps"]));
    expect(reasons[0]?.reason).toContain("weight, price");
  });

  it("keeps a result table with one property label, or none", () => {
    const results = `<table>
      <tr><th></th><th>Router A</th><th>Router B</th></tr>
      <tr><td>VPN速度</td><td>91Mbps</td><td>45Mbps</td></tr>
      <tr><td>重量</td><td>184g</td><td>40g</td></tr></table>`;
    expect(page(`<p>iperf3 で測った結果。</p>${results}`).measurements.map((m) => m.value)).toEqual([91, 45]);
    const english = `<table><tr><th>Drive</th><th>Read</th><th>Write</th></tr><tr><td>A</td><td>520 MB/s</td><td>480 MB/s</td></tr></table>`;
    expect(page(`<p>Results:</p>${english}`).measurements.map((m) => m.value)).toEqual([520, 480]);
  });

  it("keeps a row its own label calls measured in a table that also gives prices and weights", () => {
    const x = page(`<table>
      <tr><th>比較項目</th><th>ホームルーター</th><th>モバイルルーター</th></tr>
      <tr><td>下り速度(実測)</td><td>171.98Mbps</td><td>150.65Mbps</td></tr>
      <tr><td>無線速度</td><td>4.8Gbps</td><td>2.4Gbps</td></tr>
      <tr><td>重量</td><td>1,200g</td><td>180g</td></tr>
      <tr><td>価格</td><td>30,000円</td><td>20,000円</td></tr></table>`);
    expect(x.measurements.map((m) => m.value)).toEqual([171.98, 150.65]);
  });

  it("reads the labels of an English catalogue the same way", () => {
    const x = page(`<table><tr><th>Model</th><th>Speed</th><th>Weight</th><th>Price</th></tr>
      <tr><td>X1</td><td>1200 Mbps</td><td>120 g</td><td>$59</td></tr></table>`);
    expect(x.measurements.map((m) => m.value)).toEqual([]);
  });
});
