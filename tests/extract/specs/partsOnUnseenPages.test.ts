import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (html: string) => extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${html}</body></html>`));
const parts = (html: string) => extract(html).components.map((c) => [c.kind, c.model, c.count ?? null, c.capacityBytes ?? null]);
const dd = (mbs: string) => `<pre>pi@box ~> sudo dd if=/dev/zero of=/mnt/usb/testfile bs=1M count=1024 oflag=direct\n1073741824 bytes (1.1 GB, 1.0 GiB) copied, 4.3 s, ${mbs} MB/s</pre>`;

describe("parts on pages nobody has seen: constructions read by the one part grammar", () => {
  it("reads an OS value piece by piece: two systems, a system and its kernel, a kernel release under an OS label", () => {
    expect(parts(`<h2>Setup</h2><ul><li>OS: Rocky Linux 9 / FreeBSD 14</li></ul>`).filter((p) => p[0] === "os").map((p) => p[1])).toEqual(["Rocky Linux 9", "FreeBSD 14"]);
    expect(parts(`<h2>Setup</h2><p>OS: Armbian v24.5.1, 6.6.31-current-rockchip64</p>`).map((p) => [p[0], p[1]])).toEqual([
      ["os", "Armbian v24.5.1"],
      ["kernel", "6.6.31-current-rockchip64"],
    ]);
    expect(parts(`<h2>環境</h2><p>OSバージョン：4.18.0-305.el8.x86_64</p><p>CPU：Xeon E5-2650 v3</p>`).filter((p) => p[0] === "kernel").map((p) => p[1])).toEqual(["4.18.0-305.el8.x86_64"]);
    // a comma that does not part two systems leaves the value whole
    expect(parts(`<h2>Setup</h2><ul><li>OS: Windows 10 Pro, 64bit</li></ul>`).filter((p) => p[0] === "os").map((p) => p[1])).toEqual(["Windows 10 Pro, 64bit"]);
  });

  it("reads the kernel in brackets after an OS in a sentence, and keeps the fuller name of the same OS", () => {
    const got = parts(`<p>I put Fedora 40 on it first.</p><p>In the end Fedora 40.1 (Kernel 6.9.4) saw the drive without trouble.</p>`);
    expect(got.filter((p) => p[0] === "os" || p[0] === "kernel").map((p) => [p[0], p[1]])).toEqual([
      ["os", "Fedora 40.1"],
      ["kernel", "6.9.4"],
    ]);
  });

  it("drops a benchmark named anywhere (it is the figures' tool) and RAID levels one sentence compares (their raid); no reject", () => {
    const ex = extract(`<h1>Testing with fio and iperf3</h1><p>We compared RAID 0, RAID 1 and RAID 6 with CrystalDiskMark.</p><pre>fio-3.36\nStarting 1 process</pre>`);
    expect(ex.components.filter((c) => c.kind === "software" || c.kind === "raid_array")).toEqual([]);
    expect(ex.rejects.filter((r) => /fio|iperf|RAID|CrystalDiskMark/.test(r.raw))).toEqual([]);
    // software a machine runs stays
    expect(parts(`<p>The storage node runs DPDK 22.11 for the packet path.</p>`).filter((p) => p[0] === "software").map((p) => p[1])).toEqual(["DPDK 22.11"]);
  });

  it("refuses the word for an operating system as a kernel's name", () => {
    const ex = extract(`<p>ESP packets are handled by the OSカーネル IPsec stack.</p>`);
    expect(ex.components.filter((c) => c.kind === "kernel")).toEqual([]);
  });

  it("reads drives as their makers print them and as catalogues list them", () => {
    expect(parts(`<p>In the old notebook I use a HITACHI HTS545050 as hdd.</p>`).filter((p) => p[0] === "disk").map((p) => p[1])).toEqual(["HTS545050"]);
    // a count after the interface and noun; the interface before the name; a size after the noun; a part number after the size
    expect(parts(`<p>The pool (SAMSUNG PM883 SATA SSD ×4) never saw TRIM.</p>`).filter((p) => p[0] === "disk")).toEqual([["disk", "PM883", 4, null]]);
    expect(parts(`<ul><li>2 x Samsung USB 3.2 64 GB Bar Plus Flash Disk</li></ul>`).filter((p) => p[0] === "disk")).toEqual([["disk", "Bar Plus Flash", 2, 64e9]]);
    expect(parts(`<ul><li>2 x Kingston NV2 SSD Disk 500GB</li></ul>`).filter((p) => p[0] === "disk")).toEqual([["disk", "NV2 SSD", 2, 500e9]]);
    expect(parts(`<p>比較対象は SanDisk Extreme microSD Card 128GB SDSQXAA-128G-GN6MA です。</p>`).filter((p) => p[0] === "disk")).toEqual([["disk", "Extreme microSD SDSQXAA-128G-GN6MA", 1, 128e9]]);
  });

  it("reads a short product name in brackets right after a part word, unless the bracket says the interface or file system", () => {
    expect(parts(`<p>The HDD (MG08) stayed cooler than the others.</p>`).filter((p) => p[0] === "disk").map((p) => p[1])).toEqual(["MG08"]);
    expect(parts(`<h3>Built in SSD (Pro X20)</h3>`).filter((p) => p[0] === "disk").map((p) => p[1])).toEqual(["Pro X20"]);
    expect(parts(`<h3>Tiny USB3 Drive (ext4)</h3><p>The SSD (NVMe Gen4) ran hot.</p>`).filter((p) => p[0] === "disk")).toEqual([]);
    // a generation after the model is no name of its own
    expect(parts(`<ul><li>SSD：Intel X25-E(G1)(64GB)</li></ul>`).filter((p) => p[0] === "disk").map((p) => p[1])).not.toContain("G1");
    // memory cards are drives: the card's speed class is no memory
    expect(parts(`<p>Two microSDHC Memory Cards (Class 10) held the images.</p>`).filter((p) => p[0] === "memory")).toEqual([]);
  });

  it("reads the drive a heading names right over a disk tool's output, as a part the output was measured on", () => {
    const ex = extract(`<h2>Tested on the Pi</h2><h3>Kingston DataTraveler Exodia</h3>${dd("31.2")}<h3>Results in general</h3>${dd("40.0")}`);
    const disks = ex.components.filter((c) => c.kind === "disk");
    expect(disks.map((c) => [c.model, c.vendor, c.attrs?.measured_in])).toEqual([["Kingston DataTraveler Exodia", "Kingston", "pre[1]"]]);
  });

  it("reads a controller maker with its model number, and items under a label alone by the label's kind", () => {
    expect(parts(`<li>Both drives hang off an LSI SAS2308 (mpt3sas, FW P20).</li>`).filter((p) => p[0] === "raid_controller").map((p) => p[1])).toEqual(["LSI SAS2308"]);
    expect(parts(`<p>I promise 2 things.</p>`)).toEqual([]);
    const got = parts(`<h2>Lab</h2><ul><li>Network Switches:</li><li>Netgear GS724T</li><li>Netgear MS510TX</li><li>Power Switches: APC AP7921</li></ul>`);
    expect(got.map((p) => [p[0], p[1]])).toEqual([
      ["switch", "Netgear GS724T"],
      ["switch", "Netgear MS510TX"],
    ]);
  });

  it("reads a NIC line's model before the controller it is, and no link rate as a NIC's model", () => {
    expect(parts(`<p>I have an Intel 10Gbps card that has the 82598 10GbE Controller.</p>`).map((p) => [p[0], p[1]])).toEqual([["nic", "82598"]]);
    expect(parts(`<ul><li>NAS：Synology DS1821+ (Intel X550-T1 を増設)</li></ul>`).filter((p) => p[0] === "nic").map((p) => p[1])).toEqual(["X550-T1"]);
  });

  it("reads a processor's number with its cores and threads in brackets", () => {
    const ex = extract(`<p>ホストの node2 は7900X (12C/24T) で、割当は8vCPU。</p>`);
    expect(ex.components.filter((c) => c.kind === "cpu").map((c) => [c.model, c.attrs?.cores_per_cpu, c.attrs?.threads])).toEqual([["7900X", 12, 24]]);
  });

  it("refuses systems listed one after another in passing, and keeps one named alone or on a spec line", () => {
    const ex = extract(`<p>The pool came from an old OpenMediaVault/FreeBSD box.</p><p>主要なディストリビューション（Ubuntu,Debian）では再現した。</p>`);
    expect(ex.components.filter((c) => c.kind === "os")).toEqual([]);
    expect(ex.rejects.filter((r) => r.reason.startsWith("operating systems listed in passing")).length).toBe(4);
    expect(parts(`<p>A Samba server on FreeBSD served the images.</p>`).filter((p) => p[0] === "os").map((p) => p[1])).toEqual(["FreeBSD"]);
    expect(parts(`<ul><li>OS: Rocky Linux 9 / FreeBSD 14</li></ul>`).filter((p) => p[0] === "os").map((p) => p[1])).toEqual(["Rocky Linux 9", "FreeBSD 14"]);
  });

  it("takes no size a page sets for a part, and no address, as a part", () => {
    expect(parts(`<h3>サーバーのメモリを16GBにして帯域を見る</h3><p>メモリを64GBに変更しました。</p><p>Then RAM was set to 8 GB for the second run.</p>`)).toEqual([]);
    expect(parts(`<ul><li>Network: 10.0.0.0/16</li></ul>`)).toEqual([]);
  });

  it("reads Japanese words for cards and USB sticks as drives, and a maker added to the data", () => {
    expect(parts(`<p>余っていた32GBのmicroSDカードを使いました。</p>`).map((p) => [p[0], p[3]])).toEqual([["disk", 32e9]]);
    expect(parts(`<p>64GBのUSBメモリを買った。</p>`).map((p) => [p[0], p[3]])).toEqual([["disk", 64e9]]);
    expect(parts(`<p>使っているのは Pretec i-Disk Tiny 4GB（USB 2.0）です。</p>`).filter((p) => p[0] === "disk").map((p) => [p[1], p[3]])).toEqual([["i-Disk Tiny", 4e9]]);
  });
});
