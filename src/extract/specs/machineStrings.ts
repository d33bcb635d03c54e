import { regExpOf } from "../../normalise/regExpOf.ts";
import { lexicon } from "../../normalise/lexicon.ts";
import { pciDevice } from "./pciDevice.ts";
import { numberedDrivesIn } from "./numberedDrives.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { readPart } from "./readPart.ts";
import { RAID_LINE, startsWithOs } from "./partGrammarData.ts";
import { diskFromModel, readPrinted } from "./printedPart.ts";
import { alt, capacityFromModel, FILESYSTEM_RE, SOFTWARE_NAMES } from "./partTerms.ts";
import { cpuzReport } from "./cpuzReport.ts";
import { fetchReport } from "./fetchReport.ts";
import { geekbenchReport } from "./geekbenchReport.ts";
import { usbStorageHosts } from "./usbStorage.ts";
import { kernelLogDrives } from "./kernelLogDrives.ts";
import { lscpuCounts, partsReported } from "./printedReports.ts";
import { partsTabulated } from "./printedTables.ts";
import { ptSummary } from "./ptSummary.ts";
import { prefixMultiplier } from "../../normalise/readQuantity.ts";

export { capacityFromModel };

/** A part read from one line of what a machine printed about itself. */
export interface PrintedPart {
  part: PartDraft;
  /** 1-based line of the block the part was read from. */
  line: number;
}

const SOFTWARE_VERSION = new RegExp(`^\\s*(${alt(SOFTWARE_NAMES)})(?:-|\\s+(?:version\\s+|v(?=\\d))?)(\\d+(?:\\.\\d+)+[a-z]?)(?:\\s+(x64|x86|64-bit|32-bit))?(?![\\w.])`, "i");

/** `[5:0:0:0]  disk  ATA  ST8000VN004-2M21 SC60  /dev/sde` (vendor 8, model 16, revision 4 columns) and NVMe rows. */
function lsscsi(line: string): PartDraft | null {
  const m = /^\[([\dN]+):\d+:\d+:\d+\]\s+disk\s+(.*?)\s*(\/dev\/\S+)?\s*$/.exec(line);
  if (!m?.[2]) return null;
  const rest = m[2];
  let model: string;
  if (m[1] === "N") model = rest.replace(/__\d+\s*$/, "").trim();
  else {
    const vendor = rest.slice(0, 8).trim();
    if (/^linux$/i.test(vendor)) return null;
    model = rest.slice(9, 25).trim() || rest.slice(8).trim();
    if (vendor && !/^ata$/i.test(vendor) && !model.toLowerCase().startsWith(vendor.toLowerCase())) model = `${vendor} ${model}`;
  }
  return model ? diskFromModel(model, { device: m[3] ?? null }) : null;
}

/**
 * The drive fdisk (`Disk model: Samsung SSD 860`) or gdisk (`Model: CT500P3PSSD8`) prints under its `Disk /dev/…:` line, with
 * the size that line gives: fdisk's byte count, or gdisk's sectors times the logical sector size it prints.
 */
function partitionedDisk(lines: string[], i: number): PartDraft | null {
  const model = /^\s*(?:Disk model|Model):\s+(\S.*?)\s*$/.exec(lines[i] ?? "")?.[1];
  const head = model ? lines.slice(Math.max(0, i - 3), i).reverse().find((l) => /^\s*Disk \/dev\/\S+:/.test(l)) : undefined;
  if (!model || !head) return null;
  const bytes = /(\d+) bytes/.exec(head)?.[1];
  const sectors = /(\d+) sectors/.exec(head)?.[1];
  const sectorSize = lines.slice(i, i + 4).map((l) => /Sector size \(logical(?:\/physical)?\):\s*(\d+)/.exec(l)?.[1]).find(Boolean);
  const capacity = bytes ? Number(bytes) : sectors && sectorSize ? Number(sectors) * Number(sectorSize) : null;
  const p = readPrinted("disk", model);
  if (p && capacity) {
    p.capacityBytes = capacity;
    p.attrs.capacity_bytes_each = capacity;
  }
  return p;
}

/** Devices that are no drive of their own: loop files, RAM disks, device-mapper and md volumes. */
const VIRTUAL_DEVICE = /^\/dev\/(?:loop|ram|zram|mapper\/|md|dm-)/;

/**
 * Old fdisk's `Disk /dev/sda: 7759 MB, 7759462400 bytes, 15155200 sectors` with no `Disk model:` under it: a drive of that
 * exact size, known by its device (no model is invented).
 */
