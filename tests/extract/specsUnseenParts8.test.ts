import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { memory, parseSpecValue } from "../../src/extract/specs/parseSpecValue.ts";

/** Pages written after real test-system descriptions of the eighth round (each cites its source); parts checked with their machine. */
const read = (file: string) => {
  const doc = buildDocument(decodeBytes(readFileSync(new URL(`../fixtures/specs8/pages/${file}`, import.meta.url)), null, file).text);
  const ex = extractAll(doc);
  const system = (key: string | null) => (key ? (ex.systems.find((s) => s.key === key)?.name ?? key) : null);
  return { ex, parts: ex.components.map((c) => [system(c.system), c.kind, c.model, c.count ?? null, c.capacityBytes ?? null]) };
};
const G = 2 ** 30;

describe("counts and sizes as reviews write them", () => {
  it("reads a count before a maker's name, in digits or in words, as that many drives", () => {
    expect(parseSpecValue("disk", "8 Fujitsu MAX3073RC 73GB 15k RPM", "Disks").map((p) => [p.count, p.capacityBytes])).toEqual([[8, 584e9]]);
    expect(parseSpecValue("disk", "Eight Fujitsu MAX3073RC 73GB 15k RPM", "Disks").map((p) => [p.count, p.capacityBytes])).toEqual([[8, 584e9]]);
    // a number that is not followed by a maker is not a count
    expect(parseSpecValue("disk", "2 TB WD Red", "HDD").map((p) => p.count)).toEqual([1]);
  });

  it("reads a drive's size in GiB as binary", () => {
    expect(parseSpecValue("disk", "Kingston M.2 SM2280S3 120 GiB", "Boot drive").map((p) => p.capacityBytes)).toEqual([120 * G]);
  });

  it("reads memory modules counted in words, and a product name ending in X is not a times sign", () => {
    const m = memory("16 GiB DDR4-2400/PC4-19200, four G.Skill F4-2400C15Q-16GRR 4 GiB modules");
    expect([m.count, m.capacityBytes]).toEqual([4, 16 * G]);
    expect([memory("four 4 GiB modules").count, memory("four 4 GiB modules").capacityBytes]).toEqual([4, 16 * G]);
    expect([memory("Kingston HyperX 1600").model, memory("Kingston HyperX 1600").count]).toEqual(["Kingston HyperX 1600", null]);
    expect(memory("2GB x3").count).toBe(3);
  });
});

describe("labels of things that are not parts", () => {
  it("reads nothing from a display, power supply or cooler line even when a drive maker's name is in it", () => {
    const { parts } = read("en-hardware-config-gib-four-modules.html");
    expect(parts.filter((p) => /U28D590D|CX750/.test(String(p[2])))).toEqual([]);
    expect(parts.filter((p) => p[0] !== null).map((p) => p.slice(1))).toEqual([
      ["cpu", "Core i7-5960X", null, null],
      ["motherboard", "ASRock Fatal1ty X99M Killer", null, null],
      ["memory", "DDR4-2400", 4, 16 * G],
      ["disk", "Kingston M.2 SM2280S3", 1, 120 * G],
    ]);
  });

  it("reads a test-setup table's CPU, board and memory, and not its cooler, GPU or power supply", () => {
    const { parts } = read("en-test-setup-table-peripherals.html");
    expect(parts.filter((p) => p[0] !== null).map((p) => [p[1], p[2]])).toEqual([
      ["cpu", "Core i7 3770K"],
      ["motherboard", "Gigabyte GA-Z77-UD3H"],
      ["memory", "Kingston HyperX 1600"],
    ]);
  });
});

