import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { partsPrinted } from "../../src/extract/specs/machineStrings.ts";
import { partsMentioned } from "../../src/extract/specs/partMentions.ts";

/** Kind, vendor, model, count, capacity and clock of every part a page's extraction records. */
const parts = (body: string) =>
  extractAll(buildDocument(`<html><head><title>t</title></head><body>${body}</body></html>`)).components.map((c) => [c.kind, c.vendor ?? null, c.model, c.count ?? null, c.capacityBytes ?? null, c.clockHz ?? null]);

describe("parts written without a spec key", () => {
  it("reads a bare list item naming a processor through its trademark marks, and a count before the drives' interface", () => {
    const found = parts(`<h2>Test box</h2><ul><li>AMD(R) EPYC(TM) 7302P</li><li>Mirror - 4 x SATA SSD Micron 5300MAX</li></ul>`);
    expect(found).toEqual(expect.arrayContaining([["cpu", "AMD", "EPYC 7302P", null, null, null], ["disk", "Micron", "5300MAX", 4, null, null]]));
  });

  it("reads disks whose capacity stands in parentheses, after の, or with a brand before the noun", () => {
    expect(parts(`<p>NASの中はSSD(SATA、960GB)を入れてある。</p>`)).toEqual([["disk", null, null, 1, 960e9, null]]);
    expect(parts(`<p>使ったのは 2.5インチ SATA SSD(クルーシャル)の1TB。</p>`)).toEqual([["disk", null, null, 1, 1e12, null]]);
    expect(parts(`<p>The scratch volume is a pair of 256 GB Teamgroup SSDs on the front ports.</p>`)).toEqual([["disk", "Teamgroup", null, 1, 256e9, null]]);
    // a size of a file written to the disk is not the disk
    expect(parts(`<p>SSDの4GBのファイルを書いた。</p>`)).toEqual([]);
  });

  it("keeps the count of a vendor's drives and their per-drive size, never a form factor as the model", () => {
    expect(partsMentioned("six Toshiba 3.5-inch 7200 rpm drives").map((p) => [p.vendor, p.model, p.count])).toEqual([["Toshiba", null, 6]]);
    expect(partsMentioned("eight Western Digital Gold 12 TB (WD121KRYZ) drives").map((p) => [p.model, p.count, p.capacityBytes])).toEqual([["Gold WD121KRYZ", 8, 12e12]]);
  });
});

describe("what is not a part", () => {
  it("does not take a flash type for a drive", () => {
    expect(partsMentioned("Flash: Kioxia BiCS5 TLC, DRAM cache 1GB")).toEqual([]);
    expect(partsMentioned("Samsung V-NAND 3bit MLC")).toEqual([]);
  });

  it("does not read sizes out of a tool line quoted in a list, even under a heading that names disks", () => {
    const found = parts(`<h3>Disk</h3><ul><li>WRITE: bw=95.1MiB/s (99.7MB/s), io=5707MiB (5984MB), run=60001-60001msec</li></ul>`);
    expect(found.filter((p) => p[0] === "disk")).toEqual([]);
  });

  it("does not take a memory size the test was limited to for the machine's memory", () => {
    expect(parts(`<p>テスト中はメモリを1GBに制限した。</p>`).filter((p) => p[0] === "memory")).toEqual([]);
    expect(parts(`<p>The guest ran with RAM limited to 2 GB for the run.</p>`).filter((p) => p[0] === "memory")).toEqual([]);
    // the same words without the limit are the machine's
    expect(parts(`<p>The server has 64 GB of RAM and a Xeon E-2236.</p>`).filter((p) => p[0] === "memory")).toHaveLength(1);
  });
});

describe("commands that print the machine's processor and memory", () => {
  it("reads lscpu's family and clock when the model name carries no number", () => {
    const [cpu] = partsPrinted(["Architecture:        x86_64", "Model name:          AMD EPYC Processor @ 2.45GHz"].join("\n"));
    expect(cpu?.part).toMatchObject({ kind: "cpu", model: "EPYC", clockHz: 2.45e9 });
  });

  it("reads the total of free's Mem row in its suffix's binary unit or its flag's unit, and nothing without either", () => {
    const mem = (text: string) => partsPrinted(text).filter((p) => p.part.kind === "memory").map((p) => p.part.capacityBytes);
    const header = "               total        used        free      shared  buff/cache   available";
    expect(mem(["$ free -h", header, "Mem:           15Gi       3.1Gi       9.2Gi       312Mi       3.0Gi        11Gi", "Swap:         2.0Gi          0B       2.0Gi"].join("\n"))).toEqual([15 * 2 ** 30]);
    expect(mem(["$ free -m", header, "Mem:          32000        1200       29000          10        1800       30400"].join("\n"))).toEqual([32000 * 2 ** 20]);
    expect(mem(["$ free", header, "Mem:       16304220     2011180    12345678       10240     1947362    13987654"].join("\n"))).toEqual([16304220 * 1024]);
    expect(mem([header, "Mem:          32000        1200       29000          10        1800       30400"].join("\n"))).toEqual([]);
  });
});
