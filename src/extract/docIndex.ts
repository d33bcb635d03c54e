import type { Block, Document } from "../document/types.ts";

const built = new WeakMap<Document, Map<string, unknown>>();

/** A value derived once per document (an index of its blocks) and kept while the document lives: readers ask per reading. */
export function perDocument<T>(doc: Document, name: string, make: (doc: Document) => T): T {
  let values = built.get(doc);
  if (!values) built.set(doc, (values = new Map()));
  if (!values.has(name)) values.set(name, make(doc));
  return values.get(name) as T;
}

/** Each block's position by its locator. */
export const indexByLocator = (doc: Document): Map<string, number> => perDocument(doc, "indexByLocator", (d) => new Map(d.blocks.map((b) => [b.locator, b.index])));

/** The page's headings by the path of headings above them (joined by NUL), in page order. */
export const headingsUnder = (doc: Document): Map<string, Block[]> =>
  perDocument(doc, "headingsUnder", (d) => {
    const out = new Map<string, Block[]>();
    for (const b of d.blocks) {
      if (b.kind !== "heading") continue;
      const key = b.headingPath.join("\u0000");
      const list = out.get(key);
      if (list) list.push(b);
      else out.set(key, [b]);
    }
    return out;
  });

/** The text of the page's first heading when the page has exactly one level-1 heading (then that heading is its title), else null. */
export const titleHeading = (doc: Document): string | null =>
  perDocument(doc, "titleHeading", (d) => (d.blocks.filter((b) => b.kind === "heading" && b.level === 1).length === 1 ? (d.blocks.find((b) => b.kind === "heading")?.text ?? null) : null));
