import type { Document } from "../../document/types.ts";
import { type Extraction, emptyExtraction } from "../../model/records.ts";
export function extractTables(_doc: Document): Extraction { return emptyExtraction(); }
