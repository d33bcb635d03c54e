import { describe, expect, it } from "vitest";
import { buildDocument } from "../../../src/document/buildDocument.ts";
import { extractAll } from "../../../src/extract/extractAll.ts";
import { measuredDrive } from "../../../src/grammar/scopeDescriptors.ts";
import { namesAdapter } from "../../../src/normalise/lexicon.ts";
import { titleDrive } from "../../../src/extract/tables/tableScope.ts";

const page = (body: string, title = "disk benchmarks") =>
  extractAll(buildDocument(`<html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`)).measurements.filter((m) => !m.derived);
const iozone = (rows: [string, number][]) =>
  `<table><thead><tr><th>Benchmark</th><th>Result</th></tr></thead><tbody>${rows.map(([n, v]) => `<tr><td>${n}</td><td>${v} MB/s</td></tr>`).join("")}</tbody></table>`;

describe("a board the drive sits on is an adapter, and a title naming one names no drive", () => {
  it("HAT words (lexicon storage_adapter_words) name an adapter; `Red Hat` does not", () => {
    expect(namesAdapter("GeeekPi P33 M.2 NVME M-Key PoE+ Hat")).toBe(true);
    expect(namesAdapter("Pimoroni NVMe HAT")).toBe(true);
    expect(namesAdapter("HatDrive! Bottom")).toBe(true);
    expect(namesAdapter("Red Hat Enterprise Linux 9")).toBe(false);
  });

  it("titleDrive leaves a title naming an adapter alone and still reads a drive's", () => {
    expect(titleDrive("GeeekPi P33 M.2 NVME M-Key PoE+ Hat")).toBeNull();
    expect(titleDrive("Crucial MX500 review")).toBe("Crucial MX500");
  });

  it("a table under such a title takes no storage from it", () => {
    const rows = page(`<p>Numbers:</p>${iozone([["iozone 4K random read", 60.87]])}`, "GeeekPi P33 M.2 NVME M-Key PoE+ Hat");
    expect(rows.find((m) => m.value === 60.87)?.conditions.storage).toBeUndefined();
  });
});

describe("a sentence announcing results for a drive (subject_markers.measured_results_en)", () => {
  it("`Results for a Crucial P3 Plus 1TB PCIe Gen4 2280` names the drive; results for something else name none", () => {
    expect(measuredDrive("Results for a Crucial P3 Plus 1TB PCIe Gen4 2280")).toBe("Crucial P3 Plus 1TB PCIe Gen4 2280");
    expect(measuredDrive("Results for the second run")).toBeNull();
    expect(measuredDrive("Benchmarks for my home server")).toBeNull();
  });

  it("reaches the tables of the sub-sections under it, past a sibling section that names no drive", () => {
    const rows = page(`<p>Results for a Crucial P3 Plus 1TB</p><h3>Script</h3><p>I ran the script directly, like so:</p><pre>./disk-benchmark.sh</pre>
<h3>PCIe Gen 2</h3>${iozone([["iozone 4K random read", 71.42]])}<h3>PCIe Gen 3</h3>${iozone([["iozone 4K random read", 79.51]])}`);
    expect(rows.filter((m) => m.value === 71.42 || m.value === 79.51).map((m) => [m.conditions.storage, m.conditions.config])).toEqual([
      ["Crucial P3 Plus 1TB", "PCIe Gen 2"],
      ["Crucial P3 Plus 1TB", "PCIe Gen 3"],
    ]);
  });

  it("a sub-section heading that names a drive, or a sibling section naming another, ends the reach", () => {
    const own = page(`<p>Results for a Crucial P3 Plus 1TB</p><h3>Samsung 980 PRO</h3>${iozone([["iozone 4K random read", 65.1]])}`);
    expect(String(own.find((m) => m.value === 65.1)?.conditions.storage ?? "")).not.toContain("Crucial");
    const sibling = page(`<p>Results for a Crucial P3 Plus 1TB</p><h3>First</h3><p>Then I swapped in a WD Blue SN570 500GB.</p>${iozone([["iozone 4K random read", 50.2]])}<h3>Second</h3>${iozone([["iozone 4K random read", 52.3]])}`);
    expect(sibling.find((m) => m.value === 52.3)?.conditions.storage).toBeUndefined();
  });
});

describe("what introduces a block of results (descriptorPaths `lead`)", () => {
  it("a sentence over a block of output up to 200 characters long is its lead", () => {
    const intro = "The first test I ran connected the containers using the host network by exposing the qperf server port on the first host with the following result:";
    const rows = page(`<p>${intro}</p><pre>tcp_bw:\n    bw  =  127 MB/sec</pre>`, "qperf over two networks");
    expect(rows.find((m) => m.value === 127)?.conditions.lead).toBe(intro.replace(/:$/, ""));
  });

  it("`Description: …` over a line of column names over `<br>` lines of results introduces them", () => {
    const rows = page(`<p>Description: <strong>Samsung PM991a on Pi 5 using HatDrive! Bottom PCIe Gen 2</strong></p>
<pre><code> Category                  Test                      Result     </code></pre>
<p>HDParm                    Disk Read                 419.38 MB/sec<br>DD                        Disk Write                316 MB/s</p>`);
    const lead = "Description: Samsung PM991a on Pi 5 using HatDrive! Bottom PCIe Gen 2";
    expect(rows.filter((m) => m.value === 419.38 || m.value === 316).map((m) => m.conditions.lead)).toEqual([lead, lead]);
  });

  it("a `label: value` paragraph whose label says nothing of the run introduces nothing", () => {
    const rows = page(`<p>Price: 120 dollars at the time</p><pre>tcp_bw:\n    bw  =  127 MB/sec</pre>`, "qperf");
    expect(rows.find((m) => m.value === 127)?.conditions.lead).toBeUndefined();
  });
});

describe("output printed by the command in the block before it shares that command's introduction", () => {
  const cmd = "qemu-system-x86_64 -machine q35,accel=kvm -cpu host -m 512 -netdev tap,id=n0";
  const out = (v: number) => `[ ID] Interval           Transfer     Bitrate         Retr\n[  5]   0.00-10.00  sec  26.3 GBytes  ${v} Gbits/sec    0             sender`;
  it("`Non-vhost QEMU:` over the command, `iperf3 result:`, then the output", () => {
    const rows = page(`<p>Non-vhost, not-multiqueue QEMU:</p><pre>${cmd}</pre><p>iperf3 result:</p><pre>${out(22.6)}</pre>`, "virtio-net");
    expect(rows.find((m) => m.value === 22.6)?.conditions.lead).toBe("Non-vhost, not-multiqueue QEMU");
  });

  it("`vs CH with virtio-net:` over the command, then the output right after it", () => {
    const rows = page(`<p>vs CH with virtio-net:</p><pre>target/debug/cloud-hypervisor --kernel fw --net tap=tap0</pre><pre>${out(7.94)}</pre>`, "virtio-net");
    expect(rows.find((m) => m.value === 7.94)?.conditions.lead).toBe("vs CH with virtio-net");
  });

  it("a block of more than commands before the output lends it nothing", () => {
    const rows = page(`<p>Setup notes:</p><pre>modprobe virtio_net\necho 1 > /proc/sys/net/ipv4/ip_forward\nip link set tap0 up\nip addr add 10.0.0.1/24 dev tap0</pre><pre>${out(5.5)}</pre>`, "virtio-net");
    expect(rows.find((m) => m.value === 5.5)?.conditions.lead).toBeUndefined();
  });
});
