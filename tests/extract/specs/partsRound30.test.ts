import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { cpu } from "../../../src/extract/specs/parseSpecValue.ts";

const extract = (body: string, title = "Speed test") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
const parts = (body: string, title?: string) =>
  extract(body, title).components.map((c) => ({ kind: c.kind, model: c.model, count: c.count ?? null, capacity: c.capacityBytes ?? null, clock: c.clockHz ?? null }));

describe("session 30 (issue 25): machine summaries in a `<pre>` read by the grammar's labels", () => {
  it("reads a summary whose labels are set flush right, with its counts, drives and kernel", () => {
    const got = parts(`<h2>Machine</h2><pre><code>   CPU: 2X Intel Xeon E5-2440 v2 1.90GHz
   RAM: 4X 8GB 1600 MHz DDR3
  DISK: 6X 2TB SATA
</code></pre><h2>Software</h2><pre><code>    OS: CentOS 6.5
KERNEL: 2.6.32
</code></pre>`);
    expect(got).toContainEqual({ kind: "cpu", model: "Xeon E5-2440 v2", count: 2, capacity: null, clock: 1.9e9 });
    expect(got).toContainEqual({ kind: "memory", model: "DDR3", count: 4, capacity: 32 * 2 ** 30, clock: null });
    expect(got.find((p) => p.kind === "disk")?.count).toBe(6);
    expect(got).toContainEqual(expect.objectContaining({ kind: "kernel", model: "2.6.32" }));
    expect(got).toContainEqual(expect.objectContaining({ kind: "os", model: "CentOS 6.5" }));
  });

  it("keeps a line indented further than the summary's labels out when the colons are not in one column", () => {
    const got = parts(`<pre>CPU: Intel Xeon E5-2440 v2
RAM: 16GB
    Kernel: 2.6.32 (of the guest)</pre>`);
    expect(got.some((p) => p.kind === "kernel")).toBe(false);
  });

  it("takes a processor's clock from a `CPU Speed` line of the summary, and refuses a drive line that gives a size alone", () => {
    const r = extract(`<h3>Specs</h3><pre>RAM: 2 GB
HDD: 40 GB
CPU Model: Intel Xeon E5-2680 v4
CPU Cores: 2
CPU Speed: 2399 MHz</pre>`);
    expect(r.components.find((c) => c.kind === "cpu")?.clockHz).toBe(2.399e9);
    expect(r.components.some((c) => c.kind === "disk")).toBe(false);
    expect(r.rejects.some((x) => /size alone/.test(x.reason ?? "") && /40 GB/.test(x.raw ?? ""))).toBe(true);
    // a bare `Speed:` is a memory's or a link's, no processor's clock
    expect(parts(`<pre>CPU: Intel Xeon E5-2680 v4
RAM: 16GB
Speed: 2400 MHz</pre>`).find((p) => p.kind === "cpu")?.clock).toBeNull();
  });

  it("leaves a tool's own report to its reader (bench.sh's clock stays)", () => {
    const got = parts(`<pre>----------------------------------------------------------------------
 CPU Model          : AMD EPYC 7551 32-Core Processor
 CPU Cores          : 2 @ 1996.249 MHz
 CPU Cache          : 512 KB
 Total Disk         : 40.0 GB (2.1 GB Used)
 Total Mem          : 1.9 GB (150.2 MB Used)
 OS                 : Debian GNU/Linux 11
 Kernel             : 5.10.0-20-amd64
----------------------------------------------------------------------</pre>`);
    expect(got.find((p) => p.kind === "cpu")?.clock).toBeCloseTo(1.996249e9, -3);
  });

  it("reads a count before the processor's name, and no count from the architecture `x86_64`", () => {
    expect(cpu("2X Intel Xeon 16 Core E5-2450 v2 2.50GHz").count).toBe(2);
    expect(cpu("2 x AMD EPYC 7302").count).toBe(2);
    expect(cpu("x86_64; 2 core; AMD EPYC 7551 32-Core Processor").count).toBeNull();
    expect(cpu("x86-64 Intel Core i7-8700").count).toBeNull();
    // a count after the name stays read
    expect(cpu("Xeon E5-2670 x2").count).toBe(2);
  });
});

