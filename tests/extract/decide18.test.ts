import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { emptyTransferEvidence } from "../../src/extract/decision/evidence.ts";
import { figureEvidence, figureTexts } from "../../src/extract/decision/figureEvidence.ts";
import { headerEvidence } from "../../src/extract/decision/headerEvidence.ts";
import { bitsPerSecond, interfaceRateEvidence } from "../../src/extract/decision/interfaceRates.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><title>Bench notes</title></head><body>${body}</body></html>`));
const kept = (x: ReturnType<typeof page>) => x.measurements.map((m) => m.value);
/** The interface evidence at every place a rate stands in a sentence. */
const iface = (text: string, value: number, unit: string, headers: string[] = []) =>
  figureTexts(text, value, unit).map((p) => interfaceRateEvidence(p, bitsPerSecond(value, unit) ?? 0, headers)?.kind ?? null);

describe("bitsPerSecond", () => {
  it("reads rates printed in bits and nothing else", () => {
    expect(bitsPerSecond(40, "Gb/s")).toBe(40e9);
    expect(bitsPerSecond(1000, "Mbit/s")).toBe(1e9);
    expect(bitsPerSecond(5, "Gビット/秒")).toBe(5e9);
    expect(bitsPerSecond(200, "mbps")).toBe(200e6);
    expect(bitsPerSecond(125, "MB/s")).toBeNull();
    expect(bitsPerSecond(3, "GT/s")).toBeNull();
  });
});

describe("interfaceRateEvidence: a nominal rate of an interface named with it", () => {
  it("refuses the rate when the interface is named before it in its sentence", () => {
    expect(iface("この機種の Thunderbolt は 40 Gb/s で、外付けの箱も速い", 40, "Gb/s")).toEqual(["interface"]);
    expect(iface("For reference, 1GbE is 1000 Mbit/s (Megabit/s).", 1000, "Mbit/s")).toEqual(["interface"]);
    expect(iface("たぶん SATAが6Gbit/sではなくて、3Gbit/sになっているのだろう", 3, "Gbit/s")).toEqual(["interface"]);
    expect(iface("家のスイッチが全部 100Mbps だったので交換した", 100, "Mbps")).toEqual(["interface"]);
    expect(iface("system_profiler SPThunderboltDataType は 40 Gb/s", 40, "Gb/s")).toEqual(["interface"]);
    expect(iface("for a 5.0 GT/s symbol rate PCIe gives an interconnect bandwidth of 4Gbps", 4, "Gbps")).toEqual(["interface"]);
  });

  it("refuses the rate when an interface noun follows it, past the other figures of its list", () => {
    expect(iface("fast enough on 10, 100 and 1000 Mbps connections", 100, "Mbps")).toEqual(["interface"]);
    expect(iface("fast enough on 10, 100 and 1000 Mbps connections", 1000, "Mbps")).toEqual(["interface"]);
    expect(iface("FireWire 800 is 800 Mbps", 800, "Mbps")).toEqual(["interface"]);
  });

  it("keeps a rate that is not one of the named interface's, an approximate one and one said to be got", () => {
    expect(iface("Thunderbolt ブリッジの iperf3 は 18.5 Gb/s", 18.5, "Gb/s")).toEqual([null]);
    expect(iface("1GbE の NAS へのコピーは約1Gbps", 1, "Gbps")).toEqual([null]);
    expect(iface("LAN 経由で 1000Mbps くらい", 1000, "Mbps")).toEqual([null]);
    expect(iface("LAN 経由で 1000Mbps 出た", 1000, "Mbps")).toEqual([null]);
    expect(iface("over the LAN we measured 100 Mbps", 100, "Mbps")).toEqual([null]);
    // 100 Mbps is no USB rate, 480 Mbps no Ethernet one
    expect(iface("USB メモリへの書き込みは 100 Mbps", 100, "Mbps")).toEqual([null]);
    expect(iface("the LAN share gave 480 Mbps", 480, "Mbps")).toEqual([null]);
    // `plan` is not `LAN`
    expect(iface("the plan gave 100 Mbps", 100, "Mbps")).toEqual([null]);
  });

  it("reads an interface named in a table cell's headers", () => {
    expect(interfaceRateEvidence({ before: "", after: "" }, 1e8, ["Max Mbps", "Fast ethernet"])?.kind).toBe("interface");
    expect(interfaceRateEvidence({ before: "", after: "" }, 4e8, ["Max Mbps", "Firewire 400"])?.kind).toBe("interface");
    expect(interfaceRateEvidence({ before: "", after: "" }, 2.26e8, ["Mbps", "Firewire 400"])).toBeNull();
    // a column of what was measured: the link's row is the link measured bare
    expect(interfaceRateEvidence({ before: "", after: "" }, 1e9, ["Throughput", "Raw link (baseline)"])).toBeNull();
  });

  it("refuses a column of rated figures beside measured ones on a page", () => {
    const got = page(`<table><tr><th>Connection</th><th>Max Mbps</th><th>Mbps</th><th>Avg sec</th></tr><tr><td>Gigabit ethernet</td><td>1000</td><td>403</td><td>7</td></tr><tr><td>Fast ethernet</td><td>100</td><td>92</td><td>33</td></tr></table>`);
    expect(kept(got)).toEqual(expect.arrayContaining([403, 92]));
    expect(kept(got)).not.toContain(1000);
    expect(kept(got)).not.toContain(100);
    expect(got.rejects.some((r) => r.raw === "100" && /nominal rate of an interface/.test(r.reason))).toBe(true);
  });

  it("refuses an interface's rate in prose and keeps the measurement beside it", () => {
    const got = page(`<p>この Mac mini の Thunderbolt は 40 Gb/s で、外付け SSD の読み込みは 2,800 MB/s でした。</p>`);
    expect(kept(got)).toContain(2800);
    expect(kept(got)).not.toContain(40);
  });
});

