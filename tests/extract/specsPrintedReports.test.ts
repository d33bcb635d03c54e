import { describe, expect, it } from "vitest";
import { partsPrinted } from "../../src/extract/specs/machineStrings.ts";

/** Kind, vendor, model, count, capacity and clock of each part a block of tool output prints. */
const parts = (text: string) => partsPrinted(text).map(({ part: p }) => [p.kind, p.vendor ?? null, p.model, p.count ?? null, p.capacityBytes ?? null, p.clockHz ?? null]);
const attrsOf = (text: string, kind: string) => partsPrinted(text).find((p) => p.part.kind === kind)?.part.attrs;

describe("key/value reports of a machine's hardware", () => {
  it("reads dmidecode --type memory: installed modules of one part number counted, empty slots skipped, LPDDR kept apart from DDR", () => {
    const dimms = [
      "# dmidecode 3.3", "Getting SMBIOS data from sysfs.", "SMBIOS 3.2.0 present.", "",
      "Handle 0x0040, DMI type 17, 84 bytes", "Memory Device", "\tArray Handle: 0x003F", "\tTotal Width: 72 bits", "\tSize: 16 GB", "\tForm Factor: DIMM", "\tLocator: DIMM_A1",
      "\tType: DDR4", "\tType Detail: Synchronous Registered (Buffered)", "\tSpeed: 2933 MT/s", "\tManufacturer: Samsung", "\tPart Number: M393A2K43CB2-CVF    ", "\tConfigured Memory Speed: 2666 MT/s", "",
      "Handle 0x0041, DMI type 17, 84 bytes", "Memory Device", "\tSize: No Module Installed", "\tForm Factor: DIMM", "\tLocator: DIMM_A2", "\tType: Unknown", "",
      "Handle 0x0042, DMI type 17, 84 bytes", "Memory Device", "\tSize: 16 GB", "\tForm Factor: DIMM", "\tLocator: DIMM_B1", "\tType: DDR4", "\tSpeed: 2933 MT/s", "\tManufacturer: Samsung", "\tPart Number: M393A2K43CB2-CVF    ", "\tConfigured Memory Speed: 2666 MT/s", "",
    ].join("\n");
    expect(parts(dimms)).toEqual([["memory", "Samsung", "M393A2K43CB2-CVF", 2, 32 * 2 ** 30, null]]);
    expect(attrsOf(dimms, "memory")).toMatchObject({ type: "DDR4", modules: 2, speed_mts: 2666, form_factor: "DIMM" });
    // soldered low-power memory prints no size on some machines, and its part number carries a suffix
    const soldered = ["Handle 0x0020, DMI type 17, 40 bytes", "Memory Device", "\tType: LPDDR4", "\tSpeed: 4267 MT/s", "\tManufacturer: Micron Technology", "\tPart Number: MT53E1G32D2NP-046 WT:A", "\tRank: 2"].join("\n");
    expect(parts(soldered)).toEqual([["memory", "Micron Technology", "MT53E1G32D2NP-046", 1, null, null]]);
    expect(attrsOf(soldered, "memory")).toMatchObject({ type: "LPDDR4", part_number: "MT53E1G32D2NP-046 WT:A" });
  });

  it("reads lscpu in Japanese (モデル名, ソケット数, ソケットあたりのコア数) as it reads the English one", () => {
    const ja = [
      "アーキテクチャ:                        x86_64", "  CPU 操作モード:                      32-bit, 64-bit", "CPU:                                   12", "ベンダー ID:                           GenuineIntel",
      "  モデル名:                            Intel(R) Core(TM) i5-12400 @ 2.50GHz", "    CPU ファミリー:                    6", "    コアあたりのスレッド数:            2", "    ソケットあたりのコア数:            6", "    ソケット数:                        1", "    CPU 最大 MHz:                      4400.0000",
    ].join("\n");
    expect(parts(ja)).toEqual([["cpu", "Intel", "Core i5-12400", 1, null, 2.5e9]]);
    expect(attrsOf(ja, "cpu")).toMatchObject({ sockets: 1, cores_per_cpu: 6 });
    // an older util-linux translates only some labels, with no space after the colon
    const older = ["アーキテクチャ: x86_64", "CPU(s):                4", "コアあたりのスレッド数:2", "ソケットあたりのコア数:2", "Socket(s):             1", "Model name:            Intel(R) Core(TM) i5-3320M CPU @ 2.60GHz"].join("\n");
    expect(parts(older)).toEqual([["cpu", "Intel", "Core i5-3320M", 1, null, 2.6e9]]);
    expect(attrsOf(older, "cpu")?.cores_per_cpu).toBe(2);
  });

  it("reads Windows systeminfo in Japanese and English: the OS, the memory in MB (MiB) and the network cards", () => {
    const ja = [
      "ホスト名:               BENCH-PC", "OS 名:                  Microsoft Windows 10 Pro", "OS バージョン:          10.0.19045 N/A ビルド 19045", "システム製造元:         Dell Inc.", "システム モデル:        OptiPlex 7070",
      "システムの種類:         x64-based PC", "プロセッサ:             1 プロセッサインストール済みです。", "                        [01]: Intel64 Family 6 Model 158 Stepping 13 GenuineIntel ~3000 Mhz", "物理メモリの合計:       16,225 MB",
      "ネットワーク カード:    1 NIC(s) インストール済みです。", "                        [01]: Intel(R) Ethernet Connection (7) I219-LM", "                              接続名:      イーサネット", "                              IP アドレス", "                              [01]: 192.168.10.20",
    ].join("\n");
    expect(parts(ja)).toEqual([["os", null, "Windows 10 Pro", null, null, null], ["memory", null, null, null, 16225 * 2 ** 20, null], ["nic", "Intel", "Intel Ethernet Connection (7) I219-LM", null, null, null]]);
    const en = ["Host Name:                 WS01", "OS Name:                   Microsoft Windows Server 2019 Standard", "System Model:              PowerEdge R640", "Total Physical Memory:     196,301 MB", "Available Physical Memory: 180,002 MB"].join("\n");
    expect(parts(en)).toEqual([["os", null, "Windows Server 2019 Standard", null, null, null], ["memory", null, null, null, 196301 * 2 ** 20, null]]);
  });

  it("reads macOS system_profiler: an Intel processor with its speed, or an Apple chip, the memory and the internal SSD", () => {
    const intel = ["Hardware:", "", "    Hardware Overview:", "", "      Model Name: MacBook Pro", "      Model Identifier: MacBookPro15,3", "      Processor Name: 8-Core Intel Core i9", "      Processor Speed: 2.4 GHz", "      Number of Processors: 1", "      Total Number of Cores: 8", "      Memory: 32 GB"].join("\n");
    expect(parts(intel)).toEqual([["cpu", "Intel", "Core i9", null, null, 2.4e9], ["memory", null, null, null, 32 * 2 ** 30, null]]);
    expect(attrsOf(intel, "cpu")).toMatchObject({ cores: 8, cores_per_cpu: 8 });
    const apple = ["    Hardware Overview:", "      Model Name: Mac mini", "      Model Identifier: Mac14,3", "      Chip: Apple M2", "      Total Number of Cores: 8 (4 performance and 4 efficiency)", "      Memory: 16 GB", "", "NVMExpress:", "    Apple SSD Controller:", "        APPLE SSD AP0512Z:", "          Capacity: 500.28 GB (500,277,792,768 bytes)", "          Model: APPLE SSD AP0512Z"].join("\n");
    // the SSD named by Apple's numbering (`AP0512Z`: sold as 512 GB) when its printed capacity comes before its model line
    expect(parts(apple)).toEqual([["cpu", "Apple", "M2", null, null, null], ["memory", null, null, null, 16 * 2 ** 30, null], ["disk", "Apple", "APPLE SSD AP0512Z", null, 512e9, null]]);
    const storage = ["      Model Identifier: MacBookPro18,1", "      Chip: Apple M1 Pro", "      Memory: 16 GB", "          Model: APPLE SSD AP1024R", "          Capacity: 1 TB (1,000,555,581,440 bytes)"].join("\n");
    expect(parts(storage).at(-1)).toEqual(["disk", "Apple", "APPLE SSD AP1024R", 1, 1000555581440, null]);
  });

  it("reads inxi -F of version 3 (model: fields, ID-n drives, Device-n NICs) and of version 2", () => {
    const v3 = [
      "System:    Host: bench Kernel: 5.15.0-91-generic x86_64 bits: 64 Desktop: GNOME 42.9 Distro: Ubuntu 22.04.3 LTS (Jammy Jellyfish)",
      "Machine:   Type: Desktop Mobo: ASUSTeK model: TUF GAMING B550-PLUS v: Rev X.0x serial: <superuser required> UEFI: American Megatrends v: 2803",
      "CPU:       Info: 6-core model: AMD Ryzen 5 5600X bits: 64 type: MT MCP cache: L2: 3 MiB", "           Speed (MHz): avg: 3700 min/max: 2200/4650 cores: 1: 3700 2: 3700",
      "Network:   Device-1: Realtek RTL8111/8168/8411 PCI Express Gigabit Ethernet driver: r8169", "           IF: enp5s0 state: up speed: 1000 Mbps duplex: full mac: <filter>",
      "Drives:    Local Storage: total: 2.73 TiB used: 412.5 GiB (14.8%)", "           ID-1: /dev/nvme0n1 vendor: Samsung model: SSD 980 PRO 1TB size: 931.51 GiB", "           ID-2: /dev/sda vendor: Western Digital model: WD20EZBX-00AYRA0 size: 1.82 TiB",
      "Info:      Processes: 312 Uptime: 2h 11m Memory: 31.26 GiB used: 3.9 GiB (12.5%) Shell: Bash inxi: 3.3.13",
    ].join("\n");
    expect(parts(v3)).toEqual([
      ["kernel", null, "5.15.0-91-generic", null, null, null],
      ["os", null, "Ubuntu 22.04.3 LTS", null, null, null],
      ["motherboard", "ASUSTeK", "TUF GAMING B550-PLUS", null, null, null],
      ["cpu", "AMD", "Ryzen 5 5600X", null, null, null],
      ["nic", "Realtek", "Realtek RTL8111/8168/8411 PCI Express Gigabit Ethernet", null, null, null],
      ["disk", "Samsung", "Samsung SSD 980 PRO 1TB", 1, 1e12, null],
      ["disk", "Western Digital", "Western Digital WD20EZBX-00AYRA0", 1, 2e12, null],
      ["memory", null, null, null, Math.round(31.26 * 2 ** 30), null],
    ]);
    expect(attrsOf(v3, "cpu")?.cores_per_cpu).toBe(6);
    const v2 = ["System:    Host: nas Kernel: 4.4.0-21-generic x86_64 (64 bit) Desktop: N/A Distro: Ubuntu 16.04 xenial", "CPU:       Quad core Intel Core i5-4590 (-MCP-) cache: 6144 KB clock speeds: max: 3700 MHz", "Drives:    HDD Total Size: 1000.2GB (5.2% used)", "           ID-1: /dev/sda model: ST1000DM003 size: 1000.2GB"].join("\n");
    expect(parts(v2).filter((p) => p[0] === "cpu" || p[0] === "disk")).toEqual([["cpu", "Intel", "Core i5-4590", null, null, null], ["disk", null, "ST1000DM003", 1, 1e12, null]]);
  });

  it("reads ethtool and ethtool -i as a NIC's link speed, driver and firmware, with no model invented", () => {
    const text = ["Settings for ens1f0:", "\tSupported ports: [ FIBRE ]", "\tSpeed: 10000Mb/s", "\tDuplex: Full", "\tPort: Direct Attach Copper", "", "$ ethtool -i ens1f0", "driver: ixgbe", "version: 5.15.0-91-generic", "firmware-version: 0x800006e1, 1.3105.0", "bus-info: 0000:3b:00.0"].join("\n");
    expect(parts(text)).toEqual([["nic", null, null, null, null, null]]);
    const nic = partsPrinted(text)[0]?.part;
    expect([nic?.speedBps, nic?.attrs]).toEqual([1e10, { interface: "ens1f0", driver: "ixgbe", driver_version: "5.15.0-91-generic", firmware: "0x800006e1, 1.3105.0", bus: "0000:3b:00.0", duplex: "full" }]);
  });

  it("reads zpool status: the vdev level with its member disks, not counting log or cache devices, and ZFS", () => {
    const text = [
      "  pool: tank", " state: ONLINE", "  scan: scrub repaired 0B in 05:12:33 with 0 errors on Sun Oct  8 05:36:34 2023", "config:", "",
      "\tNAME        STATE     READ WRITE CKSUM", "\ttank        ONLINE       0     0     0", "\t  raidz2-0  ONLINE       0     0     0", "\t    sda     ONLINE       0     0     0", "\t    sdb     ONLINE       0     0     0", "\t    sdc     ONLINE       0     0     0", "\t    sdd     ONLINE       0     0     0", "\t    sde     ONLINE       0     0     0", "\t    sdf     ONLINE       0     0     0",
      "\tlogs", "\t  nvme0n1p1 ONLINE     0     0     0", "", "errors: No known data errors",
    ].join("\n");
    expect(parts(text)).toEqual([["filesystem", null, "zfs", null, null, null], ["raid_array", null, "RAIDZ2", 6, null, null]]);
    const mirrors = ["  pool: fast", " state: ONLINE", "config:", "", "\tNAME         STATE     READ WRITE CKSUM", "\tfast         ONLINE       0     0     0", "\t  mirror-0   ONLINE       0     0     0", "\t    nvme0n1  ONLINE       0     0     0", "\t    nvme1n1  ONLINE       0     0     0", "\t  mirror-1   ONLINE       0     0     0", "\t    nvme2n1  ONLINE       0     0     0", "\t    nvme3n1  ONLINE       0     0     0"].join("\n");
    expect(parts(mirrors)[1]).toEqual(["raid_array", null, "MIRROR", 4, null, null]);
    expect(attrsOf(mirrors, "raid_array")).toMatchObject({ vdevs: 2, implementation: "zfs", pool: "fast" });
  });
});

