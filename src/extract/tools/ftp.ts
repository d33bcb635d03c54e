import type { Conditions } from "../conditions.ts";
import { readCommand } from "./commandLine.ts";
import { reading, seconds, type ToolReading } from "./toolReading.ts";
import { toolRate } from "../../normalise/toolUnits.ts";

/** BSD/Linux ftp and lftp: `524288000 bytes received in 8.13 secs (62.97 MB/s)`; Windows: `… in 0.41Seconds 2557.50Kbytes/sec.` */
const FTP_RE = /^(?:ftp:\s*)?(\d+) bytes (received|sent|transferred) in ([\d.]+(?:e[+-]?\d+)?)\s?(?<secs>secs?|seconds?|Seconds)\b\s*\(?\s*([\d.]+(?:e[+-]?\d+)?)\s?([kKMG]?)(?:i?B\/s|bytes\/s(?:ec)?|B\/s|\/s)\)?\.?\s*$/;
/** Windows ftp in Japanese: `ftp: 5051754 バイトが送信されました 2.93秒 1725.33KB/秒。` (KB of 1,000 bytes, as in English). */
const WINDOWS_JA_RE = /^ftp:\s*(\d+)\s*バイトが(受信|送信)されました\s*([\d.]+)\s*秒\s*([\d.]+)\s*KB\/秒。?\s*$/;
/** A directory listing's data connection (`ftp> ls`, `dir`): its transfer line is no benchmark. */
const LISTING_RE = /^\s*(?:ftp>|lftp\s+\S+>)\s*(?:ls|dir|mls|mdir|nlist|list)\b/i;
/** ncftpput / ncftpget: `/tmp/file.iso:     1.00 GB   39.09 MB/s`. */
const NCFTP_RE = /^(\S+):\s+([\d.]+)\s+([kKMGT]?B|bytes)\s+([\d.]+)\s+([kKMGT]?B\/s)\s*$/;

/** An FTP session's own marks: the `ftp>` / `lftp user@host:~>` prompt, a server reply (`226 Transfer complete`), an FTP client's command. */
const SESSION_RE = /^\s*(?:ftp>|lftp\s+\S+>|(?:150|226|250)[ -]\S)/;

/** True when the lines show an FTP session around them: a prompt, a server reply or an FTP client typed at a shell prompt. */
export function ftpSession(lines: readonly string[]): boolean {
  return lines.some((l) => SESSION_RE.test(l) || /^(?:l?ftp|ncftp(?:put|get)?)$/.test(readCommand(l)?.program ?? ""));
}

/**
 * Transfer summaries of command-line FTP clients: ftp, lftp and NcFTP. `… bytes transferred in …` is also dd's
 * summary (BSD, macOS and old GNU dd), so it is read as FTP only inside an FTP session and not after dd's `records out`;
 * `received` / `sent` and Windows' `ftp:` prefix are the clients' own words.
 */
export function parseFtp(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  const command = readCommand(lines[0] ?? "");
  const ncftp = command && /^ncftp(put|get)?$/.test(command.program) ? command.program : "ncftp";
  const session = ftpSession(lines);
  const lftp = command?.program === "lftp" || lines.some((l) => /^\s*lftp\s+\S+>/.test(l));
  let listing = false;
  lines.forEach((line, i) => {
    const t = line.trim();
    if (/^\s*(?:ftp>|lftp\s+\S+>)/.test(line)) listing = LISTING_RE.test(line);
    if (listing) return;
    const ja = WINDOWS_JA_RE.exec(t);
    if (ja?.[1] && ja[3] && ja[4]) {
      const operation = ja[2] === "受信" ? "read" : "write";
      const conditions: Conditions = { tool: "ftp", protocol: "FTP", file_size_bytes: Number(ja[1]) };
      if (Number(ja[3]) > 0) out.push(reading("ftp", "duration", seconds(Number(ja[3]), "秒"), i + 1, line, { conditions, operation }));
      out.push(reading("ftp", "throughput", toolRate("ftp", Number(ja[4]), "KB/秒"), i + 1, line, { conditions, operation }));
      return;
    }
    const f = FTP_RE.exec(t);
    const afterDd = /records out\s*$/.test(lines.slice(0, i).filter((l) => l.trim()).pop() ?? "");
    const own = f?.[2] !== "transferred" || (session && !afterDd);
    if (f?.[3] && f[5] && own) {
      const operation = f[2] === "received" ? "read" : f[2] === "sent" ? "write" : null;
      const tool = lftp ? "lftp" : "ftp";
      const conditions: Conditions = { tool, protocol: "FTP", file_size_bytes: Number(f[1]) };
      out.push(reading(tool, "duration", seconds(Number(f[3]), f.groups?.secs ?? "s"), i + 1, line, { conditions, operation }));
      const unit = /\((.*)\)/.exec(t)?.[1]?.replace(/^[\d.e+-]+\s?/, "") ?? `${f[6] ?? ""}B/s`;
      out.push(reading(tool, "throughput", toolRate("ftp", Number(f[5]), unit), i + 1, line, { conditions, operation }));
      return;
    }
    const n = NCFTP_RE.exec(t);
    if (n?.[4] && n[5] && (command?.program.startsWith("ncftp") || /[./]/.test(n[1] ?? ""))) {
      const conditions: Conditions = { tool: ncftp, protocol: "FTP" };
      out.push(reading(ncftp, "throughput", toolRate("ftp", Number(n[4]), n[5]), i + 1, line, { conditions }));
    }
  });
  return out;
}
