import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const read = (html: string) => {
  const ex = extractAll(buildDocument(html));
  return {
    ex,
    parts: ex.components.map((c) => [c.system ? ex.systems.findIndex((s) => s.key === c.system) : null, c.kind, c.model, c.count ?? null, c.capacityBytes ?? null]),
  };
};

describe("a spec cell that lists several parts", () => {
  it("reads each part of a machine's own line, disks named by model with their counts, and an array with its disks", () => {
    const { parts } = read(`<html><body><h2>構成</h2><ul><li>サーバ: Xeon E3-1230 v5 3.4GHz、32GBメモリ、Ubuntu 18.04</li>
      <li>HDD: 6台（ST4000VN008×4、ST4000DM004×2）</li><li>RAID: 2TBx6構成 HW RAID6</li></ul></body></html>`);
    expect(parts).toEqual([
      [0, "cpu", "Xeon E3-1230 v5", null, null],
      [0, "memory", null, null, 32 * 2 ** 30],
      [0, "os", "Ubuntu 18.04", null, null],
      [0, "disk", "ST4000VN008", 4, 4e12],
      [0, "disk", "ST4000DM004", 2, 4e12],
      [0, "raid_array", "RAID6", 6, null],
      [0, "disk", null, 6, 2e12],
    ]);
  });

  it("splits one list into the machines its lines name, a line labelled after a machine going to that machine", () => {
    const { ex, parts } = read(`<html><body><h2>機材</h2><ul><li>NAS：QNAP TS-464（Celeron N5095 2.0GHz、メモリ 8GB）</li>
      <li>HDD：WD Red Plus WD40EFZX（4TB、5400rpm）×4</li><li>クライアント：Core i5-12400、メモリ 32GB DDR4</li><li>NASのネットワーク：2.5GbE</li></ul></body></html>`);
    expect(ex.systems.map((s) => [s.name, s.role])).toEqual([["TS-464", "server"], [null, "client"]]);
    expect(parts).toEqual([
      [0, "nas", "TS-464", null, null],
      [0, "cpu", "Celeron N5095", null, null],
      [0, "memory", null, null, 8 * 2 ** 30],
      [0, "disk", "Red Plus WD40EFZX", 4, 16e12],
      [1, "cpu", "Core i5-12400", null, null],
      [1, "memory", "DDR4", null, 32 * 2 ** 30],
    ]);
  });

  it("reads the kernel inside an OS string", () => {
    const { parts } = read(`<html><body><ul><li>CPU: Xeon E5-2620 v4</li><li>OS: CentOS Linux (3.10.0-957.el7.x86_64)</li></ul></body></html>`);
    expect(parts).toEqual([[0, "cpu", "Xeon E5-2620 v4", null, null], [0, "os", "CentOS Linux", null, null], [0, "kernel", "3.10.0-957.el7.x86_64", null, null]]);
  });
});

describe("spec tables of products", () => {
  it("reads one product per row with its ports and cache as attributes, and no measurement", () => {
    const { ex } = read(`<html><body><h2>RAIDカード</h2><table><tr><th>型番</th><th>ポート</th><th>キャッシュ</th><th>インタフェース</th></tr>
      <tr><td>MegaRAID 9361-8i</td><td>8</td><td>1GB</td><td>PCIe 3.0 x8, 12Gb/s SAS</td></tr>
      <tr><td>Adaptec ASR-8805</td><td>8</td><td>1GB</td><td>PCIe 3.0 x8, 12Gb/s SAS</td></tr></table></body></html>`);
    expect(ex.components.map((c) => [c.kind, c.model, c.attrs?.cache_bytes])).toEqual([["raid_controller", "MegaRAID 9361-8i", 2 ** 30], ["raid_controller", "Adaptec ASR-8805", 2 ** 30]]);
    expect(ex.measurements).toEqual([]);
  });

  it("reads an English product table of NICs (Model | Ports | Speed) with their link speed", () => {
    const { ex } = read(`<html><body><h2>Network adapters</h2><table><tr><th>Model</th><th>Ports</th><th>Speed</th></tr>
      <tr><td>Intel X710-DA2</td><td>2x SFP+</td><td>10Gbps</td></tr><tr><td>Mellanox MCX4121A-ACAT</td><td>2x SFP28</td><td>25Gbps</td></tr></table></body></html>`);
    expect(ex.components.map((c) => [c.kind, c.model, c.attrs?.ports])).toEqual([["nic", "Intel X710-DA2", 2], ["nic", "Mellanox MCX4121A-ACAT", 2]]);
    expect(ex.measurements).toEqual([]);
  });

  it("reads one product per column, its kind from a type row, and takes no switching capacity for a throughput", () => {
    const { ex } = read(`<html><body><h2>仕様</h2><table><tr><th>項目</th><th>GS108T v3</th><th>SG350-10</th></tr>
      <tr><th>メーカー</th><td>NETGEAR</td><td>Cisco</td></tr><tr><th>種別</th><td>L2スイッチ</td><td>L3スイッチ</td></tr>
      <tr><th>スイッチング容量</th><td>16Gbps</td><td>20Gbps</td></tr><tr><th>ポート</th><td>10/100/1000BASE-T×8</td><td>10/100/1000BASE-T×8、SFP×2</td></tr></table></body></html>`);
    expect(ex.components.map((c) => [c.kind, c.vendor, c.model, c.attrs?.ports])).toEqual([["switch", "NETGEAR", "GS108T v3", 8], ["switch", "Cisco", "SG350-10", 10]]);
    expect(ex.measurements).toEqual([]);
  });

  it("names the products of a results table without turning its cells into attributes or dropping its results", () => {
    const { ex } = read(`<html><body><table><tr><th>NAS</th><th>Read (MB/s)</th><th>Write (MB/s)</th></tr>
      <tr><th>Synology DS923+</th><td>112.4</td><td>108.9</td></tr><tr><th>QNAP TS-464</th><td>113.0</td><td>110.2</td></tr></table></body></html>`);
    expect(ex.components.filter((c) => c.kind === "nas").map((c) => [c.vendor, c.model, Object.keys(c.attrs ?? {})])).toEqual([["Synology", "DS923+", []], ["QNAP", "TS-464", []]]);
    expect(ex.measurements.length).toBe(4);
  });
});
