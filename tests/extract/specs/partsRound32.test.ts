import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { parseSpecValue } from "../../../src/extract/specs/parseSpecValue.ts";
import { withBytes } from "../../../src/extract/specs/partList.ts";
import { partsIn } from "../../../src/extract/specs/proseSystems.ts";
import { partsMentioned } from "../../../src/extract/specs/partMentions.ts";

const extract = (body: string, title = "Speed test") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
const parts = (body: string, title?: string) =>
  extract(body, title).components.map((c) => ({ kind: c.kind, vendor: c.vendor ?? null, model: c.model, count: c.count ?? null, capacity: c.capacityBytes ?? null, clock: c.clockHz ?? null }));

describe("session 32 (issue 25): a parts list set flush under its lead-in in a plain-text file", () => {
  const file = `<pre>Load test on a dual Xeon box
============================

Machine description:

2 processors Intel Xeon (32-bits) @ 2.4 GHz and 512 KB cache
4 GB RAM
HD Maxtor 6Y120P0 120 GB ATA/133 @ 7200 rpm
Debian GNU/Linux 3.0
Linux kernel 2.4.20-8smp
XFS filesystem

To run the test:

python bench.py -n 1000
</pre>`;

  it("reads each line that names a part, by its own words, a label and a space, or a kernel or file system line", () => {
    const got = parts(file);
    expect(got).toContainEqual({ kind: "cpu", vendor: "Intel", model: "Xeon", count: 2, capacity: null, clock: 2.4e9 });
    expect(got).toContainEqual({ kind: "memory", vendor: null, model: null, count: null, capacity: 4 * 2 ** 30, clock: null });
    expect(got.find((p) => p.kind === "disk")).toMatchObject({ model: "Maxtor 6Y120P0", capacity: 120e9 });
    expect(got.find((p) => p.kind === "kernel")?.model).toBe("2.4.20-8smp");
    expect(got.find((p) => p.kind === "filesystem")?.model).toBe("XFS");
    expect(got.some((p) => p.kind === "os")).toBe(true);
  });

  it("ends the list at the blank line after it: the command below is no part", () => {
    expect(parts(file).some((p) => /bench/.test(p.model ?? ""))).toBe(false);
  });

  it("reads nothing under a lead-in that is no hardware heading", () => {
    const other = `<pre>Results:

4 GB RAM
Linux kernel 2.4.20-8smp
</pre>`;
    expect(parts(other)).toEqual([]);
  });
});

describe("session 32 (issue 25): processor lines and drives on spec lines", () => {
  it("knows AWS's Graviton by its generation under a processor's label", () => {
    expect(parseSpecValue("cpu", "AWS Graviton3", "Processor")[0]).toMatchObject({ kind: "cpu", vendor: "AWS", model: "Graviton3" });
  });

  it("reads a count word before a drive's size, the link rate beside SATA or SAS, and the drive's maker and model in brackets", () => {
    expect(parseSpecValue("disk", withBytes("disk", "Three 960 GB 12G SAS SSD (Samsung PM1643)"), "Disk")).toEqual([
      { kind: "disk", vendor: "Samsung", model: "Samsung PM1643", count: 3, capacityBytes: 3 * 960e9, attrs: { capacity_bytes_each: 960e9, interface: "SAS" } },
    ]);
  });

  it("keeps a size before other words: an `8G USB` stick is 8 GB", () => {
    expect(withBytes("disk", "8G USB stick")).toBe("8GB USB stick");
    expect(withBytes("disk", "6G SATA SSD")).toBe("6G SATA SSD");
  });
});

describe("session 32 (issue 25): a line that counts machines and sums each up in brackets", () => {
  const list = `<h2>Hardware</h2><ul>
<li>64 nodes (Intel Xeon Ice Lake, 32 core, 4 disk, 100Gb Ethernet)</li>
<li>CPU 32-core Intel Xeon Gold 6338 at 2.00GHz</li>
<li>NIC Mellanox ConnectX-6 100Gb NIC</li>
</ul>`;

  it("gives no part whose model is the count of machines, nor a part the full lines name again", () => {
    const got = parts(list);
    expect(got.some((p) => p.model === "64 nodes")).toBe(false);
    expect(got.filter((p) => p.kind === "cpu").map((p) => p.model)).toEqual(["Xeon Gold 6338"]);
    const rejects = extract(list).rejects.map((r) => r.reason);
    expect(rejects.some((r) => r.startsWith("a count of machines is no part's model"))).toBe(true);
  });

  it("counts the machine the list describes by that line", () => {
    expect(extract(list).systems.map((s) => s.count)).toEqual([64]);
  });
});

