import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const values = (p: string) => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>LAN</title></head><body><h1>LAN</h1><p>${p}</p></body></html>`)).measurements.map((m) => m.value);

describe("figures the writer expects or converts are not results", () => {
  it("`…はでるはず` states an expectation; `…をバイトに直すと`, `…に換算すると` the writer's arithmetic", () => {
    expect(values("ギガネットワークですと、通信速度は遅くとも300Mbpsはでるはずです。")).toEqual([]);
    expect(values("300Mbpsをバイトパーセコンドに直すと、40MB/sくらいになります。")).toEqual([]);
    expect(values("iperf3の実測は900Mbpsでした。遅くとも300Mbpsはでるはずです。")).toEqual([900]);
  });
});

describe("a section that introduces a product's specification", () => {
  const read = (heading: string, item: string) => {
    const x = extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>HDD</title></head><body><h1>HDD増設</h1><h4>${heading}</h4><ul><li>${item}</li></ul></body></html>`));
    return { values: x.measurements.map((m) => m.value), reasons: x.rejects.map((r) => r.reason) };
  };

  it("states ratings, not results: its figures are refused with the reason", () => {
    const r = read("WD60EZAZの基本スペック", "バッファからホスト 6Gb/s");
    expect(r.values).toEqual([]);
    expect(r.reasons.join(" ")).toMatch(/specification/);
  });

  it("keeps a figure its item says was measured, and figures under other headings", () => {
    expect(read("WD60EZAZの基本スペック", "実測の転送速度 180 MB/s (CrystalDiskMark)").values).toEqual([180]);
    expect(read("ベンチマーク", "iperf3 で 940 Mbps").values).toEqual([940]);
  });
});

describe("a figure the sentence calls the theoretical maximum", () => {
  it("is a rating, not a result (`~943 megabits per second is the theoretical max`)", () => {
    expect(values("~943 megabits per second is the theoretical max throughput you can get with TCP over 1000BASE-T.")).toEqual([]);
    expect(values("iperf3 measured 941 megabits per second between the two hosts.")).toEqual([941]);
  });
});
