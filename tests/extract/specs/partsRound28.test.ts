import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { partsMentioned } from "../../../src/extract/specs/partMentions.ts";
import { cpu, parseSpecValue } from "../../../src/extract/specs/parseSpecValue.ts";
import { partsIn } from "../../../src/extract/specs/proseSystems.ts";

const extract = (body: string, title = "Speed test") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
const parts = (body: string, title?: string) => extract(body, title).components.map((c) => ({ kind: c.kind, model: c.model, count: c.count ?? null }));

describe("session 28 (issue 25): clocks, counts and lists the part grammar did not read", () => {
  it("reads a clock written with a hyphen or TeX's tie, and after an @ with a bracket after it", () => {
    const xeon = cpu("dual Intel Xeon X5690 3.46~GHz (6 cores)");
    expect([xeon.model, xeon.clockHz]).toEqual(["Xeon X5690", 3.46e9]);
    expect(cpu("a Pentium 4 2.8-GHz CPU").clockHz).toBe(2.8e9);
    const [k6] = partsIn("PC-9801 BX4 K6-2+500@550MHz (FSB100MHz) 下駄使用");
    expect([k6?.model, k6?.clockHz]).toEqual(["K6-2+ 500", 550e6]);
    // a bus's figure in MHz followed by a bracket is still no clock of a processor named before it without one
    expect(partsIn("AMD K6-2+500 with 100MHz (FSB)")[0]?.clockHz ?? null).toBeNull();
  });

  it("joins a line whose tier is a letter with the number that starts with it (`Xeon W` + `W3680`)", () => {
    expect(cpu("Intel Xeon W3680 3.33GHz").model).toBe("Xeon W3680");
    expect(cpu("AMD Ryzen 7 7700X").model).toBe("Ryzen 7 7700X");
  });

  it("counts drives with a word of their placement between the count and the maker", () => {
    const [ssd, hdd] = partsMentioned("The box holds ten internal Samsung PM883 960GB SSDs and 16 external Toshiba MG08 16TB drives.");
    expect([ssd?.model, ssd?.count, hdd?.model, hdd?.count]).toEqual(["PM883", 10, "MG08", 16]);
    const [nvme] = partsIn("the host has four Intel P4510 4TB NVMe disks");
    expect([nvme?.model, nvme?.count]).toEqual(["P4510", 4]);
    // a year is no count
    expect(partsMentioned("In 2024 Samsung PM883 960GB SSDs were cheap.")[0]?.count).toBe(1);
  });

  it("reads a bill of materials: the part's label, the product column and the quantity bought", () => {
    const got = parts(`<h2>Parts</h2><table><tr><th>Component</th><th>Product</th><th>Qty</th><th>Price</th></tr>
<tr><td>Case</td><td>Fractal Node 304</td><td>1</td><td>$99</td></tr>
<tr><td>Motherboard</td><td>Supermicro X11SCL-F</td><td>1</td><td>$190</td></tr>
<tr><td>CPU</td><td>Intel Xeon E-2236</td><td>1</td><td>$280</td></tr>
<tr><td>CPU Cooler</td><td>Noctua NH-L9i</td><td>1</td><td>$45</td></tr>
<tr><td>HDD</td><td>Seagate Exos X16 16TB</td><td>4</td><td>$1200</td></tr>
<tr><td>10GbE NIC</td><td>Intel X710-DA2</td><td>1</td><td>$150</td></tr></table>`);
    expect(got).toEqual([
      { kind: "motherboard", model: "Supermicro X11SCL-F", count: null },
      { kind: "cpu", model: "Xeon E-2236", count: null },
      { kind: "disk", model: "Seagate Exos X16", count: 4 },
      { kind: "nic", model: "Intel X710-DA2", count: null },
    ]);
    // a results table with a first column of parts is no bill of materials
    expect(parts(`<table><tr><th>Component</th><th>Read</th><th>Write</th></tr><tr><td>SSD</td><td>500</td><td>400</td></tr><tr><td>HDD</td><td>150</td><td>140</td></tr></table>`)).toEqual([]);
  });

  it("reads the parts a plain-text file lists in indented lines under a lead-in that names the set-up", () => {
    const got = extract(`<pre>These tests ran on one machine with the following hardware
configuration:

    Intel Pentium III 933 MHz
    256 MB of RAM
    WDC-WD400BB hard disk, 40 GB

The software configuration:

    Debian unstable
    Exim version 3.35 as the MTA
    Linux kernel 2.4.20

Results:

    write 12.5 MB/s
</pre>`);
    expect(got.components.map((p) => `${p.kind}:${p.model}`)).toEqual(["cpu:Pentium III", "memory:null", "disk:WDC-WD400BB", "os:Debian unstable", "software:Exim version 3.35", "kernel:2.4.20"]);
    expect(got.components.find((c) => c.kind === "cpu")?.clockHz).toBe(933e6);
    // one machine, its parts
    expect(got.systems).toHaveLength(1);
    // indented lines under a lead-in about something else are not read
    expect(parts(`<pre>The job file:\n\n    size=4G 512MB\n    ioengine=libaio\n</pre>`)).toEqual([]);
  });

  it("reads a kernel a sentence states with `is`", () => {
    expect(partsIn("The kernel is 3.10.0-1160.el7 on both hosts.").map((p) => [p.kind, p.model])).toEqual([["kernel", "3.10.0-1160.el7"]]);
  });

  it("takes a drive's part number before its noun when the size follows after a comma", () => {
    expect(parseSpecValue("disk", "ST3160815AS hard disk, 160 GB, dma enabled", "disk")[0]?.model).toBe("ST3160815AS");
  });

  it("records hardware named first in an aside from the plain sentence that counts it", () => {
    const got = parts(`<p>We plan to compare this with a pool on the Micron 5300 SSDs.</p><p>The server has six internal Micron 5300 1.92TB SSDs.</p>`);
    expect(got).toEqual([{ kind: "disk", model: "5300", count: 6 }]);
  });

  it("refuses a maker's series named in a sentence, and keeps a product named with the word and a size", () => {
    expect(parts(`<p>The board has built-in IPMI and support for Ryzen 7000 series CPUs.</p>`)).toEqual([]);
    expect(parts(`<p>The laptop came with a Samsung 840 Series 250GB SSD inside.</p>`).map((p) => p.kind)).toEqual(["disk"]);
  });

  it("reads `System version` as the OS a script prints, without the login banner's escapes", () => {
    const got = extract(`<pre>CPU model :  Intel(R) Xeon(R) CPU E5-2620 v3 @ 2.40GHz
Total amount of ram : 2048 MB
System version: CentOS release 6.5 (Final) \\n \\l
System kernel: Linux web1 2.6.32-431.el6.x86_64 #1 SMP Fri Nov 22 03:15:09 UTC 2013 x86_64</pre>`);
    expect(got.components.filter((c) => c.kind === "os").map((c) => c.model)).toEqual(["CentOS 6.5"]);
    // a product's own version under the label names no system
    expect(parseSpecValue("os", "1.0.3", "System version")).toEqual([]);
  });

  it("reads a kernel's release written before the word", () => {
    expect(partsIn("両方のマシンで 4.4.0 カーネルの Ubuntu 16.04 を使った").map((p) => [p.kind, p.model])).toEqual([["kernel", "4.4.0"], ["os", "Ubuntu 16.04"]]);
    expect(partsIn('a "vanilla" 3.10-based kernel').map((p) => p.model)).toEqual(["3.10"]);
    // two figures before the word are a series (`2.5 カーネルで値が激減`)
    expect(partsIn("2.5 カーネルで値が激減").filter((p) => p.kind === "kernel")).toEqual([]);
  });

  it("reads a prose paragraph of a preformatted mail body whose other paragraphs are a results table", () => {
    const got = parts(`<pre>Background: these runs were done on Debian 11 with a stock 5.10.0-21-amd64 kernel on the
server, and the client is the same machine as before. I ran each test three times and report the mean
of the three runs for every block size below.

BS(KB)   read   write
     4   12.1    10.3
     8   22.5    19.7
    16   40.2    35.1
    32   61.8    55.0
</pre>`);
    expect(got.map((p) => `${p.kind}:${p.model}`).sort()).toEqual(["kernel:5.10.0-21-amd64", "os:Debian 11"]);
  });

  it("refuses an OS a sentence names as the other side of a comparison (`slower than on Windows 11`)", () => {
    expect(parts(`<p>I found that the read rate of the stick is slower than on Windows 11 (210MB/s vs 70MB/s).</p>`).filter((p) => p.kind === "os")).toEqual([]);
  });

  it("reads a setup record by the part grammar's labels (`Distro`, `Kernel release`), and leaves a machine summary to its spec lines", () => {
    const record = extract(`<pre>Host: bench01\nDistro: Arch Linux\nKernel release: 6.6.1-arch1-1\nUptime: 3 days</pre>`);
    expect(record.components.map((c) => `${c.kind}:${c.model}`)).toEqual(["os:Arch Linux", "kernel:6.6.1-arch1-1"]);
    const summary = extract(`<pre>CPU model : AMD EPYC 7502P 32-Core Processor\nSystem version: Ubuntu 20.04.6 LTS\nKernel: 5.4.0-150-generic</pre>`);
    expect(summary.components.map((c) => c.kind).sort()).toEqual(["cpu", "kernel", "os"]);
  });

  it("reads drives counted before a hyphenated size, counted with a Japanese counter before their bracket, and quoted after their maker", () => {
    const [maxtor] = partsMentioned("The array uses 8 250-GB Seagate 7200-RPM drives on two controllers.");
    expect([maxtor?.vendor, maxtor?.model, maxtor?.count, maxtor?.capacityBytes]).toEqual(["Seagate", null, 8, 250e9]);
    const [wd] = partsMentioned("HDD 6 台 (WD WD40EFRX、CMR) の RAID6 で測った。");
    expect([wd?.model, wd?.count]).toEqual(["WD40EFRX", 6]);
    const [evo] = partsMentioned("用意したのは、Crucial「MX500 1TB」を内蔵したエンクロージャー。");
    expect([evo?.vendor, evo?.model, evo?.capacityBytes]).toEqual(["Crucial", "MX500", 1e12]);
  });

  it("keeps the same kernel printed by two hosts as two parts, one per host", () => {
    const got = extract(`<pre>$ iperf3 -s -V
Linux node-a 5.14.0-70.el9.x86_64 #1 SMP PREEMPT Thu Feb 24 19:11:19 EST 2022 x86_64
-----------------------------------------------------------
Server listening on 5201</pre><p>On the client:</p><pre>$ iperf3 -c node-a -V
Linux node-b 5.14.0-70.el9.x86_64 #1 SMP PREEMPT Thu Feb 24 19:11:19 EST 2022 x86_64
Connecting to host node-a, port 5201</pre>`);
    expect(got.components.filter((c) => c.kind === "kernel").map((c) => c.attrs?.host)).toEqual(["node-a", "node-b"]);
  });

  it("reads a paragraph whose first line is a hardware heading over its parts lines, numbered drive labels too", () => {
    const got = extract(`<p><b>1. ハード構成(2001年5月現在)</b><br>・CPU Celeron/566MHz、 マザーASUS CUSL2、 メモリ256MByte<br>・HDD1 IBM DTLA-307030 30GB 7200rpm<br>・HDD2 Maxtor 91021U2 10GB</p>
<p>ソフト構成<br>・OS Windows2000 (5.00.2195)</p>`);
    const kinds = got.components.map((c) => `${c.kind}:${c.model}`);
    expect(kinds).toContain("disk:IBM DTLA-307030");
    expect(kinds).toContain("disk:Maxtor 91021U2");
    expect(kinds.filter((k) => k.startsWith("os:"))).toHaveLength(1);
    // a Windows release's bracket is its build, no kernel
    expect(kinds.filter((k) => k.startsWith("kernel:"))).toEqual([]);
    expect(got.components.find((c) => c.kind === "cpu")?.clockHz).toBe(566e6);
  });
});
