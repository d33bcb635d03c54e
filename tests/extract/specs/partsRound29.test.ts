import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { cpu } from "../../../src/extract/specs/parseSpecValue.ts";
import { osName } from "../../../src/extract/specs/osName.ts";
import { partsIn } from "../../../src/extract/specs/proseSystems.ts";

const extract = (body: string, title = "Speed test") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
const parts = (body: string, title?: string) => extract(body, title).components.map((c) => ({ kind: c.kind, model: c.model, count: c.count ?? null }));

describe("session 29 (issue 25): forms the part grammar did not read", () => {
  it("reads a drive table whose device column names partitions, and models without a number there", () => {
    const got = extract(`<h2>Drives</h2><table><tr><th>Device</th><th>Model</th><th>Capacity</th><th>Interface</th></tr>
<tr><td>nvme0n1p2</td><td>Samsung 980 PRO</td><td>1.8 TB</td><td>NVMe</td></tr>
<tr><td>sdb1</td><td>Toshiba MG08ACA16TE</td><td>16 TB</td><td>SATA</td></tr>
<tr><td>sdc</td><td>Intel SSD DC</td><td>480 GB</td><td>SATA</td></tr>
<tr><td>sdd</td><td>Intel SSD DC</td><td>480 GB</td><td>SATA</td></tr></table>`).components.filter((c) => c.kind === "disk");
    expect(got.map((c) => [c.model, c.count])).toEqual([["Samsung 980 PRO", 1], ["Toshiba MG08ACA16TE", 1], ["Intel SSD DC", 2]]);
    // a model cell of one word, or `unknown`, names no drive
    expect(parts(`<table><tr><th>Device</th><th>Model</th><th>Size</th></tr><tr><td>sda1</td><td>unknown</td><td>1 TB</td></tr><tr><td>sdb1</td><td>-</td><td>1 TB</td></tr></table>`)).toEqual([]);
  });

  it("reads drives pooled by their number under a storage label as one array", () => {
    const got = parts(`<table><tr><th>Component</th><th>Details</th></tr><tr><td>CPU</td><td>Intel Core i5-13400</td></tr><tr><td>Storage</td><td>4-disk RAID-Z2 pool (~14 TiB)</td></tr></table>`);
    expect(got).toContainEqual({ kind: "raid_array", model: "4-disk RAID-Z2 pool", count: 4 });
    expect(got.some((c) => c.kind === "disk")).toBe(false);
    // a count of drives with their size stays drives
    expect(parts(`<ul><li>CPU: Intel Core i5-13400</li><li>Storage: 4x 8TB Seagate IronWolf</li></ul>`).some((c) => c.kind === "raid_array")).toBe(false);
  });

  it("reads Xeon E's number without the line, in a sentence and on its own", () => {
    expect(partsIn("The tests ran on two servers (each with one 12-core E5-2690 v3) with HT disabled.").map((p) => [p.kind, p.vendor, p.model])).toEqual([["cpu", "Intel", "E5-2690 v3"]]);
    expect([cpu("E3-1230 v5 @ 3.40GHz").model, cpu("E3-1230 v5 @ 3.40GHz").vendor]).toEqual(["E3-1230 v5", "Intel"]);
    // a number of another shape is no Xeon
    expect(partsIn("Error E5-23 appeared twice.")).toEqual([]);
  });

  it("keeps a BSD's branch with its release (`9.0-RELEASE-p3`, `12.1-STABLE`)", () => {
    expect(osName("FreeBSD 9.0-RELEASE-p3 amd64")).toBe("FreeBSD 9.0-RELEASE-p3 amd64");
    expect(osName("CentOS release 4.4 (Final)")).toBe("CentOS 4.4");
    expect(partsIn("FreeBSD 9.0-RELEASE-p3 amd64").map((p) => p.model)).toEqual(["FreeBSD 9.0-RELEASE-p3"]);
    // uname -a in a paragraph: the release after the host name is the system's, not a name inside another
    expect(parts(`<p>The tests were run on a server.</p><p>$ uname -a
FreeBSD fs1.example.org 13.2-STABLE FreeBSD 13.2-STABLE r371234 GENERIC amd64</p>`).filter((c) => c.kind === "os").map((c) => c.model)).toEqual(["FreeBSD 13.2-STABLE"]);
  });

  it("reads a paragraph hard-wrapped with a break every line (a mail archive) a sentence at a time, its cut sentences joined", () => {
    const got = parts(`<p>The details are two file servers that we built last spring, one with an Areca PCIe
<br>
1680 and the other with an older card, and both with Seagate SATA II 750 GB
<br>
drives in a single array. The first of the two storage servers has 1 GB
<br>
of PC2700 RAM and the second one of them has 2GB of PC3200 RAM that we
<br>
bought second hand from a local shop, which is fine for now.</p>`);
    expect(got).toContainEqual({ kind: "raid_controller", model: "Areca PCIe 1680", count: null });
    expect(got).toContainEqual({ kind: "memory", model: "PC3200", count: null });
    expect(got.filter((c) => c.kind === "memory").map((c) => c.model)).toEqual(["PC2700", "PC3200"]);
    // a parts list written a line an item is not wrapped text: its lines stay apart
    const list = extract(`<p><b>Test Setup</b></p><p>Albatron KX400-Pro (KT333) Motherboard<br>2x256MB Corsair (TWINX3200LL) Memory (Kindly Supplied By Corsair)<br>1GB Kingston KVR400X64C3A Memory<br>AMD AthlonXP 2200+ CPU</p>`).components;
    expect(list.filter((c) => c.kind === "disk")).toEqual([]);
  });

  it("reads a memory module's speed grade as its type (`PC3200`), not a computer's number (`PC-9821`)", () => {
    expect(partsIn("The box has 1 GB of PC2700 RAM.").map((p) => [p.kind, p.model, p.capacityBytes])).toEqual([["memory", "PC2700", 1073741824]]);
    expect(partsIn("8GB PC4-21300 memory").map((p) => p.model)).toEqual(["PC4-21300"]);
    expect(partsIn("NEC PC-9821 with 64MB memory").map((p) => p.model)).toEqual([null]);
  });

  it("reads a network adapter by a maker of nothing else and its catalogue number, without the noun", () => {
    const got = parts(`<h3>Chelsio T62100-SO-CR with TOE enabled</h3><p>Results below.</p>`);
    expect(got).toEqual([{ kind: "nic", model: "T62100-SO-CR", count: null }]);
    // a maker of machines is no maker of adapters alone (`HPE DL380-G10`)
    expect(parts(`<h3>HPE DL380-G10 with the defaults</h3><p>Results below.</p>`).some((c) => c.kind === "nic")).toBe(false);
  });

  it("reads a distribution's name before a kernel's release as the OS and its kernel; `redhat` alone in a sentence is the company's", () => {
    expect(partsIn("RedHat 2.4.5-10smp on dual-Athlon 1.2GHz, 1GB RAM").map((p) => [p.kind, p.model])).toEqual([
      ["os", "Red Hat Linux"],
      ["kernel", "2.4.5-10smp"],
      ["cpu", "Athlon"],
      ["memory", null],
    ]);
    expect(partsIn("Fedora 2.6.27.12-170.2.5.fc10.i686").map((p) => [p.kind, p.model])).toEqual([["os", "Fedora"], ["kernel", "2.6.27.12-170.2.5.fc10.i686"]]);
    // a distribution's own release stays its version
    expect(partsIn("CentOS 7.9.2009").map((p) => p.model)).toEqual(["CentOS 7.9.2009"]);
    const aside = extract(`<pre>I would tell everyone to stay away from redhat for file servers since they have some bursty I/O behaviour that we
never managed to tune away. We moved every one of them to another system last year after many long nights of work.</pre>`);
    expect(aside.components.filter((c) => c.kind === "os")).toEqual([]);
    expect(aside.rejects.some((r) => /named in passing/.test(r.reason))).toBe(true);
  });

  it("reads a field whose value is the kernel and the distribution in brackets, whatever its label", () => {
    const got = parts(`<h2>Test Environment</h2><pre>Platform: Linux 6.8.0-90-generic (Ubuntu 22.04)
perftest version: 39.0-1
Date: 2026-01-22</pre>`);
    expect(got).toEqual([
      { kind: "kernel", model: "6.8.0-90-generic", count: null },
      { kind: "os", model: "Ubuntu 22.04", count: null },
    ]);
  });

  it("refuses what only sits where a part would: a table's next head, a controller's system name, a rate between two ends, a setting's key", () => {
    const refused = (body: string) => extract(body).rejects.map((r) => r.reason);
    // (`ファイルシステム` heads the first column, `総合タイム(秒)` the next)
    expect(refused(`<table><tr><th>ファイルシステム</th><th>総合タイム(秒)</th></tr><tr><td>ext2</td><td>30</td></tr><tr><td>xfs</td><td>28</td></tr></table>`).some((r) => /a word is no part's model \(filesystem\)/.test(r))).toBe(true);
    expect(refused(`<ul><li>controller: c0 (root)</li></ul>`).some((r) => /a controller's name is no model: c0/.test(r))).toBe(true);
    expect(refused(`<ul><li>Host Network: A &lt;--&gt; B // 9.19 Gbits/sec</li></ul>`).some((r) => /a measured figure is no part \(nic\)/.test(r))).toBe(true);
    expect(refused(`<p>Container:</p><p><br>  limits.cpu: "4"<br>  limits.memory: 16GB</p>`).some((r) => /a setting's key is no part's label/.test(r))).toBe(true);
    // a controller's model and an adapter with its rate stay
    expect(parts(`<ul><li>Controller: LSI 9211-8i</li><li>NIC: Intel X540-T2 10Gbps</li></ul>`).map((c) => c.kind)).toEqual(["raid_controller", "nic"]);
  });

  it("reads CompactFlash cards as drives, with the size in brackets after the card's noun; a maker whose name holds `Disk` is no noun", () => {
    expect(parts(`<p>SanDiskの『SanDisk ExtremeIII コンパクトフラッシュ(1GB)』を購入。</p>`)).toEqual([{ kind: "disk", model: "ExtremeIII", count: 1 }]);
    expect(extract(`<p>The camera takes a SanDisk UltraII CompactFlash 1GB card.</p>`).components.map((c) => [c.kind, c.capacityBytes])).toEqual([["disk", 1e9]]);
  });

  it("refuses a system a document's scope line names (`Applies to:`, `適用対象:`): no machine's", () => {
    const got = extract(`<p>適用対象:Azure Stack HCI バージョン 20H2、Windows Server 2019</p><p>Applies to: Windows Server 2022, Windows 11</p>`);
    expect(got.components).toEqual([]);
    expect(got.rejects.length).toBe(3);
    expect(parts(`<ul><li>OS: Windows Server 2019</li></ul>`)).toEqual([{ kind: "os", model: "Windows 2019", count: null }]);
  });

  it("knows Amazon Linux, glued to its release or not", () => {
    expect(partsIn("An EC2 m5.large instance running Amazon Linux 2 was the host.").map((p) => p.model)).toEqual(["Amazon Linux 2"]);
    expect(partsIn("サーバ: Amazon Linux2 (t3.micro)").map((p) => p.model)).toEqual(["Amazon Linux 2"]);
  });

  it("reads no drive from a size glued after a letter (a page's address, `intel-x25-e32gb-ssd`); counted sizes stay", () => {
    expect(partsIn("intel-x25-e32gb-ssd")).toEqual([]);
    expect(partsIn("2x500GB SSD").map((p) => [p.kind, p.count, p.capacityBytes])).toEqual([["disk", 2, 500e9]]);
    expect(partsIn("容量500GBのHDD").map((p) => p.capacityBytes)).toEqual([500e9]);
  });

  it("refuses a size beside a storage service named with a drive's word (`Google Drive が 11.2GB`): data kept there", () => {
    const got = extract(`<p>Chrome の Bytes Written は 504.7MB なのに対し、Google Drive が 11.2GB でした。</p>`);
    expect(got.components).toEqual([]);
    expect(got.rejects.some((r) => /a storage service is no drive/.test(r.reason))).toBe(true);
    // a drive named beside the service stays
    expect(parts(`<p>The NAS has a 4TB drive, synced to Google Drive nightly.</p>`).map((c) => c.kind)).toEqual(["disk"]);
  });
});
