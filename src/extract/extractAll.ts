import type { Document } from "../document/types.ts";
import { type Extraction, emptyExtraction } from "../model/records.ts";
import { extractTables } from "./tables/extractTables.ts";
import { extractToolOutputs } from "./tools/extractToolOutputs.ts";

/** Runs every extractor over a document; each is a pure function of the document. */
export function extractAll(doc: Document): Extraction {
  const out = emptyExtraction();
  for (const part of [extractTables(doc), extractToolOutputs(doc)]) {
    out.measurements.push(...part.measurements);
    out.systems.push(...part.systems);
    out.components.push(...part.components);
    out.checks.push(...part.checks);
    out.rejects.push(...part.rejects);
  }
  return out;
}
