import { normaliseText } from "../../normalise/normaliseText.ts";
import { makerAtStart, startsWithOs } from "./partGrammarData.ts";
import { cpu, osName, type PartDraft } from "./parseSpecValue.ts";
import { capacityFromModel } from "./partTerms.ts";

/** The kinds of part a tool prints under a field that names the kind (`Device Model:`, `model name`, `[01]:` under `Network Card(s)`). */
export type PrintedKind = "disk" | "cpu" | "nic" | "os";

const MARKS = /\((?:R|TM|C)\)|[®™©]/gi;

/** A disk part from a model string as a drive reports it (`WDC WD80EFZX-68`, `Samsung SSD 970 EVO Plus 1TB`): the model as printed, its maker and capacity read by the grammar. */
export function diskFromModel(model: string, attrs: Record<string, unknown> = {}): PartDraft {
  const m = normaliseText(model).replace(/\s+/g, " ").trim();
  const capacity = capacityFromModel(m);
  return { kind: "disk", vendor: makerAtStart(m, "disk"), model: m, count: 1, capacityBytes: capacity, attrs: capacity ? { ...attrs, capacity_bytes_each: capacity } : attrs };
}

/**
 * The part a tool prints of a drive, a processor, a NIC or an operating system in the field that names its kind: one entry
 * to the part grammar for every tool reader. Null when the value names no such part (a processor without a model or clock,
 * an OS field that holds no OS's name).
 */
export function readPrinted(kind: PrintedKind, value: string, attrs: Record<string, unknown> = {}): PartDraft | null {
  const v = normaliseText(value).replace(/\s+/g, " ").trim();
  if (!v) return null;
  if (kind === "disk") return diskFromModel(v, attrs);
  if (kind === "nic") {
    const model = v.replace(MARKS, "").replace(/\s+/g, " ").trim();
    return { kind: "nic", vendor: makerAtStart(model, "nic"), model, attrs };
  }
  // an OS field holds an OS by its name, or a distribution the grammar does not list by its family word (`Kali GNU/Linux`)
  if (kind === "os") return startsWithOs(v) || /(?<![a-z])(?:linux|bsd)(?![a-z])/i.test(v) ? { kind: "os", model: osName(v), attrs } : null;
  const p = cpu(v);
  // a virtual machine's `Intel(R) Xeon(R) Processor @ 2.80GHz` names the family and the clock only; `ARM ARMv8` its architecture
  const model = p.model ?? (p.clockHz && /^[A-Za-z]/.test(v) ? v.replace(MARKS, "").replace(/\s*@?\s*\d+(?:\.\d+)?\s*[GM]Hz.*$/i, "").trim() || null : null);
  if (!model || (!/\d/.test(model) && !p.clockHz)) return null;
  return { ...p, model, attrs: { ...p.attrs, ...attrs } };
}