describe("session 30 (issue 25): values that name no part, refused with their reason", () => {
  it("refuses a placeholder where a sheet has no value yet (`TBD`, `N/A`, `未定`)", () => {
    const r = extract(`<table><tr><td>Model</td><td>Samsung PM9A1</td></tr><tr><td>Controller</td><td>TBD</td></tr><tr><td>NIC</td><td>N/A</td></tr><tr><td>HDD</td><td>未定</td></tr></table>`);
    expect(r.components.map((c) => c.model)).toEqual(["PM9A1"]);
    expect(r.rejects.filter((x) => /placeholder/.test(x.reason ?? "")).map((x) => x.raw)).toEqual(expect.arrayContaining([expect.stringContaining("TBD"), expect.stringContaining("N/A")]));
  });

  it("refuses a device lspci knows only by its id, and keeps one it names", () => {
    const r = extract(`<pre>$ lspci
01:00.0 Non-Volatile memory controller: Phison Electronics Corporation Device 5021 (rev 01)
02:00.0 Ethernet controller: Intel Corporation Ethernet Controller X710 for 10GbE SFP+ (rev 02)</pre>`);
    expect(r.components.map((c) => [c.kind, c.model])).toEqual([["nic", "Ethernet Controller X710 for 10GbE SFP+"]]);
    expect(r.rejects.some((x) => /PCI id alone/.test(x.reason ?? ""))).toBe(true);
  });
});

describe("session 30 (issue 25): drives named by their own words under a label the grammar does not know", () => {
  it("reads a count of drives by maker, noun and size under a role's label (`OSDs`)", () => {
    const got = parts(`<table><tr><td>Nodes</td><td>3x Intel NUC 12</td></tr><tr><td>OSDs</td><td>3x Samsung NVMe 512GB (970 PRO)</td></tr></table>`);
    expect(got).toEqual([expect.objectContaining({ kind: "disk", count: 3 })]);
    // no count, no maker of drives, or no size: the label's own matter (a test file's size, a share's name)
    expect(parts(`<table><tr><td>Test file</td><td>2x 4GB</td></tr><tr><td>Share</td><td>Samsung NVMe 512GB</td></tr><tr><td>Targets</td><td>2x Acme SSD</td></tr></table>`)).toEqual([]);
  });
});

describe("session 30 (issue 25): systems on a chip by their number (`cpu_numbers` of the grammar)", () => {
  it("reads a chip's number as the processor, with its maker and a clock beside it", () => {
    expect([cpu("RK3588").model, cpu("RK3588").vendor]).toEqual(["RK3588", "Rockchip"]);
    expect([cpu("BCM2712 @ 2.4GHz").model, cpu("BCM2712 @ 2.4GHz").clockHz]).toEqual(["BCM2712", 2.4e9]);
    const got = parts(`<p>The logger runs on a small board (an STM32F407@168MHz) and writes to the card.</p>`);
    expect(got).toContainEqual({ kind: "cpu", model: "STM32F407", count: null, capacity: null, clock: 1.68e8 });
    // Broadcom's Wi-Fi chips are no processor
    expect(parts(`<p>The adapter uses a BCM4360 chip.</p>`).some((p) => p.kind === "cpu")).toBe(false);
  });

  it("refuses a board named by its chip's number (`the smallest RK3588 board`)", () => {
    const r = extract(`<p>This is the smallest RK3588 board around.</p>`);
    expect(r.components.some((c) => c.kind === "motherboard")).toBe(false);
    expect(r.rejects.some((x) => /system on a chip/.test(x.reason ?? ""))).toBe(true);
  });
});

describe("session 30 (issue 25): a NAS by its maker as the maker writes it", () => {
  it("reads Asustor's boxes with the maker in title case as in capitals", () => {
    expect(parts(`<p>The NAS is an Asustor AS5304T with four drives.</p>`)).toContainEqual(expect.objectContaining({ kind: "nas", model: "AS5304T" }));
    expect(parts(`<p>The NAS is an ASUSTOR AS5304T with four drives.</p>`)).toContainEqual(expect.objectContaining({ kind: "nas", model: "AS5304T" }));
  });
});

