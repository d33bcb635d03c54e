import { regExpOf } from "../../normalise/regExpOf.ts";
import type { PrintedPart } from "./machineStrings.ts";

/**
 * `cat /proc/scsi/usb-storage/*` (the kernel's usb-storage show_info: `Host scsi2: usb-storage`, then right-aligned `Vendor:`,
 * `Product:`, `Protocol:`, `Transport:`, `Quirks:`): one USB disk per host, named by vendor and product. Lines quoted in a mail
 * (`>> Vendor: Samsung`) are read the same.
 */
export function usbStorageHosts(lines: string[]): PrintedPart[] {
  const plain = lines.map((l) => l.replace(/^\s*(?:>\s?)+/, ""));
  const out: PrintedPart[] = [];
  plain.forEach((l, i) => {
    if (!/^\s*Host scsi\d+:\s+usb-storage\s*$/.test(l)) return;
    const field = (name: string) => plain.slice(i + 1, i + 8).map((x) => regExpOf(`^\\s*${name}:\\s+(.+?)\\s*$`).exec(x)?.[1]).find(Boolean);
    const vendor = field("Vendor");
    const product = field("Product");
    // the kernel prints `Unknown` when the device gives no string
    if (!product || /^unknown$/i.test(product)) return;
    const maker = vendor && !/^unknown$/i.test(vendor) ? vendor : null;
    // named as the other drive readers name it (`Kingston DataTraveler 3.0`), so that one stick read twice is one part
    const model = maker && !product.toLowerCase().startsWith(maker.toLowerCase()) ? `${maker} ${product}` : product;
    out.push({ part: { kind: "disk", vendor: maker, model, attrs: { bus: "USB" } }, line: i + 1 });
  });
  return out;
}
