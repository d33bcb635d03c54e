import { readFileSync } from "node:fs";
import type { Block, Document } from "../../document/types.ts";
import { driveKindOfHeading, toolsIn } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { escapeRegExp as escape } from "../../normalise/escapeRegExp.ts";

interface DeviceTerms {
  disk_vendors: string[];
  disk_words: string[];
  disk_model_patterns: string[];
  not_disk_words: string[];
}

const terms = JSON.parse(readFileSync(new URL("./deviceTerms.json", import.meta.url), "utf8")) as DeviceTerms;
const words = (list: string[]) => new RegExp(`(?<![A-Za-z0-9])(?:${list.map(escape).join("|")})(?![A-Za-z])`, "i");
const VENDOR = words(terms.disk_vendors);
const DISK_WORD = words(terms.disk_words);
const NOT_DISK = words(terms.not_disk_words);
const MODELS = terms.disk_model_patterns.map((p) => new RegExp(p));
const CAPACITY = /(?<![A-Za-z0-9.])\d+(?:\.\d+)?\s*[GT]B?(?![A-Za-z0-9])/;

/** Tools that benchmark a storage device, whose readings take the device a page names around them. */
export const STORAGE_TOOLS: ReadonlySet<string> = new Set(["CrystalDiskMark", "KDiskMark", "AmorphousDiskMark", "HD Tune", "AS SSD", "winsat",
  "fio", "dd", "hdparm", "ioping", "sysbench", "iozone", "bonnie++", "diskspd", "Raspberry Pi Diagnostics", "rbd bench"]);

/**
 * Phrases in Latin script that may name a product: runs of words that carry a capital or a digit (`Samsung 850 PRO
 * (512GB)`, `plextor M9PEGN 512G`), split at lower-case function words (`with`, `the`) and at Japanese text.
 */
function phrases(text: string): string[] {
  const out: string[] = [];
  for (const run of normaliseText(text).match(/[A-Za-z0-9][A-Za-z0-9 .+\-_/()]*/g) ?? []) {
    let current: string[] = [];
    for (const token of run.split(" ")) {
      // a maker's name written in lower case (`single plextor M9PEGN 512G`) still opens the product's name
      if (/[A-Z0-9]/.test(token) || (VENDOR.test(token) && !current.length)) current.push(token);
      else if (current.length) {
        out.push(current.join(" "));
        current = [];
      }
    }
    if (current.length) out.push(current.join(" "));
  }
  // a bracket the run leaves open was cut by the script change (`HDD(2.5` before `インチ`, `SATA SSD(Samsung 860 EVO` before
  // `、`): its content is a phrase of its own, not part of the name before it
  return out.flatMap((p) => {
    const t = p.replace(/^[(\-/]+|[\-/,.]+$/g, "");
    const open = /\(([^()]*)$/.exec(t);
    return open ? [t.slice(0, open.index), open[1] ?? ""] : [t];
  }).map((p) => p.replace(/[\-/,.]+$/g, "").trim()).filter(Boolean);
}

/** True when a phrase names a storage device: a model number with a disk vendor, a disk word, a disk model pattern, or a capacity. */
export function namesStorageDevice(phrase: string): boolean {
  if (phrase.length > 60 || NOT_DISK.test(phrase) || toolsIn(phrase).length) return false;
  const tokens = phrase.split(/[\s()]+/).filter(Boolean);
  const modelish = tokens.filter((t) => /\d/.test(t) && !CAPACITY.test(t));
  if (MODELS.some((re) => re.test(phrase))) return true;
  if (!tokens.some((t) => /\d/.test(t))) return false;
  if (VENDOR.test(phrase) || DISK_WORD.test(phrase)) return true;
  return CAPACITY.test(phrase) && modelish.some((t) => /[A-Za-z]/.test(t));
}

/** The one device a text names, or null when it names none or several. */
function soleDevice(text: string): string | null | "ambiguous" {
  const found = [...new Set(phrases(text).filter(namesStorageDevice))];
  if (found.length > 1) return "ambiguous";
  // `SD Card Performance`, `microSD Card Benchmark`: the kind of drive a heading is about, not a drive named so
  return found[0] ? (driveKindOfHeading(found[0]) ?? found[0]) : null;
}

/** Paragraphs between the block and the heading above it, nearest first. */
function leadIn(doc: Document, block: Block): Block[] {
  const out: Block[] = [];
  for (let i = block.index - 1; i >= 0 && out.length < 3; i--) {
    const b = doc.blocks[i];
    if (!b || b.kind === "heading" || b.report !== block.report || b.kind === "table" || b.kind === "pre") break;
    if (b.kind === "paragraph" || b.kind === "list_item") out.push(b);
  }
  return out;
}

/** The paragraphs that open the block's report, under its first heading (`The card is an … 64GB microSDXC card.`). */
function intro(doc: Document, block: Block): string[] {
  const first = doc.blocks.find((b) => b.report === block.report && b.kind === "heading");
  if (!first || first.index >= block.index) return [];
  const out: string[] = [];
  for (let i = first.index + 1; i < block.index && out.length < 3; i++) {
    const b = doc.blocks[i];
    if (!b || b.kind !== "paragraph") break;
    out.push(b.text);
  }
  return out;
}

/**
 * True when a heading is the page's title rather than a section's: it repeats the `<title>` or the report's title, or
 * it is the page's one level-1 heading. A title says what the whole page is about (`Putting an M.2 SATA SSD into a
 * 2005 Mac Mini`), not which run a block shows.
 */
export function isTitleHeading(doc: Document, heading: string): boolean {
  const t = normaliseText(heading).trim();
  const titles = [doc.meta.title, ...doc.reports.map((r) => r.title)].filter(Boolean).map((x) => normaliseText(String(x)).trim());
  if (titles.includes(t)) return true;
  const tops = doc.blocks.filter((b) => b.kind === "heading" && b.level === 1);
  return tops.length === 1 && normaliseText(tops[0]?.text ?? "").trim() === t;
}

/**
 * The storage device a benchmark block measured, as the page names it: in the heading right above it, else in the
 * sentences leading into it (`Samsung 850 PRO（512GB）をCrystalDiskMarkで測った`), else in an outer heading, the
 * report's opening paragraphs or its title (a title heading counts as the title). The nearest place that names a device
 * decides; two devices there give none (a guess is worse).
 */
export function deviceUnderTest(doc: Document, block: Block): string | null {
  const headings = [...block.headingPath].reverse().filter((h) => !isTitleHeading(doc, h));
  const titled = block.headingPath.filter((h) => isTitleHeading(doc, h));
  const title = doc.reports[block.report]?.title ?? doc.meta.title ?? "";
  const places = [headings[0] ?? "", ...leadIn(doc, block).map((b) => b.text), ...headings.slice(1), ...intro(doc, block), ...titled, title];
  for (const text of places) {
    const d = soleDevice(text);
    if (d === "ambiguous") return null;
    if (d) return d;
  }
  return null;
}
