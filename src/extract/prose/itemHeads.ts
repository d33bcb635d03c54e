import type { Block, Document } from "../../document/types.ts";
import type { MeasurementDraft } from "../../model/records.ts";
import { describe } from "../../grammar/describe.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { findQuantities } from "../../normalise/parseQuantity.ts";
import { blockFinder } from "../blockOf.ts";
import { headLine, SENTENCE_END } from "../leadSubjects.ts";

/**
 * What an item states of the test when it only describes it (`Sequential (1 MiB, iodepth 16, rw):`); null otherwise:
 * an item stating figures of its own (`Latency (clat avg): ~71 ms read`) reports results, a sentence tells, neither heads a test.
 */
function testOfItem(block: Block | undefined): ReturnType<typeof describe> | null {
  const first = headLine(block?.text ?? "");
  if (!first || SENTENCE_END.test(first)) return null;
  const d = describe(first.replace(/\s*[:：]$/, ""));
  return d.access || d.blockSizeBytes !== null || d.queueDepth !== null || d.threads !== null ? d : null;
}

/** The text with its measured figures blanked out (`~52.1 MiB/s read` → `read`): their units name no block size. */
function withoutFigures(text: string): string {
  let out = text;
  for (const q of [...findQuantities(text)].reverse()) if (!q.bare && q.kind !== "size") out = `${out.slice(0, q.index)} ${out.slice(q.index + q.length)}`;
  return out;
}

/**
 * The nested-list level, for what was tested: figures in items nested (at any depth) under an item that describes the test
 * and states no figure (`<li>Sequential (1 MiB, iodepth 16, rw):<ul><li>~38.9 MiB/s read …<ul><li>read p95 ~169 ms`) take
 * the access, block size, queue depth and threads it names where neither the row nor its own item named them — as a first line of a
 * paragraph does for its later lines. The nearest such item counts first; an item with figures of its own is passed over.
 */
export function nestedItemDescriptors(rows: MeasurementDraft[], doc: Document): void {
  const blockOf = blockFinder(doc);
  const tests = new Map<number, ReturnType<typeof describe> | null>();
  const owns = new Map<number, ReturnType<typeof describe>>();
  for (const m of rows) {
    const block = blockOf(m.locator);
    if (block?.kind !== "list_item") continue;
    // what the figure's own item names of its test (`random 4k read: 35 MB/s`) is not the heading item's to set
    if (!owns.has(block.index)) owns.set(block.index, describe(withoutFigures(normaliseText(block.text))));
    const own = owns.get(block.index);
    const c = { ...m.conditions };
    for (let p = block.parentItem, hops = 0; p !== undefined && hops < 8; p = doc.blocks[p]?.parentItem, hops++) {
      if (!tests.has(p)) tests.set(p, testOfItem(doc.blocks[p]));
      const d = tests.get(p);
      if (!d) continue;
      if (!own?.access) m.access ??= d.access;
      if (d.blockSizeBytes !== null && own?.blockSizeBytes === null) c.block_size_bytes ??= d.blockSizeBytes;
      if (d.queueDepth !== null && own?.queueDepth === null) c.queue_depth ??= d.queueDepth;
      if (d.threads !== null && own?.threads === null) c.threads ??= d.threads;
    }
    m.conditions = c;
  }
}
