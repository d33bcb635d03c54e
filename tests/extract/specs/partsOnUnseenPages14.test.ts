import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (html: string) => extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${html}</body></html>`));
const parts = (html: string) => extract(html).components.map((c) => [c.kind, c.vendor ?? null, c.model, c.capacityBytes ?? c.clockHz ?? null]);

describe("parts on unseen pages: constructions of round 14", () => {
  it("reads old fdisk's disk line without a model as a drive of that exact size, and skips loop and md devices", () => {
    const out = [
      "# fdisk -l",
      "Disk /dev/sdb: 16.0 GB, 16008609792 bytes, 31266816 sectors",
      "Units = sectors of 1 * 512 = 512 bytes",
      "Disk label type: dos",
      "",
      "Disk /dev/loop3: 63.3 MiB, 66347008 bytes, 129584 sectors",
      "Disk /dev/md127: 4000.5 GB, 4000528203776 bytes, 7813531648 sectors",
    ].join("\n");
    const ex = extract(`<pre>${out}</pre>`);
    expect(ex.components.map((c) => [c.kind, c.model, c.capacityBytes, c.attrs?.device])).toEqual([["disk", null, 16008609792, "/dev/sdb"]]);
    // with a `Disk model:` line the drive is named once, by its model
    const named = extract(`<pre>Disk /dev/sda: 465.76 GiB, 500107862016 bytes, 976773168 sectors\nDisk model: Samsung SSD 860\nUnits: sectors of 1 * 512 = 512 bytes</pre>`);
    expect(named.components.map((c) => [c.kind, c.model, c.capacityBytes])).toEqual([["disk", "Samsung SSD 860", 500107862016]]);
  });

  it("reads a setup record in preformatted text: the OS with its version line, and the kernel", () => {
    const record = ["Operator: lab staff", "OS name: Debian", "OS version: 12.5", "Kernel: 6.1.0-18-amd64", "CPU architecture: aarch64"].join("\n");
    expect(parts(`<pre>${record}</pre>`)).toEqual([
      ["os", null, "Debian 12.5", null],
      ["kernel", null, "6.1.0-18-amd64", null],
    ]);
    // a kernel line alone among a tool's fields, or a Windows build number, names no kernel
    expect(parts(`<pre>Kernel: 5.15.0-91-generic\nUptime: 3 days</pre>`)).toEqual([]);
  });

  it("reads an OS with its kernel release after it as both, on a machine's own line", () => {
    const html = `<p><b>build host:</b><br>Athlon 64 X2 4200+@2.2GHz, 4GB DDR2@800, on board SATA controller, Hitachi 500GB SATA hard disk, CentOS 5.3 2.6.18-128.el5</p>`;
    const ex = extract(html);
    expect(ex.systems).toHaveLength(1);
    const own = ex.components.filter((c) => c.system === ex.systems[0]?.key).map((c) => [c.kind, c.model]);
    expect(own).toEqual(
      expect.arrayContaining([
        ["os", "CentOS 5.3"],
        ["kernel", "2.6.18-128.el5"],
      ]),
    );
    expect(own.map(([k]) => k)).toEqual(expect.arrayContaining(["cpu", "memory", "disk"]));
    // a device on the board is not the board
    expect(own.some(([k]) => k === "motherboard")).toBe(false);
    // `Linux` alone is no OS; with its kernel release it is the OS as written
    expect(parts(`<p>Server: Core 2 Duo E6600 2.4GHz, 2GB, Linux fc9 2.6.25.14-108.fc9.i686</p>`).filter((p) => p[0] === "os" || p[0] === "kernel")).toEqual([
      ["os", null, "Linux fc9", null],
      ["kernel", null, "2.6.25.14-108.fc9.i686", null],
    ]);
  });

  it("reads mobo as a board word", () => {
    expect(parts(`<p>Desktop: Core i5-2500K 3.3GHz, 8GB DDR3, ASUS P8P67 mobo, Windows 7</p>`).filter((p) => p[0] === "motherboard").map((p) => p[1])).toEqual(["ASUS"]);
  });

  it("reads products listed after the noun for their kind: each item with a model token, its maker before it", () => {
    const html = `<p>Besides the built-in card I tried some other USB WiFi adapters, including Edimax EW-7833UAC, which gave 150 Mbps, and ASUS USB-AC68 which gave 210 Mbps.</p>`;
    expect(parts(html).filter((p) => p[0] === "nic")).toEqual([
      ["nic", "Edimax", "EW-7833UAC", null],
      ["nic", "ASUS", "USB-AC68", null],
    ]);
    expect(parts(`<p>We compared SSDs such as Crucial MX500 and Samsung 870 EVO on the same host.</p>`).filter((p) => p[0] === "disk").map((p) => p[2])).toEqual(expect.arrayContaining([expect.stringContaining("MX500")]));
    // the phrase must end with the kind's noun: single board computers are machines, not boards
    expect(parts(`<p>I have single board computers like the Raspberry Pi, Odroid-C1 and Banana PRO.</p>`).filter((p) => p[0] === "motherboard")).toEqual([]);
    // a list after a word that names no kind of part is no list of parts
    expect(parts(`<p>I ran several tools, including FIO3 and IOzone3, on the host.</p>`)).toEqual([]);
  });

  it("reads a processor's clock from a line of its own, the base clock and never the bound of a burst", () => {
    const table = (rows: [string, string][]) => `<h3>Server</h3><table>${rows.map(([l, v]) => `<tr><td>${l}</td><td>${v}</td></tr>`).join("")}</table>`;
    const cpu = (rows: [string, string][]) => extract(table(rows)).components.filter((c) => c.kind === "cpu").map((c) => [c.model, c.clockHz ?? null]);
    expect(cpu([["CPU Model", "Intel Celeron J4125"], ["CPU Frequency", "Quad Core 2.0 burst up to 2.7 GHz"], ["Memory", "4 GB DDR4"]])).toEqual([["Celeron J4125", 2e9]]);
    expect(cpu([["CPU Model", "AMD Ryzen 5 5600U"], ["CPU Frequency", "6 Cores/12 Threads (16MB Cache, up to 4.2 GHz)"], ["Memory", "16 GB DDR4"]])).toEqual([["Ryzen 5 5600U", null]]);
    expect(cpu([["CPU", "Xeon E5-2630 v3"], ["クロック", "2.4GHz"], ["メモリ", "64GB"]])).toEqual([["Xeon E5-2630 v3", 2.4e9]]);
  });

  it("reads a table of drives written in columns in preformatted text: a disk per product row, its capacity in the header's unit", () => {
    const table = [
      "Drive               Bus             Size (GB)     Read (MB/s)",
      "Intel X25-M G2      SATA 3G         80            250",
      "Transcend JetFlash  USB 2.0         16            30",
      "Generic sticks      USB 2.0         4--8          20",
      "3.5\" SATA disk      SATA 3G         2000          140",
    ].join("\n");
    expect(parts(`<h2>Drive speed</h2><pre>${table}</pre>`).filter((p) => p[0] === "disk")).toEqual([
      ["disk", "Intel", "Intel X25-M G2", 80e9],
      ["disk", "Transcend", "Transcend JetFlash", 16e9],
    ]);
    // columns that say nothing of how the rows attach are no drives
    expect(parts(`<pre>Name        Size (GB)   Owner\nAlpha Set   12          ops\nBeta Set    40          dev</pre>`)).toEqual([]);
  });

  it("refuses software named by a shell prompt's command or a sentence leading into a block, and keeps a spec line's", () => {
    const kinds = (html: string) => extract(html).components.filter((c) => c.kind === "software").map((c) => c.model);
    expect(kinds(`<p>pi@nas:~ $ rsync -a --progress /srv/a/ /srv/b/</p>`)).toEqual([]);
    expect(kinds(`<p>Now, the same with scp:</p><pre>scp big.iso host:/tmp</pre>`)).toEqual([]);
    expect(kinds(`<ul><li>VPN Software: strongSwan 5.9</li></ul>`)).toHaveLength(1);
  });

  it("takes a short label for a misspelled term only one edit away (a tablet is no iSCSI target)", () => {
    const ex = extract(`<h3>Tablet (Wi-Fi Device)</h3><ul><li>Processor: Intel Core i5-1035G4</li><li>Operating System: Android 14</li><li>Network Connection: Wi-Fi</li></ul>`);
    expect(ex.components.filter((c) => c.kind === "software")).toEqual([]);
    expect(ex.components.map((c) => c.kind)).toEqual(expect.arrayContaining(["cpu", "os"]));
  });

  it("refuses a system's version given as a bound, a width of words taken for a version, and a system named in a hedge", () => {
    const systems = (html: string) => extract(html).components.filter((c) => c.kind === "os").map((c) => c.model);
    expect(systems(`<p>この機能は RHEL 8.2 以降 および Ubuntu (20.04 以降) で使用できます。</p>`)).toEqual([]);
    expect(systems(`<p>The feature needs Debian 11 or later.</p>`)).toEqual([]);
    expect(systems(`<p>The windows 32 and 64 bit builds are on the release page.</p>`)).toEqual([]);
    expect(systems(`<p>NAS側(FreeBSD 13.1)ではバージョン4.2が入っているようですね。</p>`)).toEqual([]);
    // the system a sentence says the machine runs stays
    expect(systems(`<p>The server runs Debian 11 on a Xeon E-2236.</p>`)).toEqual(["Debian 11"]);
  });

  it("keeps the value line in the raw text of parts read from a label alone on its line, and no board noun in a board's model", () => {
    const ex = extract(`<p><b>source machine:</b><br>Core 2 Duo E6600@2.4GHz, 2GB DDR2, Intel 965 mobo, Samsung 160GB SATA hard disk</p>`);
    const disk = ex.components.find((c) => c.kind === "disk");
    expect(disk?.raw).toContain("Samsung 160GB");
    expect(ex.components.find((c) => c.kind === "motherboard")?.model).toBe("Intel 965");
  });

  it("reads a machine's list that ends its line with a comma on into the next line, and a file system named by its piece", () => {
    const ex = extract(`<p>Lab notes.<br><b>client machine:</b><br>Core 2 Duo E6600@2.4GHz, 2GB DDR2, Hitachi 250GB SATA disk, CentOS 5.3 2.6.18-128.el5,<br>40GB ext3 scratch partition.<br>Results follow.</p>`);
    const own = ex.components.filter((c) => c.system === ex.systems[0]?.key).map((c) => [c.kind, c.model]);
    expect(own).toEqual(expect.arrayContaining([["filesystem", "ext3"], ["kernel", "2.6.18-128.el5"]]));
    // without the comma the next line is not the list's
    const cut = extract(`<p><b>client machine:</b><br>Core 2 Duo E6600@2.4GHz, 2GB DDR2, Hitachi 250GB SATA disk, CentOS 5.3<br>40GB ext3 scratch partition.</p>`);
    expect(cut.components.filter((c) => c.system && c.kind === "filesystem")).toEqual([]);
  });

  it("knows single-board computers by their short names as machines, and media-centre distributions as systems", () => {
    const systems = (html: string) => extract(html).components.filter((c) => c.kind === "os").map((c) => c.model);
    expect(systems(`<p>For now the Debian system on my RPi still boots from the card.</p>`)).toEqual(["Debian"]);
    expect(systems(`<p>Streaming from the NAS to LibreELEC 10.0 gave 40 MB/s.</p>`)).toEqual(["LibreELEC 10.0"]);
  });

  it("reads a radio by its model before a bus and the noun (mPCIe radio), and the same model called a board later is that radio", () => {
    const ex = extract(`<p>We tested the Acme XR9000 mPCIe radio module on two routers.</p><p>The XR9000 board was found at boot.</p>`);
    expect(ex.components.map((c) => [c.kind, c.model])).toEqual([["nic", "XR9000"]]);
  });

  it("reads a drive under a label that names its kind by its attachment (NVMe, microSD, SDカード), without the attachment words after its name", () => {
    const rows = `<table><tr><td>CPU</td><td>Core i5-12400</td></tr><tr><td>NVMe</td><td>Crucial P5 Plus PCIE x Gen4 x 4 2TB</td></tr><tr><td>microSD</td><td>SanDisk Extreme 64GB</td></tr></table>`;
    expect(parts(`<h3>Test PC</h3>${rows}`).filter((p) => p[0] === "disk").map((p) => [p[2], p[3]])).toEqual([
      ["Crucial P5 Plus", 2e12],
      [expect.stringContaining("Extreme"), 64e9],
    ]);
    // a row head that ends with such a word names a drive compared, not a label
    expect(extract(`<table><tr><th>Drive</th><th>Read</th></tr><tr><td>CM3+ 8 GB eMMC</td><td>40 MB/s</td></tr><tr><td>CM3+ microSD - Samsung Evo+ 32GB</td><td>30 MB/s</td></tr></table>`).components.some((c) => c.kind === "disk" && /eMMC/.test(c.model ?? ""))).toBe(true);
  });
});
