import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { clockSeconds, reading, seconds, type ToolReading } from "./toolReading.ts";
import { rate, transferSize } from "./transferUnits.ts";

/** `file   100% 1024MB  42.7MB/s   00:24`: the progress meter of scp and sftp (and ascp's, in bits) when it reached 100 %. */
const PROGRESS_RE = /^(\S.*?)\s+100%\s+([\d.]+\s?[KMGT]?B|\d+)\s+([\d.]+)\s?([KMGT]?(?:B|b|bit)\/s)\s+((?:\d+:)?\d+:\d{2})\s*$/;

/** The final progress line of scp, sftp and Aspera ascp: the average rate and the elapsed time of the whole file. */
export function parseScp(lines: string[]): ToolReading[] {
  const command = readCommand(lines[0] ?? "");
  const program = command && /^(scp|sftp|ascp|pscp)$/.test(command.program) ? command.program : null;
  const out: ToolReading[] = [];
  lines.forEach((line, i) => {
    const m = PROGRESS_RE.exec(line.trim());
    if (!m?.[3] || !m[4] || !m[5]) return;
    const bits = /b(?:it)?\/s$/.test(m[4]);
    const tool = program ?? (bits ? "ascp" : "scp");
    const conditions: Conditions = { tool, line: "progress" };
    const size = transferSize(m[2] ?? "");
    if (size) conditions.file_size_bytes = size;
    const value = Number(m[3]);
    out.push(reading(tool, "throughput", rate(value, `${m[4]}`, { bits }), i + 1, line, { conditions }));
    const s = clockSeconds(m[5]);
    if (s !== null) out.push(reading(tool, "duration", seconds(s), i + 1, line, { conditions }));
  });
  return out;
}
