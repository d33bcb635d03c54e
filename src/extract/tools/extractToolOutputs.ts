import type { Document } from "../../document/types.ts";
import { type Extraction, emptyExtraction } from "../../model/records.ts";
export function extractToolOutputs(_doc: Document): Extraction { return emptyExtraction(); }
