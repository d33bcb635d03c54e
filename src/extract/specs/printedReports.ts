import { parseSize } from "../../normalise/parseQuantity.ts";
import type { PrintedPart } from "./machineStrings.ts";
import { linkSpeedIn, memoryType, osName } from "./parseSpecValue.ts";
import { readPrinted } from "./printedPart.ts";
import { capacityFromModel } from "./partTerms.ts";
import { recordField as field, setupRecord } from "./setupRecord.ts";

/** The `Label: value` fields of a block's lines, read once for every report reader (null for a line that is none). */
type Fields = ReturnType<typeof field>[];
const NOT_GIVEN = /^(?:Not Specified|Not Provided|Unknown|None|N\/A|To Be Filled By O\.E\.M\.|Default string|\[Empty\]|0+)$/i;

/** `8192 MB`, `16 GB`, `32 GB` as memory reports print them (binary units). */
const memorySize = (s: string) => {
  const m = /^(\d+(?:[.,]\d+)?)\s*([KMGT])i?B(?:ytes)?\b/i.exec(s.trim());
  return m ? parseSize(`${m[1]?.replace(/,(?=\d{3}\b)/g, "")}${m[2]}B`, true) : null;
};

/** `dmidecode --type memory` (type 17): one part per kind of installed module, the modules of one part number counted. */
function memoryDevices(lines: string[], fields: Fields): PrintedPart[] {
  const groups = new Map<string, PrintedPart>();
  for (let i = 0; i < lines.length; i++) {
    if ((lines[i] ?? "").trim() !== "Memory Device") continue;
    const f: Record<string, string> = {};
    for (let j = i + 1; j < lines.length && (lines[j] ?? "").trim() && !/^Handle 0x/.test(lines[j] ?? ""); j++) {
      const kv = fields[j];
      if (kv?.[1] && kv[2] !== undefined) f[kv[1]] = kv[2];
    }
    const size = f.Size && !/no module/i.test(f.Size) ? memorySize(f.Size) : null;
    const partNumber = f["Part Number"] && !NOT_GIVEN.test(f["Part Number"]) ? (f["Part Number"].split(/\s+/)[0] ?? null) : null;
    // an empty slot says `No Module Installed`; a slot with neither a size nor a part number says nothing
    if (/no module/i.test(f.Size ?? "") || (!size && !partNumber)) continue;
    const type = f.Type && !NOT_GIVEN.test(f.Type) ? (memoryType(f.Type) ?? f.Type) : null;
    const speed = /(\d+)\s*(MT\/s|MHz)/i.exec(f["Configured Memory Speed"] ?? f["Configured Clock Speed"] ?? f.Speed ?? "");
    const key = [size, type, partNumber, speed?.[1]].join("|");
    const known = groups.get(key);
    if (known) {
      known.part.count = (known.part.count ?? 1) + 1;
      known.part.attrs.modules = known.part.count;
      if (size) known.part.capacityBytes = size * known.part.count;
      continue;
    }
    const attrs: Record<string, unknown> = { modules: 1 };
    if (type) attrs.type = type;
    if (speed?.[1]) attrs[speed[2]?.toUpperCase() === "MHZ" ? "speed_mhz" : "speed_mts"] = Number(speed[1]);
    if (f["Form Factor"] && !NOT_GIVEN.test(f["Form Factor"])) attrs.form_factor = f["Form Factor"];
    if (f["Part Number"] && partNumber !== f["Part Number"]) attrs.part_number = f["Part Number"];
    const vendor = f.Manufacturer && !NOT_GIVEN.test(f.Manufacturer) && !/^[0-9A-F]{4,}$/.test(f.Manufacturer) ? f.Manufacturer : null;
    groups.set(key, { part: { kind: "memory", vendor, model: partNumber ?? type, count: 1, capacityBytes: size, attrs }, line: i + 1 });
  }
  return [...groups.values()];
}

