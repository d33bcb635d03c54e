import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractSpecs } from "../../src/extract/specs/extractSpecs.ts";
import { partsPrinted } from "../../src/extract/specs/machineStrings.ts";
import { partsIn } from "../../src/extract/specs/proseSystems.ts";

const parts = (text: string) => partsPrinted(text).map(({ part: p }) => [p.kind, p.vendor ?? null, p.model]);

describe("/proc/scsi/usb-storage/* (the kernel's usb-storage show_info)", () => {
  it("reads each host's vendor and product as a USB disk, quoted in a mail or not", () => {
    // layout of drivers/usb/storage/scsiglue.c show_info; a stick as a forum post prints it
    const plain = ["   Host scsi4: usb-storage", "       Vendor: Kingston", "      Product: DataTraveler 3.0", "Serial Number: 60A44C3FACC9E1A0B9740B45", "     Protocol: Transparent SCSI", "    Transport: Bulk", "       Quirks:"].join("\n");
    expect(parts(plain)).toEqual([["disk", "Kingston", "Kingston DataTraveler 3.0"]]);
    // quoted twice in a linux-usb reply
    const quoted = [">> # cat /proc/scsi/usb-storage/*", ">>    Host scsi2: usb-storage", ">>        Vendor: SMI", ">>       Product: Intenso High Speed Line", ">>      Protocol: Transparent SCSI"].join("\n");
    expect(parts(quoted)).toEqual([["disk", "SMI", "SMI Intenso High Speed Line"]]);
  });
});

describe("processor numbers with a digit after the suffix letters", () => {
  it("keeps AMD's X3D and Intel's graphics tier in a sentence", () => {
    expect(partsIn("Ryzen 7 5800X3D on B550").map((p) => p.model)).toEqual(["Ryzen 7 5800X3D"]);
    expect(partsIn("a laptop with a Core i7-1065G7").map((p) => p.model)).toContain("Core i7-1065G7");
  });
});

describe("a mail archive's preformatted message body", () => {
  const page = (headers: string) =>
    `<html><head><title>Slow writes</title></head><body>${headers}<pre>Hello,\n\nMy system:\nWD SN850x 2 TB (PCIE 4.0 x4)\nRyzen 7 5800X3D on B550\n\nIs this a known regression?\n</pre></body></html>`;
  it("names the writer's parts like sentences when the page has From: and To: headers", () => {
    const ex = extractSpecs(buildDocument(page(`<table><tr><td>From:</td><td>someone</td></tr><tr><td>To:</td><td>linux-btrfs@vger.kernel.org</td></tr></table>`)));
    expect(ex.components.map((c) => [c.kind, c.model])).toEqual(expect.arrayContaining([["disk", "SN850x"], ["cpu", "Ryzen 7 5800X3D"]]));
  });
  it("leaves a preformatted block of a page that is not a mail to the tool readers", () => {
    expect(extractSpecs(buildDocument(page(""))).components.filter((c) => c.kind === "cpu")).toEqual([]);
  });
});
