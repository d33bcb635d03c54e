import type { PrintedPart } from "./machineStrings.ts";
import { diskFromModel } from "./printedPart.ts";

/** Vendor strings of a bridge or of libata, which name no maker (`ATA`, a USB bridge's `USB`, `Generic`). */
const NO_MAKER = /^(?:ATA|USB|Generic)$/i;

const SCSI_INQUIRY = /^\s*(?:\[\s*[\d.]+\]\s*)?scsi (\d+:\d+:\d+:\d+): Direct-Access\s+(.+?) PQ: \d/;
/** `sd 2:0:0:0: [sda] 61440000 512-byte logical blocks`: the address, the block count and size. */
const SD_BLOCKS = /^\s*(?:\[\s*[\d.]+\]\s*)?sd (\d+:\d+:\d+:\d+): \[\w+\] (\d+) (\d+)-byte logical blocks/;
const BSD_DRIVE = /^\s*(?:\[\s*[\d.]+\]\s*)?((?:ada|da|nvd|nda)\d+): <([^<>]+)>\s.*?(?:device|namespace)\b/;
/** `ada0: 1907729MB (3907029168 512 byte sectors)`: the device, the sector count and size. */
const BSD_SECTORS = /^\s*(?:\[\s*[\d.]+\]\s*)?((?:ada|da|nvd|nda)\d+): \d+MB \((\d+) (\d+) byte sectors/;

/**
 * Linux's `scsi 2:0:0:0: Direct-Access     SMI      USB DISK         1100 PQ: 0 ANSI: 6` (vendor in 8 columns after the type,
 * then the product, then the revision): the drive's maker and product, or null.
 */
function scsiInquiry(line: string): { address: string; model: string } | null {
  const m = SCSI_INQUIRY.exec(line);
  if (!m?.[1] || !m[2]) return null;
  // the revision is the last word; a product string a device pads with NULs prints shorter than its 16 columns
  const revision = /\s\S{1,4}$/.exec(m[2])?.[0].length ?? 0;
  const vendor = m[2].slice(0, 8).trim();
  const product = m[2].slice(9, m[2].length - revision).trim();
  if (!product) return null;
  const maker = vendor && !NO_MAKER.test(vendor) && !product.toLowerCase().startsWith(vendor.toLowerCase()) ? `${vendor} ` : "";
  return { address: m[1], model: `${maker}${product}` };
}

/**
 * Drives a kernel names in its boot or hot-plug messages, with the exact size it counts in sectors:
 * - Linux: the SCSI inquiry line (`scsi 2:0:0:0: Direct-Access     SMI      USB DISK         1100 PQ: 0 ANSI: 6`) and the sd
 *   line of the same address (`sd 2:0:0:0: [sda] 61440000 512-byte logical blocks: (31.5 GB/29.3 GiB)`);
 * - FreeBSD: `ada0: <Hitachi HUA722020ALA330 JKAOA3EA> ATA8-ACS SATA 2.x device` (the last word in the brackets is the firmware
 *   revision) and `ada0: 1907729MB (3907029168 512 byte sectors)`; `da0:` (SCSI/USB: vendor, product, revision) and `nvd0:`
 *   (an NVMe namespace: the model alone) likewise.
 * The kernel's rounded figure in brackets is not the size: the sector count is.
 */
export function kernelLogDrives(lines: string[]): PrintedPart[] {
  // the size lines by line: an address a later hot-plug reuses names the drive plugged in then
  const sizes = lines.map((l) => {
    const m = SD_BLOCKS.exec(l) ?? BSD_SECTORS.exec(l);
    return m?.[1] ? { device: m[1], bytes: Number(m[2]) * Number(m[3]) } : null;
  });
  const out: PrintedPart[] = [];
  lines.forEach((line, i) => {
    const scsi = scsiInquiry(line);
    const bsd = scsi ? null : BSD_DRIVE.exec(line);
    const device = scsi?.address ?? bsd?.[1];
    if (!device) return;
    const words = (bsd?.[2] ?? "").trim().split(/\s+/);
    // ada and da print the firmware revision last; an NVMe namespace prints the model alone
    const model = scsi ? scsi.model : (/^n/.test(device) || words.length < 2 ? words : words.slice(0, -1)).join(" ");
    if (!model) return;
    const part = diskFromModel(model, { source: "kernel log" });
    const capacity = sizes.find((x, j) => j > i && x?.device === device)?.bytes;
    if (capacity) {
      part.capacityBytes = capacity;
      part.attrs.capacity_bytes_each = capacity;
    }
    out.push({ part, line: i + 1 });
  });
  return out;
}
