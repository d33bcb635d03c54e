import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { readCompact, readPart, splitCompact } from "../../src/extract/specs/readPart.ts";

const extract = (body: string, title = "t") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
const typed = (parts: ReturnType<typeof readCompact>) => parts.map((p) => [p.kind, p.vendor ?? null, p.model ?? null, p.count ?? null, p.capacityBytes ?? null, p.clockHz ?? null]);

describe("one part grammar: a part description to a typed part", () => {
  it("splits a compact machine string on slashes and reads a bare size after a processor as its memory", () => {
    expect(splitCompact("C3 700MHz/512M/Win2k")).toEqual(["C3 700MHz", "512M", "Win2k"]);
    expect(typed(readCompact("C3 700MHz/512M/Win2k"))).toEqual([
      ["cpu", "VIA", "C3", null, null, 700e6],
      ["memory", null, null, null, 512 * 2 ** 20, null],
      ["os", null, "Windows 2000", null, null, null],
    ]);
  });

  it("keeps the clock after @ and a + inside a model name", () => {
    expect(typed(readCompact("K6-IIIE+550@600MHz, 128MB"))).toEqual([
      ["cpu", "AMD", "K6-IIIE+ 550", null, null, 600e6],
      ["memory", null, null, null, 128 * 2 ** 20, null],
    ]);
  });

  it("splits on commas and keeps a bracketed clock with its processor, not a slash inside the bracket", () => {
    expect(typed(readCompact("AMD Phenom 9950, 8GB"))).toEqual([["cpu", "AMD", "Phenom 9950", null, null, null], ["memory", null, null, null, 8 * 2 ** 30, null]]);
    expect(typed(readCompact("Core i7-3517U(1.9GHz)"))).toEqual([["cpu", "Intel", "Core i7-3517U", null, null, 1.9e9]]);
    expect(splitCompact("Xeon X5355 (2.66GHz/8MBcache/FSB1333MHz)")).toHaveLength(1);
    expect(splitCompact("RAID: PERC5/e")).toEqual(["RAID: PERC5/e"]);
  });

  it("reads a count word and a drive size written without its B", () => {
    expect(typed([readPart("two 1 T HDD")].flatMap((p) => (p ? [p] : [])))).toEqual([["disk", null, null, 2, 1e12, null]]);
  });

  it("reads a maker in brackets after a part word, and a model in brackets after its maker", () => {
    expect(typed(readCompact("NIC(Broadcom)"))).toEqual([["nic", "Broadcom", null, null, null, null]]);
    expect(typed(readCompact("Seagate（ST3000DM001）"))).toEqual([["disk", "Seagate", "ST3000DM001", 1, 3e12, null]]);
  });

  it("reads the drive and its firmware from what hdparm -i prints", () => {
    const p = readPart("Model=ST3500418AS , FwRev=CC38, SerialNo=5VM1ABCD");
    expect([p?.kind, p?.model, p?.capacityBytes, p?.attrs.firmware]).toEqual(["disk", "ST3500418AS", 500e9, "CC38"]);
  });

  it("invents nothing: a measured figure, a lone part word, a line shared with other things", () => {
    expect(readPart("約2.5Gbps")).toBeNull();
    expect(readPart("NIC")).toBeNull();
    expect(readPart("C3 corridor")).toBeNull();
    expect(readCompact("Intel Pro/1000 PT")).toEqual([]);
  });
});

