import type { Document } from "../../document/types.ts";
import type { ComponentDraft, Extraction } from "../../model/records.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { partsPrinted } from "./machineStrings.ts";
import { partsMentioned } from "./partMentions.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { partsIn } from "./proseSystems.ts";
import { specKindForLabel } from "./specTerms.ts";

type Push = (report: number, system: string | null, p: PartDraft, raw: string, locator: string) => ComponentDraft;

const SPEC_LINE = /^\s*[・•●◆◇■□\-*]?\s*([^:：=]{1,30}?)\s*[:：]/;
const key = (s: string | null | undefined) => normaliseText(s ?? "").toLowerCase().replace(/[\s\-_.()（）]/g, "");

/** Whether a part is one already recorded (same kind, one model inside the other), filling in what the new one adds. */
function knownAs(existing: ComponentDraft[], p: PartDraft, raw: string): boolean {
  const model = key(p.model);
  for (const c of existing) {
    if (c.kind !== p.kind) continue;
    const other = key(c.model);
    const same = model && other ? other.includes(model) || model.includes(other) : !model && !other ? p.capacityBytes === c.capacityBytes || p.kind !== "disk" && p.kind !== "memory" : model ? key(c.raw).includes(model) : key(raw).includes(other);
    if (!same) continue;
    c.capacityBytes ??= p.capacityBytes ?? null;
    c.clockHz ??= p.clockHz ?? null;
    if (c.count == null && p.count != null) c.count = p.count;
    return true;
  }
  return false;
}

/**
 * Whether a part named in passing says enough to be recorded: a model, or a size for memory and disks; a processor
 * by its number, clock or count (`Power` is a word, not IBM's POWER); an OS by more than its family (`Windows`).
 */
function worthRecording(p: PartDraft, matched: string): boolean {
  if (!p.model) return (p.kind === "memory" || p.kind === "disk") && Boolean(p.capacityBytes);
  if (p.kind === "cpu") return /\d/.test(p.model) || Boolean(p.clockHz) || Boolean(p.count) || /^(?:Intel|AMD)\s/i.test(matched);
  if (p.kind === "os") return !/^Windows$/i.test(p.model);
  return true;
}

/** The texts of a report that name parts in passing: its title, headings, captions, sentences and list items that are not spec lines. */
function textsOf(doc: Document, report: number): { text: string; locator: string }[] {
  const out: { text: string; locator: string }[] = [];
  const title = doc.reports[report]?.title;
  if (title) out.push({ text: title, locator: "title" });
  if (report === 0 && doc.meta.title && doc.meta.title !== title) out.push({ text: doc.meta.title, locator: "title" });
  for (const b of doc.blocks) {
    if (b.report !== report) continue;
    if (b.caption) out.push({ text: b.caption, locator: `${b.locator}/caption` });
    if (b.kind !== "heading" && b.kind !== "paragraph" && b.kind !== "list_item") continue;
    b.text.split("\n").forEach((line, i) => {
      if (line.length > 2_000) return;
      if (b.kind !== "heading" && specKindForLabel(SPEC_LINE.exec(line)?.[1] ?? "")) return;
      out.push({ text: line, locator: `${b.locator}/l${i + 1}` });
    });
  }
  return out;
}

/**
 * Parts of each report not yet tied to a spec list or a described machine: what tool output prints about the
 * machine (lsscsi, lscpu, uname…) and parts named in passing in titles, headings, captions and sentences. They join
 * the report's only machine when it has exactly one, else the report itself.
 */
export function readReportParts(doc: Document, out: Extraction, push: Push): void {
  doc.reports.forEach((_r, report) => {
    const systems = out.systems.filter((s) => s.report === report);
    const owner = systems.length === 1 ? (systems[0]?.key ?? null) : null;
    const existing = () => out.components.filter((c) => c.report === report);
    const add = (p: PartDraft, raw: string, locator: string) => {
      if (knownAs(existing(), p, raw)) return;
      push(report, owner, p, raw, locator);
    };
    for (const b of doc.blocks) {
      if (b.report !== report || b.kind !== "pre") continue;
      const lines = b.text.split("\n");
      for (const p of partsPrinted(b.text)) add(p.part, lines[p.line - 1]?.trim() ?? "", `${b.locator}/l${p.line}`);
    }
    for (const { text, locator } of textsOf(doc, report)) {
      const named = partsMentioned(text);
      const parts: (PartDraft & { at: number; end: number })[] = [...named];
      for (const p of partsIn(text)) if (!named.some((n) => p.at < n.end && p.end > n.at)) parts.push(p);
      for (const p of parts) {
        const { at: _a, end: _e, ...part } = p;
        if (worthRecording(part, text.slice(p.at, p.end))) add(part, text.trim(), locator);
      }
    }
  });
}
