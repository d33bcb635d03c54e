import type { Document } from "../../document/types.ts";
import { type Extraction, emptyExtraction } from "../../model/records.ts";
import { blockContext } from "../blockContext.ts";
import type { Conditions } from "../conditions.ts";
import { deviceUnderTest, STORAGE_TOOLS } from "./deviceUnderTest.ts";
import { parseToolOutput } from "./parseToolOutput.ts";

/** Measurements from benchmark tool output in `<pre>` blocks and plain text lines, with derived throughputs. */
export function extractToolOutputs(doc: Document): Extraction {
  const out = emptyExtraction();
  for (const block of doc.blocks) {
    if (block.kind !== "pre" && block.kind !== "paragraph") continue;
    const readings = parseToolOutput(block.text);
    if (!readings.length) continue;
    const ctx = blockContext(doc, block);
    const id = block.locator.replace(/\[(\d+)\]/g, "$1");
    const hasThroughput = readings.some((r) => r.metric === "throughput");
    // a disk benchmark's output seldom names the disk: the page around it does
    const device = readings.some((r) => STORAGE_TOOLS.has(r.tool)) ? deviceUnderTest(doc, block) : null;
    readings.forEach((r, i) => {
      const conditions: Conditions = { ...ctx.conditions, ...(device && STORAGE_TOOLS.has(r.tool) ? { storage: device } : {}), ...r.conditions };
      delete conditions.protocol;
      const access = r.access ?? ctx.access ?? (conditions.file_size_bytes !== undefined ? "sequential" : null);
      const operation = r.operation ?? ctx.operation;
      const key = `${id}-l${r.line}-${i + 1}`;
      const locator = `${block.locator}/l${r.line}`;
      out.measurements.push({
        key, report: block.report, metric: r.metric, operation, access, value: r.quantity.value, unit: r.quantity.unit,
        valueSi: r.quantity.valueSi, siUnit: r.quantity.siUnit === "B" ? "B/s" : r.quantity.siUnit, conditions, origin: "tool-output",
        raw: r.raw, locator, context: ctx.path, note: r.quantity.note,
      });
      const size = conditions.file_size_bytes;
      if (r.metric === "duration" && !hasThroughput && typeof size === "number" && r.quantity.value > 0) {
        const bps = size / r.quantity.value;
        out.measurements.push({
          key: `${key}-d`, report: block.report, metric: "throughput", operation, access, value: bps, unit: "B/s", valueSi: bps, siUnit: "B/s",
          conditions, origin: "tool-output", derived: true, derivedFrom: [key], raw: r.raw, locator, context: ctx.path,
          note: `derived: file_size_bytes ${size} / ${r.quantity.value} s`,
        });
      }
    });
  }
  return out;
}
