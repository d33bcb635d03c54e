import type { Conditions } from "../conditions.ts";
import { clockSeconds, reading, seconds, type ToolReading } from "./toolReading.ts";
import { toolRate, toolSize } from "../../normalise/toolUnits.ts";

/** `6.11G 100%  170.48MB/s    0:00:34 (xfr#1, to-chk=0/1)`: a file's --progress line when it finished. */
const PROGRESS_RE = /^([\d.,]+[KMGT]?)\s+100%\s+([\d.]+)\s?([kKMGT]?B\/s)\s+(\d+:\d{2}:\d{2})(?:\s+\(xf(?:e)?r#\d+,\s*(?:to|ir)-che?c?k=\d+\/\d+\))?\s*$/;
/** `sent 6.12G bytes  received 35 bytes  104.55M bytes/sec`: the closing average of the whole run. */
const SUMMARY_RE = /^sent\s+[\d.,]+[KMGT]?\s+bytes\s+received\s+[\d.,]+[KMGT]?\s+bytes\s+([\d.,]+)([KMGT]?)\s+bytes\/sec\s*$/;

/** rsync -i's itemized line of a file sent to the remote host: `<` then the file type and nine attribute flags. */
const ITEMIZE_SENT_RE = /^<[fdLDS][.+?a-zA-Z]{8,10}\s+\S/;

/** rsync's --progress lines at 100 % (rate and elapsed time) and its closing `sent … received … bytes/sec` line. */
export function parseRsync(lines: string[]): ToolReading[] {
  const out: ToolReading[] = [];
  let sent = false;
  // the --stats bookkeeping times (file list generation) are not results: only these two line shapes are read
  lines.forEach((line, i) => {
    const t = line.trim();
    // -i's itemized change `<f.st......`: the `<` says the file is sent to the remote host (a push: a write there)
    if (ITEMIZE_SENT_RE.test(t)) sent = true;
    const op = sent ? { operation: "write" as const } : {};
    const p = PROGRESS_RE.exec(t);
    if (p?.[2] && p[3] && p[4]) {
      const conditions: Conditions = { tool: "rsync", line: "progress" };
      // without -h the size is exact bytes; with it, rounded
      if (/^[\d,]+$/.test(p[1] ?? "")) conditions.file_size_bytes = toolSize("rsync", p[1] ?? "") ?? 0;
      out.push(reading("rsync", "throughput", toolRate("rsync", Number(p[2]), p[3]), i + 1, line, { conditions, ...op }));
      const s = clockSeconds(p[4]);
      // whole seconds only: under 10 s (0:00:00 … 0:00:09) the rounding is too coarse to record a duration
      if (s !== null && s >= 10) out.push(reading("rsync", "duration", seconds(s), i + 1, line, { conditions, ...op }));
      return;
    }
    const s = SUMMARY_RE.exec(t);
    if (s?.[1]) {
      const unit = `${s[2] ? `${s[2]} ` : ""}bytes/sec`;
      out.push(reading("rsync", "throughput", toolRate("rsync", Number(s[1].replace(/,/g, "")), unit), i + 1, line, { conditions: { tool: "rsync", line: "summary" }, ...op }));
    }
  });
  return out;
}
