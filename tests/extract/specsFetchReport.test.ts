import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractSpecs } from "../../src/extract/specs/extractSpecs.ts";
import { partsPrinted } from "../../src/extract/specs/machineStrings.ts";

const parts = (text: string) => partsPrinted(text).map(({ part: p }) => [p.kind, p.model, p.clockHz ?? null]);

// fastfetch with its logo on the left, verbatim from a public blog post in Markdown (Arch Linux on a ROG Zephyrus G14, 2025)
const archFastfetch = [
  "             jeff@arch",
  "                 .o+`                    ---------",
  "                `ooo/                    OS: Arch Linux x86_64",
  "               `+oooo:                   Host: ROG Zephyrus G14 GA402XY_GA402XY (1.0)",
  "              `+oooooo:                  Kernel: Linux 6.16.10-arch1-1",
  "              -+oooooo+:                 Uptime: 3 hours, 12 mins",
  "            `/:-:++oooo+:                Packages: 840 (pacman)",
  " `+sso+:-`                 `.-/+oso:     CPU: AMD Ryzen 9 7940HS (16) @ 5.26 GHz",
  "                                         Memory: 9.99 GiB / 30.57 GiB (33%)",
  "                                         Swap: Disabled",
  "                                         Disk (/): 795.77 GiB / 1.82 TiB (43%) - btrfs",
  "                                         Locale: en_US.UTF-8",
].join("\n");

// fastfetch without a logo on a VPS (a Japanese blog post comparing two KAGOYA CLOUD VPS bases, 2025)
const vps = (cpu: string) =>
  ["OS: Ubuntu 22.04.5 LTS x86_64", "Host: OpenStack Compute (25.3.0-1.el9s)", "Kernel: Linux 6.8.0-52-generic", `CPU: 2 x Intel(R) Xeon(R) ${cpu}`, "Memory: 1.20 GiB / 1.92 GiB (62%)", "Swap: 268.00 KiB / 8.93 GiB (0%)", "Disk (/): 147.65 GiB / 196.68 GiB (75%) - ext4"].join("\n");

describe("neofetch / fastfetch system summaries", () => {
  it("reads the kernel release after fastfetch's `Linux` and the root file system at the end of the Disk (/) line, logo or not", () => {
    expect(parts(archFastfetch)).toEqual(expect.arrayContaining([["kernel", "6.16.10-arch1-1", null], ["filesystem", "btrfs", null], ["cpu", "Ryzen 9 7940HS", 5.26e9]]));
    expect(parts(vps("Silver 4416+ (2) @ 2.00 GHz"))).toEqual(expect.arrayContaining([["kernel", "6.8.0-52-generic", null], ["filesystem", "ext4", null], ["cpu", "Xeon Silver 4416+", 2e9]]));
  });

  it("reads neofetch's bare release; a Kernel line with no fetch labels beside it is not a fetch summary", () => {
    expect(parts(["OS: Debian GNU/Linux 12 (bookworm) x86_64", "Kernel: 6.1.0-18-amd64", "Uptime: 2 days, 4 hours", "Shell: bash 5.2.15"].join("\n"))).toEqual(expect.arrayContaining([["kernel", "6.1.0-18-amd64", null]]));
    expect(parts(["OS: Windows 10", "Kernel: 10.0.19045"].join("\n")).filter(([k]) => k === "kernel")).toEqual([]);
  });

  it("two blocks that print different processors are two machines, each with its own OS, kernel, memory and file system", () => {
    const html = `<html><head><title>t</title></head><body><p>旧基盤</p><pre>${vps("Silver 4210 (2) @ 2.19 GHz")}</pre><p>新基盤</p><pre>${vps("Silver 4416+ (2) @ 2.00 GHz")}</pre></body></html>`;
    const ex = extractSpecs(buildDocument(html));
    const machines = ex.systems.map((s) => [s.label, ex.components.filter((c) => c.system === s.key).map((c) => c.kind).sort()]);
    expect(machines).toEqual([
      ["旧基盤", ["cpu", "filesystem", "kernel", "memory", "os"]],
      ["新基盤", ["cpu", "filesystem", "kernel", "memory", "os"]],
    ]);
    // the memory is the total of `used / total (pct)`
    expect(ex.components.filter((c) => c.kind === "memory").map((c) => c.capacityBytes)).toEqual([Math.round(1.92 * 2 ** 30), Math.round(1.92 * 2 ** 30)]);
  });

  it("one processor printed in two blocks (lscpu, then free) stays one machine", () => {
    const html = `<html><head><title>t</title></head><body><pre>Model name: Intel(R) Xeon(R) CPU E5-2630 0 @ 2.30GHz</pre><pre>Model name: Intel(R) Xeon(R) CPU E5-2630 0 @ 2.30GHz\nMemTotal: 65843464 kB</pre></body></html>`;
    expect(extractSpecs(buildDocument(html)).components.filter((c) => c.kind === "cpu")).toHaveLength(1);
  });
});
