import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { specKindForLabel } from "../../src/extract/specs/specTerms.ts";

const parts = (html: string) =>
  extractAll(buildDocument(html)).components.map((c) => [c.kind, c.model, c.count ?? null, c.capacityBytes ?? null]);

describe("a count leading a part in a spec list (`6 x Seagate …`)", () => {
  it("reads the count before the name of disks, controllers and NICs, a disk's capacity becoming the total", () => {
    const got = parts(`<html><body><h2>Build</h2><table>
      <tr><th>Processor</th><td>AMD Ryzen 7 3700X</td></tr>
      <tr><th>Storage controller</th><td>2 x LSI SAS9211-8i</td></tr>
      <tr><th>Drives</th><td>6 x Seagate Exos X20 ST18000NM003D 18 TB</td></tr>
      <tr><th>NIC</th><td>2x Intel X540-T2</td></tr>
      <tr><th>Network controller</th><td>Intel I210</td></tr>
      </table></body></html>`);
    expect(got).toContainEqual(["raid_controller", "LSI SAS9211-8i", 2, null]);
    expect(got).toContainEqual(["disk", "Seagate Exos X20 ST18000NM003D", 6, 6 * 18e12]);
    expect(got.filter((p) => String(p[1]).includes("X540")).map((p) => [p[0], p[2]])).toEqual([["nic", 2]]);
    expect(got.some((p) => p[0] === "raid_controller" && String(p[1]).includes("I210"))).toBe(false);
  });

  it("takes `Controller` as the storage controller of a build, and a network or ethernet controller as a NIC", () => {
    expect(specKindForLabel("Controller")).toBe("raid_controller");
    expect(specKindForLabel("Controllers")).toBe("raid_controller");
    expect(specKindForLabel("SAS controller")).toBe("raid_controller");
    expect(specKindForLabel("Network controller")).toBe("nic");
    expect(specKindForLabel("Ethernet controller")).toBe("nic");
  });
});

describe("a part cited in brackets after the term of its kind (`NIC「X540-T2」`)", () => {
  it("reads the bracketed model as a part of that kind, and leaves a bracketed word without a model number alone", () => {
    const got = parts(`<html><body><h2>テスト環境</h2><p>10GbE対応のNIC「X540-T2」を挿したPCと、QNAP製のNAS「TS-873A」を、スイッチ「XS708T」でつないだ。NAS「自作機」も試した。</p></body></html>`);
    expect(got.filter((p) => ["nic", "nas", "switch"].includes(String(p[0]))).map((p) => [p[0], p[1]])).toEqual([
      ["nic", "X540-T2"],
      ["nas", "TS-873A"],
      ["switch", "XS708T"],
    ]);
  });
});
