import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import type { PrintedPart } from "./machineStrings.ts";
import { diskFromModel } from "./printedPart.ts";
import { cpu, memory } from "./parseSpecValue.ts";
import { FILESYSTEM_RE } from "./partTerms.ts";
import { driveCatalogue } from "./driveCatalogue.ts";
import { allMatches } from "../../normalise/allMatches.ts";
import { escapeRegExp } from "../../normalise/escapeRegExp.ts";

interface Column {
  name: string;
  start: number;
  end: number;
}

/** Columns of a header whose names are set apart by two spaces or more (`H/W path   Device   Class`, `Namespace Usage   Format`). */
function wideColumns(header: string): Column[] {
  return [...allMatches(header, /\S+(?: \S+)*/g)].map((m) => ({ name: m[0], start: m.index, end: m.index + m[0].length }));
}

/** The cell of each left-aligned column of a row, from the column's start to the next column's start. */
const cellsOf = (row: string, cols: Column[]) => Object.fromEntries(cols.map((c, i) => [c.name, row.slice(c.start, cols[i + 1]?.start ?? row.length).trim()]));

/** The rows under a header line, up to the first blank line (a `===` or `---` rule under the header is skipped). */
function rowsUnder(lines: string[], header: number): { row: string; line: number }[] {
  const out: { row: string; line: number }[] = [];
  for (let i = header + 1; i < lines.length; i++) {
    const l = lines[i] ?? "";
    if (/^[\s=\-]+$/.test(l) && l.trim()) continue;
    if (!l.trim() || /^\s*[$#>]\s/.test(l)) break;
    out.push({ row: l, line: i + 1 });
  }
  return out;
}

/** `lshw -short`: processor, memory (the system total and each module), disks and network devices by class. */
function lshwShort(lines: string[]): PrintedPart[] {
  const header = lines.findIndex((l) => /^\s*H\/W path\s{2,}.*Class\s{2,}Description/.test(l));
  if (header < 0) return [];
  const cols = wideColumns(lines[header] ?? "");
  const out: PrintedPart[] = [];
  for (const { row, line } of rowsUnder(lines, header)) {
    const c = cellsOf(row, cols);
    const cls = c.Class ?? "";
    const desc = normaliseText(c.Description ?? "");
    if (cls === "processor") {
      const p = cpu(desc);
      if (p.model) out.push({ part: p, line });
    } else if (cls === "memory" && /System Memory$/i.test(desc)) {
      const bytes = parseSize((/^([\d.]+[KMGT]i?B)/.exec(desc)?.[1] ?? "").replace(/iB$/, "B"), true);
      if (bytes) out.push({ part: { kind: "memory", model: null, capacityBytes: bytes, attrs: { as_reported: true } }, line });
    } else if (cls === "memory" && /\bDIMM\b/.test(desc) && !/\[empty\]/i.test(desc)) {
      out.push({ part: { ...memory(desc), count: 1, attrs: { ...memory(desc).attrs, modules: 1 } }, line });
    } else if (cls === "disk" && !/DVD|CD-ROM|Card Reader/i.test(desc)) {
      // `500GB Samsung SSD 860`: the size first (decimal), then the model
      const size = /^([\d.]+)\s*([GT])B\s+(.+)$/.exec(desc);
      const p = diskFromModel(size?.[3] ?? desc, c.Device ? { device: c.Device } : {});
      if (size) {
        p.capacityBytes = parseSize(`${size[1]}${size[2]}B`, false);
        p.attrs.capacity_bytes_each = p.capacityBytes;
      }
      out.push({ part: p, line });
    } else if (cls === "network" && desc) {
      out.push({ part: { kind: "nic", vendor: null, model: desc, attrs: c.Device ? { interface: c.Device } : {} }, line });
    } else if (cls === "bus" && /^\/0$/.test(c["H/W path"] ?? "") && desc) {
      out.push({ part: { kind: "motherboard", vendor: null, model: desc, attrs: {} }, line });
    }
  }
  return out;
}

/** `nvme list`: each namespace's drive model, capacity (the size after the slash of `Namespace Usage`) and firmware. */
function nvmeList(lines: string[]): PrintedPart[] {
  const header = lines.findIndex((l) => /^\s*Node\s{2,}.*\bSN\s{2,}.*Model\s{2,}.*Namespace/.test(l));
  if (header < 0) return [];
  const cols = wideColumns(lines[header] ?? "");
  const out: PrintedPart[] = [];
  for (const { row, line } of rowsUnder(lines, header)) {
    const c = cellsOf(row, cols);
    if (!c.Model || !/^\/dev\//.test(c.Node ?? "")) continue;
    const p = diskFromModel(c.Model, { device: c.Node, interface: "NVMe" });
    const size = /\/\s*([\d.]+)\s*([KMGT])B/.exec(c["Namespace Usage"] ?? c.Usage ?? "");
    if (size) {
      p.capacityBytes = parseSize(`${size[1]}${size[2]}B`, false);
      p.attrs.capacity_bytes_each = p.capacityBytes;
    }
    if (c["FW Rev"]) p.attrs.firmware = c["FW Rev"];
    out.push({ part: p, line });
  }
  return out;
}

const RIGHT_ALIGNED = new Set(["SIZE", "RM", "RO", "ROTA", "FSSIZE", "FSUSED", "FSAVAIL", "FSUSE%", "RA", "MIN-IO", "OPT-IO", "PHY-SEC", "LOG-SEC"]);

/** `lsblk -o NAME,MODEL,SIZE,ROTA,TRAN,TYPE…`: each whole disk with a model, its size (binary, as lsblk prints), bus and whether it spins. */
function lsblkTable(lines: string[]): PrintedPart[] {
  const header = lines.findIndex((l) => /^\s*NAME\s+.*\bMODEL\b/.test(l) && /\bSIZE\b/.test(l));
  if (header < 0) return [];
  const cols = [...allMatches(lines[header] ?? "", /\S+/g)].map((m) => ({ name: m[0], start: m.index, end: m.index + m[0].length }));
  const out: PrintedPart[] = [];
  for (const { row, line } of rowsUnder(lines, header)) {
    // right-aligned numbers end under their header's end; text starts under its header's start
    const starts = cols.map((c) => (RIGHT_ALIGNED.has(c.name) ? c.end - (/(\S*)$/.exec(row.slice(0, c.end))?.[1]?.length ?? 0) : c.start));
    const cell = (name: string) => {
      const i = cols.findIndex((c) => c.name === name);
      return i < 0 ? "" : row.slice(starts[i], starts[i + 1] ?? row.length).trim();
    };
    const name = cell("NAME");
    const model = cell("MODEL");
    const type = cell("TYPE");
    if (!model || /^[├└│|`-]/.test(name) || (type && type !== "disk")) continue;
    const p = diskFromModel(model, { device: `/dev/${name}` });
    const size = /^([\d.]+)([KMGTP])$/.exec(cell("SIZE"));
    if (size && !p.capacityBytes) {
      p.capacityBytes = parseSize(`${size[1]}${size[2]}B`, true);
      p.attrs.capacity_bytes_each = p.capacityBytes;
      p.attrs.capacity_as_printed = cell("SIZE");
    }
    const rota = cell("ROTA");
    if (rota === "0") p.attrs.type = /^nvme/i.test(cell("TRAN")) || /^nvme/.test(name) ? "NVMe SSD" : "SSD";
    if (rota === "1") p.attrs.type = "HDD";
    if (cell("TRAN")) p.attrs.interface = cell("TRAN").toUpperCase() === "NVME" ? "NVMe" : cell("TRAN").toUpperCase();
    out.push({ part: p, line });
  }
  return out;
}

/** File systems no reader counts as a device's own (kept in memory, or a packed image). */
const NOT_DEVICE_FS = /^(?:tmpfs|devtmpfs|squashfs|overlay|swap|iso9660)$/i;

/**
 * `lsblk -f` (`NAME FSTYPE LABEL UUID MOUNTPOINT`): the file system of each partition, with its label. lsblk wraps a
 * row whose tree name is long, printing the type under it (`├─sdb1` / `│    vfat   FAT_DISK …`), so the type is the
 * first word after the tree glyphs, or the second after a device name. Only a file system a later command of the
 * output names by its label or mount point (`disk_test --test_dir /run/media/me/FAT_DISK/`) is one the test ran on;
 * the others are what the disk holds.
 */
function lsblkFilesystems(lines: string[]): PrintedPart[] {
  const header = lines.findIndex((l) => /^\s*NAME\s+FSTYPE\b/.test(l));
  if (header < 0) return [];
  const type = new RegExp(`^(?:${FILESYSTEM_RE.source})$`, "i");
  const out: PrintedPart[] = [];
  const commands = lines.flatMap((l, i) => (/^\s*(?:[\w.-]+@[\w.-]+(?::\S*)?\s*)?[$#]\s+\S/.test(l) ? [{ line: i + 1, text: l }] : []));
  let device: string | null = null;
  for (const { row, line } of rowsUnder(lines, header)) {
    const words = row.replace(/^[\s├└│─|`-]+/, "").split(/\s+/).filter(Boolean);
    const at = words.findIndex((w, k) => k < 2 && type.test(w));
    if (at === 1 || (at < 0 && words[0])) device = words[0] ?? device;
    const fs = at >= 0 ? words[at] : undefined;
    if (!fs || NOT_DEVICE_FS.test(fs)) continue;
    const label = words[at + 1] && !/^[\da-f]{4}-[\da-f]{4}$|^[\da-f]{8}-/i.test(words[at + 1] ?? "") && !words[at + 1]?.startsWith("/") ? words[at + 1] : undefined;
    const mount = words.slice(at + 1).find((w) => w.startsWith("/") && w.length > 1);
    const later = commands.filter((c) => c.line > line).map((c) => c.text);
    if (!later.some((c) => (label !== undefined && new RegExp(`/${escapeRegExp(label)}(?:/|\\s|$)`).test(c)) || (mount !== undefined && mount.split("/").length > 3 && c.includes(mount)))) continue;
    out.push({ part: { kind: "filesystem", model: fs.toLowerCase(), attrs: { ...(device ? { device: `/dev/${device}` } : {}), ...(label ? { label } : {}) } }, line });
  }
  return out;
}

/** `df -T` (English or Japanese headers): the file system of each real device mounted, with its mount point. */
function dfTypes(lines: string[]): PrintedPart[] {
  const header = lines.findIndex((l) => /^\s*(?:Filesystem|ファイルシス(?:テム)?)\s+(?:Type|タイプ)\s+/.test(l));
  if (header < 0) return [];
  const out: PrintedPart[] = [];
  for (const { row, line } of rowsUnder(lines, header)) {
    const t = row.trim().split(/\s+/);
    const [device, type] = t;
    if (!device || !type || !/^\/dev\/|^[\w.-]+\/[\w./-]+$|^\w+:\//.test(device) || /^(?:tmpfs|devtmpfs|squashfs|overlay)$/.test(type)) continue;
    if (!new RegExp(`^(?:${FILESYSTEM_RE.source})$`, "i").test(type)) continue;
    out.push({ part: { kind: "filesystem", model: type.toLowerCase(), attrs: { device, mount: t[t.length - 1] } }, line });
  }
  return out;
}

const DISKDRIVE_PROPS = /^(?:Caption|Model|Size|InterfaceType|MediaType|SerialNumber|Status|Name|Index|Partitions|FirmwareRevision|Manufacturer|DeviceID)$/;

/** `wmic diskdrive get model,size` (and PowerShell's `Get-PhysicalDisk` table): the model and size of each drive. */
function windowsDisks(lines: string[]): PrintedPart[] {
  const out: PrintedPart[] = [];
  const wmic = lines.findIndex((l) => {
    const names = l.trim().split(/\s{2,}/);
    return names.includes("Model") && names.every((n) => DISKDRIVE_PROPS.test(n));
  });
  if (wmic >= 0) {
    const cols = wideColumns(lines[wmic] ?? "");
    for (const { row, line } of rowsUnder(lines, wmic)) {
      const c = cellsOf(row, cols);
      if (!c.Model) continue;
      const p = diskFromModel(c.Model, c.InterfaceType ? { interface: c.InterfaceType } : {});
      if (/^\d{6,}$/.test(c.Size ?? "")) {
        p.capacityBytes = Number(c.Size);
        p.attrs.capacity_bytes_each = p.capacityBytes;
      }
      out.push({ part: p, line });
    }
  }
  const ps = lines.findIndex((l, i) => /^\s*(?:Number\s+)?FriendlyName\s+/.test(l) && /^[\s-]+$/.test(lines[i + 1] ?? "x"));
  if (ps >= 0) {
    const rule = lines[ps + 1] ?? "";
    const cols = [...allMatches(rule, /-+/g)].map((m) => ({ name: (lines[ps] ?? "").slice(m.index, m.index + m[0].length).trim(), start: m.index, end: m.index + m[0].length }));
    for (const { row, line } of rowsUnder(lines, ps + 1)) {
      const c = cellsOf(row, cols);
      if (!c.FriendlyName) continue;
      const p = diskFromModel(c.FriendlyName, c.MediaType && !/unspecified/i.test(c.MediaType) ? { type: c.MediaType } : {});
      const size = /([\d.]+)\s*([KMGT])B\s*$/.exec(row);
      if (size && !p.capacityBytes) {
        p.capacityBytes = parseSize(`${size[1]}${size[2]}B`, true);
        p.attrs.capacity_bytes_each = p.capacityBytes;
      }
      out.push({ part: p, line });
    }
  }
  return out;
}

/** The parts a column table of a system tool prints (lshw -short, nvme list, lsblk, df -T, wmic / Get-PhysicalDisk). */
export function partsTabulated(lines: string[]): PrintedPart[] {
  return [...lshwShort(lines), ...nvmeList(lines), ...lsblkTable(lines), ...lsblkFilesystems(lines), ...dfTypes(lines), ...windowsDisks(lines), ...driveCatalogue(lines)];
}
