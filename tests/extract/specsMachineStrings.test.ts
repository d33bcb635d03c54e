import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";
import { capacityFromModel, partsPrinted } from "../../src/extract/specs/machineStrings.ts";

/** Kind, model, count and capacity of each part a block of tool output prints. */
const parts = (text: string) => partsPrinted(text).map(({ part: p }) => [p.kind, p.model, p.count ?? null, p.capacityBytes ?? null]);

describe("what machines print about themselves", () => {
  it("reads the processor of lscpu with its socket count, and of /proc/cpuinfo once however many cores repeat it", () => {
    const lscpu = ["Architecture:          x86_64", "CPU(s):                24", "Thread(s) per core:    2", "Core(s) per socket:    6", "Socket(s):             2", "Model name:            Intel(R) Xeon(R) CPU E5-2630 0 @ 2.30GHz", "CPU MHz:               1200.000"].join("\n");
    const [cpu] = partsPrinted(lscpu);
    expect([cpu?.part.model, cpu?.part.clockHz, cpu?.part.count, cpu?.part.vendor]).toEqual(["Xeon E5-2630", 2.3e9, 2, "Intel"]);
    const cpuinfo = ["processor\t: 0", "model name\t: Intel(R) Core(TM) i7-7700 CPU @ 3.60GHz", "processor\t: 1", "model name\t: Intel(R) Core(TM) i7-7700 CPU @ 3.60GHz"].join("\n");
    expect(partsPrinted(cpuinfo).map((p) => [p.part.model, p.part.clockHz])).toEqual([["Core i7-7700", 3.6e9]]);
  });

  it("reads winsat -v's processor and the memory it counts in bytes", () => {
    const winsat = ["> Operating System                        : 10.0 Build-19045", "> Processor                               : AMD Ryzen 7 5800X 8-Core Processor", "> Total physical mem available to the OS  : 31.9 GB (34,281,730,048 bytes)"].join("\n");
    expect(parts(winsat)).toEqual([["cpu", "Ryzen 7 5800X", null, null], ["memory", null, null, 34281730048]]);
  });

  it("reads lsscsi rows (fixed columns for SCSI, the model before __ for NVMe), skipping a USB gadget", () => {
    const lsscsi = [
      "[0:0:0:0]    disk    ATA      ST4000VN008-2DR1 SC60  /dev/sda ",
      "[1:0:0:0]    disk    ATA      WDC WD40EFRX-68N 0A82  /dev/sdb ",
      "[2:0:0:0]    disk    Linux    File-Stor Gadget 0414  /dev/sdc ",
      "[N:0:1:1]    disk    WDC WDS500G2B0C-00PXH0__1                  /dev/nvme0n1",
    ].join("\n");
    expect(parts(lsscsi)).toEqual([["disk", "ST4000VN008-2DR1", 1, 4e12], ["disk", "WDC WD40EFRX-68N", 1, 4e12], ["disk", "WDC WDS500G2B0C-00PXH0", 1, null]]);
  });

  it("reads smartctl -i (ATA and SAS) and hdparm -I model lines with their capacity", () => {
    const ata = ["=== START OF INFORMATION SECTION ===", "Model Family:     Seagate IronWolf", "Device Model:     ST8000VN004-2M2101", "Firmware Version: SC60", "User Capacity:    8,001,563,222,016 bytes [8.00 TB]", "Rotation Rate:    7200 rpm", "SATA Version is:  SATA 3.3, 6.0 Gb/s (current: 6.0 Gb/s)"].join("\n");
    const [disk] = partsPrinted(ata);
    expect([disk?.part.model, disk?.part.capacityBytes, disk?.part.attrs.rpm, disk?.part.attrs.family]).toEqual(["ST8000VN004-2M2101", 8001563222016, 7200, "Seagate IronWolf"]);
    const spaced = ["Device Model:     Hitachi HDS721010CLA332", "User Capacity:    1 000 204 886 016 bytes [1,00 TB]"].join("\n");
    expect(parts(spaced)).toEqual([["disk", "Hitachi HDS721010CLA332", 1, 1000204886016]]);
    const sas = ["Vendor:               HGST", "Product:              HUC101812CSS200", "User Capacity:        1,200,243,695,616 bytes [1.20 TB]"].join("\n");
    expect(parts(sas)).toEqual([["disk", "HGST HUC101812CSS200", 1, 1200243695616]]);
    const hdparm = ["/dev/sdb:", "", "ATA device, with non-removable media", "\tModel Number:       Samsung SSD 860 EVO 500GB", "\tFirmware Revision:  RVT04B6Q"].join("\n");
    expect(parts(hdparm)).toEqual([["disk", "Samsung SSD 860 EVO 500GB", 1, 500e9]]);
  });

  it("reads dmidecode's base board and processor, and lspci's network and RAID controllers", () => {
    const dmi = ["Handle 0x0002, DMI type 2, 15 bytes", "Base Board Information", "\tManufacturer: Supermicro", "\tProduct Name: X11SPi-TF", "\tVersion: 1.02", "", "Handle 0x0004, DMI type 4, 48 bytes", "Processor Information", "\tVersion: Intel(R) Xeon(R) Silver 4110 CPU @ 2.10GHz"].join("\n");
    expect(partsPrinted(dmi).map((p) => [p.part.kind, p.part.vendor, p.part.model])).toEqual([["motherboard", "Supermicro", "X11SPi-TF"], ["cpu", "Intel", "Xeon Silver 4110"]]);
    const lspci = ["00:1f.6 Ethernet controller: Intel Corporation Ethernet Connection (2) I219-V", "03:00.0 RAID bus controller: Broadcom / LSI MegaRAID SAS-3 3108 [Invader] (rev 02)", "00:02.0 VGA compatible controller: Intel Corporation HD Graphics 630 (rev 04)"].join("\n");
    expect(partsPrinted(lspci).map((p) => [p.part.kind, p.part.vendor])).toEqual([["nic", "Intel"], ["raid_controller", "Broadcom"]]);
  });

  it("reads the kernel of uname -a and of a boot log, and file systems from mount and mkfs", () => {
    expect(parts("Linux nas01 5.15.0-91-generic #101-Ubuntu SMP Tue Nov 14 13:30:08 UTC 2023 x86_64 x86_64 x86_64 GNU/Linux")).toEqual([["kernel", "5.15.0-91-generic", null, null]]);
    expect(parts("[    0.000000] Linux version 3.10.0-957.el7.x86_64 (mockbuild@kbuilder.bsys.centos.org) (gcc version 4.8.5)")).toEqual([["kernel", "3.10.0-957.el7.x86_64", null, null]]);
    expect(parts("/dev/md0 on /srv/data type ext4 (rw,relatime,stripe=384)\n# mkfs.btrfs -f /dev/sdc")).toEqual([["filesystem", "ext4", null, null], ["filesystem", "btrfs", null, null]]);
  });

  it("reads an array from mdadm --detail and from /proc/mdstat, with its member count and chunk", () => {
    const detail = ["/dev/md0:", "        Version : 1.2", "     Raid Level : raid6", "     Array Size : 7813772288 (7451.79 GiB 8001.30 GB)", "   Raid Devices : 6", "     Chunk Size : 512K"].join("\n");
    const [array] = partsPrinted(detail);
    expect([array?.part.model, array?.part.count, array?.part.attrs.chunk_bytes]).toEqual(["RAID6", 6, 512 * 1024]);
    const mdstat = ["Personalities : [raid1] [raid6] [raid5] [raid4]", "md1 : active raid5 sdd1[3] sdc1[2] sdb1[1]", "      5860270080 blocks super 1.2 level 5, 128k chunk, algorithm 2 [4/3] [_UUU]"].join("\n");
    const [md] = partsPrinted(mdstat);
    expect([md?.part.model, md?.part.count, md?.part.attrs.chunk_bytes, md?.part.attrs.devices_up]).toEqual(["RAID5", 4, 128 * 1024, 3]);
  });

  it("reads a NIC and a RAID controller from a boot log", () => {
    const log = ["e1000e 0000:00:19.0: eth0: Intel(R) PRO/1000 Network Connection", "scsi0 : HP Smart Array P410i Controller", "e1000e: eth0 NIC Link is Up 1000 Mbps Full Duplex"].join("\n");
    expect(partsPrinted(log).map((p) => [p.part.kind, p.part.model])).toEqual([["nic", "Intel PRO/1000 Network Connection"], ["raid_controller", "HP Smart Array P410i Controller"]]);
  });

  it("reads benchmark software with its version and an OS from a tool's header", () => {
    const cdm = ["CrystalDiskMark 8.0.4 x64 (C) 2007-2021 hiyohiyo", "  OS: Windows 11 Professional [10.0 Build 22621] (x64)"].join("\n");
    expect(parts(cdm)).toEqual([["software", "CrystalDiskMark 8.0.4 x64", null, null], ["os", "Windows 11 Professional", null, null]]);
    expect(parts("fio-3.28\nStarting 1 process")).toEqual([["software", "fio 3.28", null, null]]);
    expect(parts('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"')).toEqual([["os", "Debian GNU/Linux 12", null, null]]);
  });

  it("reads a drive's capacity from the model numbering of its maker", () => {
    expect([capacityFromModel("ST4000DM004"), capacityFromModel("ST3500630AS"), capacityFromModel("WD10EFRX"), capacityFromModel("WD140EDFZ"), capacityFromModel("Samsung SSD 870 QVO 1TB")]).toEqual([4e12, 500e9, 1e12, 14e12, 1e12]);
    // older WD codes (WD5000AAKS is 500 GB, WD1002FAEX 1 TB) follow no rule: no capacity rather than a wrong one
    expect([capacityFromModel("PM951"), capacityFromModel("WD5000AAKS")]).toEqual([null, null]);
  });

  it("ties printed parts to the page's only machine and records a part once however often it is printed", () => {
    const html = `<html><body><h2>Test machine</h2><ul><li>CPU: Intel Core i5-12400</li><li>Memory: 32GB DDR4</li></ul>
      <pre>$ lsscsi\n[0:0:0:0]    disk    ATA      ST4000VN008-2DR1 SC60  /dev/sda </pre><p>After a reboot:</p>
      <pre>$ lsscsi\n[0:0:0:0]    disk    ATA      ST4000VN008-2DR1 SC60  /dev/sdb </pre></body></html>`;
    const ex = extractAll(buildDocument(html));
    const disks = ex.components.filter((c) => c.kind === "disk");
    expect(disks.map((d) => [d.model, d.system])).toEqual([["ST4000VN008-2DR1", ex.systems[0]?.key]]);
  });
});
