import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { parseSpecValue } from "../../../src/extract/specs/parseSpecValue.ts";

const extract = (body: string, title = "Speed test") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
const parts = (body: string, title?: string) =>
  extract(body, title).components.map((c) => ({ kind: c.kind, vendor: c.vendor ?? null, model: c.model, count: c.count ?? null, capacity: c.capacityBytes ?? null }));

describe("session 31 (issue 25): a results table with a row per numbered machine", () => {
  const table = `<table><thead><tr><th>Host #</th><th>CPU</th><th>OS</th><th>Kernel</th><th>Storage</th><th>IOPS</th></tr></thead><tbody>
<tr><td>1</td><td>AMD EPYC 9124</td><td>Debian 12</td><td>6.1.0-18-amd64</td><td>2x 1.92TB Micron 7450 NVMe RAID 1</td><td>12,345</td></tr>
<tr><td>2</td><td>Intel Xeon E-2388G</td><td>Ubuntu 22.04</td><td>5.15.0-91-generic</td><td>480GB Intel S4510 SATA SSD</td><td>4,321</td></tr>
<tr><td>3b</td><td>Intel Xeon E-2388G</td><td>Ubuntu 22.04</td><td>5.15.0-91-generic</td><td>6x 8TB Toshiba MG08 HDD Hardware RAID 6 (LSI MegaRAID 9361-8i)</td><td>321</td></tr>
</tbody></table>`;

  it("reads each row as a machine whose first column numbers it (`Host #`), with a part per column", () => {
    const r = extract(table);
    expect(r.systems.length).toBe(3);
    const got = parts(table);
    expect(got.filter((p) => p.kind === "cpu").map((p) => p.model)).toEqual(["EPYC 9124", "Xeon E-2388G", "Xeon E-2388G"]);
    expect(got.filter((p) => p.kind === "os").map((p) => p.model)).toEqual(["Debian 12", "Ubuntu 22.04", "Ubuntu 22.04"]);
    expect(got.filter((p) => p.kind === "kernel").map((p) => p.model)).toEqual(["6.1.0-18-amd64", "5.15.0-91-generic", "5.15.0-91-generic"]);
  });

  it("reads a storage cell as the array, its drives counted before their size, and the controller in brackets", () => {
    const got = parts(table);
    expect(got).toContainEqual({ kind: "raid_array", vendor: null, model: "RAID1", count: 2, capacity: null });
    expect(got).toContainEqual({ kind: "disk", vendor: "Micron", model: "7450", count: 2, capacity: 1.92e12 });
    expect(got).toContainEqual({ kind: "raid_array", vendor: null, model: "RAID6", count: 6, capacity: null });
    expect(got).toContainEqual({ kind: "raid_controller", vendor: "LSI", model: "LSI MegaRAID 9361-8i", count: null, capacity: null });
  });

  it("keeps a name column without the number sign to tables whose first header names machines", () => {
    // `Run #` numbers runs, not machines
    const runs = `<table><tr><th>Run #</th><th>CPU</th><th>OS</th></tr><tr><td>1</td><td>Xeon E-2388G</td><td>Ubuntu 22.04</td></tr><tr><td>2</td><td>Xeon E-2388G</td><td>Ubuntu 22.04</td></tr></table>`;
    expect(extract(runs).systems.length).toBe(0);
  });
});

describe("session 31 (issue 25): a count before a drive's size in a storage value", () => {
  it("is the number of drives, not a word of the model", () => {
    expect(parseSpecValue("storage", "2x 960GB NVMe RAID 1", "Storage")).toEqual([
      { kind: "raid_array", model: "RAID1", count: 2, attrs: { level: "RAID1" } },
      { kind: "disk", model: null, count: 2, capacityBytes: 960e9, attrs: { capacity_bytes_each: 960e9, interface: "NVMe" } },
    ]);
    expect(parseSpecValue("storage", "4x4TB RAIDZ1", "Storage").find((p) => p.kind === "disk")?.count).toBe(4);
  });

  it("takes a bracket as the controller only when it names a controller line or maker with a number", () => {
    expect(parseSpecValue("storage", "2x 1TB SSD RAID 1 (Samsung 870 EVO)", "Storage").some((p) => p.kind === "raid_controller")).toBe(false);
    expect(parseSpecValue("storage", "RAID 5 (PERC H730)", "Storage").find((p) => p.kind === "raid_controller")?.model).toBe("PERC H730");
  });
});

