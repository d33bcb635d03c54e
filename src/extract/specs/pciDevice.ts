import type { PartDraft } from "./parseSpecValue.ts";

/** The PCI classes lspci prints for parts, with the kind of each. */
const CLASSES: Record<string, PartDraft["kind"]> = {
  "ethernet controller": "nic",
  "network controller": "nic",
  "raid bus controller": "raid_controller",
  "serial attached scsi controller": "raid_controller",
  "non-volatile memory controller": "disk",
};
const LINE = new RegExp(
  `^\\s*(?:(?:[\\da-f]{4}:)?[\\da-f]{2}:[\\da-f]{2}\\.\\d\\s+)?(${Object.keys(CLASSES).join("|")})(?:\\s*\\[[\\da-f]{4}\\])?:\\s+(.+?)(?:\\s+\\[[\\da-f]{4}:[\\da-f]{4}\\])?(?:\\s+\\(rev [\\da-f]+\\))?(?:\\s*[(（][^)）]*[)）])?\\s*$`,
  "i",
);

/**
 * A device as lspci prints it, with or without its bus address (`02:00.0 Ethernet controller: Intel Corporation Ethernet Controller
 * X710 for 10GbE SFP+ (rev 02)`, `Non-Volatile memory controller: Intel Corporation PCIe Data Center SSD (rev 01)`): its maker as PCI
 * ids name it, its device name, and the kind its class says; null for any other line.
 */
export function pciDevice(text: string): PartDraft | null {
  const pci = LINE.exec(text);
  if (!pci?.[1] || !pci[2]) return null;
  const maker = /^(.*?(?:Corporation|Corp\.|Inc\.|Co\.?,? Ltd\.?|Technologies|\S+ \/ \S+(?: Logic)?))\s+(?=\S)/.exec(pci[2]);
  const model = maker ? pci[2].slice(maker[0].length) : pci[2];
  const vendor = /^(\S+)/.exec(maker?.[1] ?? pci[2])?.[1] ?? null;
  const kind = CLASSES[pci[1].toLowerCase()] ?? "nic";
  return { kind, vendor, model, attrs: { bus: "PCI", pci_class: pci[1] } };
}