/** lscpu's counts in English or Japanese (`Core(s) per socket`, `ソケットあたりのコア数`), for the processor it names. */
export function lscpuCounts(text: string): { sockets: number | null; coresPerSocket: number | null } {
  const t = text.normalize("NFKC");
  const sockets = /^\s*(?:Socket\(s\)|ソケット数)\s*:\s*(\d+)/m.exec(t)?.[1];
  const cores = /^\s*(?:Core\(s\) per socket|ソケットあたりのコア数)\s*:\s*(\d+)/m.exec(t)?.[1];
  return { sockets: sockets ? Number(sockets) : null, coresPerSocket: cores ? Number(cores) : null };
}

const SYSTEMINFO = {
  os: /^(?:OS Name|OS 名)$/,
  memory: /^(?:Total Physical Memory|物理メモリの合計)$/,
  model: /^(?:System Model|システム モデル)$/,
  vendor: /^(?:System Manufacturer|システム製造元)$/,
  host: /^(?:Host Name|ホスト名)$/,
};

/** Windows `systeminfo` (English or Japanese): the OS and the installed memory (`16,303 MB` are MiB). */
function windowsSystemInfo(lines: string[], fields: Fields): PrintedPart[] {
  const at = (re: RegExp) => fields.findIndex((kv) => re.test(kv?.[1] ?? ""));
  const os = at(SYSTEMINFO.os);
  const memory = at(SYSTEMINFO.memory);
  if (memory < 0 || (os < 0 && at(SYSTEMINFO.model) < 0)) return [];
  const out: PrintedPart[] = [];
  const name = fields[os]?.[2] ?? "";
  const system = readPrinted("os", name.replace(/^Microsoft\s+/i, ""));
  if (system) out.push({ part: { ...system, model: name.replace(/^Microsoft\s+/i, ""), attrs: { family: "Windows" } }, line: os + 1 });
  const bytes = memorySize(fields[memory]?.[2] ?? "");
  if (bytes) out.push({ part: { kind: "memory", model: null, capacityBytes: bytes, attrs: { as_reported: true } }, line: memory + 1 });
  // `Network Card(s): 2 NIC(s) Installed.` then `[01]: Intel(R) Ethernet Connection I219-V`, each with its own indented details
  const cards = at(/^(?:Network Card\(s\)|ネットワーク カード)$/);
  for (let i = cards + 1; cards >= 0 && i < lines.length; i++) {
    const l = lines[i] ?? "";
    if (!/^\s/.test(l)) break;
    const nic = /^\s+\[\d+\]:\s+(.+?)\s*$/.exec(l.normalize("NFKC"))?.[1];
    const part = nic && !/^(?:\d{1,3}\.){3}\d{1,3}$|^[\da-f:]+$/i.test(nic) ? readPrinted("nic", nic) : null;
    if (part) out.push({ part, line: i + 1 });
  }
  return out;
}

