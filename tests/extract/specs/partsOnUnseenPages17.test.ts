import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { partsPrinted } from "../../../src/extract/specs/machineStrings.ts";

const extract = (html: string, title = "Notes") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${html}</body></html>`));
const parts = (html: string, title?: string) => extract(html, title).components.map((c) => [c.kind, c.model, c.capacityBytes ?? c.clockHz ?? null]);
const printed = (text: string) => partsPrinted(text).map(({ part: p }) => [p.kind, p.vendor ?? null, p.model, p.capacityBytes ?? null]);

describe("parts on unseen pages: constructions of round 17", () => {
  it("reads a drive from FreeBSD's boot messages with the size its sector count gives, the firmware word dropped", () => {
    const boot = [
      "ada1 at ahcich1 bus 0 scbus1 target 0 lun 0",
      "ada1: <WDC WD40EFRX-68N32N0 82.00A82> ACS-3 ATA SATA 3.x device",
      "ada1: Serial Number WD-WCC7K0000000",
      "ada1: 600.000MB/s transfers (SATA 3.x, UDMA6, PIO 8192bytes)",
      "ada1: 3815447MB (7814037168 512 byte sectors)",
      "nvd0: <Samsung SSD 980 PRO 1TB> NVMe namespace",
      "nvd0: 953869MB (1953525168 512 byte sectors)",
    ].join("\n");
    expect(printed(boot)).toEqual([
      ["disk", "WDC", "WDC WD40EFRX-68N32N0", 7814037168 * 512],
      ["disk", "Samsung", "Samsung SSD 980 PRO 1TB", 1953525168 * 512],
    ]);
  });

  it("reads a drive from Linux's SCSI inquiry line and the sd line of the same address, not from the kernel's rounded figure", () => {
    const dmesg = [
      "[  912.100210] usb 2-3: Product: Flash Drive",
      "[  912.900120] scsi 5:0:0:0: Direct-Access     Kingston DataTraveler 3.0 PMAP PQ: 0 ANSI: 6",
      "[  950.100100] scsi 7:0:0:0: Direct-Access      USB      SanDisk 3.2Gen1 1.00 PQ: 0 ANSI: 6",
      "[  912.900833] sd 5:0:0:0: Attached scsi generic sg2 type 0",
      "[  912.901400] sd 5:0:0:0: [sdc] 60437492 512-byte logical blocks: (30.9 GB/28.8 GiB)",
      "[ 1020.400100] scsi 6:0:0:0: Direct-Access     ATA      Samsung SSD 870  1B6Q PQ: 0 ANSI: 5",
      "[ 1020.401100] sd 6:0:0:0: [sdd] 976773168 512-byte logical blocks: (500 GB/466 GiB)",
    ].join("\n");
    // libata's `ATA` and a bridge's `USB` name no maker; a product string padded with NULs prints short, the revision still last
    expect(printed(dmesg)).toEqual([
      ["disk", "Kingston", "Kingston DataTraveler 3.0", 60437492 * 512],
      ["disk", "SanDisk", "SanDisk 3.2Gen1", null],
      ["disk", "Samsung", "Samsung SSD 870", 976773168 * 512],
    ]);
  });

  it("keeps one drive when a heading names it with its nominal size and the kernel log under it prints its exact size", () => {
    const html = `<h3>Patriot Rage 2 64GB</h3><pre>[ 10.1] scsi 2:0:0:0: Direct-Access     Patriot  Rage 2           PMAP PQ: 0 ANSI: 6
[ 10.2] sd 2:0:0:0: [sda] 125042688 512-byte logical blocks: (64.0 GB/59.6 GiB)</pre>
<pre>$ dd if=/dev/zero of=/mnt/t bs=1M count=1000
1048576000 bytes (1.0 GB, 1000 MiB) copied, 20.1 s, 52.2 MB/s</pre>`;
    const disks = parts(html, "USB sticks compared").filter((p) => p[0] === "disk");
    expect(disks).toHaveLength(1);
    expect(disks[0]?.[2]).toBeCloseTo(64e9, -8);
  });

  it("takes a platform a title names without its version for the page's topic, not a machine's software", () => {
    expect(parts("<p>Results below.</p>", "Podman Networking Tests under Docker Compose").filter((p) => p[0] === "software")).toEqual([]);
    expect(parts("<p>Results below.</p>", "KVM でのディスク I/O の測り方").filter((p) => p[0] === "software")).toEqual([]);
    // a platform with its version stays what the report tests
    expect(parts("<p>Results below.</p>", "Proxmox VE 8.2 storage benchmarks").filter((p) => p[0] === "software").map((p) => p[1])).toEqual(["Proxmox VE 8.2"]);
  });

  it("takes tools a title compares for the figures' tools, not software parts", () => {
    expect(parts("<p>Copy times below.</p>", "wget vs curl vs rsync on a slow link").filter((p) => p[0] === "software")).toEqual([]);
  });

  it("reads no software or system from a repository's title", () => {
    const html = "<p>Copy times below.</p>";
    expect(parts(html, "alice/rsync-helpers: Wrapper scripts for using rsync").filter((p) => p[0] === "software")).toEqual([]);
    expect(parts(html, "bench/README.md at main · alice/rsync-bench").filter((p) => p[0] === "software")).toEqual([]);
    expect(parts(html, "bob/disktest: Disk speed tool for Windows, Linux and Mac OSX").filter((p) => p[0] === "os")).toEqual([]);
  });

  it("refuses a name joined into another name by a hyphen, and keeps it named on its own", () => {
    const ex = extract("<p>Numbers follow.</p>", "Re: [Xfs-devel] write barriers on my array");
    expect(ex.components.filter((c) => c.kind === "filesystem")).toEqual([]);
    expect(ex.rejects.some((r) => /a name inside another name/.test(r.reason))).toBe(true);
    expect(parts("<p>The array was formatted as XFS (4 KiB blocks) before the run.</p>").filter((p) => p[0] === "filesystem").map((p) => p[1])).toEqual(["xfs"]);
  });

  it("records no part from a list of tools under a heading naming a kind: nothing named, or a description for a model", () => {
    const html = `<h2>CPU</h2><ul><li>y-cruncher<br>円周率の計算で負荷をかける</li></ul>
