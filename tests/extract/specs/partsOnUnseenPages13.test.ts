import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (html: string) => extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${html}</body></html>`));
const parts = (html: string) => extract(html).components.map((c) => [c.kind, c.vendor, c.model, c.capacityBytes ?? c.clockHz ?? null]);

describe("parts on unseen pages: constructions of round 13", () => {
  it("reads a drive after its maker's possessive, and two sizes of one line as two drives", () => {
    expect(parts(`<p>Both beat the Verbatim Store-n-Go 16 GB and Lexar's JumpDrive P20 32 GB by far, while Lexar's JumpDrive P20 64 GB kept up.</p>`)).toEqual([
      ["disk", "Verbatim", "Store-n-Go", 16e9],
      ["disk", "Lexar", "JumpDrive P20", 32e9],
      ["disk", "Lexar", "JumpDrive P20", 64e9],
    ]);
    // the possessive before a drive noun names a drive already named, not a product
    expect(parts(`<p>Lexar's stick wins the write test at 120 MB/s.</p>`)).toEqual([]);
  });

  it("reads a drive maker written with one capital, a card format after it, and a size in brackets after it", () => {
    expect(parts(`<p>I compared two cards: Adata (Adata Premier Class 10) and Transcend (16 GB class 10). The Adata card was slower.</p>`)).toEqual([
      ["disk", "Adata", "Premier Class 10", null],
      ["disk", "Transcend", null, 16e9],
    ]);
    expect(parts(`<p>The root file system sits on a cheap Lexar microSD card bought last year.</p>`)).toEqual([["disk", "Lexar", null, null]]);
  });

  it("reads a NIC whose noun stands between its maker and its model, or after the model", () => {
    expect(parts(`<h2>Trying the Broadcom NIC BCM5719-4P</h2><p>Four ports gave 3.7 Gbps in total.</p>`).filter((p) => p[0] === "nic")).toEqual([["nic", "Broadcom", "BCM5719-4P", null]]);
    expect(parts(`<p>With the Intel I350-T2 NIC the two links gave 1.8 Gbps.</p>`).filter((p) => p[0] === "nic").map((p) => p[2])).toEqual(["I350-T2"]);
  });

  it("reads memory written as MEM and a drive by its interface and size on the unlabelled lines of a hardware list", () => {
    const ex = extract(`<h3>テスト環境</h3><ul><li>Opteron 6380 / 2CPU</li><li>96GB MEM</li><li>SATA 1TB x4 / RAID10</li></ul>`);
    expect(ex.components.map((c) => [c.kind, c.capacityBytes, c.count])).toEqual(
      expect.arrayContaining([
        ["memory", 96 * 2 ** 30, null],
        ["disk", 1e12, 4],
      ]),
    );
    // a size under another word is no part
    expect(extract(`<h3>テスト環境</h3><ul><li>Opteron 6380 / 2CPU</li><li>96GB swap</li></ul>`).components.map((c) => c.kind)).toEqual(["cpu"]);
  });

  it("reads the memory right after a processor on a list line whose later pieces name no part", () => {
    const ex = extract(`<ul><li>Host A (DL360 G6)</li><li>Intel Xeon E5540, 12GB, tmpfs使用, Gigabit Ethernet</li><li>Host B</li><li>AMD Opteron 2218, 2GB, tmpfs使用</li></ul>`);
    expect(ex.components.filter((c) => c.kind === "cpu" || c.kind === "memory").map((c) => [c.kind, c.model, c.capacityBytes])).toEqual([
      ["cpu", "Xeon E5540", null],
      ["memory", null, 12 * 2 ** 30],
      ["cpu", "Opteron 2218", null],
      ["memory", null, 2 * 2 ** 30],
    ]);
    // a size first is no processor's memory
    expect(extract(`<ul><li>12GB, tmpfs使用, Gigabit Ethernet</li></ul>`).components.filter((c) => c.kind === "memory")).toEqual([]);
  });

  it("reads a generic label by the kind its bracket names, and a board with its form factor before the noun", () => {
    const ex = extract(`<h3>測定環境</h3><ul><li>CPU: AMD Phenom II X4 940 (3.0GHz)</li><li>I/F (LAN): オンボード Realtek RTL8111E PCI-E Gigabit Ethernet Controller</li><li>I/F (WLAN): Buffalo WLI-UC-GNM</li></ul>`);
    expect(ex.components.filter((c) => c.kind === "nic").map((c) => c.raw)).toEqual([
      "I/F (LAN): オンボード Realtek RTL8111E PCI-E Gigabit Ethernet Controller",
      "I/F (WLAN): Buffalo WLI-UC-GNM",
    ]);
    // a bracket that names no kind leaves the label unknown
    expect(extract(`<ul><li>I/F (USB): 3.0</li></ul>`).components).toEqual([]);
    expect(parts(`<p>The build sits on an ASRock J4105B-ITX Mini ITX Motherboard.</p>`)).toEqual([["motherboard", "ASRock", "J4105B-ITX", null]]);
  });

  it("refuses a name inside a web address, a measured share under a part's label and a file system kept in memory", () => {
    const ex = extract(`<p>Background: https://wiki.debian.org/ZFS and www.ubuntu.com/server explain it.</p><ul><li>Network: 〜6% (TCP)</li></ul><p>ディスクが律速しないよう RAMディスク(tmpfs) に置いた。</p>`);
    expect(ex.components).toEqual([]);
    expect(ex.rejects.map((r) => r.reason)).toEqual(expect.arrayContaining(["a measured figure is no part (nic): 〜6%", "a file system in memory is no part: tmpfs"]));
    // a drive's file system named in a sentence stays
    expect(parts(`<p>The data disk is formatted with XFS.</p>`)).toEqual([["filesystem", null, "xfs", null]]);
  });

  it("takes RAID levels that the report's sentences name one by one for the configurations compared", () => {
    expect(extract(`<p>最初は2本でRAID1のテスト。</p><p>次に3本でRAID5を組んだ。</p><p>RAID0では読み出しが伸びた。</p>`).components).toEqual([]);
    // one level named alone in a sentence, on no machine the report describes, is the figures' configuration too (session 24: 26 such
    // arrays over the labelled sets, the same sentence on unseen14 among them, and no label lists one); a spec line's stays
    expect(parts(`<p>手元のマシン(SATA HDD 2台)でRAID 1を構成して測った。</p>`).filter((p) => p[0] === "raid_array")).toEqual([]);
    expect(parts(`<ul><li>RAID：RAID 1 (SATA HDD 2台)</li></ul>`).filter((p) => p[0] === "raid_array")).toEqual([["raid_array", null, "RAID1", null]]);
  });

  it("reads the drive HWiNFO prints under Drive Model, with the size its name ends with", () => {
    const ex = extract(`<h2>Drive</h2><pre>Drive Controller:	Serial ATA 6Gb/s @ 6Gb/s
Drive Model:		Crucial MX500 CT500MX500SSD1 500GB</pre>`);
    expect(ex.components.map((c) => [c.kind, c.model, c.capacityBytes])).toEqual([["disk", "Crucial MX500 CT500MX500SSD1 500GB", 500e9]]);
  });

  it("reads the drives a table's row heads name by drive word, maker and product, without a size", () => {
    const table = `<table><tr><th>媒体</th><th>R</th><th>W</th></tr><tr><td>メインメモリ (tmpfs)</td><td>2100</td><td>2000</td></tr>
      <tr><td>SSD Lexar NM790 PCIe 4.0</td><td>1300</td><td>1000</td></tr><tr><td>HDD Toshiba Canvio SATA III</td><td>162</td><td>100</td></tr></table>`;
    expect(parts(table)).toEqual([
      ["disk", "Lexar", "NM790", null],
      ["disk", "Toshiba", "Canvio", null],
    ]);
    // product heads of a catalogue, with no drive word first, stay as they were (a size is needed)
    expect(parts(`<table><tr><th></th><th>Lexar E32c</th><th>PNY x500m</th></tr><tr><td>価格</td><td>2000</td><td>2500</td></tr></table>`).filter((p) => p[2] === "x500m")).toEqual([]);
  });

  it("reads a Wi-Fi adapter named by its model before the words for one, whatever its maker (Edimax: a maker ending in max is no bound)", () => {
    const ex = extract(`<p>With the Edimax EW-7833UAC USB 3.0 WiFi adapter I got 280 Mbps, and the RT5370 USB radio gave 40 Mbps.</p>`);
    expect(ex.components.map((c) => [c.kind, c.model])).toEqual([
      ["nic", "EW-7833UAC"],
      ["nic", "RT5370"],
    ]);
    // a standard or a class of adapters is no model
    expect(extract(`<p>Any 802.11ac WiFi adapter or AC1200 WiFi adapter will do.</p>`).components).toEqual([]);
  });

  it("refuses a total of space given under a label as a drive", () => {
    const ex = extract(`<table><tr><td>CPU Model</td><td>Intel Celeron J4125</td></tr><tr><td>Total Usable Storage</td><td>21.8TB</td></tr><tr><td>Drive</td><td>4TB HDD</td></tr></table>`);
    expect(ex.components.filter((c) => c.kind === "disk").map((c) => c.capacityBytes)).toEqual([4e12]);
    expect(ex.rejects.map((r) => r.reason)).toContain("a total of space is no drive: Total Usable Storage 21.8TB");
  });

  it("reads a Pentium 4's clock with its letter, a drive line under a Parts heading, and lanes that are no count", () => {
    expect(parts(`<p>去年、新PCとしてペンティアム4の3.06BGHz、ハードディスク120GBのPCを買った。</p>`).filter((p) => p[0] === "cpu")).toEqual([["cpu", "Intel", "Pentium 4", 3.06e9]]);
    const ex = extract(`<h2>Parts</h2><ul><li>Intel Core i5-12400 6-Core CPU</li><li>Acme Boost Zero A100 2 TB M.2-2280 NVMe PCIe Gen4 x4 boot drive</li><li>Intel X550-T2 10Gb PCIe 3.0 x8 NIC</li></ul>`);
    expect(ex.components.map((c) => [c.kind, c.model, c.count, c.capacityBytes])).toEqual([
      ["cpu", "Core i5-12400", null, null],
      ["disk", "Acme Boost Zero A100", 1, 2e12],
      ["nic", "Intel X550-T2", null, null],
    ]);
  });

  it("reads the file system an OS line says it uses", () => {
    expect(parts(`<ul><li>CPU: Core i7-4770</li><li>Operating System: Windows 10 Pro 64-bit using NTFS File System</li></ul>`).filter((p) => p[0] !== "cpu")).toEqual([
      ["os", null, "Windows 10 Pro 64-bit", null],
      ["filesystem", null, "ntfs", null],
    ]);
  });

  it("reads a main board named after メインボード, and no OS version from 64-bit or a package epoch", () => {
    expect(parts(`<p>この機種のSBCメインボードはROC-RK3399-PC-PLUSとして単品でも売られている。</p>`)).toEqual([["motherboard", null, "ROC-RK3399-PC-PLUS", null]]);
    expect(parts(`<p>The Raspberry Pi 4 runs Ubuntu 22.04 64-bit, and the other one Debian 64-bit.</p>`).filter((p) => p[0] === "os").map((p) => p[2])).toEqual(["Ubuntu 22.04", "Debian"]);
    expect(parts(`<p>このマシンのOSはDebian 1:6.1.38-4+rpt2 です。</p>`).filter((p) => p[0] === "os").map((p) => p[2])).toEqual(["Debian"]);
  });

  it("reads a drive named by its maker and capitalised words alone only on a page about drives", () => {
    const page = (title: string) =>
      extractAll(buildDocument(`<html><head><title>${title}</title></head><body><p>The Lexar JumpDrive Rapid wins this test at 250 MB/s, ahead of Kingston's DataTraveler Elite.</p></body></html>`));
    expect(page("Eight USB 3.0 thumb drives compared").components.map((c) => [c.kind, c.vendor, c.model])).toEqual([
      ["disk", "Lexar", "JumpDrive Rapid"],
      ["disk", "Kingston", "DataTraveler Elite"],
    ]);
    expect(page("Notes from the weekend").components).toEqual([]);
  });
});
