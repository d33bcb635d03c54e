import type { Block, Document } from "../../document/types.ts";
import { accessIn, metricsIn, namesAdapter, namesStorage, protocolsIn, toolsIn } from "../../normalise/lexicon.ts";
import { normaliseText } from "../../normalise/normaliseText.ts";
import { PLAIN_NUMBER, type Quantity, findQuantities, parseUnit } from "../../normalise/parseQuantity.ts";
import type { Access, Operation } from "../../model/vocabulary.ts";
import { describe } from "../../grammar/describe.ts";
import { namesNonResult, operationsListed } from "./proseTerms.ts";
import { namesCondition } from "../../grammar/conditionText.ts";
import { allMatches } from "../../normalise/allMatches.ts";

/** Longest lead-in read: a sentence or two that introduces the list, not a whole section. */
const LEAD_IN_MAX = 400;

/**
 * The paragraph that introduces the list a list item belongs to (`…the approximate speeds at the start of a copy are:`):
 * the paragraph right before the list, in the same report, ending with a colon. Null for other blocks.
 */
export function leadInOf(doc: Document, block: Block): string | null {
  if (block.kind !== "list_item") return null;
  let i = block.index - 1;
  while (i >= 0 && doc.blocks[i]?.kind === "list_item") i--;
  const lead = doc.blocks[i];
  if (!lead || lead.kind !== "paragraph" || lead.report !== block.report || lead.text.length > LEAD_IN_MAX) return null;
  return /[:：]\s*$/.test(lead.text) ? lead.text : null;
}

/**
 * The paragraph right before the list a list item belongs to, in the same report, whatever it ends with
 * (`固定回線の下り速度のトップ5は、いずれも100Mbps超えとなりました。`): what it names may scope the items. Null for other blocks.
 */
export function paragraphBeforeList(doc: Document, block: Block): string | null {
  if (block.kind !== "list_item") return null;
  let i = block.index - 1;
  while (i >= 0 && doc.blocks[i]?.kind === "list_item") i--;
  const lead = doc.blocks[i];
  return lead && lead.kind === "paragraph" && lead.report === block.report && lead.text.length <= LEAD_IN_MAX ? lead.text : null;
}

/** `Wi-Fi 7 AP – Wi-Fi 7 Clients: 925.56 Mbps`: the label before the first colon of a line, when no figure is in it. */
const LABEL = /^\s*[・•●◆◇■□*-]?\s*([^:：\s][^:：]{0,48}?)\s*[:：]\s*(?=\S)/;
const STATISTIC = /(?<![a-z])(?:average|avg|mean|median|min(?:imum)?|max(?:imum)?|total|sum|result|results|score|note|speed|rate|throughput|bandwidth|latency|time)(?![a-z])|結果/i;

export interface ListLabel {
  key: "storage" | "adapter" | "config";
  value: string;
  /** Where the label ends in the line: values after it are the label's. */
  end: number;
}

/**
 * The case a `label: values` line of a result list names (`16 GB micro-SD card: Read: 80 MB/s`, `Wi-Fi 6 AP: 582 Mbps`):
 * a drive, an adapter or another setting. Null when the label names what the values are instead (an operation, access,
 * metric, tool, protocol, statistic or nominal figure), since other readers take those.
 */
export function listLabel(line: string): ListLabel | null {
  const t = normaliseText(line);
  const m = LABEL.exec(t);
  const label = m?.[1]?.trim();
  if (!m || !label || !/\p{L}/u.test(label) || !/\d/.test(t.slice(m[0].length))) return unmarkedLabel(t);
  return caseOf(label, m[0].length);
}

/** The case a label names, or null when it names what the values are (an operation, access, metric, tool, protocol, statistic). */
function caseOf(label: string, end: number): ListLabel | null {
  if (operationsListed(label).length || accessIn(label) || metricsIn(label).length || toolsIn(label).length || protocolsIn(label).length) return null;
  // (a statistic in any language the descriptor grammar knows: `平均`, `最大`, `中央値`)
  if (STATISTIC.test(label) || describe(label).statistic !== null || namesNonResult(label) || !namesCondition(label)) return null;
  const key = namesStorage(label) ? "storage" : namesAdapter(label) ? "adapter" : "config";
  return { key, value: label, end };
}

