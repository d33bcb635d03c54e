import type { Operation } from "../../model/vocabulary.ts";
import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { clockSeconds, reading, seconds, type ToolReading } from "./toolReading.ts";
import { toolRate, toolSize } from "../../normalise/toolUnits.ts";

/** `file   57% 1024MB  42.7MB/s   00:24 ETA`: one line of the progress meter of scp and sftp (and ascp's, in bits). */
const METER_RE = /^(\S.*?)\s+(\d{1,3})%\s+([\d.]+\s?[KMGT]?B|\d+)\s+([\d.]+)\s?([KMGT]?(?:B|b|bit)\/s)\s+((?:\d+:)?\d+:\d{2})(\s+ETA)?\s*$/;
/** sftp's line before each transfer's meter: `Uploading a to b` (put: a write), `Fetching a to b` (get: a read). */
const SFTP_HEAD = /^(Uploading|Fetching)\s+\S.*\s+to\s+\S/;

/**
 * The final progress line of scp, sftp and Aspera ascp: the average rate and the elapsed time of the whole file. It is
 * the 100 % line, or, where the running lines print `ETA`, the line without it (OpenSSH may close a file on 99 %).
 */
export function parseScp(lines: string[]): ToolReading[] {
  const command = readCommand(lines[0] ?? "");
  const program = command && /^(scp|sftp|ascp|pscp)$/.test(command.program) ? command.program : null;
  const etaPrinted = lines.some((l) => METER_RE.exec(l.trim())?.[7]);
  const out: ToolReading[] = [];
  let operation: Operation | undefined = copyDirection(lines);
  let sftp = false;
  lines.forEach((line, i) => {
    const head = SFTP_HEAD.exec(line.trim());
    if (head) {
      operation = head[1] === "Uploading" ? "write" : "read";
      sftp = true;
      return;
    }
    const m = METER_RE.exec(line.trim());
    if (!m?.[4] || !m[5] || !m[6] || m[7]) return;
    if (m[2] !== "100" && !etaPrinted) return;
    const bits = /b(?:it)?\/s$/.test(m[5]);
    const tool = program ?? (sftp ? "sftp" : bits ? "ascp" : "scp");
    const conditions: Conditions = { tool, line: "progress" };
    const size = toolSize("scp", m[3] ?? "");
    if (size) conditions.file_size_bytes = size;
    const extra = operation ? { conditions, operation } : { conditions };
    out.push(reading(tool, "throughput", toolRate(bits ? "ascp" : "scp", Number(m[4]), `${m[5]}`), i + 1, line, extra));
    const s = clockSeconds(m[6]);
    if (s !== null) out.push(reading(tool, "duration", seconds(s), i + 1, line, extra));
  });
  return out;
}

/** `host:path`, `user@host:/dir`: an operand on a remote host (not a Windows drive letter such as `C:\\`). */
const REMOTE = /^(?:[\w.-]+@)?[\w.-]{2,}:/;

/**
 * The direction of the one scp (or pscp, ascp) command shown above the meters: local files to `host:path` upload (write),
 * `host:path` to a local path download (read); undefined when there is no such command, several, or both ends are remote.
 */
function copyDirection(lines: string[]): Operation | undefined {
  const commands = lines.map((l) => readCommand(l)).filter((c) => c && /^(scp|pscp|ascp)$/.test(c.program));
  const operands = commands.length === 1 ? (commands[0]?.args ?? []).filter((a) => !a.startsWith("-")) : [];
  // an option's value (`-P 33001`, `-l 1000000`) is no operand: only the first and last operands are read
  const target = operands[operands.length - 1];
  const source = operands[operands.length - 2];
  if (!target || !source) return undefined;
  const remoteTarget = REMOTE.test(target);
  const remoteSource = REMOTE.test(source);
  if (remoteTarget === remoteSource) return undefined;
  return remoteTarget ? "write" : "read";
}
