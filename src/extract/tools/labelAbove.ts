import { bareCommand } from "../pageCommands.ts";
import type { Block, Document } from "../../document/types.ts";
import { isGenericHeading, operationsIn, toolsIn } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { findQuantities } from "../../normalise/parseQuantity.ts";
import { readCommand } from "./commandLine.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** A date and clock time a writer stamps a run with (`2023/03/07 11:40`, `2012-03-02 10:15:30`, `11:40`): when, not what. */
const STAMP = /^(?:\d{4}[/.-]\d{1,2}[/.-]\d{1,2}(?:\s*\([^)]{1,3}\))?\s*)?(?:\d{1,2}:\d{2}(?::\d{2})?\s+)?/u;
/** Marks a writer puts around or before a label: bullets, brackets (`【virtio】`, `[ NAS→PC ]`, `■ Before`). */
const MARKS = /^[\s■□●○◆◇▼▽►▶※・*#>-]+|[\s:：]+$/gu;
const BRACKETS = /^[【\[〔《<(（「『](.+?)[】\]〕》>)）」』]$/u;

/** A line that says the run was repeated (`Again:`, `Second run`, `2回目`, `もう一度`): the runs are numbered, not told apart. */
const REPEAT = /^(?:(?:and|then|once|run(?: it)?)\s+)?(?:again|once more|one more time)$|^(?:re-?run|retry|re-?test)(?:\s*\d*)?$|^(?:(?:first|second|third|\d+(?:st|nd|rd|th))\s+(?:run|try|attempt|pass))$|^(?:run|try|attempt|pass)\s*#?\d+$|^(?:\d+|[一二三四五])回目$|^(?:もう一度|再度|再実行|再テスト|念のため)/iu;

/**
 * The text of a label a writer puts over a block, without its marks and date stamp (`■ NAS→PC` → `NAS→PC`,
 * `2023/03/07 11:40 RSSD クラウドディスク` → `RSSD クラウドディスク`), or null when the line is no label: longer than a
 * label, a sentence (it ends in `。` `.` `!` `?`, or has a colon and more than four words), a result (it states a figure with a
 * unit), a command or `key=value` line, a generic section name (`Result`, `結果`), or a name of a tool or an operation only.
 */
export function cleanLabel(raw: string): string | null {
  const line = normaliseText(raw).replace(/\s+/g, " ").trim();
  if (!line || line.length > 60 || /\n/.test(raw.trim()) || /[。.!?！？]$|。/.test(line)) return null;
  const colon = /[:：]$/.test(line);
  let t = line.replace(MARKS, "").trim();
  t = (BRACKETS.exec(t)?.[1] ?? t).trim();
  const stamped = t.replace(STAMP, "").trim();
  // a line that is only a date is when the run was made, not what it tested
  if (stamped !== t && !/[\p{L}]/u.test(stamped)) return null;
  t = stamped;
  if (!/[\p{L}]/u.test(t) || t.length < 2) return null;
  if (colon && (t.split(/\s+/).length > 4 || t.length > 24)) return null;
  if (/[=]|\s-{1,2}[A-Za-z]/.test(t) || readCommand(t) || readCommand(`$ ${t}`)?.args.some((a) => a.startsWith("-"))) return null;
  if (findQuantities(t).some((q) => !q.bare && q.kind !== "size")) return null;
  if (isGenericHeading(t) || REPEAT.test(t)) return null;
  const rest = t.replace(/[^\p{L}\p{N}]/gu, "");
  // `iperf3`, `WRITE`, `読み込み`: the row says that already
  const tools = toolsIn(t);
  if ((tools.length || operationsIn(t).length) && rest.length <= 12) return null;
  return t;
}

/**
 * The label right over a block: the paragraph just before it, with nothing between, when that paragraph is a label
 * line (cleanLabel). A heading, another block or the report's start in between means the block has none.
 */
export function labelAbove(doc: Document, block: Block): string | null {
  const prev = doc.blocks[block.index - 1];
  if (!prev || prev.report !== block.report || (prev.kind !== "paragraph" && prev.kind !== "list_item")) return null;
  return cleanLabel(prev.text);
}

/** Words of one class of storage device, with the interface that may lead them (`NVMe SSD`, `USBメモリ`, `microSDカード`). */
const DISK_CLASS = /(?<![A-Za-z0-9])(?:(?:NVMe|SATA|M\.2|PCIe|USB|外付け|内蔵)\s*)?(?:SSD|HDD|eMMC|micro\s?SD(?:XC|HC)?(?:\s?カード)?|SD\s?カード|SD card|USB\s?メモリー?|USB (?:stick|flash drive)|RAM\s?disk|ramdisk|tmpfs|ハードディスク|hard (?:disk|drive))(?![A-Za-z0-9])/giu;

/** A sentence that introduces what follows: it ends in a colon, or says the result is below (`結果は以下`, `…した結果：`). */
const INTRODUCES = /[:：]\s*$|(?:以下|下記|次の?とおり|こちら|結果)(?:です|でした|の通り|のとおり|になりました|となりました)?[。．]?\s*$/u;

/** A clause that states something: an English verb of being or having, or a Japanese predicate ending it. */
const STATES = /(?<![\p{L}])(?:is|are|was|were|has|have|had|gets|got|shows|showed)(?![\p{L}])|(?:る|た|だ|い|す|ない|ます|です|ました|でした)$/iu;

/**
 * The paragraph or list item right over a block (nothing between) that introduces it: a label line (cleanLabel), or a
 * sentence that ends in a colon or says the result follows (`Directly from chunkserver, totally skipping fuse and lizard:`,
 * `外付けHDDに書き込んだ結果：`) and states no result itself; without its marks and closing colon. Null otherwise.
 */
export function introduction(doc: Document, block: Block): string | null {
  const prev = doc.blocks[block.index - 1];
  if (!prev || prev.report !== block.report || (prev.kind !== "paragraph" && prev.kind !== "list_item")) return null;
  // a list item holding the block (`<li><p>Without bcache (…)</p><pre>…`) introduces it with its words before it
  const start = (block.text.trim().split("\n")[0] ?? "").trim().slice(0, 60);
  const at = start ? prev.text.indexOf(start) : -1;
  // (an item of a list before the block, `OS: Ubuntu 22.04`, is one of the list's, not the block's introduction) —
  // unless it is a list of one item that only names something (`- TCP` over one table, `- quic-tun` over the next)
  if (prev.kind === "list_item" && at <= 0) return loneItemLabel(doc, prev);
  const own = at > 0 ? prev.text.slice(0, at).trim() : prev.text;
  const text = normaliseText(own).replace(/\s+/g, " ").trim();
  // a label names (`MASTER results`, `旧SSD`); a clause states (`HDD is 20x slower`, `…と並べると桁が変わる`) and is no label
  const label = cleanLabel(own);
  if (label && !STATES.test(label)) return label;
  if (text.length > 200 || !INTRODUCES.test(text)) return null;
  if (findQuantities(text).some((q) => !q.bare && q.kind !== "size")) return null;
  return text.replace(MARKS, "").trim() || null;
}

/** A list item alone in its list (no item right before it) that is a label and no `key: value` (`TCP`, `With cache`), or null. */
function loneItemLabel(doc: Document, item: Block): string | null {
  const before = doc.blocks[item.index - 1];
  if (before?.kind === "list_item" || item.parentItem !== undefined) return null;
  const label = cleanLabel(item.text);
  return label && !/[:：=]/.test(label) && !STATES.test(label) ? label : null;
}

/**
 * The one class of disk the sentence right before a disk tool's block names when it introduces the block (`The SSD in
 * the server gets this from dd:`, `外付けHDDに書き込んだ結果：`), or null: two classes, none, or a sentence that states results.
 */
export function diskClassIntroduced(doc: Document, block: Block): string | null {
  const prev = doc.blocks[block.index - 1];
  if (!prev || prev.report !== block.report || prev.kind !== "paragraph") return null;
  const text = normaliseText(prev.text).replace(/\s+/g, " ").trim();
  if (text.length > 200 || !INTRODUCES.test(text)) return null;
  if (findQuantities(text).some((q) => !q.bare && q.kind !== "size")) return null;
  const found = new Set([...allMatches(text, DISK_CLASS)].map((m) => m[0].replace(/\s+/g, " ").trim()));
  const classes = new Set([...found].map((f) => f.toUpperCase().replace(/^(?:NVME|SATA|M\.2|PCIE|USB|外付け|内蔵)\s*/u, "")));
  return found.size === 1 && classes.size === 1 ? ([...found][0] ?? null) : null;
}

/**
 * `iperf3 -c 10.1.0.2 -P 10 -R (this is a fair test):` on the last line of the paragraph or list item right over a
 * `<pre>` of output: the command that printed it, as typed (without its colon and the remark after it), or null.
 */
export function commandAbove(doc: Document, block: Block): string | null {
  const prev = doc.blocks[block.index - 1];
  if (!prev || prev.report !== block.report || (prev.kind !== "paragraph" && prev.kind !== "list_item")) return null;
  const last = normaliseText(prev.text.split("\n").pop() ?? "").trim().replace(/[:：]$/, "").replace(/\s*[(（][^()（）]*[)）]\s*$/, "").trim();
  return last && bareCommand(last) ? last : null;
}
