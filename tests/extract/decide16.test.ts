import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { figureEvidence, figureTexts } from "../../src/extract/decision/figureEvidence.ts";

const page = (body: string) => extractAll(buildDocument(`<html><head><title>NAS notes</title></head><body>${body}</body></html>`));
const kept = (x: ReturnType<typeof page>) => x.measurements.map((m) => m.value);
const refused = (x: ReturnType<typeof page>, value: string) => x.rejects.filter((r) => r.raw.includes(value)).map((r) => r.reason);
const kinds = (text: string, value: number, unit: string, metric = "throughput") => figureTexts(text, value, unit).map((t) => figureEvidence(t, metric).map((e) => e.kind));

describe("figureTexts: where a figure stands in its text", () => {
  it("finds a figure printed with grouping or a k suffix, with the clause before it and the words after its unit", () => {
    expect(figureTexts("計測した。読取りが 50k IOPS な一方", 50000, "IOPS")).toEqual([{ before: "読取りが ", after: " な一方" }]);
    expect(figureTexts("total 1,705,589 KB/s here", 1705589, "KB/s")).toEqual([{ before: "total ", after: " here" }]);
    expect(figureTexts("no such figure", 12, "MB/s")).toEqual([]);
  });
});

describe("figureEvidence: the words around one figure", () => {
  it("reads a bound sign but not a mail quote mark or an arrow", () => {
    expect(kinds("< 1sec", 1, "sec", "duration")).toEqual([["bound"]]);
    expect(kinds("> 94.1 Mbps", 94.1, "Mbps")).toEqual([[]]);
    expect(kinds("6.18 -> 6900MB/s", 6900, "MB/s")).toEqual([[]]);
    expect(kinds("どの回線も 3Mbpsを切る", 3, "Mbps")).toEqual([["bound"]]);
  });

  it("reads a rating word over a clause in English and only next to the figure in Japanese, unless the writer's measuring comes between", () => {
    expect(kinds("The card is advertised as 300 Mbit/s for 2.4 GHz and 600 Mbit/s for 5 GHz.", 600, "Mbit/s")).toEqual([["setting"]]);
    expect(kinds("It is advertised as 300 Mbit/s, but I measured 120 Mbit/s.", 120, "Mbit/s")).toEqual([[]]);
    expect(kinds("理論値は 1Gbps、実測は 940Mbps", 940, "Mbps")).toEqual([[]]);
    expect(kinds("論理ボリュームで 500MB/s", 500, "MB/s")).toEqual([[]]);
  });

  it("reads goals, capabilities, differences, shares and the interval a time is taken over", () => {
    expect(kinds("配信に要る帯域は 4Mbps", 4, "Mbps")).toEqual([["goal"]]);
    expect(kinds("ポートは 900MB/s出せる", 900, "MB/s")).toEqual([["capability"]]);
    expect(kinds("前回より 3MB/s も速い", 3, "MB/s")).toEqual([["arithmetic"]]);
    expect(kinds("CPU bound at 40% of 10 Gbps", 10, "Gbps")).toEqual([["arithmetic"]]);
    expect(kinds("30秒ごとに記録", 30, "秒", "duration")).toEqual([["interval"]]);
    expect(kinds("30秒ごとに記録", 30, "秒", "throughput")).toEqual([[]]);
  });

  it("reads a signed figure or a sum as arithmetic, a rate a latency was taken at as a load, and a figure said to be a limit", () => {
    expect(kinds("slack +0.052 ns", 0.052, "ns", "duration")).toEqual([["arithmetic"]]);
    expect(kinds("600Mbps + 250Mbps", 250, "Mbps")).toEqual([["arithmetic"]]);
    expect(kinds("TCP 20 Mbps の p99 は 12 ms", 20, "Mbps")).toEqual([["load"]]);
    expect(kinds("TCP 20 Mbps の p99 は 12 ms", 20, "Mbps", "latency")).toEqual([[]]);
    expect(kinds("800 MiB/秒は、このディスクの上限に当たる", 800, "MiB/秒")).toEqual([["ceiling"]]);
    expect(kinds("書き込み 41MB/sはこのカードの実力上限だろう", 41, "MB/s")).toEqual([[]]);
    expect(kinds("標準品質(2Mbps)の動画", 2, "Mbps")).toEqual([["setting"]]);
    expect(kinds("公称値は SATA2 が 3Gbps、SATA3 が 6Gbps。", 6, "Gbps")).toEqual([["setting"]]);
    expect(kinds("公称値は 6Gbps、実測は 4.1Gbps。", 4.1, "Gbps")).toEqual([[]]);
    expect(kinds("iperf で 800Mbps 近く出てるなら回線は十分", 800, "Mbps")).toEqual([["supposed"]]);
    expect(kinds("部屋では 64Kbpsしか出なくて話にならなかった", 64, "Kbps")).toEqual([[]]);
    expect(kinds("Vendor X promises to deliver 9 GB/s reads", 9, "GB/s")).toEqual([["capability"]]);
  });
});

describe("the decision over every structure's figures (extractAll)", () => {
  it("refuses a rating in a sentence with a rejects row and keeps the measured figure beside it", () => {
    const x = page("<p>The router is advertised as 1200 Mbit/s for 2.4 GHz and 574 Mbits/s for 5 GHz.</p><p>With iperf3 over TCP it reached 412 Mbit/s.</p>");
    expect(kept(x)).toContain(412);
    expect(kept(x)).not.toContain(574);
    expect(refused(x, "574")).toEqual(expect.arrayContaining([expect.stringContaining("advertised")]));
  });

  it("refuses a bound in a table cell and keeps the measured cells", () => {
    const x = page("<table><tr><th>VPN</th><th>handshake</th><th>iperf3 throughput</th></tr><tr><td>WireGuard</td><td>&lt; 1sec</td><td>850 Mbps</td></tr><tr><td>OpenVPN</td><td>3 sec</td><td>310 Mbps</td></tr></table>");
    expect(kept(x)).toEqual(expect.arrayContaining([850, 310]));
    expect(x.measurements.some((m) => m.metric === "duration" && m.value === 1)).toBe(false);
    expect(refused(x, "1sec")).toEqual([expect.stringContaining("bound")]);
  });

  it("keeps a figure a speed fell to, and refuses one a sentence says it stays under", () => {
    const fell = page("<p>夜になると、iperf3 の下り速度は 15.9Mbpsまで落ちました。</p>");
    expect(kept(fell)).toContain(15.9);
    const under = page("<p>iperf3 で測ると、LAN の中でも 100Mbps は超えず、94.6Mbps しか出ていない。</p>");
    expect(kept(under)).toContain(94.6);
    expect(kept(under)).not.toContain(100);
  });

  it("refuses the cells of a column whose header names a limit and keeps the measured column beside it", () => {
    const x = page("<table><tr><th>fio job</th><th>測定値</th><th>プランの上限</th></tr><tr><td>seq read</td><td>182 MB/s</td><td>250 MB/s</td></tr><tr><td>4k randread</td><td>3,120 IOPS</td><td>5,000 IOPS</td></tr></table>");
    expect(kept(x)).toEqual(expect.arrayContaining([182, 3120]));
    expect(kept(x)).not.toContain(250);
    expect(kept(x)).not.toContain(5000);
    expect(refused(x, "250 MB/s")).toEqual([expect.stringContaining("プランの上限")]);
  });
});
