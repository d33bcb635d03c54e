import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractSpecs } from "../../src/extract/specs/extractSpecs.ts";
import { countIn, memoryType, osName } from "../../src/extract/specs/parseSpecValue.ts";
import { specKindForLabel } from "../../src/extract/specs/specTerms.ts";

const specs = (body: string) => {
  const ex = extractSpecs(buildDocument(`<html><head><title>Test | Lab</title></head><body>${body}</body></html>`));
  return ex.systems.map((s) => ({
    name: s.name,
    role: s.role,
    count: s.count,
    parts: ex.components.filter((c) => c.system === s.key).map((c) => ({ kind: c.kind, model: c.model, count: c.count, capacity: c.capacityBytes, clock: c.clockHz, speed: c.speedBps, ...c.attrs })),
  }));
};

describe("spec lists beyond the samples", () => {
  it("a definition list under a heading that names the machine", () => {
    const [s] = specs(`<h3>検証サーバ : R740xd</h3><dl><dt>CPU</dt><dd>Xeon Gold 6130 2.1GHz x2</dd><dt>メモリ</dt><dd>192GB (DDR4-2666)</dd><dt>OS</dt><dd>Ubuntu18.04</dd></dl>`);
    expect(s).toMatchObject({ name: "R740xd", role: "server" });
    expect(s?.parts).toEqual([
      { kind: "cpu", model: "Xeon Gold 6130", count: 2, capacity: null, clock: 2.1e9, speed: null },
      { kind: "memory", model: "DDR4-2666", count: null, capacity: 192 * 2 ** 30, clock: null, speed: null, type: "DDR4-2666" },
      { kind: "os", model: "Ubuntu 18.04", count: null, capacity: null, clock: null, speed: null },
    ]);
  });

  it("a spec table with a header row (項目 / 仕様), full-width digits and colons", () => {
    const [s] = specs(`<h4>テスト環境</h4><table><tr><th>項目</th><th>仕様</th></tr><tr><td>ＣＰＵ</td><td>Ｏｐｔｅｒｏｎ ２３５６ ２．３ＧＨｚ ×２</td></tr><tr><td>メモリ</td><td>１６ＧＢ</td></tr><tr><td>ＨＤＤ</td><td>１ＴＢ ＳＡＴＡ ＊４</td></tr></table>`);
    expect(s?.parts.map((p) => [p.kind, p.model, p.count, p.capacity, p.clock])).toEqual([
      ["cpu", "Opteron 2356", 2, null, 2.3e9],
      ["memory", null, null, 16 * 2 ** 30, null],
      ["disk", null, 4, 1e12, null],
    ]);
  });

  it("a label on one line and its value on the next", () => {
    const [s] = specs(`<p>Server : HPC-ProServer DPx100 ３台<br>CPU:<br>Core i7 920 2.66GHz<br>NIC:<br>eth0: link up, 1000Mbps, full-duplex</p>`);
    expect(s).toMatchObject({ name: "DPx100", count: 3 });
    expect(s?.parts.map((p) => [p.kind, p.model, p.clock, p.speed])).toEqual([["cpu", "Core i7 920", 2.66e9, null], ["nic", null, null, 1e9]]);
  });

  it("two machines whose specs are interleaved in one table (a column each)", () => {
    const found = specs(`<table border="1"><tr><th></th><th>NFS Server (DPr690)</th><th>NFS Client (DPe1950)</th></tr>
      <tr><td>CPU</td><td>Xeon X5355 2.66GHz 2CPU 8コア</td><td>Xeon 5160 3.0GHz 2CPU 4コア</td></tr>
      <tr><td>Memory</td><td>8GB</td><td>4GB x2</td></tr><tr><td>OS</td><td>CentOS 5.2</td><td>CentOS 5.2</td></tr></table>`);
    expect(found.map((s) => [s.name, s.role, s.parts.map((p) => `${p.kind}:${p.model ?? ""}:${p.capacity ?? p.clock}`)])).toEqual([
      ["DPr690", "nfs-server", ["cpu:Xeon X5355:2660000000", "memory::8589934592", "os:CentOS 5.2:null"]],
      ["DPe1950", "nfs-client", ["cpu:Xeon 5160:3000000000", "memory::8589934592", "os:CentOS 5.2:null"]],
    ]);
  });

  it("counts written x2, ×2, *2 and ２台, but not the X of a model", () => {
    expect(["x2", "×2", "*2", "２台", "E5620 x1"].map(countIn)).toEqual([2, 2, 2, 2, 1]);
    expect(countIn("Xeon X5355")).toBeNull();
    expect(countIn("2x4MBcache")).toBeNull();
  });

  it("normalises the same part written differently", () => {
    expect([memoryType("DDRII667MHz"), memoryType("DDR2-667"), memoryType("DDR3 1333")]).toEqual(["DDR2-667", "DDR2-667", "DDR3-1333"]);
    expect(["CentOS release 4.4 (Final)", "Cent OS", "CentOS4.4", "CentOS 5.5 64bit"].map(osName)).toEqual(["CentOS 4.4", "CentOS", "CentOS 4.4", "CentOS 5.5 64bit"]);
    expect(["filesystestm", "Filesystem", "M/B", "HDD(raid)", "・ 10GbE NIC", "RAIDコントローラー"].map(specKindForLabel)).toEqual(["filesystem", "filesystem", "motherboard", "disk", "nic", "raid_controller"]);
  });
});