/** Bullets and list marks a line may open with. */
const LINE_MARK = /^\s*[・•●◆◇■□*-]?\s*/;

/**
 * `NTFS 2分`, `85秒 FAT32(クラスタサイズ 4KB)`: a line of a list with no colon, one figure with its unit (sizes aside) and the words
 * of its case on one side of it only — a line of the writer's own table. Null when words stand on both sides (a sentence).
 */
function unmarkedLabel(t: string): ListLabel | null {
  const line = t.replace(LINE_MARK, "").trim();
  // (a size among the words names the case: `クラスタサイズ 4KB`, `exFat 128kb`)
  const figures = findQuantities(line).filter((x) => !x.bare && x.kind !== "size");
  const q = figures.length === 1 ? figures[0] : undefined;
  if (!q) return null;
  const before = line.slice(0, q.index).trim();
  const after = line.slice(q.index + q.length).trim();
  if (before && after) return null;
  const words = before || after;
  if (!words || !/\p{L}/u.test(words)) return null;
  return caseOf(words, 0);
}

/** `When connected to the Wi-Fi 7 AP, …`, `With a small USB-2 adapter I get …`: the case an English sentence opens with. */
const OPENING_CASE = /^\s*(?:when\s+(?:connected\s+to|using|running(?:\s+on)?|attached\s+to)|with|using|on|over|via|through)\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?([^,;:.]{2,40}?)(?:\s*,|\s+(?:I|we|you|it|they|the)\s)/i;

/** The case a sentence opens with, or null when the opening names something other readers take (a statistic, an operation). */
export function openingCase(sentence: string): string | null {
  const c = OPENING_CASE.exec(normaliseText(sentence))?.[1]?.trim();
  if (!c || /\s(?:with|of|in|on|at|to|for|and)$/i.test(c) || !/\p{L}/u.test(c) || STATISTIC.test(c) || /(?<![a-z])(?:average|whole|other hand|top|paper|balance|first|second|each|this|that|these|those)(?![a-z])/i.test(c)) return null;
  if (operationsListed(c).length || metricsIn(c).length) return null;
  return c;
}

/** A bare figure a list item or line holds, with the unit and case the last line of its lead-in names. */
export interface LeadValue {
  value: number;
  unit: Quantity;
  /** The lead-in line without its colon and bracketed remarks: the case the figures were measured in. */
  config: string;
  /** The operation the lead-in names for this place of a slash list (`Writing/Reading speeds [MB/s]:` over `8.2/20.3`). */
  op?: Operation;
  /** The number the line is listed under (`3. 6.9/20.0`). */
  run?: number;
  /** The case a line of named figures opens with (`NFS` of `NFS: Per-Character 1747, Block 211632`). */
  case?: string;
  /** The test the lead-in and the figure's own name make together (`Sequential Output Per-Character`). */
  test?: string;
  access?: Access;
}

/** `375605.052`, `- 12.5`, `3. 6.9/20.0`: figures alone on a line, after a bullet or a list number, parted by slashes. */
const FIGURES_ALONE = new RegExp(String.raw`^\s*(?:[-•*・]|(\d{1,2})[.)](?=\s))?\s*(${PLAIN_NUMBER}(?:\s*[/／]\s*${PLAIN_NUMBER})*)\s*$`);
/** `NFS: Per-Character 1747, Block 211632`: a case, a colon, then figures each after its name, parted by commas. */
const CASE_OF_NAMED = /^\s*(?:[-•*・]\s*)?([^:：\d][^:：]{0,39}?)\s*[:：]\s*(\S.*)$/u;
const NAMED_FIGURE = new RegExp(String.raw`^(\p{L}[\p{L}\p{N} _-]{0,30}?)\s+(${PLAIN_NUMBER})$`, "u");
/**
 * `Sequential Output (K/sec):` over `NFS: Per-Character 1747, Block 211632, Rewrite 100980`: figures each after its name,
 * in a line that opens with its case, take the one unit the lead-in's last line names; the lead-in and each name make
 * the test (read by the descriptor grammar: `Sequential Output Per-Character` is bonnie++'s write per character). Every
 * piece after the case must be a name and a figure, or the line is none.
 */
