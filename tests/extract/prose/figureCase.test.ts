import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { comparedSide, figureCase } from "../../../src/grammar/scopeDescriptors.ts";

type Row = Record<string, unknown>;
const page = (body: string) => extractAll(buildDocument(`<html><head><title>計測メモ</title></head><body>${body}</body></html>`));
const prose = (body: string): Row[] =>
  page(body)
    .measurements.filter((m) => m.origin === "prose" && !m.derived)
    .map((m) => ({ value: m.value, ...m.conditions }));
const rejects = (body: string): string[] => page(body).rejects.map((r) => r.reason);

describe("the case a Japanese figure's own clause marks", () => {
  it("each figure of `A で x、B で y` takes its own name, not the heading's setting", () => {
    const rows = prose(`<h2>混雑時の比較</h2><p>本文</p><h2>夜間の比較</h2>
      <p>混んでいる経路では、輻輳制御は Reno で 12.5 Mbps、Vegas で 240.3 Mbps と大きく違った。</p>`);
    expect(rows.map((r) => [r.value, r.subject])).toEqual([
      [12.5, "Reno"],
      [240.3, "Vegas"],
    ]);
  });

  it("reads a name ending in なし/あり, a setting with a sign, and a measured word with が/は or an average between", () => {
    const rows = prose(`<p>WireGuard なしで約 9.1Gbps 出たが、圧縮ありで3.2Gbps、MODE=fastで4.4Gbpsまで戻った。</p>
      <p>一般的な10BASE-Tでは，平均8.7Mビット/秒のスピードだった。</p><p>冗長構成では帯域幅が1.9Gbps出た。</p>`);
    expect(rows.map((r) => [r.value, r.subject])).toEqual([
      [9.1, "WireGuard なし"],
      [3.2, "圧縮あり"],
      [4.4, "MODE=fast"],
      [8.7, "10BASE-T"],
      [1.9, "冗長構成"],
    ]);
  });

  it("marks no case for what was measured, a tool, a pointer, a bare quantity or the head noun of an の phrase", () => {
    for (const s of ["シーケンシャルリードで", "iperf3で", "この状態で", "60秒で", "10GBのファイルで", "下りで", "NFSでは"]) expect(figureCase(s)).toBeNull();
    expect(figureCase("ここでは2.4GHz帯で")).toBe("2.4GHz帯");
  });
});

describe("the other side of a Japanese comparison", () => {
  it("takes the name written between `vs` and its figure", () => {
    const rows = prose("<p>同じ条件の計測で、TCP 2.8 Gbit/s vs 旧版 0.9 Gbit/s と報告された。</p>");
    expect(rows.map((r) => [r.value, r.subject ?? null])).toEqual([
      [2.8, null],
      [0.9, "旧版"],
    ]);
  });

  it("is refused, with its reason, when nothing names it", () => {
    const body = "<p>4 KB QD1 のレイテンシは A 機のほうが速い（0.081 vs 0.113 ms）。</p>";
    expect(prose(body).map((r) => r.value)).not.toContain(0.113);
    expect(rejects(body).some((r) => r.includes("0.113") && r.includes("other side of a comparison"))).toBe(true);
    expect(comparedSide(" vs ", true)).toEqual({ name: null });
    expect(comparedSide("の遅延は 0.5 vs ", false)).toEqual({ name: null });
    expect(comparedSide(" vs Write ", true)).toBeNull();
  });

  it("leaves English figures set side by side as they were", () => {
    const rows = prose("<p>UDP testing showed an improvement of 15Gbps vs. 8Gbps.</p>");
    expect(rows.map((r) => r.value)).toEqual([15, 8]);
  });
});

describe("what a Japanese case marker does not mark", () => {
  it("a plain で that joins two clauses before a comma, a figure, or a word of measuring", () => {
    expect(figureCase("2 件目のプロセスが異常で、")).toBeNull();
    expect(figureCase("1GbE上のSMBの上限は約110MB/sで、")).toBeNull();
    expect(figureCase("小型アダプタは実測でほぼ")).toBeNull();
    expect(figureCase("一方、旧構成では、")).toBe("旧構成");
  });
});
