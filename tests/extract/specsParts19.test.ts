import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { memory } from "../../src/extract/specs/memorySpec.ts";

const extract = (body: string, title = "t") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
const parts = (ex: ReturnType<typeof extract>) => ex.components.map((c) => [c.kind, c.vendor ?? null, c.model ?? null, c.count ?? null, c.capacityBytes ?? null, c.system ?? null]);

describe("parts of session 19: the part grammar's words", () => {
  it("reads memory by its maker and part number, modules counted before a size in MB", () => {
    const m = memory("2x256MB Corsair (TWINX3200LL) Memory");
    expect([m.vendor, m.model, m.count, m.capacityBytes]).toEqual(["Corsair", "TWINX3200LL", 2, 512 * 2 ** 20]);
    const k = memory("16GB Crucial CT16G4DFD824A");
    expect([k.vendor, k.model, k.capacityBytes]).toEqual(["Crucial", "CT16G4DFD824A", 16 * 2 ** 30]);
    // a type, when written, stays the model
    expect(memory("16GB Crucial CT16G4DFD824A DDR4").model).toBe("DDR4");
    // a type or a size after the maker is no part number
    expect(memory("Samsung DDR4 16GB").model).toBe("DDR4");
    expect(memory("Kingston HyperX 1600").model).toBe("Kingston HyperX 1600");
    expect(memory("4x8GB").count).toBe(4);
  });

  it("reads a test setup's lines that end with their kind word, and invents no drive from a memory line", () => {
    const ex = extract(
      "<p><font face=\"Verdana\" size=\"2\"><b>Test Setup</b></font></p>" +
        "<p><font face=\"Verdana\" size=\"2\">Albatron KX400-Pro (KT333) Motherboard<br>2x256MB Corsair (TWINX3200LL) Memory (Kindly Supplied By Corsair)<br>1GB Kingston KVR400X64C3A Memory<br>AMD AthlonXP 2200+ CPU<br>Windows XP Pro + SP1</font></p>",
    );
    const got = parts(ex);
    expect(got).toContainEqual(["memory", "Corsair", "TWINX3200LL", 2, 512 * 2 ** 20, "s001"]);
    expect(got).toContainEqual(["memory", "Kingston", "KVR400X64C3A", null, 2 ** 30, "s001"]);
    expect(got).toContainEqual(["os", null, "Windows XP Pro + SP1", null, null, "s001"]);
    expect(got.some((p) => p[0] === "motherboard" && String(p[2]).includes("KX400-Pro"))).toBe(true);
    expect(got.filter((p) => p[0] === "disk")).toEqual([]);
  });

  it("keeps a memory card a drive and a memory rate no memory", () => {
    const ex = extract("<h2>Test system</h2><p>SanDisk Extreme 64GB microSD memory card<br>Memory bandwidth 25600MB/s</p>");
    expect(ex.components.filter((c) => c.kind === "memory")).toEqual([]);
  });

  it("reads a Mac's internal SSD by the name the system gives it, its size from the numbering, not from the memory beside it", () => {
    const ex = extract("<p><strong>Mini</strong> Mac18,5 / 12 コア / 16GB / <strong>APPLE SSD AP0256Z</strong> / macOS 27.0、<br><strong>Pro</strong> Mac15,6 / 18GB / APPLE SSD AP1024Z / macOS 15.7.5。</p>");
    expect(ex.components.filter((c) => c.kind === "disk").map((c) => [c.vendor, c.model, c.capacityBytes])).toEqual([
      ["Apple", "APPLE SSD AP0256Z", 256e9],
      ["Apple", "APPLE SSD AP1024Z", 1e12],
    ]);
  });

  it("reads the bracket after a computer's line as its processor, not as the kind word earlier in the sentence", () => {
    const ex = extract("<p>以前の Mac ではメモリが足りなくなったので、48GB の MacBook Pro（M4 Pro）に買い替えた。</p><p>I bought a MacBook Air (M2) last year.</p>");
    expect(ex.components.filter((c) => c.model?.startsWith("M")).map((c) => [c.kind, c.vendor, c.model])).toEqual([
      // the tier after the line is the chip's name (session 26)
      ["cpu", "Apple", "M4 Pro"],
      ["cpu", "Apple", "M2"],
    ]);
    expect(ex.components.filter((c) => c.kind === "memory" && c.model)).toEqual([]);
  });

  it("reads a table of drives named in a model column when the first column holds what the system calls them (`D:`)", () => {
    const ex = extract(
      "<h2>Storage</h2><table><thead><tr><th>Drive</th><th>Device</th><th>Interface</th></tr></thead><tbody>" +
        "<tr><td>D:</td><td>Samsung 9100 PRO 8TB</td><td>PCIe Gen5 NVMe</td></tr><tr><td>E:</td><td>Samsung 870 QVO 4TB</td><td>SATA SSD</td></tr>" +
        "<tr><td>F:</td><td>HDD 8TB</td><td>SATA HDD</td></tr><tr><td>G:</td><td>Samsung 9100 PRO 8TB</td><td>PCIe Gen5 NVMe</td></tr></tbody></table>",
    );
    expect(ex.components.filter((c) => c.kind === "disk").map((c) => [c.vendor, c.model, c.count, c.capacityBytes])).toEqual([
      ["Samsung", "9100 PRO", 2, 16e12],
      ["Samsung", "870 QVO", 1, 4e12],
      [null, "HDD 8TB", 1, 8e12],
    ]);
  });

  it("reads SanDisk's card numbering and an instance image's system, not its id", () => {
    const ex = extract("<p>SanDisk『SDSQXCD-256G-GN6MA』</p><ul><li>AMI: Amazon Linux 2023</li><li>AMI: ami-0abcdef1234567890</li></ul>");
    expect(ex.components.map((c) => [c.kind, c.model, c.capacityBytes ?? null])).toEqual([
      ["os", "Amazon Linux 2023", null],
      ["disk", "SDSQXCD-256G-GN6MA", 256e9],
    ]);
  });

  it("reads each machine's SSH under its role, and takes the network a setup table names for no adapter", () => {
    const ex = extract(
      "<table><tr><th>Client CPU</th><td>Intel Xeon E5-2643 v3 @ 3.40GHz</td></tr><tr><th>Client SSH</th><td>OpenSSH_7.4p1 Debian-10</td></tr>" +
        "<tr><th>Server SSH</th><td>SSH-2.0-OpenSSH_7.4p1 Debian-10</td></tr><tr><th>Network</th><td>loopback</td></tr><tr><th>NIC</th><td>Intel X540-T2</td></tr></table>",
    );
    expect(ex.components.filter((c) => c.kind === "software").map((c) => c.model)).toEqual(["OpenSSH_7.4p1 Debian-10", "SSH-2.0-OpenSSH_7.4p1 Debian-10"]);
    expect(ex.components.filter((c) => c.kind === "nic").map((c) => c.model)).toEqual(["Intel X540-T2"]);
    expect(ex.rejects.some((r) => /a network is no NIC/.test(r.reason))).toBe(true);
  });

  it("drops a benchmark with its version glued on and a transfer command a title names without a version (the figures' tools), and a setting under a software label", () => {
    const ex = extract("<ul><li>計測ソフトウェア：iperf3.9</li><li>Software: fio-3.28</li><li>Software: fiona 2</li><li>SSH：パスワード認証</li></ul>", "notes: scp performance");
    expect(ex.components.filter((c) => c.kind === "software").map((c) => c.model)).toEqual(["fiona 2"]);
  });
});
