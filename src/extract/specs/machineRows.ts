import type { Block } from "../../document/types.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { GENERIC_PART_LABEL, kindOfPiece } from "./partList.ts";
import { type SpecKind, specKindForLabel } from "./specTerms.ts";
import { partGrammar } from "./partGrammarData.ts";
import { kindOfPart } from "./readPart.ts";

const CLOCK_LABELS = new Set(partGrammar.clock_labels.map((l) => l.toLowerCase()));

/** One machine of a table with a row per machine: its name and its spec cells as label/value lines. */
export interface MachineRow {
  name: string;
  lines: { kind: SpecKind; label: string; value: string; raw: string; locator: string }[];
}

/**
 * The header of the column naming each machine: `Host`, `Hostname`, `Node`, `Server`, `VM`, `Instance`, `Board`, `ホスト名`, `機種`, also with the sign of a
 * number after it when the machines are numbered (`Server #`, `Node No.`, `サーバー番号`).
 */
const NAME_HEADER = /^(?:host\s*name|host|node|machine|server|system|name|vm|instance|board|platform|ホスト名?|ノード|マシン|サーバー?|機器|機種|端末|名前)(?:\s*(?:#|No\.?|番号))?$/i;

/**
 * A table with one row per machine (`Host | OS | IP/mask | Interface | Hardware`): each row is a machine named by its
 * first cell, with a part for every column whose header names a kind of part. Null when the table is not of that shape.
 */
export function machineRowsOf(block: Block): MachineRow[] | null {
  const rows = block.table?.rows ?? [];
  const header = rows[0] ?? [];
  if (rows.length < 3 || header.length < 3) return null;
  const first = normaliseText(header[0]?.text ?? "").trim();
  // a machine named by its first part (`CPU | RAM (GB) | Clean (s) | FileSystem & Disk`, a row per reader's machine):
  // its first column is a part of its own
  const firstKind = first ? specKindForLabel(first) : null;
  // (a processor: a first column of drives, `Drive | Device | Interface`, lists drives, not machines)
  // (nor a column of figures, `CPU | Memory | Throughput` over `12% | 1.2 GB`: the load a run put on them, no parts)
  const namesParts = rows.slice(1).every((r) => { const t = normaliseText(r[0]?.text ?? "").trim(); return !t || /\p{L}{2}/u.test(t); });
  const namedByPart = firstKind === "cpu" && !NAME_HEADER.test(first) && namesParts;
  // a blank corner over the machines' names (`| CPU | クロック | メモリ | OS`) heads them as `Host` would
  if (first && !NAME_HEADER.test(first) && !namedByPart) return null;
  const columns = header.map((c, i): Column => {
    if (i === 0 && !namedByPart) return null;
    const label = normaliseText(c.text).trim();
    // `FileSystem & Disk` over `Ext4 : WD Black SN850 500GB`: one part of each kind, in the header's order
    const kinds = kindsListed(label);
    if (kinds) return kinds;
    if (CLOCK_LABELS.has(label.toLowerCase())) return "clock" as const;
    // a column whose cells say what part they are by their own words (`Hardware | Intel Ethernet … X520-DA2`)
    if (GENERIC_PART_LABEL.test(label)) return "by-content" as const;
    const kind = specKindForLabel(label);
    return kind && kind !== "system" && kind !== "software" ? kind : null;
  });
  if (columns.filter((c) => c && c !== "clock").length < 2 && !columns.includes("by-content")) return null;
  const body = rows.slice(1).filter((r) => r.length === header.length && (r[0]?.text ?? "").trim());
  if (body.length < 2) return null;
  // under a blank corner the rows are machines only when their cells name a processor or a system (a plan's `2` cores and `4 GB` are offers)
  if (!first && !body.every((r) => r.slice(1).some((c) => ["cpu", "os"].includes(kindOfPart(c.text) ?? "")))) return null;
  return body.map((r, ri) => ({
    name: normaliseText(r[0]?.text ?? "").trim(),
    lines: columns.flatMap((col, ci) => {
      // a processor's clock in a column of its own joins the processor (`Athlon XP 2600+ | 2.2GHz`)
      const clock = col === "cpu" ? columns.findIndex((c) => c === "clock") : -1;
      const cell = (r[ci]?.text ?? "").trim();
      const label = header[ci]?.text ?? "";
      // `92` under `RAM (GB)`: a bare size in the unit its header states
      const unit = /^\d+(?:\.\d+)?$/.test(cell) ? SIZE_UNIT.exec(normaliseText(label))?.[1] : undefined;
      const value = `${unit ? `${cell} ${unit}` : cell} ${clock > 0 ? (r[clock]?.text ?? "").trim() : ""}`.trim();
      if (!col || col === "clock" || !value || /^[-—–]$/.test(value)) return [];
      const locator = `${block.locator}/r${ri + 2}/c${ci + 1}`;
      if (Array.isArray(col)) {
        const pieces = value.split(PIECES).map((x) => x.trim()).filter(Boolean);
        return pieces.length === col.length ? pieces.map((piece, k) => ({ kind: col[k] as SpecKind, label, value: piece, raw: `${label}: ${value}`, locator })) : [];
      }
      const kind = col === "by-content" ? kindOfPiece(value) : col;
      return kind ? [{ kind, label, value, raw: `${label}: ${value}`, locator }] : [];
    }),
  }));
}

type Column = SpecKind | SpecKind[] | "clock" | "by-content" | null;
/** Where a header lists kinds of part (`FileSystem & Disk`, `OS / Kernel`), and where its cells list the parts. */
const KINDS_JOIN = /\s*(?:&|＆|\/|／|・|,|、|\band\b)\s*/i;
const PIECES = /\s+[:：/／|]\s+|\s*[;；]\s*/;
/** `RAM (GB)`, `メモリ（GB）`: a header stating the size unit of its bare cells. */
const SIZE_UNIT = /[(（\[]\s*([KMGT]i?B)\s*[)）\]]/i;

/** The kinds a header lists in order, two or more, each a kind of part; null otherwise. */
function kindsListed(label: string): SpecKind[] | null {
  const parts = label.split(KINDS_JOIN).filter(Boolean);
  if (parts.length < 2) return null;
  const kinds = parts.map((p) => specKindForLabel(p));
  return kinds.every((k): k is SpecKind => k !== null && k !== "system" && k !== "software") && new Set(kinds).size === kinds.length ? kinds : null;
}
