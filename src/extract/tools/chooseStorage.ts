import type { Block, Document } from "../../document/types.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { isTitleHeading } from "./deviceUnderTest.ts";

const norm = (s: string) => normaliseText(s).toLowerCase().replace(/\s+/g, "");

const TEST_NAME = /\bspeed\s*test\b|\bbenchmark\b|ベンチマーク|速度テスト|スピードテスト/i;

/** Paragraphs between the block and the heading above it. */
function leadIn(doc: Document, block: Block): string[] {
  const out: string[] = [];
  for (let i = block.index - 1; i >= 0 && out.length < 3; i--) {
    const b = doc.blocks[i];
    if (!b || b.kind === "heading" || b.kind === "table" || b.kind === "pre" || b.report !== block.report) break;
    if (b.kind === "paragraph" || b.kind === "list_item") out.push(b.text);
  }
  return out;
}

/**
 * The storage a disk benchmark's block measured, from two readings of its surroundings: the heading that names a
 * disk by kind (`SATA`, `NVMe SSD`, `microSD：SanDisk …`) and the device phrase found nearest (deviceUnderTest).
 * The heading wins when it holds the phrase (it says more), or when it is the heading right above the block and the
 * phrase came from farther out (an outer heading or the title) rather than from the sentences leading into the block.
 */
export function chooseStorage(doc: Document, block: Block, named: string | undefined, device: string | null): string | null {
  // a heading that names the test run (`The official SD Card Speed Test`, `ベンチマーク`) names no device, whatever disk word it holds
  const heading = named !== undefined && TEST_NAME.test(normaliseText(named)) ? undefined : named;
  if (!device) return heading ?? null;
  if (!heading) {
    // the heading right above names the device among other words (`nfs-slow / nas (raidz2 8x … 12 TB)`): the whole heading
    // says more, unless it is the page's title (what the page is about, not the device)
    const above = block.headingPath[block.headingPath.length - 1] ?? "";
    const nearest = isTitleHeading(doc, above) ? "" : normaliseText(above).replace(/\s+/g, " ").trim();
    return nearest.length <= 80 && !TEST_NAME.test(nearest) && norm(nearest).includes(norm(device)) ? nearest : device;
  }
  const d = norm(device);
  if (norm(heading).includes(d)) return heading;
  const nearest = norm(block.headingPath[block.headingPath.length - 1] ?? "");
  const fromLeadIn = leadIn(doc, block).some((t) => norm(t).includes(d));
  return nearest.includes(norm(heading)) && !nearest.includes(d) && !fromLeadIn ? heading : device;
}
