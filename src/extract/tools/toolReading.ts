import type { Metric, Operation } from "../../model/vocabulary.ts";
import type { Quantity } from "../../normalise/parseQuantity.ts";
import type { Conditions } from "../conditions.ts";

/** One number read from a tool's output, with the line it came from (1-based within the block). */
export interface ToolReading {
  tool: string;
  metric: Metric;
  operation: Operation | null;
  access: "sequential" | "random" | null;
  quantity: Quantity;
  conditions: Conditions;
  line: number;
  raw: string;
  /** Which command's output within the block the reading came from (0 when the block shows no prompt). */
  segment?: number;
  /** True when the reader read the block's label lines itself (the generic pair reader): they are not labelled again. */
  labelsRead?: boolean;
  /** The operation when neither the command line nor the page names one (robocopy's copy). */
  defaultOperation?: Operation;
  /** The access pattern when neither the command line nor the page names one (ioping's random reads). */
  defaultAccess?: "sequential" | "random";
}

export const reading = (tool: string, metric: Metric, quantity: Quantity, line: number, raw: string, extra: Partial<ToolReading> = {}): ToolReading => ({
  tool, metric, operation: null, access: null, quantity, conditions: {}, line, raw, ...extra,
});

export const seconds = (value: number, unit = "s"): Quantity => ({ value, unit, valueSi: value, siUnit: "s", kind: "duration", note: null });

/** `[h:]mm:ss.ss` or `m:ss.ss` as seconds. */
export function clockSeconds(text: string): number | null {
  const m = /^(?:(\d+):)?(\d+):(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

