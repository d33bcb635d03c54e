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

/** The header of the column naming each machine: `Host`, `Hostname`, `Node`, `Server`, `ホスト名`. */
const NAME_HEADER = /^(?:host\s*name|host|node|machine|server|system|name|ホスト名?|ノード|マシン|サーバー?|機器|名前)$/i;

/**
 * A table with one row per machine (`Host | OS | IP/mask | Interface | Hardware`): each row is a machine named by its
 * first cell, with a part for every column whose header names a kind of part. Null when the table is not of that shape.
 */
export function machineRowsOf(block: Block): MachineRow[] | null {
  const rows = block.table?.rows ?? [];
  const header = rows[0] ?? [];
  if (rows.length < 3 || header.length < 3) return null;
  const first = normaliseText(header[0]?.text ?? "").trim();
  // a blank corner over the machines' names (`| CPU | クロック | メモリ | OS`) heads them as `Host` would
  if (first && !NAME_HEADER.test(first)) return null;
  const columns = header.map((c, i) => {
    if (i === 0) return null;
    const label = normaliseText(c.text).trim();
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
      const value = `${(r[ci]?.text ?? "").trim()} ${clock > 0 ? (r[clock]?.text ?? "").trim() : ""}`.trim();
      if (!col || col === "clock" || !value || /^[-—–]$/.test(value)) return [];
      const kind = col === "by-content" ? kindOfPiece(value) : col;
      const label = header[ci]?.text ?? "";
      return kind ? [{ kind, label, value, raw: `${label}: ${value}`, locator: `${block.locator}/r${ri + 2}/c${ci + 1}` }] : [];
    }),
  }));
}
