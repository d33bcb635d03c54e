import type { Block, Document } from "../../document/types.ts";
import type { Access, Operation } from "../../model/vocabulary.ts";

/** What a benchmark command shown without its output says about the figures the text then reports. */
export interface CommandRun {
  tool: string;
  operation: Operation;
  access: Access | null;
}

/** fio's `--rw=` / `rw=` job types: the operation and access each runs. */
const FIO_RW: Record<string, { operation: Operation; access: Access }> = {
  read: { operation: "read", access: "sequential" },
  write: { operation: "write", access: "sequential" },
  randread: { operation: "read", access: "random" },
  randwrite: { operation: "write", access: "random" },
  rw: { operation: "read_write", access: "sequential" },
  readwrite: { operation: "read_write", access: "sequential" },
  randrw: { operation: "read_write", access: "random" },
};

/** The one fio job type a command or job file runs (`fio … --rw=write`, `rw=randread`); null when none or several. */
export function fioRunIn(text: string): CommandRun | null {
  if (!/(?:^|[\s/$#])fio(?:\s|$)|^\s*\[[^\]]+\]\s*$/m.test(text)) return null;
  const kinds = new Set([...text.matchAll(/(?:^|\s)-{0,2}rw\s*=\s*([a-z]+)/gm)].map((m) => m[1] ?? ""));
  const kind = kinds.size === 1 ? FIO_RW[[...kinds][0] ?? ""] : undefined;
  return kind ? { tool: "fio", ...kind } : null;
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
