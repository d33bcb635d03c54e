/** Percona Toolkit's pt-summary report: `Name | value` lines right-aligned under `# Section ####` banners. */
import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import type { PrintedPart } from "./machineStrings.ts";
import { cpu, osName } from "./parseSpecValue.ts";

const BANNER = /^#\s+([A-Za-z][\w ]*?)\s+#{4,}\s*$/;
const FIELD = /^\s*([A-Za-z][\w ()/-]{0,20}?)\s+\|\s+(.*?)\s*$/;

/**
 * The machine pt-summary describes: `Release` (the OS), `Kernel`, the processor of `Models | 2xIntel(R) … @ 2.30GHz` (the
 * 2x counts logical CPUs; `physical = 1` is the socket count) and `Total` under `# Memory` (what the OS sees, binary units).
 */
export function ptSummary(lines: string[]): PrintedPart[] {
  const fields = new Map<string, { value: string; line: number }>();
  let section = "";
  let banners = 0;
  lines.forEach((l, i) => {
    const t = normaliseText(l);
    const banner = BANNER.exec(t);
    if (banner?.[1]) {
      section = banner[1].toLowerCase();
      banners++;
      return;
    }
    const f = FIELD.exec(t);
    const key = f?.[1] ? `${section}/${f[1].trim().toLowerCase()}` : null;
    if (key && f?.[2] && !fields.has(key)) fields.set(key, { value: f[2], line: i + 1 });
  });
  // two banners at least, one of them the processor's: a report of this tool, not a table drawn with bars
  if (banners < 2 || ![...fields.keys()].some((k) => k.startsWith("processor/"))) return [];
  const get = (section: string, name: string) => [...fields.entries()].find(([k]) => k.startsWith(section) && k.endsWith(`/${name}`))?.[1];
  const out: PrintedPart[] = [];
  const release = get("", "release");
  if (release) out.push({ part: { kind: "os", model: osName(release.value.replace(/\s*\([^)]*\)\s*$/, "")), attrs: {} }, line: release.line });
  const kernel = get("", "kernel");
  const k = kernel ? /^\d+\.\d+\S*/.exec(kernel.value)?.[0] : null;
  if (kernel && k) out.push({ part: { kind: "kernel", model: k, attrs: {} }, line: kernel.line });
  const models = get("processor", "models");
  if (models) {
    const logical = /^(\d+)x/.exec(models.value)?.[1];
    const p = cpu(models.value.replace(/^\d+x/, ""));
    const physical = /physical\s*=\s*(\d+)/.exec(get("processor", "processors")?.value ?? "")?.[1];
    if (p.model) out.push({ part: { ...p, count: physical ? Number(physical) : null, attrs: { ...p.attrs, ...(logical ? { logical_cpus: Number(logical) } : {}) } }, line: models.line });
  }
  const total = get("memory", "total");
  const size = total ? /^([\d.]+)\s*([KMGT])$/i.exec(total.value) : null;
  if (total && size) out.push({ part: { kind: "memory", capacityBytes: parseSize(`${size[1]}${size[2]}B`, true), attrs: { as_reported: true } }, line: total.line });
  return out;
}