/** macOS `system_profiler SPHardwareDataType` (and its storage types): processor or chip, memory, the internal drive. */
function macProfile(lines: string[], fields: Fields): PrintedPart[] {
  const f = new Map<string, { value: string; line: number }>();
  fields.forEach((kv, i) => {
    if (kv?.[1] && kv[2] && !f.has(kv[1])) f.set(kv[1], { value: kv[2], line: i + 1 });
  });
  if (!f.has("Model Identifier") && !f.has("機種ID")) return [];
  const out: PrintedPart[] = [];
  const proc = f.get("Processor Name") ?? f.get("プロセッサ名");
  const chip = f.get("Chip") ?? f.get("チップ");
  const speed = f.get("Processor Speed") ?? f.get("プロセッサ速度");
  const cores = /^(\d+)/.exec(f.get("Total Number of Cores")?.value ?? f.get("コアの総数")?.value ?? "")?.[1];
  if (proc) {
    const p = readPrinted("cpu", `${proc.value}${speed ? ` ${speed.value}` : ""}`);
    if (p) out.push({ part: { ...p, attrs: { ...p.attrs, ...(cores ? { cores: Number(cores) } : {}) } }, line: proc.line });
  } else if (chip && /^Apple\s+M\d/i.test(chip.value)) {
    out.push({ part: { kind: "cpu", vendor: "Apple", model: chip.value.replace(/^Apple\s+/i, ""), attrs: cores ? { cores: Number(cores) } : {} }, line: chip.line });
  }
  const memory = f.get("Memory") ?? f.get("メモリ");
  const bytes = memory ? memorySize(memory.value) : null;
  if (memory && bytes) out.push({ part: { kind: "memory", model: null, capacityBytes: bytes, attrs: {} }, line: memory.line });
  // SPNVMeDataType / SPSerialATADataType: `Model: APPLE SSD AP1024M` with `Capacity: 1 TB (1,000,555,581,440 bytes)`
  lines.forEach((l, i) => {
    const model = /^\s*Model:\s+(.+?)\s*$/.exec(l)?.[1];
    if (!model) return;
    const capacity = lines.slice(i + 1, i + 6).map((x) => /^\s*Capacity:.*?\(([\d,.\s]+) bytes\)/.exec(x)?.[1]).find(Boolean);
    if (!capacity) return;
    const bytes = Number(capacity.replace(/\D/g, ""));
    out.push({ part: { kind: "disk", vendor: /^apple\b/i.test(model) ? "Apple" : null, model, count: 1, capacityBytes: bytes, attrs: { capacity_bytes_each: bytes } }, line: i + 1 });
  });
  return out;
}

/** The value after `key:` in an inxi line, up to the next `key:` (`model: SSD 970 EVO Plus 500GB size: …`). */
const inxiValue = (text: string, key: string) => new RegExp(`(?:^|\\s)${key}:\\s+(.+?)(?=\\s+[A-Za-z][\\w()/-]*:(?:\\s|$)|$)`).exec(text)?.[1]?.trim() ?? null;