function namedLeadValues(text: string, lead: string): LeadValue[] {
  const c = CASE_OF_NAMED.exec(normaliseText(text));
  if (!c?.[1] || !c[2]) return [];
  const pieces = c[2].split(/\s*[,、;；]\s*/).map((x) => NAMED_FIGURE.exec(x.trim()));
  if (!pieces.length || pieces.some((x) => !x)) return [];
  const stated = leadUnit(lead);
  if (!stated) return [];
  const { unit, config } = stated;
  return pieces.map((x) => {
    const test = `${config} ${x?.[1] ?? ""}`.trim();
    const d = describe(test);
    const op = d.operation ?? undefined;
    return { value: Number((x?.[2] ?? "").replace(/,/g, "")), unit, config, case: (c[1] ?? "").trim(), test, ...(op ? { op } : {}), ...(d.access ? { access: d.access } : {}) };
  });
}

/**
 * The last line of a list's lead-in (lines of figures above in the same paragraph skipped: they are the list's) when it
 * ends in a colon and names one unit and no nominal figure: the line, its unit, and the line as the list's case
 * (without its bracketed remarks and colon). Null otherwise.
 */
function leadUnit(lead: string): { line: string; unit: Quantity; config: string } | null {
  const line = lead.split("\n").map((l) => normaliseText(l).trim()).filter((l) => !FIGURES_ALONE.test(l)).pop() ?? "";
  if (!/[:：]$/.test(line) || namesNonResult(line)) return null;
  const units = line.split(/[\s()[\],;:]+/).map((w) => parseUnit(w)).filter((u): u is Quantity => u !== null && u.kind !== "size");
  const unit = units[0];
  if (units.length !== 1 || !unit) return null;
  return { line, unit, config: line.replace(/\s*[(（[][^)）\]]*[)）\]]/g, "").replace(/[:：]\s*$/, "").trim() };
}

/** `Writing/Reading`, `read / write`: words parted by slashes. */
const SLASHED_WORDS = /[\p{L}]+(?:\s*[/／]\s*[\p{L}]+)+/gu;

/**
 * `2cd948c with IOPS results (which are not stable):` over items `375605.052`, `338690.083`: a figure alone takes the
 * unit its lead-in's last line names (one unit only, not a nominal line), and that line is its case. Figures parted by
 * slashes (`8.2/20.3`) take, in order, the operations the lead-in parts by as many slashes (`Writing/Reading speeds
 * [MB/s]:`); without such a list they are not read. Lines of figures above in the same paragraph are skipped to find
 * the lead-in. Empty when the line is no such figure.
 */
export function leadValues(text: string, lead: string | undefined): LeadValue[] {
  const m = FIGURES_ALONE.exec(normaliseText(text));
  if (!m?.[2] && lead) return namedLeadValues(text, lead);
  if (!m?.[2] || !lead) return [];
  const stated = leadUnit(lead);
  if (!stated) return [];
  const { line, unit, config } = stated;
  const values = m[2].split(/[/／]/).map((x) => Number(x.trim().replace(/,/g, "")));
  let ops: (Operation | undefined)[] = [undefined];
  if (values.length > 1) {
    const list = [...allMatches(line, SLASHED_WORDS)].map((w) => w[0].split(/[/／]/).map((x) => operationsListed(x))).find((l) => l.length === values.length && l.every((o) => o.length === 1));
    if (!list) return [];
    ops = list.map((o) => o[0]);
  }
  const run = m[1] ? Number(m[1]) : undefined;
  return values.map((value, k) => ({ value, unit, config, ...(ops[k] ? { op: ops[k] } : {}), ...(run ? { run } : {}) }));
}
