import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { numberedDrivesIn } from "../../../src/extract/specs/numberedDrives.ts";
import { compactBracketsIn, readPart } from "../../../src/extract/specs/readPart.ts";
import { addMeasuredDrives } from "../../../src/extract/specs/measuredDrives.ts";
import { type Extraction, emptyExtraction } from "../../../src/model/records.ts";

const extract = (html: string) => extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${html}</body></html>`));
const parts = (html: string) => extract(html).components.map((c) => [c.kind, c.model, c.clockHz ?? c.capacityBytes ?? null]);

describe("parts on unseen pages: constructions of round 12", () => {
  it("cuts a spec line that runs on into more labels into one line per label", () => {
    const ex = extract(`<h3>環境</h3><p>ノートPC OS:Windows7(SP1) CPU:Celeron 1.2GHz メモリ:4GB 接続:有線LAN</p>`);
    expect(ex.components.map((c) => [c.kind, c.model, c.clockHz ?? c.capacityBytes ?? null])).toEqual([
      ["os", "Windows 7", null],
      ["cpu", "Celeron", 1.2e9],
      ["memory", null, 4 * 2 ** 30],
    ]);
    // a label inside brackets, or a lower-case word before a colon, cuts nothing
    expect(parts(`<ul><li>NIC：Acme X100-T （FW：2.1.0, Driver：acme-3.2）</li></ul>`).filter((p) => p[0] === "software")).toEqual([]);
  });

  it("reads a table of machines under a blank corner, the clock column joined to the processor", () => {
    const table = `<table><tr><th></th><th>CPU</th><th>クロック</th><th>メモリ</th><th>OS</th></tr>
      <tr><td>自作機</td><td>Pentium 4</td><td>3.0GHz</td><td>PC3200 512MB</td><td>Windows 2000</td></tr>
      <tr><td>ノート</td><td>Pentium M</td><td>1.3GHz</td><td>PC2100 256MB</td><td>Windows XP</td></tr></table>`;
    const ex = extract(table);
    expect(ex.systems.length).toBe(2);
    expect(ex.components.filter((c) => c.kind === "cpu").map((c) => [c.model, c.clockHz])).toEqual([
      ["Pentium 4", 3e9],
      ["Pentium M", 1.3e9],
    ]);
    expect(ex.components.filter((c) => c.kind === "memory").map((c) => c.capacityBytes)).toEqual([512 * 2 ** 20, 256 * 2 ** 20]);
    // a table of plans (cores and sizes under a blank corner) names no machine's parts
    const plans = `<table><tr><th></th><th>CPU</th><th>Memory</th><th>Storage</th></tr><tr><td>Plan A</td><td>2</td><td>4 GB</td><td>SSD: 50 GB</td></tr><tr><td>Plan B</td><td>4</td><td>8 GB</td><td>SSD: 100 GB</td></tr></table>`;
    expect(extract(plans).systems).toEqual([]);
  });

  it("reads a drive named by its maker's part number, in a sentence or a preformatted legend, with the size beside it", () => {
    expect(numberedDrivesIn("D1 - Mobile ST9500325AS (500GB) on a laptop").map((p) => [p.vendor, p.model, p.capacityBytes])).toEqual([["Seagate", "ST9500325AS", 500e9]]);
    expect(numberedDrivesIn("Crucial MX500 1TB 3D NAND SATA CT1000MX500SSD1").map((p) => [p.vendor, p.model, p.capacityBytes])).toEqual([["Crucial", "CT1000MX500SSD1", 1e12]]);
    expect(numberedDrivesIn("ST1 and WD2 are the keys of the table")).toEqual([]);
    const legend = parts(`<h2>Drives</h2><pre>A - Western Digital (WD3200AAKS) on the desktop\nB - Toshiba 128GB THNSNJ128GCSU</pre>`).filter((p) => p[0] === "disk");
    expect(legend).toEqual([
      ["disk", "WD3200AAKS", null],
      ["disk", "THNSNJ128GCSU", 128e9],
    ]);
    expect(parts(`<p>買ったのは USBメモリ 32GB TS32GJF790K です。</p>`).filter((p) => p[0] === "disk").map((p) => [p[1], p[2]])).toEqual([["TS32GJF790K", 32e9]]);
  });

  it("reads a kernel from a Version line whose value is a release with its build, and no other version", () => {
    const kernels = (html: string) => extract(html).components.filter((c) => c.kind === "kernel").map((c) => c.model);
    expect(kernels(`<table><tr><td>CPU</td><td>Core i5-2400</td></tr><tr><td>OS</td><td>CentOS 7</td></tr><tr><td>バージョン</td><td>3.10.0-1160.el7.x86_64</td></tr></table>`)).toEqual(["3.10.0-1160.el7.x86_64"]);
    expect(kernels(`<table><tr><td>CPU</td><td>Core i5-2400</td></tr><tr><td>OS</td><td>CentOS 7</td></tr><tr><td>Version</td><td>3.28</td></tr></table>`)).toEqual([]);
  });

  it("reads a card the figures name by its maker and size alone, once per maker, size and line", () => {
    const measured = (storage: string, value: number) => ({ key: `m${value}`, report: 0, system: null, metric: "throughput" as const, operation: "copy" as const, access: null, value, unit: "kB/s", valueSi: value * 1e3, siUnit: "B/s" as const, conditions: { storage }, origin: "prose" as const, raw: storage, locator: "li[2]/l1" });
    const ex = emptyExtraction();
    ex.measurements.push(measured("samsung 64gb evo plus winner", 1200), measured("samsung 64gb evo plus batch #2", 1180), measured("samsung 128gb pro", 1100), measured("generic 32gb card", 900));
    addMeasuredDrives(ex as Extraction);
    expect(ex.components.map((c) => [c.vendor, c.capacityBytes, c.raw])).toEqual([
      ["Samsung", 64e9, "samsung 64gb evo plus winner"],
      ["Samsung", 128e9, "samsung 128gb pro"],
    ]);
  });

  it("refuses an OS named by its family alone in passing, and keeps one a sentence puts on a machine", () => {
    const ex = extract(`<p>Ubuntu の LTS が出たらこれをクラスターに入れたい。</p><p>Because FreeNAS is based on FreeBSD, the scripts are FreeBSD-centric.</p>`);
    expect(ex.components.filter((c) => c.kind === "os")).toEqual([]);
    expect(ex.rejects.filter((r) => r.reason.startsWith("an operating system named in passing")).length).toBeGreaterThan(0);
    expect(parts(`<p>The file server runs TrueNAS on an old desktop.</p>`).filter((p) => p[0] === "os").map((p) => p[1])).toEqual(["TrueNAS"]);
    expect(parts(`<p>Ubuntu 22.04 で計測した。</p>`).filter((p) => p[0] === "os").map((p) => p[1])).toEqual(["Ubuntu 22.04"]);
  });

  it("reads a machine's parts written compactly in brackets in a sentence", () => {
    expect(compactBracketsIn("My old iMac [2.7GHz Intel Core i5, 8GB Memory, 1TB HDD] was slow").map((p) => [p.kind, p.model, p.clockHz ?? p.capacityBytes ?? null])).toEqual([
      ["cpu", "Core i5", 2.7e9],
      ["memory", null, 8 * 2 ** 30],
      ["disk", null, 1e12],
    ]);
    // a bracket of sizes alone, or of words, is no machine
    expect(compactBracketsIn("the copy took (12GB, 40s) in all")).toEqual([]);
  });

  it("reads processor lines written without the space beside a digit, and ends a line at its digit", () => {
    const cpu = (t: string) => { const p = readPart(t, "cpu"); return [p?.model, p?.clockHz ?? null]; };
    expect(cpu("Pentium4 2.4GHz")).toEqual(["Pentium 4", 2.4e9]);
    expect(cpu("Core2duo")).toEqual(["Core2 Duo", null]);
    expect(cpu("Pentium 433MHz")).toEqual(["Pentium", 433e6]);
    expect(cpu("Intel(R) Xeon(R) CPU E5-2630 0 @ 2.30GHz")).toEqual(["Xeon E5-2630", 2.3e9]);
  });
});