function sizedDisk(lines: string[], i: number): PartDraft | null {
  const m = /^\s*Disk (\/dev\/[\w/]+):\s.*?\b(\d{7,}) bytes/.exec(lines[i] ?? "");
  if (!m?.[1] || !m[2] || VIRTUAL_DEVICE.test(m[1]) || lines.slice(i + 1, i + 4).some((l) => /^\s*(?:Disk model|Model):/.test(l))) return null;
  const capacity = Number(m[2]);
  return { kind: "disk", model: null, capacityBytes: capacity, attrs: { capacity_bytes_each: capacity, device: m[1] } };
}

/** Lines of `smartctl -i` / `hdparm -I` (and HWiNFO's `Drive Model:`) that describe one drive, read together. */
function driveInfo(lines: string[]): PrintedPart[] {
  const out: PrintedPart[] = [];
  let current: { part: PartDraft; line: number } | null = null;
  // smartctl prints the family above the model
  const family = lines.map((l) => /^\s*Model Family:\s+(.+?)\s*$/.exec(l)?.[1]).find(Boolean);
  lines.forEach((line, i) => {
    const partitioned = partitionedDisk(lines, i) ?? sizedDisk(lines, i);
    if (partitioned) {
      current = { part: partitioned, line: i + 1 };
      out.push(current);
      return;
    }
    const model = /^\s*(?:Device Model|Model Number|Drive Model):\s+(.+?)\s*$/.exec(line)?.[1];
    // SAS drives print `Vendor: SEAGATE` then `Product: ST3600057SS`
    const sasVendor = /^\s*Vendor:\s+(\S.*?)\s*$/.exec(line)?.[1];
    const sasProduct = sasVendor ? /^\s*Product:\s+(\S.*?)\s*$/.exec(lines[i + 1] ?? "")?.[1] : undefined;
    if (model || sasProduct) {
      current = { part: diskFromModel(model ?? `${sasVendor} ${sasProduct}`, family ? { family } : {}), line: i + 1 };
      out.push(current);
      return;
    }
    if (!current) return;
    const part: PartDraft = (current as { part: PartDraft }).part;
    // `500,107,862,016 bytes`, or grouped by spaces or dots in other locales (`500 107 862 016 bytes`)
    // NVMe drives print the count with its rounding in brackets: `2,000,398,934,016 [2.00 TB]`
    const bytes = /^\s*(?:User Capacity|Total NVM Capacity|Namespace 1 Size\/Capacity):\s+(\d[\d,. \u00a0]*?)\s+(?:bytes|\[)/.exec(line)?.[1]?.replace(/\D/g, "");
    const mbytes = /device size with M = 1000\*1000:\s+(\d+)\s+MBytes/.exec(line)?.[1];
    const capacity = bytes ? Number(bytes.replace(/,/g, "")) : mbytes ? Number(mbytes) * 1e6 : null;
    if (capacity) {
      part.capacityBytes = capacity;
      part.attrs.capacity_bytes_each = capacity;
    }
    const rpm = /Rotation Rate:\s+(\d+)\s*rpm|Nominal Media Rotation Rate:\s+(\d+)/i.exec(line);
    if (rpm) part.attrs.rpm = Number(rpm[1] ?? rpm[2]);
    if (/Rotation Rate:\s+Solid State/i.test(line)) part.attrs.type = "SSD";
    const fw = /^\s*(?:Firmware Version|Firmware Revision):\s+(\S+)/.exec(line)?.[1];
    if (fw) part.attrs.firmware = fw;
    if (/^\s*Serial Number:/.test(line) || /^\s*SATA Version is:/.test(line)) {
      const sata = /SATA Version is:\s+(.+?)\s*$/.exec(line)?.[1];
      if (sata) part.attrs.interface = sata;
    }
  });
  return out;
}

/** `dmidecode` sections (Base Board, Processor) and `lshw`'s motherboard node. */
function boards(lines: string[]): PrintedPart[] {
  const out: PrintedPart[] = [];
  let section = "";
  let vendor: string | null = null;
  lines.forEach((line, i) => {
    if (/^\S.*Information\s*$/.test(line) || /^\s*\*-/.test(line)) {
      section = line.trim();
      vendor = null;
      return;
    }
    const manufacturer = /^\s*(?:Manufacturer|vendor):\s+(.+?)\s*$/.exec(line)?.[1];
    if (manufacturer) vendor = manufacturer;
    const product = /^\s*(?:Product Name|product):\s+(.+?)\s*$/.exec(line)?.[1];
    const board = /Base Board Information/.test(section) || (/^\*-core/.test(section) && lines.slice(Math.max(0, i - 3), i + 1).some((l) => /description:\s+Motherboard/i.test(l)));
    if (product && board) out.push({ part: { kind: "motherboard", vendor, model: product, attrs: {} }, line: i + 1 });
    const version = /^\s*Version:\s+(.+?)\s*$/.exec(line)?.[1];
    if (version && /Processor Information/.test(section)) {
      const p = readPrinted("cpu", version);
      if (p) out.push({ part: p, line: i + 1 });
    }
  });
  return out;
}

/** A NIC chip's or card's number as the lexicon's patterns know it (`RTL8029AS`, `X540-T2`, `BCM5720`), the whole token. */
const NIC_CHIP = lexicon.nic_model_patterns.map((p) => new RegExp(`^(?:${p})$`));

/** One line that states a part on its own (CPU model name, memory total, kernel, file system, NIC, array, software). */
function lineParts(line: string): PartDraft[] {
  const t = normaliseText(line);
  const out: PartDraft[] = [];
  // /proc/cpuinfo, lscpu, winsat -v: `model name : Intel(R) Xeon(R) CPU E5-2630 0 @ 2.30GHz`
  const cpuLine = /^\s*(?:>\s*)?(?:model name|Model name|Processor|CPU|モデル名)\s*:\s*(.+)$/i.exec(t)?.[1];
  const processor = cpuLine ? readPrinted("cpu", cpuLine) : null;
  if (processor) out.push(processor);
  // winsat -v `Total physical mem available to the OS : 63.9 GB (68,643,934,208 bytes)`, /proc/meminfo `MemTotal: 65843464 kB`
  const memBytes = /Total physical mem\w*.*?\(([\d,]+) bytes\)/i.exec(t)?.[1];
  const memKb = /^\s*MemTotal:\s+(\d+)\s*kB/i.exec(t)?.[1];
  if (memBytes || memKb) {
    const bytes = memBytes ? Number(memBytes.replace(/,/g, "")) : Number(memKb) * 1024;
    out.push({ kind: "memory", model: null, capacityBytes: bytes, attrs: { as_reported: true } });
  }
  // uname -a: `Linux nas01 5.15.0-91-generic #101-Ubuntu SMP …`; a boot log's `Linux version 3.10.0-957.el7.x86_64 (…)`
  const uname = /^\s*Linux\s+(\S+)\s+(\d+\.\d+[\w.\-+~]*)\s+#\d/.exec(t) ?? /Linux version\s+()(\d+\.\d+[\w.\-+~]*)/.exec(t);
  if (uname?.[2]) out.push({ kind: "kernel", model: uname[2], attrs: uname[1] ? { host: uname[1] } : {} });
  // a field whose value is the kernel and the distribution, whatever its label (`Platform: Linux 6.8.0-90-generic (Ubuntu 22.04)`)
  const platform = !uname ? /^\s*[^:：=]{1,30}?\s*[:：]\s*(?:GNU\/)?Linux\s+(\d+\.\d+\.\d+[-.+][\w.\-+~]*)\s*(?:\(([^()]+)\))?\s*$/.exec(t) : null;
  if (platform?.[1]) out.push({ kind: "kernel", model: platform[1], attrs: {} });
  const distribution = platform?.[2] ? readPrinted("os", platform[2].trim()) : null;
  if (distribution && startsWithOs(platform?.[2] ?? "")) out.push(distribution);
  // mount: `/dev/sdc on /mnt/sdc type xfs (rw,…)`; mkfs: `mkfs.xfs -f /dev/sdc`, `mkfs -t ext4`
  const fs = / on \S+ type (\w+) \(/.exec(t)?.[1] ?? /\bmkfs(?:\.(\w+)|\s+-t\s+(\w+))/.exec(t)?.slice(1).find(Boolean);
  if (fs && regExpOf(FILESYSTEM_RE.source, "i").test(fs)) out.push({ kind: "filesystem", model: fs.toLowerCase(), attrs: {} });
  // ioping names the file system and device of the path it measures: `4096 bytes from /tmp (ext4 /dev/sda1): request=1 …`,
  // newer `4 KiB <<< /tmp (ext4 /dev/sda1 20 GiB): request=1 …` (its statistics' head, `--- / (ext4 /dev/dm-0) ioping statistics ---`,
  // printed alone under a summary, is left: the labels list that file system on some pages and not on others)
  const ioping = /^\s*\d+(?:\.\d+)?\s*(?:bytes|[KMG]i?B)\s+(?:from|<<<|>>>)\s+(\S+)\s+\((\w+)\s+(\S+)[^)]*\):\s*request=\d/.exec(t);
  if (ioping?.[2] && regExpOf(`^(?:${FILESYSTEM_RE.source})$`, "i").test(ioping[2]) && !/^(?:tmpfs|overlay)$/i.test(ioping[2]))
    out.push({ kind: "filesystem", model: ioping[2].toLowerCase(), attrs: { path: ioping[1], device: ioping[3] } });
  // lspci: `02:00.0 Ethernet controller: Intel Corporation Ethernet Controller X710 for 10GbE SFP+ (rev 02)` (with its bus address in tool output)
  const pci = /^\s*(?:[\da-f]{4}:)?[\da-f]{2}:[\da-f]{2}\.\d\s/i.test(t) ? pciDevice(t) : null;
  if (pci) out.push(pci);
  // a boot log: `eth0: Intel(R) PRO/1000 Network Connection`, `scsi0 : HP Smart Array P410i`
  const eth = /^\s*(?:\[\s*[\d.]+\]\s*)?(?:e1000e?|igb|ixgbe|tg3|bnx2x?|\w+ \S+:)?\s*(eth\d+|en\w+):\s+(.*?(?:Network Connection|Ethernet|Gigabit|NIC|Adapter).*)$/i.exec(t);
  const nic = eth?.[2] && !/link (?:up|down)|renamed|entered/i.test(eth[2]) ? readPrinted("nic", eth[2], { interface: eth[1] }) : null;
  if (nic) out.push(nic);
  // a list of a box's cards by interface (`- eth2 : RTL8029AS - working.`): a NIC chip's number right after the interface's name
  const card = !nic ? /^\s*[-*•]?\s*(eth\d+)\s*:\s*([A-Za-z][\w-]*\d[\w-]*)/.exec(t) : null;
  const chip = card?.[2] && NIC_CHIP.some((re) => re.test(card[2] ?? "")) ? readPrinted("nic", card[2], { interface: card[1] }) : null;
  if (chip) out.push(chip);
  const scsi = /^\s*(?:\[\s*[\d.]+\]\s*)?scsi\d+\s*:\s+(.+)$/i.exec(t)?.[1];
  if (scsi && (RAID_LINE.test(scsi) || /RAID|SAS\d|HBA/i.test(scsi))) out.push({ kind: "raid_controller", model: scsi.trim(), attrs: {} });
  // /proc/mdstat: `md0 : active raid5 sdd1[3] sdc1[2] sdb1[1] sda1[0]`
  const md = /^\s*(md\d+)\s*:\s*active\s+(?:\(\w+\)\s+)?raid(\d+)\s+(.+)$/.exec(t);
  if (md) {
    const members = (md[3] ?? "").split(/\s+/).filter((x) => /\[\d+\]/.test(x) && !/\(S\)/.test(x)).length;
    out.push({ kind: "raid_array", model: `RAID${md[2]}`, count: members || null, attrs: { level: `RAID${md[2]}`, implementation: "software", device: md[1] } });
  }
  // the line under it: `2917676544 blocks level 5, 256k chunk, algorithm 2 [4/3] [_UUU]` — 4 devices, 3 of them up
  const mdDetail = /blocks .*\[(\d+)\/(\d+)\]\s*\[[U_]+\]/.exec(t);
  const mdChunk = /blocks .*?(\d+)k chunk/.exec(t)?.[1];
  if (mdDetail) out.push({ kind: "raid_array", model: null, count: Number(mdDetail[1]), attrs: { devices_up: Number(mdDetail[2]), ...(mdChunk ? { chunk_bytes: Number(mdChunk) * 1024 } : {}), continues: true } });
  // /etc/os-release, lsb_release -d, /etc/redhat-release, CrystalDiskMark's `OS : Windows 10 Professional [10.0 Build 14393] (x64)`
  const os = /^\s*(?:PRETTY_NAME="([^"]+)"|Description:\s+(.+)$|(?:>\s*)?(?:OS|Operating System)\s*:\s+(.+)$|(\S.* release \d.*)$)/.exec(t);
  const osText = os?.slice(1).find(Boolean)?.replace(/\[.*$/, "").replace(/\s*\([^)]*\)/g, "").trim();
  const system = osText && /^[A-Z]/.test(osText) ? readPrinted("os", osText) : null;
  if (system) out.push(system);
  // software that prints its version: `fio-3.28`, `CrystalDiskMark 8.0.4 x64`, `sysbench 0.4.12:`
  const sw = SOFTWARE_VERSION.exec(t);
  if (sw?.[1] && sw[2]) out.push({ kind: "software", model: `${sw[1]} ${sw[2]}${sw[3] ? ` ${sw[3]}` : ""}`, attrs: { name: sw[1], version: sw[2], role: "benchmark" } });
  return out;
}

