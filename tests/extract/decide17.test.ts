import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { figureEvidence, figureTexts } from "../../src/extract/decision/figureEvidence.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><title>Bench notes</title></head><body>${body}</body></html>`));
const kept = (x: ReturnType<typeof page>) => x.measurements.map((m) => m.value);
const kinds = (text: string, value: number, unit: string, metric = "throughput") => figureTexts(text, value, unit).map((t) => figureEvidence(t, metric).map((e) => e.kind));

describe("figureEvidence: targets, supported rates, per-lane rates, expected output", () => {
  it("reads a target before or after a figure as a goal, not past another figure in Japanese", () => {
    expect(kinds("payload 1200 byte・目標 5 Mbps で流した", 5, "Mbps")).toEqual([["goal"]]);
    expect(kinds("iperf 2 で 100Mbps を目標に60秒間流しました", 100, "Mbps")).toEqual([["goal"]]);
    expect(kinds("At the 10 Gbps target both runs finished", 10, "Gbps")).toEqual([["goal"]]);
    expect(kinds("送信側は目標500Mbpsに届かず467Mbits/secだった", 467, "Mbits/sec")).toEqual([[]]);
    expect(kinds("Should show: Speed: 10000Mb/s", 10000, "Mb/s")).toEqual([["goal"]]);
  });

  it("reads what a part supports as a capability and a rate per lane as a rating", () => {
    expect(kinds("the reader which supports peak bandwidth 50MiB/s", 50, "MiB/s")).toEqual([["capability"]]);
    expect(kinds("gp3 volumes now support up to 80,000 IOPS", 80000, "IOPS")).toEqual([["capability"]]);
    expect(kinds("PCIe 2.0 offers an effective bandwidth of 4Gbps per lane.", 4, "Gbps")).toEqual([["setting"]]);
    expect(kinds("PCIe 3.0 は1レーンあたり 985MB/s", 985, "MB/s")).toEqual([["setting"]]);
    expect(kinds("netperf got 3.2 Gbps over the link", 3.2, "Gbps")).toEqual([[]]);
  });

  it("reads an example through a bracket after the figure", () => {
    expect(kinds("rate の出力は 20 Gb/sec (4X DDR) のようになる", 20, "Gb/sec")).toEqual([["supposed"]]);
    expect(kinds("「7GB/s」みたいな数字", 7, "GB/s")).toEqual([["supposed"]]);
  });
});

describe("a rating named by a compound (`Baseline IOPS`, `ベースライン帯域`)", () => {
  it("reads the compound before or after a figure, not `baseline` alone", () => {
    expect(kinds("Baseline IOPS: 3,000 IOPS", 3000, "IOPS", "iops")).toEqual([["setting"]]);
    expect(kinds("m5.large has a baseline bandwidth of 0.75 Gbps", 0.75, "Gbps")).toEqual([["setting"]]);
    expect(kinds("Baseline: iperf3 between the two hosts gave 941 Mbps", 941, "Mbps")).toEqual([[]]);
  });

  it("refuses a table row named by the compound and keeps the measured rows", () => {
    const got = page(`<h2>gp3 の事情</h2><table><tr><th></th><th>400 GiB 未満</th><th>400 GiB 以上</th></tr><tr><th>ベースラインスループット</th><td>125 MiB/s</td><td>500 MiB/s</td></tr><tr><th>fio で測ったシーケンシャルリード</th><td>121 MiB/s</td><td>488 MiB/s</td></tr></table>`);
    expect(kept(got)).toEqual(expect.arrayContaining([121, 488]));
    expect(kept(got)).not.toContain(125);
    expect(kept(got)).not.toContain(500);
  });
});

describe("time's fields as table headers", () => {
  it("keeps the `real time` column and refuses `user time` beside it as CPU time", () => {
    const got = page(`<table><tr><th>cipher</th><th>real time</th><th>user time</th><th>bandwidth</th></tr><tr><td>arcfour</td><td>0m9.639s</td><td>0m7.423s</td><td>45.7 MB/s</td></tr><tr><td>aes128-cbc</td><td>0m22.565s</td><td>0m20.129s</td><td>19.5 MB/s</td></tr></table>`);
    expect(kept(got)).toEqual(expect.arrayContaining([9.639, 22.565, 45.7, 19.5]));
    expect(kept(got)).not.toContain(7.423);
    expect(got.rejects.some((r) => r.raw.includes("0m20.129s") && /CPU time/.test(r.reason))).toBe(true);
  });

  it("reads a cell of `real` / `user` / `sys` lines by the same fields", () => {
    const got = page(`<table><tr><th>Method</th><th>Timing</th></tr><tr><td>A</td><td>real time 1m2.500s<br>user time 0m3.100s<br>system time 0m1.000s</td></tr></table>`);
    expect(kept(got)).toEqual([62.5]);
  });
});

describe("stress-ng's bogo ops are a score, not I/O", () => {
  it("refuses a table of bogo ops/s and keeps a table of IOPS beside it", () => {
    const got = page(`<table><tr><th>計測種別</th><th>bogo ops/s（3回平均）</th></tr><tr><td>シングルコア</td><td>53.08</td></tr><tr><td>全コア (4)</td><td>211.79</td></tr></table><table><tr><th>fio</th><th>IOPS</th></tr><tr><td>4K randread</td><td>3977</td></tr></table>`);
    expect(kept(got)).toEqual([3977]);
  });
});
