import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (html: string) => extractAll(buildDocument(`<html><head><title>Notes</title></head><body>${html}</body></html>`));
const parts = (html: string) => extract(html).components.map((c) => [c.kind, c.system, c.model, c.capacityBytes ?? c.clockHz ?? null]);
const row = (cells: string[], tag = "td") => `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join("")}</tr>`;

describe("parts on unseen pages: constructions of round 16", () => {
  it("reads a machine-per-column table of many rows when three kinds of part are named by words, with ditto cells", () => {
    const table = `<h2>構成</h2><table>${row(["項目", "gpu-node1", "gpu-node2"], "th")}${[
      ["型番", "SRV-2100", "SRV-2100B"],
      ["シリアル", "AB1234", "CD5678"],
      ["M/B", "H11SSL-i (BMC Name: H11SSL)", "同上"],
      ["GPU BDF", "03,04", "03"],
      ["CPU", "EPYC 7302 ×1 (16C/32T, 3.0GHz)", "EPYC 7402 ×1 (24C/48T, 2.8GHz)"],
      ["RAM", "64 GiB", "128 GiB"],
      ["OS / driver / CUDA", "Ubuntu 22.04.4 / 550.54 / 12.4", "同上"],
      ["ユーザ", "admin", "admin"],
      ["ツール", "htop / tmux", "htop"],
    ].map((r) => row(r)).join("")}</table>`;
    const ex = extract(table);
    expect(ex.systems.map((s) => s.name)).toEqual(["gpu-node1", "gpu-node2"]);
    const of = (name: string) => {
      const key = ex.systems.find((s) => s.name === name)?.key;
      return ex.components.filter((c) => c.system === key).map((c) => [c.kind, c.model, c.capacityBytes ?? c.clockHz ?? null]);
    };
    expect(of("gpu-node1")).toEqual([["motherboard", "H11SSL-i", null], ["cpu", "EPYC 7302", 3e9], ["memory", null, 64 * 2 ** 30], ["os", "Ubuntu 22.04.4", null]]);
    // the ditto cells take the value of gpu-node1's column: the same board and OS, a part of each machine
    expect(of("gpu-node2")).toEqual([["motherboard", "H11SSL-i", null], ["cpu", "EPYC 7402", 2.8e9], ["memory", null, 128 * 2 ** 30], ["os", "Ubuntu 22.04.4", null]]);
  });

  it("reads no machine columns from a results table whose part-labelled rows hold figures", () => {
    const table = `<table>${row(["Test", "Value", "Notes"], "th")}${[
      ["Host CPU (single)", "1850 events/s", "fine"],
      ["Host CPU (multi)", "7200 events/s", "fine"],
      ["Memory", "9800 MiB/s", "ok"],
      ["Disk", "220 MB/s", "ok"],
    ].map((r) => row(r)).join("")}</table>`;
    expect(parts(table).filter((p) => p[0] === "cpu" || p[0] === "memory" || p[0] === "disk")).toEqual([]);
  });

  it("reads Arm cores by their letter and number after the family", () => {
    const cpus = (text: string) => extract(text).components.filter((c) => c.kind === "cpu").map((c) => [c.vendor, c.model]);
    expect(cpus(`<pre>$ lscpu\nArchitecture: aarch64\nModel name: Cortex-A76\nCPU(s): 4</pre>`)).toEqual([["Arm", "Cortex-A76"]]);
    expect(cpus(`<h2>Board</h2><p>CPU: Quad-core ARM Neoverse V2</p><p>Memory: 8GB</p>`)).toEqual([["Arm", "Neoverse-V2"]]);
  });

  it("reads each row head as a drive by the fields the first column's head lists", () => {
    const table = `<table>${row(["Brand, Model, Size, Rated", "seq read", "seq write"], "th")}${[
      ["Lexmar, FastOne, 32GB, 100MB/s", "80 MB/s", "30 MB/s"],
      ["Qbit, Gold Line, 64GB, 90MB/s", "70 MB/s", "25 MB/s"],
    ].map((r) => row(r)).join("")}</table>`;
    const disks = extract(table).components.filter((c) => c.kind === "disk").map((c) => [c.vendor, c.model, c.capacityBytes]);
    expect(disks).toEqual([["Lexmar", "FastOne", 32e9], ["Qbit", "Gold Line", 64e9]]);
    // a head that lists no maker field makes no drive of the row heads
    const plain = `<table>${row(["Run, Size", "seq read"], "th")}${row(["first, 32GB", "80 MB/s"])}${row(["second, 64GB", "70 MB/s"])}</table>`;
    expect(extract(plain).components.filter((c) => c.kind === "disk")).toEqual([]);
  });

  it("reads a cloud's block volume by its type, and no part named only as what is compared to", () => {
    const disks = (html: string) => extract(html).components.filter((c) => c.kind === "disk").map((c) => [c.vendor, c.model, c.capacityBytes]);
    expect(disks(`<p>Setup: one m7g.large instance, ext4 on a 200GB io2 volume, fio 3.35.</p>`)).toEqual([["AWS", "io2", 200e9]]);
    expect(disks(`<p>この結果は AWS gp2 と比べると半分ほどの速度だった。</p>`)).toEqual([]);
  });

  it("reads mobile operating systems with their version, not the family alone", () => {
    const oses = (html: string) => extract(html).components.filter((c) => c.kind === "os").map((c) => c.model);
    expect(oses(`<p>Tested on a Nexus 5 / Android 6.0.1 / USB 2.0, 1,000 files.</p>`)).toEqual(["Android 6.0.1"]);
    expect(oses(`<p>The phone ran CyanogenMod 9.1 during the tests.</p>`)).toEqual(["CyanogenMod 9.1"]);
    expect(oses(`<p>Android端末のバックアップを取ります。</p>`)).toEqual([]);
  });

  it("refuses a sentence under a part's label and a hedged mention", () => {
    expect(parts(`<h2>まとめ</h2><ul><li>CPU: 1コアあたりの性能は控えめだが、8コアでよくスケールする</li></ul>`).filter((p) => p[0] === "cpu")).toEqual([]);
    expect(parts(`<p>which drive was it? maybe raid0 I guess</p>`).filter((p) => p[0] === "raid_array")).toEqual([]);
  });

  it("reads a part's exact number from a cued bracket after the sentence names it", () => {
    const disks = (html: string) => extract(html).components.filter((c) => c.kind === "disk").map((c) => [c.vendor, c.model, c.capacityBytes]);
    expect(disks(`<p>I bought a 64 GB microSD card from Lexar (exact model 64GB High-Performance 633x microSDXC LSDMI64GBB633A) for the camera.</p>`)).toEqual([
      ["Lexar", "LSDMI64GBB633A", 64e9],
    ]);
    // a bracket with the cue but no part number names nothing
    expect(disks(`<p>The card (model unknown) was slow.</p>`)).toEqual([]);
  });

  it("gives a clock written alone after the processor to it, and takes no figure of a sentence for a NIC", () => {
    const ex = extract(`<p>The PC: Atom N2800 mini-ITX, 1.86GHz dual core, 2GB RAM, a 1TB WD hard drive for storage.</p>`);
    expect(ex.components.filter((c) => c.kind === "cpu").map((c) => [c.model, c.clockHz])).toEqual([["Atom N2800", 1.86e9]]);
    expect(ex.components.filter((c) => c.kind === "disk").map((c) => c.capacityBytes)).toEqual([1e12]);
    expect(parts(`<p>I run Debian 12 with 2 NICs and get slow copies (around 7MB/s).</p>`).filter((p) => p[0] === "nic")).toEqual([]);
  });

  it("reads a label and its topic particle under a hardware heading as the label's value, without the clause after the comma", () => {
    const oses = extract(`<h2>計測環境</h2><p>OS は Rocky Linux 9.4、カーネルは x86_64。</p>`).components.filter((c) => c.kind === "os");
    expect(oses.map((c) => c.model)).toEqual(["Rocky Linux 9.4"]);
  });

  it("reads an OS release by its codename as by its version", () => {
    const oses = (html: string) => extract(html).components.filter((c) => c.kind === "os").map((c) => c.model);
    expect(oses(`<p>I installed the tool from the ubuntu jammy package and the copies got slower.</p>`)).toEqual(["Ubuntu jammy"]);
    // the family alone in passing is still no machine's system
    expect(oses(`<p>The tool is packaged for Ubuntu as well.</p>`)).toEqual([]);
  });
});
