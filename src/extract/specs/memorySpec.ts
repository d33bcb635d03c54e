/** Memory spec values: the DDR type and the sizes and module counts written around it. */
import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { alt, countWord, partTerms } from "./partTerms.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A memory maker and the part number after it, maybe in brackets (`Corsair (TWINX3200LL)`, `Crucial CT16G4DFD824A`). */
const MAKER_MODEL = new RegExp(`(?<![A-Za-z])(${alt(partTerms.memory_vendors)})(?![A-Za-z])\\s*[(（]?\\s*((?=[\\w.\\-]*\\d)(?=[\\w.\\-]*[A-Za-z])[A-Za-z0-9][\\w.\\-]{3,})`, "i");

/** The maker and part number a memory value names, when the token after the maker is a part number (letters and digits, no size or type). */
function makerModel(t: string): { vendor: string; model: string } | null {
  const m = MAKER_MODEL.exec(t);
  if (!m?.[1] || !m[2] || /^(?:(?:LP)?DDR\d|\d+(?:\.\d+)?[KMGT]i?B|\d+MHz|PC\d?-?\d+)$/i.test(m[2])) return null;
  return { vendor: m[1], model: m[2] };
}

/** A count of modules before their noun, a few words apart (`four G.Skill F4-2400C15Q-16GRR 4 GiB modules`, `8 DIMMs`). */
const WORDED_MODULES = /(?<![\w.])(\d{1,2}|two|three|four|six|eight|twelve|sixteen)\s+(?:[^\s,;]+\s+){0,4}?(?:modules|DIMMs|sticks)(?![A-Za-z])/i;

/** DDR generations as written (`DDRII667MHz`, `DDR2-667`, `LPDDR5`) in one spelling: `DDR2-667`, `LPDDR5` (low-power memory keeps its LP). */
export function memoryType(text: string): string | null {
  const m = /(LP)?DDR\s*(II|III|IV|[2-5]X?)?\s*[-\s]?(\d{3,4})?/i.exec(text);
  if (!m) return null;
  const gen = { II: "2", III: "3", IV: "4" }[(m[2] ?? "").toUpperCase()] ?? m[2]?.toUpperCase() ?? "";
  return `${m[1] ? "LP" : ""}DDR${gen}${m[3] ? `-${m[3]}` : ""}`;
}

const USED_OF_TOTAL = /^\s*\d+(?:\.\d+)?\s*[KMGT]i?B\s*\/\s*(\d+(?:\.\d+)?\s*[KMGT]i?B)\b\s*(\(\s*\d+(?:\.\d+)?\s*%\s*\))?/i;

/**
 * The total of a memory value written as used over total (`1.19 GiB / 1.92 GiB (62%)`), as written; null for any other
 * value. The share in brackets says it is used over total; a system summary (`bare`) prints it so without one
 * (`2410MiB / 15893MiB`), where elsewhere two sizes over a slash may be two machines'.
 */
export function totalOfUsed(text: string, bare = false): string | null {
  const m = USED_OF_TOTAL.exec(text);
  return m?.[1] && (bare || m[2]) ? m[1] : null;
}
const speedOf = (t: string) => Number(/(\d{3,4})\s*MHz/i.exec(t)?.[1]) || null;

