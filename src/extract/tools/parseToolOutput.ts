import { TOOL_PARSERS } from "./registry.ts";
import type { ToolReading } from "./toolReading.ts";

export { clockSeconds, type ToolReading } from "./toolReading.ts";

const MAX_LINE = 2_000;

/** Every tool reading in a block of text, by structure, in line order. */
export function parseToolOutput(text: string): ToolReading[] {
  // no tool prints a line this long; regexes over such a line would only cost time
  const lines = text.split("\n").map((l) => (l.length > MAX_LINE ? "" : l));
  return TOOL_PARSERS.flatMap((parse) => parse(lines)).sort((a, b) => a.line - b.line);
}
