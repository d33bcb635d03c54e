import type { Block, Document, RawTable } from "./types.ts";
import { allMatches } from "../normalise/allMatches.ts";

/** `the transfer rate TR`, `random access time (AT)`: an upper-case short form right after the words it abbreviates. */
const SHORT_FORM = /(?<![A-Za-z])\(?([A-Z]{2,5})\)?(?![A-Za-z])/g;
/** Words that end the phrase an abbreviation stands for, going left. */
const STOP = new Set(["the", "a", "an", "and", "or", "of", "both", "its", "their", "our", "my", "measured", "using", "with", "by", "for", "to", "in", "on", "as", "is", "are"]);
/** Most words a defined phrase keeps before the words the short form's letters stand for (`random` of `random access time AT`). */
const EXTRA_WORDS = 1;

/**
 * Abbreviations a page's sentences define: a short form in capitals right after words whose initials it spells
 * (`the transfer rate TR (using hdparm -t)` → TR = `transfer rate`), with at most one more word before them that is no
 * article or verb (`the random access time AT` → `random access time`). A short form defined twice differently is dropped.
 */
export function definedAbbreviations(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string | null>();
  for (const text of texts) {
    for (const m of allMatches(text, SHORT_FORM)) {
      const short = m[1] ?? "";
      const words = text.slice(0, m.index).split(/\s+/).filter(Boolean).slice(-(short.length + EXTRA_WORDS));
      const spelled = words.slice(-short.length);
      if (spelled.length < short.length || spelled.some((w) => !/^[a-z][a-z-]*$/i.test(w) || STOP.has(w.toLowerCase()))) continue;
      if (spelled.map((w) => w[0]?.toUpperCase()).join("") !== short) continue;
      const extra = words.slice(0, -short.length).filter((w) => /^[a-z][a-z-]*$/.test(w) && !STOP.has(w));
      const phrase = [...extra.slice(-EXTRA_WORDS), ...spelled].join(" ").toLowerCase();
      const known = out.get(short);
      out.set(short, known === undefined || known === phrase ? phrase : null);
    }
  }
  return new Map([...out].filter((e): e is [string, string] => e[1] !== null));
}

/** A header cell that starts with a defined short form (`TR (MB/s)`): the phrase put before it (`transfer rate TR (MB/s)`). */
function expanded(text: string, glossary: Map<string, string>): string {
  const short = /^\s*([A-Z]{2,5})(?![A-Za-z])/.exec(text)?.[1];
  const phrase = short ? glossary.get(short) : undefined;
  return phrase ? `${phrase} ${text.trim()}` : text;
}

function withExpandedHeaders(table: RawTable, glossary: Map<string, string>): RawTable | null {
  let changed = false;
  const rows = table.rows.map((row, r) =>
    row.map((cell) => {
      if (!cell.header && r > 0) return cell;
      const text = expanded(cell.text, glossary);
      if (text === cell.text) return cell;
      changed = true;
      return { ...cell, text };
    }),
  );
  return changed ? { ...table, rows } : null;
}

/**
 * The document with each table's header cells that open with a short form the page's sentences define read with the
 * phrase it stands for, so the descriptor grammar sees `transfer rate` and `random access time` where the table prints
 * `TR` and `AT`. The page's text is not changed; only the tables' headers are read this way.
 */
export function withDefinedHeaders(doc: Document): Document {
  if (!doc.blocks.some((b) => b.table)) return doc;
  const glossary = definedAbbreviations(doc.blocks.filter((b) => b.kind === "paragraph" || b.kind === "list_item").map((b) => b.text));
  if (!glossary.size) return doc;
  let changed = false;
  const blocks = doc.blocks.map((b): Block => {
    const table = b.table ? withExpandedHeaders(b.table, glossary) : null;
    if (!table) return b;
    changed = true;
    return { ...b, table };
  });
  return changed ? { ...doc, blocks } : doc;
}
