import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeBytes } from "../../src/decode/decodeBytes.ts";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

/** A NAS review's test method, written from the figures of a published review (its test client and the drives in the NAS). */
describe("an unseen NAS review: the test client's spec table and the NAS named in title and sentences", () => {
  const file = "en-nas-review-testbed.html";
  const doc = buildDocument(decodeBytes(readFileSync(new URL(`../fixtures/extra/${file}`, import.meta.url)), null, file).text);
  const ex = extractAll(doc);
  const row = (key: string | null) => ex.components.filter((c) => c.system === key).map((c) => [c.kind, c.vendor, c.model, c.count ?? null, c.capacityBytes ?? null, c.speedBps ?? null]);

  it("reads the client from a key/value table under a title row spanning both columns, plural labels included", () => {
    expect(ex.systems.map((s) => s.label?.slice(0, 30))).toEqual(["Testing Methodology", "The Synology DS918+ in all RAI"]);
    expect(row(ex.systems[0]?.key ?? null)).toEqual([
      ["cpu", "AMD", "FX-8370E", null, null, null],
      ["motherboard", "ASRock", "ASRock 990FX Killer", null, null, null],
      ["memory", null, "DDR3-1600", null, 2 * 2 ** 30, null],
      ["disk", "Samsung", "Samsung 850 EVO", 1, 256e9, null],
      ["nic", "Intel", "Intel Pro/1000 PT", null, null, null],
      ["switch", null, "Allied Telesyn AT-9924T", null, null, 1e9],
      ["os", null, "Windows 10 Pro", null, null, null],
    ]);
    const nic = ex.components.find((c) => c.kind === "nic");
    const sw = ex.components.find((c) => c.kind === "switch");
    expect([nic?.attrs?.ports, sw?.attrs?.ports]).toEqual([2, 24]);
  });

  it("makes the NAS a machine from the sentence that names it with its file system and OS", () => {
    const nas = ex.systems[1];
    expect([nas?.name, nas?.role]).toEqual(["DS918+", "server"]);
    expect(row(nas?.key ?? null)).toEqual([
      ["nas", "Synology", "DS918+", null, null, null],
      ["filesystem", null, "btrfs", null, null, null],
      ["os", null, "DSM 6.2", null, null, null],
    ]);
  });

  it("keeps the drives as parts of the report; the benchmark (the figures' tool) and the RAID levels compared (their raid) are no parts", () => {
    expect(row(null)).toEqual([["disk", "Seagate", "ST8000DM004", 4, 8e12, null]]);
  });

  it("finds no measurement on a page that only describes its method", () => {
    expect(ex.measurements).toEqual([]);
  });
});
