import { type Command, commandFacts, type Mount, readCommand } from "./commandLine.ts";
import { TOOL_PARSERS } from "./registry.ts";
import type { ToolReading } from "./toolReading.ts";

export { clockSeconds, type ToolReading } from "./toolReading.ts";

const MAX_LINE = 2_000;

/** Lines of a block cut where a shell prompt starts a new command; each part keeps its command line first. */
export function splitAtCommands(lines: string[]): { start: number; lines: string[]; command: Command | null }[] {
  const parts: { start: number; lines: string[]; command: Command | null }[] = [];
  lines.forEach((line, i) => {
    const command = readCommand(line);
    const last = parts[parts.length - 1];
    if (command || !last) parts.push({ start: i, lines: [line], command });
    else last.lines.push(line);
  });
  return parts;
}

/**
 * Every tool reading in a block of text, by structure, in line order. Each command shown at a prompt gives the
 * readings of the output under it what the output does not say (protocol, direction, streams, the path written);
 * `mounts` are the file systems the page mounts, which tell a copy onto a share from a local one.
 */
export function parseToolOutput(text: string, mounts: readonly Mount[] = []): ToolReading[] {
  // no tool prints a line this long; regexes over such a line would only cost time
  // a carriage return redraws the line (progress meters): what the terminal showed is the last redraw
  const lines = text.split("\n").map((l) => (l.length > MAX_LINE ? "" : l.split("\r").filter((x) => x.trim()).pop() ?? ""));
  const out: ToolReading[] = [];
  splitAtCommands(lines).forEach((part, segment) => {
    const facts = part.command ? commandFacts(part.command, mounts) : null;
    for (const r of TOOL_PARSERS.flatMap((parse) => parse(part.lines))) {
      const conditions = facts ? { ...facts.conditions, ...r.conditions } : r.conditions;
      out.push({ ...r, line: r.line + part.start, segment, conditions, operation: r.operation ?? facts?.operation ?? null });
    }
  });
  return out.sort((a, b) => a.line - b.line);
}
