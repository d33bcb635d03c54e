import type { Document } from "../document/types.ts";
import type { Operation } from "../model/vocabulary.ts";
import { lexicon, protocolsIn, withoutLineDirections } from "../normalise/lexicon.ts";
import { escapeRegExp } from "../normalise/escapeRegExp.ts";
import { normaliseText } from "../normalise/normaliseText.ts";
import { operationsListed, proseOperations } from "./prose/proseTerms.ts";

/** `調査方法`, `測定方法`, `Methodology`: a heading over the description of how every test of the report was run. */
export function isMethodHeading(text: string): boolean {
  const t = normaliseText(text).toLowerCase().replace(/^[\s■□◆◇●○・※#\d.:：]+/, "").trim();
  return lexicon.tables.method_headings.some((h) => t === h || t.startsWith(`${h} `) || t.startsWith(`${h}:`) || (!/^[a-z]/.test(h) && t.startsWith(h)));
}

/**
 * The operation a report's method section says its tests performed (`ファイルをドラッグしてデスクトップにコピーし` → copy):
 * a copy or a read or write is more precise than the generic `転送` the same text uses for it; null when it names none or several.
 */
export function methodOperation(doc: Document, report: number): Operation | null {
  // asked once per table: read the document's method sections once per report
  let byReport = cache.get(doc);
  if (!byReport) cache.set(doc, (byReport = new Map()));
  if (!byReport.has(report)) byReport.set(report, readMethodOperation(doc, report));
  return byReport.get(report) ?? null;
}

const cache = new WeakMap<Document, Map<number, Operation | null>>();

/** `測定方法は`, `Test method:`, `The methodology was`: a method word as the topic of a sentence (lexicon `method_headings`). */
const METHOD_TOPIC = new RegExp(`(?:^|[、,。\\s])(?:the\\s+)?(?:${lexicon.tables.method_headings.map(escapeRegExp).join("|")})\\s*(?:は|が|:|：|\\s(?:is|was|were)\\s)`, "i");

/** The one protocol a report's method names (`…のLinuxサーバから…FTPで3回ほどダウンロードし`), or null when it names none or several. */
export function methodProtocol(doc: Document, report: number): string | null {
  const named = protocolsIn(methodText(doc, report));
  return named.length === 1 ? (named[0] ?? null) : null;
}

const texts = new WeakMap<Document, Map<number, string>>();

/** The text of a report's method sections (`検証方法`, `Methodology`): what every test of the report measured. */
export function methodText(doc: Document, report: number): string {
  let byReport = texts.get(doc);
  if (!byReport) texts.set(doc, (byReport = new Map()));
  let text = byReport.get(report);
  if (text === undefined) {
    const blocks = doc.blocks.filter((b) => b.report === report && (b.kind === "paragraph" || b.kind === "list_item"));
    text = [
      ...blocks.filter((b) => isMethodHeading(b.headingPath[b.headingPath.length - 1] ?? "")).map((b) => b.text),
      // `そうそう、測定方法は…FTPで3回ほどダウンロードし…`: a sentence whose topic is the method, wherever it stands
      ...blocks.filter((b) => !isMethodHeading(b.headingPath[b.headingPath.length - 1] ?? "")).flatMap((b) => normaliseText(b.text).split(/(?<=[。.!?])\s*/).filter((x) => METHOD_TOPIC.test(x))),
    ].join("\n");
    byReport.set(report, text);
  }
  return text;
}

function readMethodOperation(doc: Document, report: number): Operation | null {
  const text = methodText(doc, report);
  if (!text) return null;
  const ops = new Set([...operationsListed(text), ...proseOperations(text)]);
  const precise = [...ops].filter((o) => o !== "transfer");
  // `download and upload speeds` measured over a line are its two directions, not a reading and writing of a store
  if (precise.length === 1 && precise[0] === "read_write" && !operationsListed(withoutLineDirections(text)).length) return null;
  if (precise.length === 1) return precise[0] ?? null;
  return precise.length === 0 && ops.has("transfer") ? "transfer" : null;
}
