import type { Document } from "../../document/types.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { parseSize } from "../../normalise/parseQuantity.ts";
import type { PartDraft } from "./parseSpecValue.ts";
import { alt, partTerms, wordRe } from "./partTerms.ts";

/** A product heading of a datasheet or review, with where it stands. */
export interface HeadingProduct {
  part: PartDraft;
  report: number;
  raw: string;
  locator: string;
}

/** `Deskstar 7K500 (HDS725050KLA360, 500 GB)`, `Ultrastar 7K4000 (4 TB, HUS724040ALS640)`: a product line with its part number and capacity. */
const NAMED = /^(.*?)\s*[(（]\s*(?:([A-Z0-9][A-Z0-9-]{5,})\s*[,、]\s*(\d+(?:\.\d+)?)\s*([GT])B|(\d+(?:\.\d+)?)\s*([GT])B\s*[,、]\s*([A-Z0-9][A-Z0-9-]{5,}))\s*[)）]\s*$/;
const DISK_WORD = wordRe([...partTerms.disk_words, "hard disk", "hard disks"]);
const VENDOR = new RegExp(`(?<![A-Za-z])(${alt(partTerms.disk_vendors)})(?![A-Za-z])`);

/**
 * Drives a page describes by heading: a heading giving a part number and a capacity in parentheses is a disk when
 * the page or the heading's section speaks of disks (a datasheet names its drive so even when nothing is measured); and
 * drives whose size is given under a sub-heading of theirs.
 */
export function readDatasheetHeadings(doc: Document): HeadingProduct[] {
  const out: HeadingProduct[] = [];
  for (const b of doc.blocks) {
    if (b.kind !== "heading") continue;
    const t = normaliseText(b.text).trim();
    const m = NAMED.exec(t);
    const partNumber = m?.[2] ?? m?.[7];
    if (!m || !partNumber || !/\d/.test(partNumber) || !/[A-Z]/.test(partNumber)) continue;
    // the words around it say what the product is: the page's title and headings, the section's own text
    const section = doc.blocks.filter((x) => x.index > b.index && x.headingPath.includes(b.text)).map((x) => `${x.caption ?? ""} ${x.table ? "" : x.text}`);
    const context = [doc.meta.title ?? "", ...b.headingPath, t, ...section].join("\n");
    DISK_WORD.lastIndex = 0;
    if (!DISK_WORD.test(context)) continue;
    const bytes = parseSize(`${m[3] ?? m[5]}${m[4] ?? m[6]}B`, false);
    const line = m[1]?.trim() ?? "";
    const attrs: Record<string, unknown> = { part_number: partNumber };
    if (line) attrs.product_line = line;
    if (bytes) attrs.capacity_bytes_each = bytes;
    out.push({ part: { kind: "disk", vendor: VENDOR.exec(context)?.[1] ?? null, model: partNumber, count: 1, capacityBytes: bytes, attrs }, report: b.report, raw: b.text, locator: b.locator });
  }
  return [...out, ...sizedByHeading(doc)];
}

const SIZE_LABEL = /^(?:size|capacity|容量)$/i;
const BARE_SIZE = /^(\d+(?:\.\d+)?)\s*([GT])(i?)B$/i;

/**
 * A drive named by a heading whose sub-heading is its size (`### Sandisk Cruzer Glide` / `#### Size` / `16GB`, the way
 * Markdown notes lay out one drive per section): a disk of that name and size, when the headings above it speak of drives.
 */
function sizedByHeading(doc: Document): HeadingProduct[] {
  const out: HeadingProduct[] = [];
  doc.blocks.forEach((b, i) => {
    const next = doc.blocks[i + 1];
    const product = b.headingPath[b.headingPath.length - 1];
    if (b.kind !== "heading" || !SIZE_LABEL.test(normaliseText(b.text).trim()) || next?.kind !== "paragraph" || !product) return;
    const size = BARE_SIZE.exec(normaliseText(next.text).trim());
    const head = doc.blocks.slice(0, i).reverse().find((x) => x.kind === "heading" && x.text === product);
    DISK_WORD.lastIndex = 0;
    if (!size || !head || !DISK_WORD.test([doc.meta.title ?? "", ...head.headingPath].join("\n"))) return;
    const bytes = parseSize(`${size[1]}${size[2]}B`, Boolean(size[3]));
    const model = normaliseText(product).trim();
    out.push({ part: { kind: "disk", vendor: VENDOR.exec(model)?.[1] ?? null, model, count: 1, capacityBytes: bytes, attrs: bytes ? { capacity_bytes_each: bytes } : {} }, report: head.report, raw: `${product}: ${next.text.trim()}`, locator: next.locator });
  });
  return out;
}
