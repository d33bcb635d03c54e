import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { kindOfPiece, partsOfPieces } from "../../src/extract/specs/partList.ts";

/** Pages written after real test-system descriptions (each cites its source); every part is checked with the machine it belongs to. */
const read = (file: string) => {
  const doc = buildDocument(decodeBytes(readFileSync(new URL(`../fixtures/specs7/pages/${file}`, import.meta.url)), null, file).text);
  const ex = extractAll(doc);
  // a machine by its name, or by its key when it has none
  const system = (key: string | null) => (key ? (ex.systems.find((s) => s.key === key)?.name ?? key) : null);
  return { ex, parts: ex.components.map((c) => [system(c.system), c.kind, c.model, c.count ?? null, c.capacityBytes ?? null]) };
};
const G = 2 ** 30;

describe("parts lists without labels", () => {
  it("tells a piece's kind by its own words", () => {
    expect(["4 GB DDR3-1600", "Intel SSDSC2CW120A3K5 SATA SSD", "Intel X540-T2 NIC", "2x AMD EPYC 7302 16-Core Processor", "Ubuntu 22.04.2 LTS", "fully populated"].map(kindOfPiece)).toEqual(["memory", "disk", "nic", "cpu", "os", null]);
    expect(partsOfPieces("Intel Core i7-4790 3.60GHz; 4 GB DDR3-1600; some other thing")).toBeNull();
  });

  it("reads a client's parts separated by semicolons, and the NAS's OS stays with the NAS", () => {
    const { ex, parts } = read("en-nas-vendor-testenv-semicolons.html");
    expect(ex.systems.map((s) => s.role)).toEqual(["server", "client"]);
    const client = ex.systems[1]?.key ?? null;
    expect(parts.filter((p) => p[0] === client)).toEqual([
      [client, "cpu", "Core i7-4790", null, null],
      [client, "memory", "DDR3-1600", null, 4 * G],
      [client, "disk", "SSDSC2CW120A3K5", 1, null],
      [client, "nic", "Intel X540-T2", null, null],
    ]);
    expect(ex.components.find((c) => c.model === "DSM 7.2")?.system).toBe(ex.systems[0]?.key);
  });

  it("reads a testbed's lines, each a count, a size and a product, as one machine", () => {
    const { ex, parts } = read("en-testbed-unlabelled-lines.html");
    // the NIC's 200Gbps and the switch's 400Gbps are the parts' link rates, not results
    expect(ex.measurements).toEqual([]);
    expect(parts.filter((p) => p[0] !== null && p[0] !== undefined || p[1] === "cpu").map((p) => p.slice(1))).toEqual([
      ["cpu", "EPYC 7302", 2, null],
      ["memory", "DDR4-3200", 16, 512 * G],
      ["disk", "9200 Pro", 16, 16 * 3.84e12],
      ["nic", "NVIDIA/Mellanox ConnectX-6 EN MCX613106A-VDAT", null, null],
      ["switch", "Edgecore AS9716-32D", null, null],
    ]);
  });

  it("reads bullets whose label is followed by a space, not a colon, and memory written as total then modules", () => {
    const { parts } = read("ja-raidcard-bullets-no-colon.html");
    expect(parts.map((p) => p.slice(1))).toEqual([
      ["os", "Windows 10 Pro Build 1511 64bit", null, null],
      ["cpu", "Xeon E5-2670", null, null],
      ["motherboard", "Huanan X79", null, null],
      ["memory", null, 4, 16 * G],
      ["disk", "Sandisk X300", 1, 128e9],
      ["disk", "Intel 520", 1, 128e9],
    ]);
  });
});

describe("spec lines and tables of the test PC", () => {
  it("makes the PC row of a NAS review's table a machine, apart from the NAS and its drives", () => {
    const { ex, parts } = read("ja-nas-10gbe-testpc-kv-table.html");
    expect(ex.systems.map((s) => s.name)).toEqual([null, "AS4004T"]);
    const pc = ex.systems[0]?.key;
    expect(parts.filter((p) => p[0] === pc).map((p) => p[1])).toEqual(["cpu", "memory", "os", "nic"]);
    expect(parts.filter((p) => p[0] === "AS4004T").map((p) => [p[1], p[4]])).toEqual([["nas", null], ["disk", 1e12], ["disk", 250e9], ["switch", null]]);
  });

  it("reads two drive models on one line with their own counts, modules inside parentheses, and the RAID card of the lead", () => {
    const { parts } = read("ja-raidcard-review-spec-lines.html");
    expect(parts.filter((p) => p[1] === "disk" || p[1] === "memory").map((p) => p.slice(1))).toEqual([
      ["memory", "DDR3-1333", 3, 6 * G],
      ["disk", "WD3200AAKS", 1, 320e9],
      ["disk", "X25-M", 4, 320e9],
      ["disk", "X25-M", 2, 160e9],
    ]);
    expect(parts.filter((p) => p[1] === "raid_controller").map((p) => p[2])).toEqual(["LSI MegaRAID SAS 9260-8i"]);
  });

  it("reads an onboard RAID line with its level as the array, not as a controller", () => {
    const { parts } = read("ja-storage-kinds-table-rowspan.html");
    expect(parts.filter((p) => p[1] === "raid_array" || p[1] === "raid_controller").map((p) => [p[1], p[2]])).toEqual([["raid_array", "RAID1"]]);
  });
});

