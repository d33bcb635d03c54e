import type { Block, Document } from "../../document/types.ts";
import { deviceModelOf } from "../../grammar/deviceModel.ts";
import { leadIn } from "../blockContext.ts";

/**
 * The drive each line of a disk tool's block ran on, where the writer pasted the drive's identification: the nearest
 * `Model=` / `Device Model:` line above it in the block, else the one such line of the list or paragraphs just above
 * the block (`Model: "SAMSUNG MMCRE64G"` over an `hdparm -tT` loop). Empty when the page shows none.
 */
export function deviceModels(doc: Document, block: Block): (line: number) => string | null {
  const lines = block.text.split("\n");
  const inBlock: { line: number; model: string }[] = [];
  lines.forEach((l, i) => {
    const model = deviceModelOf(l);
    if (model) inBlock.push({ line: i + 1, model });
  });
  const above = [...new Set(leadIn(doc, block, 6).flatMap((b) => b.text.split("\n").map(deviceModelOf).filter((m): m is string => m !== null)))];
  const fromLead = above.length === 1 ? (above[0] ?? null) : null;
  return (line) => [...inBlock].reverse().find((x) => x.line < line)?.model ?? fromLead;
}
