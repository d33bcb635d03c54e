import type { Block, Document } from "../../document/types.ts";
import { descriptorWords } from "../../grammar/loadDescriptors.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { leadIn } from "../blockContext.ts";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const LABELS = [...descriptorWords.device_model_labels].sort((a, b) => b.length - a.length).map(escape).join("|");
/** `Model=SAMSUNG MCBQE32G5MPP-0VA , FwRev=…` (hdparm -i), `Device Model: …` (smartctl), `- Model: "SAMSUNG MMCRE64G"`. */
const MODEL_LINE = new RegExp(`^[\\s(\\-*・]*(?:${LABELS})\\s*[=:：]\\s*"?([^",()]*[A-Za-z0-9][^",()]*?)"?\\s*(?:[,)]|$)`, "iu");

/** The drive model a line of identification states (`Model=…`, `Device Model: …`), or null. */
export function deviceModelOf(line: string): string | null {
  const m = MODEL_LINE.exec(normaliseText(line));
  const model = m?.[1]?.replace(/\s+/g, " ").trim();
  return model && model.length >= 3 ? model : null;
}

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
