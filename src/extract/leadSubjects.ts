import type { Block, Document } from "../document/types.ts";
import type { MeasurementDraft } from "../model/records.ts";
import { markedSubject } from "../grammar/scopeDescriptors.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { leadIn } from "./blockContext.ts";

/**
 * The scoping rule's lead-in level, for tables and tool blocks: the sentence just before a block that names, with a case
 * marker, what its figures are about (`PCIe 2.0 x1での結果を見てみます`, `on the Samsung 980:`) gives each row that
 * subject — as its drive or adapter when it names one, else as its `config` — where the row's own structure named none.
 */
export function leadSubjects(rows: MeasurementDraft[], doc: Document): void {
  const blocks = new Map(doc.blocks.map((b) => [b.locator, b]));
  const subjectOf = new Map<Block, ReturnType<typeof markedSubject>>();
  for (const m of rows) {
    if (m.origin !== "table" && m.origin !== "tool-output") continue;
    const block = blocks.get(m.locator.split("/")[0] ?? "");
    if (!block) continue;
    if (!subjectOf.has(block)) {
      const lead = leadIn(doc, block);
      subjectOf.set(block, markedSubject(lead[lead.length - 1]?.text ?? ""));
    }
    const subject = subjectOf.get(block);
    if (!subject) continue;
    const key = subject.kind === "config" ? "config" : subject.kind;
    const said = normaliseText(JSON.stringify(m.conditions)).toLowerCase();
    if (m.conditions[key] === undefined && !said.includes(subject.text.toLowerCase())) m.conditions = { ...m.conditions, [key]: subject.text };
  }
}