<h2>Memory</h2><ul><li>memtester<br>簡易確認向け.<br>メモリ容量を指定してテストする.</li><li>MemTest86<br>起動ディスクから使う. メモリ全体を調べる.</li></ul>
<h2>Disk</h2><ul><li>Samsung 870 EVO 1TB</li></ul>`;
    const ex = extract(html, "性能テストのツール");
    expect(ex.components.filter((c) => c.kind === "cpu" || c.kind === "memory")).toEqual([]);
    expect(ex.rejects.filter((r) => /nothing named|a sentence is no part's model/.test(r.reason)).length).toBeGreaterThanOrEqual(1);
  });

  it("reads a dongle as a network adapter by a chip or model token or a NIC maker before it, not one for something else", () => {
    const nics = (html: string) => extract(html).components.filter((c) => c.kind === "nic").map((c) => [c.vendor ?? null, c.model]);
    expect(nics("<p>Does your RTL8153 dongle work on a Linux PC?</p>")).toEqual([[null, "RTL8153"]]);
    expect(nics("<p>Test #2: using TP-LINK USB 3.0 dongle between the router and the switch.</p>")).toEqual([["TP-Link", null]]);
    expect(nics("<p>MT7601U 系 USB ドングルは外した。</p>")).toEqual([[null, "MT7601U"]]);
    expect(nics("<p>The BT500 dongle pairs the Bluetooth keyboard.</p>")).toEqual([]);
    // the bus is no model
    expect(nics("<p>The bottleneck is in the usb3-ethernet dongle.</p>")).toEqual([]);
  });

  it("takes no reference to a figure in brackets for a part's model", () => {
    expect(parts("<h3>2. メモリ階層ごとの配置 (Figure 6)</h3><p>Numbers follow.</p>").filter((p) => p[0] === "memory")).toEqual([]);
  });

  it("reads a heading that is a maker and a model alone as a part of the kind a page about such products names", () => {
    const html = `<h1>USB WiFi adapters tested on Linux</h1><h2>chipset - Realtek rtl8811au</h2><h3>Edimax EW-7811UTC</h3><pre>Bitrate\n  310 Mbits/sec  receiver</pre>
<h3>TP-Link T2U Plus</h3><p>Works with the in-kernel driver.</p><h3>Netgear A7000</h3><p>Fast.</p><h3>Results so far</h3><p>Done.</p>`;
    const nics = extract(html, "USB WiFi adapters").components.filter((c) => c.kind === "nic").map((c) => c.model);
    // a maker the grammar knows for switches and NAS makes the adapter of such a page too
    expect(nics).toEqual(["EW-7811UTC", "A7000"]);
    // the same heading on a page about something else names no adapter
    expect(extract("<h1>Benchmarks</h1><h3>Edimax EW-7811UTC</h3><p>Done.</p>", "My notes").components.filter((c) => c.kind === "nic")).toEqual([]);
  });

  it("reads a Wi-Fi card whose wireless words carry the standard's generation", () => {
    const nics = extract("<p>I'm on a laptop running windows 11 pro. I have a killer ax1690 wifi 6e wireless card in it.</p><p>It has an intel be200 wifi 7 wireless card.</p>").components.filter((c) => c.kind === "nic").map((c) => c.model);
    // a class of adapters (`AX1690`, like `AC1200`) is no model
    expect(nics).toEqual(["be200"]);
    expect(extract("<p>I added an EDUP EP-AX1696 wifi 6e wireless adapter.</p>").components.filter((c) => c.kind === "nic").map((c) => c.model)).toEqual(["EP-AX1696"]);
  });
});
