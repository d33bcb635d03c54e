import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

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