/** `inxi -F` (2.x and 3.x): CPU model, memory total, drives, board, network devices, kernel and distribution. */
function inxiReport(lines: string[]): PrintedPart[] {
  const sections: { name: string; text: string; line: number }[] = [];
  lines.forEach((l, i) => {
    const head = /^([A-Z][A-Za-z]+):\s+(.*)$/.exec(l);
    if (head?.[1]) sections.push({ name: head[1], text: head[2] ?? "", line: i + 1 });
    else if (/^\s+\S/.test(l) && sections.length) {
      const s = sections[sections.length - 1];
      if (s) s.text += `\n${l.trim()}`;
    }
  });
  const names = new Set(sections.map((s) => s.name));
  if (!names.has("CPU") || !(names.has("Drives") || names.has("System") || names.has("Machine"))) return [];
  const out: PrintedPart[] = [];
  for (const s of sections) {
    const text = s.text.replace(/\n/g, " ");
    if (s.name === "CPU") {
      // 3.x `Info: 6-core model: AMD Ryzen 5 3600`; 2.x `Quad core Intel Core i5-4590 (-MCP-) cache: …`
      const model = inxiValue(text, "model") ?? /^(?:(?:Single|Dual|Quad|Hexa|Octa|\d+)[- ]core\s+)?(.+?)\s*\(-/.exec(text)?.[1] ?? null;
      const cores = /(?:^|\s)(\d+|Single|Dual|Quad|Hexa|Octa)[- ]core/i.exec(text)?.[1];
      if (model) {
        const p = readPrinted("cpu", model);
        if (p && cores) p.attrs.cores_per_cpu = { single: 1, dual: 2, quad: 4, hexa: 6, octa: 8 }[cores.toLowerCase()] ?? Number(cores);
        if (p) out.push({ part: p, line: s.line });
      }
    }
    if (s.name === "Memory" || s.name === "Info") {
      // 3.3+ `Memory: RAM: total: 15.54 GiB`, 3.0 `Info: … Memory: 15.61 GiB used: …`, 2.x `Memory: 1234.5/15961.4MB`
      const total = /RAM:\s+total:\s+([\d.]+\s*[KMGT]iB)/.exec(text)?.[1] ?? /(?:^|\s)Memory:\s+([\d.]+\s*[KMGT]iB)/.exec(text)?.[1] ?? /^(?:Memory:\s+)?[\d.]+\/([\d.]+)\s*MB/.exec(text)?.[1]?.concat(" MiB");
      const bytes = total ? parseSize(total.replace(/\s+/g, ""), true) : null;
      if (bytes) out.push({ part: { kind: "memory", model: null, capacityBytes: Math.round(bytes), attrs: { as_reported: true } }, line: s.line });
    }
    if (s.name === "Drives") {
      for (const d of s.text.split(/(?=ID-\d+:)/).filter((x) => /^ID-\d+:/.test(x))) {
        const flat = d.replace(/\n/g, " ");
        const model = inxiValue(flat, "model");
        if (!model) continue;
        const vendor = inxiValue(flat, "vendor");
        const size = inxiValue(flat, "size");
        const device = /^ID-\d+:\s+(\/dev\/\S+)/.exec(flat)?.[1] ?? null;
        const capacity = capacityFromModel(model) ?? (size ? parseSize(size.replace(/\s+/g, "").replace(/(\d)([KMGT])B$/i, "$1$2B"), /iB$/i.test(size)) : null);
        const attrs: Record<string, unknown> = device ? { device } : {};
        if (capacity) attrs.capacity_bytes_each = capacity;
        out.push({ part: { kind: "disk", vendor, model: vendor && !model.toLowerCase().startsWith(vendor.toLowerCase()) ? `${vendor} ${model}` : model, count: 1, capacityBytes: capacity, attrs }, line: s.line });
      }
    }
    if (s.name === "Machine") {
      const board = inxiValue(text, "model") ?? inxiValue(text, "Mobo");
      const vendor = inxiValue(text, "Mobo");
      if (board && board !== vendor) out.push({ part: { kind: "motherboard", vendor, model: board.replace(/\s+v:.*$/, ""), attrs: {} }, line: s.line });
    }
    if (s.name === "Network") {
      for (const d of s.text.split(/(?=(?:Device|Card)-\d+:)/).filter((x) => /^(?:Device|Card)-\d+:/.test(x))) {
        const flat = d.replace(/\n/g, " ");
        const model = /^(?:Device|Card)-\d+:\s+(.+?)(?=\s+[A-Za-z][\w()/-]*:(?:\s|$)|$)/.exec(flat)?.[1];
        if (!model || !/ethernet|network|wireless|wi-?fi|gigabit|nic|\d/i.test(model)) continue;
        const driver = inxiValue(flat, "driver");
        const speed = /speed:\s+(\d+\s*[MG]bps)/.exec(flat)?.[1];
        out.push({ part: { kind: "nic", vendor: /^(\S+)/.exec(model)?.[1] ?? null, model, speedBps: speed ? linkSpeedIn(speed) : null, attrs: driver ? { driver } : {} }, line: s.line });
      }
    }
    if (s.name === "System") {
      const kernel = inxiValue(text, "Kernel")?.split(/\s+/)[0];
      if (kernel && /^\d+\.\d+/.test(kernel)) out.push({ part: { kind: "kernel", model: kernel, attrs: {} }, line: s.line });
      const distro = inxiValue(text, "Distro");
      if (distro) out.push({ part: { kind: "os", model: osName(distro.replace(/\s*\([^)]*\)\s*$/, "")), attrs: {} }, line: s.line });
    }
  }
  return out;
}

