import type { Document } from "../../document/types.ts";
import type { Extraction } from "../../model/records.ts";
import { blockFinder } from "../blockOf.ts";
import { introducesSpecSheet, saysMeasured } from "../tables/tableRoles.ts";
import { decideResult } from "./decideResult.ts";
import { listCatalogueLead } from "./headerEvidence.ts";

/**
 * Sentences and list items under a heading that introduces a product's specification (`WD60EZAZの基本スペック`, `Key
 * specifications`) state its ratings (`バッファからホスト 6Gb/s`), not results — unless the item itself says it was
 * measured. As the tables under such a heading are refused, each becomes a `rejects` row with the reason.
 */
export function setSpecSectionsAside(out: Pick<Extraction, "measurements" | "rejects">, doc: Document): void {
  const blockOf = blockFinder(doc);
  const kept = [];
  for (const m of out.measurements) {
    const block = m.origin === "prose" && !m.derived ? blockOf(m.locator) : undefined;
    const heading = block?.headingPath[block.headingPath.length - 1] ?? "";
    // …or a list the sentence before it calls the maker's figures (`Speeds are the manufacturer's ratings:`)
    const catalogue = block && !saysMeasured(block.text) ? listCatalogueLead(doc, block) : null;
    if (!block || block.kind === "heading" || ((!introducesSpecSheet(heading) || saysMeasured(block.text)) && !catalogue)) {
      kept.push(m);
      continue;
    }
    const decision = decideResult({}, [catalogue ?? { kind: "specification", words: heading }]);
    if ("reject" in decision) out.rejects.push({ stage: "extract", locator: m.locator, raw: m.raw, reason: decision.reject });
    else kept.push(m);
  }
  out.measurements = kept;
}
