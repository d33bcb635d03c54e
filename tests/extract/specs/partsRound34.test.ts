import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (body: string, title = "Speed test") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
const parts = (body: string, title?: string) =>
  extract(body, title).components.map((c) => ({ kind: c.kind, vendor: c.vendor ?? null, model: c.model, count: c.count ?? null, capacity: c.capacityBytes ?? null, clock: c.clockHz ?? null, attrs: c.attrs ?? {} }));
const rejects = (body: string, title?: string) => extract(body, title).rejects.map((r) => r.reason);

describe("session 34 (issue 25): NICs of several makers on one spec line", () => {
  it("a NIC value listing cards by maker and model, comma-separated, is one NIC per card", () => {
    const got = parts(`<h3>Hardware</h3><ul><li>CPU: Intel Xeon E5-2650 v2</li><li>NIC: Intel X710, Broadcom BCM57414, Solarflare SFN8522</li></ul>`).filter((p) => p.kind === "nic");
    expect(got.map((p) => [p.vendor, p.model])).toEqual([["Intel", "Intel X710"], ["Broadcom", "Broadcom BCM57414"], ["Solarflare", "Solarflare SFN8522"]]);
  });

  it("a link rate as the label of an item under a controller's label, its value NIC makers' cards", () => {
    const got = parts(`<h3>Hardware</h3><ul><li>Motherboard: Supermicro X10DRi</li><li>Network Controller:<ul><li>25G: Mellanox MCX4121A-ACAT, Chelsio T6225</li><li>100G: Mellanox MCX516A-CCAT</li></ul></li></ul>`).filter((p) => p.kind === "nic");
    expect(got.map((p) => p.model)).toEqual(["Mellanox MCX4121A-ACAT", "Chelsio T6225", "Mellanox MCX516A-CCAT"]);
  });

  it("a rate's label over a figure is no NIC", () => {
    expect(parts(`<ul><li>10G: 9.41 Gbps</li><li>40G: 37.2 Gbps</li></ul>`).filter((p) => p.kind === "nic")).toEqual([]);
  });

  it("one card with a comma in its details stays one NIC", () => {
    expect(parts(`<ul><li>CPU: Intel Xeon E5-2650 v2</li><li>NIC: Intel X540-T2, dual port</li></ul>`).filter((p) => p.kind === "nic")).toHaveLength(1);
  });
});

describe("session 34 (issue 25): operating systems in sentences", () => {
  it("a version joined to the name by a hyphen (`CentOS-7`, `slackware-9.1`)", () => {
    const got = parts(`<p>We use the most recent CentOS-7 distribution of Linux on the host.</p><p>Distribution slackware-9.1 on both computers.</p>`).filter((p) => p.kind === "os");
    expect(got.map((p) => p.model)).toEqual(["CentOS 7", "slackware 9.1"]);
  });

  it("a family alone as the object the writer uses (`CentOS を使用しています`) is the system run; named in passing it is refused", () => {
    expect(parts(`<p>今回、CentOS を使用していますが、ソフトウェア RAID は使いません。</p>`).filter((p) => p.kind === "os").map((p) => p.model)).toEqual(["CentOS"]);
    expect(rejects(`<p>CentOS のサポートが終わるそうです。</p>`).some((r) => /named in passing/.test(r))).toBe(true);
  });

  it("a system on which the same problem was seen elsewhere is no part of the machine tested", () => {
    expect(parts(`<p>The same problem was experienced on FreeBSD 5.2, but it hurts to say so.</p>`).filter((p) => p.kind === "os")).toEqual([]);
  });
});

describe("session 34 (issue 25): drives by their maker's numbering", () => {
  it("Seagate's ATA numbering in a kernel's boot log (`hda: ST320413A, ATA DISK drive`), the capacity it encodes", () => {
    const got = parts(`<pre>hda: ST340016A, ATA DISK drive
hdc: ST3120026A, ATA DISK drive
hda: 78165360 sectors (40020 MB) w/2048KiB Cache, CHS=77545/16/63, UDMA(100)</pre>`).filter((p) => p.kind === "disk");
    expect(got.map((p) => [p.vendor, p.model, p.capacity])).toEqual([["Seagate", "ST340016A", 40e9], ["Seagate", "ST3120026A", 120e9]]);
  });

  it("a maker's part number ends the drive's name in a sentence (`a Seagate ST380011A here`)", () => {
    const got = parts(`<p>I tried it with a Seagate ST380011A here and it was slow.</p>`).filter((p) => p.kind === "disk");
    expect(got.map((p) => p.model)).toEqual(["ST380011A"]);
  });
});

