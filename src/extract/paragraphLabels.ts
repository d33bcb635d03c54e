import type { Document } from "../document/types.ts";
import type { MeasurementDraft } from "../model/records.ts";
import { operationsNamed } from "../grammar/describe.ts";
import { namesCondition } from "../grammar/conditionText.ts";
import { isGenericHeading } from "../normalise/lexicon.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { findQuantities } from "../normalise/parseQuantity.ts";
import { blockFinder } from "./blockOf.ts";
import { readCommand } from "./tools/commandLine.ts";

/** A label line: a few words ending in a colon (`two way mirror:`, `3way mirror：`). */
const LABEL_LINE = /^(.{2,60}?)\s*[:：]$/u;
/** Blocks a label carries over: the writer's paragraphs, lists and pasted output, not a table or a heading. */
const CARRIED = new Set(["paragraph", "list_item", "pre"]);

/** The section label a paragraph opens on, or null: no figure, no command, not only an operation, not a generic word. */
function openingLabel(text: string): string | null {
  const lines = text.split("\n");
  if (lines.length < 2) return null;
  const first = normaliseText(lines[0] ?? "").replace(/\s+/g, " ").trim();
  const label = LABEL_LINE.exec(first)?.[1]?.trim();
  if (!label || !/\p{L}/u.test(label) || readCommand(first) || isGenericHeading(label) || !namesCondition(label)) return null;
  if (findQuantities(label).some((q) => !q.bare)) return null;
  // `write performance:` says what the lines under it measured: a descriptor of its own paragraph, not a section
  if (operationsNamed(label).length) return null;
  return label;
}

/**
 * A paragraph that opens on a label line (`two way mirror:` over a command, then paragraphs of `time cp …` runs)
 * labels its own runs and those of the paragraphs and pasted output after it, up to the next such label, a table or a
 * heading, as a heading would: their `config` where nothing nearer gave one.
 */
export function paragraphLabels(rows: MeasurementDraft[], doc: Document): void {
  const labels = new Map<number, string>();
  let current: string | null = null;
  let path = "";
  let report = -1;
  for (const b of doc.blocks) {
    const here = b.headingPath.join("\u0000");
    if (b.report !== report || here !== path || !CARRIED.has(b.kind)) current = null;
    report = b.report;
    path = here;
    if (!CARRIED.has(b.kind)) continue;
    if (b.kind === "paragraph") current = openingLabel(b.text) ?? current;
    if (current) labels.set(b.index, current);
  }
  if (!labels.size) return;
  const blockOf = blockFinder(doc);
  for (const m of rows) {
    const block = blockOf(m.locator);
    const label = block ? labels.get(block.index) : undefined;
    if (label && m.conditions.config === undefined) m.conditions = { ...m.conditions, config: label };
  }
}
