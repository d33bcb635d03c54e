import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";

const extract = (body: string, title = "t") => extractAll(buildDocument(`<html><head><title>${title}</title></head><body>${body}</body></html>`));
/** Kind and model (or size) of every part a page's extraction records. */
const parts = (body: string, title?: string) => extract(body, title).components.map((c) => [c.kind, c.model ?? c.capacityBytes ?? null]);
const reasons = (body: string, title?: string) => extract(body, title).rejects.map((r) => r.reason);

describe("round 23 (issue 25): parts in structures the grammar did not read, and parts it invented", () => {
  it("reads a part's label qualified by `Version` as the part's label (`Kernel Version`, `OS Version`)", () => {
    const body = `<h3>Server</h3><ul><li>Machine: bench-01</li><li>OS Version: Fedora 39</li><li>Kernel Version: 6.7.4-200.fc39.x86_64</li><li>CPU: Core i5-12400</li></ul>`;
    const got = parts(body);
    expect(got).toContainEqual(["kernel", "6.7.4-200.fc39.x86_64"]);
    expect(got).toContainEqual(["os", "Fedora 39"]);
    // a qualifier on a word that names no part stays nothing (`Firmware Version` is no kernel)
    expect(parts(`<ul><li>Firmware Version: 2.1.0</li><li>Driver Version: 5.3</li></ul>`)).toEqual([]);
  });

  it("reads a size with its B dropped before the part's word on a machine's unlabelled lines (`1G Memory`, `SATA 320G HDD`)", () => {
    const body = `<h4>Test environment</h4><pre>\nfileserver\n  Celeron G1840 2.80GHz\n   2G Memory\n   SATA 500G HDD(SATA3) 7200rpm\n  Ubuntu 14.04\n</pre>`;
    const got = parts(body);
    expect(got).toContainEqual(["memory", 2 * 2 ** 30]);
    // the interface before the size is no model: a drive of no model with its size
    expect(got).toContainEqual(["disk", 500e9]);
    // a link's speed stays no size (`10G NIC` is no memory or drive)
    expect(parts(`<h4>Test environment</h4><pre>\nfileserver\n  Celeron G1840 2.80GHz\n  10G NIC\n</pre>`).filter((p) => p[0] === "memory" || p[0] === "disk")).toEqual([]);
  });

  it("refuses a link's rate with the bus it runs over under a network's label (`Wired Network: 300Mbps over USB 2.0`)", () => {
    const body = `<ul><li>Hostname: pi</li><li>Wired Network: 100Mbps over USB 2.0</li><li>OS: Raspberry Pi OS (64-bit)</li></ul>`;
    expect(parts(body).filter((p) => p[0] === "nic")).toEqual([]);
    expect(reasons(body).some((r) => /network's speed is no NIC/.test(r))).toBe(true);
    // an adapter named under the label stays
    expect(parts(`<ul><li>Network: Intel X550-T2</li><li>CPU: Core i5-12400</li></ul>`)).toContainEqual(["nic", "Intel X550-T2"]);
  });

  it("reads a product table whose first column is the maker: the names stand in the model's column", () => {
    const table = (rows: string) => `<p>The drives used:</p><table><tr><th>Manufacturer</th><th>Model</th><th>Capacity</th><th>Interface</th></tr>${rows}</table>`;
    const drives = extract(table(`<tr><td>Seagate</td><td>ST2000DM001</td><td>2 TB</td><td>SATA 6 Gbps</td></tr><tr><td>Toshiba</td><td>DT01ACA300</td><td>3 TB</td><td>SATA 6 Gbps</td></tr>`)).components;
    expect(drives.map((c) => [c.kind, c.vendor, c.model, c.capacityBytes])).toEqual([
      ["disk", "Seagate", "ST2000DM001", 2e12],
      ["disk", "Toshiba", "DT01ACA300", 3e12],
    ]);
    // names that no maker numbers as drives, under a heading that names no kind, are nothing
    expect(parts(table(`<tr><td>Acme</td><td>Widget 3000</td><td>2 TB</td><td>USB</td></tr><tr><td>Foo</td><td>Bar 12</td><td>3 TB</td><td>USB</td></tr>`))).toEqual([]);
  });

  it("refuses a maker's class of drives before the plural noun (`the Seagate SMR drives`), keeps a model before it", () => {
    const body = `<p>I wanted to see how the Seagate Archive drives behave under random writes.</p>`;
    expect(parts(body)).toEqual([]);
    expect(reasons(body).some((r) => /class of drives is no drive/.test(r))).toBe(true);
    expect(parts(`<p>I tested two Seagate ST8000AS0002 drives under random writes.</p>`).some((p) => p[0] === "disk" && p[1] === "ST8000AS0002")).toBe(true);
  });

  it("reads a preformatted block written as prose (a mail body without its headers) a sentence at a time", () => {
    const prose = `<pre>\nI ran the copies from my laptop running NetBSD 9.3 as the client. The file server runs on\nFreeBSD 13.2 with a pair of mirrored disks, and nothing was tuned on either side of the\nlink, which is plain gigabit through an unmanaged switch in the basement of the house.\n</pre>`;
    const got = parts(prose);
    expect(got).toContainEqual(["os", "NetBSD 9.3"]);
    expect(got).toContainEqual(["os", "FreeBSD 13.2"]);
    // tool output is not prose: its lines are not sentences
    const output = `<pre>\n$ uname -a\nFreeBSD host 13.2-RELEASE FreeBSD 13.2-RELEASE amd64\n$ dd if=/dev/zero of=/tank/f bs=1m count=4096\n4294967296 bytes transferred in 21.4 secs (200700000 bytes/sec)\n</pre>`;
    expect(extract(output).components.filter((c) => c.kind === "os" && /^pre\[\d+\]\/l\d+$/.test(c.locator ?? "") && c.raw.startsWith("4294967296"))).toEqual([]);
  });

  it("refuses words without a version under a tool's own name (`iperf3: Throughput measurement`) as the tool's description", () => {
    const body = `<h2>Tools</h2><ul><li>iperf3: Throughput measurement</li><li>Samba: smbd</li></ul>`;
    expect(parts(body)).toEqual([["software", "smbd"]]);
    expect(reasons(body)).toContain("a tool's description is no software: Throughput measurement");
  });
});
