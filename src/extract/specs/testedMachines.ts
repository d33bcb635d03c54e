import type { Block, Document } from "../../document/types.ts";
import type { ComponentDraft, Extraction } from "../../model/records.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { diskPhrases } from "./diskPhrases.ts";
import { machineNameAt } from "./machineModel.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { roleIn, specKindForLabel } from "./specTerms.ts";

type Push = (report: number, system: string | null, p: PartDraft, raw: string, locator: string) => ComponentDraft;

const key = (s: string | null | undefined) => normaliseText(s ?? "").toLowerCase().replace(/[\s\-_.,()（）、]/g, "");
/** What may follow a machine's name in a list item or a row head and still leave the name whole: nothing, or one bracket (`OrangePiPC (100Mbit FullDuplex)`). */
const BRACKET_ONLY = /^(?:[(（][^()（）]*[)）])?$/;
/** A heading's mark when a page writes its section heads as paragraphs (`■ThinkPad 8 microSDスロット`). */
const HEAD_MARK = /^[■□◆◇●▼▶★☆【]\s*/;

interface Named {
  name: string;
  raw: string;
  block: Block;
  locator: string;
}

/** A heading, or a short paragraph written as one (a mark before it), that starts with a computer's name. */
function headingMachine(b: Block): Named | null {
  const text = b.text.trim();
  const marked = b.kind === "paragraph" && HEAD_MARK.test(text) && text.length <= 60 && !text.includes("\n");
  if (b.kind !== "heading" && !marked) return null;
  const named = machineNameAt(text.replace(HEAD_MARK, "").replace(/^\d+(?:\.\d+)*[.)]?\s*/, ""));
  return named ? { name: named.name, raw: b.text, block: b, locator: b.locator } : null;
}

/** A list item that is a computer's name and nothing else (`Macbook Pro (Retina, 13-inch, Mid 2014)` under `検証したMacBook Proは以下の3機種です`). */
function itemMachine(b: Block): Named | null {
  if (b.kind !== "list_item") return null;
  const named = machineNameAt(b.text);
  return named && BRACKET_ONLY.test(named.rest) ? { name: named.name, raw: b.text, block: b, locator: b.locator } : null;
}

/**
 * Row heads of a results table that are computers' names (`Bananapi M3 (Gigabit FD) | 373Mb/s | 387Mb/s`), and the value of a
 * spec table's row labelled as the machine (`インスタンス | m7i.large（2 vCPU / 8 GiB）・…`: the name its value starts with).
 */
function rowMachines(b: Block): Named[] {
  const rows = b.table?.rows ?? [];
  const out: Named[] = [];
  rows.forEach((r, i) => {
    const head = r[0];
    if (r.length === 2 && head && specKindForLabel(head.text.trim()) === "system") {
      const named = machineNameAt(r[1]?.text ?? "");
      if (named) out.push({ name: named.name, raw: `${head.text}: ${r[1]?.text ?? ""}`, block: b, locator: `${b.locator}/r${i + 1}/c2` });
      return;
    }
    if (!head || (i === 0 && head.header) || !r.slice(1).some((c) => /\d/.test(c.text))) return;
    const named = machineNameAt(head.text);
    if (named && BRACKET_ONLY.test(named.rest)) out.push({ name: named.name, raw: head.text, block: b, locator: `${b.locator}/r${i + 1}/c1` });
  });
  return out;
}

/** The disk a heading's section gives by its size alone (`SSD容量は256GBです`), read from the section's paragraphs. */
function sectionDisk(doc: Document, heading: Block): { part: PartDraft; raw: string; locator: string } | null {
  if (heading.kind !== "heading") return null;
  for (const b of doc.blocks.slice(heading.index + 1)) {
    if (b.kind === "heading" && (b.level ?? 6) <= (heading.level ?? 6)) break;
    if (b.kind !== "paragraph") continue;
    const d = diskPhrases(normaliseText(b.text)).find((x) => x.capacityBytes && !x.model);
    if (d) {
      const { at: _a, end: _e, ...part } = d;
      return { part, raw: b.text, locator: b.locator };
    }
  }
  return null;
}

/**
 * Machines a page names only by their model where it says what it tested: headings over result sections (two or more of a
 * level, each a machine), an item of a list, a results table's row head. Each is a `system` part (its model as written), on the machine of that name; a heading's
 * section that gives a disk by its size alone (`SSD容量は256GBです`) gives that machine's disk.
 */
export function readTestedMachines(doc: Document, out: Extraction, push: Push, nextSystem: () => string): void {
  const named: Named[] = [];
  const heads: Named[] = [];
  for (const b of doc.blocks) {
    if (b.table) appendNamed(named, rowMachines(b));
    const head = b.table ? null : headingMachine(b);
    if (head) heads.push(head);
    else appendNamed(named, [itemMachine(b)].filter((n): n is Named => n !== null));
  }
  // headings over result sections, one per machine: two or more of one level naming different machines (a title naming one
  // machine, `ProLiant DL360e G8にM.2 NVMe SSDを足す`, is the page's subject)
  const levelOf = (n: Named) => `${n.block.report}:${n.block.kind === "heading" ? (n.block.level ?? 6) : "p"}`;
  for (const n of heads) if (new Set(heads.filter((h) => levelOf(h) === levelOf(n)).map((h) => key(h.name))).size >= 2) named.push(n);
  const systems = new Map<string, string>();
  for (const n of named) {
    const k = `${n.block.report}:${key(n.name)}`;
    let system = systems.get(k);
    if (!system) {
      // the machine already of that name, or the one a spec reader made of the same row (`インスタンス | m7i.large…`), unnamed till now
      const same = out.systems.find((s) => s.report === n.block.report && (key(s.name) === key(n.name) || (!s.name && s.locator !== null && n.locator.startsWith(`${s.locator}/`))));
      if (same) same.name ??= n.name;
      system = same?.key;
      if (!system) {
        system = nextSystem();
        out.systems.push({ key: system, report: n.block.report, name: n.name, role: roleIn(n.name), label: n.raw, count: 1, locator: n.locator });
      }
      systems.set(k, system);
      push(n.block.report, system, { kind: "system", model: n.name, attrs: {} }, n.raw, n.locator);
    }
    const disk = sectionDisk(doc, n.block);
    if (disk && !out.components.some((c) => c.system === system && c.kind === "disk")) push(n.block.report, system, disk.part, disk.raw, disk.locator);
  }
}

function appendNamed(into: Named[], more: Named[]): void {
  for (const n of more) into.push(n);
}