describe("one-line forms of system tools, in the versions reports quote", () => {
  it("reads lspci -nn lines (class code and ids in brackets) as NICs and RAID controllers without the brackets", () => {
    const text = ["02:00.0 Ethernet controller [0200]: Intel Corporation I350 Gigabit Network Connection [8086:1521] (rev 01)", "01:00.0 RAID bus controller [0104]: Broadcom / LSI MegaRAID SAS-3 3108 [Invader] [1000:005d] (rev 02)", "00:1f.3 Audio device [0403]: Intel Corporation Cannon Lake PCH cAVS [8086:a348] (rev 10)"].join("\n");
    expect(parts(text)).toEqual([["nic", "Intel", "I350 Gigabit Network Connection", null, null, null], ["raid_controller", "Broadcom", "MegaRAID SAS-3 3108 [Invader]", null, null, null]]);
  });

  it("reads the kernel release uname -r prints on the line after its prompt, and the NVMe capacity smartctl prints before its rounding", () => {
    expect(parts(["$ uname -r", "6.1.0-18-amd64", "$ uname -m", "x86_64"].join("\n"))).toEqual([["kernel", null, "6.1.0-18-amd64", null, null, null]]);
    const nvme = ["=== START OF INFORMATION SECTION ===", "Model Number:                       KIOXIA-EXCERIA PLUS G3 SSD", "Firmware Version:                   ELFA0101", "Total NVM Capacity:                 2,000,398,934,016 [2.00 TB]"].join("\n");
    expect(parts(nvme)).toEqual([["disk", "KIOXIA", "KIOXIA-EXCERIA PLUS G3 SSD", 1, 2000398934016, null]]);
  });

  it("reads free in the Japanese locale (メモリ: under 合計 使用済み 空き)", () => {
    const text = ["$ free -m", "               合計        使用済み      空き        共有  バッファ/キャッシュ  使用可", "メモリ:          64215        3121       58012          12        3081       60456", "スワップ:         2047           0        2047"].join("\n");
    expect(parts(text)).toEqual([["memory", null, null, null, 64215 * 2 ** 20, null]]);
  });
});