/** `ethtool eth0` and `ethtool -i eth0`: the interface's link speed, driver and firmware (no model: ethtool does not print one). */
function ethtoolReport(lines: string[]): PrintedPart[] {
  const settings = lines.findIndex((l) => /^\s*Settings for (\S+):\s*$/.test(l));
  const driverLine = lines.findIndex((l) => /^\s*driver:\s+\S+/.test(l) && lines.some((x) => /^\s*bus-info:/.test(x)));
  if (settings < 0 && driverLine < 0) return [];
  const attrs: Record<string, unknown> = {};
  const iface = /Settings for (\S+):/.exec(lines[settings] ?? "")?.[1];
  if (iface) attrs.interface = iface;
  const speed = lines.map((l) => /^\s*Speed:\s+(\d+)\s*Mb\/s/.exec(l)?.[1]).find(Boolean);
  for (const [key, re] of [["driver", /^\s*driver:\s+(\S+)/], ["driver_version", /^\s*version:\s+(\S+)/], ["firmware", /^\s*firmware-version:\s+(.+?)\s*$/], ["bus", /^\s*bus-info:\s+(\S+)/], ["duplex", /^\s*Duplex:\s+(\S+)/]] as const) {
    const v = lines.map((l) => re.exec(l)?.[1]).find(Boolean);
    if (v) attrs[key] = key === "duplex" ? v.toLowerCase() : v;
  }
  if (!speed && !attrs.driver) return [];
  return [{ part: { kind: "nic", model: null, speedBps: speed ? Number(speed) * 1e6 : null, attrs }, line: (settings >= 0 ? settings : driverLine) + 1 }];
}

const VDEV = /^(mirror|raidz[123]?|draid[123]?)(?:[-:]\S*)?$/i;

/** `zpool status`: one array per kind of vdev (`raidz2-0`, `mirror-1`), its member disks counted, and ZFS as the file system. */
function zpoolStatus(lines: string[]): PrintedPart[] {
  const pool = lines.findIndex((l) => /^\s*pool:\s+\S+/.test(l));
  const header = lines.findIndex((l, i) => i > pool && /^\s*NAME\s+STATE\s+READ\s+WRITE\s+CKSUM/.test(l));
  if (pool < 0 || header < 0) return [];
  const name = /pool:\s+(\S+)/.exec(lines[pool] ?? "")?.[1] ?? "";
  const vdevs: { level: string; members: number; line: number }[] = [];
  const base = /^(\s*)/.exec(lines[header + 1] ?? "")?.[1]?.length ?? 0;
  for (let i = header + 2; i < lines.length; i++) {
    const l = lines[i] ?? "";
    if (!l.trim() || /^\s*errors:/.test(l)) break;
    const depth = (/^(\s*)/.exec(l)?.[1]?.length ?? 0) - base;
    const word = l.trim().split(/\s+/)[0] ?? "";
    // log, cache and spare devices are not members of the data vdevs
    if (/^(logs|cache|spares|special|dedup)$/.test(word)) break;
    const v = VDEV.exec(word);
    if (v?.[1] && depth > 0) vdevs.push({ level: v[1].toLowerCase() === "raidz" ? "RAIDZ1" : v[1].toUpperCase(), members: 0, line: i + 1 });
    else if (vdevs.length && depth > 2) {
      const last = vdevs[vdevs.length - 1];
      if (last) last.members++;
    }
  }
  const out: PrintedPart[] = [];
  for (const level of new Set(vdevs.map((v) => v.level))) {
    const same = vdevs.filter((v) => v.level === level);
    const members = same.reduce((n, v) => n + v.members, 0);
    out.push({ part: { kind: "raid_array", model: level, count: members || null, attrs: { level, implementation: "zfs", pool: name, vdevs: same.length } }, line: same[0]?.line ?? pool + 1 });
  }
  out.push({ part: { kind: "filesystem", model: "zfs", attrs: { pool: name } }, line: pool + 1 });
  return out;
}

/**
 * The system summary yabs and bench.sh print first (`Processor  : AMD EPYC 7402P …`, `CPU Model : …`, `CPU cores  : 2 @ 2794.750 MHz`,
 * `Distro`/`OS`, `Kernel`, `RAM`, nench's `Disks:`): the processor at the clock its cores line gives, the distribution, the kernel, memory and disks.
 */
