import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (body: string, title = "Speed test") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
const parts = (body: string, title?: string) =>
  extract(body, title).components.map((c) => ({ kind: c.kind, vendor: c.vendor ?? null, model: c.model, count: c.count ?? null, capacity: c.capacityBytes ?? null, attrs: c.attrs ?? {} }));
const rejects = (body: string, title?: string) => extract(body, title).rejects.map((r) => r.reason);

describe("session 33 (issue 25): file systems printed by tools", () => {
  const lsblk = (after: string) => `<pre>$ lsblk -f
NAME FSTYPE LABEL     UUID                                 MOUNTPOINT
sdc
├─sdc1
│    xfs    BULK      1f0e8a52-7a4b-4c1e-9a0e-2b7c2d0a9f11 /srv/bulk
└─sdc2 btrfs SCRATCH   0b4c2f9e-1d2a-4c3b-8e5f-6a7b8c9d0e1f /srv/scratch
sdd  swap             5a6b7c8d-0000-4000-8000-123456789abc [SWAP]

${after}</pre>`;

  it("lsblk -f: the file system of each partition a later command runs its test on, with its label, rows wrapped under a long tree name too", () => {
    const got = parts(lsblk("$ ./fill_test --dir /media/me/BULK/\n$ ./fill_test --dir /media/me/SCRATCH/")).filter((p) => p.kind === "filesystem");
    expect(got.map((p) => [p.model, p.attrs.label, p.attrs.device])).toEqual([["xfs", "BULK", "/dev/sdc1"], ["btrfs", "SCRATCH", "/dev/sdc2"]]);
  });

  it("lsblk -f: a file system no later command names is what the disk holds, no part of the test", () => {
    expect(parts(lsblk("$ sudo dd if=/dev/sdc of=/dev/sdd bs=4M status=progress")).some((p) => p.kind === "filesystem")).toBe(false);
  });

  it("ioping: the file system and device it names beside the path measured, once per output", () => {
    const got = parts(`<pre>$ ioping -c 3 /var
4096 bytes from /var (xfs /dev/vda2): request=1 time=0.4 ms
4096 bytes from /var (xfs /dev/vda2): request=2 time=0.5 ms
4 KiB &lt;&lt;&lt; /var (xfs /dev/vda2 40 GiB): request=3 time=0.4 ms
</pre>`).filter((p) => p.kind === "filesystem");
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ model: "xfs", attrs: { path: "/var", device: "/dev/vda2" } });
  });
});

describe("session 33: software named often in passing is a part only with its version", () => {
  it("a setup sentence's versioned product is software; the same name without a version is none", () => {
    expect(parts(`<p>I am running the tests on a cluster using Calico 3.1.2 and Docker, all hosted in one zone.</p>`).filter((p) => p.kind === "software").map((p) => p.model)).toContain("Calico 3.1.2");
    expect(parts(`<p>I am running the tests on a cluster using Calico and Docker, all hosted in one zone.</p>`).some((p) => p.model === "Calico")).toBe(false);
  });

  it("a sentence about QEMU without its version names no software", () => {
    expect(parts(`<p>I ran QEMU on the host, which is slower than the container's own network.</p>`).some((p) => p.kind === "software")).toBe(false);
  });
});

describe("session 33: refused with a reason", () => {
  it("one system's releases listed after its name are the releases compared, no machine's system", () => {
    const body = `<p>The results were the same on NetBSD 9.2, 9.3 and 10.0 with the same driver.</p>`;
    expect(parts(body).some((p) => p.kind === "os")).toBe(false);
    expect(rejects(body).some((r) => /operating systems listed in passing/.test(r))).toBe(true);
  });

  it("a file's name where a product's model would be (a firmware package) is no part", () => {
    const body = `<h3>Flash the controller</h3><ul><li>HBA_P20_FW.zip. After unzipping, you'll find fw/Signed/x64sas2.rom</li></ul>`;
    expect(parts(body).some((p) => /\.zip/.test(p.model ?? ""))).toBe(false);
  });

  it("a table whose rows all name one kind of part, under columns of needs, holds no machines", () => {
    const body = `<table><tr><th>Use</th><th>Space</th><th>Speed</th><th>Redundancy</th></tr>
<tr><td>Photos</td><td>2TB will do</td><td>slow</td><td>mirrored</td></tr>
<tr><td>system drive</td><td>250GB</td><td>fast</td><td>none</td></tr>
<tr><td>scratch drive</td><td>500GB</td><td>fast</td><td>none</td></tr></table>`;
    const ex = extract(body);
    expect(ex.systems).toHaveLength(0);
    expect(ex.components.some((c) => c.kind === "disk")).toBe(false);
  });
});