describe("CPU-Z's text report", () => {
  const report = [
    "CPU-Z TXT Report", "-------------------------------------------------------------------------", "",
    "Binaries", "-------------------------------------------------------------------------", "", "CPU-Z version\t\t\t2.08.0.x64", "",
    "Processors Information", "-------------------------------------------------------------------------", "",
    "Socket 1\t\t\tID = 0", "\tNumber of cores\t\t8 (max 8)", "\tNumber of threads\t16 (max 16)", "\tName\t\t\tAMD Ryzen 7 5800X", "\tCodename\t\tVermeer", "\tSpecification\t\tAMD Ryzen 7 5800X 8-Core Processor", "\tPackage \t\tSocket AM4 (1331)", "",
    "Chipset", "-------------------------------------------------------------------------", "", "Northbridge\t\tAMD Ryzen SOC rev. 00", "Memory Type\t\tDDR4", "Memory Size\t\t32 GBytes", "",
    "Memory SPD", "-------------------------------------------------------------------------", "",
    "DIMM #\t\t\t1", "\tSMBus address\t\t0x51", "\tMemory type\t\tDDR4", "\tModule format\t\tUDIMM", "\tManufacturer (ID)\tG.Skill (7F7F7F7FCD000000000000)", "\tSize\t\t\t16384 MBytes", "\tMax bandwidth\t\tDDR4-2132 (1066 MHz)", "\tPart number\t\tF4-3600C16-16GTZNC", "",
    "DIMM #\t\t\t2", "\tSMBus address\t\t0x53", "\tMemory type\t\tDDR4", "\tModule format\t\tUDIMM", "\tManufacturer (ID)\tG.Skill (7F7F7F7FCD000000000000)", "\tSize\t\t\t16384 MBytes", "\tPart number\t\tF4-3600C16-16GTZNC", "",
    "DMI", "-------------------------------------------------------------------------", "",
    "DMI Baseboard", "\tvendor\t\t\tASUSTeK COMPUTER INC.", "\tmodel\t\t\tROG STRIX B550-F GAMING", "",
    "Storage", "-------------------------------------------------------------------------", "",
    "Drive\t0", "\tName\t\t\tSamsung SSD 980 PRO 1TB", "\tCapacity\t\t931.5 GB", "\tType\t\t\tFixed, SSD", "\tBus Type\t\tNVMe (17)",
  ].join("\n");

  it("reads the processor by its specification with cores and threads, the SPD modules counted, the board and the drive", () => {
    expect(parts(report)).toEqual([
      ["cpu", "AMD", "Ryzen 7 5800X", null, null, null],
      ["memory", "G.Skill", "F4-3600C16-16GTZNC", 2, 32 * 2 ** 30, null],
      ["motherboard", "ASUSTeK COMPUTER INC.", "ROG STRIX B550-F GAMING", null, null, null],
      ["disk", "Samsung", "Samsung SSD 980 PRO 1TB", 1, 1e12, null],
    ]);
    expect(attrsOf(report, "cpu")).toMatchObject({ cores: 8, threads: 16 });
    expect(attrsOf(report, "memory")).toMatchObject({ type: "DDR4", modules: 2, module: "UDIMM" });
  });

  it("falls back to the chipset section's memory total when the report has no SPD section", () => {
    const noSpd = report.split("\n").filter((_l, i, all) => i < all.indexOf("Memory SPD") || i >= all.indexOf("DMI")).join("\n");
    expect(parts(noSpd).filter((p) => p[0] === "memory")).toEqual([["memory", null, "DDR4", null, 32 * 2 ** 30, null]]);
  });
});

