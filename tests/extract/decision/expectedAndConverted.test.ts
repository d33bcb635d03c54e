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
