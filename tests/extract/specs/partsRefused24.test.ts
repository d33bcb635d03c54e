import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (html: string, title = "Notes") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${html}</body></html>`));
const parts = (html: string, title?: string) => extract(html, title).components.map((c) => [c.kind, c.model]);
const reasons = (html: string, title?: string) => extract(html, title).rejects.map((r) => r.reason);

describe("parts refused in session 24 (issue 25: no part invented)", () => {
  it("refuses a RAID level a sentence names on no machine, keeps a title's and a spec line's", () => {
    const sentence = `<p>We rebuilt the box as a software RAID 5 array from four SATA drives and ran the copy again.</p>`;
    expect(parts(sentence).filter((p) => p[0] === "raid_array")).toEqual([]);
    expect(reasons(sentence)).toContain("a RAID level on no machine is the figures' configuration: RAID5");
    expect(parts(`<p>何かの間違いではと思いRAID0構成のCドライブも計測してみました。</p>`).filter((p) => p[0] === "raid_array")).toEqual([]);
    expect(parts(`<ul><li>RAID: RAID 6 (8 drives)</li></ul>`)).toContainEqual(["raid_array", "RAID6"]);
    expect(parts(`<p>Results below.</p>`, "RAID5 dd 比較")).toContainEqual(["raid_array", "RAID5"]);
  });

  it("refuses the name the system gives an interface as a NIC's model, keeps a product's", () => {
    const list = (nic: string) => `<h3>Test server</h3><ul><li>CPU: Xeon E5-2620 v4</li><li>NIC: ${nic}</li><li>OS: Ubuntu 22.04</li></ul>`;
    expect(parts(list("eno2")).filter((p) => p[0] === "nic")).toEqual([]);
    expect(reasons(list("eno2"))).toContain("an interface's name is no NIC's model: eno2");
    expect(parts(list("Intel X710-DA2")).filter((p) => p[0] === "nic").length).toBe(1);
    const table = `<h3>Server</h3><table><tr><th>項目</th><th>値</th></tr><tr><td>CPU</td><td>EPYC 7302</td></tr><tr><td>データNIC</td><td>enp65s0f1np1（PCI 41:00.1）</td></tr><tr><td>NIC</td><td>同一</td></tr></table>`;
    expect(parts(table)).toEqual([["cpu", "EPYC 7302"]]);
    // a word of the sentence (`同一`, the same) names no product
    expect(reasons(table)).toContain("a word is no part's model (nic): 同一");
  });

  it("refuses a bare number as a processor, keeps one with its maker", () => {
    expect(parts(`<p>per-CPU のエントリ（~4096個 × 64B）が L2 に収まるため吸収される。</p>`).filter((p) => p[0] === "cpu")).toEqual([]);
    expect(parts(`<h3>PC</h3><ul><li>CPU: AMD XP 2000</li><li>OS: Windows XP</li></ul>`)).toContainEqual(["cpu", "2000"]);
  });

  it("refuses a kernel series written with a placeholder, keeps a release", () => {
    expect(reasons(`<h2>Kernel 4.4.xx</h2><p>Results below.</p>`)).toContain("a series is no release (kernel): 4.4.xx");
    expect(parts(`<ul><li>Kernel: 5.15.0-70-generic</li></ul>`)).toContainEqual(["kernel", "5.15.0-70-generic"]);
  });

  it("refuses a rated bound under a part's label (`最大25Gbps`, `max. 10 Gbps`) as a figure", () => {
    expect(parts(`<ul><li>ネットワーク仕様: 最大25Gbps</li></ul>`)).toEqual([]);
    expect(reasons(`<ul><li>ネットワーク仕様: 最大25Gbps</li></ul>`)).toContain("a measured figure is no part (nic): 最大25Gbps");
    expect(parts(`<ul><li>Network: max. 10 Gbps</li></ul>`).filter((p) => p[0] === "nic")).toEqual([]);
  });

  it("refuses a RAID level or a file system in memory where a drive's model should be", () => {
    const table = `<table><tr><th>Drive</th><th>Read MB/s</th><th>Write MB/s</th></tr><tr><td>Seagate 320 GB 7200.4 Laptop</td><td>80</td><td>75</td></tr><tr><td>WD 160 GB 7200 RPM</td><td>70</td><td>60</td></tr><tr><td>3X WD 160 GB RAID0</td><td>190</td><td>95</td></tr></table>`;
    expect(parts(table).filter((p) => p[0] === "disk" && /RAID/.test(String(p[1])))).toEqual([]);
    expect(reasons(table)).toContain("a RAID level is no drive: RAID0");
    expect(parts(table)).toContainEqual(["disk", "Seagate 320 GB 7200.4 Laptop"]);
    expect(parts(`<h3>Server</h3><ul><li>CPU: Xeon E5-2620 v4</li><li>Storage0: 2x Samsung 970 EVO 1TB</li><li>Storage1: tmpfs 6GB</li></ul>`).filter((p) => p[1] === "tmpfs")).toEqual([]);
    expect(reasons(`<h3>Server</h3><ul><li>CPU: Xeon E5-2620 v4</li><li>Storage1: tmpfs 6GB</li></ul>`)).toContain("a file system in memory is no part: tmpfs");
  });

  it("refuses cloud volume types listed together, keeps one a machine mounts", () => {
    const listed = `<h2>Choosing an EBS volume type: gp2, gp3, io1, io2</h2><p>Notes.</p>`;
    expect(parts(listed).filter((p) => p[0] === "disk")).toEqual([]);
    expect(reasons(listed)).toContain("cloud volume types listed together are no machine's drive: gp3");
    expect(parts(`<p>The database sits on a 500 GiB gp3 volume formatted as xfs.</p>`)).toContainEqual(["disk", "gp3"]);
  });

  it("refuses a verb of a news line as a drive's model (`Micron announces the SSD 2400`)", () => {
    expect(parts(`<h2>Micron announces the SSD 2400 for OEMs</h2><p>Text.</p>`).filter((p) => p[1] === "announces")).toEqual([]);
    expect(reasons(`<h2>Micron announces the SSD 2400 for OEMs</h2><p>Text.</p>`)).toContain("a phrase is no part's model (disk): announces");
  });
});
