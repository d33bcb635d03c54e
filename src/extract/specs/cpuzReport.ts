import { parseSize } from "../../normalise/parseQuantity.ts";
import type { PrintedPart } from "./machineStrings.ts";
import { diskFromModel, readPrinted } from "./printedPart.ts";
import { memoryType } from "./parseSpecValue.ts";
import { appendAll } from "../../appendAll.ts";

/** A CPU-Z report line: a label, tabs or a run of spaces, the value (`Specification\t\tIntel(R) Core(TM) i7-8700K CPU @ 3.70GHz`). */
const entry = (line: string) => /^\s*(\S[^\t]*?)(?:\t+|\s{2,})\s*(\S.*?)\s*$/.exec(line.normalize("NFKC"));
/** `8192 MBytes`, `16 GBytes`, `465.8 GB` → bytes (CPU-Z counts memory in binary units). */
const bytesOf = (s: string) => {
  const m = /^([\d.]+)\s*([KMGT])(?:Bytes|B)\b/i.exec(s);
  return m ? parseSize(`${m[1]}${m[2]}B`, true) : null;
};

/**
 * CPU-Z's text report (`CPU-Z TXT Report`): the processor by its specification string with its cores and threads, the
 * memory modules of its SPD section (or the total of its chipset section), the board of its DMI section and its drives.
 */
export function cpuzReport(lines: string[]): PrintedPart[] {
  if (!lines.some((l) => /^\s*CPU-Z TXT Report\s*$/.test(l))) return [];
  const out: PrintedPart[] = [];
  let section = "";
  let block: { head: string; line: number; f: Map<string, string> } | null = null;
  const blocks: { section: string; head: string; line: number; f: Map<string, string> }[] = [];
  lines.forEach((l, i) => {
    // a section is a title over a rule of dashes; a block inside it starts at an unindented line (`Processor 1`, `DIMM #  1`)
    if (/^-{10,}\s*$/.test(lines[i + 1] ?? "")) {
      section = l.trim();
      block = null;
      return;
    }
    if (!l.trim() || /^-{10,}/.test(l)) return;
    const e = entry(l);
    if (!/^\s/.test(l)) {
      block = { head: l.trim(), line: i + 1, f: new Map() };
      blocks.push({ section, ...block });
      if (e?.[1] && e[2]) block.f.set(e[1], e[2]);
      return;
    }
    const current = block as { f: Map<string, string> } | null;
    if (e?.[1] && e[2] && current && !current.f.has(e[1])) current.f.set(e[1], e[2]);
  });
  const processor = blocks.find((b) => b.section === "Processors Information" && b.f.has("Specification"));
  if (processor) {
    const p = readPrinted("cpu", processor.f.get("Specification") ?? "");
    const cores = /^(\d+)/.exec(processor.f.get("Number of cores") ?? "")?.[1];
    const threads = /^(\d+)/.exec(processor.f.get("Number of threads") ?? "")?.[1];
    const sockets = blocks.filter((b) => b.section === "Processors Information" && b.f.has("Specification")).length;
    if (p) {
      if (cores) p.attrs.cores = Number(cores);
      if (threads) p.attrs.threads = Number(threads);
      if (sockets > 1) p.count = sockets;
      out.push({ part: p, line: processor.line });
    }
  }
  const dimms = blocks.filter((b) => b.section === "Memory SPD" && b.f.has("Size"));
  const groups = new Map<string, PrintedPart>();
  for (const d of dimms) {
    const size = bytesOf(d.f.get("Size") ?? "");
    const partNumber = d.f.get("Part number")?.split(/\s+/)[0] ?? null;
    const type = memoryType(d.f.get("Memory type") ?? "") ?? null;
    const key = `${size}|${partNumber}|${type}`;
    const known = groups.get(key);
    if (known) {
      known.part.count = (known.part.count ?? 1) + 1;
      known.part.attrs.modules = known.part.count;
      known.part.capacityBytes = (size ?? 0) * known.part.count || null;
      continue;
    }
    const vendor = d.f.get("Manufacturer (ID)")?.replace(/\s*\(.*$/, "") ?? null;
    const attrs: Record<string, unknown> = { modules: 1 };
    if (type) attrs.type = type;
    if (d.f.get("Module format")) attrs.module = d.f.get("Module format");
    groups.set(key, { part: { kind: "memory", vendor, model: partNumber ?? type, count: 1, capacityBytes: size, attrs }, line: d.line });
  }
  appendAll(out, groups.values());
  const chipset = blocks.find((b) => b.f.has("Memory Size"));
  const total = chipset ? bytesOf(chipset.f.get("Memory Size") ?? "") : null;
  if (!groups.size && chipset && total) out.push({ part: { kind: "memory", model: memoryType(blocks.find((b) => b.section === chipset.section && b.f.has("Memory Type"))?.f.get("Memory Type") ?? ""), capacityBytes: total, attrs: { as_reported: true } }, line: chipset.line });
  const board = blocks.find((b) => /^DMI Baseboard$/i.test(b.head)) ?? blocks.find((b) => b.f.has("Mainboard Model"));
  const boardModel = board?.f.get("model") ?? board?.f.get("Mainboard Model")?.replace(/\s*\(.*$/, "");
  if (board && boardModel) out.push({ part: { kind: "motherboard", vendor: board.f.get("vendor") ?? board.f.get("Mainboard Vendor") ?? null, model: boardModel, attrs: {} }, line: board.line });
  for (const d of blocks.filter((b) => /^Drive\b/.test(b.head) && b.f.has("Name"))) {
    const p = diskFromModel(d.f.get("Name") ?? "");
    const capacity = bytesOf(d.f.get("Capacity") ?? "");
    if (capacity && !p.capacityBytes) {
      p.capacityBytes = capacity;
      p.attrs.capacity_bytes_each = capacity;
    }
    if (/ssd/i.test(d.f.get("Type") ?? "")) p.attrs.type = "SSD";
    out.push({ part: p, line: d.line });
  }
  return out;
}