describe("session 33: drives in sentences", () => {
  it("a maker, a capacity, then the drive's size and keying before its noun", () => {
    const got = parts(`<p>Benchmark with PCIe Gen 3 on a Zentrix 256GB 2280 M-Key M.2 SSD:</p>`).filter((p) => p.kind === "disk");
    expect(got).toEqual([expect.objectContaining({ vendor: "Zentrix", model: "Zentrix", capacity: 256e9 })]);
  });

  it("the word `Model` between a product's name and its part number is neither's, and a plural drive noun ends the model", () => {
    const got = parts(`<p>Description: Samsung PM9A1 Model MZ-VL2512A on a Pi 5 using an NVMe HAT</p>`, "Samsung PM9A1 SSDs work great").filter((p) => p.kind === "disk");
    expect(got.map((p) => p.model)).toContain("PM9A1 MZ-VL2512A");
    expect(got.some((p) => /SSDs|work/.test(p.model ?? ""))).toBe(false);
  });
});

describe("session 33: a plain-text file's own sentences in a preformatted block", () => {
  const file = `<pre>Running Rocky Linux 9.3

Disk is a 4TB Toshiba MG04ACA400E

Hosts:
- alpha running Ubuntu 22.04.3 LTS with 5.15.0-91-generic x86_64 Kernel
- beta CentOS running Oracle Linux 8.9 with 5.4.17-2136.el8uek.x86_64 Kernel

me@alpha:~$ lsblk
NAME   MAJ:MIN RM  SIZE RO TYPE MOUNTPOINT
sdb      8:16   0  3.6T  0 disk

Then it ran on Debian 12 with the same disk.
</pre>`;

  it("a paragraph of one worded line, and the bulleted items under a lead, are read as sentences", () => {
    const got = parts(file);
    expect(got.find((p) => p.kind === "disk")).toMatchObject({ vendor: "Toshiba", model: "MG04ACA400E", capacity: 4e12 });
    expect(got.filter((p) => p.kind === "os").map((p) => p.model)).toEqual(expect.arrayContaining(["Rocky Linux 9.3", "Ubuntu 22.04.3 LTS"]));
    expect(got.filter((p) => p.kind === "kernel").map((p) => p.model)).toEqual(["5.15.0-91-generic", "5.4.17-2136.el8uek.x86_64"]);
  });

  it("after the file's first command or output, a line is the output's: no sentence of the notes", () => {
    expect(parts(file).some((p) => p.kind === "os" && /Debian/.test(p.model ?? ""))).toBe(false);
  });

  it("a machine named after a system, before the system it runs, is its name and no part", () => {
    const got = parts(file);
    expect(got.some((p) => p.kind === "os" && p.model === "CentOS")).toBe(false);
    expect(rejects(file).some((r) => /a machine's name is no system it runs: CentOS/.test(r))).toBe(true);
  });

  it("a tool's own lines between blank lines are no sentences", () => {
    expect(parts(`<pre>Starting 4 threads

Disk stats (read/write):
  sda: ios=12/34, merge=0/0, ticks=5/6
</pre>`)).toEqual([]);
  });
});

describe("session 33: processors by their maker's number", () => {
  it("AMD's embedded G-series after its maker, with the clock right after the number", () => {
    const got = parts(`<ul><li>Acme Router 3 (quad core AMD GX-412TC 1 GHz), DUT = r3-1</li></ul>`).filter((p) => p.kind === "cpu");
    expect(got).toEqual([expect.objectContaining({ vendor: "AMD", model: "GX-412TC" })]);
    expect(extract(`<ul><li>Acme Router 3 (quad core AMD GX-412TC 1 GHz)</li></ul>`).components.find((c) => c.kind === "cpu")?.clockHz).toBe(1e9);
  });

  it("the bare number without its maker names no processor", () => {
    expect(parts(`<p>The GX-412TC board idles at 6 W.</p>`).some((p) => p.kind === "cpu")).toBe(false);
  });
});