function benchScriptSummary(lines: string[], fields: Fields): PrintedPart[] {
  const f = new Map<string, { value: string; line: number }>();
  fields.forEach((kv, i) => {
    if (kv?.[1] && (kv[2] || /^disks$/i.test(kv[1])) && !f.has(kv[1].toLowerCase())) f.set(kv[1].toLowerCase(), { value: kv[2] ?? "", line: i + 1 });
  });
  const proc = f.get("processor") ?? f.get("cpu model");
  const cores = f.get("cpu cores");
  const kernel = f.get("kernel");
  if (!proc || !cores || !kernel || !/^\d+(?:\s*@\s*[\d.]+\s*MHz)?$/i.test(cores.value)) return [];
  const out: PrintedPart[] = [];
  const mhz = /@\s*([\d.]+)\s*MHz/i.exec(cores.value)?.[1];
  // the cores line's clock is what the guest sees; a model that names its own clock (`@ 2.40GHz`) keeps that
  const p = readPrinted("cpu", /\d\s*[GM]Hz/i.test(proc.value) || !mhz ? proc.value : `${proc.value} @ ${mhz} MHz`);
  if (p) out.push({ part: { ...p, attrs: { ...p.attrs, vcpus: Number(/^\d+/.exec(cores.value)?.[0]) } }, line: proc.line });
  const distro = f.get("distro") ?? f.get("os");
  const system = distro ? readPrinted("os", distro.value.replace(/\s*\([^)]*\)\s*$/, "")) : null;
  if (distro && system) out.push({ part: system, line: distro.line });
  const k = /^(?:Linux\s+)?(\d+\.\d+\S*)/.exec(kernel.value)?.[1];
  if (k) out.push({ part: { kind: "kernel", model: k, attrs: {} }, line: kernel.line });
  // `RAM : 7.8 GiB`, `RAM: 7.8Gi`: the memory the OS sees, in binary units
  const ram = f.get("ram");
  const ramSize = ram ? /^([\d.]+)\s*([KMGT])i?B?$/i.exec(ram.value) : null;
  if (ram && ramSize) out.push({ part: { kind: "memory", capacityBytes: parseSize(`${ramSize[1]}${ramSize[2]}B`, true), attrs: { as_reported: true } }, line: ram.line });
  // nench's `Disks:` and lsblk's lines under it (`sda     50G  HDD`): each disk, binary size, rotational or not
  const disks = f.get("disks");
  if (disks && !disks.value)
    for (let i = disks.line; i < lines.length; i++) {
      const d = /^\s*([a-z]+\d*(?:n\d+)?)\s+([\d.]+)([KMGT])\s+(HDD|SSD)\s*$/.exec(lines[i] ?? "");
      if (!d) break;
      out.push({ part: { kind: "disk", capacityBytes: parseSize(`${d[2]}${d[3]}B`, true), attrs: { device: d[1], type: d[4] } }, line: i + 1 });
    }
  return out;
}

/** The parts a key/value report prints (dmidecode memory, systeminfo, system_profiler, inxi, ethtool, zpool status, yabs and bench.sh, a setup record). */
export function partsReported(lines: string[]): PrintedPart[] {
  // each reader of a key/value report reads the lines' fields: read once, not once a reader (five times a line before)
  const fields = lines.map(field);
  const reported = [...memoryDevices(lines, fields), ...windowsSystemInfo(lines, fields), ...macProfile(lines, fields), ...inxiReport(lines), ...ethtoolReport(lines), ...zpoolStatus(lines), ...benchScriptSummary(lines, fields)];
  return [...reported, ...setupRecord(lines, reported, fields)];
}

/** The name a report gives the machine it describes (`System Model: OptiPlex 7070`, `Model Name: MacBook Pro`), or null. */
export function machineNamePrinted(text: string): string | null {
  for (const l of text.split("\n")) {
    const kv = field(l);
    if (kv?.[1] && /^(?:System Model|システム モデル|Model Name|機種名)$/.test(kv[1]) && kv[2] && !NOT_GIVEN.test(kv[2])) return kv[2];
  }
  return null;
}