describe("a table with one row per machine", () => {
  it("makes every host a machine with its own OS and NIC", () => {
    const { ex, parts } = read("en-hosts-table-iperf3.html");
    expect(ex.systems.map((s) => s.name)).toEqual(["hyades", "ambrosia", "aesyle", "eudora"]);
    expect(parts.filter((p) => p[0] === "ambrosia").map((p) => [p[1], p[2]])).toEqual([["os", "FreeBSD 9.2"], ["nic", "Intel X520-DA2"]]);
    expect(parts.filter((p) => p[1] === "nic" && String(p[2]).includes("BCM57800")).map((p) => p[0])).toEqual(["hyades", "aesyle", "eudora"]);
    expect(parts.filter((p) => p[1] === "switch").map((p) => p[2])).toEqual(["Dell 8132"]);
  });
});

describe("parts named in passing", () => {
  it("reads drives listed capacity first, a count in parentheses, and a board named by several words", () => {
    const { parts } = read("en-drive-list-capacity-first.html");
    expect(parts.filter((p) => p[1] === "disk" || p[1] === "motherboard").map((p) => p.slice(1))).toEqual([
      ["motherboard", "B550 AORUS MASTER", null, null],
      ["disk", "980 PRO", 1, 500e9],
      ["disk", "970 EVO Plus", 2, 1e12],
      ["disk", "Optane 900P", 1, 280e9],
      ["disk", "860", 1, 1e12],
      ["disk", "WD30EZRX", 1, 3e12],
    ]);
  });

  it("reads processors with a count before them and a bare Core model before CPU", () => {
    const { parts } = read("en-prose-servers-with-cpus.html");
    expect(parts.map((p) => [p[2], p[3]])).toEqual([["Xeon 8268", 4], ["Xeon 8280M", 4], ["i7-8665U", null], ["Xeon E-2224G", null]]);
  });

  it("reads a switch after the word for it, and a NIC's part number after its noun", () => {
    const { parts } = read("en-forum-server-setup-colon-lines.html");
    expect(parts.filter((p) => p[1] === "switch" || p[1] === "nic").map((p) => [p[1], p[2]])).toEqual([["nic", "Mellanox Connect X-4 VPI MCX456A-ECAT"], ["switch", "SN2700"]]);
  });

  it("reads a NIC whose part number follows its description in parentheses", () => {
    const { parts } = read("en-40gbe-parts-bought-bullets.html");
    expect(parts.map((p) => [p[1], p[2]])).toEqual([["nic", "ConnectX-3 Pro FDR InfiniBand MCX354AFCCT"]]);
  });

  it("reads a drive's part number in Japanese brackets with its count, inside the NAS it is put in", () => {
    const { ex, parts } = read("ja-nas-ironwolf-prose.html");
    expect(ex.systems.map((s) => s.name)).toEqual(["DiskStation DS918+"]);
    expect(parts.filter((p) => p[1] === "disk")).toEqual([["DiskStation DS918+", "disk", "ST12000VN0007", 4, 12e12]]);
  });
});

describe("labels that name a part loosely", () => {
  const parts = (html: string) => extractAll(buildDocument(html)).components.map((c) => [c.kind, c.model, c.capacityBytes ?? null]);

  it("reads a Japanese compound label ending in a Latin term, the longest term deciding (a USB drive is not memory)", () => {
    const html = `<html><body><h2>構成</h2><ul><li>ケースの内蔵SSD：CT1000MX500SSD1（Crucial MX500 SATA 1TB）</li><li>SSD内蔵USBメモリ：SSD-PUT500U3（外付け 500GB USB3.2）</li></ul></body></html>`;
    expect(parts(html)).toEqual([["disk", "CT1000MX500SSD1", 1e12], ["disk", "SSD-PUT500U3", 500e9]]);
  });

  it("reads a `Device` label by the value's own words, the drive's own size before a partition's", () => {
    const html = `<html><body><h2>環境</h2><ul><li>デバイス：Samsung MZQL23T8HCLS（NVMe SSD）、容量3.84TB（パーティションは2TB）</li><li>OS：Ubuntu 22.04</li></ul></body></html>`;
    expect(parts(html)).toEqual([["disk", "MZQL23T8HCLS", 3.84e12], ["os", "Ubuntu 22.04", null]]);
  });

  it("reads memory written with ECC between its size and its noun", () => {
    const html = `<html><body><p>The box now has 32 GB of ECC RAM and a single disk.</p></body></html>`;
    expect(parts(html)).toEqual([["memory", null, 32 * G]]);
  });
});
