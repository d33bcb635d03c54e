import type { Block, Document } from "../../document/types.ts";
import { describe } from "../../grammar/describe.ts";
import type { Access, Operation } from "../../model/vocabulary.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** What a benchmark command shown without its output says about the figures the text then reports. */
export interface CommandRun {
  tool: string;
  operation: Operation;
  access: Access | null;
}

/** The one fio job type a command or job file runs (`fio … --rw=write`, `rw=randread`); null when none or several. */
export function fioRunIn(text: string): CommandRun | null {
  if (!/(?:^|[\s/$#])fio(?:\s|$)|^\s*\[[^\]]+\]\s*$/m.test(text)) return null;
  const kinds = new Set([...allMatches(text, /(?:^|\s)-{0,2}rw\s*=\s*([a-z]+)/gm)].map((m) => m[1] ?? ""));
  if (kinds.size !== 1) return null;
  // the job type through the descriptor grammar's fio vocabulary (`rw=randread` → read, random)
  const job = describe(`rw=${[...kinds][0] ?? ""}`);
  return job.tool === "fio" && job.operation ? { tool: "fio", operation: job.operation, access: job.access } : null;
}

/**
 * The command shown in a `<pre>` block before a paragraph, in the same section and with only prose between, when it
 * printed nothing the tool readers took: the sentences after it report its result (`I checked each device with fio: …`).
 */
export function commandBefore(doc: Document, block: Block, readBlocks: Set<string>): CommandRun | null {
  for (let i = block.index - 1; i >= 0; i--) {
    const b = doc.blocks[i];
    if (!b || b.report !== block.report || b.kind === "heading" || b.kind === "table") return null;
    if (b.kind !== "pre") continue;
    return readBlocks.has(b.locator) ? null : fioRunIn(b.text);
  }
  return null;
}
