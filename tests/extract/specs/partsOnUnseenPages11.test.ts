import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { addMeasuredDrives } from "../../../src/extract/specs/measuredDrives.ts";
import { type Extraction, emptyExtraction } from "../../../src/model/records.ts";

const extract = (html: string) => extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${html}</body></html>`));
const parts = (html: string) => extract(html).components.map((c) => [c.kind, c.model, c.clockHz ?? c.capacityBytes ?? c.count ?? null]);

describe("parts of machines named by role and number, and processors written by their number", () => {
  it("reads a numbered machine's line whose bracket lists the machine's name and its processor", () => {
    const ex = extract(`<h2>Setup</h2><p>Tool: iperf 2.0.5<br>Desktop2: Debian 12 (Lenovo ThinkPad T14 Gen 3, i5 1245U)</p>`);
    expect(ex.components.map((c) => [c.kind, c.model])).toEqual([
      ["os", "Debian 12"],
      ["cpu", "i5-1245U"],
    ]);
    expect(ex.systems.length).toBe(1);
    expect(ex.components.every((c) => c.system === ex.systems[0]?.key)).toBe(true);
  });

  it("reads Core's tier and number without its line as an Intel processor, and keeps the line's own spelling", () => {
    expect(parts(`<h2>Test bench</h2><ul><li>CPU: i9-12900K</li><li>RAM: 32GB DDR5</li></ul>`).find((p) => p[0] === "cpu")?.[1]).toBe("i9-12900K");
    expect(parts(`<h2>Test bench</h2><ul><li>CPU: Intel Core i5 4590</li><li>RAM: 8GB DDR3</li></ul>`).find((p) => p[0] === "cpu")?.[1]).toBe("Core i5 4590");
  });

  it("drops a trademark sign glued to the line's name, so the tier after it stays in the model", () => {
    expect(parts(`<table><tr><td>CPU Model</td><td>AMD Ryzen™ 5 5600U</td></tr><tr><td>Memory</td><td>16 GB DDR4</td></tr></table>`).find((p) => p[0] === "cpu")?.[1]).toBe("Ryzen 5 5600U");
  });

  it("reads a hub's label as the switch the machines share", () => {
    const got = parts(`<h2>環境</h2><p>MEM:2G<br>NIC: Intel PRO/1000 Network Connection<br>Hub:NETGEAR GS105</p>`);
    expect(got.filter((p) => p[0] === "switch").map((p) => p[1])).toEqual(["NETGEAR GS105"]);
  });
});

describe("figures under a part's label are no parts", () => {
  it("refuses a bare number where the name of a NIC or hub should be, and keeps a chip known by its number", () => {
    const ex = extract(`<h2>Expected bandwidth</h2><p>Fast Ethernet: 94<br>Gigabit Ethernet: 941<br>Ethernet hub: 6,2</p>`);
    expect(ex.components).toEqual([]);
    expect(ex.rejects.filter((r) => /no part's name/.test(r.reason)).length).toBe(3);
    expect(parts(`<p>The card is built on the Intel 82576 Gigabit controller.</p>`).map((p) => [p[0], p[1]])).toEqual([["nic", "82576"]]);
  });
});

describe("parts a results table names in its heads", () => {
  it("reads a row head that names a machine with its parts in brackets as that machine", () => {
    const ex = extract(`<table><tr><th>条件</th><th>Score</th><th>下り(kbps)</th></tr><tr><td rowspan="2">Client<br>(K6-2 450MHz/128M/Win98)</td><td>3120</td><td>800</td></tr><tr><td>3120</td><td>812</td></tr></table>`);
    expect(ex.systems.map((s) => [s.name, s.role])).toEqual([["Client", "client"]]);
    expect(ex.components.map((c) => [c.kind, c.model, c.clockHz ?? c.capacityBytes])).toEqual([
      ["cpu", "K6-2", 450e6],
      ["memory", null, 128 * 2 ** 20],
      ["os", "Windows 98", null],
    ]);
  });

  it("reads cards and drives named with their size in the row heads of one table, once each, and not a size inside a part number", () => {
    const table = `<table><tr><th></th><th>Read</th><th>Write</th></tr><tr><td>Lexar microSD 2GB</td><td>8100</td><td>3300</td></tr><tr><td>Kingston SD 4GB</td><td>9100</td><td>5100</td></tr><tr><td>Kingston SD 4GB</td><td>9000</td><td>5000</td></tr></table>`;
    expect(parts(table).map((p) => [p[0], p[1], p[2]])).toEqual([
      ["disk", "Lexar microSD", 2e9],
      ["disk", "Kingston SD", 4e9],
    ]);
    // one drive in a head is no comparison of drives; a size inside a part number (`MF-KNU316GBK`) is no size
    expect(parts(`<table><tr><th></th><th>Read</th></tr><tr><td>Acme USBメモリ 16GB</td><td>30</td></tr><tr><td>Average</td><td>30</td></tr></table>`)).toEqual([]);
    expect(parts(`<table><tr><th></th><th>Read</th></tr><tr><td>ELECOM MF-KNU316GBK USBメモリー</td><td>30</td></tr><tr><td>Acme USBメモリ 8GB</td><td>20</td></tr></table>`).map((p) => p[2])).not.toContain(316e9);
  });

  it("does not read again a drive a spec list already named", () => {
    const got = parts(`<h2>Drives</h2><ul><li>SSD: SanDisk SSD Plus SDSSDA240G 240GB</li><li>HDD: Seagate ST3500418AS 500GB</li></ul><table><tr><th></th><th>SanDisk SDSSDA240G 240GB SSD</th><th>Seagate ST3500418AS 500GB HDD</th></tr><tr><td>Seq</td><td>500</td><td>120</td></tr></table>`);
    expect(got.filter((p) => p[0] === "disk").length).toBe(2);
  });
});

describe("drives the figures were measured on", () => {
  const measured = (storage: string, value: number) => ({ key: `m${value}`, report: 0, system: null, metric: "throughput" as const, operation: "copy" as const, access: null, value, unit: "MB/秒", valueSi: value * 1e6, siUnit: "B/s" as const, conditions: { storage }, origin: "prose" as const, raw: storage, locator: "p[2]/l1" });
  it("makes a disk of a product and size the figures name as their storage, and fills the size of one named before", () => {
    const ex = emptyExtraction();
    ex.components.push({ key: "c1", report: 0, system: null, kind: "disk", vendor: "WD", model: "SN850X", count: 1, capacityBytes: null, clockHz: null, speedBps: null, attrs: {}, raw: "WD_BLACK SN850X / SN770 レビュー", locator: "title" });
    ex.measurements.push(measured("SN850X 2TB", 2100.5), measured("SN850X 2TB", 980.2), measured("SN770 1TB", 1500.1), measured("RAID0 500GB SATA x5", 900), measured("SSD 50GB", 300));
    addMeasuredDrives(ex as Extraction);
    expect(ex.components.map((c) => [c.model, c.capacityBytes])).toEqual([
      ["SN850X", 2e12],
      ["SN770", 1e12],
    ]);
  });
});

describe("software named in passing", () => {
  it("drops software a sentence or heading only mentions, and keeps what a machine runs, a spec line's and the title's", () => {
    const ex = extract(`<h2>[付録 A] Samba のチューニング</h2><p>Docker uses a ZFS backend on this box.</p><p>The gateway runs DPDK 22.11 for the tests.</p><ul><li>VPN Software: WireGuard 1.0</li></ul>`);
    expect(ex.components.filter((c) => c.kind === "software").map((c) => c.model).sort()).toEqual(["DPDK 22.11", "WireGuard 1.0"]);
    expect(ex.components.filter((c) => c.kind === "software").map((c) => c.model)).not.toContain("Samba");
    expect(ex.components.filter((c) => c.kind === "software").map((c) => c.model)).not.toContain("Docker");
    // the sentence's topic, understood as such like a benchmark's name: no reject to show on the page
    expect(ex.rejects.filter((r) => /Samba|Docker/.test(r.raw))).toEqual([]);
    const titled = extractAll(buildDocument(`<html><head><title>Aspera CLI によるファイル転送</title></head><body><p>scp と比べる。</p></body></html>`));
    expect(titled.components.filter((c) => c.kind === "software").map((c) => c.model)).toEqual(["Aspera CLI"]);
  });
});

describe("a drive's size in the name a table gives it", () => {
  it("reads the one size in a drive's name in a table of drives as its capacity", () => {
    const got = parts(`<table><tr><th>Drive</th><th>Write</th><th>Read</th></tr><tr><td>EXTERNAL SSD (500GB X5)</td><td>400 MB/s</td><td>500 MB/s</td></tr><tr><td>EXTERNAL HD (2TB Rugged)</td><td>110 MB/s</td><td>120 MB/s</td></tr></table>`);
    expect(got.filter((p) => p[0] === "disk").map((p) => [p[1], p[2]])).toEqual([
      ["EXTERNAL SSD (500GB X5)", 500e9],
      ["EXTERNAL HD (2TB Rugged)", 2e12],
    ]);
  });
});

describe("a drive named atop its results", () => {
  it("reads a paragraph's first line naming a drive by its maker over lines of its figures as the drive measured", () => {
    const ex = extract(`<h2>Bonnie++ runs</h2><p>SANDISK CRUZER BLADE USB STICK<br>seq. write: 9MB/s<br>seq. read: 30MB/s</p><p>SANDISK CRUZER BLADE is cheap.<br>I like it.</p>`);
    expect(ex.components.map((c) => [c.kind, c.vendor, c.model])).toEqual([["disk", "SANDISK", "SANDISK CRUZER BLADE USB STICK"]]);
  });
});

describe("counts before a part", () => {
  it("reads `2 x` before a maker whose name starts with digits as the count, and not its digits as one", () => {
    const got = extract(`<h2>New 10GbE hardware</h2><ul><li>2 x 10GTek - 10GbE Single SFP+ Port (Same as X520-DA1)</li><li>one for QNAP TS-453D NIC (nas1)</li><li>one for the Z690/i5-12600K PC NIC (desk)</li></ul>`).components;
    expect(got.filter((c) => c.kind === "nic").map((c) => [c.vendor, c.count])).toEqual([["10GTek", 2]]);
  });
});

describe("uname's fields in a benchmark's header", () => {
  it("reads the release under `System : Linux` as the kernel, once however many runs print the header", () => {
    const header = `#------------------------------------------------------------\n#    Intel(R) MPI Benchmarks 2021.7, MPI-1 part\n#------------------------------------------------------------\n# Machine               : x86_64\n# System                : Linux\n# Release               : 5.14.0-362.8.1.el9_3.x86_64\n# Version               : #1 SMP PREEMPT_DYNAMIC\n`;
    const got = parts(`<pre>${header}</pre><p>second run</p><pre>${header}</pre>`).filter((p) => p[0] === "kernel");
    expect(got.map((p) => p[1])).toEqual(["5.14.0-362.8.1.el9_3.x86_64"]);
    expect(parts(`<pre># Project : demo\n# Release : 2.1.0-beta\n</pre>`).filter((p) => p[0] === "kernel")).toEqual([]);
  });
});
