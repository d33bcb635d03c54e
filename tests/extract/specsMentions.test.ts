import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { partsMentioned } from "../../src/extract/specs/partMentions.ts";

const named = (text: string) => partsMentioned(text).map((p) => [p.kind, p.vendor ?? null, p.model, p.count ?? null, p.capacityBytes ?? null]);
/** Every component of a page as [kind, model, count, capacity, clock]. */
const components = (html: string) => extractAll(buildDocument(html)).components.map((c) => [c.kind, c.model, c.count ?? null, c.capacityBytes ?? null, c.clockHz ?? null]);

describe("parts named in passing", () => {
  it("reads a vendor's disk with its capacity, its part number in parentheses and a count word before it", () => {
    expect(named("with four Western Digital Red 4 TB (WD40EFRX) drives in RAID 5")).toEqual([["disk", "Western Digital", "Red WD40EFRX", 4, 4e12]]);
    expect(named("Crucial MX500 1TB：テストサイズ1GB")).toEqual([["disk", "Crucial", "MX500", 1, 1e12]]);
    expect(named("前に使っていたSamsung 970 EVO（1TB）を")).toEqual([["disk", "Samsung", "970 EVO", 1, 1e12]]);
    expect(named("OCZ 120GB Vertex 3 Series SSD")).toEqual([["disk", "OCZ", "Vertex 3", 1, 120e9]]);
    expect(named("HDD：東芝 4TB 7200rpm SATA ×3")).toEqual([["disk", "東芝", null, 3, 4e12]]);
  });

  it("does not take a maker's memory or an Intel processor for a disk", () => {
    expect(named("Samsung 16GB DDR4 2666")).toEqual([]);
    expect(named("an Intel Core i5-8400 box")).toEqual([]);
  });

  it("reads NAS boxes by their maker and model, with a suffix word", () => {
    expect(named("We compare it with the Synology DS920+ and the TerraMaster F2-423 Pro.").map((p) => [p[0], p[2]])).toEqual([["nas", "DS920+"], ["nas", "F2-423 Pro"]]);
  });

  it("reads boards and adapters by the noun after them or the label before them", () => {
    expect(named("a Gigabyte B450M-DS3H board and a Mellanox ConnectX-3 MCX311A card").map((p) => [p[0], p[1], p[2]])).toEqual([["motherboard", "Gigabyte", "B450M-DS3H"], ["nic", "Mellanox", "ConnectX-3 MCX311A"]]);
    expect(named("オンボードNICはIntel I219-Vで、").map((p) => [p[0], p[2]])).toEqual([["nic", "I219-V"]]);
  });

  it("reads software with its version, NAS operating systems and file systems", () => {
    expect(named("TrueNAS 13.0 で ZFS のプールを作り、fio-3.33 と CrystalDiskMark 8.0.4 で測った").map((p) => [p[0], p[2]])).toEqual([
      ["os", "TrueNAS 13.0"], ["filesystem", "zfs"], ["software", "fio 3.33"], ["software", "CrystalDiskMark 8.0.4"],
    ]);
    // a path or a command is not a file system
    expect(named("/mnt/btrfs-pool and nvme-zfs")).toEqual([]);
  });
});

describe("hardware in sentences becomes the report's parts", () => {
  it("reads an English description with counts as words and clocks after `at`", () => {
    const html = `<html><body><h1>NFS over 40GbE</h1><p>Both hosts are ASUS Z10PE-D8 boards carrying two Intel Xeon processors at 2.60 GHz,
      each with 64 GB of RAM and a Mellanox ConnectX-3 Pro adapter. The array is 6x 2TB drives in RAID 6 with XFS.</p></body></html>`;
    expect(components(html)).toEqual(expect.arrayContaining([
      ["motherboard", "Z10PE-D8", null, null, null],
      ["cpu", "Xeon", 2, null, 2.6e9],
      ["memory", null, null, 64 * 2 ** 30, null],
      ["nic", "ConnectX-3 Pro", null, null, null],
      ["disk", null, 6, 2e12, null],
      ["filesystem", "xfs", null, null, null],
    ]));
    // the level a sentence names on no machine is the figures' configuration (their `raid`), no array of a machine (session 24)
    expect(components(html).filter((c) => c[0] === "raid_array")).toEqual([]);
  });

  it("reads a Japanese description: a bare Intel model number, 台 counts and the file system", () => {
    const html = `<html><body><h1>自作NASの速度</h1><p>Intel i5-6500 で組んだ自作機に、4TB の HDD を4台つないで RAID10 を組み XFS でフォーマットした。OS は Ubuntu 20.04。</p></body></html>`;
    const found = components(html);
    expect(found).toEqual(expect.arrayContaining([["cpu", "i5-6500", null, null, null], ["disk", null, 4, 4e12, null], ["raid_array", "RAID10", 4, null, null], ["filesystem", "xfs", null, null, null], ["os", "Ubuntu 20.04", null, null, null]]));
  });

  it("reads the model a heading or title names when the page is about it", () => {
    const html = `<html><head><title>Kingston KC3000 2TB review</title></head><body><h1>Kingston KC3000 2TB review</h1>
      <h2>SanDisk Extreme 1TB（SDSSDE61-1T00-G25）</h2><p>Sequential reads came close to the rated figure.</p></body></html>`;
    expect(components(html)).toEqual([["disk", "KC3000", 1, 2e12, null], ["disk", "Extreme SDSSDE61-1T00-G25", 1, 1e12, null]]);
  });

  it("does not take a word for a processor family, nor a bare family name for an OS", () => {
    const html = `<html><body><h2>Power</h2><p>Idle power was 34 W. Windows file sharing was slower than NFS.</p></body></html>`;
    expect(components(html)).toEqual([]);
  });
});
