import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (body: string, title = "t") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
/** Kind, vendor, model, count, capacity and capacity of each drive of every part a page's extraction records. */
const parts = (body: string, title?: string) =>
  extract(body, title).components.map((c) => [c.kind, c.vendor ?? null, c.model, c.count ?? null, c.capacityBytes ?? null, c.attrs?.capacity_bytes_each ?? null]);

const row = (...cells: string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;

describe("a table of a machine's block devices", () => {
  it("makes each model a disk counted over the devices that hold it, with the size of each and their sum", () => {
    const body = `<h2>Storage server</h2><h3>Disks</h3><table><tr><th>Device</th><th>Model</th><th>Size</th><th>Type</th><th>Pool</th></tr>
      ${row("sda", "TOSHIBA MG08ACA16TE", "16 TB", "7200 rpm SATA", "tank")}${row("sdb", "TOSHIBA MG08ACA16TE", "16 TB", "7200 rpm SATA", "tank")}
      ${row("sdc", "Crucial MX500 1TB", "1 TB", "SATA SSD", "fast")}${row("sdd, sde", "KINGSTON SA400S37240G", "240 GB", "SATA SSD", "boot mirror")}</table>`;
    expect(parts(body)).toEqual([
      ["disk", "TOSHIBA", "TOSHIBA MG08ACA16TE", 2, 32e12, 16e12],
      ["disk", "Crucial", "Crucial MX500 1TB", 1, 1e12, 1e12],
      ["disk", "KINGSTON", "KINGSTON SA400S37240G", 2, 480e9, 240e9],
    ]);
  });

  it("reads lsblk's columns laid out as a table, a size as the system prints it being binary", () => {
    const body = `<table><tr><th>NAME</th><th>SIZE</th><th>MODEL</th><th>ROTA</th></tr>${row("/dev/nvme0n1", "1.8T", "INTEL SSDPE2KX020T8", "0")}${row("/dev/nvme1n1", "1.8T", "INTEL SSDPE2KX020T8", "0")}</table>`;
    const [disk] = parts(body);
    expect(disk?.slice(0, 4)).toEqual(["disk", "INTEL", "INTEL SSDPE2KX020T8", 2]);
    expect(disk?.[5]).toBe(Math.round(1.8 * 2 ** 40));
  });

  it("reads no device's disk from a table whose rows are not devices (a catalogue of drives, a table of pools)", () => {
    const devices = (body: string) => extract(body).components.filter((c) => c.attrs?.device).map((c) => c.model);
    const catalogue = `<h2>SSD の仕様</h2><table><tr><th>容量</th><th>型番</th><th>TBW</th></tr>${row("500GB", "CT500MX500SSD1", "180TB")}${row("1TB", "CT1000MX500SSD1", "360TB")}</table>`;
    const pools = `<h3>Disks</h3><table><tr><th>Pool</th><th>Model</th><th>Size</th></tr>${row("tank", "ST4000VN008", "4 TB")}${row("tank", "ST4000VN008", "4 TB")}</table>`;
    expect([devices(catalogue), devices(pools)]).toEqual([[], []]);
    // the same rows under device names are the machine's drives
    const named = pools.replace(/<td>tank<\/td>/, "<td>sda</td>").replace(/<td>tank<\/td>/, "<td>sdb</td>");
    expect(devices(named)).toEqual(["ST4000VN008"]);
  });
});

describe("a link speed under the network's label", () => {
  it("is the network the figures ran over, no NIC of the machine", () => {
    for (const line of ["Network: 10 Gigabit Ethernet", "NASのネットワーク：1GbE", "LAN: 2.5GbE"]) {
      expect(parts(`<h2>Hardware</h2><ul><li>Server: Intel Core i7-8700K</li><li>${line}</li></ul>`).map((p) => p[0])).toEqual(["cpu"]);
    }
  });

  it("reads a rate written apart from its unit as the NIC's speed, no model (`NIC | 10 GbE, MTU 1500`)", () => {
    const nics = extract(`<h2>Hardware</h2><ul><li>CPU: Intel Xeon E5-2680 v4</li><li>NIC: 10 GbE, MTU 1500</li><li>NIC: Intel X710 10 GbE</li></ul>`).components.filter((c) => c.kind === "nic");
    expect(nics.map((c) => [c.model, c.speedBps])).toEqual([[null, 10e9], ["Intel X710", 10e9]]);
  });

  it("keeps the NIC a label names as an adapter, and an adapter named under the network's label", () => {
    expect(parts(`<h2>Hardware</h2><ul><li>CPU: Intel Core i7-8700K</li><li>10GbE NIC: オンボード</li></ul>`).map((p) => p[0])).toEqual(["cpu", "nic"]);
    expect(parts(`<h2>Hardware</h2><ul><li>CPU: Intel Core i7-8700K</li><li>LAN: Intel I219-V (1GbE)</li></ul>`).filter((p) => p[0] === "nic").map((p) => p[2])).toEqual(["Intel I219-V"]);
  });
});

describe("a clause or a sign where a part's model should be", () => {
  it("refuses a model that holds an auxiliary verb or ends with a preposition, and a times sign alone", () => {
    expect(parts(`<ul><li>Device: NVMe PCIe SSD, tested on 10GB file (testfile)</li></ul>`)).toEqual([]);
    expect(parts(`<p>Kioxia has announced the BG7 line of NVMe drives for OEM client systems.</p>`).filter((p) => p[2] === "has announced")).toEqual([]);
    expect(parts(`<p>The old box (16GiB RAM, 2+1 x 4TiB spinning disks in RAIDZ1) was retired.</p>`).filter((p) => p[2] === "x")).toEqual([]);
  });

  it("keeps lower-case words of a product's own name and cuts the model before a preposition", () => {
    expect(parts(`<p>Using identical WD blue laptop drives for test.</p>`).map((p) => p.slice(0, 3))).toEqual([["disk", "WD", "blue"]]);
    expect(parts(`<p>I tested a Samsung T7 on USB 3.2 first.</p>`).map((p) => p.slice(0, 3))).toEqual([["disk", "Samsung", "T7"]]);
  });
});

describe("a Wi-Fi adapter by its maker and Intel's numbering", () => {
  it("reads Intel's Wi-Fi numbers in either order and the older ABG/AGN names, after the maker in any case", () => {
    expect(parts(`<p>iperf3 test with intel 7260-AC with P6</p>`).map((p) => p.slice(0, 3))).toEqual([["nic", "Intel", "7260-AC"]]);
    expect(parts(`<p>Configuration 2: Intel 3945ABG copying files over the old router</p>`).map((p) => p.slice(0, 3))).toEqual([["nic", "Intel", "3945ABG"]]);
    expect(parts(`<p>from the laptop (Intel AC-9260) to the router</p>`).map((p) => p.slice(0, 3))).toEqual([["nic", "Intel", "AC-9260"]]);
  });

  it("takes no router's name or a class of routers for an adapter", () => {
    expect(parts(`<p>The router is a Linksys WRT1900AC and the access point an AC1200 class one.</p>`).filter((p) => p[0] === "nic")).toEqual([]);
  });
});
