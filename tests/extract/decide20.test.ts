import { describe, expect, it } from "vitest";
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
