import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (html: string) => extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${html}</body></html>`));
const parts = (html: string) => extract(html).components.map((c) => [c.kind, c.vendor, c.model, c.capacityBytes ?? c.clockHz ?? null]);

describe("parts on unseen pages: constructions of round 15", () => {
  it("reads a part label qualified by what its value gives (CPU Type, Motherboard Name), with the clock after a comma", () => {
    const ex = extract(`<h2>Test box</h2><p>CPU Type: AMD Athlon 64 3200+, 2000 MHz<br>Motherboard Name: HP Compaq dc5750<br>System Memory (RAM): 2 GB</p>`);
    const cpu = ex.components.find((c) => c.kind === "cpu");
    expect([cpu?.model, cpu?.clockHz]).toEqual(["Athlon 64 3200+", 2e9]);
    expect(ex.components.find((c) => c.kind === "motherboard")?.model).toBe("HP Compaq dc5750");
    // a qualified label of a kind a qualifier turns into a setting (a Wi-Fi network's name, a machine's host name) is no part
    expect(parts(`<h2>Setup</h2><p>Network Name: HomeNet 5G<br>Host Name: box01</p>`)).toEqual([]);
    // a type that is an architecture or a width of words is no part
    expect(parts(`<h2>PC</h2><p>OS Type: 64-bit<br>Processor Type: x64</p>`)).toEqual([]);
  });

  it("keeps no setting listed under a part's heading as a part of that kind, but a value with a version stays", () => {
    const kinds = parts(`<h3>Samba</h3><ul><li>Port: 139</li><li>共有名: DATA</li><li>認証: guest / guest</li></ul>`);
    expect(kinds).toEqual([]);
    const tools = extract(`<h3>Software</h3><ul><li>測定ツール: iperf 3.9</li></ul>`).components.filter((c) => c.kind === "software");
    expect(tools.map((c) => c.model)).toEqual([expect.stringContaining("iperf 3.9")]);
  });

  it("reads a drive that a heading or a label line over its results names by itself", () => {
    const page = (h: string) => `<h1>USB flash drive speed</h1><h3>${h}</h3><pre>10485760000 bytes (10 GB) copied, 50 s, 210 MB/s</pre>`;
    expect(parts(page("Kioxia TransMemory U366 64GB")).filter((p) => p[0] === "disk")).toEqual([["disk", "Kioxia", "TransMemory U366", 64e9]]);
    // a maker the data does not know: the name and the size are the drive on a page about drives
    expect(parts(page("Blumax Q9 256GB")).filter((p) => p[0] === "disk").map((p) => [p[2], p[3]])).toEqual([["Blumax Q9", 256e9]]);
    expect(parts(`<h2>Runs</h2><p>500GB HDD:</p><pre>dd … 1073741824 bytes copied, 9 s, 119 MB/s</pre>`).filter((p) => p[0] === "disk").map((p) => p[3])).toEqual([500e9]);
    // a size with the name of a test or an amount is no drive, and neither is a note in brackets
    expect(parts(page("Write test 10GB")).filter((p) => p[0] === "disk")).toEqual([]);
    expect(parts(`<h1>SSD notes</h1><h3>5.x（2019年、16GBクラスのUSBメモリ）</h3><p>text</p>`).filter((p) => p[0] === "disk")).toEqual([]);
  });

  it("reads no part from a web address written without its scheme", () => {
    expect(parts(`<p>見てください pic.twitter.com/aB3C4dEF5g とか github.com/someone/X540-T2-tools など</p>`)).toEqual([]);
  });

  it("reads a processor of a line other things share when its maker stands before it, in a heading or a short line", () => {
    expect(parts(`<h3>結果（DiskMark 4.0 / SEQ1M / Apple M3 Pro）</h3><p>x</p>`).filter((p) => p[0] === "cpu")).toEqual([["cpu", "Apple", "M3 Pro", null]]);
    expect(parts(`<p>The M2 slot holds the SSD.</p>`).filter((p) => p[0] === "cpu")).toEqual([]);
  });

  it("reads a Linux release of two numbers before the word kernel as the kernel", () => {
    expect(parts(`<p>Linux 6.1 カーネルで nconnect を使うと速くなります。</p>`).filter((p) => p[0] === "kernel").map((p) => p[2])).toEqual(["6.1"]);
  });

  it("refuses a clause where a part's model should be", () => {
    const ex = extract(`<ul><li>Network: Connected through a cheap 8-port switch to the router</li><li>NIC: Intel X710-DA2</li></ul>`);
    expect(ex.components.filter((c) => c.kind === "nic").map((c) => c.model)).toEqual(["Intel X710-DA2"]);
    expect(ex.rejects.some((r) => /phrase is no part/.test(r.reason))).toBe(true);
  });

  it("reads lspci's device line in a spec value without its bus address, the NVMe class as a disk", () => {
    const disk = extract(`<p>ディスク：Non-Volatile memory controller: Samsung Electronics Co Ltd NVMe SSD Controller PM9A1 (rev 01)</p>`).components.find((c) => c.kind === "disk");
    expect([disk?.vendor, disk?.model]).toEqual(["Samsung", "NVMe SSD Controller PM9A1"]);
  });

  it("reads drive makers of the data before their model, and Intel's Wi-Fi card by its hyphenated number", () => {
    expect(parts(`<ul><li>Core i5 8250U</li><li>SUNEAST SE800-512GB</li></ul>`).filter((p) => p[0] === "disk").map((p) => [p[1], p[2]])).toEqual([["SUNEAST", "SE800-512GB"]]);
    expect(parts(`<p>The laptop (Intel AC-8265) reached the router at 300 Mbps.</p>`).filter((p) => p[0] === "nic").map((p) => p[2])).toEqual(["AC-8265"]);
  });

  it("counts units of one machine listed by number with the same product as one part", () => {
    const ex = extract(`<h2>File server</h2><ul><li>CPU: Core i5-4590</li><li>Disk #1 – Seagate ST4000VN008 (4 TB)</li><li>Disk #2 – Seagate ST4000VN008 (4 TB)</li><li>Disk #3 – Seagate ST2000DM001 (2 TB)</li></ul>`);
    const disks = ex.components.filter((c) => c.kind === "disk").map((c) => [c.model, c.count]);
    expect(disks).toEqual([["ST4000VN008", 2], ["ST2000DM001", 1]]);
  });

  it("reads a part's label and model in brackets in a sentence", () => {
    expect(parts(`<p>The card sits in an evaluation board (Processor: P4080) that we borrowed.</p>`).filter((p) => p[0] === "cpu").map((p) => p[2])).toEqual(["P4080"]);
    // a label of no part, or a value without a model token, gives none
    expect(parts(`<p>It was slow (Note: see below) and odd (CPU: unknown).</p>`)).toEqual([]);
  });

  it("reads the count before a size before a maker, for drives and for memory sticks", () => {
    const ex = extract(`<p>The box holds 4 3TB Seagate IronWolf hard drives and uses 2 16GB Kingston DDR4 3200 MHz RAM sticks.</p>`);
    const disk = ex.components.find((c) => c.kind === "disk");
    expect([disk?.model, disk?.count, disk?.capacityBytes]).toEqual(["IronWolf", 4, 3e12]);
    const memory = ex.components.find((c) => c.kind === "memory");
    expect([memory?.model, memory?.count, memory?.capacityBytes]).toEqual(["Kingston DDR4 3200", 2, 32 * 2 ** 30]);
  });

  it("refuses a product a sentence calls other hardware, not a drive, though its maker makes drives", () => {
    const ex = extract(`<p>The power supply in this build is a Corsair SF600 Platinum.</p><p>電源は Corsair RM850x です。</p><p>I put a Samsung 990 PRO in the case.</p>`);
    expect(ex.components.filter((c) => c.kind === "disk").map((c) => c.model)).toEqual(["990 PRO"]);
    expect(ex.rejects.filter((r) => /other hardware is no drive/.test(r.reason))).toHaveLength(2);
  });
});