describe("session 31 (issue 25): a block device's name is no drive's model", () => {
  const summary = `<ul><li>Processor: Intel(R) Xeon(R) CPU E3-1230 v5 @ 3.40GHz</li><li>RAM: 15,5G</li><li>Kernel: Linux 5.4.0-42-generic x86_64</li>
<li>Disks:</li><li>loop0 6G HDD</li><li>nvme0n1 954G SSD</li><li>sdb 1.8T HDD</li></ul>`;

  it("keeps the drive with the name as its device, and refuses a loop device with its reason", () => {
    const r = extract(summary);
    const disks = r.components.filter((c) => c.kind === "disk");
    expect(disks.map((d) => [d.model, d.attrs?.device])).toEqual([[null, "nvme0n1"], [null, "sdb"]]);
    expect(r.rejects.some((x) => /loop, RAM or volume device is no drive: loop0/.test(x.reason ?? ""))).toBe(true);
  });

  it("reads a decimal comma in a size (`15,5G`), a thousands comma staying one", () => {
    expect(extract(summary).components.find((c) => c.kind === "memory")?.capacityBytes).toBe(15.5 * 2 ** 30);
    expect(parseSpecValue("memory", "1,024 MB", "RAM")[0]?.capacityBytes).toBe(2 ** 30);
  });

  it("leaves a model that only starts like a device's name (`sdxc`, `da1200`) alone", () => {
    expect(parseSpecValue("disk", "SDXC 64GB", "Card")[0]?.model).not.toBeNull();
  });
});

describe("session 31 (issue 25): a processor's label settles a line other things share", () => {
  it("reads `CPU: M4 Pro` as Apple's M4 Pro and `CPU: C3 800MHz` as VIA's C3, with the clock", () => {
    expect(parseSpecValue("cpu", "M4 Pro", "CPU")[0]).toMatchObject({ kind: "cpu", vendor: "Apple", model: "M4 Pro" });
    expect(parseSpecValue("cpu", "C3 800MHz", "CPU")[0]).toMatchObject({ kind: "cpu", vendor: "VIA", model: "C3", clockHz: 8e8 });
    expect(parts(`<p>CPU: M4 Pro</p><p>RAM: 48GB</p>`)).toContainEqual(expect.objectContaining({ kind: "cpu", vendor: "Apple", model: "M4 Pro" }));
  });

  it("reads no such line outside a processor's label", () => {
    expect(parts(`<p>The M4 Pro results follow.</p>`).some((p) => p.kind === "cpu")).toBe(false);
  });
});

describe("session 31 (issue 25): more words for the column naming each machine", () => {
  it("reads a row per board under `Board`", () => {
    const r = extract(`<table><tr><th>Board</th><th>CPU</th><th>OS</th><th>Mbps</th></tr><tr><td>odroid</td><td>Cortex-A55</td><td>Ubuntu 22.04</td><td>940</td></tr><tr><td>imx8</td><td>Cortex-A53</td><td>Debian 12</td><td>930</td></tr></table>`);
    expect(r.systems.map((s) => s.name)).toEqual(["odroid", "imx8"]);
    expect(r.components.filter((c) => c.kind === "os").map((c) => c.model)).toEqual(["Ubuntu 22.04", "Debian 12"]);
  });
});

describe("session 31 (issue 25): a RAID level with its pool's settings is no drive", () => {
  it("refuses `raidz1+comp=on` as a row's drive and keeps the drives of the same column", () => {
    const r = extract(`<table><tr><th>Disk</th><th>IOPS read</th><th>MB/s write</th></tr><tr><td>raidz1</td><td>730,000</td><td>3,548</td></tr><tr><td>raidz1+comp=on</td><td>800,000</td><td>3,447</td></tr><tr><td>raidz1+aes128</td><td>497,000</td><td>3,029</td></tr></table>`);
    expect(r.components.filter((c) => c.kind === "disk").map((c) => c.model)).toEqual([]);
    expect(r.rejects.filter((x) => /a RAID level is no drive/.test(x.reason ?? "")).length).toBeGreaterThanOrEqual(2);
  });
});

describe("session 31 (issue 25): a sentence saying a product does not support something names no part", () => {
  it("refuses the OS of `…Windows Vistaの「ReadyBoost」にも対応しないとある` and `…には非対応`", () => {
    expect(parts(`<p>公開スペックではClass 4以上には対応せず、Windows Vistaの「ReadyBoost」にも対応しないとある。</p>`).some((p) => p.kind === "os")).toBe(false);
    expect(parts(`<p>このカードリーダーはWindows 2000には非対応です。</p>`).some((p) => p.kind === "os")).toBe(false);
  });
});
