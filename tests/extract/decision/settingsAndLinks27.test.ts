import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>Bench notes</title></head><body>${body}</body></html>`));
const values = (x: ReturnType<typeof page>) => x.measurements.map((m) => m.value);
const reasons = (x: ReturnType<typeof page>, value: string) => x.rejects.filter((r) => r.raw.includes(value)).map((r) => r.reason);

describe("figureEvidence: a figure something is set to is a setting", () => {
  it("refuses the rate a link is changed to, with the reason, and keeps the rate measured over it", () => {
    const x = page(`<p>まずスイッチのリンクスピードを10Mbpsに変更します。</p><p>その状態で iperf3 を流すと、スループットは 9.42Mbps でした。</p>`);
    expect(values(x)).toEqual([9.42]);
    expect(reasons(x, "10Mbps")).toEqual(["a setting, limit or rating: に変更します。"]);
  });

  it("keeps a rate a sentence says fell to (に低下), which is measured", () => {
    const x = page(`<p>iperf3 で測ると、スループットは 4.8Mbps に低下しました。</p>`);
    expect(values(x)).toEqual([4.8]);
  });

  it("refuses the rate a shaper is set to, and keeps the throughput measured under it", () => {
    const x = page(`<p>The tc shaper on the client was set to 100 Mbps. Then the iperf3 throughput was 94.1 Mbps.</p>`);
    expect(values(x)).toEqual([94.1]);
    expect(reasons(x, "set to 100 Mbps")).toEqual(["a setting, limit or rating: set to"]);
  });
});

describe("figureEvidence: a rate the test loaded the link with (background traffic) is a setting", () => {
  it("refuses `a 10Mbps background traffic` and keeps the figure measured beside it", () => {
    const x = page(`<p>While a 10Mbps background traffic was running between the hosts, the round trip took 0.31 ms and the copy ran at 95 MB/s.</p>`);
    expect(values(x)).toEqual([0.31, 95]);
    expect(reasons(x, "10Mbps")).toEqual(["a setting, limit or rating: background traffic w"]);
  });

  it("refuses a load put on the link in Japanese (`1Gbpsの負荷をかけ`)", () => {
    const x = page(`<p>別のホストから 1Gbpsの負荷をかけた状態で、ファイルコピーは 88MB/s でした。</p>`);
    expect(values(x)).toEqual([88]);
  });
});

describe("interfaceRateEvidence: a network, a path or ethtool named with a nominal rate", () => {
  it("refuses a spec line's `Wired Network: 1000Mbps` and keeps the measured line beside it", () => {
    const x = page(`<ul><li>Wired Network: 1000Mbps</li><li>Download over the tunnel: 912 Mbps</li></ul>`);
    expect(values(x)).toEqual([912]);
    expect(reasons(x, "1000Mbps")).toContain("the nominal rate of an interface named with it: Network");
  });

  it("keeps a line whose network figure is not a nominal rate", () => {
    expect(values(page(`<ul><li>Wired Network: 941 Mbps</li></ul>`))).toEqual([941]);
  });

  it("refuses the rate of a dedicated path and the speed ethtool shows, and keeps a measured rate of the same path", () => {
    const x = page(`<ul><li>Connected directly to the NAS with a dedicated 10gbit/s path</li></ul>
      <p>ethtool の Speed: 1000Mb/s を見て物理層は問題なしと判断した。</p>
      <p>iperf3 over that path gave 9.41 Gbit/s.</p>`);
    expect(values(x)).toEqual([9.41]);
    expect(reasons(x, "10gbit/s")).toEqual(["the nominal rate of an interface named with it: path"]);
    expect(reasons(x, "1000Mb/s")).toEqual(["the nominal rate of an interface named with it: ethtool"]);
  });

  it("keeps a round rate the writer says the network reached", () => {
    expect(values(page(`<p>With jumbo frames the network reached 10 Gbit/s in iperf3.</p>`))).toEqual([10]);
  });
});
