import type { Document } from "../../document/types.ts";
import type { ComponentDraft, Extraction } from "../../model/records.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { partsMentioned } from "./partMentions.ts";
import { compactParts, kindOfPart, readPart } from "./readPart.ts";
import { roleIn } from "./specTerms.ts";
import { partGrammar } from "./partGrammarData.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import { allMatches } from "../../normalise/allMatches.ts";

type Push = (report: number, system: string | null, p: PartDraft, raw: string, locator: string) => ComponentDraft;

const key = (s: string | null | undefined) => normaliseText(s ?? "").toLowerCase().replace(/[\s\-_.()（）]/g, "");

/** A machine's head with its parts in brackets (`Server (C3 700MHz/512M/Win2k)`): the name before the bracket and the parts in it. */
function machineHead(text: string): { name: string; parts: PartDraft[] } | null {
  const m = /^([^(（]{1,30}?)\s*[(（]([^()（）]{3,80})[)）]\s*$/.exec(text);
  const parts = m?.[2] ? compactParts(m[2]) : null;
  return m?.[1] && parts ? { name: m[1].trim(), parts } : null;
}

/** A head that says first what kind of drive it names (`SSD …`, `HDD …`, `SD …`). */
const DRIVE_FIRST = /^(?:SSD|HDD|(?:micro|mini)?SD|NVMe|eMMC)\s/i;

/**
 * A drive a head names by its format or drive word with its size (`A-DATA microSD 1GB`, `Samsung 860 EVO 500GB SSD`), or by its
 * drive word, maker and product (`HDD Seagate Archive SATA III`).
 */
function driveHead(text: string): PartDraft | null {
  if (text.length > 60 || kindOfPart(text) !== "disk") return null;
  const p = readPart(text, "disk");
  if (p?.kind === "disk" && p.capacityBytes) return p;
  const named = DRIVE_FIRST.test(text) ? partsMentioned(text).find((m) => m.kind === "disk" && m.vendor && m.model) : undefined;
  if (!named) return null;
  const { at: _a, end: _e, ...part } = named;
  return part;
}

/** The fields' separator, as the head writes it: commas, else slashes (`95MB/s` keeps its slash among commas). */
const separatorOf = (head: string) => (/[,，、]/.test(head) ? /\s*[,，、]\s*/ : /\s*[/／]\s*/);
const fieldIs = (field: string, words: string[]) => words.some((w) => w.toLowerCase() === field.toLowerCase());
const SIZE = /^(\d+(?:\.\d+)?)\s*([GT])(i?)B$/i;

/**
 * A drive a row head gives field by field as the first column's head lists them (`Make, Model, Capacity, Read Speed` over `Amplin,
 * DuraTop, 16GB, 95MB/s`): the maker first, the size the capacity, a rate no part of the name, the other fields the model.
 */
function fieldedHead(head: string, text: string): PartDraft | null {
  const separator = separatorOf(normaliseText(head));
  const fields = normaliseText(head).split(separator);
  const f = partGrammar.field_heads;
  if (!fieldIs(fields[0] ?? "", f.maker) || !fields.some((x) => fieldIs(x, f.model)) || !fields.some((x) => fieldIs(x, f.capacity))) return null;
  const [vendor, ...rest] = text.split(separator).map((x) => x.trim());
  const size = rest.map((x) => SIZE.exec(x)).find(Boolean);
  const model = rest.filter((x) => !SIZE.test(x) && !/\d\s*[KMG]i?B\s*\/\s*s\*?$|\d\s*[KMG]bps$/i.test(x) && /[A-Za-z]/.test(x)).join(" ");
  if (!vendor || !/^[A-Za-z][\w&.\- ]*$/.test(vendor) || !size) return null;
  const capacity = parseSize(`${size[1]}${size[2]}B`, Boolean(size[3]));
  return capacity ? { kind: "disk", vendor, model: model || null, count: 1, capacityBytes: capacity, attrs: {} } : null;
}

/**
 * Parts a table names in its row heads (first column) and column heads (first row): a machine whose head lists its parts
 * in brackets is a system with those parts; drives named with their size, two or more in one table, are the drives compared.
 */
export function readTableHeadParts(doc: Document, out: Extraction, push: Push, nextSystem: () => string): void {
  for (const b of doc.blocks) {
    const rows = b.table?.rows;
    if (!rows || rows.length < 2) continue;
    const heads = [
      ...rows.slice(1).map((r, i) => ({ text: r[0]?.text ?? "", locator: `${b.locator}/r${i + 2}/c1` })),
      ...(rows[0] ?? []).slice(1).map((c, i) => ({ text: c.text, locator: `${b.locator}/r1/c${i + 2}` })),
    ].map((h) => ({ ...h, text: normaliseText(h.text).replace(/\s+/g, " ").trim() }));
    const seen = new Set<string>();
    const drives: { p: PartDraft; raw: string; locator: string }[] = [];
    for (const h of heads) {
      if (!h.text || seen.has(h.text)) continue;
      seen.add(h.text);
      const machine = machineHead(h.text);
      if (machine) {
        const system = nextSystem();
        out.systems.push({ key: system, report: b.report, name: machine.name, role: roleIn(machine.name), label: h.text, count: 1, locator: h.locator });
        for (const p of machine.parts) push(b.report, system, p, h.text, h.locator);
        continue;
      }
      const drive = (h.locator.endsWith("/c1") ? fieldedHead(rows[0]?.[0]?.text ?? "", h.text) : null) ?? driveHead(h.text);
      if (drive) drives.push({ p: drive, raw: h.text, locator: h.locator });
    }
    if (drives.length < 2) continue;
    const known = out.components.filter((c) => c.report === b.report && c.kind === "disk");
    // a drive a spec list or another table already named (`SanDisk SDSSDA240G` after `SanDisk SSD Plus SDSSDA240G`) is that drive
    const named = (raw: string) => [...allMatches(normaliseText(raw), /[A-Za-z\d-]*(?:[A-Za-z]\d|\d[A-Za-z])[A-Za-z\d-]*/g)].map((m) => key(m[0])).filter((t) => t.length >= 3 && !/^\d+(?:[kmgt]i?b)$/.test(t));
    for (const d of drives) {
      const tokens = named(d.raw);
      if (!known.some((c) => key(c.raw).includes(key(d.raw)) || tokens.some((t) => key(`${c.model} ${c.raw}`).includes(t)))) push(b.report, null, d.p, d.raw, d.locator);
    }
  }
}