/** A memory spec value (`16GB 4x4GB`, `2GB x3`, `DDR3-1333 2GB×3`): type, module count, total capacity, speed. */
export function memory(text: string): PartDraft {
  // `1.19 GiB / 1.92 GiB (62%)`, a monitor's used over total: the memory is the total
  const t = totalOfUsed(normaliseText(text)) ?? normaliseText(text);
  // a size, not the 6G of a part number such as SMD-6G88HP
  const sizes = [...allMatches(t, /(?<![A-Za-z0-9\-])(\d+(?:\.\d+)?)\s*([KMGT])i?B?(?![a-z\/])/gi)];
  const first = sizes[0];
  const each = first ? parseSize(`${first[1]}${first[2]}B`, true) : null;
  // `16GB 4x4GB`: the total, then the modules count first; `4x8GB` alone is four modules of 8GB
  const countFirst = /(?<![\w.])(\d{1,2})\s*[x×*]\s*(\d+(?:\.\d+)?)\s*([MGT])i?B/i.exec(t);
  if (countFirst) {
    const n = Number(countFirst[1]);
    const size = parseSize(`${countFirst[2]}${countFirst[3]}B`, true);
    // (`2x256MB` alone: the size after the times sign is no size of its own to the size pattern)
    const total = first && first.index < countFirst.index ? each : size === null ? null : size * n;
    const typed = memory(t.replace(countFirst[0], " "));
    return { ...typed, count: n, capacityBytes: total, attrs: { ...typed.attrs, modules: n } };
  }
  // `2GB x3` is three modules; `8GB (8*1GB)` states the total first and the modules in parentheses
  // (the X of a type such as LPDDR4X is not a times sign)
  // (nor the X ending a product name: `Kingston HyperX 1600`, nor one inside a part number: `KVR400X64C3A`)
  const outer = /(?:(?<![A-Za-z])x|(?<=[KMGT]i?B)x|[×*])\s*(\d+)(?![\dA-Za-z])/i.exec(t.replace(/\([^)]*\)/g, "").replace(/(?:LP)?DDR\d?X/gi, " "))?.[1];
  // `16 GiB DDR4-2400, four G.Skill … 4 GiB modules`: the modules counted in words or digits before their noun
  const worded = WORDED_MODULES.exec(t);
  const wordedCount = worded ? Number(worded[1]) || countWord(worded[1] ?? "") : null;
  const modules = outer ? Number(outer) : null;
  // the only size is the module's (`four 4 GiB modules`): the total is the count times it
  const perModule = !modules && wordedCount && worded && first && first.index >= worded.index ? wordedCount : null;
  const capacity = each === null ? null : each * (modules ?? perModule ?? 1);
  // a module's speed grade names the type where no generation is written (`PC2700`, `PC133`, `PC3-12800`; `PC-9821` is a computer)
  const ddr = memoryType(t) ?? /(?<![A-Za-z\d-])(PC\d{3,4}|PC[2-5]-\d{4,5})(?![\w-])/.exec(t)?.[1] ?? null;
  const module = /(FB-?DIMM|RDIMM|UDIMM|LRDIMM|SO-?DIMM|ECC)/i.exec(t)?.[1];
  const ddrAt = ddr ? t.search(/DDR/i) : -1;
  const moduleAt = module ? t.indexOf(module) : -1;
  const type = ddr ? (module && moduleAt >= 0 && moduleAt < ddrAt ? `${module} ${ddr}` : ddr) : module ?? null;
  const attrs: Record<string, unknown> = {};
  if (type) attrs.type = type;
  if (module) attrs.module = module;
  // the modules in parentheses, count first `(2*4GB)` or size first `（16GB×2）`
  const inner = /\((\d+)\s*[*x×]\s*(\d+)\s*GB\)/i.exec(t) ?? /\([^()]*?(?:\d+)\s*GB\s*[*x×]\s*(\d+)\)/i.exec(t);
  if (inner) attrs.modules = Number(inner[1]);
  if (modules) attrs.modules = modules;
  // `SMD-6G88HP-13H-T(DDR3-1333 2GB×3)`: the only size is a module's, inside the parentheses with their count
  const outside = t.replace(/\([^)]*\)/g, " ");
  if (inner && each !== null && !modules && !/\d\s*[KMGT]i?B/i.test(outside) && /GB\s*[*x×]\s*\d+\)/i.test(t)) {
    return { kind: "memory", model: type, count: Number(inner[1]), capacityBytes: each * Number(inner[1]), attrs: { ...attrs, ...(speedOf(t) ? { speed_mhz: speedOf(t) } : {}) } };
  }
  const speed = /(\d{3,4})\s*MHz/i.exec(t)?.[1];
  if (speed) attrs.speed_mhz = Number(speed);
  if (wordedCount && !modules && !inner) attrs.modules = wordedCount;
  // the maker and part number name the memory when no type does (`2x256MB Corsair (TWINX3200LL) Memory`); a type stays the model (`DDR4-2400`)
  const named = type ? null : makerModel(t);
  // no type and no size: the value is the product's name (`Kingston HyperX 1600`), or its maker and part number
  if (each === null && named) return { kind: "memory", vendor: named.vendor, model: named.model, count: null, capacityBytes: null, attrs };
  if (!type && each === null && /^[A-Z][\w.\-]*\s+\S/.test(t) && t.length <= 40 && !/[,;:：、]/.test(t)) return { kind: "memory", model: t, count: null, capacityBytes: null, attrs };
  return { kind: "memory", vendor: named?.vendor ?? null, model: named?.model ?? type, count: modules ?? (inner ? Number(inner[1]) : null) ?? wordedCount, capacityBytes: capacity, attrs };
}