describe("session 32 (issue 25): sentences", () => {
  it("refuses an OS a sentence only repeats what was heard of", () => {
    const got = parts("<p>NetBSD 9系ではチューニングしないと速度が出ないという話を聞いたので試してみた。</p>");
    expect(got.some((p) => p.kind === "os")).toBe(false);
  });

  it("reads a BSD release with its branch and number (`8.0-BETA1`, `9.1-RELEASE-p3`)", () => {
    expect(partsIn("USB modem on FreeBSD 8.0-BETA1 speed").find((p) => p.kind === "os")?.model).toBe("FreeBSD 8.0-BETA1");
    expect(partsIn("a FreeBSD 9.1-RC2 box").find((p) => p.kind === "os")?.model).toBe("FreeBSD 9.1-RC2");
  });

  it("reads the kernel's release after `カーネルは` when its name stands before the word", () => {
    expect(partsIn("テストに使った Linux カーネルは 5.10 です。").filter((p) => p.kind === "kernel").map((p) => p.model)).toEqual(["5.10"]);
  });

  it("gives a drive the size joined to its maker by the Japanese possessive", () => {
    const d = partsMentioned("内蔵HDD(320GB)を、2TBのCrucial MX500に交換した。").find((p) => p.kind === "disk");
    expect(d).toMatchObject({ vendor: "Crucial", capacityBytes: 2e12 });
  });
});

describe("session 32 (issue 25): machines named by the head of their spec table", () => {
  it("names each machine by a header cell with nothing beside it (`Server`, `Client`), its role from the word", () => {
    const tables = `<h3>Hardware</h3>
<table><thead><tr><th>Server</th><th></th></tr></thead><tbody><tr><td>CPU</td><td>Xeon E-2388G</td></tr><tr><td>RAM</td><td>32GB DDR4</td></tr></tbody></table>
<table><thead><tr><th>Client</th><th></th></tr></thead><tbody><tr><td>CPU</td><td>Core i5-12400</td></tr><tr><td>RAM</td><td>16GB DDR4</td></tr></tbody></table>`;
    const r = extract(tables);
    expect(r.systems.map((s) => ({ name: s.name, role: s.role }))).toEqual([
      { name: "Server", role: "server" },
      { name: "Client", role: "client" },
    ]);
    const server = r.systems[0]?.key;
    expect(r.components.filter((c) => c.system === server).map((c) => c.kind).sort()).toEqual(["cpu", "memory"]);
  });
});

describe("session 32 (issue 25): what sentences name in passing", () => {
  const oses = (html: string) => parts(html).filter((p) => p.kind === "os").map((p) => p.model);

  it("refuses systems a sentence lists joined by `and` / `or`, as by commas and slashes", () => {
    expect(oses("<p>Both CentOS 7 and Debian 10 ship an older driver than upstream.</p>")).toEqual([]);
    const rejects = extract("<p>Both CentOS 7 and Debian 10 ship an older driver than upstream.</p>").rejects.map((r) => r.reason);
    expect(rejects.some((r) => r.startsWith("operating systems listed in passing"))).toBe(true);
  });

  it("refuses a system that dates an era (`PC133はWindows 2000の時代`)", () => {
    expect(oses("<p>ざっくり言うと、PC133はWindows 2000の時代です。</p>")).toEqual([]);
  });

  it("refuses a system's name before a site's word (`the Armbian forum`)", () => {
    const html = "<p>For more numbers on this board see the thread in the Armbian forum.</p>";
    expect(oses(html)).toEqual([]);
    expect(extract(html).rejects.map((r) => r.reason)).toContain("a site named after a system is no part: Armbian");
  });

  it("refuses a system's image given with its size (data copied), and keeps an image a machine boots", () => {
    expect(oses("<p>Test data: Fedora 38 Workstation images, 12GB in all.</p>")).toEqual([]);
    expect(oses("<p>コピー元として Ubuntu のイメージ (2.1GB, ファイル数 80000) を用意した。</p>")).toEqual([]);
    expect(oses("<p>We booted the Ubuntu 22.04 image on a t3.large instance.</p>")).toEqual(["Ubuntu 22.04"]);
  });

  it("refuses a drive whose would-be model ends in a phrase (`eMMC 5.1 numbers`, `module made`)", () => {
    const got = parts("<p>See also Foresee's Samsung eMMC 5.1 numbers on the other board.</p>");
    expect(got.some((p) => p.kind === "disk" && /numbers/.test(p.model ?? ""))).toBe(false);
  });
});
