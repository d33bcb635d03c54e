import type { Block, Document } from "../document/types.ts";
import type { MeasurementDraft } from "../model/records.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { perDocument } from "./docIndex.ts";

/** A lookup from a row's locator to its block: the longest prefix that names one (`table[1]/r5/c2`, `pre[3]/l4`, `p[2]/l1/q1`). */
export function blockFinder(doc: Document): (locator: string) => Block | undefined {
  const blocks = perDocument(doc, "blockByLocator", (d) => new Map(d.blocks.map((b) => [b.locator, b])));
  return (locator) => {
    for (let prefix = locator; ; ) {
      const b = blocks.get(prefix);
      if (b) return b;
      const cut = prefix.lastIndexOf("/");
      if (cut < 0) return undefined;
      prefix = prefix.slice(0, cut);
    }
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
