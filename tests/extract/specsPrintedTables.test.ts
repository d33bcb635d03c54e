import { describe, expect, it } from "vitest";
import { partsPrinted } from "../../src/extract/specs/machineStrings.ts";

/** Kind, vendor, model, count and capacity of each part a column table of a system tool prints. */
const parts = (text: string) => partsPrinted(text).map(({ part: p }) => [p.kind, p.vendor ?? null, p.model, p.count ?? null, p.capacityBytes ?? null]);
const attrs = (text: string) => partsPrinted(text).map(({ part: p }) => p.attrs);

describe("column tables of system tools", () => {
  it("reads lshw -short by class: the board, the memory total and its modules, the processor, disks and NICs", () => {
    const text = [
      "H/W path           Device          Class          Description",
      "===============================================================",
      "                                   system         B550M DS3H (Default string)",
      "/0                                 bus            B550M DS3H",
      "/0/0                               memory         64KiB BIOS",
      "/0/11                              memory         32GiB System Memory",
      "/0/11/0                            memory         16GiB DIMM DDR4 Synchronous Unbuffered (Unregistered) 3200 MHz (0.3 ns)",
      "/0/11/1                            memory         [empty]",
      "/0/11/2                            memory         16GiB DIMM DDR4 Synchronous Unbuffered (Unregistered) 3200 MHz (0.3 ns)",
      "/0/14                              memory         512KiB L1 cache",
      "/0/17                              processor      AMD Ryzen 7 5700X 8-Core Processor",
      "/0/100/1.2/0       /dev/nvme0      storage        WD_BLACK SN770 1TB",
      "/0/100/2.1/0       enp4s0          network        RTL8111/8168/8411 PCI Express Gigabit Ethernet Controller",
      "/0/1/0.0.0         /dev/sda        disk           4TB WDC WD40EFZX-68A",
      "/0/1/0.0.0/1       /dev/sda1       volume         3726GiB EXT4 volume",
    ].join("\n");
    expect(parts(text)).toEqual([
      ["motherboard", null, "B550M DS3H", null, null],
      ["memory", null, null, null, 32 * 2 ** 30],
      ["memory", null, "DDR4", 1, 16 * 2 ** 30],
      ["cpu", "AMD", "Ryzen 7 5700X", null, null],
      ["nic", null, "RTL8111/8168/8411 PCI Express Gigabit Ethernet Controller", null, null],
      ["disk", "WDC", "WDC WD40EFZX-68A", 1, 4e12],
    ]);
    expect(attrs(text)[2]).toMatchObject({ type: "DDR4", speed_mhz: 3200 });
    expect(attrs(text)[4]).toEqual({ interface: "enp4s0" });
  });

  it("reads nvme list (the size after the slash is the namespace's capacity) and skips a header cut across lines", () => {
    const text = [
      "Node                  SN                   Model                                    Namespace Usage                      Format           FW Rev  ",
      "--------------------- -------------------- ---------------------------------------- --------- -------------------------- ---------------- --------",
      "/dev/nvme0n1          S6B0NL0W412345K      Samsung SSD 980 PRO 2TB                  1         612.35  GB /   2.00  TB    512   B +  0 B   5B2QGXA7",
      "/dev/nvme1n1          21283Z800123         WD_BLACK SN850X 1000GB                   1         101.11  GB /   1.00  TB    512   B +  0 B   620331WD",
    ].join("\n");
    expect(parts(text)).toEqual([["disk", "Samsung", "Samsung SSD 980 PRO 2TB", 1, 2e12], ["disk", null, "WD_BLACK SN850X 1000GB", 1, 1e12]]);
    expect(attrs(text)[0]).toMatchObject({ device: "/dev/nvme0n1", interface: "NVMe", firmware: "5B2QGXA7" });
  });

  it("reads lsblk -o with a MODEL column: whole disks only, the right-aligned size kept apart from the model", () => {
    const text = [
      "NAME        MODEL                        SIZE ROTA TRAN   TYPE",
      "sda         Samsung SSD 870 EVO 1TB    931.5G    0 sata   disk",
      "├─sda1                                   512M    0        part",
      "└─sda2                                   931G    0        part",
      "sdb         ST8000VN004-3CP101           7.3T    1 sata   disk",
      "nvme0n1     KINGSTON SNV2S1000G        931.5G    0 nvme   disk",
    ].join("\n");
    expect(parts(text)).toEqual([["disk", "Samsung", "Samsung SSD 870 EVO 1TB", 1, 1e12], ["disk", null, "ST8000VN004-3CP101", 1, 8e12], ["disk", "KINGSTON", "KINGSTON SNV2S1000G", 1, Math.round(931.5 * 2 ** 30)]]);
    expect(attrs(text).map((a) => [a.type, a.interface])).toEqual([["SSD", "SATA"], ["HDD", "SATA"], ["NVMe SSD", "NVMe"]]);
  });

  it("reads df -T (English and Japanese headers): the file system of each mounted device, not tmpfs", () => {
    const en = ["Filesystem     Type     1K-blocks      Used  Available Use% Mounted on", "udev           devtmpfs   8123456         0    8123456   0% /dev", "tmpfs          tmpfs      1631232      2012    1629220   1% /run", "/dev/nvme0n1p2 ext4     479596200  98765432  356402108  22% /", "/dev/md0       xfs     15623913472 123456789 15500456683   1% /mnt/raid"].join("\n");
    expect(parts(en)).toEqual([["filesystem", null, "ext4", null, null], ["filesystem", null, "xfs", null, null]]);
    expect(attrs(en)[1]).toEqual({ device: "/dev/md0", mount: "/mnt/raid" });
    const ja = ["ファイルシス   タイプ   1K-ブロック    使用   使用可 使用% マウント位置", "/dev/sdb1      btrfs     3906985984 1234567 3900000000   1% /srv/data"].join("\n");
    expect(parts(ja)).toEqual([["filesystem", null, "btrfs", null, null]]);
  });

  it("reads wmic diskdrive get and PowerShell's Get-PhysicalDisk table", () => {
    const wmic = ["Model                              Size", "Samsung SSD 970 EVO Plus 500GB     500105249280", "ST2000DM008-2FR102                 2000396321280", ""].join("\n");
    // the size wmic prints is the drive's exact byte count, kept over the round figure of its name
    expect(parts(wmic)).toEqual([["disk", "Samsung", "Samsung SSD 970 EVO Plus 500GB", 1, 500105249280], ["disk", null, "ST2000DM008-2FR102", 1, 2000396321280]]);
    const ps = [
      "Number FriendlyName                 SerialNumber         MediaType CanPool OperationalStatus HealthStatus Usage            Size",
      "------ ------------                 ------------         --------- ------- ----------------- ------------ -----            ----",
      "0      CT1000MX500SSD1              2012E29A1234         SSD       False   OK                Healthy      Auto-Select 931.51 GB",
    ].join("\n");
    expect(parts(ps)).toEqual([["disk", null, "CT1000MX500SSD1", 1, Math.round(931.51 * 2 ** 30)]]);
    expect(attrs(ps)[0]).toMatchObject({ type: "SSD" });
  });
});
