import type { Block, Document } from "../../document/types.ts";
import type { ComponentDraft, Extraction } from "../../model/records.ts";
import { deviceModelOf } from "../../grammar/deviceModel.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { machineLineIn, machineModelIn } from "./machineModel.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { readPrinted } from "./printedPart.ts";
import { kindOfPart } from "./readPart.ts";
import { alt, partTerms } from "./partTerms.ts";

type Push = (report: number, system: string | null, p: PartDraft, raw: string, locator: string) => ComponentDraft;

/** A disk tool's output names the device it ran on (`hdparm -tT /dev/sda`, `dd of=/dev/mmcblk0`). */
const ON_DEVICE = /\/dev\/(?:sd[a-z]|hd[a-z]|nvme\d|mmcblk\d|vd[a-z]|disk\d|rdisk\d)/;
const PROMPT = /^\s*(?:[#$>%]|\S+[@:]\S*[#$>])\s*\S/;
/** A disk benchmark's command (`sudo dd if=/dev/zero of=… oflag=direct`, `hdparm -t`, `fio --name=…`). */
const DISK_TOOL = /(?:^|[\s$#>])(?:sudo\s+)?(?:dd\s+(?:if|of|bs)=|hdparm\s+-|fio\s+-|ioping\s|bonnie\+\+)/m;
/** A heading that is a drive maker's name and the product's words, maybe with its drive noun (`Kingston DataTraveler MAX`, `SanDisk Ultra Fit USB stick`). */
const MAKER = alt([...partTerms.disk_vendors, ...partTerms.disk_vendors.map((v) => v.toUpperCase())]);
const DRIVE_HEADING = new RegExp(`^(?:${MAKER})\\s+[A-Z0-9][\\w+\\-]*(?:\\s+[A-Z0-9][\\w+\\-]*){0,3}(?:\\s+(?:USB\\s*\\S*\\s+)?(?:stick|drive|flash drive|thumb drive|SSD|HDD|card|STICK|DRIVE|CARD))?$`);
/** A line giving a figure at a rate (`seq. write: 8MB/s`, `random seeks: 2,828/s`). */
const RESULT_LINE = /\d[\d,.]*\s*(?:[KMG]i?B)?\s*\/\s*(?:s|sec)\b/i;

/** The model lines of the blocks just above a preformatted block, back to the heading or the preformatted block before. */
function modelLinesAbove(blocks: Block[], at: number): { model: string; raw: string; locator: string }[] {
  const out: { model: string; raw: string; locator: string }[] = [];
  for (let i = at - 1; i >= 0 && i >= at - 8; i--) {
    const b = blocks[i];
    if (!b || b.kind === "heading" || b.kind === "pre" || b.table) break;
    b.text.split("\n").forEach((line, li) => {
      const model = deviceModelOf(line);
      if (model) out.push({ model, raw: line.trim(), locator: `${b.locator}/l${li + 1}` });
    });
  }
  return out;
}

/** The model lines a preformatted block prints before its first command (`Model: "X"` then `# hdparm -tT /dev/sda`). */
function modelLinesInside(b: Block): { model: string; raw: string; locator: string }[] {
  const lines = b.text.split("\n");
  const prompt = lines.findIndex((l) => PROMPT.test(l));
  return lines.slice(0, Math.max(0, prompt)).flatMap((line, li) => {
    const model = deviceModelOf(line);
    return model ? [{ model, raw: line.trim(), locator: `${b.locator}/l${li + 1}` }] : [];
  });
}

/** The heading just above, when it names a machine (`ThinkPad X300`, `MacBook Pro`, `Server (R640)`) rather than a part or a topic. */
function machineHeading(blocks: Block[], at: number): Block | null {
  for (let i = at - 1; i >= 0; i--) {
    const b = blocks[i];
    if (b?.kind !== "heading") continue;
    const t = normaliseText(b.text).trim();
    const named = machineLineIn(t) ?? machineModelIn(t)?.name ?? (t.length <= 40 && /(?<![\w-])[A-Za-z][\w-]*\d[\w-]*(?![\w-])/.test(t) ? t : null);
    return named && !kindOfPart(t) ? b : null;
  }
  return null;
}

/**
 * A drive described by its model line just before a disk tool's output (list items `Model: "SAMSUNG MMCRE64G"` above
 * `hdparm -tT /dev/sda`, or such lines atop the output itself): a disk, part of the machine the heading above names.
 */
export function readDrivesBeforeOutput(doc: Document, out: Extraction, push: Push, nextSystem: () => string): void {
  doc.blocks.forEach((b, at) => {
    drivesAtopResults(b, out, push);
    if (b.kind !== "pre" || !(ON_DEVICE.test(b.text) || DISK_TOOL.test(b.text))) return;
    const lines = [...modelLinesAbove(doc.blocks, at), ...modelLinesInside(b)];
    if (!lines.length) {
      driveHeading(doc.blocks, at, out, push);
      return;
    }
    if (lines.length !== 1) return;
    const [line] = lines;
    const disk = line ? readPrinted("disk", line.model) : null;
    if (!line || !disk) return;
    const heading = machineHeading(doc.blocks, at);
    let system: string | null = null;
    if (heading) {
      const label = heading.text.trim();
      system = out.systems.find((s) => s.report === b.report && (s.locator === heading.locator || s.label === label))?.key ?? null;
      if (!system) {
        system = nextSystem();
        out.systems.push({ key: system, report: b.report, name: machineModelIn(label)?.name ?? machineLineIn(label) ?? label, role: null, label, count: 1, locator: heading.locator });
      }
    }
    // the block measured on this drive, so that its figures point to the drive's machine (linkMeasurements)
    push(b.report, system, { ...disk, attrs: { ...disk.attrs, measured_in: b.locator } }, line.raw, line.locator);
  });
}

/**
 * The drive a heading names right over a disk tool's output (`### Kingston DataTraveler MAX` above `dd if=/dev/zero of=…`):
 * the drive measured, a part of the report whose figures come from that output; once per heading.
 */
function driveHeading(blocks: Block[], at: number, out: Extraction, push: Push): void {
  const heading = blocks[at - 1];
  if (heading?.kind !== "heading") return;
  const text = normaliseText(heading.text).replace(/\s*¶\s*$/, "").trim();
  const b = blocks[at];
  if (!b || !DRIVE_HEADING.test(text) || out.components.some((c) => c.locator === heading.locator)) return;
  const disk = readPrinted("disk", text);
  if (disk) push(b.report, null, { ...disk, attrs: { ...disk.attrs, measured_in: b.locator } }, heading.text.trim(), heading.locator);
}

/** A drive named on the first line of a paragraph whose other lines are its results (`KINGSTON DATATRAVELER USB STICK` / `seq. write: 8MB/s`): the drive measured. */
function drivesAtopResults(b: Block, out: Extraction, push: Push): void {
  if (b.kind !== "paragraph" && b.kind !== "list_item") return;
  const [first = "", ...rest] = b.text.split("\n");
  const text = normaliseText(first).trim();
  if (!rest.some((l) => RESULT_LINE.test(l)) || !DRIVE_HEADING.test(text) || out.components.some((c) => c.locator === `${b.locator}/l1`)) return;
  const disk = readPrinted("disk", text);
  if (disk) push(b.report, null, { ...disk, attrs: { ...disk.attrs, measured_in: b.locator } }, first.trim(), `${b.locator}/l1`);
}