describe("session 34 (issue 25): processors", () => {
  it("/proc/cpuinfo of a processor named without number or clock takes `cpu MHz` as its clock", () => {
    const got = parts(`<pre>processor : 0
vendor_id : GenuineIntel
model name : Pentium II (Deschutes)
stepping : 0
cpu MHz : 350.803
cache size : 64 KB</pre>`).filter((p) => p.kind === "cpu");
    expect(got.map((p) => [p.vendor, p.model, p.attrs.as_printed])).toEqual([["Intel", "Pentium II", "Pentium II (Deschutes)"]]);
    expect(got[0]?.clock).toBeCloseTo(350.803e6, -3);
  });

  it("a modern cpuinfo keeps the clock of its name, not the current `cpu MHz`", () => {
    const got = parts(`<pre>model name : Intel(R) Xeon(R) CPU E5-2630 0 @ 2.30GHz
cpu MHz : 1200.000</pre>`).filter((p) => p.kind === "cpu");
    expect(got.map((p) => p.clock)).toEqual([2.3e9]);
  });

  it("a processor line in the plural after a count word (`both Dual Opterons`, `two Intel Xeons`)", () => {
    const got = parts(`<p>The server has two Intel Xeons and 8 GB of RAM.</p>`).filter((p) => p.kind === "cpu");
    expect(got.map((p) => [p.vendor, p.model, p.count])).toEqual([["Intel", "Xeon", 2]]);
    expect(parts(`<p>There are many Xeons in the lab.</p>`).filter((p) => p.kind === "cpu")).toEqual([]);
  });
});

describe("session 34 (issue 25): a part's term as the topic, its maker and model joined by の", () => {
  it("`マザーボードは GIGABYTE の GA-H77-DS3H`, `NIC は Intel の X540-T2`", () => {
    const got = parts(`<p>マザーボードは ASUS の P8H77-V で、NIC は Intel の X540-T2 です。</p>`);
    expect(got.filter((p) => p.kind === "motherboard").map((p) => [p.vendor, p.model])).toEqual([["ASUS", "P8H77-V"]]);
    expect(got.filter((p) => p.kind === "nic").map((p) => p.model)).toContain("X540-T2");
  });

  it("a chipset's term names no board", () => {
    expect(parts(`<p>チップセットは Intel の H77 です。</p>`).filter((p) => p.kind === "motherboard")).toEqual([]);
  });
});

describe("session 34 (issue 25): drives and cards in mails", () => {
  it("a count, a drive maker however cased and the size of each (`6*maxtor 80gb`); a lower-case word after a size is no model", () => {
    const got = parts(`<p>i'm going to build a raid5 config with 4*seagate 120gb and a new board</p>`, "Seagate 120gb slow on my old board?").filter((p) => p.kind === "disk");
    expect(got.map((p) => [p.vendor, p.model, p.count, p.capacity])).toEqual([["Seagate", null, 4, 480e9]]);
  });

  it("a drive line counted before it, in the plural, with a maker in capitals the data does not list (`two IBM DeskStars`)", () => {
    const got = parts(`<p>Besides the WD Raptors, I have two IBM DeskStars (normal PATA) and two Western Digital Raptor SATA harddrives.</p>`).filter((p) => p.kind === "disk");
    expect(got.map((p) => [p.vendor, p.model, p.count])).toEqual(expect.arrayContaining([["IBM", "DeskStar", 2], ["Western Digital", "Raptor", 2]]));
    expect(parts(`<p>Buy IronWolf now.</p>`).filter((p) => p.kind === "disk")).toEqual([]);
  });

  it("a box's cards by interface, the same chip on two interfaces two NICs", () => {
    const got = parts(`<pre>I tested with 3 cards :
- eth1 : RTL8139 - not working properly
- eth2 : RTL8139C - working.
- eth3 : RTL8139C - not working properly
</pre>`).filter((p) => p.kind === "nic");
    expect(got.map((p) => [p.model, p.attrs.interface])).toEqual([["RTL8139", "eth1"], ["RTL8139C", "eth2"], ["RTL8139C", "eth3"]]);
  });

  it("a kernel after `kernel version is`", () => {
    expect(parts(`<p>All cards used the same driver, compiled as a module (kernel version is 2.4.31).</p>`).filter((p) => p.kind === "kernel").map((p) => p.model)).toEqual(["2.4.31"]);
  });
});

describe("session 34 (issue 25): a processor by its clock and cores", () => {
  it("`2.5 GHz x 4 core の CPU`, in a sentence that says `…しかありませんでした` (only, not lacking)", () => {
    const got = parts(`<p>3.2 GHz x 8 core の CPU で、送信側、受信側ともに10%程度の占有率しかありませんでした。</p>`).filter((p) => p.kind === "cpu");
    expect(got.map((p) => [p.model, p.clock, p.attrs.cores_per_cpu])).toEqual([[null, 3.2e9, 8]]);
  });

  it("a clock alone before the noun is no processor, nor a shop's line of a product's clock and cores", () => {
    expect(parts(`<p>The 3.2 GHz CPU was fast.</p>`).filter((p) => p.kind === "cpu")).toEqual([]);
    expect(parts(`<ul><li>4 x Gigabit LAN ports, 1.8 GHz quad-core processor, 512 MB RAM</li></ul>`).filter((p) => p.kind === "cpu")).toEqual([]);
  });
});
