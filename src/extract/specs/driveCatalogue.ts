import { normaliseText } from "../../normalise/normaliseText.ts";
import type { PrintedPart } from "./machineStrings.ts";
import { partGrammar } from "./partGrammarData.ts";
import { alt, productColumnOf } from "./partTerms.ts";
import { diskFromModel } from "./printedPart.ts";
import { allMatches } from "../../normalise/allMatches.ts";

const KIND_WORD = new RegExp(`(?<![A-Za-z])(?:${alt([...(partGrammar.kind_words.disk ?? []), ...partGrammar.interfaces, "SD", "stick", "sticks", "card", "cards"])})(?![A-Za-z])`, "i");
const INTERFACE = new RegExp(`(?<![A-Za-z])(?:${alt([...partGrammar.interfaces, "SD", "mini PCIe"])})(?![A-Za-z])`, "i");
const UNIT: Record<string, number> = { MB: 1e6, GB: 1e9, TB: 1e12 };

/** A product's name in a catalogue row: a token with letters and digits (`PX-256M5P`), or capitalised words not all of them a drive word (`RunCore Pro IV`, not `USB sticks`). */
function isProduct(name: string): boolean {
  if (/[A-Za-z][\w-]*\d|\d[\w-]*[A-Za-z]{2}/.test(name) && !/^\d/.test(name)) return true;
  const words = name.replace(/[(（][^)）]*[)）]/g, " ").split(/\s+/).filter(Boolean);
  return words.length >= 2 && words.every((w) => /^[A-Z]/.test(w)) && words.some((w) => !KIND_WORD.test(w));
}

/** The columns of a header whose names are set apart by two spaces or more, each with where it starts. */
function columnsOf(header: string): { name: string; start: number }[] {
  const cols: { name: string; start: number; end: number }[] = [];
  for (const m of allMatches(header, /\S+/g)) {
    const last = cols[cols.length - 1];
    if (last && m.index - last.end === 1) {
      last.name = `${last.name} ${m[0]}`;
      last.end = m.index + m[0].length;
    } else cols.push({ name: m[0], start: m.index, end: m.index + m[0].length });
  }
  return cols;
}

/**
 * A table of drives written in columns in preformatted text (`Name   Interface   Capacity (GB)   TR (MB/s)` over `Plextor PX-256M5P
 * SATA 6G  256  435`): a disk per row that names a product, its capacity in the header's unit, when the rows say how the drives attach.
 */
export function driveCatalogue(lines: string[]): PrintedPart[] {
  const header = lines.findIndex((l) => {
    const heads = l.trim().split(/\s{2,}/);
    return heads.length >= 3 && productColumnOf(heads[0] ?? "") === "model";
  });
  if (header < 0) return [];
  const cols = columnsOf(lines[header] ?? "");
  const size = cols.find((c) => productColumnOf(c.name) === "capacity");
  const unit = size ? UNIT[/[(（]\s*([MGT]B)\s*[)）]/i.exec(size.name)?.[1]?.toUpperCase() ?? ""] : undefined;
  if (!size || !unit) return [];
  const rows: { cells: string[]; line: number }[] = [];
  for (let i = header + 1; i < lines.length; i++) {
    const l = lines[i] ?? "";
    if (!l.trim()) {
      if (rows.length) break;
      continue;
    }
    rows.push({ cells: cols.map((c, k) => l.slice(c.start, cols[k + 1]?.start ?? l.length).trim()), line: i + 1 });
  }
  if (rows.length < 2 || rows.filter((r) => r.cells.some((c) => INTERFACE.test(c))).length * 2 < rows.length) return [];
  const at = cols.indexOf(size);
  const out: PrintedPart[] = [];
  for (const { cells, line } of rows) {
    const name = normaliseText(cells[0] ?? "");
    if (!isProduct(name)) continue;
    const p = diskFromModel(name);
    const n = /^\d+(?:\.\d+)?$/.exec(cells[at] ?? "")?.[0];
    if (n) {
      p.capacityBytes = Number(n) * unit;
      p.attrs.capacity_bytes_each = p.capacityBytes;
    }
    out.push({ part: p, line });
  }
  return out;
}