/** `mdadm --detail`: level, member count and chunk of the array it describes. */
function mdadmDetail(lines: string[]): PrintedPart[] {
  const level = lines.findIndex((l) => /^\s*Raid Level\s*:\s*raid\d+/i.test(l));
  if (level < 0) return [];
  const text = lines.join("\n");
  const n = /Raid Level\s*:\s*raid(\d+)/i.exec(text)?.[1];
  const devices = /Raid Devices\s*:\s*(\d+)/i.exec(text)?.[1];
  const chunk = /Chunk Size\s*:\s*(\d+\s*[KMG])/i.exec(text)?.[1];
  const attrs: Record<string, unknown> = { level: `RAID${n}`, implementation: "software" };
  if (chunk) attrs.chunk_bytes = parseSize(`${chunk}B`, true);
  return [{ part: { kind: "raid_array", model: `RAID${n}`, count: devices ? Number(devices) : null, attrs }, line: level + 1 }];
}

/** free's flags (`-b`, `-k`, `-m`, `-g`, `-t`) and suffixes are 1024-based. */
const freeUnit = (flag: string): number | undefined => prefixMultiplier(flag === "b" ? "" : flag, { binary: true }) ?? undefined;

/** `free`: the total of its `Mem:` row under the `total used free` header, in the unit its suffix (`23Gi`, `-h`) or its flag (`-m`, `-g`) gives. */
function freeMemory(lines: string[]): PrintedPart[] {
  // the Japanese locale labels the row `メモリ:` under `合計 使用済み 空き`
  const header = lines.findIndex((l) => /^\s*(?:total\s+used\s+free|合計\s+使用済み\s+空き)\s/.test(l));
  if (header < 0) return [];
  const row = lines.findIndex((l, i) => i > header && i <= header + 2 && /^\s*(?:Mem|メモリ)\s*:\s+\d/.test(l));
  const m = /^\s*(?:Mem|メモリ)\s*:\s+(\d+(?:[.,]\d+)?)(?:([KMGT])i?B?)?\s/i.exec(lines[row] ?? "");
  if (!m?.[1]) return [];
  // without a suffix the unit is the flag's (free prints KiB by default); unknown when the command is not shown
  const flag = lines.slice(0, header).map((l) => /(?:^|[$#>]\s*)free(?:\s+-([bkmgt]))?\s*$/.exec(l.trim())).find(Boolean);
  const unit = m[2] ? freeUnit(m[2].toLowerCase()) : flag ? freeUnit(flag[1] ?? "k") : undefined;
  if (!unit) return [];
  return [{ part: { kind: "memory", model: null, capacityBytes: Math.round(Number(m[1].replace(",", ".")) * unit), attrs: { as_reported: true } }, line: row + 1 }];
}

/** The parts a block of tool output says the machine has (lscpu, cpuinfo, winsat -v, lsscsi, smartctl, dmidecode, lspci, uname, mount, mdadm…). */
/** The parts the readers of whole tool reports (smartctl, dmidecode, free, yabs and bench.sh, CPU-Z, fetch summaries…) read from a block. */
export function partsOfReports(lines: string[]): PrintedPart[] {
  return [...driveInfo(lines), ...boards(lines), ...mdadmDetail(lines), ...freeMemory(lines), ...partsReported(lines), ...partsTabulated(lines), ...cpuzReport(lines), ...geekbenchReport(lines), ...ptSummary(lines), ...fetchReport(lines), ...usbStorageHosts(lines), ...kernelLogDrives(lines)];
}

export function partsPrinted(text: string): PrintedPart[] {
  const lines = text.split("\n");
  const out: PrintedPart[] = partsOfReports(lines);
  // `$ uname -r` prints the kernel release alone on the next line
  lines.forEach((l, i) => {
    const release = /(?:^|[$#>]\s*)uname\s+-r\s*$/.test(l.trim()) ? /^\s*(\d+\.\d+(?:\.\d+)?[-.+][\w.\-+~]+)\s*$/.exec(lines[i + 1] ?? "")?.[1] : undefined;
    if (release) out.push({ part: { kind: "kernel", model: release, attrs: {} }, line: i + 2 });
    // uname's fields as a benchmark's header prints them (Intel MPI Benchmarks: `# System : Linux` / `# Release : 4.18.0-…`)
    const field = /^\s*#?\s*Release\s*:\s*(\d+\.\d+(?:\.\d+)?[-.+][\w.\-+~]+)\s*$/.exec(l)?.[1];
    // /proc/cpuinfo of a processor whose name gives neither number nor clock (`model name : Celeron (Mendocino)`): `cpu MHz` a few
    // lines down is the only clock printed, so it is the processor's (a name with a number is read from its own line)
    const named = /^\s*model name\s*:\s*(.+?)\s*$/.exec(l)?.[1];
    const mhz = named && !readPrinted("cpu", named) ? lines.slice(i + 1, i + 6).map((x) => /^\s*cpu MHz\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(x)?.[1]).find(Boolean) : undefined;
    const clocked = named && mhz ? readPrinted("cpu", `${named.replace(/\s*\([^)]*\)\s*$/, "")} ${mhz}MHz`) : null;
    if (clocked && !out.some((p) => p.part.kind === "cpu")) out.push({ part: { ...clocked, attrs: { ...clocked.attrs, as_printed: named } }, line: i + 1 });
    if (field && lines.slice(Math.max(0, i - 3), i).some((x) => /^\s*#?\s*System\s*:\s*Linux\s*$/.test(x)) && !out.some((p) => p.part.kind === "kernel" && p.part.model === field))
      out.push({ part: { kind: "kernel", model: field, attrs: {} }, line: i + 1 });
  });
  const taken = new Set(out.map((p) => p.line));
  lines.forEach((line, i) => {
    if (taken.has(i + 1)) return;
    // hdparm -i: `Model=ST3500418AS, FwRev=CC38, SerialNo=…`, read by the part grammar
    const disk = lsscsi(line) ?? (/^\s*Model\s*=\s*\S/.test(line) ? readPart(line, "disk") : null);
    if (disk) out.push({ part: disk, line: i + 1 });
    const parts = disk ? [] : lineParts(line);
    // a drive named by its maker's part number in a listing or legend (`ST1 - Mobile ST980825AS (80GB) on …`)
    const printed = (model: string | null | undefined) => out.some((p) => p.part.kind === "disk" && (p.part.model ?? "").includes(model ?? "-"));
    if (!disk && !parts.length) {
      for (const { at: _a, end: _e, ...part } of numberedDrivesIn(line)) if (!printed(part.model)) out.push({ part, line: i + 1 });
    } else
      for (const part of parts) {
        // a line that goes on about the array of the line before (mdstat's device count and chunk)
        const previous = out[out.length - 1]?.part;
        if (part.attrs.continues) {
          if (previous?.kind === "raid_array") {
            const { continues: _c, ...attrs } = part.attrs;
            previous.count = part.count ?? previous.count ?? null;
            Object.assign(previous.attrs, attrs);
          }
        } else out.push({ part, line: i + 1 });
      }
  });
  // lscpu's `Socket(s): 2` (`ソケット数: 2`) is the count of the processor it names, `Core(s) per socket` its cores
  const { sockets, coresPerSocket } = lscpuCounts(text);
  const processor = out.find((p) => p.part.kind === "cpu");
  if (sockets && processor) {
    processor.part.count = sockets;
    processor.part.attrs.sockets = sockets;
  }
  if (coresPerSocket && processor) processor.part.attrs.cores_per_cpu = coresPerSocket;
  // a part printed again (cpuinfo per core, lsscsi run twice) is one part
  const seen = new Set<string>();
  return out
    .filter((p) => {
      // (two cards of one model on two interfaces are two NICs)
      const key = `${p.part.kind}|${(p.part.model ?? "").toLowerCase()}|${p.part.capacityBytes ?? ""}|${p.part.kind === "nic" ? String(p.part.attrs.interface ?? "") : ""}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line);
}