describe("figureEvidence: a plan's rate", () => {
  it("reads a contract or plan after a rate as its rating, and keeps what was got on it", () => {
    const kinds = (text: string, value: number, unit: string) => figureTexts(text, value, unit).map((p) => figureEvidence(p, "throughput").map((e) => e.kind));
    expect(kinds("自宅の光回線は 200Mbps 契約だが", 200, "Mbps")).toEqual([["setting"]]);
    expect(kinds("1Gbpsプランなのに500Mbpsしか出ない", 1, "Gbps")).toEqual([["setting"]]);
    expect(kinds("on a 300 Mbps plan", 300, "Mbps")).toEqual([["setting"]]);
    expect(kinds("1Gbps契約でも80Mbps程度の通信速度", 80, "Mbps")).toEqual([[]]);
  });
});

describe("headerEvidence: a plan or estimate column", () => {
  it("refuses a predicted column and keeps the measured one", () => {
    expect(headerEvidence(["NVMe (予測)"])?.kind).toBe("goal");
    expect(headerEvidence(["Predicted"])?.kind).toBe("goal");
    expect(headerEvidence(["SD (実測)"])).toBeNull();
    const got = page(`<table><tr><th>区間</th><th>SD (実測)</th><th>NVMe (予測)</th></tr><tr><td>カーネル</td><td>3.4s</td><td>~2.0s</td></tr><tr><td>systemd</td><td>2.5s</td><td>~1.5s</td></tr></table>`);
    expect(kept(got)).toEqual(expect.arrayContaining([3.4, 2.5]));
    expect(kept(got)).not.toContain(1.5);
  });
});

describe("emptyTransferEvidence: a rate of zero where nothing moved", () => {
  it("refuses zero bytes at zero rate and keeps a zero rate of a non-zero amount", () => {
    expect(emptyTransferEvidence("throughput", 0, "[  5]   0.00-10.04  sec  0.00 Bytes  0.00 bits/sec                  sender")?.kind).toBe("empty");
    expect(emptyTransferEvidence("throughput", 0, "0.24 kilobytes read (0.00 kilobytes per second)")).toBeNull();
    expect(emptyTransferEvidence("throughput", 941, "[  5]   0.00-10.04  sec  1.10 GBytes   941 Mbits/sec  receiver")).toBeNull();
  });

  it("drops iperf3's empty sender line of a server's report and keeps its receiver line", () => {
    const got = page(`<pre>$ iperf3 -s
-----------------------------------------------------------
Server listening on 5201
-----------------------------------------------------------
Accepted connection from 10.0.0.2, port 50000
[  5] local 10.0.0.1 port 5201 connected to 10.0.0.2 port 50002
[ ID] Interval           Transfer     Bandwidth
[  5]   0.00-1.00   sec   112 MBytes   941 Mbits/sec
- - - - - - - - - - - - - - - - - - - - - - - - -
[ ID] Interval           Transfer     Bandwidth
[  5]   0.00-10.04  sec  0.00 Bytes  0.00 bits/sec                  sender
[  5]   0.00-10.04  sec  1.10 GBytes   938 Mbits/sec                  receiver
</pre>`);
    expect(kept(got)).toContain(938);
    expect(kept(got)).not.toContain(0);
  });
});
