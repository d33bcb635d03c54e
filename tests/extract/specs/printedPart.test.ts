import { describe, expect, it } from "vitest";
import { partsPrinted } from "../../../src/extract/specs/machineStrings.ts";
import { readPrinted } from "../../../src/extract/specs/printedPart.ts";

/** Kind, vendor, model, capacity and clock of each part a block of tool output prints. */
const parts = (text: string) => partsPrinted(text).map(({ part: p }) => [p.kind, p.vendor ?? null, p.model, p.capacityBytes ?? null, p.clockHz ?? null]);

describe("tool output read through the one part grammar", () => {
  it("takes a printed drive's maker from the grammar's makers, in the drive's own spelling, and only at its start", () => {
    expect(readPrinted("disk", "TOSHIBA MG08ACA16TE")).toMatchObject({ vendor: "TOSHIBA", model: "TOSHIBA MG08ACA16TE" });
    expect(readPrinted("disk", "WD_BLACK SN770 1TB")).toMatchObject({ vendor: null, capacityBytes: 1e12 });
    expect(readPrinted("disk", "Hyper Seagate clone")?.vendor).toBeNull();
  });

  it("names a NIC's maker from the grammar (systeminfo's card list) and leaves a maker it does not know unnamed", () => {
    const systeminfo = ["OS Name:                   Microsoft Windows 11 Pro", "Total Physical Memory:     32,510 MB", "Network Card(s):           2 NIC(s) Installed.", "                           [01]: Killer E3100G 2.5 Gigabit Ethernet Controller", "                           [02]: Acme(R) Wireless-AX 411"].join("\n");
    const nics = partsPrinted(systeminfo).filter((p) => p.part.kind === "nic").map((p) => [p.part.vendor ?? null, p.part.model]);
    expect(nics).toEqual([["Killer", "Killer E3100G 2.5 Gigabit Ethernet Controller"], [null, "Acme Wireless-AX 411"]]);
  });

  it("accepts an OS field only when it holds an operating system's name", () => {
    expect(readPrinted("os", "Rocky Linux 9.3 (Blue Onyx)")?.model).toMatch(/^Rocky Linux 9\.3/);
    expect(readPrinted("os", "Kali GNU/Linux Rolling")?.kind).toBe("os");
    expect(readPrinted("os", "10.0 Build-19045")).toBeNull();
    expect(parts('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"')).toEqual([["os", null, "Debian GNU/Linux 12", null, null]]);
    expect(parts("Fedora release 39 (Thirty Nine)")[0]?.[0]).toBe("os");
    expect(parts("Acme release 3 (final)")).toEqual([]);
  });

  it("reads a controller named by its product line in a boot log, and not a SCSI line that names none", () => {
    expect(parts("[    2.1] scsi0 : HP Smart Array P410i")).toEqual([["raid_controller", null, "HP Smart Array P410i", null, null]]);
    expect(parts("[    2.1] scsi1 : usb-storage 1-1:1.0")).toEqual([]);
  });

  it("splits lspci's maker from the device however the PCI ids write it", () => {
    const lspci = ["01:00.0 RAID bus controller: Broadcom / LSI MegaRAID SAS-3 3108 [Invader] (rev 02)", "02:00.0 Ethernet controller: Intel Corporation Ethernet Controller X710 for 10GbE SFP+ (rev 02)"].join("\n");
    expect(parts(lspci)).toEqual([["raid_controller", "Broadcom", "MegaRAID SAS-3 3108 [Invader]", null, null], ["nic", "Intel", "Ethernet Controller X710 for 10GbE SFP+", null, null]]);
  });

  it("reads the drive fdisk and gdisk print under the disk's line, with its size", () => {
    const fdisk = ["Disk /dev/sdb: 931.51 GiB, 1000204886016 bytes, 1953525168 sectors", "Disk model: Samsung SSD 860 ", "Units: sectors of 1 * 512 = 512 bytes"].join("\n");
    expect(parts(fdisk)).toEqual([["disk", "Samsung", "Samsung SSD 860", 1000204886016, null]]);
    const gdisk = ["Disk /dev/nvme0n1: 1953525168 sectors, 931.5 GiB", "Model: WDS100T3X0C-00SJG0", "Sector size (logical/physical): 512/512 bytes"].join("\n");
    expect(parts(gdisk)).toEqual([["disk", null, "WDS100T3X0C-00SJG0", 1953525168 * 512, null]]);
    // a `Model:` line with no disk line above it is not gdisk's
    expect(parts(["Model: Raspberry Pi 4", "Revision: c03114"].join("\n"))).toEqual([]);
  });

  it("reads Geekbench's system information: OS, kernel, the processor at its base frequency, memory in binary units", () => {
    const gb = [
      "System Information",
      "  Operating System              Ubuntu 22.04.4 LTS",
      "  Kernel                        Linux 6.5.0-21-generic x86_64",
      "  Model                         Acme Box 3",
      "",
      "CPU Information",
      "  Name                          AMD Ryzen 5 5600G with Radeon Graphics",
      "  Topology                      1 Processor, 6 Cores, 12 Threads",
      "  Base Frequency                3.90 GHz",
      "",
      "Memory Information",
      "  Size                          15.0 GB",
    ].join("\n");
    const got = partsPrinted(gb).map((p) => p.part);
    expect(got.map((p) => [p.kind, p.model])).toEqual([["os", "Ubuntu 22.04.4 LTS"], ["kernel", "6.5.0-21-generic"], ["cpu", "Ryzen 5 5600G"], ["memory", null]]);
    expect(got[2]).toMatchObject({ clockHz: 3.9e9, attrs: { cores: 6, threads: 12 } });
    expect(got[3]?.capacityBytes).toBe(15 * 2 ** 30);
    // an architecture for a name (an ARM board) is the processor as printed, at the frequency given
    const arm = ["System Information", "  Operating System              Debian GNU/Linux 12 (bookworm)", "CPU Information", "  Name                          ARM ARMv8", "  Base Frequency                1.80 GHz"].join("\n");
    expect(parts(arm)).toEqual([["os", null, "Debian GNU/Linux 12", null, null], ["cpu", "Arm", "ARM ARMv8", null, 1.8e9]]);
  });
});