describe("the part grammar in every structure", () => {
  it("reads a compact string inside a sentence as the machine the sentence describes", () => {
    const ex = extract("<p>テスト機は C3 700MHz/512M/Win2k です。</p>");
    expect(ex.systems).toHaveLength(1);
    expect(ex.components.map((c) => [c.kind, c.model, c.system])).toEqual([["cpu", "C3", "s001"], ["memory", null, "s001"], ["os", "Windows 2000", "s001"]]);
  });

  it("reads a machine's compact value in a spec list piece by piece", () => {
    const ex = extract("<ul><li>PC: AMD Phenom 9950, 8GB, Windows Vista</li><li>NIC: Intel Pro/1000 PT</li></ul>");
    expect(ex.components.map((c) => [c.kind, c.model, c.capacityBytes])).toEqual([["cpu", "Phenom 9950", null], ["memory", null, 8 * 2 ** 30], ["os", "Windows Vista", null], ["nic", "Intel Pro/1000 PT", null]]);
  });

  it("makes a machine named only by its model a system row with that name, never a processor", () => {
    const listed = extract("<h2>Test setup</h2><ul><li>Server: Dell PowerEdge R640</li><li>NIC: Mellanox ConnectX-5</li></ul>");
    expect(listed.systems.map((s) => s.name)).toEqual(["Dell PowerEdge R640"]);
    expect(listed.components.map((c) => c.kind)).toEqual(["nic"]);
    const said = extract("<p>We ran iperf3 between two Dell PowerEdge R640 servers and got 9.4 Gbps.</p>");
    expect(said.systems.map((s) => [s.name, s.count])).toEqual([["Dell PowerEdge R640", 2]]);
    expect(said.components.filter((c) => c.kind === "cpu")).toEqual([]);
  });

  it("refuses a measurement under a tool's label and an OS named in an aside, each as a reject with its reason", () => {
    const ex = extract(`<h2>環境</h2><ul><li>OS : CentOS 5.5</li><li>Netperf : 約2.5Gbps</li></ul>
      <p>Windows XP/2003 では標準で iSCSI Initiator はありません。</p><p>おそらく W2K8 r2 も同様なのでしょう。</p>`);
    expect(ex.components.map((c) => [c.kind, c.model])).toEqual([["os", "CentOS 5.5"]]);
    expect(ex.rejects.map((r) => r.reason)).toEqual(expect.arrayContaining([expect.stringContaining("measured figure"), expect.stringContaining("lacks")]));
    expect(ex.rejects.filter((r) => /lacks/.test(r.reason))).toHaveLength(2);
  });

  it("does not make a conclusion heading a condition of the figures under it", () => {
    const ex = extract(`<h2>RAID0</h2><p>x</p><h2>結論</h2><ul><li>オンボードなのに、Write: 230MB/s、Read: 190MB/sと高速</li></ul><h2>付録</h2><p>y</p>`);
    expect(ex.measurements.length).toBeGreaterThan(0);
    for (const m of ex.measurements) expect(m.conditions.config).toBeUndefined();
  });

  it("points a measurement at the machine whose drive its storage condition names, else at the report's only machine", () => {
    const two = extract(`<h2>Server</h2><ul><li>CPU: Xeon E5-2620</li><li>HDD: Seagate ST4000NM0033 4TB</li></ul>
      <h2>Client</h2><ul><li>CPU: Core i7-4770</li><li>SSD: Samsung 850 EVO 500GB</li></ul>
      <table><tr><th>Drive</th><th>Read (MB/s)</th></tr><tr><td>ST4000NM0033</td><td>180</td></tr></table>`);
    const server = two.components.find((c) => c.kind === "disk" && c.system && c.model?.endsWith("ST4000NM0033"))?.system;
    expect(server).toBeTruthy();
    expect(two.measurements.map((m) => m.system)).toEqual([server]);
    const one = extract(`<ul><li>CPU: Core i5-8250U</li><li>メモリ: 8GB</li></ul><p>転送速度は 112MB/s でした。</p>`);
    expect(one.systems).toHaveLength(1);
    expect(one.measurements.map((m) => m.system)).toEqual([one.systems[0]?.key]);
  });

  it("reads the drive hdparm -i prints in a preformatted block", () => {
    const ex = extract(`<pre>$ sudo hdparm -i /dev/sda

/dev/sda:

 Model=WDC WD10EZEX-08WN4A0, FwRev=01.01A01, SerialNo=WD-WCC6Y0ABCDEF
 Config={ HardSect NotMFM HdSw>15uSec SpinMotCtl Fixed DTR>5Mbs FmtGapReq }</pre>`);
    expect(ex.components.map((c) => [c.kind, c.model, c.capacityBytes, c.attrs?.firmware])).toEqual([["disk", "WD10EZEX-08WN4A0", 1e12, "01.01A01"]]);
  });

  it("reads a part a sentence names by its kind word with the model in brackets, and nothing from a bracket without a model", () => {
    const ex = extract("<p>The CPU was the same on all four machines (L5630 2.13GHz), with 4 virtual cores enabled.</p><p>The drive (it was new) was fast.</p>");
    expect(ex.components.map((c) => [c.kind, c.model, c.clockHz])).toEqual([["cpu", "L5630", 2.13e9]]);
  });
});
