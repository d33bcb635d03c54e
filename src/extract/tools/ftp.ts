import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, seconds, type ToolReading } from "./toolReading.ts";
import { rate } from "./transferUnits.ts";

/** BSD/Linux ftp and lftp: `524288000 bytes received in 8.13 secs (62.97 MB/s)`; Windows: `… in 0.41Seconds 2557.50Kbytes/sec.` */
const FTP_RE = /^(?:ftp:\s*)?(\d+) bytes (received|sent|transferred) in ([\d.]+(?:e[+-]?\d+)?)\s?(?<secs>secs?|seconds?|Seconds)\b\s*\(?\s*([\d.]+(?:e[+-]?\d+)?)\s?([kKMG]?)(?:i?B\/s|bytes\/s(?:ec)?|B\/s|\/s)\)?\.?\s*$/;
/** ncftpput / ncftpget: `/tmp/file.iso:     1.00 GB   39.09 MB/s`. */
const NCFTP_RE = /^(\S+):\s+([\d.]+)\s+([kKMGT]?B|bytes)\s+([\d.]+)\s+([kKMGT]?B\/s)\s*$/;

/** Transfer summaries of command-line FTP clients: ftp, lftp and NcFTP. */
export function parseFtp(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const command = readCommand(lines[0] ?? "");
  const ncftp = command && /^ncftp(put|get)?$/.test(command.program) ? command.program : "ncftp";
  lines.forEach((line, i) => {
    const t = line.trim();
    const f = FTP_RE.exec(t);
    // `… bytes transferred in 9.8 secs (218855316 bytes/sec)` is BSD dd's summary, not a transfer
    const bsdDd = /transferred in [\d.]+ secs \(\d+ bytes\/sec\)$/.test(t) && command?.program !== "lftp";
    if (f?.[3] && f[5] && !bsdDd) {
      const operation = f[2] === "received" ? "read" : f[2] === "sent" ? "write" : null;
      const tool = command?.program === "lftp" ? "lftp" : "ftp";
      const conditions: Conditions = { tool, protocol: "FTP", file_size_bytes: Number(f[1]) };
      out.push(reading(tool, "duration", seconds(Number(f[3]), f.groups?.secs ?? "s"), i + 1, line, { conditions, operation }));
      const unit = /\((.*)\)/.exec(t)?.[1]?.replace(/^[\d.e+-]+\s?/, "") ?? `${f[6] ?? ""}B/s`;
      out.push(reading(tool, "throughput", rate(Number(f[5]), unit, { binary: /i/.test(unit) }), i + 1, line, { conditions, operation }));
      return;
    }
    const n = NCFTP_RE.exec(t);
    if (n?.[4] && n[5] && (command?.program.startsWith("ncftp") || /[./]/.test(n[1] ?? ""))) {
      const conditions: Conditions = { tool: ncftp, protocol: "FTP" };
      out.push(reading(ncftp, "throughput", rate(Number(n[4]), n[5]), i + 1, line, { conditions }));
    }
  });
  return out;
}