describe("machines whose parts are listed on one configuration line", () => {
  it("reads a configuration line's comma-separated pieces as the parts of the machine above it, and the client's under its heading", () => {
    const { ex, parts } = read("en-storage-servers-client-colon-lines.html");
    expect(ex.systems.map((s) => s.role)).toEqual(["server", "server", "server", "client"]);
    const [fc, das, iscsi, client] = ex.systems.map((s) => s.name ?? s.key);
    expect(parts.filter((p) => p[0] === fc).map((p) => [p[1], p[2], p[3], p[4]])).toEqual([
      ["raid_controller", "IOP341", null, null],
      ["disk", "Fujitsu MAX3073RC", 8, 584e9],
    ]);
    expect(parts.filter((p) => p[0] === das).map((p) => [p[1], p[2]])).toEqual([["raid_controller", "SRCSAS144E"], ["disk", "Fujitsu MAX3073RC"]]);
    expect(parts.filter((p) => p[0] === iscsi && p[1] !== "software").map((p) => [p[1], p[2], p[4]])).toEqual([
      ["cpu", "Xeon 5335", null],
      ["memory", "DDR2-667", 2 * G],
      ["motherboard", "Intel S5000PSL", null],
      ["raid_controller", "SRCSAS144E", null],
      ["disk", "Fujitsu MAX3073RC", 584e9],
    ]);
    expect(parts.filter((p) => p[0] === client && p[1] !== "software").map((p) => [p[1], p[2]])).toEqual([
      ["cpu", "Pentium D"],
      ["motherboard", "Intel Desktop Board D955XBK"],
      ["memory", "DDR2-533"],
      ["nic", "Intel Pro/1000 PM"],
      ["raid_controller", "Emulex LightPulse LPe1150-F4"],
    ]);
  });

  it("reads /proc/cpuinfo's `model name` in a table by its value, and a kernel release without uname's build line", () => {
    const { parts } = read("en-hostinfo-attribute-value-tables.html");
    expect(parts.map((p) => [p[1], p[2]])).toEqual([["cpu", "Xeon E5-1620"], ["os", "Debian GNU/Linux 7"], ["kernel", "3.2.0-4-amd64"]]);
  });
});

describe("what tools print about the machine", () => {
  it("reads a bench script's header: processor, RAM as the OS sees it, the kernel after `Linux`, and the disks under `Disks:`", () => {
    const { ex, parts } = read("en-nench-header.html");
    expect(ex.systems.length).toBe(1);
    expect(parts.map((p) => [p[1], p[2], p[4]])).toEqual([
      ["cpu", "Xeon Gold 6248R", null],
      ["memory", null, Math.round(7.8 * G)],
      ["kernel", "5.4.0-72-generic", null],
      ["disk", null, 50 * G],
    ]);
  });

  it("reads pt-summary: release, kernel, the processor with its socket count, memory total", () => {
    const { ex, parts } = read("en-pt-summary-report.html");
    expect(ex.systems.length).toBe(1);
    expect(parts.map((p) => [p[1], p[2], p[3], p[4]])).toEqual([
      ["os", "CentOS Linux 7.9.2009", null, null],
      ["kernel", "3.10.0-1160.el7.x86_64", null, null],
      ["cpu", "Core i7-1068NG7", 1, null],
      ["memory", null, null, Math.round(1.8 * G)],
    ]);
  });
});

describe("parts named in sentences", () => {
  it("makes a second machine of a sentence whose processor differs, though its memory and OS are the first's", () => {
    const { ex, parts } = read("en-prose-wan-lan-machines.html");
    expect(ex.systems.length).toBe(2);
    // `Dell Optiplex 9010`: the product line is read in any case, so each machine is named by it
    expect(ex.systems.map((s) => s.name)).toEqual(["Optiplex 9010", "Optiplex 790"]);
    const [wan, lan] = ex.systems.map((s) => s.name ?? s.key);
    expect(parts.filter((p) => p[0] === wan).map((p) => p[1])).toEqual(["cpu", "memory", "os"]);
    expect(parts.filter((p) => p[0] === lan).map((p) => [p[1], p[2] ?? p[4]])).toEqual([["cpu", "Core i5-2400"], ["memory", 16 * G], ["os", "Ubuntu 18.04 LTS"]]);
    expect(parts.filter((p) => p[1] === "nic" || p[1] === "switch").map((p) => p[2])).toEqual(["TX401", "QNAP QSW-M408-4C"]);
  });

  it("reads a NIC by its product line without the noun, and a Wi-Fi adapter as a NIC", () => {
    expect(read("ja-25gbe-nic-pair-label-space-bullets.html").parts.filter((p) => p[1] === "nic").map((p) => p[2])).toEqual(["ConnectX-4 Lx MCX4121A-ACAT"]);
    expect(read("en-wifi-clients-ax200-testbed.html").parts.map((p) => [p[1], p[2]])).toEqual([["nic", "AX200"]]);
  });
});
