import { regExpOf } from "../../normalise/regExpOf.ts";
import type { Extraction } from "../../model/records.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { readPart, vendorIn } from "./readPart.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const key = (s: unknown) => normaliseText(String(s ?? "")).toLowerCase().replace(/[\s\-_.()（）]/g, "");
/** Tokens that name a product: letters with digits (`SP512GBP34A60M28`, `T5`) or a number of three digits or more (`970`); not a size, a RAID level or a bus. */
const nameTokens = (text: string) =>
  [...allMatches(normaliseText(text), /[A-Za-z\d-]*(?:[A-Za-z]\d|\d[A-Za-z])[A-Za-z\d-]*|(?<![\w.])\d{3,5}(?![\w.])/g)]
    .map((m) => m[0])
    .filter((t) => !/^\d+(?:\.\d+)?[KMGT]i?B?$|^RAID|^USB|^PCIe|^Gen\d|^SATA|^x\d+$/i.test(t));

/**
 * Drives the figures name as what they were measured on (`storage`: `970 PRO 1TB`) with a product name and a size: a disk of the
 * report, unless a part of the report names that product already.
 */
export function addMeasuredDrives(ex: Extraction): void {
  const seen = new Set<string>();
  let n = 0;
  for (const m of ex.measurements) {
    const storage = m.conditions.storage;
    if (typeof storage !== "string" || storage.length > 60 || seen.has(`${m.report}|${storage}`)) continue;
    seen.add(`${m.report}|${storage}`);
    const tokens = nameTokens(storage);
    const p = tokens.length || vendorIn(storage)?.kinds.includes("disk") ? readPart(storage, "disk") : null;
    // a card or drive named by its maker and size alone (`sandisk 64gb extreme pro`) is a drive too
    const byMaker = !p?.model && Boolean(p?.vendor);
    if (!p || p.kind !== "disk" || !p.capacityBytes || (!p.model && !byMaker)) continue;
    // the product named again (`970 PRO` after `Samsung SSD 970 PRO`; a part without a model by its description): that part, which takes the size if it had none
    // a drive's name ends at its size (`SanDisk Extreme plus 32GB + OrangePi Zero2w`)
    const [before = "", after = ""] = normaliseText(storage).split(/(?<![\w.])\d+(?:\.\d+)?\s*[KMGT]i?B?(?![A-Za-z])/i);
    const bare = (before.trim() || after).replace(/\s+/g, " ").trim();
    const name = key(p.vendor ? bare.replace(regExpOf(`^${p.vendor}\\s*`, "i"), "") : bare);
    const named = ex.components.find((c) => c.report === m.report && (c.raw === storage || c.model === storage)) ?? ex.components.find((c) => {
      if (c.report !== m.report) return false;
      const model = key(c.model);
      // a drive of the same maker and size already recorded is that drive
      // (named by its line's first word too, when both have a name: `High Endurance …` is not `Extreme …`)
      const line = key(name.length ? (bare.replace(regExpOf(`^${p.vendor ?? ""}\\s*`, "i"), "").split(/\s+/)[0] ?? "") : "");
      if (c.kind === "disk" && c.vendor && c.vendor === p.vendor && c.capacityBytes === p.capacityBytes && (!line || !model || model.includes(line))) return true;
      if (byMaker) return false;
      return (model.length >= 3 && (model.includes(name) || name.includes(model))) || tokens.some((t) => /[A-Za-z]/.test(t) && key(c.model ?? c.raw).includes(key(t)));
    });
    if (named) {
      if (named.kind === "disk") named.capacityBytes ??= p.capacityBytes;
      continue;
    }
    ex.components.push({ key: `cm${String(++n).padStart(3, "0")}`, report: m.report, system: null, kind: "disk", vendor: p.vendor ?? null, model: p.model && bare.includes(p.model) ? bare : (p.model ?? null), count: p.count ?? null, capacityBytes: p.capacityBytes, clockHz: null, speedBps: null, attrs: { ...p.attrs, named_by: "storage" }, raw: storage, locator: m.locator });
  }
}
