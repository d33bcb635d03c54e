import type { Block, Document } from "../document/types.ts";
import type { MeasurementDraft } from "../model/records.ts";
import { normaliseText } from "../normalise/normaliseText.ts";

/** A lookup from a row's locator to its block: the longest prefix that names one (`table[1]/r5/c2`, `pre[3]/l4`, `p[2]/l1/q1`). */
export function blockFinder(doc: Document): (locator: string) => Block | undefined {
  const blocks = new Map(doc.blocks.map((b) => [b.locator, b]));
  return (locator) => {
    const parts = locator.split("/");
    for (let n = parts.length; n > 0; n--) {
      const b = blocks.get(parts.slice(0, n).join("/"));
      if (b) return b;
    }
    return undefined;
  };
}

/** What a level of the scope names a row's figures about, under the key its kind takes. */
export interface Subject {
  kind: "storage" | "adapter" | "config";
  text: string;
}

/** Gives a row a subject from its scope where its own structure left that key empty and says nothing of it yet. */
export function giveSubject(m: MeasurementDraft, subject: Subject): void {
  if (m.conditions[subject.kind] !== undefined) return;
  const said = normaliseText(JSON.stringify(m.conditions)).toLowerCase();
  if (!said.includes(subject.text.toLowerCase())) m.conditions = { ...m.conditions, [subject.kind]: subject.text };
}
