import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { cpu, parseSpecValue } from "../../../src/extract/specs/parseSpecValue.ts";

const extract = (html: string) => extractAll(buildDocument(`<html><body>${html}</body></html>`));
const owner = (ex: ReturnType<typeof extract>, key: string | null) => ex.systems.find((s) => s.key === key)?.label ?? null;

describe("parts per machine", () => {
  it("reads list items under a label alone (`Additional Cards:`) as that machine's parts, the same card on two machines twice", () => {
    const machine = (name: string, cpuModel: string, extra: string) =>
      `<h3>${name}</h3><ul><li>CPU: ${cpuModel}</li><li>RAM: 32GB DDR4-2666</li><li>Expansion:</li><li>Chelsio T520-CR dual port 10GbE NIC</li>${extra}</ul>`;
    const ex = extract(
      machine("Acme Tower T100", "Xeon E3-1230 v5", "") + machine("Acme Rack R200", "Xeon E5-2620 v4", "<li>Generic PCIe x4 to NVMe adapter with a 2TB NVMe SSD</li>") + "<p>Both machines carry a Chelsio T520-CR.</p>",
    );
    const nics = ex.components.filter((c) => c.kind === "nic").map((c) => [c.model, owner(ex, c.system)]);
    expect(nics).toEqual([["Chelsio T520-CR", "Acme Tower T100"], ["Chelsio T520-CR", "Acme Rack R200"]]);
    // the lanes of `PCIe x4` are not four drives
    const disk = ex.components.find((c) => c.kind === "disk");
    expect([disk?.count, disk?.capacityBytes, owner(ex, disk?.system ?? null)]).toEqual([1, 2e12, "Acme Rack R200"]);
  });

  it("ends the label's list at the next labelled item", () => {
    const ex = extract(`<h3>Box Z9</h3><ul><li>CPU: Core i5-8400</li><li>Cards:</li><li>Intel X540-T2 NIC</li><li>Notes: an Intel X520-DA2 NIC was tried too</li></ul>`);
    expect(ex.components.filter((c) => c.kind === "nic" && c.system).map((c) => c.model)).toEqual(["Intel X540-T2"]);
  });
});

describe("products cited by the term of their kind", () => {
  it("takes the Japanese terms for a NAS sold as a network drive (`LAN HDD`, `ネットワークHDD`) for a NAS", () => {
    const ex = extract(`<p>外付け LAN HDD「LS-XH1.0TL」と、ネットワークHDD「HDL-GT2.0」を買った。</p>`);
    expect(ex.components.filter((c) => c.kind === "nas").map((c) => c.model)).toEqual(["LS-XH1.0TL", "HDL-GT2.0"]);
  });
});

describe("what the grammar refuses", () => {
  it("refuses a clause where a model should be, with a reject saying so", () => {
    const ex = extract(`<h2>スイッチ</h2><ul><li>VLAN に対応している</li><li>ポート数が足りる</li></ul>`);
    expect(ex.components.filter((c) => c.kind === "switch")).toEqual([]);
    expect(ex.rejects.some((r) => /sentence is no part's model/.test(r.reason))).toBe(true);
  });

  it("takes `power supply` for no IBM POWER processor, and a description ending in `switch` for a switch", () => {
    const ex = extract(`<h2>Hardware</h2><ul><li>1 x Acme 6-port USB power supply (60 W)</li><li>1 x Netgear GS108E 8 ports GE ethernet managed switch (VLAN)</li></ul>`);
    expect(ex.components.filter((c) => c.kind === "cpu")).toEqual([]);
    expect(ex.components.filter((c) => c.kind === "nic")).toEqual([]);
    expect(ex.components.find((c) => c.kind === "switch")?.raw).toMatch(/GS108E/);
  });
});

describe("makers from the grammar's data", () => {
  it("names a processor's maker from the grammar's processor makers, not only Intel or AMD", () => {
    expect(cpu("VIA Eden X4 C4250 1.2GHz").vendor).toBe("VIA");
    expect(cpu("AMD Opteron 6174").vendor).toBe("AMD");
  });

  it("reads a count before any maker the grammar knows, a RAID card's maker among them", () => {
    const [card] = parseSpecValue("raid_controller", "2 HighPoint RocketRAID 2720SGL", "RAID");
    expect([card?.count, card?.model]).toEqual([2, "HighPoint RocketRAID 2720SGL"]);
    const [nic] = parseSpecValue("nic", "MELLANOX ConnectX-3 MCX312A", "NIC");
    expect(nic?.vendor).toBe("MELLANOX");
  });
});
