import { pushTo } from "../appendAll.ts";
import type { Block, Document } from "../document/types.ts";
import type { MeasurementDraft } from "../model/records.ts";
import { markedSubject } from "../grammar/scopeDescriptors.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { leadIn } from "./blockContext.ts";
import { blockFinder, giveSubject, type Subject } from "./blockOf.ts";
import { namesDrive } from "../grammar/describe.ts";
import { readCommand } from "./tools/commandLine.ts";

/**
 * The scoping rule's lead-in level, for tables and tool blocks: the sentence just before a block that names, with a case
 * marker, what its figures are about (`PCIe 2.0 x1での結果を見てみます`, `on the Samsung 980:`) gives each row that
 * subject — as its drive or adapter when it names one, else as its `config` — where the row's own structure named none.
 */
export function leadSubjects(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  const subjectOf = new Map<Block, Subject | null>();
  for (const m of rows) {
    if (m.origin !== "table" && m.origin !== "tool-output") continue;
    const block = blockOf(m.locator);
    if (!block) continue;
    if (!subjectOf.has(block)) {
      const lead = leadIn(doc, block);
      subjectOf.set(block, markedSubject(lead[lead.length - 1]?.text ?? ""));
    }
    const subject = subjectOf.get(block);
    if (subject) giveSubject(m, subject);
  }
}

/**
 * The block-label level: results pasted as `<br>` lines under a first line that names them (`OCZ VERTEX 00.PT1 £100`,
 * then `seq. write: 77MB/s`, `seq. read: 142MB/s`) — the first line of a paragraph or list item with no figure of its
 * own, short, no sentence, command or `label: value`, over two or more rows — gives those rows its name: their drive
 * when it names one and they have none, else their `config`.
 */
export function headLineSubjects(rows: MeasurementDraft[], doc: Document): void {
  const byBlock = new Map<string, MeasurementDraft[]>();
  for (const m of rows) {
    const at = /^([^/]+)\/l(\d+)/.exec(m.locator);
    if (!at?.[1]) continue;
    pushTo(byBlock, at[1], m);
  }
  const blocks = new Map(doc.blocks.map((b) => [b.locator, b]));
  for (const [locator, own] of byBlock) {
    const block = blocks.get(locator);
    if (!block || (block.kind !== "paragraph" && block.kind !== "list_item")) continue;
    const lines = own.map((m) => Number(/\/l(\d+)/.exec(m.locator)?.[1] ?? 0));
    if (lines.includes(1) || new Set(lines).size < 2) continue;
    const first = normaliseText(block.text.split("\n")[0] ?? "").replace(/\s+/g, " ").trim();
    if (!first || first.length > 60 || SENTENCE_OR_PAIR.test(first) || readCommand(first) || !/\p{L}/u.test(first)) continue;
    const drive = namesDrive(first);
    for (const m of own) {
      if (drive && m.conditions.storage === undefined) m.conditions = { ...m.conditions, storage: first };
      else if (!drive && m.conditions.config === undefined) m.conditions = { ...m.conditions, config: first };
    }
  }
}

/** A sentence end or a `label: value` / `key=value` in a line: text or a pair, not a name over results. */
const SENTENCE_OR_PAIR = /[。!?！？]|\.\s|\.$|[:：=]/;
